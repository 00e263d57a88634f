"""The one-way house: the import graph of judge/, imports inside functions included, has no circle,
and the lower layers never reach up (the store imports no question parsing and no simulator)."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "judge"


def modules(root: Path = PACKAGE) -> dict[str, Path]:
    out = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every judge module `name` imports, at any depth of its code (functions included)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            # `from . import store` imports the module judge.store; `from .x import name` imports judge.x
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for target in targets:
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and target != name:
                found.add(target)
    return found


def import_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports_of(name, path, known) for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of a graph: each a path that comes back to its start."""
    found, state = [], {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(trail[trail.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = "done"

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    return found


def test_the_circle_finder_finds_circles():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []
    assert circles({"p": {"p.x"}, "p.x": {"p"}}) == [["p", "p.x", "p"]]


def test_the_graph_reads_imports_inside_functions(tmp_path):
    pkg = tmp_path / "judge"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "low.py").write_text("def f():\n    from .sub import high\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "high.py").write_text("from .. import low\n")
    graph = import_graph(pkg)
    assert graph["judge.low"] == {"judge.sub.high"} and graph["judge.sub.high"] == {"judge.low"}
    assert circles(graph)


def test_no_import_circle_in_judge():
    assert circles(import_graph()) == []


def test_the_store_reaches_no_higher_layer():
    graph = import_graph()
    higher = ("judge.query", "judge.search", "judge.qa", "judge.sim", "judge.web", "judge.cli", "judge.pool",
              "judge.checks", "judge.ingest")
    for low in ("judge.store", "judge.writer", "judge.text", "judge.model", "judge.cards", "judge.resolver"):
        reached = {m for m in graph[low] if m.startswith(higher)}
        assert not reached, f"{low} imports {sorted(reached)}"


def test_the_simulator_reaches_no_database_or_question_code():
    graph = import_graph()
    for name, deps in graph.items():
        if name.startswith("judge.sim"):
            assert not {d for d in deps if d.startswith(("judge.store", "judge.query", "judge.search", "judge.web"))}


def test_modules_stay_small():
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400}
    assert not long, long
