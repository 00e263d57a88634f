"""Card effects: one small entry per card, registered through the `Fx` interface.

An entry fills only the hooks its card needs: `resolve` (what its activation does),
`flip`, continuous hooks (`atk_modifier`, `type_change`, `forbid_summon`, `state_check`…),
conditions that refuse an activation, and flags (`stays_on_field`, `no_tribute`, `fuses`).
The entries are grouped by kind of card; the engine finds them through `Effects`.
"""
from __future__ import annotations

from functools import cached_property

from ..state import Card
from .base import Fx
from .locks import LOCKS
from .monsters import MONSTERS
from .rivalry import RIVALRY
from .spells import LINGERING as SPELL_LINGERING, REPLACING as SPELL_REPLACING, SPELLS
from .spirits import SPIRIT
from .toons import TOON, TOONS
from .traps import TRAPS

EFFECTS: dict[str, Fx] = {**RIVALRY, **TOONS, **MONSTERS, **SPELLS, **TRAPS, **LOCKS}
# the rules every monster of a kind follows, for a card with no entry of its own
KINDS = (("toon", TOON), ("spirit", SPIRIT))
# what an effect leaves on a card "until the End Phase", by its key in the card's `fx` state:
# how it ends (the card whose effect left it may be long gone by then)
LINGERING = {**SPELL_LINGERING}
# what an effect left on a card that replaces its destruction ("remove the counter instead"), by
# its key in the card's `fx` state: (e, card, battle) -> True when it replaced it
REPLACING = {**SPELL_REPLACING}


class Effects:
    """Finds a card's effects: its own entry, or the rules its kind of monster follows."""

    def __init__(self, table: dict[str, Fx] = EFFECTS):
        self.table = table

    def for_card(self, card: Card) -> Fx | None:
        fx = self.table.get(card.name)
        if fx is None:
            return next((kind_fx for kind, kind_fx in KINDS if card.info.has(kind)), None)
        return fx

    def __contains__(self, name: str) -> bool:
        return name in self.table

    @cached_property
    def choice_keys(self) -> frozenset:
        """Every `choices` key a card entry reads ("player" stands for A and B)."""
        keys = {k for fx in [*self.table.values(), *(kind_fx for _, kind_fx in KINDS)] for k in fx.choice_keys}
        return frozenset(keys - {"player"} | ({"A", "B"} if "player" in keys else set()))

    def replaced(self, e, card: Card, battle: bool) -> bool:
        """Whether something an effect left on the card replaces its destruction now."""
        return any(REPLACING[key](e, card, battle) for key in list(card.fx) if key in REPLACING)

    def lingering_end(self, e) -> None:
        """The End Phase: what effects left on cards until then ends (control goes back…)."""
        for card in list(e.s.cards.values()):
            for key in [k for k in card.fx if k in LINGERING]:
                LINGERING[key](e, card)


__all__ = ["EFFECTS", "Effects", "Fx", "SPIRIT", "TOON"]
