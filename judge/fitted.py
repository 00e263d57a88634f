"""What the tools fitted on judge questions (tools/fit_ranking.py, tools/fit_confidence.py) and
kept in data/ranking.json: the ranking's weights, the confidence's thresholds and its model of
the evidence. Read once a process, by whichever asks first."""
from __future__ import annotations

import json
from functools import lru_cache

from .model import DATA_DIR

WEIGHTS_FILE = DATA_DIR / "ranking.json"


@lru_cache(maxsize=1)
def ranking_file() -> dict:
    """data/ranking.json as a dict; {} when it is missing or unreadable (each reader says what it lacks)."""
    try:
        return json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
