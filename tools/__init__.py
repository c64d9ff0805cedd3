"""Tools apart from the product: code metrics, benchmarks, demos and synthetic-data generators.

The product (dealer_assist, drivers, ui, calibration) never imports this package at run time;
the commands that run a tool (`dealer-assist bench`, `floor demo`, `gui --demo-screens`, ...)
import it when they run (tests/test_tools_apart.py keeps it so).
"""
