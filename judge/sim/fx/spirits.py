"""The rule every Spirit monster follows: it returns to its owner's hand in the End Phase of a
turn it was Normal Summoned or flipped face-up (by a Flip Summon, by an attack, by an effect)."""
from __future__ import annotations

from ..engine import Engine
from ..state import Card
from .base import Fx

RETURNS = "spirit_returns_on_turn"  # the turn it came face-up the way that sends it back


def _came_face_up(e: Engine, card: Card, how: str) -> None:
    if how in ("normal", "flip"):  # a Special Summon does not send it back
        card.fx[RETURNS] = e.s.turn


def _end_phase(e: Engine, card: Card) -> None:
    if card.fx.pop(RETURNS, None) == e.s.turn and card.area == "monster" and card.face_up:
        e.move(card, "hand")
        e.log.append(f"{card.ref()} returns to its owner's hand (a Spirit monster)")


SPIRIT = Fx(face_up=_came_face_up, end_phase=_end_phase)
