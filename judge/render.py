"""Text output for people: verdict first, then source; 80 columns; colour only on a terminal."""
from __future__ import annotations

import shutil
import sys
import textwrap

from .i18n import strings

LABEL_COLOURS = {"allowed": "32", "forbidden": "31", "required": "33", "outcome": "36"}
CHECK_SIGNS = {"confirmed": "✓ ", "contradicted": "✗ ", "unverified": ""}


class Style:
    """ANSI styling that switches itself off when stdout is not a terminal."""

    def __init__(self, colour: bool | None = None):
        self.colour = sys.stdout.isatty() if colour is None else colour

    def __call__(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.colour else text

    def label(self, label: str, lang: str | None = None) -> str:
        words = strings(lang)["labels"]
        return self(words.get(label, label).upper().ljust(11), "1;" + LABEL_COLOURS.get(label, "0"))


def width() -> int:
    return max(40, min(100, shutil.get_terminal_size((80, 24)).columns))


def wrap(text: str, indent: str = "  ") -> str:
    one_line = " ".join(text.split())
    return textwrap.fill(one_line, width=width(), initial_indent=indent, subsequent_indent=indent)


def citation(record: dict, details: bool = False, lang: str | None = None) -> str:
    """Where a ruling comes from: its source, format and date ("undated" when the source does not
    say), whether a later ruling replaced it; with `details`, the offsets and the id."""
    t = strings(lang)
    src = record["source"]
    who = f", {src['author']}" if src.get("author") else ""
    era = f" · {t['formats'].get(src['format'], src['format'])}" if src.get("format") else ""
    dated = f" · {src.get('date') or t['undated']}"
    replaced = ""
    if record.get("superseded_by"):
        on = f" ({t['superseded_on']} {record['superseded_on']})" if record.get("superseded_on") else ""
        replaced = f" · {t['superseded']}{on}"
    where = f" [{src['start']}:{src['end']}] · id {record['id']}" if details else ""
    return f"{src.get('title') or src['document']}{who}{era}{dated}{replaced}{where}"


def check_mark(check: dict, lang: str | None = None) -> str:
    """The simulator's status in words, with its caveat (cards declared inert)."""
    t = strings(lang)
    mark = CHECK_SIGNS.get(check["status"], "") + t["labels"].get(check["status"], check["status"])
    if check.get("inert"):
        mark += f" ({t['inert']}: {', '.join(check['inert'])})"
    return mark


def record_block(record: dict, style: Style, n: int | None = None, lang: str | None = None,
                 details: bool = False) -> str:
    """One record: label and verdict first, then its situation, then where it comes from."""
    words = strings(lang)["labels"]
    head = f"{n}. " if n is not None else ""
    lines = [f"{head}{style.label(record['label'], lang)} {' '.join(record['verdict'].split())}"]
    lines = [textwrap.fill(lines[0], width=width() + (len(style.label('x')) - 11), subsequent_indent="   ")]
    lines += [wrap(f"– {item}", "     ") for item in record.get("list_items", ())]  # the list it introduces
    if record.get("ruling_label") and record["ruling_label"] != record["label"]:
        # the verdict shown is for the case asked (`qa._sentence_asked`, `qa._labels_for_the_case`)
        own = words.get(record["ruling_label"], record["ruling_label"]).upper()
        lines.append(style(f"     ({strings(lang)['ruling_itself']} {own})", "2"))
    if record.get("when"):
        lines.append(wrap(f"{words['when']}: {record['when']}", "     "))
    extra = []
    if record["cards"]:
        extra.append(f"{words['cards']}: " + ", ".join(record["cards"]))
    if record["mechanics"]:
        extra.append(f"{words['mechanics']}: " + ", ".join(record["mechanics"][:6]))
    if extra:
        lines.append(wrap(" · ".join(extra), "     "))
    lines.append(style(wrap(f"{citation(record, details, lang)} · {check_mark(record['check'], lang)}", "     "), "2"))
    return "\n".join(lines)


def card_page(result: dict, style: Style | None = None) -> str:
    style = style or Style()
    card = result["card"]
    names = card["names"]
    title = style(card["name"], "1") + (f"  (pt: {names['pt']})" if names.get("pt") else "")
    stats = " · ".join(str(card[k]) for k in ("kind", "subtype", "type", "attribute") if card.get(k))
    numbers = " ".join(f"{k.upper()} {card[k]}" for k in ("level", "rank", "link", "atk", "def") if card.get(k))
    out = [title, "  " + (" · ".join(p for p in (stats, numbers) if p)
                          or (f"not in the card table: named by the library's heading \"{card['learned_from']}\""
                              if card.get("learned_from") else ""))]
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
    words = strings(result.get("lang"))["labels"]
    bits = []
    if result.get("corrected"):
        bits.append(f"{words['read_as']}: " + ", ".join(f"{typo} → {word}" for typo, word in result["corrected"].items()))
    if result.get("cards"):
        bits.append(f"{words['cards']}: " + ", ".join(c["name"] for c in result["cards"]))
    if result.get("mechanics"):
        bits.append(f"{words['mechanics']}: " + ", ".join(result["mechanics"]))
    return [style(wrap(" · ".join(bits), ""), "2")] if bits else []


def search_page(result: dict, style: Style | None = None, details: bool = False) -> str:
    """Ranked records, in the words of the query's language."""
    style = style or Style()
    lang = result.get("lang")
    out = _header(result, style)
    if not result["results"]:
        out.append(strings(lang)["no_records"])
    for n, rec in enumerate(result["results"], 1):
        out.append(record_block(rec, style, n, lang, details))
    return "\n".join(out)


def answer_page(result: dict, style: Style | None = None, explain: bool = False) -> str:
    """The answer first (label and verdict in one line, its source, date and check), then the
    records; every label in the question's language. `explain` adds offsets, ids and scores."""
    style = style or Style()
    lang = result.get("lang")
    t = strings(lang)
    words = t["labels"]
    out = []
    answer = result.get("answer")
    if answer is None:
        said = [t["caveats"][r] for r in result.get("unsure", ()) if r in t["caveats"]]
        out = _header(result, style) + [t["no_ruling"] + (f" ({'; '.join(said)})" if said else "")]
        if result.get("closest"):  # nothing fits well enough to give a verdict: what came nearest
            out.append(t["closest_short"] + ":")
            out += [wrap(f"- {c['summary']}", "  ") + style(f"  ({c['source'].get('title') or c['source']['document']})", "2")
                    for c in result["closest"]]
        return "\n".join(out)
    record = next(r for r in result["results"] if r["id"] == answer["record"])
    pad = " " * 12
    # the sentence whose verdict was asked, when the label is its (`qa._sentence_asked`)
    shown = record.get("label_sentence") or record["verdict"]
    verdict = textwrap.wrap(" ".join(shown.split()), width=width() - 12) or [""]
    out.append(style.label(answer["label"], lang) + " " + style(verdict[0], "1"))
    out += [pad + style(line, "1") for line in verdict[1:]]
    if not record.get("label_sentence"):  # the list the ruling introduces ("… will not activate if:")
        out += [wrap(f"– {item}", pad) for item in record.get("list_items", ())]
    if record.get("when"):
        out.append(wrap(f"{words['when']}: {record['when']}", pad))
    sure = f"{words['confidence']}: {t['levels'].get(answer.get('confidence'), '?')}"
    if answer.get("caveats"):
        sure += " (" + ", ".join(t["caveats"].get(c, c) for c in answer["caveats"]) + ")"
    out.append(style(pad + sure, "2"))
    out.append(style(wrap(f"{citation(record, explain, lang)} · {check_mark(record['check'], lang)}", pad), "2"))
    for era in answer.get("by_format") or []:  # the top rulings differ because their formats do
        if era is answer["by_format"][0]:
            out.append(style(f"  ! {t['by_format']}:", "1;33"))
        when = f" ({era['date']})" if era.get("date") else ""
        out.append(wrap(f"- {t['formats'].get(era['format'], era['format'])}{when}: "
                        f"{words.get(era['label'], era['label']).upper()} {era['verdict']}", "    "))
    if answer.get("disagreement"):
        d = answer["disagreement"]
        why = t["disagree_why"].get(d.get("kind"), d.get("reason", ""))
        out.append(style(f"  ! {t['disagree_long']}", "1;33") + f" ({why}):")
        out.append(wrap(d["summary"], "    "))
        out.append(style(f"    {d['source'].get('title') or d['source']['document']}", "2"))
    out += [""] + _header(result, style)
    for n, rec in enumerate(result["results"], 1):
        out.append(record_block(rec, style, n, lang, explain))
        if explain:
            out.append(style(wrap(f"{t['why']}: " + explanation(rec), "     "), "2"))
    return "\n".join(out)


def explanation(record: dict) -> str:
    """What made a record rank where it does, in one line (`--explain`)."""
    why = record.get("why") or {}
    held = f" ({', '.join(why['words'])})" if why.get("words") else ""
    bits = [f"p={record.get('probability', 0):.2f}", f"text {why.get('text', 0)}",
            f"own words {why.get('coverage', 0):.0%}{held}"]
    if why.get("cards"):
        bits.append("cards " + ", ".join(why["cards"]))
    if why.get("mechanics"):
        bits.append("mechanics " + ", ".join(why["mechanics"]))
    if why.get("stands_in_for"):
        bits.append("rules on what " + ", ".join(why["stands_in_for"]) + " does")
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
