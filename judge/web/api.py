"""The JSON API: the same shapes as `--json` on the command line."""
from __future__ import annotations

from flask import Blueprint, abort

from .context import db, query_arg, resolver

api = Blueprint("api", __name__, url_prefix="/api")


@api.get("/search")
def search():
    from ..search import search as run

    q = query_arg("q")
    card, mechanic = query_arg("card"), query_arg("mechanic")
    limit = query_arg("limit") or "10"
    if not limit.isdigit():
        abort(400, description="limit is a number")
    return run(db(), q, resolver(), int(limit), cards=[card] if card else [], mechanics=[mechanic] if mechanic else [],
               lang=query_arg("lang") or None, label=query_arg("label") or None)


@api.get("/ask")
def ask():
    from ..qa import ask as run

    return run(db(), query_arg("q"), resolver(), 5, query_arg("format") or None, query_arg("as_of") or None)


@api.get("/card/<path:name>")
def card(name: str):
    from ..pool import lookup

    if len(name) > 200:
        abort(400, description="a card name is at most 200 characters")
    result = lookup(db(), name)
    return result, 200 if result["card"] else 404


@api.get("/cards")
def cards():
    """Autocomplete: card names for what has been typed so far."""
    q = query_arg("q").strip()
    if len(q) < 2:
        return {"query": q, "cards": []}
    res = resolver()
    from ..resolver import key

    k = key(q)
    starts = [n for n in res.keys_by_length if n.startswith(k)][:8]
    names = []
    for hit in starts:
        for n in res.by_key[hit]:
            if n.kind in ("en", "pt") and n.card not in names:
                names.append(n.card)
    if len(names) < 8:
        names += [c for c, _ in res.suggest(q, 8) if c not in names]
    return {"query": q, "cards": names[:8]}
