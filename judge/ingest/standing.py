"""A thread's replies in the order their site ranks them: on a Q&A site or a forum's API a reply
carries whether the asker accepted it ("is_accepted": true) and its votes ("score": 12). The
accepted reply answers the question, else the best voted; a reply voted below zero is no ruling
(its readers say it is wrong) when another reply is there to answer.

>>> replies = [{"body": "I think so.", "score": -2}, {"body": "No, it cannot.", "score": 5, "is_accepted": True}]
>>> [r["body"] for r in by_standing(replies)]
['No, it cannot.']
>>> [r["body"] for r in by_standing([{"body": "Yes."}, {"body": "No."}])]
['Yes.', 'No.']
"""
from __future__ import annotations

import re

ACCEPTED = frozenset({"isaccepted", "accepted", "isanswer", "bestanswer", "acceptedanswer", "solution",
                      "aceita", "aceito", "melhorresposta", "solucao", "solução"})
SCORE = frozenset({"score", "votes", "upvotes", "ups", "votecount", "points", "votos", "pontos", "pontuacao",
                   "pontuação"})


def _key(name) -> str:
    return re.sub(r"[\s_\-]", "", str(name).lower())


def rates(field) -> bool:
    """Whether a field of a reply says how its readers rate it (its votes, whether it was accepted)."""
    return _key(field) in ACCEPTED | SCORE


def _standing(reply) -> tuple[bool, float]:
    """Whether a reply is the accepted one, and its votes (0 when it has none)."""
    if not isinstance(reply, dict):
        return False, 0.0
    accepted, score = False, 0.0
    for k, v in reply.items():
        key = _key(k)
        if key in ACCEPTED and v is True:
            accepted = True
        elif key in SCORE and isinstance(v, (int, float)) and not isinstance(v, bool):
            score = float(v)
    return accepted, score


def by_standing(replies: list) -> list:
    """The replies, the accepted one first, then by votes (a stable order: as they came when
    none has any), without those voted below zero unless none is left."""
    standing = [_standing(r) for r in replies]
    if not any(accepted or score for accepted, score in standing):
        return list(replies)
    order = sorted(range(len(replies)), key=lambda i: (not standing[i][0], -standing[i][1]))
    kept = [replies[i] for i in order if standing[i][1] >= 0]
    return kept or [replies[i] for i in order]
