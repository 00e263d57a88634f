"""The rules engine: summons, Spells and Traps, chains, battle, in the game's own words.

The engine knows rules, not cards: no card name appears here. Cards act through the
effects registered in `judge.sim.fx` (see `Fx`). Each rule is a small predicate that
returns None when it allows the action, or a `Refusal` naming the rule.
"""
from __future__ import annotations

from .refusal import ChoiceNeeded, NotModelled, Refusal, choose, need, refused_for, rule_id
from .state import Card, Info, Link, State

__all__ = ["OPP", "ChoiceNeeded", "Engine", "NotModelled", "Refusal", "choose", "need", "refused_for", "rule_id"]

OPP = State.opponent


class Engine:
    """Applies actions to a State; every derived value is computed on demand."""

    def __init__(self, state: State, effects):
        self.s = state
        self.fx = effects  # name -> Fx
        self.log: list[str] = []
        self.choices: dict = {}  # what the scenario chose for the step (or Chain Link) being played
        self._replacing: set[int] = set()  # cards whose destruction is being replaced now

    # -- looking things up ---------------------------------------------------
    def card(self, uid: int) -> Card:
        return self.s.cards[uid]

    def effect(self, card: Card):
        """The card's effects as they apply now: none while a face-up card on the field negates them."""
        fx = self.fx.for_card(card)
        if fx is not None and self.treated_as_normal(card):
            return None
        if fx is None or card.zone != "field" or not card.face_up:
            return fx
        for src, negator in self._negators():
            if src.uid != card.uid and negator.negates(self, src, card) and not self._negated(src):
                return None
        return fx

    @staticmethod
    def treated_as_normal(card: Card) -> bool:
        """A Gemini monster is a Normal Monster on the field and in the Graveyard until it is
        Normal Summoned a second time (Gemini Summoned) while face-up."""
        return card.info.has("gemini") and card.zone in ("field", "graveyard") and not card.gemini_summoned

    def _negators(self) -> list:
        """Face-up cards on the field with an effect that negates other cards' effects."""
        out = []
        for c in self.field_cards():
            if c.face_up:
                fx = self.fx.for_card(c)
                if fx is not None and fx.negates is not None:
                    out.append((c, fx))
        return out

    def _negated(self, card: Card) -> bool:
        """Whether another negating card negates this one (one level: no chain of negations)."""
        return any(src.uid != card.uid and fx.negates(self, src, card) for src, fx in self._negators())

    def barred(self, player: str, card: Card) -> None:
        """Refuse the activation of a card a face-up effect forbids ("Trap Cards cannot be
        activated"), or a player's own restriction for the turn."""
        for src in self.active():
            fx = self.effect(src)
            if fx is not None and fx.bars_activation is not None:
                fx.bars_activation(self, src, player, card)

    def restrict(self, player: str, what: str, rule: str, source: str = "") -> None:
        """Forbid a player something for the rest of this turn (e.g. Summoning), because of `source`."""
        self.s.restrictions.append((player, what, rule, source, self.s.turn))

    def restricted(self, player: str, what: str, unless_by: str = "") -> str | None:
        """The rule that forbids this player `what` this turn, if any (what `unless_by` itself
        does is excepted: "except by this card's effect")."""
        for who, kind, rule, source, turn in self.s.restrictions:
            if who == player and kind == what and turn == self.s.turn and not (unless_by and source == unless_by):
                return rule
        return None

    def new_token(self, name: str, player: str, atk: int, defense: int, mtype: str, level: int = 1,
                  attribute: str = "") -> Card:
        """A Token made by an effect: a monster that exists only on the field."""
        uid = max(self.s.cards, default=0) + 1
        info = Info(name, "Monster", "Token", mtype, attribute, level, 0, atk, defense)
        token = Card(uid, info, player, player, zone="nowhere", token=True)
        self.s.cards[uid] = token
        return token

    def field_cards(self, player: str | None = None) -> list[Card]:
        out = []
        for p in ("A", "B") if player is None else (player,):
            pl = self.s.players[p]
            out += [self.card(u) for u in pl.monsters + pl.spells + [pl.fieldzone] if u is not None]
        return out

    def monsters(self, player: str, face_up: bool | None = None) -> list[Card]:
        cards = [self.card(u) for u in self.s.players[player].monsters if u is not None]
        return [c for c in cards if face_up is None or c.face_up == face_up]

    def active(self) -> list[Card]:
        """Face-up cards on the field whose effects apply now: a Spell or Trap still waiting on
        the chain for its activation to resolve does not apply yet."""
        waiting = {l.card for l in self.s.chain if l.effect == "activate"}
        return [c for c in self.field_cards() if c.face_up and (c.uid not in waiting or c.info.kind == "Monster")]

    # -- derived values (computed, never stored) ---------------------------------
    def level(self, c: Card) -> int:
        return c.info.level

    def original_atk(self, c: Card) -> int:
        own = self.effect(c)
        base = own.original_atk(self, c) if own and own.original_atk else None
        value = base if base is not None else (c.info.atk or 0)
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.original_atk_factor and src.equipped_to == c.uid:
                value = fx.original_atk_factor(self, src, c, value)
        return value

    def original_def(self, c: Card) -> int:
        own = self.effect(c)
        base = own.original_def(self, c) if own and own.original_def else None
        return base if base is not None else (c.info.defense or 0)

    def atk(self, c: Card) -> int:
        value = self.original_atk(c) + sum(a for e, a in c.until_end if e == "atk")
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.atk_modifier:
                value += fx.atk_modifier(self, src, c)
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.atk_halver and fx.atk_halver(self, src, c):
                value //= 2
        return max(0, value)

    def defense(self, c: Card) -> int:
        value = self.original_def(c)
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.def_modifier:
                value += fx.def_modifier(self, src, c)
        return max(0, value)

    def mtype(self, c: Card) -> str:
        """The monster's Type now: printed, unless a face-up effect changes it."""
        value = c.type_until_end if c.type_until_end and c.area == "monster" else c.info.type
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.type_change:
                value = fx.type_change(self, src, c, value) or value
        return value

    def speed(self, c: Card, effect: str = "activate") -> int:
        """Spell Speed from the kind of card: Counter Trap 3; Trap, Quick-Play 2; the rest 1."""
        if effect in ("flip", "trigger"):
            return 1
        if c.info.kind == "Trap":
            return 3 if c.info.has("counter") else 2
        if c.info.kind == "Spell" and c.info.has("quick-play"):
            return 2
        return 1

    def potential_targets(self, attacker: Card) -> tuple[frozenset, bool]:
        """The monsters the attacker could attack, and whether it could attack directly."""
        opp = OPP(attacker.controller)
        targets = frozenset(m.uid for m in self.monsters(opp) if self.attackable(m))
        direct = not targets or any(
            fx.direct_attack(self, src, attacker)
            for src in self.active() if (fx := self.effect(src)) and fx.direct_attack
        )
        return targets, direct

    def attackable(self, m: Card) -> bool:
        for src in self.active():
            fx = self.effect(src)
            if fx and fx.unattackable and fx.unattackable(self, src, m):
                return False
        return True

    # -- moving cards -----------------------------------------------------------
    def _remove(self, c: Card) -> None:
        pl = self.s.players[c.controller]
        owner = self.s.players[c.owner]
        for lst in (owner.hand, owner.deck, owner.extra, owner.graveyard, owner.banished,
                    pl.hand, pl.deck, pl.extra, pl.graveyard, pl.banished):
            if c.uid in lst:
                lst.remove(c.uid)
        for p in self.s.players.values():
            p.monsters = [None if u == c.uid else u for u in p.monsters]
            p.spells = [None if u == c.uid else u for u in p.spells]
            if p.fieldzone == c.uid:
                p.fieldzone = None
        for other in self.s.cards.values():
            if c.uid in other.materials:
                other.materials.remove(c.uid)

    def place(self, c: Card, player: str, area: str, position: str = "attack", face: str = "up") -> None:
        """Put a card on the field (monster zone, spell & trap zone, or field zone)."""
        pl = self.s.players[player]
        if area == "monster":
            need(None in pl.monsters, "a free Monster Zone is needed")
        elif area == "spell":
            need(None in pl.spells, "a free Spell & Trap Zone is needed")
        self._remove(c)
        c.controller, c.zone, c.area = player, "field", area
        c.position, c.face = position, face
        if area == "monster":
            c.slot = pl.monsters.index(None)
            pl.monsters[c.slot] = c.uid
        elif area == "spell":
            c.slot = pl.spells.index(None)
            pl.spells[c.slot] = c.uid
        else:
            pl.fieldzone = c.uid

    def move(self, c: Card, zone: str, top: bool = True) -> None:
        """Send a card off the field or between zones; leaving the field has its consequences."""
        was_on_field = c.zone == "field"
        if c.token and zone != "field":  # a Token that would leave the field simply vanishes
            self._remove(c)
            c.zone, c.area = "gone", ""
        else:
            if zone == "hand" and c.info.extra_deck:
                zone = "extra"  # a Fusion (Synchro, Xyz) monster goes back to the Extra Deck instead
            self._remove(c)
            c.zone, c.area, c.slot = zone, "", -1
            c.controller = c.owner
            owner = self.s.players[c.owner]
            lst = {"hand": owner.hand, "deck": owner.deck, "extra": owner.extra,
                   "graveyard": owner.graveyard, "banished": owner.banished}[zone]
            if zone == "deck" and top:
                lst.insert(0, c.uid)
            else:
                lst.append(c.uid)
        if was_on_field:
            self._left_field(c)

    def _left_field(self, c: Card) -> None:
        fx = self.effect(c)
        if fx and fx.on_leave:  # told while its links (what it equips, its fx state) are as they were
            fx.on_leave(self, c)
        c.equipped_to = None
        c.gemini_summoned = False
        c.declared = c.type_until_end = ""
        c.until_end.clear()
        c.fx.clear()
        c.summoned_this_turn = c.attacked_this_turn = c.position_changed = False
        for mat in list(c.materials):
            self.move(self.card(mat), "graveyard")
        # an Equip card whose monster leaves the field is destroyed
        for other in self.equipped_on(c):
            self.destroy(other, "its equipped monster left the field")

    def equipped_on(self, c: Card) -> list[Card]:
        """The cards on the field equipped to (or, like Call of the Haunted, linked to) this one."""
        return [o for o in self.s.cards.values() if o.equipped_to == c.uid and o.zone == "field" and o.area != "monster"]

    def changes_kind(self, c: Card) -> None:
        """A card on the field that becomes an Equip Card, or a monster again: the effects that
        applied to it no longer do. An Equip card on it is destroyed; a card that only linked to
        it (a Trap that revived it) stays, linked to nothing; what lasted until the end of the
        turn ends."""
        c.until_end.clear()
        for other in self.equipped_on(c):
            if other.info.has("equip"):
                self.destroy(other, f"{c.ref()} is no longer the monster it equipped")
            else:
                other.equipped_to = None

    def destroy(self, c: Card, why: str = "", battle: bool = False) -> None:
        if c.zone != "field" or self._destruction_replaced(c, battle):
            return
        self.log.append(f"{c.ref()} is destroyed" + (f" ({why})" if why else ""))
        self.move(c, "graveyard")
        fx = self.effect(c)
        if fx and fx.on_destroyed:
            fx.on_destroyed(self, c)

    def _destruction_replaced(self, c: Card, battle: bool) -> bool:
        """"If it would be destroyed, … instead": a face-up card's replacement (an Equip Card
        destroyed in place of its monster), or one an effect left on the card itself (a counter
        removed instead). Each is asked once per destruction."""
        if c.uid in self._replacing:
            return False
        self._replacing.add(c.uid)
        try:
            if self.fx.replaced(self, c, battle):
                return True
            for src in self.active():
                fx = self.effect(src)
                if fx and fx.destroy_instead and fx.destroy_instead(self, src, c, battle):
                    return True
            return False
        finally:
            self._replacing.discard(c.uid)

    def set_face_down(self, m: Card) -> None:
        need(not m.token, "a Token cannot be face-down")
        m.position = "set"
        m.gemini_summoned = False
        for other in self.equipped_on(m):  # equips fall off a face-down monster
            self.destroy(other, "its monster was turned face-down")

    def flip_up(self, m: Card, position: str = "attack", by: str = "effect") -> None:
        """Turn a face-down monster face-up; its Flip Effect activates."""
        if m.position != "set":
            return
        m.position = position
        fx = self.effect(m)
        if fx and fx.flip:
            self.s.pending.append(Link(m.uid, m.controller, 1, effect="flip"))
        self.log.append(f"{m.ref()} is flipped face-up ({by})")
        self.came_face_up(m, "flip")

    def came_face_up(self, m: Card, how: str) -> None:
        """Tell a card it came face-up on the field: Summoned ("normal", "special") or flipped."""
        fx = self.effect(m)
        if fx and fx.face_up:
            fx.face_up(self, m, how)

    def damage(self, player: str, amount: int) -> None:
        if amount <= 0:
            return
        self.s.players[player].lp = max(0, self.s.players[player].lp - amount)
        self.log.append(f"{player} takes {amount} damage")
        if self.s.players[player].lp == 0 and self.s.winner is None:
            self.s.winner = OPP(player)

    def draw(self, player: str, n: int = 1) -> None:
        pl = self.s.players[player]
        for _ in range(n):
            if not pl.deck:  # a player who must draw from an empty Deck loses
                if self.s.winner is None:
                    self.s.winner = OPP(player)
                self.log.append(f"{player} must draw from an empty Deck and loses")
                return
            self.move(self.card(pl.deck[0]), "hand")

    # -- continuous checks after every change --------------------------------------
    def settle(self) -> None:
        """Apply effects that watch the board (e.g. one Type per player), until nothing changes."""
        for _ in range(10):
            changed = False
            for src in self.active():
                fx = self.effect(src)
                if fx and fx.state_check and fx.state_check(self, src):
                    changed = True
            if not changed:
                return
