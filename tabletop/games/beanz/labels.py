"""Mighty Beanz words for the table: team colours, a Bean card's power in short, what a
view's card looks like as a face, why a Bean card's values on the mat differ from its MMP, an
attack's breakdown, and the names of moves (the chooser's labels)."""

from __future__ import annotations

from functools import cache
from typing import Any, TypedDict, cast

from tabletop.engine.actions import Action
from tabletop.games.beanz.rules.seatview import BeanzView, Card, SlotView

GAME = "beanz"
NSLOTS = 18
TYPE_NAMES = {"rookie": "Rookie", "advanced": "Advanced", "pro": "Pro", "superpro": "Super Pro"}
TEAM_COLOURS = {
    "Circus": "red",
    "Space Cadets": "purple",
    "Food Fight": "pink",
    "Creepy Crew": "green",
    "Street Sports": "teal",
    "Outback": "orange",
    "Wild West": "yellow",
    "High Seas": "blue",
    "Legends": "yellow",
}
POSITION_NAMES = {"headz": "Headz-up", "bottomz": "Bottomz-up", "sidewayz": "Sidewayz"}
#: a team's name on a small card, in its bean's colour (light enough on the dark info panel)
TEAM_RGB = {
    "red": (255, 140, 130),
    "purple": (205, 160, 255),
    "pink": (255, 160, 210),
    "green": (140, 230, 140),
    "teal": (120, 225, 220),
    "orange": (255, 185, 110),
    "yellow": (255, 230, 120),
    "blue": (140, 190, 255),
}
#: a Bean card's power in a few words for the small faces (the large view has the rules text)
POWER_SHORT = {
    "none": "No power",
    "attack": "Spin: Bean Attack",
    "sharpshoot": "Spin: Sharpshoot",
    "knockdown": "Spin: Knockdown",
    "knock_it_off": "Spin: Knock It Off",
    "freebie": "Spin: Freebie Beanie",
    "draw": "Spin: draw {v}",
    "boost": "Spin: next attack +{v}",
    "team_boost": "Headz-up: {team} +{v} MMP",
    "draw_limit": "Headz-up: draw 4 a turn",
}
#: the shared table's reaction-window bar (tabletop.ui.table.draw_window_bar), at scale 1
WINDOW_BAR = (760, 92)
SHOT_LABELS = ["aim straight", "a little left", "a little right", "soft"]


def slot_galaxy(r: int) -> int:
    return r // 3 if r < 9 else 2 - (r - 9) // 3


def slot_owner(r: int) -> int:
    return 0 if r < 9 else 1


def stage(view: BeanzView | dict[str, Any]) -> str:
    """What the table shows: the phase, or the Bean Blitz or the defender's choice of target
    (steps of the main phase; a response window shows as the main phase plus the stack)."""
    step = view.get("step")
    return str(step) if step in ("blitz", "target") else str(view["phase"])


class Side(TypedDict):
    """One seat's piles as the table shows them."""

    deck: int
    hand_count: int
    #: None unless this seat may see them
    hand: list[Card] | None
    discard: list[Card]
    boosts: list[Card]
    loot: list[int]
    captured: list[int]


def side(view: BeanzView | dict[str, Any], p: int) -> Side:
    """One seat's piles, read from the view's zones (hand cards are None unless visible)."""
    z = view["zones"]
    return {
        "deck": z[f"deck/{p}"]["count"],
        "hand_count": z[f"hand/{p}"]["count"],
        "hand": cast("list[Card] | None", z[f"hand/{p}"]["cards"]),
        "discard": cast("list[Card]", z[f"discard/{p}"]["cards"] or []),
        "boosts": cast("list[Card]", z[f"boosts/{p}"]["cards"] or []),
        "loot": [z[f"loot/{p}/{g}"]["count"] for g in range(3)],
        "captured": view["captured"][p],
    }


#: the same, shorter still, for a card on the mat where the long form does not fit one line
POWER_SHORTER = {
    "attack": "Spin: Attack",
    "knock_it_off": "Spin: Knock Off",
    "freebie": "Spin: Freebie",
    "boost": "Spin: +{v} attack",
    "team_boost": "Headz: {team} +{v}",
    "team_boost_own": "Headz: team +{v}",
    "draw_limit": "Headz: draw 4",
}
TYPE_SHORT = {"rookie": "Rookie", "advanced": "Adv.", "pro": "Pro", "superpro": "S. Pro"}


def power_short(c: Card, shorter: bool = False) -> str:
    """A Bean card's power in a few words ("Spin: Bean Attack", "Headz-up: Circus +50 MMP");
    ``shorter``: fewer still ("Spin: Attack")."""
    from tabletop.games.beanz.cards import card_defs

    d = card_defs().get(str(c.get("name")))
    power = str(c.get("power") or (d.power if d else "none"))
    v = d.value if d is not None else 0
    team = (d.power_team if d is not None else None) or c.get("team", "")
    if shorter and power == "team_boost" and team == c.get("team"):
        power = "team_boost_own"  # its own team, named on the line above
    form = (POWER_SHORTER.get(power) if shorter else None) or POWER_SHORT.get(power, "")
    return form.format(v=v, team=team)


def team_line(c: Card, short: bool = False) -> str:
    types = TYPE_SHORT if short else TYPE_NAMES
    return f"{c.get('team', '')} \u00b7 {types.get(str(c.get('type', '')), '')}"


def fitted(options: list[str], px: int, room: int, kind: str) -> list[str]:
    """The first of ``options`` that fits one line of ``room`` pixels, else the last wrapped."""
    from tabletop.ui import theme  # measured in the table's fonts (the words need none)

    for text in options:
        if theme.text_width(text, px, kind) <= room:
            return [text]
    return theme.wrap(options[-1], px, room, kind)


def bean_of(sl: SlotView) -> Card:
    """The Bean card in ``sl`` (a slot the caller knows holds one)."""
    b = sl["bean"]
    assert b is not None, f"slot {sl['slot']} holds no Bean card"
    return b


def modifiers(sl: SlotView) -> list[tuple[str, int, str]]:
    """Why a Bean card's Attack and Defense on the mat differ from its printed MMP, as the
    engine adds them (rulebook: Team Bonus, Headz-up MMP Boost, Moon and Asteroid Field
    boosts): (short label, amount, what it boosts: "MMP", "Attack" or "Defense")."""
    b, cos = bean_of(sl), sl["cosmos"]
    moon = asteroid = 0
    if cos is not None and cos.get("cosmos") == "moon":
        moon, base = sl["attack"] - sl["defence"], sl["defence"]
    elif cos is not None:
        asteroid, base = sl["defence"] - sl["attack"], sl["attack"]
    else:
        base = sl["attack"]
    out: list[tuple[str, int, str]] = []
    if sl["team_bonus"]:
        out.append(("Team", sl["team_bonus"], "MMP"))
    headz = base - b["mmp"] - sl["team_bonus"]
    if headz:
        out.append(("Headz-up", headz, "MMP"))
    if moon:
        out.append(("Moon", moon, "Attack"))
    if asteroid:
        out.append(("Asteroid", asteroid, "Defense"))
    return out


def headz_source(view: BeanzView, sl: SlotView) -> str:
    """The Headz-up Bean card whose team boost lifts ``sl``'s Bean card (its owner's mat)."""
    team = bean_of(sl).get("team")
    for o in view["mat"]:
        ob = o["bean"]
        if o["owner"] != sl["owner"] or ob is None or o["position"] != "headz":
            continue
        if ob.get("power") == "team_boost" and team and team in str(ob.get("text", "")):
            return str(ob["name"])
    return "a Headz-up power"


def card_dict(c: Card) -> Card:
    """A view's card description as a card face (frame, type line, stats)."""
    kind = c.get("kind", "action")
    out: dict[str, Any] = {
        "id": c.get("id"),
        "name": c.get("name", "?"),
        "text": c.get("text", ""),
        "cost": c.get("cost"),
        "designed": True,
    }
    if kind == "bean":
        out["kind"] = "bean"
        out["type_line"] = f"{c.get('team', '')} \u00b7 {TYPE_NAMES.get(c.get('type', ''), '')}"
        out["stats"] = f"MMP {c.get('mmp', 0)}"
        out["team"] = c.get("team")
    elif kind == "cosmos":
        moon = c.get("cosmos") == "moon"
        out["kind"] = "moon" if moon else "asteroid"
        out["type_line"] = "Cosmos \u00b7 Moon" if moon else "Cosmos \u00b7 Asteroid Field"
        out["stats"] = f"+{c.get('boost', 0)} {'Attack' if moon else 'Defense'}"
    else:
        out["kind"] = "action"
        out["type_line"] = "Instant Action" if c.get("instant") else "Action"
    return out


def values_text(view: BeanzView, sl: SlotView) -> str:
    """A Bean card's live values on the mat and every boost in them (the large view)."""
    b = bean_of(sl)
    head = f"On the mat: Attack {sl['attack']}, Defense {sl['defence']}"
    mods = modifiers(sl)
    if not mods:
        return f"{head} (its MMP)."
    why = {
        "Team": "Team Bonus: a different Bean card of its team next to it",
        "Headz-up": f"Headz-up power of {headz_source(view, sl)}",
        "Moon": f"{(sl['cosmos'] or {}).get('name', 'Moon')}, Attack only",
        "Asteroid": f"{(sl['cosmos'] or {}).get('name', 'Asteroid Field')}, Defense only",
    }
    parts = "; ".join(f"+{n} {why[label]}" for label, n, _ in mods)
    return f"{head} = MMP {b['mmp']}; {parts}."


def readable(view: BeanzView, c: Card) -> Card:
    """A card as the large view shows it: its face, and for a Bean card on the mat why its
    numbers are what they are."""
    d = card_dict(c)
    for sl in view["mat"]:
        if sl["bean"] is not None and sl["bean"].get("id") == c.get("id"):
            d["text"] = f"{d['text']}\n{values_text(view, sl)}"
    return d


def attack_breakdown(view: BeanzView, attackers: list[int], seat: int) -> tuple[list[str], int]:
    """Lines 'Lion Bean MMP 50', '+50 Team Bonus'... and the total, as the engine computes
    it when the attack resolves (additions first, then doubling)."""
    lines: list[str] = []
    total = 0
    for r in attackers:
        sl = view["mat"][r]
        b = sl["bean"]
        if b is None:
            continue
        cos = sl["cosmos"]
        moon = 0
        if cos is not None and cos.get("cosmos") == "moon":
            moon = sl["attack"] - sl["defence"]
        base = sl["attack"] - moon
        headz = base - b["mmp"] - sl["team_bonus"]
        lines.append(f"{b['name']}: MMP {b['mmp']}")
        if sl["team_bonus"]:
            lines.append(f"  +{sl['team_bonus']} Team Bonus")
        if headz:
            lines.append(f"  +{headz} Headz-up team boost")
        if moon and cos is not None:
            lines.append(f"  +{moon} {cos['name']}")
        total += sl["attack"]
    mods = view["modifiers"]
    add, mult = (mods["add"], mods["mult"]) if mods and view["current"] == seat else (0, 0)
    boosts = side(view, seat)["boosts"]
    plus = 50 * sum(1 for c in boosts if c.get("effect") == "plus50")
    spin = add - plus
    if plus:
        lines.append(f"  +{plus} Attack Boost!")
    if spin:
        lines.append(f"  +{spin} spin boost")
    total += add
    for _ in range(mult):
        lines.append("  \u00d72 Double Trouble!")
        total *= 2
    return lines, total


def outcome(value: int, sl: SlotView) -> tuple[str, tuple[int, int, int]]:
    """What an attack of ``value`` does to the Bean card in ``sl``, and its colour."""
    from tabletop.ui import theme  # the table's colours (the words need none)

    dv = sl["defence"]
    if value < dv:
        return "no effect", theme.MUTED[:3]
    if value >= 2 * dv:
        return "Blowout!", theme.BAD[:3]  # the rulebook's word: knocked off the mat
    if sl["position"] == "sidewayz":
        return "off", theme.BAD[:3]
    return "Sidewayz", theme.ACCENT[:3]


#: the setup's moves in words (the panel's choices: a cut, a hand kept, a hand for the Bean)
SETUP_WORDS = {
    "cut": "Cut the deck at {0}",
    "keep": "Keep this hand",
    "redraw": "Draw a new hand (no Bean card)",
    "hide": "Hide the Bean in your {0} hand",
    "guess": "Guess the Bean is in the {0} hand",
}


def slot_words(sl: SlotView, seat: int | None) -> str:
    """A place on the mat as a player reads it: the Bean on it, else its side of its Galaxy
    ("your side of Galaxy 1"), never its number ("slot 0")."""
    if sl["bean"]:
        return str(sl["bean"]["name"])
    near = seat is None or sl["owner"] == seat
    return f"{'your side' if near else 'the far side'} of Galaxy {sl['galaxy'] + 1}"


def action_label(action: Action, view: BeanzView, flicks: list[Action]) -> str:
    """A move as the chooser lists it ("Sharpshoot Lion Bean (2 AP)"); ``flicks``: the legal
    flicks, named by their sample aim."""
    v, a = action.verb, action.args
    mat = view["mat"]
    hand = {c["id"]: c for c in (side(view, action.seat)["hand"] or [])}

    def bean(r: Any) -> str:
        return slot_words(mat[int(r)], action.seat)

    if v in ("play", "spin") and len(a) == 3:
        return f"Freebie Beanie: {hand.get(a[1], {}).get('name', '?')}"
    if v == "spin" and len(a) == 2:
        p = bean_of(mat[int(a[0])])["power"]
        what = "Knockdown" if p == "knockdown" else "Knock It Off"
        return f"{what}: {bean(a[1])}"
    if v == "spin":
        sl = mat[int(a[0])]
        b = bean_of(sl)
        cost = sl.get("spin_cost", b["cost"])
        return f"Spin {b['name']}: {b['text'].split(':', 1)[-1].strip()[:40]} ({cost} AP)"
    if v == "attack":
        cost = mat[int(a[0])].get("spin_cost", 0)
        if len(a) > 1:
            return f"Sharpshoot {bean(a[1])} ({cost} AP)"
        if view["modifiers"] and view["modifiers"]["blitz"]:
            return f"Start a Bean Blitz with {bean(a[0])}"
        return f"Bean Attack in Galaxy {mat[int(a[0])]['galaxy'] + 1} ({cost} AP)"
    if v == "upright":
        return f"Turn {bean(a[0])} Headz-up ({bean_of(mat[int(a[0])])['cost']} AP)"
    if v == "flick":
        i = flicks.index(action) if action in flicks else 0
        return f"Flick: {SHOT_LABELS[i] if i < len(SHOT_LABELS) else 'flick'}"
    if v == "target":
        return f"Defend with {bean(a[0])}"
    if v == "go":
        if view["blitz"] and view["blitz"]["sharpshoot"]:
            return f"Blitz {bean(a[0])}"
        return f"Blitz in Galaxy {int(a[0]) + 1}"
    if v in SETUP_WORDS:
        return SETUP_WORDS[v].format(*a)
    return str(action)


#: what each set-up choice is and why, said under its buttons to the seat choosing (a new
#: player met the cut, the opening hand and the guess in a real game with no word on them)
SETUP_NOTES = {
    "cut": "Each player cuts the other's deck, so nobody can stack their own: any place will do.",
    "opening": "Your 5 cards are below: keep them, or show a hand with no Bean card to draw 5 new.",
    "hide": "Your rival guesses which hand: right, they go first; wrong, you go first.",
    "guess": "A fair toss for the first turn: your rival hid the Mighty Bean in one hand.",
}


@cache
def _longest_word() -> str:
    """The longest word of a Cosmos card's name (drawn over its strip under a Bean)."""
    from tabletop.games.beanz.cards import card_defs

    words = [w for d in card_defs().values() if d.kind == "cosmos" for w in d.name.split()]
    return max(words, key=len)


def name_room(s: float) -> int:
    """How wide a card on the mat (at table scale ``s``) must be for a Cosmos name's longest
    word at the floor (``Painter.cosmos_tab``)."""
    from tabletop.ui import theme

    pad = 3 * max(2, int(3 * s))
    return theme.text_width(_longest_word(), theme.MIN_TEXT, "cond_bold") + pad
