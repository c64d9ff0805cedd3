"""Camera set-up: table zones and card templates, saved to one file the camera source loads."""
