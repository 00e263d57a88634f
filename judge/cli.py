"""The `judge` command line: thin commands over the library, one-line errors.

Exit status: 0 done; 1 nothing found, a scenario not met, or a build that skipped files; 2 bad
input (one line naming the file or value); 3 an internal error (a bug: one line, a hint to
report it); 130 interrupted."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from .model import FORMATS, JudgeError

EXIT_INTERNAL = 3
DB_HELP = "database file (default: $JUDGE_DB, else the shipped data/rulings.db)"


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="judge", prog_name="judge", message="%(prog)s %(version)s")
def cli() -> None:
    """judge: Yu-Gi-Oh! rulings for tournament judges, with sources and a rules simulator."""


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--format", "default_format", type=click.Choice(FORMATS),
              help="the format of documents that do not say theirs")
@click.option("--strict", is_flag=True, help="stop at a file that cannot be read (exit 2, nothing replaced)")
def ingest(paths: tuple[Path, ...], db: Path | None, default_format: str | None, strict: bool) -> None:
    """Read ruling documents (default: data/sources) and rebuild the database atomically.
    A file that cannot be read is skipped and named (exit 1), unless --strict."""
    from .ingest import ingest as run_ingest  # spaCy loads only for this command

    report = run_ingest(list(paths) or None, db, default_format, strict)
    click.echo(report.line())
    for why in report.skipped:
        click.echo(f"judge: skipped {why}", err=True)
    if report.skipped:
        sys.exit(1)


def _db(path: Path | None):
    from .store import default_db, open_db

    return open_db(path or default_db())


def _emit(data: dict) -> None:
    click.echo(json.dumps(data, ensure_ascii=False))


def _resolver(db):
    from .store import load_resolver

    return load_resolver(db)


@cli.command()
@click.argument("query")
@click.option("--card", "cards", multiple=True, help="only records about this card (repeatable)")
@click.option("--mechanic", "mechanics", multiple=True, help="only records with this mechanic id (repeatable)")
@click.option("--lang", type=click.Choice(["en", "pt"]), help="only records in this language")
@click.option("--label", type=click.Choice(["allowed", "forbidden", "required", "outcome"]), help="only this verdict")
@click.option("--limit", type=int, default=10, show_default=True, help="how many records")
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="print JSON")
def search(query, cards, mechanics, lang, label, limit, db, as_json) -> None:
    """Ranked records for a free-text query, in English or Portuguese."""
    from .render import search_page
    from .search import search as run_search

    if not any(ch.isalnum() for ch in query) and not (cards or mechanics):
        raise JudgeError("the query has no words to search for")
    conn = _db(db)
    result = run_search(conn, query, _resolver(conn), limit, cards, mechanics, lang, label)
    if as_json:
        _emit(result)
    else:
        click.echo(search_page(result))
    if not result["results"]:
        if not as_json:
            click.echo("judge: nothing found", err=True)
        sys.exit(1)


@cli.command()
@click.argument("question", required=False)
@click.option("--batch", type=click.Path(path_type=Path), help="a file of questions, one per line")
@click.option("--limit", type=int, default=5, show_default=True, help="how many records")
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="print JSON (one object per line with --batch)")
@click.option("--explain", is_flag=True, help="say why each record ranks where it does (always in --json: `why`)")
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              help="answer as of this format (default: the library's, when all its documents share one)")
@click.option("--as-of", "as_of", metavar="DATE", help="answer as of this date (YYYY-MM-DD)")
def ask(question, batch, limit, db, as_json, explain, fmt, as_of) -> None:
    """A judge's question in English or Portuguese: the verdict, its sources, the simulator's check."""
    from .qa import ask as run_ask
    from .render import answer_page

    if (question is None) == (batch is None):
        raise JudgeError("give a QUESTION or --batch FILE (not both)")
    conn = _db(db)
    resolver = _resolver(conn)
    if batch is not None:
        questions = _read_batch(batch)
    else:
        questions = [question]
    found_any = False
    for i, q in enumerate(questions):
        result = run_ask(conn, q, resolver, limit, fmt, as_of)
        found_any |= bool(result["results"])
        if as_json:
            _emit(result)
        else:
            if i:
                click.echo("\n" + "=" * 40)
            click.echo(answer_page(result, explain=explain))
    if not found_any:
        if not as_json:
            click.echo("judge: nothing found", err=True)
        sys.exit(1)


def _read_batch(path: Path) -> list[str]:
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise JudgeError(f"{path}: cannot read ({err.strerror or err})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    if "\x00" in text:
        raise JudgeError(f"{path}: binary data, not a file of questions")
    return [line for line in text.splitlines() if any(ch.isalnum() for ch in line)]  # blank or punctuation: no question


@cli.command()
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="print JSON")
def mechanics(db, as_json) -> None:
    """The mechanic vocabulary (English and Portuguese names) with record counts."""
    conn = _db(db)
    rows = [dict(zip(("id", "name_en", "name_pt", "records"), r)) for r in conn.execute(
        "select m.id, m.name_en, m.name_pt, count(rm.record) from mechanics m "
        "left join record_mechanics rm on rm.mechanic = m.id group by m.id order by m.id")]
    if as_json:
        _emit({"mechanics": rows})
        return
    for r in rows:
        click.echo(f"{r['id']:20} {r['records']:6}  {r['name_en']} / {r['name_pt']}")


@cli.command()
@click.argument("file", type=click.Path(path_type=Path), required=False)
@click.option("--json", "as_json", is_flag=True, help="print JSON")
@click.option("--rules", "list_rules", is_flag=True, help="list the rules a refusal can name (ids for `because:`)")
def sim(file: Path | None, as_json: bool, list_rules: bool) -> None:
    """Replay one scenario file step by step: met (exit 0) or not met (exit 1)."""
    from .render import replay_page
    from .sim import load, replay

    if list_rules:
        from .sim.rules import vocabulary

        rules = vocabulary()
        if as_json:
            _emit({"rules": [{"id": i, "rule": r} for i, r in rules]})
        else:
            click.echo("\n".join(f"{i}: {r}" for i, r in rules))
        return
    if file is None:
        raise JudgeError("give a scenario FILE (or --rules)")

    result = replay(load(file))
    if as_json:
        _emit(result.as_json())
    else:
        click.echo(replay_page(result.as_json()))
    sys.exit(0 if result.met else 1)


@cli.command()
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="print JSON")
def verify(db: Path | None, as_json: bool) -> None:
    """Replay every scenario in data/scenarios and store each record's status in the database."""
    from .checks import check_records
    from .store import default_db, rewrite

    with rewrite(db or default_db()) as conn:
        result = check_records(conn)
    if as_json:
        _emit(result.as_json())
    else:
        c = result.counts()
        inert = sum(1 for s in result.statuses.values() if s.get("inert"))
        click.echo(f"{result.scenarios} scenarios, {result.met} met, {len(result.inert)} with inert cards; "
                   f"records: {c['confirmed']} confirmed ({inert} of them with inert cards only), "
                   f"{c['contradicted']} contradicted, {c['unverified']} unverified ({result.seconds:.2f} s)")
        for name, failures in result.failures.items():
            click.echo(f"  not met: {name}: {'; '.join(failures)}")
        for link in result.unmatched:
            click.echo(f"  unmatched: {link['scenario']}: {link['phrase']!r} names {link['records']} record(s)")
        if result.elsewhere:
            click.echo(f"  {len(result.elsewhere)} phrase(s) of documents this database does not hold "
                       f"({', '.join(sorted({e['document'] for e in result.elsewhere}))}): not looked for")
    sys.exit(0 if result.met == result.scenarios else 1)


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="address to listen on")
@click.option("--port", default=5000, show_default=True, type=int, help="port to listen on")
@click.option("--workers", default=max(2, min(8, os.cpu_count() or 1)), show_default=True,
              type=click.IntRange(1, 64), help="worker processes (gunicorn); 1 serves from one process with waitress")
@click.option("--threads", default=1, show_default=True, type=click.IntRange(1, 64),
              help="threads per worker (more than 1: gunicorn's threaded workers)")
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--debug", is_flag=True, help="Flask's development server with the debugger (never in public)")
def serve(host: str, port: int, workers: int, threads: int, db: Path | None, debug: bool) -> None:
    """The web app (phone-first form, JSON API, scenario checker) on a production WSGI server."""
    from .web import create_app, serve_production

    app = create_app({"DATABASE": str(db)} if db else None)
    if debug:
        app.run(host=host, port=port, debug=True)
        return
    from .web.reach import banner

    click.echo(banner(host, port))
    click.echo(f"judge: database {app.config['DATABASE']}, {workers} worker(s) × {threads} thread(s)")
    serve_production(app, host, port, workers, threads)


@cli.command("card")
@click.argument("name")
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
@click.option("--json", "as_json", is_flag=True, help="print JSON")
def card_command(name: str, db: Path | None, as_json: bool) -> None:
    """A card (typos, old names, Portuguese names allowed) and every record about it."""
    from .pool import lookup
    from .render import card_page

    result = lookup(_db(db), name)
    if as_json:
        _emit(result)
    elif result["card"]:
        click.echo(card_page(result))
    if result["card"] is None:
        hint = ", ".join(f"{a['name']} ({a['score']:.0f})" for a in result["alternatives"])
        click.echo(f"judge: no card matches {name!r}" + (f"; closest: {hint}" if hint else ""), err=True)
        sys.exit(1)


@cli.group()
def cards() -> None:
    """The card pool: import cards and their names in every language."""


@cards.command("import")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--db", type=click.Path(path_type=Path), help=DB_HELP)
def cards_import(file: Path, db: Path | None) -> None:
    """Add a card pool (the shared cards.csv layout or a YGOPRODeck cardinfo.php JSON dump)."""
    from .pool import import_pool
    from .store import default_db

    click.echo(import_pool(db or default_db(), file).line())


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; user errors print one line on stderr and exit 2, never a traceback."""
    try:
        cli.main(args=argv, prog_name="judge", standalone_mode=False)
    except click.UsageError as err:
        if type(err).__name__ == "NoArgsIsHelpError" and err.ctx is not None:
            click.echo(err.ctx.get_help())  # `judge` alone: the help, not an error
            sys.exit(0)
        where = f"{err.ctx.command_path}: " if err.ctx else "judge: "
        click.echo(f"{where}{err.format_message()}", err=True)
        sys.exit(2)
    except click.Abort:
        click.echo("judge: aborted", err=True)
        sys.exit(130)
    except click.ClickException as err:
        click.echo(f"judge: {err.format_message()}", err=True)
        sys.exit(err.exit_code)
    except JudgeError as err:
        click.echo(f"judge: error: {err}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # the reader of our output went away (`judge … | head`): nothing to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        sys.exit(141)
    except Exception as err:  # a bug, not the user's fault: still one line, no traceback
        if os.environ.get("JUDGE_DEBUG"):
            raise
        click.echo(f"judge: internal error: {type(err).__name__}: {err} (a bug: please report it with the "
                   "command; JUDGE_DEBUG=1 shows the traceback)", err=True)
        sys.exit(EXIT_INTERNAL)
    sys.exit(0)
