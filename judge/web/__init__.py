"""The web app: a phone-first search/ask form, record and card pages, the scenario checker, a JSON API."""
from __future__ import annotations

from pathlib import Path

from flask import Flask, render_template, request
from flask.json.provider import DefaultJSONProvider

from ..model import FORMATS, TEMPLATES_DIR, JudgeError
from .context import db, query_arg, resolver  # noqa: F401  (the blueprints' helpers, re-exported)
from ..i18n import strings

MAX_POST = 100 * 1024
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
       "base-uri 'none'; frame-ancestors 'none'; form-action 'self'")

class SafeJSON(DefaultJSONProvider):
    """JSON that reflects user text with <, > and & escaped, so no browser reads it as markup."""

    ensure_ascii = False
    sort_keys = False

    def dumps(self, obj, **kwargs):
        text = super().dumps(obj, **kwargs)
        return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def create_app(test_config: dict | None = None) -> Flask:
    """The Flask app; `test_config` may set DATABASE (a path) and anything Flask reads."""
    from .. import store

    app = Flask(__name__, template_folder=str(TEMPLATES_DIR),
                static_folder=str(Path(__file__).parent / "static"))
    app.json = SafeJSON(app)
    app.config.update(DATABASE=str(store.default_db()), MAX_CONTENT_LENGTH=MAX_POST)
    if test_config:
        app.config.update(test_config)
    first = store.open_db(Path(app.config["DATABASE"]))  # refuses a missing or foreign database at start
    # the card names, every record's ranking facts and the question vocabulary are read now,
    # before the server forks its workers: they share them, and the first request is as fast as any
    names = store.resolver(first)
    from ..qa import warm

    warm(first, names)
    first.conn.close()

    from .api import api
    from .pages import pages

    app.register_blueprint(pages)
    app.register_blueprint(api)
    for template in app.jinja_env.list_templates():  # compiled once, before the workers fork
        app.jinja_env.get_template(template)

    @app.after_request
    def headers(response):
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers.setdefault("Cache-Control", "no-store")
        response.vary.update(("Accept-Language", "Cookie"))  # the page's words depend on them
        return response

    @app.context_processor
    def ui():
        from flask import g

        lang = interface_language()
        chosen = g.get("game_format", request.cookies.get("format", ""))
        return {"t": strings(lang), "ui_lang": lang, "game_format": chosen if chosen in FORMATS else ""}

    def page_error(code: int, message: str):
        if request.path.startswith("/api/"):
            return {"error": message}, code
        return render_template("error.html", code=code, message=message), code

    app.register_error_handler(404, lambda e: page_error(404, "not found"))
    app.register_error_handler(405, lambda e: page_error(405, "method not allowed"))
    app.register_error_handler(413, lambda e: page_error(413, f"too large: at most {MAX_POST // 1024} KB"))
    app.register_error_handler(400, lambda e: page_error(400, getattr(e, "description", "bad request")))
    app.register_error_handler(JudgeError, lambda e: page_error(400, str(e)))
    app.register_error_handler(500, lambda e: page_error(500, "an internal error; it has been logged"))
    return app


__all__ = ["create_app", "db", "resolver", "query_arg"]


LANGUAGES = ("en", "pt")


def interface_language() -> str:
    """The language of the interface's words: the toggle (a remembered cookie), else the
    language of the question being answered, else the browser's Accept-Language, else English."""
    from flask import g

    chosen = request.cookies.get("ui")
    if chosen in LANGUAGES:
        return chosen
    asked = g.get("question_lang")
    if asked in LANGUAGES:
        return asked
    return request.accept_languages.best_match(LANGUAGES) or "en"


def serve_production(app: Flask, host: str, port: int, workers: int, threads: int) -> None:
    """Serve with gunicorn or, for one worker, waitress.

    A search is pure CPU work, so one thread per process is the fastest (threads of one process
    share the interpreter lock): gunicorn's sync workers, each taking a connection only when idle,
    which spreads the load evenly. `threads` > 1 uses its threaded workers (keep-alive)."""
    if workers > 1:
        try:
            from gunicorn.app.base import BaseApplication
        except ImportError:  # pragma: no cover - gunicorn is a dependency on Unix
            BaseApplication = None
        if BaseApplication is not None:
            class Server(BaseApplication):
                def load_config(self):
                    for k, v in {"bind": f"{host}:{port}", "workers": workers, "threads": threads,
                                 "worker_class": "gthread" if threads > 1 else "sync", "accesslog": None, "loglevel": "warning"}.items():
                        self.cfg.set(k, v)

                def load(self):
                    return app

            import gc

            # what the app loaded before the fork (names, facts, vocabulary) stays shared: the
            # collector of each worker never walks it, so its pages are not copied
            gc.collect()
            gc.freeze()
            Server().run()
            return
    from waitress import serve

    serve(app, host=host, port=port, threads=threads, ident="judge")
