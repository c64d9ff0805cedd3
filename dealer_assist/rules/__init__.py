"""Game rules: allowed actions (verify / can / do) and settlement, per game family."""
