"""Scenario files (format v1, ../shared/spec/scenario-format.md): load and parse.

`load` turns YAML into a board (errors name the key at fault); `replay.replay` plays the
actions step by step on the engine and checks the expectations.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from ..cards import load_cards, read_aliases
from ..model import DATA_DIR, JudgeError, load_yaml
from ..resolver import Name, Resolver, key
from .state import PHASES, Card, Info, State

SCENARIOS = DATA_DIR / "scenarios"
EXTRA_CARDS = SCENARIOS / "cards.csv"  # plain monsters the scenarios need beyond the sources' cards
TOP_KEYS = {"title", "ruling", "state", "actions", "expect", "rules", "notes", "contradicts", "inert", "why",
            "format", "records"}
SIM_FORMATS = ("goat", "current")  # formats whose differing rules the engine knows
STATE_KEYS = {"turn_player", "phase", "A", "B", "turn"}
PLAYER_KEYS = {"lp", "hand", "deck", "monsters", "spells_traps", "field", "graveyard", "banished", "extra"}
CARD_KEYS = {"card", "position", "face", "as", "set_this_turn", "summoned_this_turn", "attacked_this_turn",
             "equipped_to", "materials", "counters", "properly_summoned", "summon_tributes", "declared"}
EXPECT_KEYS = {"location", "position", "atk", "def", "original_atk", "lp", "replay", "can_attack", "chain",
               "winner", "activated", "controller", "hand_size", "graveyard_size"}


class ScenarioError(JudgeError):
    """The scenario file itself is wrong (exit 2)."""


def as_int(value, where: str) -> int:
    """A number from the file, or a ScenarioError naming where it is."""
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ScenarioError(f"{where}: expected a number, got {value!r}") from None


@lru_cache(maxsize=1)
def catalogue() -> dict[str, Info]:
    """Every card a scenario may name: the project's card table plus the scenarios' own monsters."""
    infos: dict[str, Info] = {}
    cards = load_cards()
    if EXTRA_CARDS.exists():
        from ..cards import read_cards_csv
        cards += read_cards_csv(EXTRA_CARDS)
    materials = _materials()
    for c in cards:
        num = lambda v: None if v in ("?",) else int(v) if str(v).strip().lstrip("-").isdigit() else 0  # noqa: E731
        infos[c.name] = Info(c.name, c.kind or "Monster", c.subtype, c.type, c.attribute, num(c.level) or 0,
                             num(c.rank) or 0, num(c.atk), num(c.def_), materials.get(c.name, ""))
    return infos


def _materials() -> dict[str, str]:
    out = {}
    for path in (DATA_DIR / "cards.csv", EXTRA_CARDS):
        if path.exists():
            with open(path, newline="", encoding="utf-8") as fh:
                for row in csv.DictReader(fh):
                    if row.get("materials"):
                        out[row["name_en"]] = row["materials"]
    return out


@lru_cache(maxsize=1)
def _known_keys() -> dict[str, str]:
    """The catalogue's names and the curated aliases by key: what scenarios name, found without
    the resolver over every card (which costs a verify most of a second to build)."""
    out = {key(name): name for name in catalogue()}
    for alias, name, _ in read_aliases():
        out.setdefault(key(alias), name)
    return out


@lru_cache(maxsize=1)
def _resolver() -> Resolver:
    names = []
    for c in load_cards():
        names += [Name(key(n), n, c.name, "en") for n in [c.name] + [a for a, _ in c.aliases]]
    for name in catalogue():
        names.append(Name(key(name), name, name, "en"))
    return Resolver(names)


def card_name(raw, where: str) -> str:
    """A scenario's card name → the catalogue's English name (case and old names allowed)."""
    if not isinstance(raw, str) or not raw.strip():
        raise ScenarioError(f"{where}: a card name is needed")
    infos = catalogue()
    if raw in infos:
        return raw
    known = _known_keys().get(key(raw))
    if known is not None:
        return known
    resolver = _resolver()
    hits = resolver.by_key.get(key(raw))
    if hits:
        return hits[0].card
    close = ", ".join(c for c, _ in resolver.suggest(raw, 3))
    raise ScenarioError(f"{where}: unknown card {raw!r}" + (f" (closest: {close})" if close else ""))


@dataclass
class Scenario:
    title: str
    path: str
    ruling: list[str]
    state: State
    labels: dict[str, int]
    actions: list[dict]
    expect: dict
    rules: str = "2005"
    inert: dict[str, str] | None = None  # card name -> why its effect cannot matter here
    contradicts: tuple[str, ...] = ()  # phrases of records the replay shows wrong
    records: int | None = None  # how many records each phrase names (None: at least one)
    documents: dict[str, str] = field(default_factory=dict)  # phrase -> the document it is from, where said
    contexts: dict[str, str] = field(default_factory=dict)  # phrase -> a phrase of its records' heading, where said


def load(path: Path) -> Scenario:
    try:
        data = load_yaml(Path(path).read_text(encoding="utf-8"))
    except OSError as err:
        raise ScenarioError(f"{path}: cannot read ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not a text file (a scenario is UTF-8 YAML)") from None
    except yaml.YAMLError as err:
        raise ScenarioError(f"{path}: not valid YAML ({str(err).splitlines()[0]})") from None
    return parse(data, str(path))


def parse(data, where: str) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a mapping with state, actions and expect")
    check_keys(data, TOP_KEYS, where)
    rules = str(data.get("rules", "2005"))
    if rules != "2005":
        raise ScenarioError(f"{where}: rules: only the 2005 rules of the sources are modelled")
    state, labels = _board(data.get("state") or {}, f"{where}: state")
    fmt = str(data.get("format", "goat")).lower()
    if fmt not in SIM_FORMATS:
        raise ScenarioError(f"{where}: format: one of {', '.join(SIM_FORMATS)} (the rules of another are not modelled)")
    state.format = fmt
    acts = data.get("actions") or []
    if not isinstance(acts, list):
        raise ScenarioError(f"{where}: actions: expected a list")
    expect = data.get("expect") or {}
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}: expect: expected a mapping")
    check_keys(expect, EXPECT_KEYS, f"{where}: expect")
    ruling, where_from, contexts = _rulings(data.get("ruling") or [], f"{where}: ruling")
    contradicts = data.get("contradicts") or []
    contradicts = (contradicts,) if isinstance(contradicts, str) else tuple(str(c) for c in contradicts)
    records = as_int(data["records"], f"{where}: records") if "records" in data else None
    return Scenario(str(data.get("title", Path(where).stem)), where, ruling, state, labels, acts, expect, rules,
                    _inert(data, where), contradicts, records, where_from, contexts)


def _rulings(value, where: str) -> tuple[list[str], dict[str, str], dict[str, str]]:
    """The phrases a scenario confirms; the document each one is from where the scenario says
    (`- {phrase: …, document: NAME}`: a phrase of a document the database does not hold cannot be
    looked for there); and the heading its records sit under where it says (`context: …`, for a
    sentence a document repeats under several headings, "the rules above apply here")."""
    items = [value] if isinstance(value, (str, dict)) else list(value)
    phrases, documents, contexts = [], {}, {}
    for i, item in enumerate(items):
        if isinstance(item, dict):
            check_keys(item, {"phrase", "document", "context"}, f"{where}[{i}]")
            if not item.get("phrase") or not (item.get("document") or item.get("context")):
                raise ScenarioError(f"{where}[{i}]: a phrase, and the document it is from or the heading it is under")
            phrase = str(item["phrase"])
            phrases.append(phrase)
            if item.get("document"):
                documents[phrase] = str(item["document"])
            if item.get("context"):
                contexts[phrase] = str(item["context"])
        else:
            phrases.append(str(item))
    return phrases, documents, contexts


def _inert(data: dict, where: str) -> dict[str, str]:
    """The cards the scenario declares inert, each with why its effect cannot matter here:
    `inert: [Jinzo]` with a top-level `why:`, or `inert: {Jinzo: "why"}`."""
    raw = data.get("inert")
    if raw is None:
        if "why" in data:
            raise ScenarioError(f"{where}: why: explains inert:, and there is no inert:")
        return {}
    shared = data.get("why")
    if isinstance(raw, dict):
        pairs = [(k, v if v else shared) for k, v in raw.items()]
    elif isinstance(raw, list):
        pairs = [(k, shared) for k in raw]
    else:
        raise ScenarioError(f"{where}: inert: a list of card names (with why:) or a mapping card: why")
    out = {}
    for i, (name, why) in enumerate(pairs):
        card = card_name(name, f"{where}: inert[{i}]")
        if not isinstance(why, str) or not why.strip():
            raise ScenarioError(f"{where}: inert: {card}: say why its effect cannot matter here (why:)")
        out[card] = why.strip()
    return out


def check_keys(data: dict, allowed: set, where: str) -> None:
    """Refuse an unknown key, naming the ones allowed."""
    for k in data:
        if k not in allowed:
            raise ScenarioError(f"{where}: unknown key {k!r} (expected one of {', '.join(sorted(allowed))})")


def _board(raw: dict, where: str) -> tuple[State, dict[str, int]]:
    if not isinstance(raw, dict):
        raise ScenarioError(f"{where}: expected a mapping")
    check_keys(raw, STATE_KEYS, where)
    s = State()
    s.turn_player = str(raw.get("turn_player", "A"))
    if s.turn_player not in ("A", "B"):
        raise ScenarioError(f"{where}.turn_player: A or B")
    s.phase = str(raw.get("phase", "main1"))
    if s.phase not in PHASES:
        raise ScenarioError(f"{where}.phase: one of {', '.join(PHASES)}")
    labels: dict[str, int] = {}
    pending_equips: list[tuple[Card, str, str]] = []
    for p in ("A", "B"):
        pr = raw.get(p) or {}
        w = f"{where}.{p}"
        if not isinstance(pr, dict):
            raise ScenarioError(f"{w}: expected a mapping")
        check_keys(pr, PLAYER_KEYS, w)
        pl = s.players[p]
        pl.lp = as_int(pr.get("lp", 8000), f"{w}.lp")
        for zone in ("hand", "deck", "graveyard", "banished", "extra"):
            for i, entry in enumerate(_list(pr.get(zone), f"{w}.{zone}")):
                c = _card(s, labels, entry, p, f"{w}.{zone}[{i}]", pending_equips)
                c.zone = zone
                getattr(pl, zone).append(c.uid)
        for key_, area, slots in (("monsters", "monster", pl.monsters), ("spells_traps", "spell", pl.spells)):
            entries = _list(pr.get(key_), f"{w}.{key_}")
            if len(entries) > len(slots):
                zones = "Monster Zones" if area == "monster" else "Spell & Trap Zones"
                raise ScenarioError(f"{w}.{key_}: at most {len(slots)} {zones}, got {len(entries)}")
            for i, entry in enumerate(entries):
                c = _card(s, labels, entry, p, f"{w}.{key_}[{i}]", pending_equips)
                c.zone, c.area, c.slot = "field", area, i
                slots[i] = c.uid
        if pr.get("field"):
            c = _card(s, labels, pr["field"], p, f"{w}.field", pending_equips)
            c.zone, c.area = "field", "fieldzone"
            pl.fieldzone = c.uid
    for c, ref, w in pending_equips:
        c.equipped_to = find_card(s, labels, ref, w).uid
    return s, labels


def _list(value, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list")
    return value


def _card(s: State, labels: dict, entry, player: str, where: str, equips: list) -> Card:
    if isinstance(entry, str):
        entry = {"card": entry}
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: a card name or a mapping with card:")
    check_keys(entry, CARD_KEYS, where)
    name = card_name(entry.get("card"), where)
    uid = len(s.cards) + 1
    c = Card(uid, catalogue()[name], player, player)
    position = entry.get("position", "attack")
    if position not in ("attack", "defense", "set"):
        raise ScenarioError(f"{where}.position: attack, defense or set")
    c.position = position
    face = entry.get("face", "up")
    if face not in ("up", "down"):
        raise ScenarioError(f"{where}.face: up or down")
    c.face = face
    for flag in ("set_this_turn", "summoned_this_turn", "attacked_this_turn", "properly_summoned"):
        setattr(c, flag, bool(entry.get(flag, False)))
    c.summon_tributes = as_int(entry.get("summon_tributes", -1), f"{where}.summon_tributes")
    c.counters = as_int(entry.get("counters", 0), f"{where}.counters")
    c.declared = str(entry.get("declared", ""))
    if entry.get("as"):
        c.label = str(entry["as"])
        if c.label in labels:
            raise ScenarioError(f"{where}.as: the label {c.label!r} is used twice")
        labels[c.label] = uid
    s.cards[uid] = c
    if entry.get("equipped_to"):
        equips.append((c, entry["equipped_to"], f"{where}.equipped_to"))
    for i, m in enumerate(_list(entry.get("materials"), f"{where}.materials")):
        mat = _card(s, labels, m, player, f"{where}.materials[{i}]", equips)
        mat.zone = "materials"
        c.materials.append(mat.uid)
    return c


def find_card(s: State, labels: dict, ref, where: str) -> Card:
    """A card named in an action or expectation: a label, or the only copy of that card in play."""
    if isinstance(ref, str) and ref in labels:
        return s.cards[labels[ref]]
    made = isinstance(ref, str) and any(c.token and c.name == ref for c in s.cards.values())
    name = ref if made else card_name(ref, where)  # a Token exists only once an effect made it
    copies = [c for c in s.cards.values() if c.name == name and c.zone != "gone"]
    on_field = [c for c in copies if c.zone == "field"]
    pick = on_field if len(on_field) == 1 else copies
    if len(pick) > 1 and all(c.token for c in pick):
        pick = pick[:1]  # Tokens of one name are alike: any of them will do
    if len(pick) != 1:
        if not copies:
            raise ScenarioError(f"{where}: {ref!r} is not in this duel")
        raise ScenarioError(f"{where}: {ref!r} is ambiguous ({len(pick)} copies): name one with as:")
    return pick[0]
