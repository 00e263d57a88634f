"""Trap Cards: Normal, Continuous and Counter."""
from __future__ import annotations

from ..actions import decided_to_go, special_summon
from ..engine import OPP, Engine, need
from ..state import Card, Link
from .base import Fx, Hook, _destroy_targets, _one_target, _targets, discard_cost, pay_cost
from .monsters import union_can_equip, union_can_unequip, union_equip, union_unequip
from .spells import _revive, _revive_condition


def _pwwb(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        if decided_to_go(e, t):
            e.log.append(f"{t.ref()} is already decided to be destroyed: it stays")
            continue
        e.move(t, "deck", top=True)


def _pwwb_condition(e, player, card, targets, choices):
    need(len(targets) == 1, "Phoenix Wing Wind Blast targets one card on the field")


def _pwwb_cost(e: Engine, link: Link) -> None:
    discard_cost(e, link, "Phoenix Wing Wind Blast")


def _ojama_trio(e: Engine, link: Link) -> None:
    opp = OPP(link.player)
    for _ in range(3):
        special_summon(e, opp, e.new_token("Ojama Token", opp, 0, 1000, "Beast", 2, "LIGHT"), "defense", "Ojama Trio")


def _ojama_condition(e, player, card, targets, choices):
    need(e.s.players[OPP(player)].monsters.count(None) >= 3, "the opponent must have 3 open Monster Zones")


def _reinforcements(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        t.until_end.append(("atk", 500))


def _mirror_wall(e, src, target):
    att = e.s.attack
    return bool(att and att.attacker == target.uid and target.controller != src.controller)


def _gravity_bind(e, src, attacker, target):
    need(e.level(attacker) < 4, "Gravity Bind: Level 4 or higher monsters cannot attack")


def _gravity_resolve(e: Engine, link: Link) -> None:
    att = e.s.attack
    if att and e.level(e.card(att.attacker)) >= 4:  # the attack in progress stops
        e.card(att.attacker).attacked_this_turn = True
        e.s.attack = None
        e.log.append("Gravity Bind stops the attack")


def _flip_all_own(position: str) -> Hook:
    def resolve(e: Engine, link: Link) -> None:
        for m in e.monsters(link.player):
            if m.position == "set":
                e.flip_up(m, position, e.card(link.card).name)
            else:
                m.position = position
    return resolve


def _dna_surgery(e, src, target, value):
    return src.declared or None


def _dna_condition(e, player, card, targets, choices):
    need(bool(choices.get("type")), "DNA Surgery: declare a Type (choices: {type: …})")
    card.declared = choices["type"]


def _d_tribe(e: Engine, link: Link) -> None:
    for m in e.monsters(link.player, face_up=True):
        m.type_until_end = "Dragon"


def _magical_hats(e: Engine, link: Link) -> None:
    for name in link.choices.get("hats", []):
        for p in (link.player,):
            hat = e.new_token("Magical Hat", p, 0, 0, "")
            hat.info = hat.info.__class__(name, "Monster", "Token", "", "", 0, 0, 0, 0)
            special_summon(e, p, hat, "set", "Magical Hats")


def _trap_hole_condition(e, player, card, targets, choices):
    last = e.s.last_summon
    need(last is not None and last[1] in ("normal", "flip"), "Trap Hole answers a Normal or Flip Summon")
    need(len(targets) == 1 and targets[0].uid == last[0], "Trap Hole targets the monster just Summoned")
    need(e.atk(targets[0]) >= 1000, "Trap Hole: a monster with 1000 or more ATK")


def _spell_trap_activation(e: Engine, link: Link | None) -> bool:
    """Whether a Chain Link is the activation of a Spell or Trap Card."""
    return link is not None and link.effect == "activate" and e.card(link.card).info.kind in ("Spell", "Trap")


def _solemn_condition(e, player, card, targets, choices):
    """"When a monster would be Summoned, OR a Spell/Trap Card is activated": chained to a Spell
    or Trap activation it answers that; else the Summon just made."""
    if _spell_trap_activation(e, e.s.chain[-1] if e.s.chain else None):
        return
    last = e.s.last_summon
    need(last is not None and e.card(last[0]).zone == "field",
         "Solemn Judgment answers a Summon or a Spell or Trap Card's activation")


def _solemn_cost(e: Engine, link: Link) -> None:
    pl = e.s.players[link.player]
    need(pl.lp > 1, "Solemn Judgment costs half your Life Points")
    e.log.append(f"{link.player} pays {pl.lp // 2} Life Points")
    pl.lp -= pl.lp // 2


def _solemn(e: Engine, link: Link) -> None:
    i = e.s.chain.index(link)
    answered = e.s.chain[i - 1] if i > 0 else None
    if _spell_trap_activation(e, answered):
        answered.effect = "negated"  # the activation is negated, and the card destroyed
        e.destroy(e.card(answered.card), "negated by Solemn Judgment")
        return
    last = e.s.last_summon
    if last:
        e.destroy(e.card(last[0]), "Solemn Judgment")


def _negate_previous(kind: str) -> tuple[Hook, Hook]:
    def condition(e, player, card, targets, choices):
        need(bool(e.s.chain), f"{card.name} answers the activation of a {kind} Card")
        need(e.card(e.s.chain[-1].card).info.kind == kind, f"{card.name} negates a {kind} Card's activation")

    def resolve(e: Engine, link: Link) -> None:
        i = e.s.chain.index(link)
        if i > 0:
            target = e.s.chain[i - 1]
            target.effect = "negated"
            e.destroy(e.card(target.card), f"negated by {e.card(link.card).name}")
    return condition, resolve


_JAMMER = _negate_previous("Spell")


_SEVEN_TOOLS = _negate_previous("Trap")


def _haunted_leaves(e: Engine, card: Card) -> None:
    """"When this card leaves the field, destroy that monster" (still the monster it brought back)."""
    if card.equipped_to is not None:
        m = e.card(card.equipped_to)
        if m.zone == "field" and m.area == "monster":
            e.destroy(m, f"{card.ref()} left the field")


def _formation_condition(e, player, card, targets, choices):
    need(bool(targets) and targets[0].info.has("union") and targets[0].controller == player and targets[0].face_up,
         "Formation Union targets a face-up Union monster you control")
    union = targets[0]
    if union.area == "monster":  # equip it to a monster on your field it could equip by its own effect
        need(len(targets) == 2, "Formation Union names the Union monster and the monster it equips")
        union_can_equip(e, player, union, targets[1])
    else:  # unequip it: a Special Summon, face-up Attack Position, by the Union's own rules
        need(len(targets) == 1, "Formation Union unequips one equipped Union monster")
        union_can_unequip(e, player, union)


def _formation_union(e: Engine, link: Link) -> None:
    """Equip or unequip a Union monster: treated as its own effect ("by its own effect")."""
    targets = [e.card(u) for u in link.targets]
    union = targets[0]
    if union.zone != "field":
        return
    if union.area == "monster" and len(targets) == 2 and targets[1].zone == "field" and targets[1].area == "monster":
        union_equip(e, union, targets[1])
    elif union.area == "spell":
        union_unequip(e, union, "Formation Union")


TRAPS: dict[str, Fx] = {
    "Trap Hole": Fx(condition=_trap_hole_condition, resolve=_destroy_targets),
    "Jar of Greed": Fx(resolve=lambda e, link: e.draw(link.player)),
    "Phoenix Wing Wind Blast": Fx(condition=_pwwb_condition, cost=_pwwb_cost, resolve=_pwwb,
                                  choice_keys=("discard",)),
    "Call of the Haunted": Fx(resolve=_revive("haunted"), condition=_revive_condition(True), continuous=True,
                              targets_off_field=True, on_leave=_haunted_leaves),
    "Dust Tornado": Fx(condition=_one_target("opponent's Spell or Trap"), resolve=_destroy_targets),
    "Reinforcements": Fx(condition=_one_target("face-up monster"), resolve=_reinforcements),
    "Mirror Wall": Fx(continuous=True, resolve=lambda e, link: None, atk_halver=_mirror_wall),
    "Ojama Trio": Fx(condition=_ojama_condition, resolve=_ojama_trio),
    "Gravity Bind": Fx(continuous=True, resolve=_gravity_resolve, attack_rule=_gravity_bind),
    "Desert Sunlight": Fx(resolve=_flip_all_own("defense")),
    "DNA Surgery": Fx(choice_keys=("type",), condition=_dna_condition, resolve=lambda e, link: None, continuous=True,
                      type_change=_dna_surgery),
    "D. Tribe": Fx(resolve=_d_tribe),
    "Formation Union": Fx(condition=_formation_condition, resolve=_formation_union),
    "Magical Hats": Fx(resolve=_magical_hats, choice_keys=("hats",)),
    "Solemn Judgment": Fx(condition=_solemn_condition, cost=_solemn_cost, resolve=_solemn),
    # "Discard 1 card. Negate the activation of a Spell Card and destroy it."
    "Magic Jammer": Fx(condition=_JAMMER[0], cost=lambda e, link: discard_cost(e, link, "Magic Jammer"),
                       resolve=_JAMMER[1]),
    # "Pay 1000 Life Points. Negate the activation of a Trap Card and destroy it."
    "Seven Tools of the Bandit": Fx(condition=_SEVEN_TOOLS[0], cost=pay_cost(1000), resolve=_SEVEN_TOOLS[1]),
}
