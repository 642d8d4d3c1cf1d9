"""Effects: card effects as data plus small named functions (Forge's shape).

A game makes one ``Effects`` registry and registers each effect verb with the parameters it
takes::

    EFFECTS = Effects("austin")

    @EFFECTS.verb("draw", n=Param(int, default=1))
    def draw_cards(game, ctx, n):   # named after the rule it implements
        ...

Card data names its effect as a string (``effect = "draw"``) or a table with parameters
(``effect = {verb = "draw", n = 2}``), or a list of those. ``check_cards`` runs when the cards
load: an unknown verb, an unknown or missing parameter or a value of the wrong type fails
there, naming the file, the card and the field. ``run`` calls the function; ``parse`` turns a
card's field into ``(verb, params)`` pairs once, so nothing is parsed while playing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.errors import CardDataError, TabletopError

_MISSING = object()


@dataclass(frozen=True)
class Param:
    type: type | tuple[type, ...]
    default: Any = _MISSING
    choices: tuple[Any, ...] | None = None

    @property
    def required(self) -> bool:
        return self.default is _MISSING


@dataclass(frozen=True)
class EffectSpec:
    verb: str
    fn: Callable[..., Any]
    params: dict[str, Param]
    doc: str


EffectCall = tuple[str, dict[str, Any]]


class Effects:
    def __init__(self, game: str) -> None:
        self.game = game
        self.specs: dict[str, EffectSpec] = {}

    def verb(
        self, name: str, **params: Param
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register the decorated function as effect verb ``name``."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            if name in self.specs:
                raise TabletopError(f"{self.game}: effect verb {name!r} registered twice")
            self.specs[name] = EffectSpec(name, fn, dict(params), (fn.__doc__ or "").strip())
            return fn

        return deco

    def __contains__(self, name: object) -> bool:
        return name in self.specs

    def verbs(self) -> list[str]:
        return sorted(self.specs)

    # ------------------------------------------------------------------ checking
    def parse(self, raw: Any, where: str = "effect") -> list[EffectCall]:
        """A card's effect field as ``[(verb, params), ...]``, checked; raises CardDataError
        (without the file and card: ``check_cards`` adds them)."""
        if raw is None or raw == "" or raw == []:
            return []
        items = raw if isinstance(raw, list) else [raw]
        out: list[EffectCall] = []
        for item in items:
            if isinstance(item, str):
                verb, given = item, {}
            elif isinstance(item, dict):
                given = dict(item)
                verb = given.pop("verb", None)
                if not isinstance(verb, str):
                    raise CardDataError(f'field {where!r}: a table effect needs verb = "..."')
            else:
                raise CardDataError(
                    f"field {where!r}: an effect is a verb or a table, not {item!r}"
                )
            spec = self.specs.get(verb)
            if spec is None:
                known = ", ".join(self.verbs())
                raise CardDataError(
                    f"field {where!r}: unknown effect verb {verb!r}; known verbs: {known}"
                )
            params: dict[str, Any] = {}
            for key in given:
                if key not in spec.params:
                    allowed = ", ".join(spec.params) or "none"
                    raise CardDataError(
                        f"field {where!r}: effect {verb!r} has no parameter {key!r} "
                        f"(parameters: {allowed})"
                    )
            for key, p in spec.params.items():
                if key not in given:
                    if p.required:
                        raise CardDataError(
                            f"field {where!r}: effect {verb!r} needs parameter {key!r}"
                        )
                    params[key] = p.default
                    continue
                v = given[key]
                types = p.type if isinstance(p.type, tuple) else (p.type,)
                if (isinstance(v, bool) and bool not in types) or not isinstance(v, types):
                    names = " or ".join(t.__name__ for t in types)
                    raise CardDataError(
                        f"field {where!r}: effect {verb!r} parameter {key!r} should be "
                        f"{names}, not {v!r}"
                    )
                if p.choices is not None and v not in p.choices:
                    raise CardDataError(
                        f"field {where!r}: effect {verb!r} parameter {key!r} is {v!r}; "
                        f"expected one of {', '.join(map(str, p.choices))}"
                    )
                params[key] = v
            out.append((verb, params))
        return out

    def check_cards(
        self, cards: list[dict[str, Any]], source: str, field: str = "effect"
    ) -> dict[str, list[EffectCall]]:
        """Parse every card's ``field``; returns ``{card name: [(verb, params), ...]}``."""
        out: dict[str, list[EffectCall]] = {}
        for i, card in enumerate(cards):
            try:
                out[card["name"]] = self.parse(card.get(field), field)
            except CardDataError as e:
                raise CardDataError(f"{source}: card #{i + 1} ({card['name']!r}): {e}") from None
        return out

    # ------------------------------------------------------------------ running
    def run(self, game: Any, call: EffectCall, ctx: Any = None) -> Any:
        verb, params = call
        return self.specs[verb].fn(game, ctx, **params)
