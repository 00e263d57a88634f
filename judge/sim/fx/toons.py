"""Toon World and the rules every Toon Monster follows."""
from __future__ import annotations

from dataclasses import replace

from ..engine import OPP, Engine, need
from ..state import Card
from .base import Fx


def _toon_world(e: Engine, player: str) -> bool:
    return any(c.name == "Toon World" and c.face_up for c in e.field_cards(player))


def _toon_condition(e: Engine, player: str, card: Card) -> None:
    need(_toon_world(e, player), "a Toon Monster comes into play only while you control Toon World")


def _toon_attack_rule(e: Engine, src: Card, attacker: Card, target: Card | None) -> None:
    if src.uid == attacker.uid:
        need(not attacker.summoned_this_turn, "a Toon Monster cannot attack the turn it was Summoned")
        need(e.s.players[attacker.controller].lp > 500, "a Toon Monster's attack costs 500 Life Points")
    elif src.controller != attacker.controller and src.face_up:
        need(target is not None and target.info.has("toon"),
             "while the opponent has a Toon Monster, the attack must target it")


def _toon_world_destroyed(e: Engine, card: Card) -> None:
    for m in list(e.monsters(card.controller) + e.monsters(OPP(card.controller))):
        if m.info.has("toon") and m.face_up:
            e.destroy(m, "Toon World was destroyed")


def _toon_direct(e: Engine, src: Card, attacker: Card) -> bool:
    """A Toon attacks directly unless the opponent controls a Toon."""
    return src.uid == attacker.uid and not any(m.info.has("toon") for m in e.monsters(OPP(attacker.controller), True))


TOON = Fx(summon_condition=_toon_condition, attack_rule=_toon_attack_rule, direct_attack=_toon_direct,
          attack_cost=lambda e, c: e.damage(c.controller, 500))


# the Toons of the era that "cannot be Normal Summoned or Set": each is Special Summoned from the
# hand while its controller has Toon World, Tributing as a Normal Summon of its Level would
# ("Toon Monsters são considerados Special Summon, MAS AINDA PRECISAM DE TRIBUTO")
SPECIAL_TOONS = ("Toon Mermaid", "Toon Summoned Skull", "Manga Ryu-Ran", "Blue-Eyes Toon Dragon")

TOONS: dict[str, Fx] = {
    **{name: replace(TOON, own_summon=True) for name in SPECIAL_TOONS},
    "Toon World": Fx(continuous=True, resolve=lambda e, link: e.damage(link.player, 1000),
                     on_destroyed=_toon_world_destroyed),
}
