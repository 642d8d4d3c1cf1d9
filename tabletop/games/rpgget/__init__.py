"""RPG Get! CCG: missions, parties, enemies and rewards (not built yet; the launcher shows it
as coming)."""

from tabletop.engine.registry import GameInfo

GAME = GameInfo(
    name="rpgget",
    title="RPG Get! CCG",
    blurb="RPG Get! CCG: missions, parties, enemies and rewards.",
    order=5,
)
