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
