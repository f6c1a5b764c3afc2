"""What the store is made of: the key-value store it writes to (the browser's, or one in memory for the tests), a
kind of stored data (:class:`Slot`: its key, version, decoder and encoder), what a decoder returns or raises, and
the names of the keys.

>>> store = MemoryStore({"hearts.a": "1"})
>>> store.get("hearts.a"), backup_key("a", 2)
('1', 'hearts.backup.a.2')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Generic, NamedTuple, Protocol, TypeVar

from .problems import StoredFault

__all__ = [
    "KEY_PREFIX",
    "MAX_BACKUPS",
    "MAX_STORED_CHARS",
    "Decoded",
    "KeyValueStore",
    "Loaded",
    "MemoryStore",
    "Slot",
    "StoredDataError",
    "backup_key",
    "read_each",
]

KEY_PREFIX: Final = "hearts."
MAX_BACKUPS: Final = 3
"""Backups kept per name; the oldest is dropped to make room."""
MAX_STORED_CHARS: Final = 2_000_000
"""Stored text longer than this is not parsed (no real value of the game is near it)."""

T = TypeVar("T")


class KeyValueStore(Protocol):
    """What the page's storage offers (``localStorage`` in the browser). Any method may raise."""

    def get(self, key: str) -> str | None:
        """The text stored under ``key``, or ``None``."""
        ...

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``, whole."""
        ...

    def remove(self, key: str) -> None:
        """Forget ``key``."""
        ...


class MemoryStore:
    """A store in a dict: for tests, and for the page when the browser offers none."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


class StoredDataError(ValueError):
    """Stored data that cannot be used: ``fault`` says why, as a fact (worded by :mod:`.problems`), ``detail``
    names the part in question when the decoder knows it; the message is a short one for developers."""

    def __init__(self, fault: StoredFault, detail: str = "") -> None:
        super().__init__(f"{fault}: {detail}" if detail else fault)
        self.fault: StoredFault = fault
        self.detail = detail


class Decoded(NamedTuple, Generic[T]):
    """A decoded value and, if some parts of it fell back to defaults, a plain sentence saying which."""

    value: T
    partial: str | None = None


E = TypeVar("E")


def read_each(raws: list[object], read: Callable[[object], E]) -> tuple[list[E], int]:
    """Each stored entry of ``raws`` read by ``read``, and how many could not be (:class:`StoredDataError`): a
    damaged entry is left out on its own, the others are kept.

    >>> def number(raw: object) -> int:
    ...     if not isinstance(raw, int):
    ...         raise StoredDataError("count-not-whole")
    ...     return raw
    >>> read_each([1, "two", 3], number)
    ([1, 3], 1)
    """
    entries: list[E] = []
    bad = 0
    for raw in raws:
        try:
            entries.append(read(raw))
        except StoredDataError:
            bad += 1
    return entries, bad


@dataclass(frozen=True, slots=True)
class Slot(Generic[T]):
    """One kind of stored data: its key, schema version, words for people, and how to read and write it.

    ``decode`` turns the envelope's ``data`` into a value, raising
    :class:`StoredDataError` (or anything else) when it cannot. ``older`` maps
    an older schema version to a function upgrading its data by one version.
    """

    name: str
    version: int
    label: str
    """What it is, in plain words: ``"your settings"``."""
    consequence: str
    """What happens when it cannot be read: ``"they are back to their defaults"``."""
    decode: Callable[[object], Decoded[T]]
    encode: Callable[[T], object]
    default: Callable[[], T]
    older: dict[int, Callable[[object], object]] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return KEY_PREFIX + self.name


class Loaded(NamedTuple, Generic[T]):
    """What :meth:`Storage.load` found: a usable value and, if something could not be restored, why."""

    value: T
    problem: str | None = None
    found: bool = False
    """Whether a readable value was stored (``False`` means the default is used)."""


def backup_key(name: str, number: int) -> str:
    """``hearts.backup.<name>.<number>``."""
    return f"{KEY_PREFIX}backup.{name}.{number}"
