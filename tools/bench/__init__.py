"""Benchmarks printed by `dealer-assist bench`, one module per part of the product."""
