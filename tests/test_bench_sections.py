"""`dealer-assist bench`: every part's sections are found; a long opt-in section (the
camera's twelve-seed spread) runs only when named."""

from __future__ import annotations

import argparse

import pytest

import main


def test_every_part_contributes_its_sections() -> None:
    names = set(main.bench_sections())
    assert {"evaluator", "settle", "camera-accuracy", "camera-seeds", "camera-1080p",
            "camera-speed",
            "serial-latency", "serial-flood"} <= names, names


def test_an_opt_in_section_runs_only_when_named(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    ran: list[str] = []

    def section(name: str, opt_in: bool = False) -> object:
        def run(args: argparse.Namespace) -> None:
            ran.append(name)
        run.opt_in = opt_in  # type: ignore[attr-defined]
        return run

    fake = {"quick": section("quick"), "long": section("long", opt_in=True)}
    monkeypatch.setattr(main, "bench_sections", lambda: fake)
    assert main.main(["bench"]) == 0
    assert ran == ["quick"]
    ran.clear()
    assert main.main(["bench", "--only", "long"]) == 0
    assert ran == ["long"]
    assert main.main(["bench", "--only", "nothing"]) == 2
    assert "unknown section(s) nothing" in capsys.readouterr().err


def test_a_share_short_of_a_target_never_prints_as_meeting_it() -> None:
    """The held-out 12 px row read 396 of 398 cards (99.497%), which the bench printed as
    "99.50%" against a target of 99.5%: a share is printed rounded down."""
    from tools.bench import share

    assert share(396, 398) == "99.49%"
    assert share(199, 200) == "99.50%"
    assert share(398, 398) == "100.00%"
    assert share(0, 0) == "0.00%"


def test_the_least_disturbed_time_is_the_median_of_each_items_fastest_round() -> None:
    """On a shared machine another tenant's load only ever adds time: the jumbo deck's row
    of `camera-designs` read at 24 frames/s in two runs and 37 in a third, the same code.
    Each table is read several times; its fastest read is the least disturbed."""
    from tools.bench import least_disturbed

    # three tables, three rounds: the second round ran beside another process
    rounds = [[0.030, 0.020, 0.040], [0.045, 0.031, 0.060], [0.029, 0.021, 0.041]]
    assert least_disturbed(rounds) == pytest.approx(0.029)  # of 0.029, 0.020 and 0.040
    assert least_disturbed([[0.05]]) == 0.05
