"""Plot search latency against corpus size from `python -m bench --json` output.

    python -m bench --json > figures.json && python -m bench.plot figures.json docs/latency.png
"""
from __future__ import annotations

import json
import sys


def main(src: str, out: str) -> int:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figures = json.load(open(src, encoding="utf-8"))["search"]
    points = sorted((v["records"], v) for k, v in figures.items() if isinstance(v, dict) and "records" in v)
    sizes = [n for n, _ in points]
    fig, ax = plt.subplots(figsize=(6, 4), dpi=100)
    for key, style, label in (("search", "-o", "judge search"), ("bare_fts", "--s", "bare FTS5 OR-query")):
        ax.plot(sizes, [v[key]["p50_ms"] for _, v in points], style, label=f"{label} p50")
        ax.plot(sizes, [v[key]["p99_ms"] for _, v in points], style, alpha=0.5, label=f"{label} p99")
    ax.set_xscale("log")
    ax.set_xlabel("records in the database")
    ax.set_ylabel("latency (ms, warm, in-process)")
    ax.set_title("Search latency against corpus size")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
