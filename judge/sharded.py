"""A read-only map stored compactly in a database blob, decoded a part at a time: what lets a
cold process read a few card names without decoding 28,000. A leaf: standard library only."""
from __future__ import annotations

import marshal
import zlib

SHARDS = 64  # a stored map is cut in this many parts, each decoded when first read


def _shard(k: str) -> int:
    return zlib.crc32(k.encode("utf-8")) % SHARDS  # stable across processes, unlike hash()


def cut(mapping: dict) -> tuple[bytes, ...]:
    parts: list[dict] = [{} for _ in range(SHARDS)]
    for k, v in mapping.items():
        parts[_shard(k)][k] = v
    return tuple(marshal.dumps(p) for p in parts)


class Sharded:
    """A read-only map stored in SHARDS marshalled parts: a look-up decodes only its key's
    part, so a cold process reading a few keys never decodes the whole map."""

    def __init__(self, parts: tuple[bytes, ...], keys=None):
        self._parts = parts
        self._decoded: list[dict | None] = [None] * len(parts)
        self._keys = frozenset(keys) if keys is not None else None

    def _part(self, k: str) -> dict:
        i = _shard(k)
        part = self._decoded[i]
        if part is None:
            part = self._decoded[i] = marshal.loads(self._parts[i])
        return part

    def decode_all(self) -> None:
        """Decode every part now (a server does, before it forks its workers)."""
        for i, part in enumerate(self._decoded):
            if part is None:
                self._decoded[i] = marshal.loads(self._parts[i])

    @property
    def key_set(self):
        """The keys, for a membership test at C speed (every part decoded when none were given)."""
        if self._keys is None:
            self._keys = frozenset(self)
        return self._keys

    def __contains__(self, k) -> bool:
        return k in self._keys if self._keys is not None else k in self._part(k)

    def __getitem__(self, k: str):
        return self._part(k)[k]

    def get(self, k: str, default=None):
        if self._keys is not None and k not in self._keys:
            return default
        return self._part(k).get(k, default)

    def items(self):
        for i in range(len(self._parts)):
            if self._decoded[i] is None:
                self._decoded[i] = marshal.loads(self._parts[i])
            yield from self._decoded[i].items()

    def __iter__(self):
        return (k for k, _ in self.items())

    def values(self):
        return (v for _, v in self.items())
