"""Where the shoe simulator's bytes go: a pseudo-terminal it creates, or a given port.

A :class:`PtyLink` behaves like a USB serial adapter seen through a udev by-id link: the
reader opens a stable path (a symlink to the current ``/dev/pts/N``); unplugging closes
the pseudo-terminal and removes the link, replugging makes a new pseudo-terminal and
points the link at it. Like a device waiting for DTR, it knows whether a reader has the
port open (the master side reports a hang-up while no one does).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pathlib
import select
import struct
import termios
import threading
import time
import tty
from collections.abc import Callable

import serial

from dealer_assist.errors import DeviceError


class LinkDown(DeviceError):
    """The link is unplugged, or the reader went away mid-write."""


class PtyLink:
    """A pseudo-terminal pair made with ``os.openpty`` (raw mode), reached through
    ``link``, a symlink that survives unplug / replug."""

    def __init__(self, link: str | pathlib.Path) -> None:
        self.link = pathlib.Path(link)
        self.tty_name: str | None = None
        self._master: int | None = None

    @property
    def path(self) -> str:
        return str(self.link)

    @property
    def plugged(self) -> bool:
        return self._master is not None

    def plug(self) -> None:
        master, slave = os.openpty()
        tty.setraw(slave)
        name = os.ttyname(slave)
        # The simulator keeps no slave end open, so a hang-up on the master tells it
        # whether a reader has the port open.
        os.close(slave)
        os.set_blocking(master, False)
        tmp = self.link.with_name(self.link.name + ".new")
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        tmp.symlink_to(name)
        os.replace(tmp, self.link)
        self._master, self.tty_name = master, name

    def unplug(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.link.unlink()
        master, self._master = self._master, None
        if master is not None:
            os.close(master)

    def reader_present(self) -> bool:
        master = self._master
        if master is None:
            return False
        poller = select.poll()
        poller.register(master, select.POLLOUT | select.POLLHUP)
        return not any(ev & select.POLLHUP for _, ev in poller.poll(0))

    def pending(self) -> int:
        """Bytes written that the reader has not read yet (0 if no one can tell)."""
        if self._master is None or self.tty_name is None:
            return 0
        try:
            fd = os.open(self.tty_name, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
        except OSError:
            return 0
        try:
            raw = fcntl.ioctl(fd, termios.TIOCINQ, b"\0\0\0\0")
            return int(struct.unpack("i", raw)[0])
        finally:
            os.close(fd)

    def write(self, data: bytes, stopping: threading.Event) -> None:
        master = self._master
        if master is None:
            raise LinkDown("unplugged")
        view = memoryview(data)
        while view and not stopping.is_set():
            try:
                n = os.write(master, view)
            except BlockingIOError:
                select.select([], [master], [], 0.05)  # the reader is behind: wait for room
                continue
            except OSError as err:
                raise LinkDown(str(err)) from err
            view = view[n:]

    def close(self) -> None:
        self.unplug()


class PortLink:
    """An existing serial port (or pyserial URL) the simulator writes to. It cannot tell
    whether a reader is there; unplugging closes it, replugging opens it again."""

    def __init__(self, port: str, baudrate: int) -> None:
        self.port = port
        self.baudrate = baudrate
        self.tty_name: str | None = None
        self._serial: serial.SerialBase | None = None

    @property
    def path(self) -> str:
        return self.port

    @property
    def plugged(self) -> bool:
        return self._serial is not None

    def plug(self) -> None:
        try:
            self._serial = serial.serial_for_url(self.port, baudrate=self.baudrate,
                                                 write_timeout=1.0)
        except (serial.SerialException, OSError, ValueError) as err:
            raise DeviceError(f"cannot open serial port {self.port}: {err}") from err

    def unplug(self) -> None:
        port, self._serial = self._serial, None
        if port is not None:
            port.close()

    def reader_present(self) -> bool:
        return self._serial is not None

    def pending(self) -> int:
        return 0

    def write(self, data: bytes, stopping: threading.Event) -> None:
        port = self._serial
        if port is None:
            raise LinkDown("unplugged")
        try:
            port.write(data)
            port.flush()
        except (serial.SerialException, OSError) as err:
            raise LinkDown(str(err)) from err

    def close(self) -> None:
        self.unplug()


Link = PtyLink | PortLink


def wait_until(condition: Callable[[], bool], timeout: float, stopping: threading.Event,
               step: float = 0.005) -> bool:
    """Poll ``condition()`` until true, ``timeout`` passes, or ``stopping`` is set."""
    deadline = time.monotonic() + timeout
    while not stopping.is_set():
        if condition():
            return True
        if time.monotonic() >= deadline:
            return False
        stopping.wait(step)
    return False
