"""The pit boss's screens: log browser, round detail and replay, integrity, shift report,
table limits, staff and PINs. See docs/pitboss.md."""
