"""The board: players, zones, cards in play, the chain, the attack in progress.

State is plain data; everything derived from it (current ATK, a monster's Type now, Spell
Speed) is computed by the engine, never stored. What a card's effect keeps (turns left, the
Type each player keeps, control to give back) is in that card's `fx`, owned by `judge.sim.fx`.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
ZONES = ("hand", "deck", "extra", "field", "graveyard", "banished", "materials")
MONSTER_ZONES = 5
SPELL_ZONES = 5
# kinds of monster that always have an effect, by the card table's subtype words
EFFECT_KINDS = frozenset({"effect", "flip", "toon", "union", "gemini", "spirit", "tuner", "pendulum"})


@dataclass(frozen=True)
class Info:
    """A card's printed facts (from the card table)."""

    name: str
    kind: str  # Monster | Spell | Trap | Token
    subtype: str = ""  # Normal, Effect, Fusion, Ritual/Effect, Toon/Effect, Quick-Play, Counter, …
    type: str = ""
    attribute: str = ""
    level: int = 0
    rank: int = 0
    atk: int | None = 0  # None: "?"
    defense: int | None = 0
    materials: str = ""  # a Fusion's printed materials: "Firegrass" + "Petit Dragon"

    def has(self, word: str) -> bool:
        return word.lower() in self.subtype.lower().replace("-", "").split("/") or word.lower() in self.subtype.lower()

    @property
    def has_effect(self) -> bool:
        """Whether the card could act: every Spell and Trap; a monster unless the card table
        says it is Normal (or a Fusion, Ritual… with no Effect); an unknown kind of monster could."""
        if self.kind in ("Spell", "Trap"):
            return True
        if self.kind != "Monster":
            return False  # a Token
        parts = {p.strip().lower() for p in self.subtype.split("/")} - {""}
        if "normal" in parts:
            return False
        if parts & EFFECT_KINDS:
            return True
        return not parts  # Fusion, Ritual, Synchro, Xyz or Link alone: no effect; nothing known: maybe

    @property
    def extra_deck(self) -> bool:
        return any(self.has(w) for w in ("fusion", "synchro", "xyz"))


@dataclass
class Card:
    """One card in the duel."""

    uid: int
    info: Info
    owner: str
    controller: str
    zone: str = "hand"
    area: str = ""  # on the field: monster | spell | fieldzone
    slot: int = -1
    position: str = "attack"  # monsters: attack | defense | set
    face: str = "up"  # spells and traps: up | down
    label: str = ""
    token: bool = False
    summoned_this_turn: bool = False
    attacked_this_turn: bool = False
    set_this_turn: bool = False
    position_changed: bool = False
    properly_summoned: bool = False  # Ritual / Fusion / Synchro / Xyz summoned the proper way once
    # a Gemini monster Normal Summoned again while face-up: an Effect Monster until it leaves the
    # field or is turned face-down (before that, a Normal Monster on the field and in the Graveyard)
    gemini_summoned: bool = False
    summon_tributes: int = -1  # how many Tributes its last Normal Summon / Set used
    equipped_to: int | None = None
    counters: int = 0
    materials: list[int] = field(default_factory=list)
    declared: str = ""  # a Type declared for it (DNA Surgery) or a choice its effect made
    # what ends with the turn: ("atk", amount), ("destroyed_at_end", by what effect)
    until_end: list[tuple[str, int | str]] = field(default_factory=list)
    type_until_end: str = ""  # a Type an effect gives it until the End Phase
    # what its own or another card's effect keeps on it (turns left, the Type kept, control to
    # give back…): written and read only by the card entries of `judge.sim.fx`, never by the engine
    fx: dict = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def face_up(self) -> bool:
        if self.area == "monster":
            return self.position != "set"
        return self.face == "up"

    def ref(self) -> str:
        return self.label or self.name


@dataclass
class Player:
    lp: int = 8000
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # top first
    extra: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    banished: list[int] = field(default_factory=list)
    monsters: list[int | None] = field(default_factory=lambda: [None] * MONSTER_ZONES)
    spells: list[int | None] = field(default_factory=lambda: [None] * SPELL_ZONES)
    fieldzone: int | None = None
    normal_summoned: bool = False


@dataclass
class Link:
    """One Chain Link: a card's activation waiting to resolve."""

    card: int
    player: str
    speed: int
    targets: list[int] = field(default_factory=list)
    choices: dict = field(default_factory=dict)
    effect: str = "activate"  # activate | flip | trigger


@dataclass
class Attack:
    attacker: int
    target: int | None  # None: a direct attack
    targets_then: frozenset = frozenset()  # potential targets when declared (replay check)


@dataclass
class State:
    cards: dict[int, Card] = field(default_factory=dict)
    players: dict[str, Player] = field(default_factory=lambda: {"A": Player(), "B": Player()})
    turn_player: str = "A"
    phase: str = "main1"
    turn: int = 1
    chain: list[Link] = field(default_factory=list)
    chain_built: list[str] = field(default_factory=list)  # names, Chain Link 1 first (for expectations)
    attack: Attack | None = None
    replays: int = 0
    attack_ended: str = ""  # how the last attack ended before the Damage Step: "replay" | "stopped"
    winner: str | None = None
    activated: list[str] = field(default_factory=list)
    pending: list[Link] = field(default_factory=list)  # triggered effects waiting for the next chain
    last_summon: tuple[int, str] | None = None  # the monster just Summoned and how (for Trap Hole, Solemn…)
    rules: str = "2005"
    format: str = "goat"  # the format whose rules apply where formats differ (goat, the 2005 rules; current)
    restrictions: list[tuple] = field(default_factory=list)  # (player, what, rule, source card, turn)

    def copy(self) -> "State":
        # a card's printed facts never change: the copy shares them
        memo = {id(c.info): c.info for c in self.cards.values()}
        return copy.deepcopy(self, memo)

    @staticmethod
    def opponent(player: str) -> str:
        return "B" if player == "A" else "A"
