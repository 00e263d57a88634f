"""The card table: names in every language, old printed names and abbreviations, and stats."""
from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .model import DATA_DIR, JudgeError
from .names import STOPWORDS, key, name_words, tokens
from .resolver import Name
from .text import common_words

CARDS_CSV = DATA_DIR / "cards.csv"
ALIASES_CSV = DATA_DIR / "aliases.csv"
POOL_COLUMNS = {"password", "name_en", "name_pt", "card_kind"}
# alias kinds that are safe to look for in running text (abbreviations are not: "DM", "MST")
TEXT_ALIAS_KINDS = {"old", "misspelling", "name"}


@dataclass
class Card:
    """A card's facts: its names and its printed stats ("?" kept as text)."""

    password: str
    name: str
    name_pt: str = ""
    kind: str = ""
    subtype: str = ""
    type: str = ""
    attribute: str = ""
    level: str = ""
    rank: str = ""
    link: str = ""
    atk: str = ""
    def_: str = ""
    aliases: list[tuple[str, str]] = field(default_factory=list)  # (alias, kind)

    @property
    def names(self) -> dict[str, str]:
        return {"en": self.name, "pt": self.name_pt} if self.name_pt else {"en": self.name}

    def text_names(self) -> list[str]:
        """Every name that may appear in a ruling's text: English, Portuguese, old names."""
        names = [self.name] + ([self.name_pt] if self.name_pt else [])
        names += [a for a, kind in self.aliases if kind in TEXT_ALIAS_KINDS]
        return list(dict.fromkeys(names))

    def row(self) -> dict:
        """The card's row of the `cards` table, in its column order."""
        return {"password": self.password, "name": self.name, "name_pt": self.name_pt, "kind": self.kind,
                "subtype": self.subtype, "type": self.type, "attribute": self.attribute, "level": self.level,
                "rank": self.rank, "link": self.link, "atk": self.atk, "def": self.def_}


def read_cards_csv(path: Path) -> list[Card]:
    """Cards from the CSV layout of the shared card pool; a malformed file names its line."""
    try:
        fh = open(path, newline="", encoding="utf-8-sig")
    except OSError as err:
        raise JudgeError(f"{path}: cannot read ({err.strerror or err})") from None
    with fh:
        reader = csv.DictReader(fh)
        missing = POOL_COLUMNS - set(reader.fieldnames or [])
        if missing:
            raise JudgeError(f"{path}: line 1: missing column(s) {', '.join(sorted(missing))}")
        cards, seen = [], set()
        for row in reader:
            name = (row.get("name_en") or "").strip()
            if not name:
                raise JudgeError(f"{path}: line {reader.line_num}: a card needs an English name (name_en)")
            if name.lower() in seen:
                continue  # a reprint under another password: the first printing stands
            seen.add(name.lower())
            cards.append(Card(
                password=(row.get("password") or "").strip(), name=name, name_pt=(row.get("name_pt") or "").strip(),
                kind=row.get("card_kind", ""), subtype=row.get("subtype", ""), type=row.get("monster_type", ""),
                attribute=row.get("attribute", ""), level=row.get("level", ""), rank=row.get("rank", ""),
                link=row.get("link", ""), atk=row.get("atk", ""), def_=row.get("def", ""),
            ))
    return cards


def read_aliases(path: Path = ALIASES_CSV) -> list[tuple[str, str, str]]:
    """(alias, canonical English name, kind) rows of the curated alias list."""
    with open(path, newline="", encoding="utf-8") as fh:
        return [(r["alias"].strip(), r["name"].strip(), r["kind"].strip()) for r in csv.DictReader(fh)]


def load_cards(path: Path = CARDS_CSV, aliases: Path = ALIASES_CSV) -> list[Card]:
    """The project's card table with its aliases attached."""
    return attach_aliases(read_cards_csv(path), aliases)


# -- YGOPRODeck cardinfo.php JSON --------------------------------------------------
YGOPRO_KINDS = {"Spell Card": "Spell", "Trap Card": "Trap", "Skill Card": "Skill", "Token": "Token"}


def read_ygoprodeck_json(path: Path) -> list[Card]:
    """Cards from a YGOPRODeck `cardinfo.php` dump ({"data": [...]}); old names become aliases."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError) as err:
        raise JudgeError(f"{path}: cannot read ({err})") from None
    except ValueError as err:
        raise JudgeError(f"{path}: not valid JSON ({err})") from None
    rows = data.get("data") if isinstance(data, dict) else data
    if not isinstance(rows, list):
        raise JudgeError(f"{path}: expected a YGOPRODeck dump with a \"data\" list")
    cards, seen = [], set()
    for i, row in enumerate(rows):
        where = f"{path}: data[{i}]"
        if not isinstance(row, dict):
            raise JudgeError(f"{where}: not an object")
        for required in ("id", "name", "type"):
            if required not in row or row[required] in (None, ""):
                raise JudgeError(f"{where}: missing key {required!r}")
        name = str(row["name"]).strip()
        if name.lower() in seen:
            continue
        seen.add(name.lower())
        ctype = str(row["type"])
        kind = YGOPRO_KINDS.get(ctype, "Monster")
        is_monster = kind == "Monster"
        xyz = "XYZ" in ctype.upper()
        card = Card(
            password=str(row["id"]), name=name, kind=kind,
            subtype=(ctype.replace(" Monster", "").replace(" ", "/") if is_monster else str(row.get("race", ""))),
            type=str(row.get("race", "")) if is_monster else "", attribute=str(row.get("attribute", "") or ""),
            level="" if xyz or "level" not in row else str(row["level"]),
            rank=str(row.get("level", "")) if xyz else "",
            link=str(row.get("linkval", "") or ""),
            atk=_stat(row.get("atk"), is_monster), def_=_stat(row.get("def"), is_monster and "linkval" not in row),
        )
        for lang_key in ("name_pt", "name_pt_br"):
            if row.get(lang_key):
                card.name_pt = str(row[lang_key]).strip()
        misc = row.get("misc_info") or []
        for info in misc if isinstance(misc, list) else []:
            beta = isinstance(info, dict) and info.get("beta_name")
            if beta and beta != name:
                card.aliases.append((str(beta), "old"))
        cards.append(card)
    if not cards:
        raise JudgeError(f"{path}: no cards in the file")
    return cards


def _stat(value, applies: bool) -> str:
    if not applies:
        return ""
    return "?" if value is None else str(value)


def read_pool(path: Path) -> list[Card]:
    """A card pool file by its format: the shared CSV layout or a YGOPRODeck JSON dump."""
    path = Path(path)
    if not path.is_file():
        raise JudgeError(f"{path}: no such file")
    if path.suffix.lower() == ".json":
        return read_ygoprodeck_json(path)
    if path.suffix.lower() == ".csv":
        return read_cards_csv(path)
    raise JudgeError(f"{path}: unsupported card pool format (use .csv or a YGOPRODeck .json)")


# -- names, as the resolver and the store see them ----------------------------------
def is_common_word(name: str) -> bool:
    """Whether a one-word name is also an everyday word ("Reload", "Storm") or a number, not only a card."""
    toks = name_words(name)  # "O Juiz" is the one word "juiz"
    return len(toks) == 1 and (toks[0] in common_words() or toks[0].isdigit())  # "7" is a number first


def card_names(cards: list[Card]) -> list[Name]:
    """Every name of every card: English, Portuguese, aliases (old names, abbreviations), the
    name written without the dots of its initials or the "#" of its number (`typed_plainly`), and
    the short names players call it by (`short_names`)."""
    out = []
    for c in cards:
        entries = [(c.name, "en")] + ([(c.name_pt, "pt")] if c.name_pt else []) + list(c.aliases)
        for name, kind in entries:
            k = key(name)
            # a key of two words or more is no one word: most names need no tokens of their own
            common = kind in ("en", "pt") and " " not in k and is_common_word(name)
            out.append(Name(k, name, c.name, kind, common))
    taken = {n.key for n in out}
    return out + typed_plainly(cards, taken) + short_names(cards, taken)


DOTTED = re.compile(r"\b(?:[A-Za-z]\.){2,}")  # initials, each with its dot: "D.D.", "T.A.D.P.O.L.E."


# marks players leave out of a name when they type it: the dots of its initials ("TADPOLE" for
# "T.A.D.P.O.L.E.", "DD Crow" for "D.D. Crow": the dots part the letters into words no one types
# apart) and the "#" of its number ("Sasuke Samurai 4": the unnumbered card inside the name is
# read only when no number follows); each the kind of name it gives
PLAIN = (("undotted", DOTTED, lambda m: m.group(0).replace(".", "")),
         ("unhashed", re.compile(r"(?<=\s)#(?=\d+\b)"), lambda m: ""))


def typed_plainly(cards: list[Card], taken: set[str]) -> list[Name]:
    """Each name holding a mark `PLAIN` lists, written without it; none that another card's name is
    already keyed as."""
    out = []
    for kind, marked, plain in PLAIN:
        for c in cards:
            if marked.search(c.name):
                typed = " ".join(marked.sub(plain, c.name).split())
                k = key(typed)
                if k not in taken:
                    out.append(Name(k, typed, c.name, kind, " " not in k and is_common_word(typed)))
                    taken.add(k)
    return out


SHORT_MIN = 5  # the fewest letters of a one-word short name ("Kycoo", "Peten"; not "Jinx")


def short_names(cards: list[Card], taken: set[str]) -> list[Name]:
    """What players call a card by a part of its English name: the part before its dash
    ("Chaos Emperor Dragon" for "… - Envoy of the End"; dotted initials, `_initials`) or after it ("Captain Tenacious" for
    "Destiny Hero - Captain Tenacious"), its first word before "the"
    ("Voltanis the Adjudicator"), its last two words or its last word after a series' prefix
    ("Chaos Neos", "Gaiodiaz" for "Gladiator Beast Gaiodiaz"). A part is a name only when it
    points at one card alone: no other card's name or part is written so (`taken`: the keys of
    every real name); a one-word part is in no other card's name and is no everyday word, a
    two-word part not two everyday words or one and a number ("Level 7", "Rule 2")."""
    in_names: dict[str, int] = {}  # how many cards' names hold a word
    for c in cards:
        for t in {key(w) for w in tokens(c.name)}:  # as its parts are keyed ("Luminous" → "luminou")
            in_names[t] = in_names.get(t, 0) + 1
    everyday = common_words()
    parts: dict[str, set[str]] = {}  # short key → the cards it could mean
    written: dict[tuple[str, str], str] = {}
    for c in cards:
        for part in _name_parts(c.name):
            k = key(part)
            toks = k.split()
            if not toks or k in taken or k == key(c.name):
                continue
            if len(toks) == 1 and (len(k) < SHORT_MIN or {k, *name_words(part)} & everyday or in_names.get(k, 0) > 1
                                   or not k.isalpha()):  # the word as written too: "Troops", keyed "troop"
                continue
            if len(toks) > 1 and (toks[0] in STOPWORDS or toks[-1] in STOPWORDS
                                  or (len(toks) == 2 and all(t in everyday or t.isdigit() for t in tokens(part)))):
                continue  # "Power Struggle", "New Face", "Level 7": words a question may say of anything
            parts.setdefault(k, set()).add(c.name)
            written.setdefault((k, c.name), part.strip(" ,"))
    return [Name(k, written[(k, card)], card, "short") for k, owners in parts.items() if len(owners) == 1
            for card in owners] + _initials(cards, taken)


# the kinds of name every build derives again from the card table (`short_names`, `typed_plainly`),
# never kept from a database being rebuilt; of them, those `short_names` gives
SHORT_KINDS = ("short", "initials")
DERIVED_KINDS = SHORT_KINDS + ("undotted", "unhashed")


def _initials(cards: list[Card], taken: set[str]) -> list[Name]:
    """The dotted initials before a card's dash, as players call it ("D.D.M." for "D.D.M. -
    Different Dimension Master"), and typed without the dots ("DDM": read as the resolver reads
    an abbreviation); none that another card is keyed as or shares, none that begins another
    card's name ("D.D.D." is how the "D/D/D" cards begin)."""
    heads = {c.name: head for c in cards for head, dash, _ in (c.name.partition(" - "),)
             if dash and DOTTED.fullmatch(head)}
    if not heads:
        return []
    begun = {k for c in cards if c.name not in heads for words in (key(c.name).split(),)
             for k in (" ".join(words[:n]) for n in range(2, len(words)))}
    per_key: dict[str, list[Name]] = {}
    for card, head in heads.items():
        if key(head) not in begun:
            for written, kind in ((head, "short"), (head.replace(".", ""), "initials")):
                per_key.setdefault(key(written), []).append(Name(key(written), written, card, kind))
    return [names[0] for k, names in per_key.items() if len(names) == 1 and k not in taken]


LEVEL_SUFFIX = re.compile(r"(.+) LV(\d+)")  # the LV monsters' names: "Armed Dragon LV7"


def _name_parts(name: str) -> list[str]:
    """The parts of a card's name a player may call it by (see `short_names`)."""
    out = []
    base, slash, form = name.rpartition("/")
    if slash and len(base.split()) >= 2 and form.strip() and base[-1:] != " " and form[:1] != " ":
        # a card's other form ("Stardust Dragon/Assault Mode") said with its form first, or its
        # first word alone: "Assault Mode Stardust Dragon", "Assault Mode Stardust", "Stardust Assault Mode"
        first = base.split()[0]
        out.append(f"{form} {base}")
        if first.lower() not in common_words():  # not "Assault Mode Black" for Black Rose Dragon's
            out += [f"{form} {first}", f"{first} {form}"]
    head, dash, tail = name.partition(" - ")
    if dash and len(head.split()) >= 2:
        out.append(head)
    if dash:  # the card itself after its series' name ("Captain Tenacious")
        out.append(tail)
    words = name.split()
    if len(words) >= 3 and words[1].lower() == "the":
        out.append(words[0])
    if level := LEVEL_SUFFIX.fullmatch(name):  # a LV monster: "Horus the … LV 6", "Horus LV6", "Horus LV 6"
        head, n = level.groups()
        out.append(f"{head} LV {n}")
        if len(words) >= 3 and words[1].lower() == "the":
            out += [f"{words[0]} LV{n}", f"{words[0]} LV {n}"]
    if len(words) >= 2 and not dash:
        out.append(words[-1])
        if len(words) >= 3:
            out.append(" ".join(words[-2:]))
    return out


def attach_aliases(cards: list[Card], aliases: Path = ALIASES_CSV) -> list[Card]:
    """Attach the curated aliases to whichever of their cards are present."""
    by_name = {c.name.lower(): c for c in cards}
    for alias, name, kind in read_aliases(aliases):
        card = by_name.get(name.lower())
        if card is not None and (alias, kind) not in card.aliases:
            card.aliases.append((alias, kind))
    return cards
