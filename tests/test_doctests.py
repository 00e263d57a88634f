"""The examples in the code's docstrings hold: each is run as the reader would run it."""
from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import judge

MODULES = sorted(m.name for m in pkgutil.walk_packages(judge.__path__, "judge.") if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0


def test_the_examples_are_many():
    """The finder above finds them (a module's examples are not skipped by accident)."""
    found = sum(len([t for t in doctest.DocTestFinder().find(importlib.import_module(n)) if t.examples])
                for n in MODULES)
    assert found >= 10
