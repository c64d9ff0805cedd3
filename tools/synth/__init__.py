"""Generators of synthetic data for tests and benchmarks: round logs, camera pictures, deck designs."""
