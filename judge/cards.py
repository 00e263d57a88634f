"""The card table: names in every language, old printed names and abbreviations, and stats."""
from __future__ import annotations

import csv
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .model import DATA_DIR, JudgeError

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
        row = asdict(self)
        row.pop("aliases")
        row["def"] = row.pop("def_")
        return row


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
            if not name or not (row.get("password") or "").strip():
                raise JudgeError(f"{path}: line {reader.line_num}: a card needs a password and an English name")
            if name.lower() in seen:
                continue  # a reprint under another password: the first printing stands
            seen.add(name.lower())
            cards.append(Card(
                password=row["password"].strip(), name=name, name_pt=(row.get("name_pt") or "").strip(),
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
    cards = read_cards_csv(path)
    by_name = {c.name.lower(): c for c in cards}
    for alias, name, kind in read_aliases(aliases):
        card = by_name.get(name.lower())
        if card is not None:
            card.aliases.append((alias, kind))
    return cards
