"""`judge verify`: replay every scenario the project keeps and give each record its status.

A scenario names the ruling it checks (`ruling:`, a phrase of the record's text, or several);
when it is met, those records are confirmed. A scenario may also name records its replay
shows wrong (`contradicts:`): they are contradicted, with the reason. Records no scenario can
model are listed in `data/scenarios/out-of-scope.yaml` with the reason.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..model import INERT_CARDS, JudgeError, fold, load_yaml
from .replay import Replay, replay
from .scenario import SCENARIOS, Scenario, ScenarioError, load

OUT_OF_SCOPE = SCENARIOS / "out-of-scope.yaml"


@dataclass
class Verification:
    scenarios: int = 0
    met: int = 0
    seconds: float = 0.0
    ids: list[str] = field(default_factory=list)  # every record looked at
    statuses: dict[str, dict] = field(default_factory=dict)  # record id -> {status, scenarios, reason}
    failures: dict[str, list[str]] = field(default_factory=dict)  # scenario -> failures
    inert: dict[str, list[str]] = field(default_factory=dict)  # scenario -> the cards it declares inert
    unmatched: list[dict] = field(default_factory=list)  # {scenario, phrase, records}: links that do not hold
    elsewhere: list[dict] = field(default_factory=list)  # {scenario, phrase, document}: of a document not held

    def status(self, rid: str) -> dict:
        return self.statuses.get(rid, DEFAULT)

    def counts(self) -> dict[str, int]:
        out = {"confirmed": 0, "contradicted": 0, "unverified": 0}
        for s in self.statuses.values():
            out[s["status"]] += 1
        out["unverified"] += len(self.ids) - len(self.statuses)
        return out

    def as_json(self) -> dict:
        return {"scenarios": self.scenarios, "met": self.met, **self.counts(),
                "seconds": round(self.seconds, 3),
                "unmatched": self.unmatched, "elsewhere": self.elsewhere,
                "with_inert": {"scenarios": sorted(self.inert), "records": sorted(
                    rid for rid, s in self.statuses.items() if s.get("inert"))},
                "records": [{"id": rid, **self.status(rid)} for rid in sorted(self.ids)],
                "failures": self.failures}


DEFAULT = {"status": "unverified", "scenarios": [], "reason": "no scenario yet"}


def scenario_files(folder: Path = SCENARIOS) -> list[Path]:
    return sorted(p for p in folder.glob("*.yaml") if p.name != OUT_OF_SCOPE.name)


def out_of_scope(path: Path = OUT_OF_SCOPE) -> list[tuple[str, str]]:
    """(phrase, reason) pairs: records the simulator does not model, and why."""
    if not path.exists():
        return []
    try:
        data = load_yaml(path.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as err:
        raise JudgeError(f"{path}: not valid YAML ({err})") from None
    return [(fold(str(e["phrase"])), str(e["reason"])) for e in data]


def replay_all(folder: Path = SCENARIOS) -> list[tuple[str, Scenario, Replay]]:
    """Every scenario of the folder loaded and replayed, in file order: (name, scenario, result).
    It needs no record, so an ingest replays them while it reads its documents (`verify`'s
    `replayed`)."""
    out = []
    for path in scenario_files(folder):
        sc = load(path)
        out.append((path.stem, sc, replay(sc)))
    return out


def verify(records: list[dict] | None = None, folder: Path = SCENARIOS, find=None, text_of=None,
           ids: list[str] | None = None, documents: set[str] | None = None, context_of=None,
           replayed: list[tuple[str, Scenario, Replay]] | None = None) -> Verification:
    """Replay all scenarios; give records their status.

    Either `records` (dicts with id and text), or, for a large database, `ids` with
    `find(phrase)` (the records that may hold a phrase: an FTS5 search) and `text_of(ids)`
    (their texts), so that no more than the records a ruling names are ever in memory.
    `documents` are the names of the documents the records come from: a scenario's phrase
    from another document (`{phrase, document}`) cannot hold here and is listed `elsewhere`.
    `context_of(ids)` gives records' headings, for a phrase that says the one it is under.
    `replayed` is `replay_all(folder)` when it was done already.
    """
    t0 = time.perf_counter()
    if records is not None:
        texts = {r["id"]: r["text"] for r in records}
        headings = {r["id"]: r.get("context") or "" for r in records}
        ids, text_of = list(texts), (lambda wanted: {i: texts[i] for i in wanted if i in texts})
        context_of = lambda wanted: {i: headings[i] for i in wanted if i in headings}  # noqa: E731
    v = Verification(ids=list(ids or []))

    folded_texts: dict[str, str] = {}  # each record's text folded once, however many phrases look

    def folded_text(rid: str, text: str) -> str:
        if rid not in folded_texts:
            folded_texts[rid] = fold(text)
        return folded_texts[rid]

    def holding(phrase: str, context: str = "") -> list[str]:
        folded = fold(phrase)
        pool = find(phrase) if find else v.ids
        held = [rid for rid, text in text_of(pool).items() if folded in folded_text(rid, text)]
        if context and held:
            under = fold(context)
            held = [rid for rid, heading in (context_of(held) if context_of else {}).items() if under in fold(heading)]
        return held

    def linked(name: str, phrase: str, expected: int | None, context: str = "") -> list[str]:
        """The records a scenario's phrase names; one that names none, or not as many as the
        scenario says (`records: N`), is listed as unmatched."""
        held = holding(phrase, context)
        if not held or (expected is not None and len(held) != expected):
            v.unmatched.append({"scenario": name, "phrase": phrase, "records": len(held)})
        return held

    confirms: dict[str, list[str]] = {}
    contradicts: dict[str, list[tuple[str, str]]] = {}
    for name, sc, result in replayed if replayed is not None else replay_all(folder):
        v.scenarios += 1
        if sc.inert:
            v.inert[name] = sorted(sc.inert)
        if result.met:
            v.met += 1
        else:
            v.failures[name] = result.failures
        for phrase in sc.ruling:
            source = sc.documents.get(phrase)
            if source and documents is not None and source not in documents:
                v.elsewhere.append({"scenario": name, "phrase": phrase, "document": source})
                continue
            held = linked(name, phrase, sc.records, sc.contexts.get(phrase, ""))
            # a scenario not met is a failure of the simulator or of the scenario, reported by
            # `judge verify`: it never makes the ruling it names contradicted
            if result.met:
                for rid in held:
                    confirms.setdefault(rid, []).append(name)
        for phrase in sc.contradicts:
            for rid in linked(name, phrase, sc.records):
                if result.met:
                    contradicts.setdefault(rid, []).append((name, f"the replay of {name} shows otherwise"))
    for rid, found in contradicts.items():
        names = [n for n, _ in found] + confirms.get(rid, [])
        v.statuses[rid] = {"status": "contradicted", "scenarios": names, "reason": "; ".join(r for _, r in found)}
    for rid, names in confirms.items():
        # a confirmation is only as good as its plainest scenario: the caveat stays when every
        # scenario that confirms the record leans on cards declared inert
        inert = sorted({c for n in names for c in v.inert.get(n, ())}) if all(n in v.inert for n in names) else []
        v.statuses.setdefault(rid, {"status": "confirmed", "scenarios": names,
                                    "reason": INERT_CARDS + ", ".join(inert) if inert else "", "inert": inert})
    for phrase, reason in out_of_scope():
        for rid in holding(phrase):
            v.statuses.setdefault(rid, {"status": "unverified", "scenarios": [], "reason": reason})
    v.seconds = time.perf_counter() - t0
    return v


__all__ = ["Verification", "verify", "replay_all", "ScenarioError"]
