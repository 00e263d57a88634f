"""Text output for people: verdict first, then source; 80 columns; colour only on a terminal."""
from __future__ import annotations

import shutil
import sys
import textwrap

LABEL_COLOURS = {"allowed": "32", "forbidden": "31", "required": "33", "outcome": "36"}
CAVEATS = {"exception": "the ruling holds only in some cases", "opposite": "a close ruling says the opposite"}
CHECK_MARKS = {"confirmed": "✓ confirmed", "contradicted": "✗ contradicted", "unverified": "unverified"}


class Style:
    """ANSI styling that switches itself off when stdout is not a terminal."""

    def __init__(self, colour: bool | None = None):
        self.colour = sys.stdout.isatty() if colour is None else colour

    def __call__(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.colour else text

    def label(self, label: str) -> str:
        return self(label.upper().ljust(9), "1;" + LABEL_COLOURS.get(label, "0"))


def width() -> int:
    return max(40, min(100, shutil.get_terminal_size((80, 24)).columns))


def wrap(text: str, indent: str = "  ") -> str:
    one_line = " ".join(text.split())
    return textwrap.fill(one_line, width=width(), initial_indent=indent, subsequent_indent=indent)


def citation(record: dict) -> str:
    src = record["source"]
    who = f", {src['author']} {src['date']}" if src.get("author") else ""
    return f"{src['document']} [{src['start']}:{src['end']}]{who} · id {record['id']}"


def record_block(record: dict, style: Style, n: int | None = None) -> str:
    """One record: label and verdict first, then situation, then where it comes from."""
    head = f"{n}. " if n is not None else ""
    lines = [f"{head}{style.label(record['label'])} {' '.join(record['verdict'].split())}"]
    lines = [textwrap.fill(lines[0], width=width() + (len(style.label('x')) - 9), subsequent_indent="   ")]
    lines.append(wrap(f"when: {record['situation']}", "     "))
    extra = []
    if record["cards"]:
        extra.append("cards: " + ", ".join(record["cards"]))
    if record["mechanics"]:
        extra.append("mechanics: " + ", ".join(record["mechanics"][:6]))
    if extra:
        lines.append(wrap(" · ".join(extra), "     "))
    check = CHECK_MARKS.get(record["check"]["status"], record["check"]["status"])
    if record["check"].get("inert"):
        check += f" (with inert cards: {', '.join(record['check']['inert'])})"
    lines.append(style(f"     {citation(record)} · {check}", "2"))
    return "\n".join(lines)


def card_page(result: dict, style: Style | None = None) -> str:
    style = style or Style()
    card = result["card"]
    names = card["names"]
    title = style(card["name"], "1") + (f"  (pt: {names['pt']})" if names.get("pt") else "")
    stats = " · ".join(str(card[k]) for k in ("kind", "subtype", "type", "attribute") if card.get(k))
    numbers = " ".join(f"{k.upper()} {card[k]}" for k in ("level", "rank", "link", "atk", "def") if card.get(k))
    out = [title, "  " + " · ".join(p for p in (stats, numbers) if p)]
    if card["aliases"]:
        out.append(wrap("also: " + ", ".join(card["aliases"])))
    if result["score"] < 100:
        out.append(style(f"  (matched {result['matched']!r} at {result['score']:.0f})", "2"))
    if result["alternatives"]:
        out.append("  did you mean: " + ", ".join(f"{a['name']} ({a['score']:.0f})" for a in result["alternatives"]))
    out.append(f"\n{len(result['results'])} records")
    current = None
    for rec in result["results"]:
        if rec["source"]["document"] != current:
            current = rec["source"]["document"]
            out.append("\n" + style(f"— {rec['source']['title']} ({current})", "1"))
        out.append(record_block(rec, style))
    return "\n".join(out)


def _header(result: dict, style: Style) -> list[str]:
    bits = []
    if result.get("corrected"):
        bits.append("read as: " + ", ".join(f"{typo} → {word}" for typo, word in result["corrected"].items()))
    if result.get("cards"):
        bits.append("cards: " + ", ".join(c["name"] for c in result["cards"]))
    if result.get("mechanics"):
        bits.append("mechanics: " + ", ".join(result["mechanics"]))
    return [style(wrap(" · ".join(bits), ""), "2")] if bits else []


def search_page(result: dict, style: Style | None = None) -> str:
    style = style or Style()
    out = _header(result, style)
    if not result["results"]:
        out.append("no records found")
    for n, rec in enumerate(result["results"], 1):
        out.append(record_block(rec, style, n))
    return "\n".join(out)


def answer_page(result: dict, style: Style | None = None, explain: bool = False) -> str:
    """The answer first (label and verdict in one line, its source and check), then the records."""
    style = style or Style()
    out = []
    answer = result.get("answer")
    if answer is None:
        out = _header(result, style) + ["no ruling found for this question"]
        if result.get("closest"):  # nothing fits well enough to give a verdict: what came nearest
            out.append("closest rulings (not an answer):")
            out += [wrap(f"- {c['summary']}", "  ") + style(f"  ({c['source']['document']})", "2")
                    for c in result["closest"]]
        return "\n".join(out)
    record = next(r for r in result["results"] if r["id"] == answer["record"])
    verdict = textwrap.wrap(" ".join(record["verdict"].split()), width=width() - 10) or [""]
    out.append(style.label(answer["label"]) + " " + style(verdict[0], "1"))
    out += ["          " + style(line, "1") for line in verdict[1:]]
    out.append(wrap(f"when: {record['situation']}", "          "))
    sure = f"confidence: {answer.get('confidence', '?')}"
    if answer.get("caveats"):
        sure += " (" + ", ".join(CAVEATS.get(c, c) for c in answer["caveats"]) + ")"
    out.append(style(f"          {sure}", "2"))
    out.append(style(f"          {citation(record)} · {CHECK_MARKS.get(answer['checked'], answer['checked'])}", "2"))
    if answer.get("disagreement"):
        d = answer["disagreement"]
        out.append(style("  ! sources disagree", "1;33") + f" ({d['reason']}):")
        out.append(wrap(d["summary"], "    "))
        out.append(style(f"    {d['source']['document']} [{d['source']['start']}:{d['source']['end']}]", "2"))
    out += [""] + _header(result, style)
    for n, rec in enumerate(result["results"], 1):
        out.append(record_block(rec, style, n))
        if explain:
            out.append(style(wrap("why: " + explanation(rec), "     "), "2"))
    return "\n".join(out)


def explanation(record: dict) -> str:
    """What made a record rank where it does, in one line (`--explain`)."""
    why = record.get("why") or {}
    bits = [f"p={record.get('probability', 0):.2f}", f"text {why.get('text', 0)}", f"own words {why.get('coverage', 0):.0%}"]
    if why.get("cards"):
        bits.append("cards " + ", ".join(why["cards"]))
    if why.get("mechanics"):
        bits.append("mechanics " + ", ".join(why["mechanics"]))
    if why.get("label"):
        bits.append(f"label {why['label']} asked")
    if why.get("kind"):
        bits.append(f"kind {why['kind']}")
    return " · ".join(bits)


def replay_page(result: dict, style: Style | None = None) -> str:
    """A scenario's replay: each step, legal or not and why, what changed; then met or not."""
    style = style or Style()
    out = [style(result["title"], "1")]
    for step in result["steps"]:
        act = step["action"]
        what = " ".join(f"{k}={v}" for k, v in act.items() if k not in ("action", "expect"))
        verdict = "legal" if step["legal"] else f"illegal ({step['rule']})"
        mark = "ok" if step["met"] else style("UNEXPECTED", "1;31")
        out.append(f"{step['step']:>2}. {act['action']} {what}: {verdict} [{mark}]")
        out += [f"      {c}" for c in step["changes"]]
    out.append(style("met", "1;32") if result["met"] else style("not met: " + "; ".join(result["failures"]), "1;31"))
    return "\n".join(out)
