"""Camera set-up: table zones (where each box's cards lie) and this deck's card templates,
saved to one calibration file that :mod:`drivers.camera_source` loads."""
