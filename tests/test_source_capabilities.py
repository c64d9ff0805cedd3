"""What a card source can do is its class's answer, and the registry opens the source a
table chose with the settings that source takes (issue #20: no switch on source names in
the window, no ``hasattr`` in the session)."""

from __future__ import annotations

import pathlib
from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton

from dealer_assist.errors import ConfigError
from dealer_assist.events import CardEvent
from drivers.base import SourceSettings
from drivers.registry import CHECKING_CAMERA, open_checker, open_configured, reads_port, source_class
from drivers.serial_source import SerialSource
from drivers.simulated import SimulatedSource
from tests.gui_helpers import find_button, tap
from ui.app import MainWindow
from ui.session import TableConfig, TableSession
from ui.settings import Remembered


def test_only_the_simulated_shoe_deals_when_told_to() -> None:
    shoe = SimulatedSource(seed=3)
    reader = SerialSource("loop://", protocol="line")
    assert shoe.dealing_shoe() is shoe
    assert reader.dealing_shoe() is None
    assert shoe.layout_view() is None and reader.layout_view() is None


def test_the_checking_camera_is_a_source_that_sees_the_layout() -> None:
    camera = source_class(CHECKING_CAMERA)
    assert camera.layout_view is not SerialSource.layout_view
    assert camera.dealing_shoe is SerialSource.dealing_shoe  # a camera deals nothing


def test_each_source_takes_from_the_settings_what_concerns_it() -> None:
    settings = SourceSettings(port="loop://", protocol="line", camera="2", calibration="", seed=11)
    reader = open_configured("serial", settings)
    assert isinstance(reader, SerialSource)
    assert (reader.port, reader.protocol, reader.wait) == ("loop://", "line", True)  # a table waits for its reader
    shoe = open_configured("simulated", settings)
    with shoe, SimulatedSource(seed=11) as same:
        dealer = shoe.dealing_shoe()
        assert dealer is not None
        assert dealer.deal(5) == same.deal(5)  # the seed reached the shoe


def test_a_camera_without_its_calibration_file_is_one_clear_line() -> None:
    with pytest.raises(ConfigError) as refused:
        open_configured("camera", SourceSettings(camera="0"))
    with pytest.raises(ConfigError) as checker_refused:
        open_checker(SourceSettings())
    for refusal in (refused, checker_refused):
        assert str(refusal.value) == "the camera has no calibration file: run the calibration wizard first"


def test_a_session_deals_only_through_a_shoe(qtbot: Any) -> None:
    reader = SerialSource("loop://", protocol="line")
    session = TableSession(TableConfig("novo", 1), source=reader)
    assert not session.simulated and session.shoe is None
    session.deal(3)  # a card reader: nothing to deal, nothing happens
    assert reader.poll() == []
    shoe = SimulatedSource(seed=2)
    with shoe:
        dealt = TableSession(TableConfig("novo", 1), source=shoe)
        assert dealt.simulated and dealt.shoe is shoe
        dealt.deal(1)
        events = [shoe.get(timeout=5) for _ in range(3)]
    assert isinstance(events[-1], CardEvent)


def test_the_window_opens_the_chosen_reader_and_refuses_a_checking_camera_it_cannot_open(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    log = str(tmp_path / "rounds.db")
    window = MainWindow(Remembered(source="serial", port="loop://", log=log))
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.start_table(Remembered(source="serial", port="loop://", protocol="line", log=log))
        assert window.session is not None and window.source is not None
        assert window.source.name == "serial" and not window.session.simulated
        assert window.checker is None
        window.show_startup()
        checked = Remembered(source="serial", port="loop://", protocol="line", log=log, camera_check=1)
        assert not window.start_table(checked)
        assert window.startup is not None
        assert window.startup.error.text() == (
            "checking camera: the camera has no calibration file: run the calibration wizard first"
        )
        assert window.source is None and window.checker is None and window.log is None
    finally:
        window.close()


def _shown(root: Any, name: str) -> bool:
    return any(b.isVisible() for b in root.findChildren(QPushButton, name))


def test_the_start_up_screen_asks_for_a_port_only_for_a_source_that_reads_one(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    window = MainWindow(Remembered(source="simulated", log=str(tmp_path / "rounds.db")))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    startup = window.startup
    assert startup is not None
    startup.ports = []  # this machine's own ports left out: no port to pick by itself
    assert not _shown(window, "ports_refresh")
    tap(find_button(window, "source_serial"))
    assert _shown(window, "ports_refresh")
    tap(find_button(window, "start"))
    assert startup.error.text() == "Choose the serial port of the card reader" and window.session is None
    startup.ports = [("/dev/ttyUSB7", "card reader")]
    tap(find_button(window, "source_simulated"))
    assert not _shown(window, "ports_refresh")
    tap(find_button(window, "source_serial"))  # the first port is taken when none was chosen
    assert startup.choice.port == "/dev/ttyUSB7" and _shown(window, "port_/dev/ttyUSB7")


def test_the_registry_says_which_sources_read_a_port() -> None:
    assert reads_port("serial")
    assert not reads_port("simulated") and not reads_port("camera") and not reads_port("no-such-source")
