"""Issue 7, commands: `dealer-assist camera learn DIR --out CAL`, `camera zones IMAGE
--corners ... --out CAL`, `camera read IMAGE --cal CAL` printing a JSON list of
{"card", "center", "confidence", "zone"}; bad input exits 1 with one clear line."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

import main
from drivers.camera_calibration import Calibration, load_calibration, save_calibration
from tests.camera_support import TEST_SEED, learned_cards, learning_dir
from tools.synth import camera as synth
from tools.synth.evaluate import MATCH_PX

CORNERS = [f"{x:g},{y:g}" for x, y in synth.CAMERA_CORNERS]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main.main(["camera", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_zones_then_read_prints_every_card_with_its_zone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scene = synth.render_scene(TEST_SEED * 10_000 + 500, game=synth.GAME)
    image = tmp_path / "frame.png"
    cv2.imwrite(str(image), scene.image)
    cal = tmp_path / "table.cal"
    save_calibration(cal, Calibration(None, learned_cards()))  # as `camera learn` leaves it
    code, out, err = run(capsys, "zones", str(image), "--corners", *CORNERS,
                         "--size", "1250x650", "--boxes", "7", "--out", str(cal))
    assert (code, err) == (0, "")
    assert load_calibration(cal).cards is not None  # the card step is kept
    code, out, err = run(capsys, "read", str(image), "--cal", str(cal))
    assert (code, err) == (0, "")
    seen = json.loads(out)
    assert all(set(d) == {"card", "center", "confidence", "zone"} for d in seen)
    truth = {(t.code.upper(), t.zone) for t in scene.truth}
    assert {(d["card"], d["zone"]) for d in seen} == truth
    for d in seen:
        t = next(t for t in scene.truth if t.code.upper() == d["card"])
        assert np.hypot(*np.subtract(d["center"], t.center_px)) < MATCH_PX


def test_zones_can_be_clicked_one_by_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    image = tmp_path / "frame.png"
    cv2.imwrite(str(image), np.zeros((720, 1280, 3), np.uint8))
    cal = tmp_path / "t.cal"
    code, _, err = run(capsys, "zones", str(image), "--corners", *CORNERS, "--size",
                       "1250x650", "--zone", "dealer=500,60;780,60;790,170;490,170",
                       "--zone", "box1=1000,400;1150,400;1150,560;1000,560", "--out", str(cal))
    assert (code, err) == (0, "")
    table = load_calibration(cal).table
    assert table is not None and [z.name for z in table.zones] == ["dealer", "box1"]


@pytest.mark.parametrize("flag", ["--board", "--holdem"])
def test_the_standard_zones_add_the_board_zone_by_either_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: str
) -> None:
    """``--board`` adds the board's zone (the community cards) to the standard zones: the
    cloth has one or not, whatever the game; ``--holdem``, the option's first name, still
    works in the scripts that use it."""
    image = tmp_path / "frame.png"
    cv2.imwrite(str(image), np.zeros((720, 1280, 3), np.uint8))
    cal = tmp_path / "t.cal"
    code, out, err = run(capsys, "zones", str(image), "--corners", *CORNERS, "--size",
                         "1250x650", "--boxes", "3", flag, "--out", str(cal))
    assert (code, err) == (0, "")
    table = load_calibration(cal).table
    assert table is not None and [z.name for z in table.zones] == ["dealer", "board", "box1", "box2", "box3"]
    assert "zones dealer, board, box1, box2, box3" in out


def test_learn_writes_the_card_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    for code in ("AS", "TD", "7C", "QH"):
        shutil.copy(learning_dir() / f"{code}.png", folder / f"{code}.png")
    cal = tmp_path / "t.cal"
    code, out, err = run(capsys, "learn", str(folder), "--out", str(cal), "--partial")
    assert (code, err) == (0, "")
    assert "learned 4 cards" in out
    cards = load_calibration(cal).cards
    assert cards is not None and cards.learned_cards == ("7c", "As", "Qh", "Td")


@pytest.mark.parametrize("argv, message", [
    (["read", "{tmp}/none.png", "--cal", "{tmp}/none.cal"], "calibration file .* does not exist"),
    (["read", "{tmp}/none.png", "--cal", "{tmp}/full.cal"], "image .*none.png does not exist"),
    (["read", "{tmp}/junk.png", "--cal", "{tmp}/full.cal"], "junk.png is not an image"),
    (["read", "{tmp}/junk.png", "--cal", "{tmp}/junk.png"], "not a camera calibration file"),
    (["read", "{tmp}/frame.png", "--cal", "{tmp}/half.cal"], "no table corners yet"),
    (["learn", "{tmp}/badnames", "--out", "{tmp}/x.cal"], "ZZ.png: the file name must be"),
    (["learn", "{tmp}/nowhere", "--out", "{tmp}/x.cal"], "card folder .* does not exist"),
    (["learn", "{tmp}/badnames", "--out", "{tmp}/x.cal", "--card-size", "big"],
     "card size 'big' is not WIDTHxHEIGHT"),
    (["zones", "{tmp}/frame.png", "--corners", "1,1", "2,2", "3,3", "4,4", "--size",
      "1250x650", "--boxes", "7", "--out", "{tmp}/x.cal"], "corners"),
    (["zones", "{tmp}/frame.png", "--corners", *CORNERS, "--size", "1250x650",
      "--out", "{tmp}/x.cal"], "no zones"),
    (["zones", "{tmp}/frame.png", "--corners", *CORNERS, "--size", "1250x650",
      "--zone", "seat9=1,1;5,5;1,9", "--out", "{tmp}/x.cal"], "'seat9' is not dealer"),
    (["zones", "{tmp}/frame.png", "--corners", *CORNERS, "--size", "1250x650",
      "--zone", "dealer=1,1;5,1;5,5;1,5", "--board", "--out", "{tmp}/x.cal"],
     "--board goes with --boxes"),
])
def test_bad_input_is_one_clear_line_and_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    (tmp_path / "junk.png").write_bytes(b"junk")
    cv2.imwrite(str(tmp_path / "frame.png"), np.zeros((720, 1280, 3), np.uint8))
    save_calibration(tmp_path / "full.cal", Calibration(synth.default_table(), learned_cards()))
    save_calibration(tmp_path / "half.cal", Calibration(None, learned_cards()))
    (tmp_path / "badnames").mkdir()
    shutil.copy(learning_dir() / "AS.png", tmp_path / "badnames" / "ZZ.png")
    code, out, err = run(capsys, *(a.replace("{tmp}", str(tmp_path)) for a in argv))
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("dealer-assist camera ")
    import re

    assert re.search(message, err), err


def test_other_commands_do_not_load_opencv() -> None:
    code = "import main, sys; main.build_parser(); print('cv2' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(main.__file__).parent)
    assert out.stdout.strip() == "False"
