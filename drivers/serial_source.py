"""The serial card reader: a port name or pyserial URL, one of the two wire protocols.

``port`` is anything :func:`serial.serial_for_url` opens: ``/dev/ttyUSB0``, ``COM3``, a
pseudo-terminal path, ``loop://``, ``socket://host:port``, ``spy:///dev/ttyUSB0`` (logs
the traffic, for field debugging). When the port vanishes (USB unplugged), the source
reports :class:`ReaderLost`, keeps reopening it with back-off and reports
:class:`ReaderBack`; events already delivered are never taken back, and the framed
protocol's sequence numbers carry over the gap, so messages sent meanwhile are reported
as missed.
"""

from __future__ import annotations

import contextlib
from typing import Any, BinaryIO, Literal, Protocol, cast

import serial

from dealer_assist.errors import ConfigError, DeviceError, os_reason
from dealer_assist.events import SourceEvent
from dealer_assist.messages import msg
from drivers.base import DEFAULT_QUEUE_LIMIT, CardSource, SourceSettings, TransportLost
from drivers.protocols import PROTOCOLS, FramedParser, make_parser

DEFAULT_BAUD = 9600
FRAMED_HEARTBEAT_TIMEOUT = 3.0  # docs/serial.md: "no message for 3 s"


class _Port(Protocol):
    """What the source uses of a pyserial port, whichever URL handler made it."""

    @property
    def in_waiting(self) -> int: ...

    def read(self, size: int = 1) -> bytes: ...

    def close(self) -> None: ...


class SerialSource(CardSource):
    """A card reader on a serial port.

    ``heartbeat_timeout`` defaults to 3 s for ``framed`` (whose devices send a heartbeat
    every second while idle) and to None for ``line`` (whose readers are silent when
    idle). ``capture``, if given, receives every byte read, as read (for ``replay``).

    >>> with SerialSource("loop://", protocol="line") as reader:
    ...     reader.connected
    True
    """

    reads_port = True

    def __init__(
        self,
        port: str,
        *,
        protocol: str = "framed",
        baudrate: int = DEFAULT_BAUD,
        name: str = "serial",
        heartbeat_timeout: float | Literal["auto"] | None = "auto",
        reconnect_initial: float = 0.25,
        reconnect_max: float = 5.0,
        wait: bool = False,
        poll_interval: float = 0.05,
        capture: BinaryIO | None = None,
        queue_limit: int = DEFAULT_QUEUE_LIMIT,
    ) -> None:
        if protocol not in PROTOCOLS:
            raise ConfigError(msg("config.unknown_protocol", protocol=protocol))
        if not isinstance(baudrate, int) or baudrate <= 0:
            raise ConfigError(f"baud rate must be a positive whole number, not {baudrate!r}")
        if heartbeat_timeout == "auto":
            heartbeat_timeout = FRAMED_HEARTBEAT_TIMEOUT if protocol == "framed" else None
        super().__init__(name, heartbeat_timeout=heartbeat_timeout,
                         reconnect_initial=reconnect_initial, reconnect_max=reconnect_max,
                         wait=wait, poll_interval=poll_interval, queue_limit=queue_limit)
        self.port = port
        self.protocol = protocol
        self.baudrate = baudrate
        self.parser = make_parser(protocol, source=name)
        self._capture = capture
        self._serial: _Port | None = None

    @classmethod
    def options_from(cls, settings: SourceSettings) -> dict[str, Any]:
        """The port and protocol set up; a reader unplugged at start is waited for."""
        return {"port": settings.port, "protocol": settings.protocol, "wait": True}

    @property
    def last_sequence(self) -> int | None:
        """The SEQ of the last framed message accepted (None for ``line``)."""
        return self.parser.last_sequence if isinstance(self.parser, FramedParser) else None

    def _open(self) -> None:
        try:
            self._serial = cast(_Port, serial.serial_for_url(
                self.port, baudrate=self.baudrate, timeout=self.poll_interval))
        except (serial.SerialException, OSError, ValueError) as err:
            raise DeviceError(msg("device.serial_open", port=self.port, why=os_reason(err))) from err

    def _read(self, timeout: float) -> list[SourceEvent]:
        port = self._serial
        if port is None:
            raise TransportLost(f"serial port {self.port} is closed")
        try:
            # Block for the first byte (up to the port's time-out), then take what is there.
            data = port.read(1)
            if data:
                waiting = port.in_waiting
                if waiting:
                    data += port.read(waiting)
        except (serial.SerialException, OSError) as err:
            raise TransportLost(f"serial port {self.port}: {os_reason(err)}") from err
        if not data:
            return []
        if self._capture is not None:
            self._capture.write(data)
            self._capture.flush()
        return self.parser.feed(data)

    def _interrupt(self) -> None:
        port = self._serial
        if port is not None:
            # If the port cannot cancel, the read's own time-out ends it soon enough.
            with contextlib.suppress(AttributeError, NotImplementedError, OSError,
                                     serial.SerialException):
                port.cancel_read()  # type: ignore[attr-defined]

    def _close(self) -> list[SourceEvent]:
        port, self._serial = self._serial, None
        if port is not None:
            with contextlib.suppress(serial.SerialException, OSError):  # gone already
                port.close()
        return self.parser.discard_partial()
