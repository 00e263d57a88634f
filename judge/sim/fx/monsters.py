"""Monsters with effects: original ATK set by the card, Flip Effects, Union, a Token."""
from __future__ import annotations

from ..engine import OPP, Engine, choose, need
from ..state import Link
from .base import Fx, _equipped, _targets
from ..actions import special_summon, summon_allowed


def _morphing_jar(e: Engine, link: Link) -> None:
    for p in ("A", "B"):
        for u in list(e.s.players[p].hand):
            e.move(e.card(u), "graveyard")
    for p in ("A", "B"):
        e.draw(p, 5)


def _cyber_jar(e: Engine, link: Link) -> None:
    for m in e.monsters("A") + e.monsters("B"):
        e.destroy(m, "Cyber Jar")
    positions = link.choices.get("positions", {})
    for p in ("A", "B"):
        picked = [e.card(u) for u in e.s.players[p].deck[:5]]
        for c in picked:
            if c.info.kind == "Monster" and 0 < c.info.level <= 4 and None in e.s.players[p].monsters:
                chosen = {c.name: positions[k] for k in (c.ref(), c.name) if k in positions}
                pos = choose(chosen, c.name, ("attack", "set"), f"Cyber Jar: the position {c.name} is Summoned in")
                e._remove(c)
                e.place(c, p, "monster", "set" if pos == "set" else pos)
                c.summoned_this_turn = True
            else:
                e.move(c, "hand")
    e.settle()


def _kotss_original(e, c):
    gy = [e.card(u) for u in e.s.players[c.controller].graveyard]
    return 1000 * sum(1 for g in gy if g.name in ("King of the Skull Servants", "Skull Servant"))


def _behemoth_original(e, c):
    return 2000 if c.summon_tributes == 1 else None


def _fusilier_original(e, c):
    return 1400 if c.summon_tributes == 0 else None


def _fusilier_def(e, c):
    return 1000 if c.summon_tributes == 0 else None


def _fisherman_unattackable(e, src, m):
    return m.uid == src.uid and any(c.name == "Umi" and c.face_up for c in e.field_cards())


def union_applies(card) -> bool:
    """A Union monster's effects as an Equip Card apply only when it was equipped by its own
    effect (or one treated as its own: Formation Union), not when another effect made it an
    Equip Card (Relinquished)."""
    return card.area == "spell" and card.equipped_to is not None and not card.fx.get("equipped_by")


def equip_monster(e: Engine, card, holder, by: str = "") -> None:
    """A monster on the field becomes an Equip Card on `holder`, in the Spell & Trap Zone of
    `holder`'s controller; `by` names the effect that did it, if not the card's own."""
    e.changes_kind(card)
    e.place(card, holder.controller, "spell")
    card.equipped_to = holder.uid
    if by:
        card.fx["equipped_by"] = by
    else:
        card.fx.pop("equipped_by", None)


def union_equip(e: Engine, card, target) -> None:
    """The Union monster becomes an Equip Card on the target, as by its own effect."""
    equip_monster(e, card, target)


def union_unequip(e: Engine, card, by: str) -> None:
    """The equipped Union monster is Special Summoned, face-up Attack Position, to its controller's field."""
    e.changes_kind(card)
    card.equipped_to = None
    special_summon(e, card.controller, card, "attack", by)


def union_can_equip(e: Engine, player: str, card, target) -> None:
    """The rules a Union monster equips by: to one of its partners you control, one Union at a time."""
    partners = e.fx.for_card(card).union_partners
    need(target.area == "monster" and target.face_up and target.controller == player and target.name in partners,
         "a Union monster equips only to its own partner monster, face-up on your field",
         f"{card.name}: {', '.join(partners)}")
    need(not any(c.equipped_to == target.uid and c.info.has("union") for c in e.s.cards.values()),
         "a monster can be equipped with only 1 Union monster at a time")


def union_can_unequip(e: Engine, player: str, card) -> None:
    """The rules a Union monster unequips by: yours, equipped by its own effect, a free zone for
    the Special Summon it is, and no effect forbidding that Summon."""
    need(card.controller == player and union_applies(card), "a Union monster you control, equipped by its own effect")
    need(None in e.s.players[player].monsters, "a free Monster Zone is needed")
    summon_allowed(e, player, card, True)


def _union_resolve(e: Engine, link: Link) -> None:
    card = e.card(link.card)
    targets = _targets(e, link)
    if card.area == "spell":  # unequip: Special Summoned to its controller's field, face-up Attack Position
        if card.zone == "field":
            union_unequip(e, card, f"its own effect ({card.name})")
    elif targets:  # equip to the target, as an Equip card
        union_equip(e, card, targets[0])
    card.fx["moved_on_turn"] = e.s.turn


def _union_condition(e, player, card, targets, choices):
    need(card.fx.get("moved_on_turn") != e.s.turn, "a Union monster equips or unequips once per turn")
    if card.area == "spell":  # equipped: its controller may unequip it, a Special Summon
        union_can_unequip(e, player, card)
        need(not targets, "unequipping a Union monster targets nothing")
    if card.area == "monster":
        need(len(targets) == 1, "a Union monster equips to one monster")
        union_can_equip(e, player, card, targets[0])


def _union_bonus(n: int):
    return lambda e, src, target: n if union_applies(src) and _equipped(src, target) else 0


def _union_instead(e: Engine, src, card, battle: bool) -> bool:
    """(The Union rules of the time) "If the equipped monster would be destroyed by battle,
    destroy this card instead." """
    if battle and union_applies(src) and _equipped(src, card):
        e.destroy(src, f"instead of {card.ref()}, which it equips")
        return True
    return False


def union(*partners: str, atk: int = 0, defense: int = 0) -> Fx:
    """A Union monster of the Goat era: equips to a partner (or unequips) once per turn, gives it
    ATK/DEF, and is destroyed instead of it by battle."""
    return Fx(condition=_union_condition, resolve=_union_resolve, union_partners=partners,
              atk_modifier=_union_bonus(atk), def_modifier=_union_bonus(defense), destroy_instead=_union_instead)


def _absorbed(e: Engine, card):
    """The monster Relinquished equipped by its effect, if any."""
    return next((c for c in e.equipped_on(card) if c.fx.get("equipped_by") == card.name), None)


def _relinquished_condition(e, player, card, targets, choices):
    need(card.fx.get("used_on_turn") != e.s.turn, "Relinquished: once per turn")
    need(len(targets) == 1 and targets[0].area == "monster" and targets[0].controller != player,
         "Relinquished equips 1 monster your opponent controls")
    need(_absorbed(e, card) is None, "Relinquished equips only 1 monster at a time")


def _relinquished_activated(e: Engine, link: Link) -> None:
    e.card(link.card).fx["used_on_turn"] = e.s.turn


def _relinquished_resolve(e: Engine, link: Link) -> None:
    """The target becomes an Equip Card on it (not by a Union monster's own effect)."""
    card = e.card(link.card)
    for t in _targets(e, link):
        if card.zone == "field" and card.face_up and t.area == "monster":
            equip_monster(e, t, card, by=card.name)


def _relinquished_stat(stat: str):
    """Its ATK and DEF are those of the monster it equipped (printed: that card is an Equip Card now)."""
    def modifier(e, src, target):
        if target.uid != src.uid:
            return 0
        absorbed = _absorbed(e, src)
        return (getattr(absorbed.info, stat) or 0) if absorbed else 0
    return modifier


def _relinquished_instead(e: Engine, src, card, battle: bool) -> bool:
    """"If this card would be destroyed by battle, the equipped monster is destroyed instead." """
    absorbed = _absorbed(e, src)
    if battle and card.uid == src.uid and absorbed is not None:
        e.destroy(absorbed, f"instead of {src.ref()}")
        return True
    return False


def _hane_hane(e: Engine, link: Link) -> None:
    """FLIP: return 1 monster on the field to the hand (its player chooses which: `target`, a
    label or a name)."""
    field = e.monsters("A") + e.monsters("B")
    if not field:
        return
    given = link.choices.get("target")
    named = [m for m in field if given in (m.label, m.name)] if given else []
    # one of several alike (Tokens of one name) is the same choice; none named: there must be
    # only one monster to return, or the scenario has to say which
    refs = {m.label or m.name: m for m in field}
    target = named[0] if named else refs[choose({}, "target", refs, "Hane-Hane: the monster it returns to the hand")]
    e.move(target, "hand")  # a Fusion goes to the Extra Deck instead; a Token vanishes


def _don_zaloog(e: Engine, link: Link) -> None:
    """Discard 1 random card from the opponent's hand, or send the top 2 cards of their Deck to
    the Graveyard: `choices.effect` (hand or deck) says which, unless only one can apply; the
    random card is `choices.discard` (a scenario states what chance gave), unless there is one."""
    pl = e.s.players[OPP(link.player)]
    options = [name for name, cards in (("hand", pl.hand), ("deck", pl.deck)) if cards]
    if not options:
        return
    if choose(link.choices, "effect", options, "Don Zaloog: a card from the hand, or the top 2 of the Deck") == "hand":
        hand = {e.card(u).ref(): e.card(u) for u in pl.hand}
        e.move(hand[choose(link.choices, "discard", hand, "Don Zaloog: the random card discarded")], "graveyard")
    else:
        for u in list(pl.deck[:2]):
            e.move(e.card(u), "graveyard")


SPELL_COUNTERS_MAX = 3


def _spell_counter(e: Engine, src, link: Link) -> None:
    """Each time a Spell Card's activation resolves, one Spell Counter on it (at most 3)."""
    card = e.card(link.card)
    if link.effect == "activate" and card.info.kind == "Spell" and src.counters < SPELL_COUNTERS_MAX:
        src.counters += 1
        e.log.append(f"{src.ref()} gets a Spell Counter ({src.counters})")


def _sdm_condition(e, player, card, targets, choices):
    need(card.counters >= SPELL_COUNTERS_MAX, "Skilled Dark Magician: Tribute it with 3 Spell Counters",
         f"it has {card.counters}")


def _sdm_cost(e: Engine, link: Link) -> None:
    e.move(e.card(link.card), "graveyard")  # the cost: Tribute this card
    e.log.append(f"{link.player} Tributes {e.card(link.card).ref()}")


def _sdm_resolve(e: Engine, link: Link) -> None:
    """Special Summon 1 "Dark Magician" from the hand, Deck or Graveyard (the player chooses which)."""
    pl = e.s.players[link.player]
    found = {}
    for zone in ("hand", "deck", "graveyard"):
        for u in getattr(pl, zone):
            if e.card(u).name == "Dark Magician":
                found.setdefault(zone, e.card(u))
    if found:
        zone = choose(link.choices, "from", found, "where the Dark Magician comes from")
        special_summon(e, link.player, found[zone], "attack", "Skilled Dark Magician")


def _no_spell_trap_while_attacking(e: Engine, src, player: str, card) -> None:
    """While it attacks (until the end of the Damage Step), its controller's opponent cannot
    activate Spell or Trap Cards."""
    attacking = e.s.attack is not None and e.s.attack.attacker == src.uid
    need(not (attacking and player != src.controller and card.info.kind in ("Spell", "Trap")),
         f"{src.name}: no Spell or Trap Card while it attacks", card.ref())


MONSTERS: dict[str, Fx] = {
    # a Gemini monster (an Effect Monster once Gemini Summoned): "If this card attacks, your
    # opponent cannot activate any Spell/Trap Cards until the end of the Damage Step."
    "Ancient Gear Knight": Fx(bars_activation=_no_spell_trap_while_attacking),
    "Skilled Dark Magician": Fx(after_resolve=_spell_counter, condition=_sdm_condition, cost=_sdm_cost, choice_keys=("from",),
                                resolve=_sdm_resolve),
    "King of the Skull Servants": Fx(original_atk=_kotss_original),
    "Behemoth the King of All Animals": Fx(original_atk=_behemoth_original, tribute_range=lambda e, c: (1, 2)),
    "Fusilier Dragon, the Dual-Mode Beast": Fx(original_atk=_fusilier_original, original_def=_fusilier_def,
                                               tribute_range=lambda e, c: (0, 2)),
    "Sheep Token": Fx(no_tribute=True),
    "The Legendary Fisherman": Fx(unattackable=_fisherman_unattackable),
    "Morphing Jar": Fx(flip=_morphing_jar),
    "Don Zaloog": Fx(trigger=_don_zaloog, on_battle_damage=True, choice_keys=("effect", "discard")),
    "Cyber Jar": Fx(flip=_cyber_jar, choice_keys=("positions",)),
    "Z-Metal Tank": union("X-Head Cannon", atk=600, defense=600),
    "Relinquished": Fx(condition=_relinquished_condition, on_activate=_relinquished_activated,
                       resolve=_relinquished_resolve, atk_modifier=_relinquished_stat("atk"),
                       def_modifier=_relinquished_stat("defense"), destroy_instead=_relinquished_instead,
                       shares_battle_damage=lambda e, c: _absorbed(e, c) is not None),
    "Hane-Hane": Fx(flip=_hane_hane, choice_keys=("target",)),
}
