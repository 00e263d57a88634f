"""Player actions and the rules that allow or refuse them: summons, Spells/Traps, chains
(battle and the turn's phases: `battle.py`).

Each action checks small named rules first (`need(...)` raises a Refusal naming the rule),
and changes the state only when every rule allows it.
"""
from __future__ import annotations

from .engine import Engine, NotModelled, Refusal, need
from .state import Card, Link


def tributes_needed(level: int) -> int:
    """Level 5–6: one Tribute; Level 7 or more: two."""
    return 0 if level <= 4 else 1 if level <= 6 else 2


def main_phase(e: Engine, player: str) -> None:
    need(e.s.turn_player == player, "only during your own turn")
    need(e.s.phase in ("main1", "main2"), "only in your Main Phase")
    need(not e.s.chain, "only while no chain is open")


def summon_allowed(e: Engine, player: str, card: Card, face_up: bool, leaving: list[Card] = (),
                   by: str = "") -> None:
    """Continuous effects on the field that forbid this monster to arrive (and its own condition),
    and a restriction the player took on this turn (a Summon by that same card's effect excepted)."""
    rule = e.restricted(player, "summon", unless_by=by)
    if rule:
        raise Refusal(rule, card.ref())
    own = e.effect(card)
    if own and own.summon_condition:
        own.summon_condition(e, player, card)
    for src in e.active():
        fx = e.effect(src)
        if fx and fx.forbid_summon and src.uid != card.uid:
            fx.forbid_summon(e, src, player, card, face_up, list(leaving))


# -- monsters ----------------------------------------------------------------------
def normal_summon(e: Engine, player: str, card: Card, tributes: list[Card], position: str = "attack",
                  set_it: bool = False) -> None:
    main_phase(e, player)
    if card.zone == "field" and card.info.has("gemini") and not set_it:
        gemini_summon(e, player, card, tributes)
        return
    need(card.zone == "hand" and card.controller == player, "a Normal Summon or Set is from your hand")
    need(card.info.kind == "Monster", "only a monster can be Summoned")
    need(not card.info.extra_deck, "a Fusion, Synchro or Xyz monster can never be in the hand")
    need(not card.info.has("ritual"), "a Ritual Monster comes only through its Ritual")
    own = e.effect(card)
    need(not (own and own.own_summon), "this card is Special Summoned by its own procedure, never Normal Summoned or Set",
         card.ref())
    need(not e.s.players[player].normal_summoned, "one Normal Summon or Set per turn")
    low, high = (own.tribute_range(e, card) if own and own.tribute_range
                 else (tributes_needed(e.level(card)),) * 2)
    check_tributes(e, player, card, tributes, low, high)
    if not set_it:
        need(position == "attack", "a Normal Summon is in face-up Attack Position")
        summon_allowed(e, player, card, True, tributes)
    for t in tributes:
        e.move(t, "graveyard")
    e.place(card, player, "monster", "set" if set_it else "attack")
    card.summoned_this_turn = True
    card.summon_tributes = len(tributes)
    card.set_this_turn = set_it
    e.s.players[player].normal_summoned = True
    e.log.append(f"{player} {'sets' if set_it else 'Normal Summons'} {card.ref()}"
                 + (f" tributing {', '.join(t.ref() for t in tributes)}" if tributes else ""))
    if not set_it:
        summoned(e, card, "normal")


def gemini_summon(e: Engine, player: str, card: Card, tributes: list[Card]) -> None:
    """A face-up Gemini monster you control, Normal Summoned a second time: it becomes an Effect
    Monster. It is your Normal Summon for the turn and needs no Tribute."""
    need(card.controller == player and card.area == "monster" and card.face_up,
         "a Gemini monster is Gemini Summoned while face-up on your field")
    need(not card.gemini_summoned, "a Gemini monster is Gemini Summoned once")
    need(not tributes, "a Gemini Summon needs no Tribute")
    need(not e.s.players[player].normal_summoned, "one Normal Summon or Set per turn")
    card.gemini_summoned = True
    e.s.players[player].normal_summoned = True
    e.log.append(f"{player} Gemini Summons {card.ref()}: it is an Effect Monster now")


def check_tributes(e: Engine, player: str, card: Card, tributes: list[Card], low: int, high: int) -> None:
    """Tributes for a Summon: as many as its Level asks (or its own range), monsters you control,
    none that cannot be Tributed."""
    need(low <= len(tributes) <= high, "Tributes by Level: 5–6 one, 7 or more two",
         f"{card.ref()} needs {low if low == high else f'{low}-{high}'}, got {len(tributes)}")
    for t in tributes:
        need(t.zone == "field" and t.area == "monster" and t.controller == player,
             "Tributes are monsters you control", t.ref())
        tfx = e.effect(t)
        need(not (tfx and tfx.no_tribute), "this Token cannot be Tributed for a Tribute Summon", t.ref())


def summoned(e: Engine, card: Card, how: str) -> None:
    """Tell the effects that wait for a Summon (e.g. a Trap that answers one), and the card
    itself when the Summon put it face-up."""
    e.s.last_summon = (card.uid, how)
    if how != "flip" and card.zone == "field" and card.face_up:  # a flip was told by `flip_up`
        e.came_face_up(card, how)


def flip_summon(e: Engine, player: str, card: Card, choices: dict | None = None) -> None:
    main_phase(e, player)
    need(card.area == "monster" and card.controller == player and card.position == "set",
         "a Flip Summon turns your face-down monster face-up")
    need(not card.set_this_turn, "not the turn it was Set")
    summon_allowed(e, player, card, True)
    e.flip_up(card, "attack", "Flip Summon")
    if choices and e.s.pending and e.s.pending[-1].card == card.uid:
        e.s.pending[-1].choices = dict(choices)
    card.position_changed = True
    summoned(e, card, "flip")
    start_pending_chain(e)


def change_position(e: Engine, player: str, card: Card) -> None:
    main_phase(e, player)
    need(card.area == "monster" and card.controller == player, "you change your own monster's position")
    need(card.position != "set", "a face-down monster is Flip Summoned, not changed")
    need(not card.summoned_this_turn, "not the turn it was Summoned")
    need(not card.position_changed, "once per turn")
    card.position = "defense" if card.position == "attack" else "attack"
    card.position_changed = True


def special_summon(e: Engine, player: str, card: Card, position: str = "attack", by: str = "",
                   tributes: list[Card] = ()) -> None:
    """A Special Summon: by a card's own procedure from the hand (a Toon of the era, with Tributes
    by Level, not using the turn's Normal Summon), or by an effect not modelled otherwise."""
    own = e.effect(card)
    if own and own.own_summon and card.zone == "hand" and not by:
        main_phase(e, player)
        need(card.controller == player, "a Special Summon from your own hand")
        need(position == "attack", "it is Special Summoned in face-up Attack Position")
        needed = tributes_needed(e.level(card))
        check_tributes(e, player, card, tributes, needed, needed)
        summon_allowed(e, player, card, True, tributes)
        for t in tributes:
            e.move(t, "graveyard")
        e.place(card, player, "monster", "attack")
        card.summoned_this_turn = card.properly_summoned = True
        e.log.append(f"{player} Special Summons {card.ref()} by its own procedure"
                     + (f" tributing {', '.join(t.ref() for t in tributes)}" if tributes else ""))
        summoned(e, card, "special")
        return
    need(not tributes, "only a card's own Summon procedure Tributes")
    need(card.info.kind == "Monster" or card.token, "only a monster can be Summoned")
    # on the field only as an Equip Card (a monster unequipped by its own effect)
    need(card.zone != "field" or card.area == "spell" and card.info.kind == "Monster", "it is already on the field")
    if card.info.extra_deck or card.info.has("ritual"):
        need(card.properly_summoned and card.zone in ("graveyard", "banished"),
             "a Fusion, Ritual, Synchro or Xyz monster must first be Summoned properly")
    need(not (card.token and position == "set"), "a Token cannot be face-down")
    summon_allowed(e, player, card, position != "set", by=by)
    e.place(card, player, "monster", position)
    card.summoned_this_turn = True
    e.log.append(f"{player} Special Summons {card.ref()}" + (f" with {by}" if by else ""))
    summoned(e, card, "special")


def fusion_summon(e: Engine, player: str, card: Card, materials: list[Card], spell: Card) -> None:
    main_phase(e, player)
    need(card.zone == "extra" and card.info.has("fusion"), "a Fusion Monster comes from the Fusion (Extra) Deck")
    sfx = e.effect(spell)
    need(bool(sfx and sfx.fuses), "a card that fuses monsters is needed", spell.ref())
    need(spell.zone == "hand" or (spell.zone == "field" and spell.face == "down"), "the Spell is in your hand or Set")
    for m in materials:
        need(m.controller == player and (m.zone == "hand" or (m.zone == "field" and m.area == "monster")),
             "Fusion Material Monsters from the hand or the field", f"{m.ref()} is in the {m.zone}")
    wanted = sorted(fusion_recipe(card))
    if wanted:
        need(sorted(m.name for m in materials) == wanted, "the Fusion Material Monsters the card names",
             " + ".join(wanted))
    else:
        need(len(materials) >= 2, "two or more Fusion Material Monsters")
    summon_allowed(e, player, card, True, [m for m in materials if m.zone == "field"])
    e.s.activated.append(spell.name)
    for m in materials:
        e.move(m, "graveyard")
    e.move(spell, "graveyard")
    arrive_properly(e, player, card, "Fusion")


def arrive_properly(e: Engine, player: str, card: Card, how: str) -> None:
    """A Fusion, Ritual, Synchro or Xyz Summon completes: face-up Attack, properly Summoned."""
    e.place(card, player, "monster", "attack")
    card.properly_summoned = card.summoned_this_turn = True
    e.log.append(f"{player} {how} Summons {card.ref()}")
    summoned(e, card, "special")


def fusion_recipe(card: Card) -> list[str]:
    text = getattr(card.info, "materials", "") or ""
    names = [n.strip().strip('"') for n in text.split("+")] if '"' in text else []
    return [n for n in names if n]


def ritual_summon(e: Engine, player: str, card: Card, spell: Card, tributes: list[Card]) -> None:
    main_phase(e, player)
    need(card.info.has("ritual") and card.zone == "hand", "the Ritual Monster is in your hand")
    need(spell.info.kind == "Spell" and spell.info.has("ritual"), "a Ritual Spell Card", spell.ref())
    need(spell.controller == player and (spell.zone == "hand" or (spell.zone == "field" and spell.face == "down")),
         "the Ritual Spell is in your hand or Set on your field (the rulebook)")
    for t in tributes:
        need(t.controller == player and (t.zone == "hand" or t.area == "monster") and t.uid != card.uid,
             "Tributes from your hand or field", t.ref())
    total = sum(e.level(t) for t in tributes)
    need(total >= e.level(card), "Tributes whose Levels make the Ritual Monster's Level",
         f"{total} < {e.level(card)}")
    need(all(total - e.level(t) < e.level(card) for t in tributes),
         "no extra Tributes: every Tribute must be needed")
    e.s.activated.append(spell.name)
    for t in tributes:
        e.move(t, "graveyard")
    e.move(spell, "graveyard")
    arrive_properly(e, player, card, "Ritual")


def synchro_summon(e: Engine, player: str, card: Card, materials: list[Card]) -> None:
    main_phase(e, player)
    need(card.zone == "extra" and card.info.has("synchro"), "a Synchro Monster comes from the Extra Deck")
    need(all(m.area == "monster" and m.controller == player and m.face_up for m in materials),
         "Synchro Materials are face-up monsters you control")
    tuners = [m for m in materials if m.info.has("tuner")]
    need(len(tuners) == 1 and len(materials) >= 2, "one Tuner and one or more non-Tuners")
    need(sum(e.level(m) for m in materials) == e.level(card), "their Levels add up exactly to the Synchro's")
    for m in materials:
        e.move(m, "graveyard")
    arrive_properly(e, player, card, "Synchro")


def xyz_summon(e: Engine, player: str, card: Card, materials: list[Card]) -> None:
    main_phase(e, player)
    need(card.zone == "extra" and card.info.has("xyz"), "an Xyz Monster comes from the Extra Deck")
    need(len(materials) >= 2 and all(m.area == "monster" and m.controller == player and m.face_up
                                     for m in materials), "two or more face-up monsters you control")
    need(len({e.level(m) for m in materials}) == 1 and e.level(materials[0]) == card.info.rank,
         "materials of the same Level as the Xyz Monster's Rank")
    for m in materials:  # they become Xyz Materials, not Graveyard cards
        e._remove(m)
        m.zone, m.area = "materials", ""
    arrive_properly(e, player, card, "Xyz")
    card.materials = [m.uid for m in materials]


# -- Spells and Traps --------------------------------------------------------------
def set_spell_trap(e: Engine, player: str, card: Card) -> None:
    main_phase(e, player)
    need(card.zone == "hand" and card.info.kind in ("Spell", "Trap"), "a Spell or Trap from your hand")
    e.place(card, player, "fieldzone" if card.info.has("field") else "spell", face="down")
    card.set_this_turn = True


def activate(e: Engine, player: str, card: Card, targets: list[Card], choices: dict) -> None:
    """Activate a card or effect: it becomes the next Chain Link."""
    fx = e.effect(card)
    kind = card.info.kind
    speed = e.speed(card)
    if kind == "Monster":
        need(card.zone == "field" and card.controller == player and card.face_up, "a face-up monster you control")
        need(e.s.turn_player == player and e.s.phase in ("main1", "main2"),
             "a monster's ignition effect only in your own Main Phase")
    elif kind == "Trap":
        need(card.zone == "field" and card.controller == player and card.face == "down",
             "a Trap is Set first: it cannot be played from the hand")
        need(not card.set_this_turn, "a Trap cannot be activated the turn it was Set")
    else:  # Spell
        need(card.controller == player and (card.zone == "hand" or (card.zone == "field" and card.face == "down")),
             "a Spell from your hand or Set on your field")
        if card.info.has("quick-play"):
            if card.zone == "hand":
                need(e.s.turn_player == player, "a Quick-Play Spell from the hand only in your own turn")
            else:
                need(not card.set_this_turn, "a Set Quick-Play Spell cannot be activated the turn it was Set")
        else:
            need(e.s.turn_player == player and e.s.phase in ("main1", "main2"),
                 "a Spell of Spell Speed 1 only in your own Main Phase")
    if kind in ("Spell", "Trap"):
        e.barred(player, card)
    chain_rules(e, speed)
    if fx is None and card.info.has_effect and e.fx.for_card(card) is None:
        raise NotModelled(card.name)  # every rule allows it: what it does is unknown
    need(fx is not None and (fx.resolve is not None or fx.continuous), "this card has no effect to activate here",
         card.ref())
    if fx.condition:
        fx.condition(e, player, card, targets, choices)
    for t in targets:
        need(t.zone == "field" or fx.targets_off_field, "targets are on the field", t.ref())
    if kind == "Spell" and card.info.has("equip"):
        need(len(targets) == 1 and targets[0].area == "monster", "an Equip Spell targets one monster")
        need(targets[0].face_up, "an Equip Spell cannot be equipped to a face-down monster")
        if fx.equip_allowed:
            fx.equip_allowed(e, card, targets[0])
    link = Link(card.uid, player, speed, [t.uid for t in targets], dict(choices))
    if fx.cost:  # paid on activation: discard, Life Points, Tribute… (refused when it cannot be)
        fx.cost(e, link)
    if card.zone == "hand" and kind == "Spell":
        if card.info.has("field"):
            e.place(card, player, "fieldzone")
        else:
            e.place(card, player, "spell")
    if kind == "Spell" and card.info.has("field"):
        for other in e.field_cards():  # one Field Spell on the field: the old one is destroyed
            if other.area == "fieldzone" and other.uid != card.uid:
                e.destroy(other, "a new Field Spell was activated")
    card.face = "up"
    if fx.on_activate:
        fx.on_activate(e, link)
    e.s.chain.append(link)
    e.s.chain_built.append(card.name)
    e.s.activated.append(card.name)
    e.log.append(f"{player} activates {card.ref()} (Chain Link {len(e.s.chain)}, Spell Speed {speed})")


def chain_rules(e: Engine, speed: int) -> None:
    if not e.s.chain:
        return
    last = e.s.chain[-1]
    need(speed >= 2, "a Spell Speed 1 effect cannot be chained")
    need(speed >= last.speed, "a Chain Link must match or exceed the previous Spell Speed",
         f"{speed} after {last.speed}")


def decided_to_go(e: Engine, card: Card) -> bool:
    """An activated Normal Spell / Trap (and Quick-Play, Counter) is already decided to be destroyed."""
    if not any(l.card == card.uid and l.effect == "activate" for l in e.s.chain):
        return False
    fx = e.effect(card)
    if fx and fx.stays_on_field:
        return False
    return card.info.kind in ("Spell", "Trap") and not any(
        card.info.has(w) for w in ("continuous", "equip", "field"))


def resolve(e: Engine) -> None:
    """Resolve the chain, last link first; then activated Normal Spells and Traps leave."""
    need(bool(e.s.chain), "there is no chain to resolve")
    chain = list(e.s.chain)
    for link in reversed(chain):
        card = e.card(link.card)
        if link.effect == "negated":
            continue
        fx = e.effect(card)
        e.choices = dict(link.choices)  # what its player chose for it, for what it sets off too
        e.log.append(f"Chain Link {chain.index(link) + 1}: {card.ref()} resolves")
        if card.zone == "field" or link.effect != "activate" or card.info.kind == "Monster":
            does = {"flip": fx.flip, "trigger": fx.trigger}.get(link.effect, fx.resolve) if fx else None
            if does:
                try:
                    does(e, link)
                except Refusal as why:  # at resolution an effect that cannot apply does nothing
                    e.log.append(f"{card.ref()} has no effect ({why})")
        for watcher in e.active():  # cards that count what resolves (Spell Counters)
            wfx = e.effect(watcher)
            if wfx and wfx.after_resolve:
                wfx.after_resolve(e, watcher, link)
        e.settle()
    for link in chain:
        card = e.card(link.card)
        if card.zone == "field" and decided_to_go(e, card):
            e.move(card, "graveyard")
        elif card.zone == "field" and card.info.has("equip") and card.equipped_to is None and link.targets:
            e.destroy(card, "its target is gone")
    e.s.chain = []
    e.settle()
    start_pending_chain(e)


def start_pending_chain(e: Engine) -> None:
    """Effects that waited (Flip Effects during a chain) now start a new chain, in order."""
    if e.s.chain or not e.s.pending:
        return
    e.s.chain_built = []
    for link in e.s.pending:
        e.s.chain.append(link)
        e.s.chain_built.append(e.card(link.card).name)
        e.s.activated.append(e.card(link.card).name)
    e.s.pending = []


def send_to_graveyard(e: Engine, player: str, card: Card) -> None:
    """A player who wants to send one of their own cards to the Graveyard at will ("can I just
    get rid of my Set Trap to free the zone?"): never a move of the game. A card leaves the
    field, or the hand, only through a rule or an effect (a cost, the hand-size limit)."""
    need(card.controller == player and card.zone in ("field", "hand"), "your own card on the field or in your hand",
         card.ref())
    need(card.zone != "field", "a card leaves the field only through a rule or an effect, never at will", card.ref())
    need(False, "a card leaves the hand only through a rule or an effect, never at will", card.ref())

