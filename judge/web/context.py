"""What a request reads: this thread's database handle, its card resolver, checked query
parameters. The blueprints (`api`, `pages`) and the app factory share these."""
from __future__ import annotations

import os
import threading
from pathlib import Path

from flask import g, request

MAX_QUERY = 500


_local = threading.local()


def db():
    """This thread's read-only database handle, reopened when the file is rebuilt (replaced)."""
    from flask import current_app

    from .. import store

    if "db" in g:  # one handle for the whole request, even if a rebuild replaces the file meanwhile
        return g.db
    path = current_app.config["DATABASE"]
    stat = os.stat(path)
    cached = getattr(_local, "db", None)
    if cached is None or cached.file_version[1:] != (stat.st_ino, stat.st_mtime_ns):
        if cached is not None:
            cached.conn.close()  # from an earlier request of this thread: no one uses it now
        _local.db = store.open_db(Path(path))
    g.db = _local.db
    return g.db


def resolver():
    """The card-name resolver of the database this request reads (built once per file)."""
    from .. import store

    return store.resolver(db())


def query_arg(name: str = "q", required: bool = False) -> str:
    """A query parameter, checked: at most 500 characters, no NUL."""
    from flask import abort

    value = request.args.get(name, "")
    if len(value) > MAX_QUERY:
        abort(400, description=f"the {name} is too long: at most {MAX_QUERY} characters")
    if "\x00" in value:
        abort(400, description=f"the {name} holds a NUL character")
    if required and not value.strip():
        abort(400, description=f"the {name} is empty")
    return value
