"""Scenario files: a TOML file that names a game, a seed, seats, options, an optional position
and a list of actions in notation. ``run_scenario`` applies them and returns the full state, or
the index and reason of the first illegal action. Rules tests are written this way; the format
is documented in docs/scenarios.md.

    game = "espionage"
    seed = 7
    seats = 3                # or a list: ["human", "bot:normal", ...]
    [options]
    [position]               # game-specific, optional
    actions = ["0:play 12 1", "1:pass"]

Every top-level key is checked (``TOP_KEYS``): a misspelt ``action`` is an error naming the key
and the file, not a scenario that silently runs nothing. ``[expect]`` and ``description`` are
for the tests and readers; the engine does not read them. ``[position]`` is the game's own
(``Game.set_position`` rejects keys it does not know), except ``[position.prompt]``: a position
may start inside a prompt (``Prompt.to_dict`` form), opened after the game's position is set.
Actions may name cards instead of their ids (``0:play Sniper 1``): when the text as written is
not legal, a card name stands for the id of a card of that name in the legal action that
matches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.files import load_toml
from tabletop.engine.game import Game, game_class, new_game
from tabletop.engine.prompt import Prompt


@dataclass
class ScenarioOutcome:
    game: Game
    applied: int
    error_index: int | None = None
    error: str | None = None
    events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_dict(self) -> dict[str, Any]:
        res = self.game.result()
        out: dict[str, Any] = {
            "ok": self.ok,
            "applied": self.applied,
            "state": self.game.state_dict(),
            "result": res.to_dict() if res else None,
            "events": self.events,
        }
        if not self.ok:
            out["error_index"] = self.error_index
            out["error"] = self.error
        return out


TOP_KEYS = ("game", "seed", "seats", "options", "position", "actions", "expect", "description")


def parse_scenario(data: dict[str, Any], source: str = "scenario") -> dict[str, Any]:
    for key in data:
        if key not in TOP_KEYS:
            raise SaveError(f"{source}: unknown key {key!r}; a scenario has {', '.join(TOP_KEYS)}")
    if not isinstance(data.get("game"), str):
        raise SaveError(f'{source}: a scenario needs game = "<name>"')
    try:
        cls = game_class(data["game"])
    except TabletopError as e:
        raise SaveError(f"{source}: {e}") from None
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{source}: seed should be a whole number, not {seed!r}")
    seats = data.get("seats", cls.MIN_SEATS)
    if isinstance(seats, list):
        seats = len(seats)
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise SaveError(f"{source}: seats should be a number or a list, not {seats!r}")
    options = data.get("options", {})
    position = data.get("position")
    actions = data.get("actions", [])
    if not isinstance(options, dict):
        raise SaveError(f"{source}: [options] should be a table")
    for k, v in options.items():
        if isinstance(v, dict | list):
            raise SaveError(f"{source}: option {k!r} should be a word or a number, not {v!r}")
    if position is not None and not isinstance(position, dict):
        raise SaveError(f"{source}: [position] should be a table")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError(f'{source}: actions should be a list of strings like ["0:pass"]')
    return {
        "game": data["game"],
        "seed": seed,
        "seats": seats,
        "options": options,
        "position": position,
        "actions": actions,
    }


def load_scenario(path: Path) -> dict[str, Any]:
    return parse_scenario(load_toml(path, "scenario file", 1024 * 1024), str(path))


def resolve_card_names(game: Game, action: Action) -> Action:
    """``action`` with card names replaced by ids: the first legal action of its seat whose
    arguments equal the given ones, a name standing for any card of that name (names are
    compared without case). Returns ``action`` unchanged when nothing matches."""
    if not any(isinstance(a, str) for a in action.args):
        return action
    for cand in game.legal_actions(action.seat):
        if cand.verb != action.verb or len(cand.args) != len(action.args):
            continue
        for want, got in zip(action.args, cand.args):
            if want == got:
                continue
            if isinstance(want, str) and isinstance(got, int):
                name = game.card_name(got)
                if name is not None and name.casefold() == want.casefold():
                    continue
            break
        else:
            return cand
    return action


def set_position(game: Game, position: dict[str, Any]) -> None:
    """The game's own position, then an optional ``prompt`` sub-table."""
    position = dict(position)
    prompt = position.pop("prompt", None)
    if position:
        game.set_position(position)
    if prompt is not None:
        if not isinstance(prompt, dict):
            raise TabletopError("position: prompt should be a table")
        try:
            game.open_prompt(Prompt.from_dict(prompt))
        except (KeyError, TypeError, ValueError) as e:
            raise TabletopError(f"position: prompt is not a prompt table ({e!r})") from None


def run_scenario(spec: dict[str, Any], source: str = "scenario") -> ScenarioOutcome:
    try:
        g = new_game(spec["game"], spec["seed"], spec["seats"], spec["options"])
        if spec.get("position"):
            set_position(g, spec["position"])
    except TabletopError as e:
        raise SaveError(f"{source}: {e}") from None
    except (TypeError, ValueError, AttributeError, KeyError, IndexError) as e:
        # a value of the wrong type or shape deep in a [position] the game did not expect
        raise SaveError(f"{source}: position: a value has the wrong type or shape ({e})") from None
    out = ScenarioOutcome(g, 0)
    for i, text in enumerate(spec["actions"]):
        try:
            action = parse_action(text)
            if g.illegal_reason_or_none(action) is not None:
                action = resolve_card_names(g, action)
            events = g.apply(action)
        except TabletopError as e:
            out.error_index = i
            out.error = f"{text}: {e}"
            return out
        out.events.extend(e.for_seat(None) for e in events)
        out.applied += 1
    return out


def run_scenario_file(path: Path) -> ScenarioOutcome:
    return run_scenario(load_scenario(path), str(path))
