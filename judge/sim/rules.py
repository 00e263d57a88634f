"""The rules the simulator refuses actions by, read from its own source: every `need(…, rule)`
names one. `judge sim --rules` lists them with their ids (what a scenario's `because:` names)."""
from __future__ import annotations

import ast
from pathlib import Path

from .engine import rule_id

SIM_DIR = Path(__file__).resolve().parent


def vocabulary() -> list[tuple[str, str]]:
    """(id, rule) for every rule a refusal can name; a rule whose words depend on the card or
    kind it speaks of shows them as "…" (its id then starts with the words that do not vary)."""
    found: dict[str, str] = {}
    for path in sorted(SIM_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "need" and len(node.args) >= 2):
                continue
            text = _words(node.args[1])
            if text and any(ch.isalpha() for ch in text):
                found.setdefault(rule_id(text.replace("…", " ")), text)
    return sorted(found.items())


def _words(node) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "…" for v in node.values)
    return ""
