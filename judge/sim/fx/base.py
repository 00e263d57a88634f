"""The interface cards use to act (`Fx`), and small helpers the card entries share."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..engine import Engine, choose, need
from ..state import Card, Link

Hook = Callable | None


@dataclass
class Fx:
    resolve: Hook = None
    flip: Hook = None
    trigger: Hook = None  # (e, link): what its Trigger Effect does when it resolves
    on_battle_damage: bool = False  # its trigger activates when it inflicts Battle Damage to the opponent
    condition: Hook = None
    continuous: bool = False
    targets_off_field: bool = False
    equip_allowed: Hook = None
    original_atk: Hook = None
    original_def: Hook = None
    original_atk_factor: Hook = None
    atk_modifier: Hook = None
    def_modifier: Hook = None
    atk_halver: Hook = None
    type_change: Hook = None
    direct_attack: Hook = None
    unattackable: Hook = None
    attack_rule: Hook = None
    attack_cost: Hook = None
    forbid_summon: Hook = None
    summon_condition: Hook = None
    tribute_range: Hook = None
    state_check: Hook = None
    on_leave: Hook = None  # (e, card): it has left the field; what it equipped and its fx state still set
    on_destroyed: Hook = None
    # (e, src, card, battle) -> True when src replaces card's destruction ("destroy this card instead")
    destroy_instead: Hook = None
    shares_battle_damage: Hook = None  # (e, card) -> whether its controller's battle damage from its battles is dealt to the opponent too
    union_partners: tuple = ()  # a Union monster: the monsters it equips to by its own effect
    end_phase: Hook = None
    face_up: Hook = None  # (e, card, how): it came face-up on the field ("normal", "special", "flip")
    negates: Hook = None  # (e, src, card) -> whether src negates card's effects while both are on the field
    bars_activation: Hook = None  # (e, src, player, card): refuse the activation of a card (need)
    on_activate: Hook = None  # (e, link): what activating it does at once besides its cost (a restriction)
    cost: Hook = None  # (e, link): its cost, paid on activation once every rule allows it (need() refuses)
    # the `choices` keys its activation and hooks read ("player": A and B, a choice per player);
    # a scenario that gives another is wrong, and says so
    choice_keys: tuple = ()
    after_resolve: Hook = None  # (e, src, link): a face-up card that watches each Chain Link resolve
    own_summon: bool = False  # Special Summoned from the hand by its own procedure (Tributes by Level), never Normal Summoned
    stays_on_field: bool = False
    no_tribute: bool = False
    fuses: bool = False


def pay_cost(amount: int) -> Hook:
    """A Life Point cost, paid when the card is activated."""
    def pay(e: Engine, link: Link) -> None:
        lp = e.s.players[link.player].lp
        need(lp >= amount, f"a cost of {amount} Life Points cannot be paid", f"{link.player} has {lp}")
        e.s.players[link.player].lp = lp - amount
        e.log.append(f"{link.player} pays {amount} Life Points")
    return pay


def discard_cost(e: Engine, link: Link, name: str) -> None:
    """Discard 1 card as a cost: the card `choices.discard` names, or the only card in the hand
    (with several, the scenario says which: nothing is discarded by default)."""
    hand = [e.card(u) for u in e.s.players[link.player].hand]
    need(bool(hand), f"{name} costs a card from your hand")
    pick = choose(link.choices, "discard", [c.ref() for c in hand], f"{name}: the card discarded as its cost")
    card = next(c for c in hand if c.ref() == pick)
    e.move(card, "graveyard")
    e.log.append(f"{link.player} discards {card.ref()} (the cost of {name})")


def _targets(e: Engine, link: Link) -> list[Card]:
    return [e.card(u) for u in link.targets if e.card(u).zone == "field"]


def _one_target(kind: str) -> Hook:
    def check(e, player, card, targets, choices):
        need(len(targets) == 1, f"{card.name} targets one {kind}")
        t = targets[0]
        if kind == "monster":
            need(t.area == "monster", f"{card.name} targets a monster")
        elif kind == "face-up monster":
            need(t.area == "monster" and t.face_up, f"{card.name} targets a face-up monster")
        elif kind == "Spell or Trap":
            need(t.area in ("spell", "fieldzone") or t.info.kind in ("Spell", "Trap"),
                 f"{card.name} targets a Spell or Trap Card")
        elif kind == "opponent's Spell or Trap":
            need(t.controller != player and t.area in ("spell", "fieldzone"), f"{card.name} targets your opponent's Spell or Trap")
    return check


def _equipped(src: Card, target: Card) -> bool:
    return src.equipped_to == target.uid


def _equip(e: Engine, link: Link) -> None:
    card = e.card(link.card)
    targets = _targets(e, link)
    if targets and targets[0].face_up:
        card.equipped_to = targets[0].uid


def _kind_check(field: str, value: str, rule: str) -> Hook:
    def check(e, card, target):
        actual = e.mtype(target) if field == "type" else target.info.attribute
        need(actual == value, rule, f"{target.ref()} is {actual}")
    return check


def _plus(n: int) -> Hook:
    return lambda e, src, target: n if _equipped(src, target) else 0


def _minus(n: int) -> Hook:
    return lambda e, src, target: -n if _equipped(src, target) else 0


def _destroy_targets(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        e.destroy(t, e.card(link.card).name)


def _take_control(e: Engine, t: Card, player: str) -> None:
    pl = e.s.players[player]
    if None not in pl.monsters:
        e.destroy(t, "no free Monster Zone to take it into")
        return
    position = t.position
    equips = [c for c in e.s.cards.values() if c.equipped_to == t.uid]
    e.place(t, player, "monster", position)
    for c in equips:  # Equip cards stay where they are, still equipped
        c.equipped_to = t.uid


def _field_boost(types: tuple[str, ...], amount: int) -> Hook:
    return lambda e, src, target: amount if target.area == "monster" and target.face_up and e.mtype(target) in types else 0
