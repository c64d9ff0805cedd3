"""PySide6 screens and view-models. Renders engine state, sends intents."""
