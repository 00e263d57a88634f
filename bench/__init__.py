"""Benchmarks for judge: `python -m bench [--quick] [--json]`. Scripts, not timed tests."""
