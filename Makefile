# Two commands on a fresh machine: `make run` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3
# Debian packages the GUI and its headless tests need (Qt's offscreen platform and fonts), and
# tzdata: the time zones the pit boss's screens and reports are read in (docs/time.md).
DEB_PACKAGES := fonts-dejavu-core libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 tzdata

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

run: system-deps $(VENV)/.installed
	$(VENV)/bin/dealer-assist gui --source simulated

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check dealer_assist drivers ui calibration tests main.py
	$(VENV)/bin/mypy dealer_assist drivers

test: system-deps $(VENV)/.installed lint
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/python -m pytest -q

bench: $(VENV)/.installed
	$(VENV)/bin/dealer-assist bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
