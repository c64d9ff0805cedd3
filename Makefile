# Two commands on a fresh machine: `make run` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3
# Debian packages the GUI and its tests need: Qt's offscreen platform and fonts, ...
DEB_PACKAGES := fonts-dejavu-core libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3
# ... tzdata: the time zones the pit boss's screens and reports are read in (docs/time.md) ...
DEB_PACKAGES += tzdata
# ... every library Qt 6's xcb platform plugin (a real X display) and its GL integrations
# load (`readelf -d` on plugins/platforms/libqxcb.so, lib/libQt6XcbQpa.so.6 and
# plugins/xcbglintegrations/*.so; `dpkg -S` names the package) ...
DEB_PACKAGES += libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 \
	libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 \
	libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libfreetype6
# ... and a virtual X display, on which the test starts the real GUI as on a table's screen.
DEB_PACKAGES += xvfb

.PHONY: run test lint system-deps clean bench

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

system-deps:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages: $$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@# The floor tests start a PostgreSQL of their own: its binaries, wherever Debian keeps them.
	@if ! { bindir=$$(pg_config --bindir 2>/dev/null) && [ -x "$$bindir/initdb" ]; } && \
	  ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
	  echo "installing Debian package: postgresql"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq postgresql; \
	fi

run: system-deps $(VENV)/.installed
	$(VENV)/bin/dealer-assist gui --source simulated

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check dealer_assist drivers ui calibration tools tests main.py
	$(VENV)/bin/mypy dealer_assist drivers ui calibration tools

test: system-deps $(VENV)/.installed lint
	@# The tests in parallel, one worker per core up to four (pytest-xdist); two workers ran
	@# 1,993 tests in 7 min 50 s on this 2-core machine. Each worker starts its own PostgreSQL.
	@# Tests marked with one xdist_group (those that learn one deck design) share a worker.
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/python -m pytest -q -n auto --maxprocesses 4 --dist loadgroup

bench: $(VENV)/.installed
	$(VENV)/bin/dealer-assist bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
