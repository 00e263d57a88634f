"""Spell Cards: Normal, Quick-Play, Equip, Field and Continuous."""
from __future__ import annotations

from ..actions import decided_to_go, special_summon
from ..engine import OPP, Engine, Refusal, need
from ..state import Card, Link
from .base import (Fx, Hook, _destroy_targets, _equip, _equipped, _field_boost, _kind_check, _minus,
                   _one_target, _plus, _take_control, _targets)


SORL_TURNS = 3  # "remains on the field for 3 of your opponent's turns"


def _trunade(e: Engine, link: Link) -> None:
    for c in e.field_cards():
        if c.area in ("spell", "fieldzone") and not decided_to_go(e, c):
            e.move(c, "hand")


def _sorl(e: Engine, link: Link) -> None:
    card = e.card(link.card)
    for m in e.monsters(OPP(card.controller)):
        if m.position == "set":
            e.flip_up(m, "defense", "Swords of Revealing Light")
    card.fx["turns_left"] = SORL_TURNS


def _sorl_end_phase(e: Engine, card: Card) -> None:
    """It stays for 3 of the opponent's turns: each of their End Phases counts one, the third
    destroys it."""
    if e.s.turn_player == card.controller or "turns_left" not in card.fx:
        return
    card.fx["turns_left"] -= 1
    e.log.append(f"{card.ref()}: {card.fx['turns_left']} of the opponent's turns left")
    if card.fx["turns_left"] <= 0:
        e.destroy(card, "Swords of Revealing Light: its third turn ended")


def _sorl_attack(e, src, attacker, target):
    if attacker.controller != src.controller:
        raise Refusal("Swords of Revealing Light: your monsters cannot declare an attack")


def _scapegoat(e: Engine, link: Link) -> None:
    p = link.player
    for _ in range(4):
        if None in e.s.players[p].monsters:
            special_summon(e, p, e.new_token("Sheep Token", p, 0, 0, "Beast"), "defense", "Scapegoat")


def _scapegoat_restriction(e: Engine, link: Link) -> None:
    """"You cannot Summon other monsters the turn you activate this card": from its activation on,
    even if it is negated; its own Tokens excepted, and a Normal Set is no Summon."""
    e.restrict(link.player, "summon", "Scapegoat: no other Summon the turn it is activated", source="Scapegoat")


def _revive(source: str) -> Hook:
    def resolve(e: Engine, link: Link) -> None:
        for t in [e.card(u) for u in link.targets]:
            if t.zone == "graveyard":
                special_summon(e, link.player, t, "attack", e.card(link.card).name)
                if source == "haunted":
                    e.card(link.card).equipped_to = t.uid
    return resolve


def _revive_condition(own_only: bool) -> Hook:
    def check(e, player, card, targets, choices):
        need(len(targets) == 1 and targets[0].zone == "graveyard" and targets[0].info.kind == "Monster",
             f"{card.name} targets a monster in the Graveyard")
        if own_only:
            need(targets[0].owner == player, f"{card.name} targets a monster in your Graveyard")
        t = targets[0]
        if t.info.extra_deck or t.info.has("ritual"):
            need(t.properly_summoned, "a Fusion, Ritual, Synchro or Xyz monster must first be Summoned properly")
        own = e.effect(t)
        if own and own.summon_condition:
            own.summon_condition(e, player, t)
    return check


def _heavy_storm(e: Engine, link: Link) -> None:
    me = e.card(link.card)
    for c in e.field_cards():
        if c.area in ("spell", "fieldzone") and c.uid != me.uid:
            e.destroy(c, "Heavy Storm")


def _book_of_moon(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        if t.face_up:
            e.set_face_down(t)


def _book_of_moon_condition(e, player, card, targets, choices):
    _one_target("face-up monster")(e, player, card, targets, choices)
    need(not targets[0].token, "a Token cannot be face-down")


def _book_of_taiyou(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        e.flip_up(t, "attack", "Book of Taiyou")


def _card_destruction(e: Engine, link: Link) -> None:
    counts = {p: len(e.s.players[p].hand) for p in ("A", "B")}
    for p in ("A", "B"):
        for u in list(e.s.players[p].hand):
            e.move(e.card(u), "graveyard")
    for p in ("A", "B"):
        e.draw(p, counts[p])


def _change_of_heart(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        _take_control(e, t, link.player)
        t.fx["control_until_end"] = True


def _give_control_back(e: Engine, card: Card) -> None:
    """Control taken "until the End Phase" returns to the owner (if the card is still there)."""
    card.fx.pop("control_until_end", None)
    if card.zone == "field" and card.area == "monster" and card.controller != card.owner:
        e.place(card, card.owner, "monster", card.position)


LINGERING = {"control_until_end": _give_control_back}


def _snatch_steal(e: Engine, link: Link) -> None:
    _equip(e, link)
    for t in _targets(e, link):
        _take_control(e, t, link.player)
        e.card(link.card).equipped_to = t.uid


def _megamorph(e, src, target, value):
    me, opp = e.s.players[src.controller].lp, e.s.players[OPP(src.controller)].lp
    return value * 2 if me < opp else value // 2 if me > opp else value


def _inferno_condition(e, player, card, targets, choices):
    need(any(m.name == "Red-Eyes Black Dragon" for m in e.monsters(player, face_up=True)),
         "Inferno Fire Blast needs a face-up Red-Eyes Black Dragon you control")


def _inferno(e: Engine, link: Link) -> None:
    e.damage(OPP(link.player), 2400)


def _united(e, src, target):
    if _equipped(src, target):
        return 800 * len(e.monsters(target.controller, face_up=True))
    return 0


def _ceal_direct(e, src, attacker):
    return _equipped(src, attacker)


def _dragonic_type(e, src, target, value):
    return "Dragon" if _equipped(src, target) else None


def _reflector_condition(e, player, card, targets, choices):
    need(len(targets) == 1 and targets[0].area == "spell" and targets[0].face_up and targets[0].info.kind != "Trap",
         "Magic Reflector targets 1 face-up Spell Card other than a Field Spell")


def _reflector(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        if t.area == "spell" and t.face_up:
            t.fx["reflector_counter"] = True
            e.log.append(f"{t.ref()} gets a counter (Magic Reflector)")


def _reflector_instead(e: Engine, card: Card, battle: bool) -> bool:
    """"If that card would be destroyed, remove the counter instead." """
    del card.fx["reflector_counter"]
    e.log.append(f"{card.ref()} is not destroyed: its counter is removed instead (Magic Reflector)")
    return True


REPLACING = {"reflector_counter": _reflector_instead}


def _limiter_removal(e: Engine, link: Link) -> None:
    """Double the ATK of every face-up Machine monster you control now; destroy them in the End
    Phase. Both last only while each stays the monster it was (an Equip Card now is free of it)."""
    for m in e.monsters(link.player, face_up=True):
        if e.mtype(m) == "Machine":
            m.until_end += [("atk", e.atk(m)), ("destroyed_at_end", "Limiter Removal")]


SPELLS: dict[str, Fx] = {
    "Polymerization": Fx(fuses=True),
    "Megamorph": Fx(resolve=_equip, original_atk_factor=_megamorph),
    "Inferno Fire Blast": Fx(condition=_inferno_condition, resolve=_inferno),
    "Giant Trunade": Fx(resolve=_trunade),
    "Swords of Revealing Light": Fx(resolve=_sorl, stays_on_field=True, attack_rule=_sorl_attack,
                                    end_phase=_sorl_end_phase),
    "Scapegoat": Fx(resolve=_scapegoat, on_activate=_scapegoat_restriction),
    "United We Stand": Fx(resolve=_equip, atk_modifier=_united, def_modifier=_united),
    "Monster Reborn": Fx(resolve=_revive("reborn"), condition=_revive_condition(False), targets_off_field=True),
    "Umi": Fx(continuous=True, resolve=lambda e, link: None),
    "Mystical Space Typhoon": Fx(condition=_one_target("Spell or Trap"), resolve=_destroy_targets),
    "Heavy Storm": Fx(resolve=_heavy_storm),
    "Shooting Star Bow - Ceal": Fx(resolve=_equip, atk_modifier=_minus(1000), direct_attack=_ceal_direct),
    "Book of Moon": Fx(condition=_book_of_moon_condition, resolve=_book_of_moon),
    "Book of Taiyou": Fx(condition=_one_target("monster"), resolve=_book_of_taiyou),
    "Card Destruction": Fx(resolve=_card_destruction),
    "Dragonic Attack": Fx(resolve=_equip, type_change=_dragonic_type, atk_modifier=_plus(500), def_modifier=_plus(500),
                          equip_allowed=_kind_check("type", "Warrior", "Dragonic Attack equips only a Warrior")),
    "Change of Heart": Fx(condition=_one_target("monster"), resolve=_change_of_heart),
    "Snatch Steal": Fx(resolve=_snatch_steal),
    "Legendary Sword": Fx(resolve=_equip, atk_modifier=_plus(300), def_modifier=_plus(300),
                          equip_allowed=_kind_check("type", "Warrior", "Legendary Sword equips only a Warrior")),
    "Sword of Dark Destruction": Fx(resolve=_equip, atk_modifier=_plus(400), def_modifier=_minus(200),
                                    equip_allowed=_kind_check("attribute", "DARK",
                                                              "Sword of Dark Destruction equips only a DARK monster")),
    "Axe of Despair": Fx(resolve=_equip, atk_modifier=_plus(1000)),
    "Magic Reflector": Fx(condition=_reflector_condition, resolve=_reflector),
    "Limiter Removal": Fx(resolve=_limiter_removal),
    "Pot of Greed": Fx(resolve=lambda e, link: e.draw(link.player, 2)),
    "Sogen": Fx(continuous=True, resolve=lambda e, link: None,
                atk_modifier=_field_boost(("Warrior", "Beast-Warrior"), 200),
                def_modifier=_field_boost(("Warrior", "Beast-Warrior"), 200)),
    "Yami": Fx(continuous=True, resolve=lambda e, link: None,
               atk_modifier=_field_boost(("Fiend", "Spellcaster"), 200),
               def_modifier=_field_boost(("Fiend", "Spellcaster"), 200)),
}
