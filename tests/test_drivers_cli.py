"""The card-reader commands: monitor (JSON lines and --table), shoe-sim, ports."""

from __future__ import annotations

import json
import os
import pathlib
import select
import subprocess
import sys
import time
import tty

import pytest

import main
from dealer_assist.cards import Card
from dealer_assist.events import (
    CardEvent,
    EventsDropped,
    NewShuffle,
    ProtocolError,
    ReaderLost,
    SequenceConflict,
)
from drivers.monitor import MonitorView
from drivers.protocols import FramedParser
from drivers.shoe_sim import ShoeSimulator

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_monitor_prints_one_json_object_per_event(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: pathlib.Path) -> None:
    record = tmp_path / "capture.bin"
    with ShoeSimulator(rounds=1, cards=5, interval=0.01, seed=6) as sim:
        code = main.main(["monitor", sim.path, "--count", "7", "--record", str(record)])
    assert code == 0
    lines = capsys.readouterr().out.splitlines()
    objects = [json.loads(line) for line in lines]
    assert [o["type"] for o in objects] == ["hello", "new_shuffle"] + ["card"] * 5
    dealt = [m.card for m in sim.messages if m.kind == "CARD"]
    assert [o["card"] for o in objects[2:]] == [c.code for c in dealt if c is not None]
    assert [o["seq"] for o in objects[2:]] == [2, 3, 4, 5, 6]
    assert all(isinstance(o["time"], float) for o in objects)
    assert record.read_bytes().startswith(b"$HELLO,0,SIM-SHOE")


def test_monitor_table_shows_the_reader_state(capsys: pytest.CaptureFixture[str]) -> None:
    with ShoeSimulator(rounds=1, cards=3, interval=0.01, seed=6) as sim:
        code = main.main(["monitor", sim.path, "--table", "--count", "5"])
    assert code == 0
    screen = capsys.readouterr().out.split("card reader")[-1]
    assert "status       open" in screen and "SIM-SHOE 1.0.0" in screen
    assert "cards 3  this deck 3" in screen
    dealt = [m.card for m in sim.messages if m.kind == "CARD"]
    assert len(dealt) == 3
    for card in dealt:
        assert card is not None and f"  {card.code}  #" in screen


def test_monitor_view_lists_problems_for_the_technician() -> None:
    view = MonitorView("/dev/ttyUSB0", "framed")
    view.add(NewShuffle())
    view.add(CardEvent(Card.parse("As"), sequence=4))
    view.add(CardEvent(None, sequence=5))
    view.add(ProtocolError("bad CRC: message says 8CA3, body gives 8CA2"))
    view.add(ReaderLost("no message for 3 s"))
    text = view.render()
    assert "status       LOST (no message for 3 s)" in text
    assert "unreadable card #5: enter it by hand" in text
    assert "bad CRC" in text and "As  #4" in text
    assert "cards 2  this deck 2  unreadable 1  missed 0  errors 1" in text


def test_monitor_view_shows_conflicts_and_an_overflow_that_lost_cards() -> None:
    view = MonitorView("/dev/ttyUSB0", "framed")
    view.add(SequenceConflict(17, "CARD 17 came again with a different card"))
    view.add(EventsDropped(500, 2))
    text = view.render()
    assert "CONFLICT CARD 17 came again with a different card: check the cards" in text
    assert "dropped 500 noise and 2 CARD event(s): reader not trusted" in text
    assert "status       NOT TRUSTED (events lost)" in text
    assert "conflicts 1  dropped 502" in text


def test_monitor_on_a_missing_port_says_so_and_exits_1(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: pathlib.Path) -> None:
    assert main.main(["monitor", str(tmp_path / "ttyUSB7")]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("dealer-assist monitor: cannot open serial port")
    assert err.endswith("ttyUSB7: No such file or directory")


def test_shoe_sim_command_prints_the_pty_path_and_deals_to_a_monitor(
        capsys: pytest.CaptureFixture[str]) -> None:
    sim = subprocess.Popen(
        [sys.executable, "-m", "main", "shoe-sim", "--rounds", "1", "--cards", "4",
         "--interval", "0.02", "--seed", "12", "--drop-rate", "0.3", "--linger", "0.3"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert sim.stdout is not None
        path = sim.stdout.readline().strip()
        assert os.path.islink(path)
        assert main.main(["monitor", path, "--duration", "2.5"]) == 0
        _, err = sim.communicate(timeout=10)
    finally:
        if sim.poll() is None:
            sim.kill()
            sim.wait()
    assert sim.returncode == 0
    events = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    summary = json.loads(err.strip().splitlines()[-1].split("summary ", 1)[1])
    assert summary["cards"] == 4 and summary["dropped"] > 0
    messages = [e for e in events if e["type"] in ("hello", "new_shuffle", "card", "heartbeat")]
    assert len(messages) == summary["sent"]  # every message written was heard, once
    assert sum(e["count"] for e in events if e["type"] == "missed") == summary["dropped"]
    assert events[-1]["type"] == "reader_lost"  # the simulator went away at the end
    assert not os.path.exists(path)  # the link goes with the simulator


def test_shoe_sim_can_write_to_an_existing_port() -> None:
    master, slave = os.openpty()
    tty.setraw(slave)
    try:
        with ShoeSimulator(port=os.ttyname(slave), rounds=1, cards=3, interval=0.0,
                           seed=3) as sim:
            assert sim.done.wait(5)
            parser = FramedParser()
            events = []
            deadline = time.monotonic() + 5
            while len([e for e in events if isinstance(e, CardEvent)]) < 3:
                assert time.monotonic() < deadline
                if select.select([master], [], [], 0.1)[0]:
                    events += parser.feed(os.read(master, 4096))
        assert [e.card for e in events if isinstance(e, CardEvent)] == [
            m.card for m in sim.messages if m.kind == "CARD"]
    finally:
        os.close(master)
        os.close(slave)


def test_shoe_sim_refuses_a_rate_that_is_not_a_probability(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main.main(["shoe-sim", "--drop-rate", "1.5"])
    assert exit_info.value.code == 2
    assert "1.5 is not a probability between 0 and 1" in capsys.readouterr().err


def test_ports_lists_serial_ports_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["ports"]) == 0
    out, err = capsys.readouterr()
    assert out or err == "no serial ports found\n"
    for line in out.splitlines():
        assert len(line.split("\t")) == 3


def test_the_driver_commands_do_not_load_pyserial_until_they_run() -> None:
    code = ("import sys, main; main.build_parser(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'serial'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "[]"
