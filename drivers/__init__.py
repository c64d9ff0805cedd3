"""Card sources: serial readers, the camera recogniser, the simulated shoe, replay.

They turn bytes or frames into :mod:`dealer_assist.events` values; nothing else.
"""
