"""Demos and generators never destroy a live set-up (issue #21, item 2): a folder holding a
live round log or staff file is refused in one line before anything is written, and the
pit boss demo neither reads nor writes the user's settings, staff file or staff key."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealer_assist.log import RoundLog
from dealer_assist.staff import StaffStore, key_path
from main import main
from tools.demo import folder as demo_folder
from tools.demo.folder import DemoFolderRefused, claim

LIVE_PIN = "731904"


def live_setup(folder: Path) -> dict[Path, bytes]:
    """A table's folder: its round log and its staff file with a pit boss; the bytes of each."""
    with RoundLog.open(folder / "rounds.db"):
        pass
    with StaffStore.open(folder / "staff.db") as store:
        store.add_first_pit_boss("Rosa", LIVE_PIN)
    return {p: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(
    "command",
    [["gui", "--demo-screens"], ["train", "--demo-screens"], ["camera", "synth"]],
    ids=["gui", "train", "camera"],
)
def test_a_demo_given_a_live_folder_refuses_in_one_line_and_changes_nothing(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "table"
    folder.mkdir()
    before = live_setup(folder)
    listing = sorted(p.name for p in folder.iterdir())
    assert main([*command, str(folder)]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "holds a live" in err[0] and "choose another folder" in err[0]
    assert {p: p.read_bytes() for p in before} == before
    assert sorted(p.name for p in folder.iterdir()) == listing  # nothing written
    with StaffStore.open(folder / "staff.db") as store:
        assert store.check_pin("pit_boss", "Rosa", LIVE_PIN).name == "Rosa"
        assert store.verify_audit() is None


@pytest.mark.parametrize("name", ["rounds.db", "staff.db", "training.db", "gui.ini", "secret", "shift.sqlite"])
def test_anything_live_the_demo_did_not_make_is_refused(tmp_path: Path, name: str) -> None:
    target = tmp_path / name
    if name == "secret":
        target.mkdir()
    elif name == "gui.ini":
        target.write_text("[table]\nmax_payout=1000\n")
    else:
        with RoundLog.open(target):
            pass
    with pytest.raises(DemoFolderRefused, match=name.replace(".", r"\.")):
        claim(tmp_path, ["demo-rounds.db"])


def test_a_folder_the_demo_made_is_its_own_to_write_again(tmp_path: Path) -> None:
    folder = tmp_path / "shots"
    claim(folder, ["demo-rounds.db"])
    with RoundLog.open(folder / "demo-rounds.db"):
        pass
    (folder / "01-start-up.png").write_bytes(b"png")
    claim(folder, ["demo-rounds.db"])  # a second run: its own log, PNGs: fine
    demo_folder.remove(folder, "demo-rounds.db")
    assert not (folder / "demo-rounds.db").exists()
    (folder / "notes.db").write_bytes((folder / "01-start-up.png").read_bytes())
    with pytest.raises(DemoFolderRefused, match="not made by a demo"):
        demo_folder.remove(folder, "notes.db")
    assert (folder / "notes.db").exists()


def test_isolated_points_the_applications_home_inside_the_demo_folder_and_back(tmp_path: Path) -> None:
    home = os.environ["DEALER_ASSIST_HOME"]
    with demo_folder.isolated(tmp_path / "demo") as inside:
        assert os.environ["DEALER_ASSIST_HOME"] == str(inside)
        assert inside.parent == tmp_path / "demo"
        assert key_path().is_relative_to(tmp_path / "demo")
    assert os.environ["DEALER_ASSIST_HOME"] == home


def test_the_pit_boss_demo_leaves_the_users_settings_staff_file_and_key_alone(qtbot: object, tmp_path: Path) -> None:
    """The demo taps a limit change (max payout 2000) and its pit boss PIN: the user's
    gui.ini, staff file and key are as they were; the demo's staff file is its own."""
    from tools.demo.pitboss import DEMO_PIN, write_pit_boss_screens
    from ui.settings import Remembered, settings_path

    mine = Remembered(boxes=6, language="es", log=str(tmp_path / "live" / "rounds.db"))
    mine.save()
    ini = settings_path()
    ini_before = ini.read_bytes()
    live = tmp_path / "live"
    live.mkdir()
    before = live_setup(live)
    key_before = key_path().read_bytes()
    shots = tmp_path / "shots"
    written = write_pit_boss_screens(shots, sizes=((1280, 800),))
    assert written and all(p.parent == shots for p in written)
    assert ini.read_bytes() == ini_before  # not rewritten (log path, max payout 2000)
    assert Remembered.load() == mine
    assert {p: p.read_bytes() for p in before} == before
    assert key_path().read_bytes() == key_before
    with demo_folder.isolated(shots), StaffStore.open(shots / "staff.db") as demo:
        assert demo.check_pin("pit_boss", "Marta", DEMO_PIN)
        assert demo.verify_audit() is None
        assert any(e.action == "table_settings" for e in demo.audit_trail())
    with StaffStore.open(live / "staff.db") as store, pytest.raises(Exception, match="no pit boss called Marta"):
        store.check_pin("pit_boss", "Marta", DEMO_PIN)  # the demo's PIN opens nothing live
