"""The game table's keys for playing without a mouse, remappable and saved in the settings
(``table_keys``: command -> list of pygame key names, e.g. ``{"zoom": ["z", "i"]}``).

The table's focus layer (``tabletop.ui.layers.focus``) reads them; the key-mapping screen
(``tabletop.ui.scenes.keymap_scene``) rebinds them. A key the table already uses for something else
(F1 the guide, F2 the moves, F11 the full screen, M mute, L the log, the claim keys, the move
buttons' letters) can never be bound here, so a remapped key never takes another's place. Z is the
third seat's claim key only: "read large" is I (Z once read a card large outside a race, so the
third seat's key did two things).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from tabletop.ui.app import App

SETTINGS_KEY = "table_keys"

#: command -> (what the key-mapping screen calls it, its default keys)
COMMANDS: dict[str, tuple[str, tuple[int, ...]]] = {
    "next": ("Next thing (Shift: back)", (pygame.K_TAB,)),
    "left": ("Move left", (pygame.K_LEFT,)),
    "right": ("Move right", (pygame.K_RIGHT,)),
    "up": ("Move up", (pygame.K_UP,)),
    "down": ("Move down", (pygame.K_DOWN,)),
    "first": ("First thing (your hand)", (pygame.K_HOME,)),
    "act": ("Pick up / drop / press", (pygame.K_RETURN, pygame.K_KP_ENTER)),
    "back": ("Put the card back", (pygame.K_ESCAPE,)),
    "pass": ("Pass a reaction window", (pygame.K_SPACE,)),
    "zoom": ("Read the card large", (pygame.K_i,)),
}

#: the number keys answer the open prompt's options (1 the first): fixed, never remapped
OPTION_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))
KEYPAD_OPTION_KEYS = tuple(range(pygame.K_KP1, pygame.K_KP9 + 1))

#: keys the table gives another meaning: never bound to a table command
RESERVED: dict[int, str] = {
    pygame.K_F1: "the guide",
    pygame.K_F2: "What can I do?",
    pygame.K_F11: "full screen",
    pygame.K_m: "mute",
    pygame.K_l: "the log",
    pygame.K_q: "seat 1's claim key",
    pygame.K_p: "seat 2's claim key",
    pygame.K_z: "seat 3's claim key",
    pygame.K_v: "seat 5's claim key",
    pygame.K_o: "seat 6's claim key",
    pygame.K_d: "a move button (Draw)",
    pygame.K_r: "a move button (Redraw)",
    pygame.K_h: "a move button (Ask for help)",
    pygame.K_g: "a move button (Give up)",
    **{k: "a prompt option" for k in OPTION_KEYS + KEYPAD_OPTION_KEYS},
}


def key_label(code: int) -> str:
    """A key as the screens name it ("Tab", "Z", "Enter")."""
    name = pygame.key.name(code)
    special = {"return": "Enter", "escape": "Esc", "space": "Space", "enter": "Keypad Enter"}
    return special.get(name, name.upper() if len(name) == 1 else name.title())


@dataclass
class TableKeys:
    """Command -> its keys (one or more)."""

    bindings: dict[str, tuple[int, ...]] = field(
        default_factory=lambda: {c: keys for c, (_label, keys) in COMMANDS.items()}
    )

    def command(self, key: int) -> str | None:
        """The command ``key`` makes, or None."""
        for cmd, keys in self.bindings.items():
            if key in keys:
                return cmd
        return None

    def names(self, cmd: str) -> str:
        """The keys of ``cmd`` as a player reads them ("Tab", "Enter or Keypad Enter")."""
        return " or ".join(key_label(k) for k in self.bindings.get(cmd, ()))

    def problem(self, cmd: str, key: int) -> str:
        """Why ``key`` cannot make ``cmd`` ("" when it can)."""
        if key in RESERVED:
            return f"{key_label(key)} is {RESERVED[key]}: pick another key."
        other = self.command(key)
        if other is not None and other != cmd:
            return f"{key_label(key)} already does \u201c{COMMANDS[other][0]}\u201d."
        return ""

    def bind(self, cmd: str, key: int) -> str:
        """Make ``key`` the one key of ``cmd``; the reason when it cannot be ("" when bound)."""
        why = self.problem(cmd, key)
        if not why:
            self.bindings[cmd] = (key,)
        return why

    def to_settings(self) -> dict[str, list[str]]:
        return {c: [pygame.key.name(k) for k in keys] for c, keys in self.bindings.items()}

    @classmethod
    def from_settings(cls, data: Any) -> TableKeys:
        """The saved keys; a command missing, damaged or clashing keeps its default."""
        out = cls()
        if not isinstance(data, Mapping):
            return out
        for cmd, names in data.items():
            if cmd not in COMMANDS or not isinstance(names, list) or not names:
                continue
            try:
                codes = tuple(pygame.key.key_code(str(n)) for n in names)
            except (ValueError, TypeError):
                continue
            if all(not out.problem(cmd, k) for k in codes):
                out.bindings[cmd] = codes
        return out


def load_table_keys(settings: Mapping[str, Any]) -> TableKeys:
    return TableKeys.from_settings(settings.get(SETTINGS_KEY))


def save_table_keys(app: App, keys: TableKeys) -> None:
    app.settings[SETTINGS_KEY] = keys.to_settings()
    app.save_settings()
