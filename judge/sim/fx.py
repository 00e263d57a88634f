"""Card effects: one small entry per card, registered through the `Fx` interface.

An entry fills only the hooks its card needs: `resolve` (what its activation does),
`flip`, continuous hooks (`atk_modifier`, `type_change`, `forbid_summon`, `state_check`…),
conditions that refuse an activation, and flags (`stays_on_field`, `no_tribute`, `fuses`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from .actions import special_summon
from .engine import OPP, Engine, Refusal, need
from .state import Card, Link

Hook = Callable | None


@dataclass
class Fx:
    resolve: Hook = None
    flip: Hook = None
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
    on_leave: Hook = None
    on_destroyed: Hook = None
    end_phase: Hook = None
    stays_on_field: bool = False
    no_tribute: bool = False
    fuses: bool = False


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


# -- Rivalry of Warlords --------------------------------------------------------------
def _typed(e: Engine, player: str) -> list[Card]:
    """Face-up monsters that have a Type (the cards under Magical Hats have none)."""
    return [m for m in e.monsters(player, face_up=True) if e.mtype(m)]


def _rivalry_resolve(e: Engine, link: Link) -> None:
    for p in ("A", "B"):
        mons = _typed(e, p)
        if not mons:
            e.s.players[p].rivalry_type = ""
            continue
        keep = link.choices.get(p) or Counter(e.mtype(m) for m in mons).most_common(1)[0][0]
        for m in mons:
            if e.mtype(m) != keep:
                e.move(m, "graveyard")  # sent, not destroyed
        e.s.players[p].rivalry_type = keep


def _rivalry_forbid(e: Engine, src: Card, player: str, card: Card, face_up: bool, leaving: list[Card]) -> None:
    if not face_up or not card.info.type:
        return
    staying = [m for m in _typed(e, player) if m not in leaving and m.uid != card.uid]
    types = {e.mtype(m) for m in staying}
    need(not types or types == {e.mtype(card)}, "Rivalry of Warlords: only one Type of face-up monster",
         f"{card.ref()} is {e.mtype(card)}, you control {', '.join(sorted(types))}")


def _rivalry_check(e: Engine, src: Card) -> bool:
    changed = False
    for p in ("A", "B"):
        pl = e.s.players[p]
        mons = _typed(e, p)
        types = Counter(e.mtype(m) for m in mons)
        if not types:
            pl.rivalry_type = ""
            continue
        keep = pl.rivalry_type if pl.rivalry_type in types else types.most_common(1)[0][0]
        if len(types) == 1:
            keep = next(iter(types))
        pl.rivalry_type = keep
        for m in mons:
            if e.mtype(m) != keep:
                e.destroy(m, f"Rivalry of Warlords: {p} keeps {keep}")
                changed = True
    return changed


# -- Toons ---------------------------------------------------------------------------
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


# -- the registry --------------------------------------------------------------------
def _trunade(e: Engine, link: Link) -> None:
    from .actions import decided_to_go

    for c in e.field_cards():
        if c.area in ("spell", "fieldzone") and not decided_to_go(e, c):
            e.move(c, "hand")


def _pwwb(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        from .actions import decided_to_go

        if decided_to_go(e, t):
            e.log.append(f"{t.ref()} is already decided to be destroyed: it stays")
            continue
        e.move(t, "deck", top=True)


def _pwwb_condition(e, player, card, targets, choices):
    need(len(targets) == 1, "Phoenix Wing Wind Blast targets one card on the field")
    need(bool(e.s.players[player].hand), "Phoenix Wing Wind Blast costs a card from your hand")
    e.move(e.card(e.s.players[player].hand[0]), "graveyard")  # the cost: discard 1 card


def _sorl(e: Engine, link: Link) -> None:
    card = e.card(link.card)
    for m in e.monsters(OPP(card.controller)):
        if m.position == "set":
            e.flip_up(m, "defense", "Swords of Revealing Light")
    card.counters = 3


def _sorl_attack(e, src, attacker, target):
    if attacker.controller != src.controller:
        raise Refusal("Swords of Revealing Light: your monsters cannot declare an attack")


def _scapegoat(e: Engine, link: Link) -> None:
    p = link.player
    for _ in range(4):
        if None in e.s.players[p].monsters:
            special_summon(e, p, e.new_token("Sheep Token", p, 0, 0, "Beast"), "defense", "Scapegoat")


def _ojama_trio(e: Engine, link: Link) -> None:
    opp = OPP(link.player)
    for _ in range(3):
        special_summon(e, opp, e.new_token("Ojama Token", opp, 0, 1000, "Beast", 2, "LIGHT"), "defense", "Ojama Trio")


def _ojama_condition(e, player, card, targets, choices):
    need(e.s.players[OPP(player)].monsters.count(None) >= 3, "the opponent must have 3 open Monster Zones")


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


def _destroy_targets(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        e.destroy(t, e.card(link.card).name)


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


def _flip_all_own(position: str) -> Hook:
    def resolve(e: Engine, link: Link) -> None:
        for m in e.monsters(link.player):
            if m.position == "set":
                e.flip_up(m, position, e.card(link.card).name)
            else:
                m.position = position
    return resolve


def _book_of_taiyou(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        e.flip_up(t, "attack", "Book of Taiyou")


def _morphing_jar(e: Engine, link: Link) -> None:
    for p in ("A", "B"):
        for u in list(e.s.players[p].hand):
            e.move(e.card(u), "graveyard")
    for p in ("A", "B"):
        e.draw(p, 5)


def _card_destruction(e: Engine, link: Link) -> None:
    counts = {p: len(e.s.players[p].hand) for p in ("A", "B")}
    for p in ("A", "B"):
        for u in list(e.s.players[p].hand):
            e.move(e.card(u), "graveyard")
    for p in ("A", "B"):
        e.draw(p, counts[p])


def _cyber_jar(e: Engine, link: Link) -> None:
    for m in e.monsters("A") + e.monsters("B"):
        e.destroy(m, "Cyber Jar")
    positions = link.choices.get("positions", {})
    for p in ("A", "B"):
        picked = [e.card(u) for u in e.s.players[p].deck[:5]]
        for c in picked:
            if c.info.kind == "Monster" and 0 < c.info.level <= 4 and None in e.s.players[p].monsters:
                pos = positions.get(c.ref(), positions.get(c.name, "attack"))
                e._remove(c)
                e.place(c, p, "monster", "set" if pos == "set" else pos)
                c.summoned_this_turn = True
            else:
                e.move(c, "hand")
    e.settle()


def _change_of_heart(e: Engine, link: Link) -> None:
    for t in _targets(e, link):
        _take_control(e, t, link.player)
        t.stolen_until_end = True


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


def _snatch_steal(e: Engine, link: Link) -> None:
    _equip(e, link)
    for t in _targets(e, link):
        _take_control(e, t, link.player)
        e.card(link.card).equipped_to = t.uid


def _kind_check(field: str, value: str, rule: str) -> Hook:
    def check(e, card, target):
        actual = e.mtype(target) if field == "type" else target.info.attribute
        need(actual == value, rule, f"{target.ref()} is {actual}")
    return check


def _megamorph(e, src, target, value):
    me, opp = e.s.players[src.controller].lp, e.s.players[OPP(src.controller)].lp
    return value * 2 if me < opp else value // 2 if me > opp else value


def _kotss_original(e, c):
    gy = [e.card(u) for u in e.s.players[c.controller].graveyard]
    return 1000 * sum(1 for g in gy if g.name in ("King of the Skull Servants", "Skull Servant"))


def _behemoth_original(e, c):
    return 2000 if c.summon_tributes == 1 else None


def _fusilier_original(e, c):
    return 1400 if c.summon_tributes == 0 else None


def _fusilier_def(e, c):
    return 1000 if c.summon_tributes == 0 else None


def _inferno_condition(e, player, card, targets, choices):
    need(any(m.name == "Red-Eyes Black Dragon" for m in e.monsters(player, face_up=True)),
         "Inferno Fire Blast needs a face-up Red-Eyes Black Dragon you control")


def _inferno(e: Engine, link: Link) -> None:
    e.damage(OPP(link.player), 2400)  # 2400, whatever the dragon's current or original ATK


def _united(e, src, target):
    if _equipped(src, target):
        return 800 * len(e.monsters(target.controller, face_up=True))
    return 0


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


def _fisherman_unattackable(e, src, m):
    return m.uid == src.uid and any(c.name == "Umi" and c.face_up for c in e.field_cards())


def _ceal_direct(e, src, attacker):
    return _equipped(src, attacker)


def _dna_surgery(e, src, target, value):
    return src.declared or None


def _dna_condition(e, player, card, targets, choices):
    need(bool(choices.get("type")), "DNA Surgery: declare a Type (choices: {type: …})")
    card.declared = choices["type"]


def _d_tribe(e: Engine, link: Link) -> None:
    for m in e.monsters(link.player, face_up=True):
        m.declared = "Dragon"


def _dragonic_type(e, src, target, value):
    return "Dragon" if _equipped(src, target) else None


def _plus(n: int) -> Hook:
    return lambda e, src, target: n if _equipped(src, target) else 0


def _minus(n: int) -> Hook:
    return lambda e, src, target: -n if _equipped(src, target) else 0


def _union_resolve(e: Engine, link: Link) -> None:
    card = e.card(link.card)
    targets = _targets(e, link)
    if targets:  # equip to the target, as an Equip card
        e.place(card, card.controller, "spell")
        card.equipped_to = targets[0].uid
    card.counters = e.s.turn


def _union_condition(e, player, card, targets, choices):
    need(card.counters != e.s.turn, "a Union monster equips or unequips once per turn")
    if card.area == "monster":
        need(len(targets) == 1 and targets[0].controller == player and targets[0].name == "X-Head Cannon",
             "Z-Metal Tank equips to your X-Head Cannon")
        need(not any(c.equipped_to == targets[0].uid and c.info.has("union") for c in e.s.cards.values()),
             "a monster can be equipped with only 1 Union monster at a time")


def _union_plus(e, src, target):
    return 600 if src.area == "spell" and _equipped(src, target) else 0


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


def _hane_hane(e: Engine, link: Link) -> None:
    ref = link.choices.get("target")
    for m in e.monsters("A") + e.monsters("B"):
        if ref in (m.label, m.name):
            e.move(m, "hand")  # a Fusion goes to the Extra Deck instead; a Token vanishes
            return


def _solemn_condition(e, player, card, targets, choices):
    last = e.s.last_summon
    need(last is not None and e.card(last[0]).zone == "field", "Solemn Judgment answers a Summon")
    need(e.s.players[player].lp > 1, "Solemn Judgment costs half your Life Points")
    e.s.players[player].lp -= e.s.players[player].lp // 2


def _solemn(e: Engine, link: Link) -> None:
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


def _field_boost(types: tuple[str, ...], amount: int) -> Hook:
    return lambda e, src, target: amount if target.area == "monster" and target.face_up and e.mtype(target) in types else 0


_JAMMER = _negate_previous("Spell")
_SEVEN_TOOLS = _negate_previous("Trap")

EFFECTS: dict[str, Fx] = {
    "Rivalry of Warlords": Fx(resolve=_rivalry_resolve, continuous=True, forbid_summon=_rivalry_forbid,
                              state_check=_rivalry_check),
    "Polymerization": Fx(fuses=True),
    "Trap Hole": Fx(condition=_trap_hole_condition, resolve=_destroy_targets),
    "Megamorph": Fx(resolve=_equip, original_atk_factor=_megamorph),
    "King of the Skull Servants": Fx(original_atk=_kotss_original),
    "Behemoth the King of All Animals": Fx(original_atk=_behemoth_original, tribute_range=lambda e, c: (1, 2)),
    "Fusilier Dragon, the Dual-Mode Beast": Fx(original_atk=_fusilier_original, original_def=_fusilier_def,
                                               tribute_range=lambda e, c: (0, 2)),
    "Inferno Fire Blast": Fx(condition=_inferno_condition, resolve=_inferno),
    "Giant Trunade": Fx(resolve=_trunade),
    "Jar of Greed": Fx(resolve=lambda e, link: e.draw(link.player)),
    "Phoenix Wing Wind Blast": Fx(condition=_pwwb_condition, resolve=_pwwb),
    "Swords of Revealing Light": Fx(resolve=_sorl, stays_on_field=True, attack_rule=_sorl_attack),
    "Scapegoat": Fx(resolve=_scapegoat),
    "Sheep Token": Fx(no_tribute=True),
    "United We Stand": Fx(resolve=_equip, atk_modifier=_united, def_modifier=_united),
    "Call of the Haunted": Fx(resolve=_revive("haunted"), condition=_revive_condition(True), continuous=True,
                              targets_off_field=True),
    "Monster Reborn": Fx(resolve=_revive("reborn"), condition=_revive_condition(False), targets_off_field=True),
    "The Legendary Fisherman": Fx(unattackable=_fisherman_unattackable),
    "Umi": Fx(continuous=True, resolve=lambda e, link: None),
    "Mystical Space Typhoon": Fx(condition=_one_target("Spell or Trap"), resolve=_destroy_targets),
    "Dust Tornado": Fx(condition=_one_target("opponent's Spell or Trap"), resolve=_destroy_targets),
    "Heavy Storm": Fx(resolve=_heavy_storm),
    "Shooting Star Bow - Ceal": Fx(resolve=_equip, atk_modifier=_minus(1000), direct_attack=_ceal_direct),
    "Reinforcements": Fx(condition=_one_target("face-up monster"), resolve=_reinforcements),
    "Mirror Wall": Fx(continuous=True, resolve=lambda e, link: None, atk_halver=_mirror_wall),
    "Ojama Trio": Fx(condition=_ojama_condition, resolve=_ojama_trio),
    "Gravity Bind": Fx(continuous=True, resolve=_gravity_resolve, attack_rule=_gravity_bind),
    "Book of Moon": Fx(condition=_book_of_moon_condition, resolve=_book_of_moon),
    "Book of Taiyou": Fx(condition=_one_target("monster"), resolve=_book_of_taiyou),
    "Desert Sunlight": Fx(resolve=_flip_all_own("defense")),
    "Morphing Jar": Fx(flip=_morphing_jar),
    "Cyber Jar": Fx(flip=_cyber_jar),
    "Card Destruction": Fx(resolve=_card_destruction),
    "DNA Surgery": Fx(condition=_dna_condition, resolve=lambda e, link: None, continuous=True,
                      type_change=_dna_surgery),
    "D. Tribe": Fx(resolve=_d_tribe),
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
    "Toon World": Fx(continuous=True, resolve=lambda e, link: e.damage(link.player, 1000),
                     on_destroyed=_toon_world_destroyed),
    "Z-Metal Tank": Fx(condition=_union_condition, resolve=_union_resolve, atk_modifier=_union_plus),
    "Magical Hats": Fx(resolve=_magical_hats),
    "Hane-Hane": Fx(flip=_hane_hane),
    "Pot of Greed": Fx(resolve=lambda e, link: e.draw(link.player, 2)),
    "Sogen": Fx(continuous=True, resolve=lambda e, link: None,
                atk_modifier=_field_boost(("Warrior", "Beast-Warrior"), 200),
                def_modifier=_field_boost(("Warrior", "Beast-Warrior"), 200)),
    "Yami": Fx(continuous=True, resolve=lambda e, link: None,
               atk_modifier=_field_boost(("Fiend", "Spellcaster"), 200),
               def_modifier=_field_boost(("Fiend", "Spellcaster"), 200)),
    "Solemn Judgment": Fx(condition=_solemn_condition, resolve=_solemn),
    "Magic Jammer": Fx(condition=_JAMMER[0], resolve=_JAMMER[1]),
    "Seven Tools of the Bandit": Fx(condition=_SEVEN_TOOLS[0], resolve=_SEVEN_TOOLS[1]),
}

def _toon_direct(e: Engine, src: Card, attacker: Card) -> bool:
    """A Toon attacks directly unless the opponent controls a Toon."""
    return src.uid == attacker.uid and not any(m.info.has("toon") for m in e.monsters(OPP(attacker.controller), True))


TOON = Fx(summon_condition=_toon_condition, attack_rule=_toon_attack_rule, direct_attack=_toon_direct,
          attack_cost=lambda e, c: e.damage(c.controller, 500))


class Effects:
    """Finds a card's effects: its own entry, or the rules its kind of monster follows."""

    def __init__(self, table: dict[str, Fx] = EFFECTS):
        self.table = table

    def for_card(self, card: Card) -> Fx | None:
        fx = self.table.get(card.name)
        if fx is None and card.info.has("toon"):
            return TOON
        return fx

    def __contains__(self, name: str) -> bool:
        return name in self.table
