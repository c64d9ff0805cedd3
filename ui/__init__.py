"""The croupier's touchscreen: PySide6 widgets and view-models over the round flow.

No rule of any game lives here: every screen asks :class:`dealer_assist.flow.Round` what is
allowed and shows what it says. PySide6 is imported by the modules of this package, never by
``dealer_assist`` or ``drivers``.
"""
