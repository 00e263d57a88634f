"""How a document's blocks go to be parsed: a batch at a time, a block too long for the
tokenizer in pieces."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import islice

from .blocks import Block

MAX_BLOCK = 100_000  # characters parsed at once: a longer block (a text with no break) a piece at a time


def batches(blocks, size: int, text) -> Iterator[list[Block]]:
    """Blocks taken `size` at a time; a block of more than MAX_BLOCK characters (the tokenizer
    refuses a text of a million) cut at the last space before each MAX_BLOCK characters."""
    pieces = (piece for block in blocks for piece in _cut(block, text))
    while batch := list(islice(pieces, size)):
        yield batch


def _cut(block: Block, text) -> Iterator[Block]:
    start = block.start
    while block.end - start > MAX_BLOCK:
        space = text[start:start + MAX_BLOCK].rfind(" ", MAX_BLOCK // 2)
        end = start + (space if space > 0 else MAX_BLOCK)
        yield replace(block, start=start, end=end)
        start = end
    yield replace(block, start=start) if start != block.start else block
