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

from ..model import JudgeError, fold
from .replay import replay
from .scenario import SCENARIOS, ScenarioError, load

OUT_OF_SCOPE = SCENARIOS / "out-of-scope.yaml"


@dataclass
class Verification:
    scenarios: int = 0
    met: int = 0
    seconds: float = 0.0
    ids: list[str] = field(default_factory=list)  # every record looked at
    statuses: dict[str, dict] = field(default_factory=dict)  # record id -> {status, scenarios, reason}
    failures: dict[str, list[str]] = field(default_factory=dict)  # scenario -> failures

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
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as err:
        raise JudgeError(f"{path}: not valid YAML ({err})") from None
    return [(fold(str(e["phrase"])), str(e["reason"])) for e in data]


def verify(records: list[dict] | None = None, folder: Path = SCENARIOS, find=None, text_of=None,
           ids: list[str] | None = None) -> Verification:
    """Replay all scenarios; give records their status.

    Either `records` (dicts with id and text), or, for a large database, `ids` with
    `find(phrase)` (the records that may hold a phrase: an FTS5 search) and `text_of(ids)`
    (their texts), so that no more than the records a ruling names are ever in memory.
    """
    t0 = time.perf_counter()
    if records is not None:
        texts = {r["id"]: r["text"] for r in records}
        ids, text_of = list(texts), (lambda wanted: {i: texts[i] for i in wanted if i in texts})
    v = Verification(ids=list(ids or []))

    def holding(phrase: str) -> list[str]:
        folded = fold(phrase)
        pool = find(phrase) if find else v.ids
        return [rid for rid, text in text_of(pool).items() if folded in fold(text)]

    confirms: dict[str, list[str]] = {}
    contradicts: dict[str, list[tuple[str, str]]] = {}
    for path in scenario_files(folder):
        sc = load(path)
        result = replay(sc)
        v.scenarios += 1
        name = path.stem
        if result.met:
            v.met += 1
        else:
            v.failures[name] = result.failures
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        for phrase in sc.ruling:
            for rid in holding(phrase):
                if result.met:
                    confirms.setdefault(rid, []).append(name)
                else:
                    contradicts.setdefault(rid, []).append((name, "; ".join(result.failures)))
        for phrase in _as_list(raw.get("contradicts")):
            for rid in holding(phrase):
                if result.met:
                    contradicts.setdefault(rid, []).append((name, f"the replay of {name} shows otherwise"))
    for rid, found in contradicts.items():
        names = [n for n, _ in found] + confirms.get(rid, [])
        v.statuses[rid] = {"status": "contradicted", "scenarios": names, "reason": "; ".join(r for _, r in found)}
    for rid, names in confirms.items():
        v.statuses.setdefault(rid, {"status": "confirmed", "scenarios": names, "reason": ""})
    for phrase, reason in out_of_scope():
        for rid in holding(phrase):
            v.statuses.setdefault(rid, {"status": "unverified", "scenarios": [], "reason": reason})
    v.seconds = time.perf_counter() - t0
    return v


def _as_list(value) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else [str(x) for x in value]


def write(db, v: Verification) -> None:
    """Store each record's status and its scenarios in the database."""
    db["record_scenarios"].create({"record": str, "scenario": str, "reason": str}, pk=("record", "scenario"),
                                  replace=True)
    rows = []
    for rid, s in v.statuses.items():  # records not listed keep the default: unverified
        db.execute("update records set check_status = ? where id = ?", [s["status"], rid])
        rows += [{"record": rid, "scenario": n, "reason": s["reason"]} for n in dict.fromkeys(s["scenarios"])]
    db["record_scenarios"].insert_all(rows, pk=("record", "scenario"))
    db["record_scenarios"].create_index(["record"], if_not_exists=True)


__all__ = ["Verification", "verify", "write", "ScenarioError"]
