"""Marvel Codenames set-up pieces: variants and seats, names, card ids and key squares."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import TabletopError
from tabletop.games.codenames.data import ASSASSIN, HYDRA, NEUTRAL, SHIELD

VARIANTS = ("auto", "standard", "co-op", "three-player")
TEAM_NAME = {HYDRA: "HYDRA", SHIELD: "S.H.I.E.L.D."}
CARD_NAME = {
    HYDRA: "HYDRA agent",
    SHIELD: "S.H.I.E.L.D. agent",
    NEUTRAL: "neutral",
    ASSASSIN: "the assassin",
}
MAX_NUMBER = 9
UNLIMITED = "unlimited"

# Card ids. Cover Cards 0-24 (data/covers.toml): 0-7 HYDRA, 8-15 S.H.I.E.L.D., 16 Double
# Agent, 17-22 neutral, 23 the Infinity Gauntlet, 24 the Thanos assassin. Asset cards are
# ASSET_BASE + asset index. The key card is kept as its 25 squares, one card id per square:
# KEY_BASE + 10 * colour + n (the n-th square of that colour), so the zones can hide and
# scramble the colours of squares the way they do for any card.
DOUBLE_AGENT = 16
GAUNTLET = 23
THANOS = 24
ASSET_BASE = 1000
KEY_BASE = 2000
SQUARE_KINDS = (HYDRA, SHIELD, NEUTRAL, ASSASSIN)


def square_kind(card: int) -> str:
    """The key colour of a key-square card id."""
    return SQUARE_KINDS[(card - KEY_BASE) // 10]


def squares_for(cells: list[str] | tuple[str, ...]) -> list[int]:
    """Key-square card ids for a key's 25 colours, row by row."""
    seen = dict.fromkeys(SQUARE_KINDS, 0)
    out = []
    for kind in cells:
        out.append(KEY_BASE + 10 * SQUARE_KINDS.index(kind) + seen[kind])
        seen[kind] += 1
    return out


#: Common English words for the sample of clues ``legal_clue`` offers (random bots, tests).
COMMON_WORDS = (
    "APPLE", "RIVER", "MOUNTAIN", "TRAIN", "PIANO", "GARDEN", "WINTER", "SUMMER", "FOREST",
    "WINDOW", "PENCIL", "BOTTLE", "CANDLE", "MIRROR", "ROCKET", "COFFEE", "DESERT", "JACKET",
    "LADDER", "MARKET", "NEEDLE", "ORANGE", "PLANET", "RABBIT", "SILVER", "TICKET", "VALLEY",
    "WALLET", "BUTTON", "CIRCUS", "DOCTOR", "ENGINE", "FLOWER", "GUITAR", "HAMMER", "ISLAND",
    "JUNGLE", "KETTLE", "LEMON", "MAGNET", "NAPKIN", "OYSTER", "PARROT", "QUEEN", "ROBOT",
    "SHADOW", "TIGER", "UMBRELLA", "VIOLIN", "WHISTLE", "YELLOW", "ZEBRA", "FEATHERS", "PUNCH",
    "FURRY", "CLOSE", "PATRIOT", "SOLDIER", "KNIGHT", "GREEN",
)  # fmt: skip
DOUBTFUL_SAMPLES = ("TEAM-UP", "SIDE KICK")


@dataclass(frozen=True)
class Role:
    team: str | None  # None: the three-player Agent who guesses for both teams
    director: bool


def resolve_variant(variant: str, seats: int) -> str:
    if variant == "auto":
        return "co-op" if seats == 2 else "three-player" if seats == 3 else "standard"
    if variant == "standard" and seats < 4:
        raise TabletopError(
            "The standard game needs at least 4 players (two teams of a Director and an Agent); "
            "with fewer, play the two-player (co-op) or three-player variant."
        )
    if variant == "three-player" and seats != 3:
        raise TabletopError(f"The three-player variant is for exactly 3 players, not {seats}.")
    return variant


def layout(variant: str, seats: int, player_team: str) -> list[Role]:
    if variant == "co-op":
        return [Role(player_team, i == 0) for i in range(seats)]
    if variant == "three-player":
        return [Role(HYDRA, True), Role(SHIELD, True), Role(None, False)]
    roles = [Role(HYDRA, True), Role(HYDRA, False), Role(SHIELD, True), Role(SHIELD, False)]
    for i in range(4, seats):
        roles.append(Role(HYDRA if i % 2 == 0 else SHIELD, False))
    return roles
