"""Austin Powers table words: the turn line, the ship window's title and hint, a move as a
chooser names it, a seat's score as money."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.games.austin.cards import bones_blocked, names_in_view
from tabletop.games.austin.faces import money, stage
from tabletop.games.austin.facts import can_be_helped
from tabletop.games.austin.paint import AustinPaint
from tabletop.games.austin.rules.state import HAND
from tabletop.games.austin.rules.viewtypes import fight_side, seen
from tabletop.ui import assets


def cards(n: int) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


def them(n: int) -> str:
    return "it" if n == 1 else "them"


class AustinWords(AustinPaint):
    """What the table reads out (drawing: ``paint.AustinPaint``)."""

    def window_text(self, view: dict[str, Any]) -> str:
        """The ship window's title: whose ship Agent is answered. Every opponent is asked
        whatever they hold, so the text names nobody else. The longest wording that fits the
        table's bar (760 wide at 1920, bold 22 type) is used."""
        if stage(view) != "ships":
            return "Reactions?"
        name = self.seat_name(int(view["current"]))
        s = self.scale
        room = int(728 * s)
        font = assets.font(int(22 * s), "bold")
        for text in (
            f"{name} played a ship Agent: play one of yours out of turn?",
            f"{name}'s ship Agent: play one of yours, out of turn?",
            "A ship Agent! Play one of yours, out of turn?",
        ):
            if font.size(text)[0] <= room:
                return text
        return "Ship Agent! One of yours?"

    def window_hint(self, view: dict[str, Any]) -> str:
        if stage(view) == "ships":
            return "Drag a ship Agent to your table, or Space: none"
        return super().window_hint(view)

    def phone_window_hint(self, view: dict[str, Any]) -> str:
        if stage(view) == "ships":
            return "Tap React to put a ship Agent on your table, or Pass: none"
        return super().phone_window_hint(view)

    def curtain_reason(self, view: dict[str, Any], seat: int) -> str:
        """Why the hot-seat curtain asks for ``seat`` in another's fight (a new player's walk,
        2026-11-26: "Pass to Ann" said no why): asked to throw a Frickin' Bone, alone or in a
        race with the others asked; "" otherwise."""
        v = seen(view)
        f = v["fight"]
        helpers = (f["helpers"] or []) if f else []
        if f is not None and stage(v) == "fight" and f["helpers"] is None:
            # the side to move in another's attempt (the defender, first): what it is asked
            mover = fight_side(f, f["to_move"])
            if mover["seat"] != seat or seat == v["current"]:
                return ""
            names = names_in_view(view)
            att, dfn = (names.get(int(fight_side(f, x)["card"]), "?") for x in ("att", "def"))
            verb = "shag" if f["kind"] == "shag" else "assassinate"
            more = ", asks for help" if len(v["seats"]) > 2 and not mover["asked"] else ""
            return f"{att} attempts to {verb} {dfn}: {self.seat_name(seat)} throws a Frickin' Bone{more} or gives up."
        if f is None or stage(v) != "fight" or v.get("step") != "help" or seat not in helpers:
            return ""
        asker = self.seat_name(int(fight_side(f, f["to_move"])["seat"]))
        name = self.seat_name(seat)
        if len(helpers) > 1:
            return f"{asker} asks for a Frickin' Bone: {name} races the others to throw one."
        return f"{asker} asks for a Frickin' Bone: {name} may throw one."

    def moves_notes(self, view: dict[str, Any], seat: int | None) -> list[str]:
        """ "What can I do?" after the moves: why each Frickin' Bone a helper holds cannot
        help, when they may throw none (it listed only "Decline" to a new player holding
        "Oh, Behave!")."""
        if seat is None or any(a.verb == "throw" for a in self.table.legal(seat)):
            return []
        return list(dict.fromkeys(bones_blocked(view, seat).values()))

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        v = seen(view)
        ph = stage(v)
        cur = v["current"]
        who = "Your" if cur == seat else f"{self.seat_name(cur)}'s"
        if v["winner"] is not None or ph == "over":
            return "Game over"
        if ph == "allegiance":
            return "Daddy pants: choose Good or Evil" if cur == seat else f"{who} choice of side"
        if ph == "main":
            if cur == seat:
                n = v["actions"]
                return f"Your turn \u2014 {n} action{'s' if n != 1 else ''} left"
            return f"{who} turn"
        f = v["fight"]
        if ph == "fight" and f is not None:
            mover = fight_side(f, f["to_move"])["seat"]
            if f["helpers"] is not None:
                if seat is not None and seat == self.help_winner:
                    return "Your bone lands first! Click the Frickin' Bone to throw"
                return f"{self.seat_name(mover)} asks for a Frickin' Bone!"
            if mover == seat:  # with two players nobody may help: help is not offered
                if len(v["seats"]) > 2:
                    if not can_be_helped(view, f):
                        return "Your move: throw a bone or give up (nobody has an Agent to help)"
                    return "Your move: throw a bone, ask for help or give up"
                return "Your move: throw a bone or give up"
            return f"{self.seat_name(mover)} to throw a Frickin' Bone"
        if ph == "ships":
            if seat == cur:
                return "Ship Agents: your opponents may answer with one of theirs"
            return f"{self.seat_name(cur)} played a ship Agent: answer with one, or pass"
        hap = v["happening"]
        if ph in ("happening", "happening_target") and hap is not None:
            hs = hap["seat"]
            if ph == "happening_target" and hs == seat:
                return "Tie for last: choose the target of your Happening"
            return f"{self.seat_name(hs)} plays a Happening!"
        if ph == "brawler":
            return "Slugfest: pick your Assassin" if seat in v["active"] else "Slugfest!"
        if ph == "slugfest":
            b = v["brawl"]
            t = b["turn"] if b is not None else None
            return "Slugfest: your bone, or drop out" if t == seat else "Slugfest!"
        if ph == "cleanup":
            if cur != seat:
                return f"{who} turn: evening up"
            n = self.over_six(v, seat)
            # a click on a card opens its menu, where Toss throws it away (as the lesson says;
            # "Click cards to discard them" left a player looking for the menu's step)
            each = "it" if n == 1 else "each"
            if n:  # said from the start, and counting down as cards are tossed
                return (
                    f"Discard {cards(n)} to keep six: click {each}, Toss in its menu, then Even up"
                )
            return "To toss a card, click it, then Toss in its menu; then Even up"
        if ph in ("discard", "evenup"):
            if seat in v["active"]:
                n = self.over_six(v, seat)
                return f"Discard {cards(n)} to keep six: click {them(n)}"
            return "Evening up"
        return ""

    def status_count(self, view: dict[str, Any], seat: int | None) -> str:
        """Your turn's actions left, kept beside a focused hand card's words."""
        v = seen(view)
        if stage(v) != "main" or v["current"] != seat or v["winner"] is not None:
            return ""
        n = v["actions"]
        return f"{n} action{'s' if n != 1 else ''} left"

    def status_short(self, view: dict[str, Any], seat: int | None) -> str:
        """Fewer words for a narrow top bar (large text on a small window, where the bar
        holds the Log and Icons buttons too): the discard count, a bone to throw, a ship
        Agent to answer."""
        v = seen(view)
        ph = stage(v)
        n = self.over_six(v, seat) if seat is not None else 0
        if ph == "cleanup" and v["current"] == seat:
            if n:  # how to discard stays in the fewer words: a click on a card
                return f"Click {n} away, then Even up"
            return "Click any to toss, then Even up"  # "Click any away" read as broken
        f = v["fight"]
        if ph == "fight" and f is not None and f["helpers"] is None:
            mover = fight_side(f, f["to_move"])["seat"]
            if mover != seat:
                return f"{self.seat_name(mover)} to throw a bone"
        if ph == "ships" and seat != v["current"]:
            return "A ship Agent: answer or pass"
        if ph in ("discard", "evenup") and seat in v["active"] and n:
            return f"Discard {cards(n)}: click {them(n)}"
        return ""

    @staticmethod
    def over_six(view: Mapping[str, Any], seat: int | None) -> int:
        """How many cards ``seat`` holds over the six of the hand limit (0: none over)."""
        zone = view["zones"].get(f"hand/{seat}") or {}
        return max(0, int(zone.get("count") or 0) - HAND)

    def score_text(self, seat: int, score: float) -> str:
        view = self.table.view
        side = view["seats"][seat]["side"] if view and seat < len(view["seats"]) else "good"
        return money(side, int(score))
