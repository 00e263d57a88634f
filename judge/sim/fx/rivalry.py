"""Rivalry of Warlords: one face-up Type per player, with every case of its ruling."""
from __future__ import annotations

from collections import Counter

from ..engine import Engine, choose, need
from ..state import Card, Link
from .base import Fx


def _typed(e: Engine, player: str) -> list[Card]:
    """Face-up monsters that have a Type (the cards under Magical Hats have none)."""
    return [m for m in e.monsters(player, face_up=True) if e.mtype(m)]


def _rivalry_resolve(e: Engine, link: Link) -> None:
    kept = e.card(link.card).fx.setdefault("kept", {})  # the Type each player keeps, on this card
    for p in ("A", "B"):
        mons = _typed(e, p)
        if not mons:
            kept[p] = ""
            continue
        keep = choose(link.choices, p, {e.mtype(m) for m in mons}, f"the Type {p} keeps face-up")
        for m in mons:
            if e.mtype(m) != keep:
                e.move(m, "graveyard")  # sent, not destroyed
        kept[p] = keep


def _rivalry_forbid(e: Engine, src: Card, player: str, card: Card, face_up: bool, leaving: list[Card]) -> None:
    if not face_up or not card.info.type:
        return
    staying = [m for m in _typed(e, player) if m not in leaving and m.uid != card.uid]
    types = {e.mtype(m) for m in staying}
    need(not types or types == {e.mtype(card)}, "Rivalry of Warlords: only one Type of face-up monster",
         f"{card.ref()} is {e.mtype(card)}, you control {', '.join(sorted(types))}")


def _rivalry_check(e: Engine, src: Card) -> bool:
    changed = False
    kept = src.fx.setdefault("kept", {})
    for p in ("A", "B"):
        mons = _typed(e, p)
        types = Counter(e.mtype(m) for m in mons)
        if not types:
            kept[p] = ""
            continue
        # the Type already kept stays; else the player chooses (several Types arriving at once)
        keep = kept.get(p) if kept.get(p) in types else choose(
            e.choices, p, types, f"Rivalry of Warlords: the Type {p} keeps face-up")
        kept[p] = keep
        for m in mons:
            if e.mtype(m) != keep:
                e.destroy(m, f"Rivalry of Warlords: {p} keeps {keep}")
                changed = True
    return changed


RIVALRY: dict[str, Fx] = {
    "Rivalry of Warlords": Fx(resolve=_rivalry_resolve, continuous=True, forbid_summon=_rivalry_forbid,
                              state_check=_rivalry_check, choice_keys=("player",)),
}
