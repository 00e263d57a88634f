"""A large text document read a piece at a time, so its ingest holds only the part in use.

`scan` reads the file once (encoding, length, checksum, its first characters); `StreamText`
then serves the segmenter and the record builder, who read forward: slices of the text by
character offset, from the pieces read since the record builder last said which offset it
still needs (`release`). `pieces` reads the text again, for the database's copy of it. Offsets are those of the whole text as `read.decode` and the newline
folding would give it.
"""
from __future__ import annotations

import codecs
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..model import JudgeError, Tally

CHUNK = 1 << 20  # bytes read at a time
HEAD = 65_536  # characters kept from the start: headers, title, language
ENCODINGS = ("utf-8-sig", "cp1252", "latin-1")


@dataclass
class Scan:
    encoding: str
    length: int
    sha1: str
    head: str
    table: dict | None = None  # characters replaced as the text is read (`str.translate`)


def pieces(path: Path, encoding: str, table: dict | None = None) -> Iterator[str]:
    """The file's text in pieces: decoded, "\\r\\n" and "\\r" folded to "\\n" (as `read` does),
    each character `table` names replaced (one character at a time: no piece's edge matters)."""
    decoder = codecs.getincrementaldecoder(encoding)()
    carry = ""  # a "\r" at the end of a piece may be the first half of "\r\n"
    with open(path, "rb") as fh:
        while True:
            raw = fh.read(CHUNK)
            text = carry + decoder.decode(raw, final=not raw)
            carry = ""
            if raw and text.endswith("\r"):
                text, carry = text[:-1], "\r"
            if text:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
                yield text.translate(table) if table else text
            if not raw:
                return


def scan(path: Path, table: dict | None = None) -> Scan:
    """Read the file once: the first encoding that decodes all of it, the text's length,
    checksum and first characters (with the characters `table` names replaced, as every later
    read replaces them)."""
    for encoding in ENCODINGS:
        try:
            tally, head = Tally(), ""
            for piece in pieces(path, encoding, table):
                tally.add(piece)
                if len(head) < HEAD:
                    head = (head + piece)[:HEAD]
            return Scan(encoding, tally.length, tally.sha1, head, table)
        except UnicodeDecodeError:
            continue
    raise JudgeError(f"{path}: cannot decode the text")  # unreachable: latin-1 decodes anything


class StreamText:
    """The text of a large document, read forward a piece at a time.

    Supports what segmenting and record building use of a `str`: `len`, indexing and slicing
    by character offset, and `find`. What lies before the offset given to `release` is
    dropped; reaching back there is an error."""

    def __init__(self, path: Path, scanned: Scan):
        self.path, self.scanned = path, scanned
        self.head = scanned.head
        self._pieces: Iterator[str] | None = None
        self._kept: deque[tuple[int, str]] = deque()  # (offset, piece)
        self._end = 0  # offset just after the last piece read
        self._floor = 0  # nothing before this offset is asked for any more

    def __len__(self) -> int:
        return self.scanned.length

    def pieces(self) -> Iterator[str]:
        """The whole text again, from the start, in pieces (an independent read), checked
        against the first read: a file changed meanwhile stops the ingest."""
        tally = Tally()
        for piece in pieces(self.path, self.scanned.encoding, self.scanned.table):
            tally.add(piece)
            if tally.length > self.scanned.length:
                break
            yield piece
        if (tally.length, tally.sha1) != (self.scanned.length, self.scanned.sha1):
            raise JudgeError(f"{self.path}: the file changed while it was being read; ingest it again")

    def release(self, offset: int) -> None:
        """Nothing before `offset` will be asked for again: let it go."""
        self._floor = max(self._floor, offset)
        while len(self._kept) > 1 and self._kept[0][0] + len(self._kept[0][1]) <= self._floor:
            self._kept.popleft()

    def _read_to(self, offset: int) -> None:
        if self._pieces is None:
            self._pieces = self.pieces()
        while self._end < offset:
            piece = next(self._pieces, None)
            if piece is None:
                return
            self._kept.append((self._end, piece))
            self._end += len(piece)
        self.release(self._floor)

    def _slice(self, start: int, stop: int) -> str:
        start, stop = max(0, start), min(stop, len(self))
        if stop <= start:
            return ""
        self._read_to(stop)
        if start < self._kept[0][0]:
            raise ValueError(f"{self.path}: characters from {start} were released")
        out = []
        for at, piece in self._kept:
            if at >= stop:
                break
            if at + len(piece) > start:
                out.append(piece[max(0, start - at):stop - at])
        return "".join(out)

    def __getitem__(self, key):
        if isinstance(key, slice):
            if key.step not in (None, 1):
                raise ValueError("StreamText slices have no step")
            start = 0 if key.start is None else key.start
            stop = len(self) if key.stop is None else key.stop
            return self._slice(start if start >= 0 else len(self) + start, stop if stop >= 0 else len(self) + stop)
        index = key if key >= 0 else len(self) + key
        if not 0 <= index < len(self):
            raise IndexError("StreamText index out of range")
        return self._slice(index, index + 1)

    def find(self, sub: str, start: int = 0) -> int:
        """The offset of the character `sub` at or after `start`, or -1."""
        if len(sub) != 1:
            raise ValueError("StreamText.find looks for one character")
        at = max(0, start)
        while at < len(self):
            self._read_to(at + 1)
            if at < self._kept[0][0]:
                self._slice(at, at + 1)  # reaching back before what was released: the error says so
            for offset, piece in self._kept:
                if offset <= at < offset + len(piece):
                    found = piece.find(sub, at - offset)
                    if found >= 0:
                        return offset + found
                    at = offset + len(piece)
                    break
        return -1
