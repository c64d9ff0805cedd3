"""Card sources: serial readers, camera, simulated shoe, replay. Bytes or frames in, CardEvents out."""
