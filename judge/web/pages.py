"""HTML pages: the form, answers, search results, a record in its document, a card, the checker."""
from __future__ import annotations

import re
from collections import Counter

from flask import Blueprint, abort, g, make_response, redirect, render_template, request

from ..model import FORMATS, JudgeError
from .context import db, query_arg, resolver

pages = Blueprint("pages", __name__)
EXAMPLE = "rivalry-two-types-tribute"


@pages.get("/")
def index():
    return render_template("index.html", q="")


@pages.get("/ui/<lang>")
def switch_language(lang: str):
    response = make_response(redirect(request.args.get("next", "/") if str(request.args.get("next", "/")).startswith("/") else "/"))
    if lang in ("en", "pt"):
        response.set_cookie("ui", lang, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response


@pages.get("/healthz")
def healthz():
    db().execute("select count(*) from records").fetchone()
    return "ok", 200, {"Content-Type": "text/plain; charset=utf-8"}


@pages.get("/ask")
def ask_page():
    from ..qa import ask

    q = query_arg("q")
    chosen = query_arg("format")
    fmt = chosen if chosen in FORMATS else "" if chosen == "any" else request.cookies.get("format", "")
    fmt = fmt if fmt in FORMATS else ""
    g.game_format = fmt
    result = ask(db(), q, resolver(), 5, fmt or None) if q.strip() else None
    if result:
        g.question_lang = result["lang"]
    response = make_response(render_template("answer.html", q=q, result=result))
    if chosen in FORMATS + ("any",):  # the format chosen on the form is remembered
        response.set_cookie("format", fmt, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
    return response


@pages.get("/search")
def search_page():
    from ..search import search

    q = query_arg("q")
    filters = {k: query_arg(k) for k in ("card", "mechanic", "lang", "label")}
    mechanics = [m for (m,) in db().execute("select id from mechanics order by id")]
    result = None
    if q.strip() or filters["card"]:
        result = search(db(), q or filters["card"], resolver(), 30,
                        cards=[filters["card"]] if filters["card"] else [],
                        mechanics=[filters["mechanic"]] if filters["mechanic"] else [],
                        lang=filters["lang"] or None, label=filters["label"] or None)
    if result and q.strip():
        g.question_lang = result["lang"]
    counts = Counter(r["label"] for r in result["results"]) if result else Counter()
    return render_template("search.html", q=q, f=filters, result=result, counts=counts, mechanics=mechanics)


@pages.get("/record/<rid>")
def record_page(rid: str):
    from ..records import fetch_records
    from ..store import document_text

    if len(rid) > 64:
        abort(404)
    found = fetch_records(db(), [rid])
    if not found:
        abort(404)
    rec = found[0]
    start, end = rec["source"]["start"], rec["source"]["end"]
    window = max(0, start - BEFORE * 2)
    text = document_text(db(), rec["source"]["document"], window, end + AFTER * 2)
    at, stop = start - window, end - window
    passage = {"before": lead_in(text[:at]), "span": text[at:stop], "after": follow_on(text[stop:])}
    return render_template("record.html", rec=rec, passage=passage)


BEFORE, AFTER = 320, 480  # characters of context around a ruling on its page, at most
SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+|\n\s*\n|\n(?=\s*[-*•\d])")


def lead_in(text: str) -> str:
    """The context before a ruling: its last BEFORE characters, starting at a sentence or
    paragraph boundary (never mid-word), so the ruling stays near the top of a phone's screen."""
    if len(text) <= BEFORE:
        return text
    tail = text[-BEFORE:]
    cut = SENTENCE_END.search(tail)
    if cut:
        return tail[cut.end():]
    space = tail.find(" ")
    return "…" + tail[space + 1:] if space >= 0 else ""


def follow_on(text: str) -> str:
    """The context after a ruling: up to AFTER characters, ending at a sentence boundary."""
    if len(text) <= AFTER:
        return text
    head = text[:AFTER]
    ends = [m.start() for m in SENTENCE_END.finditer(head)]
    return head[:ends[-1]] if ends else head[:head.rfind(" ")] + "…"


@pages.get("/card/<path:name>")
def card_page(name: str):
    from ..pool import lookup

    if len(name) > 200:
        abort(400, description="a card name is at most 200 characters")
    result = lookup(db(), name)
    status = 200 if result["card"] else 404
    return render_template("card.html", name=name, result=result), status


@pages.route("/sim", methods=["GET", "POST"])
def sim_page():
    import yaml

    from ..sim import ScenarioError, parse, replay
    from ..sim.scenario import SCENARIOS

    example_name = query_arg("scenario") or EXAMPLE
    if not all(ch.isalnum() or ch in "-_" for ch in example_name):
        abort(404)
    path = SCENARIOS / f"{example_name}.yaml"
    source = path.read_text(encoding="utf-8") if path.is_file() else ""
    result, error = None, None
    if request.method == "POST":
        source = request.form.get("yaml", "")
        try:
            data = yaml.safe_load(source)
            result = replay(parse(data, "pasted scenario")).as_json()
        except yaml.YAMLError as err:
            error = f"not valid YAML: {str(err).splitlines()[0]}"
        except (ScenarioError, JudgeError) as err:
            error = str(err)
        except RecursionError:
            error = "the scenario is nested too deeply"
    return render_template("sim.html", source=source, result=result, error=error), 400 if error else 200

