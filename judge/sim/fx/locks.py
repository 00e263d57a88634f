"""Cards that lock parts of the game while face-up: what cannot be activated, whose effects are
negated, who may not Summon this turn. Each uses the engine's generic hooks (`negates`,
`bars_activation`, `on_activate` with `Engine.restrict`); the engine names no card."""
from __future__ import annotations

from ..engine import Engine, need
from ..state import Card, Link
from .base import Fx, Hook, pay_cost


def _negates_kind(kind: str, others_only: bool = False) -> Hook:
    """Negate the effects of every card of this kind on the field (but its own)."""
    def negates(e: Engine, src: Card, card: Card) -> bool:
        return card.info.kind == kind and not (others_only and card.uid == src.uid)
    return negates


def _face_up_monsters(e: Engine, src: Card, card: Card) -> bool:
    return card.info.kind == "Monster" and card.area == "monster" and card.face_up


def _cannot_activate(kind: str) -> Hook:
    def bars(e: Engine, src: Card, player: str, card: Card) -> None:
        need(card.info.kind != kind, f"{src.name}: {kind} Cards cannot be activated", card.ref())
    return bars


def _stays(e: Engine, link: Link) -> None:
    """A Continuous card's activation: it stays face-up and applies; nothing else happens."""


LOCKS: dict[str, Fx] = {
    # "Trap Cards cannot be activated. Negate all Trap effects on the field."
    "Jinzo": Fx(negates=_negates_kind("Trap"), bars_activation=_cannot_activate("Trap")),
    # "Spell Cards cannot be activated. Negate all Spell effects on the field."
    "Spell Canceller": Fx(negates=_negates_kind("Spell"), bars_activation=_cannot_activate("Spell")),
    # "Negate all other Trap effects on the field."
    "Royal Decree": Fx(continuous=True, resolve=_stays, negates=_negates_kind("Trap", others_only=True)),
    # "Negate all Spell effects on the field." (its Standby Phase cost of 700 is not modelled)
    "Imperial Order": Fx(continuous=True, resolve=_stays, negates=_negates_kind("Spell")),
    # "Activate by paying 1000 Life Points. Negate the effects of all face-up monsters on the field."
    "Skill Drain": Fx(continuous=True, resolve=_stays, negates=_face_up_monsters, cost=pay_cost(1000)),
}
