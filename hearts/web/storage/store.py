"""Crash-proof, schema-versioned storage over a small key-value store.

The page keeps each kind of data under its own key (settings, statistics,
the saved game, lesson progress), each written whole in one ``set``, so one
damaged key never spoils another and two tabs never interleave half-writes:
the later write wins, whole.

Every stored value is an envelope ``{"version": N, "data": ...}``. Loading
never raises. Whatever cannot be read (storage that throws, text that is not
JSON, wrong types, data from a newer version of the game, a game record the
engine rejects) comes back as the default value plus one plain sentence
saying what could not be restored. The unreadable text is copied to a backup
key ``hearts.backup.<name>.<n>`` (at most :data:`MAX_BACKUPS` per name, the
oldest dropped) before the key is cleared, so the notice is shown once and
nothing is deleted unread.

>>> store = MemoryStore({"hearts.settings": "{not json"})
>>> storage = Storage(store)
>>> loaded = storage.load(Slot("settings", 1, "your settings", "they are back to their defaults",
...                            decode=lambda data: Decoded(data), encode=lambda value: value, default=dict))
>>> loaded.value
{}
>>> print(loaded.problem)
Your settings could not be read (the stored text is damaged), so they are back to their defaults.
A copy of the old data was kept.
>>> store.data
{'hearts.backup.settings.1': '{not json'}
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from ...words.catalog import gettext as _
from .problems import KEPT_COPY, LEFT_AS_IT_WAS, Problem, StoredFault
from .problems import problem as problem_text
from .problems import reason as reason_text
from .slots import (
    MAX_BACKUPS,
    MAX_STORED_CHARS,
    KeyValueStore,
    Loaded,
    MemoryStore,
    Slot,
    StoredDataError,
    backup_key,
)

__all__ = ["Storage", "restore_notice"]

T = TypeVar("T")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


class Storage:
    """Loads and saves :class:`Slot` values over a :class:`KeyValueStore`; never raises.

    Problems met while loading or saving are also queued, each distinct
    sentence once per page load, for :meth:`take_notices`.
    """

    def __init__(self, store: KeyValueStore | None) -> None:
        self.store = store if store is not None else MemoryStore()
        self._pending: list[str] = []
        self._told: set[str] = set()
        self._known: dict[str, str | None] = {}
        self._written_elsewhere: set[str] | None = None

    # ----------------------------------------------------------------- notices

    def _note(self, problem: str) -> None:
        if problem not in self._told:
            self._told.add(problem)
            self._pending.append(problem)

    def take_notices(self) -> list[str]:
        """The problems not yet shown to the person, in order; each is returned once."""
        pending, self._pending = self._pending, []
        return pending

    # ------------------------------------------------------------- raw access

    def _get(self, key: str) -> tuple[bool, str | None]:
        try:
            raw = self.store.get(key)
        except Exception:
            return False, None
        return True, raw

    def _set(self, key: str, value: str) -> bool:
        try:
            self.store.set(key, value)
        except Exception:
            return False
        return True

    def read_text(self, key: str) -> tuple[bool, str | None]:
        """The text under ``key`` as stored (whether the browser allowed reading, and the text or ``None``)."""
        ok, raw = self._get(key)
        if ok:
            self._known[key] = raw
            self._forget_elsewhere(key)
        return ok, raw

    def write_text(self, key: str, text: str) -> bool:
        """Store ``text`` under ``key`` as it is; whether the browser allowed it."""
        if not self._set(key, text):
            return False
        self._known[key] = text
        self._forget_elsewhere(key)
        return True

    def remove_text(self, key: str) -> bool:
        """Forget ``key``; whether the browser allowed it."""
        if not self._remove(key):
            return False
        self._known[key] = None
        self._forget_elsewhere(key)
        return True

    def _remove(self, key: str) -> bool:
        try:
            self.store.remove(key)
        except Exception:
            return False
        return True

    def backup(self, name: str, raw: str) -> bool:
        """Keep ``raw`` under the first free backup key of ``name``, dropping the oldest if all are used."""
        for number in range(1, MAX_BACKUPS + 1):
            ok, existing = self._get(backup_key(name, number))
            if not ok:
                return False
            if existing is None:
                return self._set(backup_key(name, number), raw)
        for number in range(1, MAX_BACKUPS):
            ok, newer = self._get(backup_key(name, number + 1))
            if not ok or newer is None or not self._set(backup_key(name, number), newer):
                return False
        return self._set(backup_key(name, MAX_BACKUPS), raw)

    def backups(self, name: str) -> list[str]:
        """The backed-up texts of ``name``, oldest first."""
        found = []
        for number in range(1, MAX_BACKUPS + 1):
            ok, raw = self._get(backup_key(name, number))
            if ok and isinstance(raw, str):
                found.append(raw)
        return found

    # ------------------------------------------------------------------- load

    def load(self, slot: Slot[T]) -> Loaded[T]:
        """Read ``slot``; on any trouble return its default and a plain sentence saying what happened."""
        ok, raw = self._get(slot.key)
        if not ok:
            return self._problem(slot, _words(slot, "read-refused"), None)
        self._forget_elsewhere(slot.key)
        if raw is None:
            self._known[slot.key] = None
            return Loaded(slot.default())
        if not isinstance(raw, str):
            return self._problem(slot, _damaged(slot), None)
        reason = None
        try:
            data = _unwrap(raw, slot)
            decoded = slot.decode(data)
        except StoredDataError as error:
            if error.fault == "newer-version":
                reason = _words(slot, "newer")
            else:
                reason = _words(slot, "unreadable", reason_text(error.fault))
        except Exception:
            reason = _damaged(slot)
        if reason is not None:
            return self._problem(slot, reason, raw)
        self._known[slot.key] = raw
        if decoded.partial:
            problem = _sentence(decoded.partial)
            if self.backup(slot.name, raw):
                self.save(slot, decoded.value)
                problem += " " + _(KEPT_COPY)
            self._note(problem)
            return Loaded(decoded.value, problem, True)
        return Loaded(decoded.value, None, True)

    def refuse(self, slot: Slot[Any], fault: StoredFault) -> str:
        """Give up on the text :meth:`load` last read for ``slot``, for the reason ``fault``: it is backed up and
        cleared, and the sentence saying so is queued and returned, as when :meth:`load` itself cannot read it."""
        problem = self._problem(slot, _words(slot, "unreadable", reason_text(fault)), self._known.get(slot.key)).problem
        return problem or ""

    def save_refused(self, slot: Slot[Any]) -> str:
        """The browser refused to keep ``slot``'s data (written by other means than :meth:`save`): the sentence
        saying so, queued and returned."""
        problem = _words(slot, "save-refused")
        self._note(problem)
        return problem

    def _problem(self, slot: Slot[T], reason: str, raw: str | None) -> Loaded[T]:
        problem = _sentence(reason)
        if raw is not None:
            self._known[slot.key] = raw
            if self.backup(slot.name, raw):
                if self._remove(slot.key):
                    self._known[slot.key] = None
                problem += " " + _(KEPT_COPY)
            else:
                problem += " " + _(LEFT_AS_IT_WAS)
        self._note(problem)
        return Loaded(slot.default(), problem, False)

    # ------------------------------------------------------------------- save

    def save(self, slot: Slot[T], value: T) -> str | None:
        """Write ``value`` whole under the slot's key; a plain sentence if the browser refused."""
        try:
            text = json.dumps({"version": slot.version, "data": slot.encode(value)}, separators=(",", ":"))
        except Exception:
            problem = _words(slot, "unsaved")
            self._note(problem)
            return problem
        if self._set(slot.key, text):
            self._known[slot.key] = text
            self._forget_elsewhere(slot.key)
            return None
        return self.save_refused(slot)

    def clear(self, slot: Slot[Any]) -> bool:
        """Forget the slot's value; whether the browser allowed it."""
        return self.remove_text(slot.key)

    # ---------------------------------------------------------- other tabs

    def follow_other_tabs(self) -> None:
        """From now on, learn what other tabs write from :meth:`written_elsewhere` (the browser's ``storage``
        event) instead of reading the stored text again at each :meth:`changed_elsewhere`."""
        if self._written_elsewhere is None:
            self._written_elsewhere = set()

    def written_elsewhere(self, key: str | None) -> None:
        """Another tab wrote ``key`` (``None``: it cleared every key)."""
        if self._written_elsewhere is None:
            return
        if key is None:
            self._written_elsewhere.update(self._known)
            self._known.clear()
        else:
            self._written_elsewhere.add(key)

    def _forget_elsewhere(self, key: str) -> None:
        if self._written_elsewhere is not None:
            self._written_elsewhere.discard(key)

    def changed_elsewhere(self, slot: Slot[Any] | str) -> bool:
        """Whether another tab wrote the slot (or the key) since this page last read or wrote it.

        Once :meth:`follow_other_tabs` is called this is what the ``storage`` events said; before, the stored
        text is read and compared with what this page last read or wrote.
        """
        key = slot if isinstance(slot, str) else slot.key
        if self._written_elsewhere is not None:
            return key in self._written_elsewhere or key not in self._known
        ok, raw = self._get(key)
        return ok and (key not in self._known or raw != self._known[key])


def _unwrap(raw: str, slot: Slot[Any]) -> object:
    if len(raw) > MAX_STORED_CHARS:
        raise StoredDataError("too-long", str(len(raw)))
    envelope = json.loads(raw)
    if not isinstance(envelope, dict) or "data" not in envelope:
        raise StoredDataError("wrong-form")
    version = envelope.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise StoredDataError("no-version")
    if version > slot.version:
        raise StoredDataError("newer-version", str(version))
    data = envelope["data"]
    while version < slot.version:
        upgrade = slot.older.get(version)
        if upgrade is None:
            raise StoredDataError("old-form", str(version))
        data = upgrade(data)
        version += 1
    return data


def _damaged(slot: Slot[Any]) -> str:
    return _words(slot, "damaged")


def _words(slot: Slot[Any], kind: Problem, reason: str = "") -> str:
    """The sentence for ``kind`` of trouble with ``slot`` (``reason``: why it could not be read, worded)."""
    return problem_text(slot.name, kind, reason=reason, label=slot.label, consequence=slot.consequence)


def restore_notice(problems: list[str]) -> str | None:
    """One plain message for everything that could not be restored or saved, or ``None``."""
    unique = list(dict.fromkeys(p for p in problems if p))
    if not unique:
        return None
    return " ".join(unique)
