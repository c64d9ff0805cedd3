"""PySide6 screens for the croupier, the pit boss and the trainee. No game rule lives here."""
