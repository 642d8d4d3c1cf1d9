"""Profiles: several players on one machine, each with a collection and decks.

Where (``engine/saves.user_dir()``, ``TABLETOP_HOME`` in tests)::

    profiles/<slug>/profile.json             name, collection (game -> card -> copies), packs
    profiles/<slug>/decks/<game>/<slug>.toml  one deck: name, game, format, [cards]

Every write is atomic (``saves.atomic_write_text``: a temporary file, fsync, rename), so a kill
during a write leaves the old file or the new one, never half of one; every read goes through
``engine/files.py``. A damaged file is moved aside (``NAME.damaged-<time>``, never overwritten)
and reported in ``notices``; a damaged profile starts again from the starter sets, a damaged deck
is left out of the list. A new profile starts with each game's starter set.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.collection.decktext import format_deck_text
from tabletop.collection.legality import check_deck
from tabletop.collection.sets import games, get_set
from tabletop.engine import files
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.saves import atomic_write_text, user_dir

PROFILE_FORMAT = "tabletop-profile"
DECK_FORMAT = "tabletop-deck"
VERSION = 1
MAX_NAME = 40
MAX_COPIES = 9999
#: the limits of a profile file, far above a real player's (every card of every game at
#: ``MAX_COPIES`` copies is under 10 KB; three games count their opened packs) and small enough
#: to read in a few milliseconds: a file over them is refused, naming what is over
MAX_PROFILE_BYTES = 256 * 1024
MAX_PACK_ENTRIES = 64
MAX_CARD_ENTRIES = 5000
#: the most decks of one game a profile lists (the others are left out, and that is said)
MAX_DECKS = 500


class ProfileError(TabletopError):
    """A profile or deck request that cannot be done (a sentence for the player)."""


def slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:40] or "unnamed"


def check_name(name: str, what: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ProfileError(f"a {what} needs a name")
    name = name.strip()
    try:
        files.check_text(name, f"{what} name", MAX_NAME, visible=True)
    except SaveError as e:
        raise ProfileError(str(e)) from None
    return name


@dataclass
class Deck:
    name: str
    game: str
    format: str
    cards: list[str]

    def counts(self) -> Counter[str]:
        return Counter(self.cards)


@dataclass
class Profile:
    name: str
    collection: dict[str, Counter[str]] = field(default_factory=dict)
    packs_opened: dict[str, int] = field(default_factory=dict)
    #: what went wrong reading this profile's files (a damaged file kept aside)
    notices: list[str] = field(default_factory=list)

    @property
    def slug(self) -> str:
        return slug(self.name)

    def owned(self, game: str) -> Counter[str]:
        return self.collection.setdefault(game, Counter())

    def add(self, game: str, names: list[str]) -> None:
        c = self.owned(game)
        for n in names:
            c[n] = min(c[n] + 1, MAX_COPIES)


def starter_collection() -> dict[str, Counter[str]]:
    """Each game's starter set."""
    return {g: Counter(get_set(g).starter) for g in games()}


class Profiles:
    """The profiles folder: list, create, load, save profiles and their decks."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else user_dir() / "profiles"
        self.notices: list[str] = []

    # ------------------------------------------------------------------ profiles
    def folder(self, name: str) -> Path:
        return self.root / slug(name)

    def names(self) -> list[str]:
        """The profiles' names, sorted (a folder whose profile cannot be read is listed by its
        folder name; loading it reports and keeps the damaged file)."""
        out: list[str] = []
        if not self.root.is_dir():
            return out
        for d in sorted(self.root.iterdir()):
            p = d / "profile.json"
            if not d.is_dir() or not (p.exists() or list(d.glob("profile.json.damaged-*"))):
                continue
            try:
                data = files.load_json(p, "profile", max_bytes=MAX_PROFILE_BYTES)
                name = data.get("name")
                out.append(name if isinstance(name, str) and slug(name) == d.name else d.name)
            except SaveError:
                out.append(d.name)
        return sorted(out, key=str.lower)

    def exists(self, name: str) -> bool:
        return (self.folder(name) / "profile.json").exists()

    def create(self, name: str) -> Profile:
        """A new profile holding each game's starter set."""
        name = check_name(name, "profile")
        if self.exists(name):
            raise ProfileError(f"there is already a profile called {name!r}")
        prof = Profile(name, starter_collection(), {g: 0 for g in games()})
        self.save(prof)
        return prof

    def load(self, name: str) -> Profile:
        """The profile ``name``. A damaged profile file is moved aside and reported; the profile
        then starts again from the starter sets (the old file stays for repair)."""
        path = self.folder(name) / "profile.json"
        if not path.exists():
            raise ProfileError(f"there is no profile called {name!r}")
        try:
            return self._read(path, name)
        except SaveError as e:
            kept = files.move_aside(path)
            where = kept.name if kept else path.name
            notice = f"{e} - the damaged file is kept as {where}; the collection starts again"
            prof = Profile(name, starter_collection(), {g: 0 for g in games()}, [notice])
            self.notices.append(notice)
            try:
                self.save(prof)
            except OSError as w:  # a full disk: the fresh profile lives until the app closes
                self.notices.append(f"{path}: the fresh profile cannot be written ({w.strerror})")
            return prof

    def _read(self, path: Path, name: str) -> Profile:
        data = files.load_json(path, "profile", max_bytes=MAX_PROFILE_BYTES)
        src = str(path)
        if data.get("format") != PROFILE_FORMAT:
            raise SaveError(f'{src}: this is not a profile (no "format": "{PROFILE_FORMAT}")')
        if data.get("version") != VERSION:
            raise SaveError(
                f"{src}: profile version {files.quote(data.get('version'))} is not supported"
            )
        files.check_keys(data, ("format", "version", "name", "collection", "packs_opened"), src)
        pname = files.check_text(data.get("name"), f"{src}: name", MAX_NAME)
        if slug(pname) != path.parent.name:  # saving it would write another profile's folder
            raise SaveError(
                f"{src}: the name inside, {files.quote(pname)}, is not this profile's"
                f" ({path.parent.name})"
            )
        coll = data.get("collection")
        if not isinstance(coll, dict):
            raise SaveError(f"{src}: 'collection' should be a table of games")
        collection: dict[str, Counter[str]] = {}
        for game, cards in coll.items():
            if game not in games():
                raise SaveError(f"{src}: collection: unknown game {files.quote(game)}")
            if not isinstance(cards, dict):
                raise SaveError(f"{src}: collection {game!r} should be a table of cards")
            if len(cards) > MAX_CARD_ENTRIES:
                raise SaveError(
                    f"{src}: collection {game!r} lists {len(cards):,} cards"
                    f" (at most {MAX_CARD_ENTRIES:,})"
                )
            known = get_set(game).cards
            c: Counter[str] = Counter()
            for card, n in cards.items():
                if card not in known:
                    raise SaveError(f"{src}: collection {game!r}: unknown card {files.quote(card)}")
                if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COPIES:
                    raise SaveError(
                        f"{src}: collection {game!r}: {files.quote(card)} count {files.quote(n)}"
                    )
                if n:
                    c[card] = n
            collection[game] = c
        for game in games():
            collection.setdefault(game, Counter())
        packs = data.get("packs_opened", {})
        if not isinstance(packs, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in packs.values()
        ):
            raise SaveError(f"{src}: 'packs_opened' should be a table of counts")
        if len(packs) > MAX_PACK_ENTRIES:
            raise SaveError(
                f"{src}: 'packs_opened' has {len(packs):,} entries (at most {MAX_PACK_ENTRIES})"
            )
        return Profile(str(pname), collection, {str(k): int(v) for k, v in packs.items()})

    def save(self, prof: Profile) -> None:
        data: dict[str, Any] = {
            "format": PROFILE_FORMAT,
            "version": VERSION,
            "name": prof.name,
            "collection": {
                g: dict(sorted((n, c) for n, c in cards.items() if c > 0))
                for g, cards in sorted(prof.collection.items())
            },
            "packs_opened": dict(sorted(prof.packs_opened.items())),
        }
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        atomic_write_text(self.folder(prof.name) / "profile.json", text)

    def delete_profile(self, name: str) -> None:
        """Remove a profile's folder (its files go; nothing else is touched)."""
        folder = self.folder(name)
        if not (folder / "profile.json").exists():
            raise ProfileError(f"there is no profile called {name!r}")
        for p in sorted(folder.rglob("*"), key=lambda q: -len(q.parts)):
            if p.is_dir():
                p.rmdir()
            else:
                p.unlink()
        folder.rmdir()

    # ------------------------------------------------------------------ decks
    def deck_folder(self, prof: Profile, game: str) -> Path:
        return self.folder(prof.name) / "decks" / game

    def decks(self, prof: Profile, game: str) -> list[Deck]:
        """The profile's decks of ``game``, by name; damaged deck files are kept aside and
        reported in ``prof.notices``."""
        out: list[Deck] = []
        folder = self.deck_folder(prof, game)
        if not folder.is_dir():
            return out
        paths = sorted(folder.glob("*.toml"))
        if len(paths) > MAX_DECKS:
            prof.notices.append(
                f"{folder}: {len(paths):,} deck files; the first {MAX_DECKS} are listed"
            )
            paths = paths[:MAX_DECKS]
        for p in paths:
            try:
                out.append(read_deck(p, game))
            except SaveError as e:
                kept = files.move_aside(p)
                prof.notices.append(f"{e} - the damaged deck is kept as {kept.name if kept else p}")
        return sorted(out, key=lambda d: d.name.lower())

    def deck_names(self, prof: Profile, game: str) -> list[str]:
        return [d.name for d in self.decks(prof, game)]

    def load_deck(self, prof: Profile, game: str, name: str) -> Deck:
        p = self.deck_folder(prof, game) / f"{slug(name)}.toml"
        if not p.exists():
            raise ProfileError(f"{prof.name} has no {game} deck called {name!r}")
        try:
            return read_deck(p, game)
        except SaveError as e:
            raise ProfileError(str(e)) from None

    def save_deck(self, prof: Profile, deck: Deck, replace: bool = True) -> None:
        deck.name = check_name(deck.name, "deck")
        p = self.deck_folder(prof, deck.game) / f"{slug(deck.name)}.toml"
        if not replace and p.exists():
            raise ProfileError(f"there is already a deck called {deck.name!r}")
        atomic_write_text(p, deck_toml(deck))

    def delete_deck(self, prof: Profile, game: str, name: str) -> None:
        p = self.deck_folder(prof, game) / f"{slug(name)}.toml"
        if not p.exists():
            raise ProfileError(f"{prof.name} has no {game} deck called {name!r}")
        p.unlink()

    def rename_deck(self, prof: Profile, game: str, old: str, new: str) -> Deck:
        deck = self.load_deck(prof, game, old)
        new = check_name(new, "deck")
        if slug(new) != slug(old) and (self.deck_folder(prof, game) / f"{slug(new)}.toml").exists():
            raise ProfileError(f"there is already a deck called {new!r}")
        deck.name = new
        self.save_deck(prof, deck)  # the new file first: a kill between leaves both, never none
        if slug(new) != slug(old):
            (self.deck_folder(prof, game) / f"{slug(old)}.toml").unlink()
        return deck

    def copy_deck(self, prof: Profile, game: str, name: str) -> Deck:
        deck = self.load_deck(prof, game, name)
        taken = {slug(n) for n in self.deck_names(prof, game)}
        base = f"{deck.name[: MAX_NAME - 9]} (copy)"
        new, k = base, 2
        while slug(new) in taken:
            new, k = f"{base[: MAX_NAME - 4]} {k}", k + 1
        copy = Deck(new, game, deck.format, list(deck.cards))
        self.save_deck(prof, copy)
        return copy


def _q(s: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(s, ensure_ascii=False)


def deck_toml(deck: Deck) -> str:
    lines = [
        f'format = "{DECK_FORMAT}"',
        f"version = {VERSION}",
        f"name = {_q(deck.name)}",
        f"game = {_q(deck.game)}",
        f"deck_format = {_q(deck.format)}",
        "",
        "[cards]",
    ]
    lines += [f"{_q(n)} = {c}" for n, c in Counter(deck.cards).items()]
    return "\n".join(lines) + "\n"


def read_deck(path: Path, game: str | None = None) -> Deck:
    """A deck file (TOML), checked; raises ``SaveError`` naming what is wrong."""
    data = files.load_toml(path, "deck", max_bytes=256 * 1024)
    src = str(path)
    files.check_keys(data, ("format", "version", "name", "game", "deck_format", "cards"), src)
    if data.get("format") != DECK_FORMAT:
        raise SaveError(f'{src}: this is not a deck (no format = "{DECK_FORMAT}")')
    if data.get("version") != VERSION:
        raise SaveError(f"{src}: deck version {files.quote(data.get('version'))} is not supported")
    name = files.check_text(data.get("name"), f"{src}: name", MAX_NAME)
    g = data.get("game")
    if not isinstance(g, str) or g not in games() or (game is not None and g != game):
        raise SaveError(f"{src}: game {files.quote(g)} is not {game or 'a collectible game'}")
    gset = get_set(g)
    fmt = data.get("deck_format")
    if not isinstance(fmt, str) or fmt not in gset.formats:
        raise SaveError(
            f"{src}: deck_format {files.quote(fmt)}; expected one of {', '.join(gset.formats)}"
        )
    cards = data.get("cards")
    if not isinstance(cards, dict):
        raise SaveError(f"{src}: [cards] should be a table of card names and counts")
    names: list[str] = []
    for card, n in cards.items():
        if card not in gset.cards:
            raise SaveError(f"{src}: [cards]: there is no card named {files.quote(card)}")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 99:
            raise SaveError(f"{src}: [cards]: {files.quote(card)} should be a count from 1 to 99")
        names.extend([card] * n)
    return Deck(name, g, fmt, names)


def deck_choices(game: str, fmt: Any, notices: list[str]) -> list[tuple[str, str | None]]:
    """(label, deck list) a seat of ``game`` may play: the starter deck first, then every
    profile's legal decks (of the format ``fmt`` when given). A damaged file is kept aside
    and said in ``notices``."""
    out: list[tuple[str, str | None]] = [("starter deck", None)]
    if game not in games():
        return out
    store = Profiles()
    try:
        names = store.names()
    except OSError:
        return out
    for pname in names:
        try:
            prof = store.load(pname)
            decks = store.decks(prof, game)
        except TabletopError:
            continue
        notices += prof.notices + store.notices
        prof.notices.clear()
        store.notices.clear()
        for d in decks:
            if (fmt is None or d.format == fmt) and not check_deck(game, d.format, d.cards):
                label = f"{prof.name}: {d.name}{deck_side_words(game, d.cards)}"
                out.append((label, format_deck_text(d.cards, d.name)))
    return out


def deck_side_words(game: str, cards: list[str]) -> str:
    """ " (plays Evil)" for a deck whose cards are all of one side (Austin Powers: a seat playing
    its own deck plays that deck's allegiance, which the launcher did not say), else ""."""
    known = get_set(game).cards
    sides = {known[n].side for n in cards if n in known and known[n].side}
    return f" (plays {sides.pop().capitalize()})" if len(sides) == 1 else ""
