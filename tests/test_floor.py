"""The floor experience: reachable from a phone, the judge's language, the verdict without noise."""
from __future__ import annotations

import re
from pathlib import Path

import ifaddr
import pytest

from judge.i18n import LABELS, STRINGS
from judge.model import DEFAULT_DB
from judge.web import create_app
from judge.web.reach import banner, lan_addresses

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def adapters(*pairs):
    return [ifaddr.Adapter(name, name, [ifaddr.IP(ip, 24, name) for ip in ips]) for name, ips in pairs]


FAKE = adapters(("lo", ["127.0.0.1", ("::1", 0, 0)]), ("docker0", ["172.17.0.1"]),
                ("wlan0", ["192.168.1.23", ("fe80::1", 0, 3)]), ("usb0", ["169.254.3.4"]))


def test_lan_addresses_skip_loopback_and_link_local():
    assert lan_addresses(FAKE) == ["172.17.0.1", "192.168.1.23"]
    assert lan_addresses(adapters(("lo", ["127.0.0.1"]))) == []


def test_serving_on_every_interface_prints_the_lan_address_and_a_qr_code():
    text = banner("0.0.0.0", 5000, FAKE)
    assert "http://172.17.0.1:5000/" in text and "http://192.168.1.23:5000/" in text
    assert "anyone on it" in text  # what listening on every interface exposes
    qr = [line for line in text.splitlines() if set(line) <= set("█▀▄ ") and line.strip()]
    assert len(qr) >= 10 and len({len(line) for line in qr}) == 1  # a square of block characters


def test_serving_on_loopback_says_how_to_reach_it_from_a_phone():
    assert "--host 0.0.0.0" in banner("127.0.0.1", 5000, FAKE)
    assert "no network address" in banner("0.0.0.0", 5000, adapters(("lo", ["127.0.0.1"])))


def test_serve_prints_the_banner(monkeypatch):
    from judge import cli

    shown = {}
    monkeypatch.setattr("judge.web.serve_production", lambda app, host, port, w, t: shown.update(host=host))
    monkeypatch.setattr("judge.web.reach.lan_addresses", lambda adapters=None: ["10.0.0.7"])
    from click.testing import CliRunner

    out = CliRunner().invoke(cli.cli, ["serve", "--host", "0.0.0.0", "--port", "5123"])
    assert out.exit_code == 0 and "http://10.0.0.7:5123/" in out.output and shown["host"] == "0.0.0.0"


def _keys(d, prefix=""):
    out = set()
    for k, v in d.items():
        out.add(prefix + k)
        if isinstance(v, dict):
            out |= _keys(v, prefix + k + ".")
    return out


def test_every_word_exists_in_both_languages():
    assert _keys(STRINGS["en"]) == _keys(STRINGS["pt"]) and _keys(LABELS["en"]) == _keys(LABELS["pt"])
    used = set()
    for template in TEMPLATES.glob("*.html"):
        used |= set(re.findall(r"\bt\.([a-z_]+)", template.read_text(encoding="utf-8")))
    assert used and used <= set(STRINGS["en"]) | {"labels"}, used - set(STRINGS["en"])


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True, "DATABASE": str(DEFAULT_DB)}).test_client()


def test_accept_language_pt_br_gives_the_portuguese_interface(client):
    html = client.get("/", headers={"Accept-Language": "pt-BR,pt;q=0.9,en;q=0.5"}).get_data(as_text=True)
    assert "Perguntar" in html and 'lang="pt"' in html
    assert "Ask" not in re.sub(r"<[^>]+>", " ", html).split()
    assert "Accept-Language" in client.get("/").headers.get("Vary", "")


def test_the_toggle_wins_over_the_question_and_the_browser(client):
    client.set_cookie("ui", "pt")
    html = client.get("/ask", query_string={"q": "Can I activate Rivalry of Warlords in the Battle Phase?"},
                      headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "Simulador" in html and "Simulator" not in html and "Rulings" not in html
    client.delete_cookie("ui")


def test_without_a_toggle_a_portuguese_question_gets_portuguese_labels(client):
    html = client.get("/ask", query_string={"q": "Posso ativar uma Armadilha no mesmo turno em que a setei?"},
                      headers={"Accept-Language": "en-US"}).get_data(as_text=True)
    assert "Regras" in html or "Nenhuma regra" in html


def test_the_answer_hides_offsets_and_scores_behind_details(client):
    html = client.get("/ask", query_string={"q": "Can I Tribute a monster of another Type under Rivalry of Warlords?"}
                      ).get_data(as_text=True)
    visible = re.sub(r"<details.*?</details>", "", html, flags=re.S)
    assert not re.search(r"\[\d+:\d+\]", visible) and "score" not in visible.lower()
    assert re.search(r"<details class=\"more\">.*?\[\d+:\d+\]", html, flags=re.S)
    assert "#span" in html  # a source link opens the record page at the ruling


def test_a_heading_is_never_shown_as_the_situation(client):
    from judge import records, store

    db = store.open_db(DEFAULT_DB)
    ids = [rid for (rid,) in db.execute("select id from records")]
    for rec in records.fetch_records(db, ids):
        if rec["when"]:
            assert rec["when"] not in rec["context"].split(" > ") and not rec["when"].isupper(), rec["id"]


def test_the_record_page_starts_its_context_at_a_boundary(client):
    from judge import store

    db = store.open_db(DEFAULT_DB)
    for (rid,) in db.execute("select id from records where start > 1500 limit 25"):
        html = client.get(f"/record/{rid}").get_data(as_text=True)
        before = re.search(r'<div class="passage">(.*?)<mark id="span">', html, flags=re.S).group(1)
        assert len(before) <= 400
        text = re.sub(r"&#\d+;|&\w+;", "x", before)
        assert not text or text.startswith("…") or text[0].isupper() or not text[0].isalpha() or text[0].isdigit(), (rid, text[:40])
