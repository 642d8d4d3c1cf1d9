"""Card data: TOML files of ``[[card]]`` tables, loaded and validated against a schema.

A schema maps a field name to a ``Field`` (its type, whether it is required, allowed values).
Every error names the file, the card and the field, so a hand-edited deck gives a message a
person can act on. Cards that are our own design carry ``designed = true``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine import files
from tabletop.engine.errors import CardDataError


@dataclass(frozen=True)
class Field:
    type: type | tuple[type, ...]
    required: bool = True
    choices: tuple[Any, ...] | None = None
    default: Any = None


COMMON_FIELDS: dict[str, Field] = {
    "name": Field(str),
    "text": Field(str),
    "designed": Field(bool, required=False, default=False),
    "count": Field(int, required=False, default=1),
}


def load_toml(path: Path) -> dict[str, Any]:
    return files.load_toml(path, "card data file", error=CardDataError)


def validate_cards(
    raw: Any, schema: dict[str, Field], source: str = "<data>"
) -> list[dict[str, Any]]:
    """Check every ``[[card]]`` against ``schema`` (plus name/text/designed/count)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("card"), list) or not raw["card"]:
        raise CardDataError(f"{source}: expected one or more [[card]] tables")
    full = {**COMMON_FIELDS, **schema}
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for i, card in enumerate(raw["card"]):
        label = f"card #{i + 1}"
        if not isinstance(card, dict):
            raise CardDataError(f"{source}: {label} is not a table")
        if isinstance(card.get("name"), str):
            label = f"card #{i + 1} ({card['name']!r})"
        for key in card:
            if key not in full:
                raise CardDataError(f"{source}: {label}: unknown field {key!r}")
        clean: dict[str, Any] = {}
        for key, spec in full.items():
            if key not in card:
                if spec.required:
                    raise CardDataError(f"{source}: {label}: missing field {key!r}")
                clean[key] = spec.default
                continue
            value = card[key]
            types = spec.type if isinstance(spec.type, tuple) else (spec.type,)
            if isinstance(value, bool) and bool not in types:
                ok = False
            else:
                ok = isinstance(value, types)
            if not ok:
                names = " or ".join(t.__name__ for t in types)
                raise CardDataError(
                    f"{source}: {label}: field {key!r} should be {names}, not {value!r}"
                )
            if spec.choices is not None:
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if v not in spec.choices:
                        raise CardDataError(
                            f"{source}: {label}: field {key!r} is {v!r}; "
                            f"expected one of {', '.join(map(str, spec.choices))}"
                        )
            clean[key] = value
        if clean["count"] < 1:
            raise CardDataError(f"{source}: {label}: field 'count' must be at least 1")
        if clean["name"] in seen:
            raise CardDataError(f"{source}: {label}: duplicate card name")
        seen.add(clean["name"])
        out.append(clean)
    return out


def load_cards(path: Path, schema: dict[str, Field]) -> list[dict[str, Any]]:
    return validate_cards(load_toml(path), schema, str(path))
