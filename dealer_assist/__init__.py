"""dealer-assist engine: cards, hands, game rules and settlement, the round flow, the log.

This package imports neither Qt, nor pyserial, nor OpenCV (tests/test_layering.py).
"""

__version__ = "0.1.0"
