"""Simulation mode for trainees: drills dealt by the simulated shoe and answered by the rules
engine, grading, and a training log of its own (never the live round log)."""
