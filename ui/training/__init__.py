"""Simulation mode's screens: the trainee's drills, feedback, statistics and the simulated
table (``dealer-assist train``)."""
