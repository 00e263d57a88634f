"""The command line: help for every command, one-line errors."""
from __future__ import annotations

import pytest

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


def test_version():
    proc = run_judge("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("judge ")


BAD_INPUTS = {
    "a directory as --db, to ingest": lambda tmp: ("ingest", "data/sources", "--db", str(tmp)),
    "a directory as --db, to ask": lambda tmp: ("ask", "can I chain to Mirror Force?", "--db", str(tmp)),
    "a missing folder as --db, to ask": lambda tmp: ("ask", "can I chain?", "--db", str(tmp / "none" / "x.db")),
    "a missing folder as --db, to verify": lambda tmp: ("verify", "--db", str(tmp / "none" / "x.db")),
    "a missing folder as --db, to look a card up": lambda tmp: ("card", "Jinzo", "--db", str(tmp / "none" / "x.db")),
    "an empty question": lambda tmp: ("ask", ""),
    "a question of spaces": lambda tmp: ("ask", "   \t "),
    "a question of punctuation": lambda tmp: ("ask", "?!... --"),
    "a query of punctuation": lambda tmp: ("search", "¿?"),
    "a binary scenario": lambda tmp: ("sim", str(_binary(tmp))),
}


def _binary(tmp):
    path = tmp / "scenario.yaml"
    path.write_bytes(b"\xff\xfe\x00\x81binary\x00\x9c")
    return path


@pytest.mark.parametrize("what", list(BAD_INPUTS))
def test_every_bad_input_is_one_line_exit_2_and_creates_nothing(tmp_path, what):
    args = BAD_INPUTS[what](tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    proc = run_judge(*args)
    assert proc.returncode == 2, (what, proc.stdout, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr and "internal error" not in proc.stderr, lines
    assert not (tmp_path / "none").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing created beside


def test_an_internal_error_has_its_own_status(monkeypatch, capsys):
    from judge import cli as cli_module

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr("judge.qa.ask", broken)
    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    with pytest.raises(SystemExit) as exit_:
        cli_module.main(["ask", "can I chain to Mirror Force?"])
    assert exit_.value.code == cli_module.EXIT_INTERNAL != 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "internal error" in err[0] and "report" in err[0]
