"""YAML and XML exports are read as the JSON their data would be: records faithful to the
document, dates and formats where it says them, and a broken or hostile file refused in one line
without costing the other documents."""
from __future__ import annotations

import json

import pytest

from judge.ingest.structured import MAX_VALUES, xml_to_json, yaml_to_json
from judge.model import JudgeError

from .conftest import ingested, run_judge


def _records(db):
    return [dict(zip(("document", "kind", "label", "text", "context", "format", "date"), row)) for row in db.execute(
        "select document, kind, label, text, context, format, date from records order by document, start")]


def test_a_yaml_ruling_store_becomes_one_record_per_ruling_under_its_card(tmp_path):
    db = ingested(tmp_path, {"store.yaml": (
        "# exported by our club's bot\n"
        "format: goat\n"
        "cards:\n"
        "  - card: Cyber Jar\n"
        "    rulings:\n"
        "      - text: Cyber Jar's effect destroys every monster on the field, itself included.\n"
        "        date: 2004-09-14\n"
        "      - text: You cannot chain Cyber Jar's Flip Effect to its own Flip Summon.\n"
        "  - card: Sangan\n"
        "    rulings:\n"
        "      - question: Does Sangan's effect activate if it is banished?\n"
        "        answer: No. It activates only when Sangan is sent from the field to the Graveyard.\n")})
    rows = _records(db)
    assert [(r["kind"], r["label"]) for r in rows] == [("prose", "outcome"), ("prose", "forbidden"), ("qa", "outcome")]
    assert rows[0]["text"] == "Cyber Jar's effect destroys every monster on the field, itself included."
    assert rows[0]["context"].startswith("Cyber Jar") and rows[2]["context"].startswith("Sangan")
    assert rows[0]["date"] == "2004-09-14" and rows[1]["date"] in ("", None)
    assert {r["format"] for r in rows} == {"goat"}  # what the export says of itself at its top
    assert rows[2]["text"].startswith("Does Sangan's effect activate if it is banished?")


def test_an_xml_faq_becomes_question_and_answer_records_under_their_cards(tmp_path):
    db = ingested(tmp_path, {"faq.xml": (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<faq xmlns="urn:example:faq" format="goat">\n'
        "  <!-- kept by the store's judges -->\n"
        '  <entry card="Jinzo">\n'
        "    <question>Can I activate Trap Cards while Jinzo is face-up?</question>\n"
        "    <answer>No. While Jinzo is face-up on the field, Trap Cards cannot be activated.</answer>\n"
        "  </entry>\n"
        '  <entry card="Royal Decree">\n'
        "    <question>Does Royal Decree stop Counter Traps?</question>\n"
        "    <answer>Yes. No Trap Card other than Royal Decree can be activated.</answer>\n"
        "  </entry>\n"
        "</faq>\n")})
    rows = _records(db)
    assert [(r["kind"], r["context"], r["format"]) for r in rows] == [("qa", "Jinzo", "goat"), ("qa", "Royal Decree", "goat")]
    assert rows[0]["text"] == ("Can I activate Trap Cards while Jinzo is face-up?\n"
                               "A: No. While Jinzo is face-up on the field, Trap Cards cannot be activated.")
    assert rows[0]["label"] == "forbidden"
    assert "kept by" not in " ".join(r["text"] for r in rows)  # a comment is no text


def test_xml_elements_become_the_objects_json_would_hold():
    data = json.loads(xml_to_json(
        "<rules><rule id='1'>Only one Field Spell <b>per player</b> may be face-up.</rule>"
        "<rule id='2'>A Field Spell replaced is destroyed.</rule><title>Field Spells</title></rules>", "x.xml"))
    assert data["title"] == "Field Spells"
    assert [r["id"] for r in data["rule"]] == ["1", "2"]  # a tag repeated: a list, in order
    assert data["rule"][0]["text"] == "Only one Field Spell may be face-up."  # its own text, the tail after <b>
    assert data["rule"][0]["b"] == "per player"
    assert json.loads(xml_to_json("<note>Just this.</note>", "x.xml")) == {"note": "Just this."}


def test_yaml_scalars_of_every_kind_become_text():
    data = json.loads(yaml_to_json("2005-06-13: ruling changes\nyes: kept\n1: one\nwhen: 2005-06-13 10:00:00\n"
                                   "gone: ~\ncustom: !card Jinzo\n---\nsecond: document\n", "x.yaml"))
    assert data == [{"2005-06-13": "ruling changes", "yes": "kept", "1": "one", "when": "2005-06-13 10:00:00",
                     "gone": None, "custom": "Jinzo"}, {"second": "document"}]


@pytest.mark.parametrize("name, text, said", [
    ("broken.yaml", "cards:\n  - card: Jinzo\n   rulings: [\n", "not valid YAML (line"),
    ("broken.xml", "<faq><entry>Jinzo</faq>", "not valid XML (mismatched tag"),
    ("outside.xml", '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r><rule>Jinzo. &x;</rule></r>',
     "not valid XML (undefined entity"),  # a file outside is never read into the records
    ("laughs.yaml", "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(8)), f"more than {MAX_VALUES:,} values"),
])
def test_a_broken_or_hostile_export_is_refused_in_one_line_and_the_others_are_read(tmp_path, name, text, said):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / name).write_text(text, encoding="utf-8")
    (docs / "rules.txt").write_text("RULES\n- You cannot activate a Trap Card the turn it is Set.\n", encoding="utf-8")
    with pytest.raises(JudgeError, match=r"^" + str(docs / name).replace("\\", "\\\\") + ": " + said.replace("(", r"\(")):
        (yaml_to_json if name.endswith(".yaml") else xml_to_json)(text, str(docs / name))
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "out.db"))
    assert proc.returncode == 1  # built, a file skipped
    assert "Traceback" not in proc.stderr and said in proc.stderr
    assert "1 documents" in proc.stdout or "1 document" in proc.stdout


def test_the_file_types_a_user_is_told_of_are_those_read():
    import re

    from judge.ingest.read import SUFFIXES, TYPES_SAID

    said = re.findall(r"\.\w+", TYPES_SAID)
    assert set(said) <= set(SUFFIXES)
    assert {SUFFIXES[s] for s in said} == set(SUFFIXES.values())  # every kind of document, by one suffix
