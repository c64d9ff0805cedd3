"""Card sources: serial readers, the simulated shoe, replays (and the camera).

Every source turns bytes or frames into :mod:`dealer_assist.events` values behind one
interface, :class:`drivers.base.CardSource`; :func:`drivers.registry.open_source` picks one
by name. The wire protocols are specified in ``docs/serial.md`` and parsed by the pure
functions of :mod:`drivers.protocols`.
"""
