"""The command line: help for every command, one-line errors."""
from __future__ import annotations

from judge.cli import cli

from .conftest import run_judge


def test_every_command_has_help():
    assert cli.help
    for name, command in cli.commands.items():
        assert command.help and command.help.strip(), f"`judge {name}` has no help text"
        proc = run_judge(name, "--help")
        assert proc.returncode == 0 and "Usage:" in proc.stdout


def test_unknown_command_is_one_line_exit_2():
    proc = run_judge("frobnicate")
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_bare_judge_prints_help():
    proc = run_judge()
    assert proc.returncode == 0 and "ingest" in proc.stdout
