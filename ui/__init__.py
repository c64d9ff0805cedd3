"""PySide6 screens for the croupier, the pit boss and the trainee. No game rule lives here.

The croupier's touchscreen: widgets and view-models over the round flow; every screen asks
:class:`dealer_assist.flow.Round` what is allowed and shows what it says. PySide6 is imported
by the modules of this package, never by ``dealer_assist`` or ``drivers``.
"""
