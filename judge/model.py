"""The nouns of the project: labels, documents, records, cards, and the errors users see."""
from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = PACKAGE_DIR.parent


def _shipped(name: str) -> Path:
    """A shipped folder: judge/<name> in an installed package, <project>/<name> in a source tree."""
    installed = PACKAGE_DIR / name
    return installed if installed.is_dir() else PROJECT_DIR / name


DATA_DIR = _shipped("data")
TEMPLATES_DIR = _shipped("templates")
SOURCES_DIR = DATA_DIR / "sources"
DEFAULT_DB = DATA_DIR / "rulings.db"


# the formats (eras of the game's rules) a ruling, a question or a library may be of
FORMATS = ("goat", "edison", "current")

# a confirmation whose scenarios declare cards inert says so, in the check's reason
INERT_CARDS = "with inert cards: "


def load_yaml(text: str):
    """YAML through libyaml's C parser when PyYAML has it (ten times faster), else the pure one;
    safe loading either way. Raises yaml.YAMLError."""
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


class JudgeError(Exception):
    """An error caused by the user's input; the CLI prints it on one line and exits 2."""


class Label(str, Enum):
    """What a verdict says: a player may, may not or must do something, or what the game does."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    REQUIRED = "required"
    OUTCOME = "outcome"


@dataclass
class Document:
    """One ruling document as read: its plain text is what record offsets point into."""

    name: str
    path: str
    format: str
    text: str  # or, for a large plain-text file, an ingest.stream.StreamText read a piece at a time
    title: str = ""
    lang: str = ""
    origin: str = ""
    date: str = ""
    declared_lang: str = ""
    game_format: str = ""  # the format (era of the rules) it rules on, where it says so: goat, edison…
    note: str = ""  # its own description (a NOTE: line)
    # spans (start, end) of lines that are metadata headers, not ruling text
    header_spans: list[tuple[int, int]] = field(default_factory=list)

    @property
    def sha1(self) -> str:
        scanned = getattr(self.text, "scanned", None)  # a large text read a piece at a time
        if scanned is not None:
            return scanned.sha1
        tally = Tally()
        for i in range(0, len(self.text), 1 << 20):  # a megabyte at a time: no copy of a large text
            tally.add(self.text[i:i + (1 << 20)])
        return tally.sha1


class Tally:
    """A text's length and checksum, taken a piece at a time."""

    def __init__(self) -> None:
        self.length = 0
        self._digest = hashlib.sha1()

    def add(self, piece: str) -> None:
        self.length += len(piece)
        self._digest.update(piece.encode("utf-8", "surrogatepass"))

    @property
    def sha1(self) -> str:
        return self._digest.hexdigest()


@dataclass
class Record:
    """A situation → verdict piece of a ruling, citing its exact span of the source."""

    document: str
    start: int
    end: int
    text: str
    situation: str
    verdict: str
    label: Label
    lang: str
    context: str = ""
    kind: str = "sentence"  # sentence | bullet | row | qa (a Q:/A: block) | question (asked and answered inline) | example | definition
    block: int = 0  # where the structural block (paragraph, bullet item, row…) it comes from starts
    cards: list[str] = field(default_factory=list)
    mechanics: list[str] = field(default_factory=list)
    author: str = ""  # the netrep who answered a Q&A
    author_date: str = ""  # ISO date of that answer
    id: str = ""
    format: str = ""  # the format it rules on, where its text, headings or document say so
    date: str = ""  # when it took effect or was given, where said (ISO, or a year)
    superseded_by: str = ""  # the id of the ruling that replaced it
    # whether its words speak of an old ruling, a new one, a reversal (`era.ruling_cues`): read
    # where the record is built, used where records are linked in document order; never stored
    cues: tuple[bool, bool, bool] = field(default=(False, False, False), repr=False, compare=False)

    def identity(self) -> str:
        """The text an id is derived from: document, context and normalised text and verdict."""
        return "\x1f".join((self.document, fold(self.context), fold(self.text), fold(self.verdict)))


QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def fold(text: str) -> str:
    r"""Lower-case, strip accents and fold runs of white space: the form text is compared in.

    >>> fold("  NÃO PODE\n nunca ")
    'nao pode nunca'
    """
    text = text.translate(QUOTES)
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.split()).lower()


def stable_id(identity: str) -> str:
    return hashlib.sha1(identity.encode("utf-8")).hexdigest()[:12]
