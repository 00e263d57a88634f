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
from .scenario import SCENARIOS, ScenarioError, load, replay

OUT_OF_SCOPE = SCENARIOS / "out-of-scope.yaml"


@dataclass
class Verification:
    scenarios: int = 0
    met: int = 0
    seconds: float = 0.0
    statuses: dict[str, dict] = field(default_factory=dict)  # record id -> {status, scenarios, reason}
    failures: dict[str, list[str]] = field(default_factory=dict)  # scenario -> failures

    def counts(self) -> dict[str, int]:
        out = {"confirmed": 0, "contradicted": 0, "unverified": 0}
        for s in self.statuses.values():
            out[s["status"]] += 1
        return out

    def as_json(self) -> dict:
        return {"scenarios": self.scenarios, "met": self.met, **self.counts(),
                "seconds": round(self.seconds, 3),
                "records": [{"id": rid, **s} for rid, s in sorted(self.statuses.items())],
                "failures": self.failures}


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


def verify(records: list[dict], folder: Path = SCENARIOS, find=None) -> Verification:
    """Replay all scenarios; give every record (dicts with id and text) its status.

    `find(phrase)` may narrow the records to look at for a phrase (the store passes an FTS5
    search); every hit is still checked against the record's folded text.
    """
    t0 = time.perf_counter()
    v = Verification()
    texts = {r["id"]: fold(r["text"]) for r in records}

    def holding(phrase: str) -> list[str]:
        folded = fold(phrase)
        pool = find(phrase) if find else texts
        return [rid for rid in pool if rid in texts and folded in texts[rid]]
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
    skip = out_of_scope()
    for rid, text in texts.items():
        if rid in contradicts:
            names = [n for n, _ in contradicts[rid]] + confirms.get(rid, [])
            v.statuses[rid] = {"status": "contradicted", "scenarios": names,
                               "reason": "; ".join(r for _, r in contradicts[rid])}
        elif rid in confirms:
            v.statuses[rid] = {"status": "confirmed", "scenarios": confirms[rid], "reason": ""}
        else:
            reason = next((r for phrase, r in skip if phrase in text), "no scenario yet")
            v.statuses[rid] = {"status": "unverified", "scenarios": [], "reason": reason}
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
    for rid, s in v.statuses.items():
        db.execute("update records set check_status = ? where id = ?", [s["status"], rid])
        rows += [{"record": rid, "scenario": n, "reason": s["reason"]} for n in dict.fromkeys(s["scenarios"])]
    db["record_scenarios"].insert_all(rows, pk=("record", "scenario"))
    db["record_scenarios"].create_index(["record"], if_not_exists=True)


__all__ = ["Verification", "verify", "write", "ScenarioError"]
