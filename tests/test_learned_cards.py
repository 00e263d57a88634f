"""Cards the card table lacks, learned from the library: a heading its own rulings quote as a name
is a card's, its rulings are tagged with it and a question naming it finds them; a heading naming
a known card, or a topic no ruling quotes, is no new card; a rebuild does not carry a card learned
from a document it no longer reads."""
from __future__ import annotations

from judge import store
from judge.ingest import ingest
from judge.pool import lookup
from judge.qa import ask

NEW_SET = ("# Rulings of the newest set\n\n## Glimmering Tidecaller\n\n"
           "- \"Glimmering Tidecaller\" can be Special Summoned from the Graveyard only by its own effect.\n"
           "- If \"Glimmering Tidecaller\" is destroyed by battle, its controller draws 1 card.\n\n"
           "## SANGAN\n\n- If \"Sangan\" is banished, its effect does not activate.\n\n"
           "## Damage Step\n\n- Only cards that change ATK or DEF can be activated during the \"Damage Step\" "
           "rules' last part.\n")
OTHER = "# Chains\n\n- You cannot chain a Spell Speed 1 effect to a Spell Speed 2 effect.\n"


def _library(tmp_path, documents: dict[str, str], name: str = "r.db"):
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    for old in docs.iterdir():
        old.unlink()
    for file, text in documents.items():
        (docs / file).write_text(text, encoding="utf-8")
    ingest([docs], tmp_path / name)
    return store.open_db(tmp_path / name)


def test_a_heading_its_rulings_quote_is_a_card_learned(tmp_path):
    db = _library(tmp_path, {"new-set.md": NEW_SET})
    assert [n for (n,) in db.execute("select name from learned_cards")] == ["Glimmering Tidecaller"]
    tagged = {t for (t,) in db.execute(
        "select r.text from records r join record_cards c on c.record = r.id where c.card = 'Glimmering Tidecaller'")}
    assert len(tagged) == 2 and all("Glimmering Tidecaller" in t for t in tagged)
    out = ask(db, "can glimmering tidecaller come back with monster reborn?", store.resolver(db), 3)
    assert "Glimmering Tidecaller" in [c["name"] if isinstance(c, dict) else c for c in out["cards"]]
    assert out["results"][0]["text"].startswith('"Glimmering Tidecaller" can be Special Summoned from the Graveyard only')
    assert lookup(db, "glimmering tidecaller")["card"]["name"] == "Glimmering Tidecaller"


def test_a_known_card_or_a_topic_is_no_card_learned_and_a_rebuild_forgets_what_it_no_longer_reads(tmp_path):
    db = _library(tmp_path, {"new-set.md": NEW_SET, "chains.md": OTHER})
    assert "Sangan" not in {n for (n,) in db.execute("select name from learned_cards")}  # the table knows it
    assert "Damage Step" not in {n for (n,) in db.execute("select name from cards")}  # a topic
    db.conn.close()
    db = _library(tmp_path, {"chains.md": OTHER})  # the same database rebuilt, its card tables copied
    assert not db.execute("select name from cards where name = 'Glimmering Tidecaller'").fetchall()
    assert not db.execute("select 1 from card_names where card = 'Glimmering Tidecaller'").fetchall()
    assert store.resolver(db).resolve("Glimmering Tidecaller") is None or not store.resolver(db).resolve(
        "Glimmering Tidecaller").exact
    assert store.resolver(db).resolve("Sangan").exact  # the card table's own cards are all there


def test_a_rebuild_reads_its_documents_as_a_first_build_does(tmp_path):
    """The cards a database learned from its documents are not known to the rebuild that reads
    them again (they are learned again after it): a card's first paragraph under a heading the
    library learned stays what a first build made of it, and so does every other record."""
    page = ("## Ashen Lantern\n\nThis card can only be activated during your Main Phase 1.\n\n"
            "- You can chain \"Ashen Lantern\" to a Summon.\n- \"Ashen Lantern\" does not target.\n")
    rows = "select text, kind, label, situation, verdict from records order by document, start"
    first = _library(tmp_path, {"lantern.md": page})
    assert [n for (n,) in first.execute("select name from learned_cards")] == ["Ashen Lantern"]
    built = first.execute(rows).fetchall()
    first.conn.close()
    again = _library(tmp_path, {"lantern.md": page})
    assert again.execute(rows).fetchall() == built
    assert [n for (n,) in again.execute("select name from learned_cards")] == ["Ashen Lantern"]


def test_a_learned_card_is_shown_as_learned(tmp_path):
    """`judge card` (text and JSON) and the web card page say a learned card is not in the card
    table and which heading named it, where a known card shows its stats."""
    import json

    from judge.web import create_app

    from .conftest import run_judge

    _library(tmp_path, {"new-set.md": NEW_SET})
    db = str(tmp_path / "r.db")
    shown = run_judge("card", "glimmering tidecaller", "--db", db)
    assert "not in the card table: named by the library's heading \"Glimmering Tidecaller\"" in shown.stdout
    card = json.loads(run_judge("card", "Glimmering Tidecaller", "--json", "--db", db).stdout)["card"]
    assert card["learned_from"] == "Glimmering Tidecaller" and card["kind"] == ""
    assert "learned_from" not in json.loads(run_judge("card", "Sangan", "--json", "--db", db).stdout)["card"]
    page = create_app({"TESTING": True, "DATABASE": db}).test_client().get("/card/Glimmering Tidecaller")
    assert page.status_code == 200 and "Not in the card table: named by the library" in page.get_data(as_text=True)
