"""The pit view: every table of the floor on one touch screen (``dealer-assist pit``)."""
