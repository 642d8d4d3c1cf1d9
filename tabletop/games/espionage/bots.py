"""Espionage bots. ``NormalBot`` plays from its seat's view only (hand, counts, piles, stack).

Its habits: defend its own gold cards (Decoy, then Bodyguard; Police when a Mission aims at a
hand holding gold), take the Target with a Protector (or a Mercenary copying one), hack the
defences of a threatened opponent, dump the Bomb (Double Agent; gives it when blackmailed; puts
it on top of the pile with a Detective), attack the leader with Assassin/Sniper, steal when it
lacks the Target, and hoard cards (Courier, Detective, Medic, Informant) as the pile runs low,
especially while holding the Package.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.game import Game

VALUE: dict[str, float] = {
    "Target": 100.0,
    "Package": 20.0,
    "Protector": 12.0,
    "Police": 8.0,
    "Bodyguard": 8.0,
    "Decoy": 7.0,
    "Hacker": 5.0,
    "Assassin": 6.0,
    "Courier": 6.0,
    "Medic": 5.0,
    "Detective": 5.0,
    "Sniper": 4.0,
    "Infiltrator": 4.0,
    "Blackmail": 4.0,
    "Mercenary": 3.0,
    "Ninja": 3.0,
    "Informant": 3.0,
    "Terrorist": 3.0,
    "Double Agent": 2.0,
    "Bomb": -100.0,
}
GOLD = {"Target", "Package", "Protector"}
ATTACKS = {"Sniper", "Assassin", "Terrorist", "Infiltrator", "Double Agent", "Blackmail"}


def _value(name: str, duel: bool = False) -> float:
    """How much we like holding a card; in a duel the Package and the Protector are mostly a
    liability (a gold card forced out of our hand hands the opponent the game)."""
    if duel and name in GOLD and name != "Target":
        return -10.0
    return VALUE.get(name, 1.0)


def _seats(view: dict[str, Any]) -> int:
    return len(view["players"])


def _counts(view: dict[str, Any]) -> list[int]:
    """Every seat's hand size, from the zones of the view."""
    return [int(view["zones"][f"hand/{s}"]["count"]) for s in range(_seats(view))]


def _discard(view: dict[str, Any]) -> list[dict[str, Any]]:
    return list(view["zones"]["discard"]["cards"] or [])


def _duel(view: dict[str, Any]) -> bool:
    return bool(_seats(view) - len(view["eliminated"]) == 2)


class _Stack:
    """A reaction window's stack as the bot reads it: items by uid and the live ones."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.by_uid = {it["uid"]: it for it in view["stack"]}
        self.live = [it for it in view["stack"] if not it["cancelled"]]

    def answered_by(self, uid: int, effects: set[str]) -> list[dict[str, Any]]:
        return [
            it
            for it in self.live
            if it["kind"] == "reaction" and it["answers"] == uid and it["effect"] in effects
        ]

    def defended(self, uid: int) -> bool:
        for d in self.answered_by(uid, {"Bodyguard", "Decoy"}):
            if not self.answered_by(d["uid"], {"Hacker"}):
                return True
        return False


class NormalBot:
    """A sensible player that sees only its own view."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "choice":
            return self._choice(view, legal)
        if phase == "window":
            return self._window(view, legal)
        return self._turn(view, legal, rng)

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _names(view: dict[str, Any]) -> dict[int, str]:
        return {c["id"]: c["name"] for c in view["hand"]}

    @staticmethod
    def _known_bomb(view: dict[str, Any], seat: int) -> bool:
        seen = view.get("seen")
        return bool(
            seen
            and seen["of"] == seat
            and any(c["name"] == "Bomb" for c in seen["cards"])
            and view["turn_number"] - seen["turn"] <= 1
        )

    def _leader(self, view: dict[str, Any], opponents: list[int]) -> int:
        counts = _counts(view)
        return max(opponents, key=lambda s: (counts[s], -s))

    @staticmethod
    def bomb_odds(view: dict[str, Any]) -> dict[int, float]:
        """For each opponent, the chance they hold the Bomb, from what this seat can see."""
        me = view["seat"]
        alive = [s for s in range(_seats(view)) if s != me and s not in view["eliminated"]]
        if any(c["name"] == "Bomb" for c in view["hand"]):
            return {s: 0.0 for s in alive}
        for s in alive:
            if NormalBot._known_bomb(view, s):
                return {o: float(o == s) for o in alive}
        # the pile is a random part of the deck: the Bomb is still in it with chance pile/52;
        # otherwise it sits in an opponent's hand (it is never discarded)
        counts = _counts(view)
        in_pile = min(1.0, view["zones"]["draw"]["count"] / 52.0)
        held = sum(counts[s] for s in alive)
        return {s: (1.0 - in_pile) * counts[s] / held if held else 0.0 for s in alive}

    @staticmethod
    def elim_value(view: dict[str, Any], attacker: int) -> float:
        """How good an elimination forced by ``attacker`` would be for us: the eliminator wins
        the game at once."""
        return 1.0 if attacker == view["seat"] else -1.0

    # ------------------------------------------------------------------ pending choices
    def _choice(self, view: dict[str, Any], legal: list[Action]) -> Action:
        p = view["pending"]
        names = {c["id"]: c["name"] for c in p.get("options", [])}
        duel = _duel(view)
        if p["kind"] == "detective":
            # take the best card; the worst (the Bomb first) goes on top for the next player
            def key(a: Action) -> tuple[float, float]:
                take = names[int(a.args[0])]
                rest = [names[int(x)] for x in a.args[1:]]
                top = _value(rest[0], duel) if rest else 0.0
                return (_value(take, duel), -top)

            return max(legal, key=key)
        if p["kind"] in ("give", "blackmail"):
            return min(legal, key=lambda a: _value(names[int(a.args[0])], duel))
        if p["kind"] == "assassin":

            def akey(a: Action) -> float:
                n = names[int(a.args[0])]
                return 200.0 if n in GOLD else _value(n)  # a gold discard wins the game

            return max(legal, key=akey)
        # medic: take the best
        return max(legal, key=lambda a: _value(names[int(a.args[0])], duel))

    # ------------------------------------------------------------------ reaction windows
    def _window(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me = view["seat"]
        names = self._names(view)
        hand = set(names.values())
        stack = _Stack(view)
        options: list[tuple[float, Action]] = []
        pass_action = Action(me, "pass")
        for a in legal:
            if a.verb != "react":
                continue
            card = names[int(a.args[0])]
            it = stack.by_uid[int(a.args[1])]
            score = 0.0
            if it["kind"] == "threat":
                score = self._against_threat(view, stack, card, it)
            elif it["kind"] == "reaction":
                score = self._against_reaction(view, stack, card, it, hand)
            elif it["kind"] == "mission":
                score = self._against_mission(me, card, it, a, hand, len(names))
            if score > 0:
                options.append((score, a))
        if not options:
            return pass_action
        return max(options, key=lambda o: o[0])[1]

    def _against_threat(
        self, view: dict[str, Any], stack: _Stack, card: str, it: dict[str, Any]
    ) -> float:
        """Reacting to a threat: defend ourselves, protect, or guard a victim whose
        elimination would hurt us."""
        me = view["seat"]
        victim = it["victim"]
        if victim == me and card in ("Decoy", "Bodyguard") and not stack.defended(it["uid"]):
            return 100.0 + (1.0 if card == "Decoy" else 0.0)
        if card == "Protector" and not stack.answered_by(it["uid"], {"Protector"}):
            return 90.0
        if (
            victim != me
            and card == "Bodyguard"
            and not stack.defended(it["uid"])
            and self.elim_value(view, it["seat"]) < -0.2
        ):
            return 50.0
        return 0.0

    def _against_reaction(
        self, view: dict[str, Any], stack: _Stack, card: str, it: dict[str, Any], hand: set[str]
    ) -> float:
        """Reacting to another seat's reaction: a Mercenary on a Protector, a Hacker on a
        defence that saves someone we want gone (or on a Police against our own play)."""
        me = view["seat"]
        target = stack.by_uid.get(it["answers"] or -1)
        if card == "Mercenary" and it["effect"] == "Protector" and it["seat"] != me:
            return 85.0
        if not (card == "Hacker" and it["seat"] != me and target is not None):
            return 0.0
        if target["kind"] == "threat" and target["victim"] != me:
            if (
                it["effect"] in ("Bodyguard", "Decoy")
                and self.elim_value(view, target["seat"]) > 0.2
            ):
                return 70.0
            if it["effect"] == "Protector" and "Protector" not in hand:
                return 40.0
        elif target["seat"] == me and it["effect"] == "Police":
            return 30.0 if target["effect"] in ("Assassin", "Sniper") else 0.0
        elif target["kind"] == "threat" and target["victim"] == me:
            if it["effect"] == "Protector" and not stack.defended(target["uid"]):
                return 20.0
        return 0.0

    @staticmethod
    def _against_mission(
        me: int, card: str, it: dict[str, Any], a: Action, hand: set[str], hand_size: int
    ) -> float:
        """Reacting to a mission: Police on another seat's attack, a Ninja to copy one."""
        effect = it["effect"]
        if card == "Police" and it["seat"] != me and effect in ATTACKS:
            has_gold = bool(hand & GOLD)
            dump_bomb = "Bomb" in hand and effect in ("Infiltrator", "Double Agent")
            if has_gold and not dump_bomb:
                return 60.0
            if effect == "Double Agent" and "Bomb" not in hand:
                return 45.0  # they may hand us the Bomb
            if effect == "Assassin" and hand_size > 2:
                return 15.0
            if effect == "Blackmail" and "Bomb" not in hand and hand_size <= 2:
                return 10.0
        elif card == "Ninja" and it["seat"] != me:
            if effect in ("Courier", "Medic", "Detective"):
                return 12.0
            if effect == "Assassin" and len(a.args) > 2:
                return 10.0
        elif card == "Ninja" and it["seat"] == me and effect == "Courier":
            return 11.0
        return 0.0

    # ------------------------------------------------------------------ own turn
    def _turn(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        me = view["seat"]
        names = self._names(view)
        hand = list(names.values())
        has_bomb = "Bomb" in hand
        has_target = "Target" in hand
        has_package = "Package" in hand
        discard = [c["name"] for c in _discard(view)]
        pile = view["zones"]["draw"]["count"]
        counts = _counts(view)
        opponents = [s for s in range(_seats(view)) if s != me and s not in view["eliminated"]]
        leader = self._leader(view, opponents) if opponents else -1
        # with a low pile every card counts for the Package (and the house tie-break)
        most = view["tiebreak"] == "most-cards"
        hoard = has_package or (most and pile <= 4 * len(opponents) + 2)
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.verb != "play":
                continue
            card = names[int(a.args[0])]
            effect = card
            if card == "Ninja":
                copied = next((d for d in reversed(_discard(view)) if d["kind"] == "mission"), None)
                if copied is None:
                    continue
                effect = copied["name"]
            target = int(a.args[1]) if len(a.args) > 1 else None
            score = self._mission_score(
                effect, target, view, has_bomb, has_target, hoard, discard, counts, leader
            )
            score -= _value(card) * 0.05
            if best is None or score > best[0]:
                best = (score, a)
        if best is not None and best[0] > 0:
            return best[1]
        return Action(me, "end")

    def _mission_score(
        self,
        effect: str,
        target: int | None,
        view: dict[str, Any],
        has_bomb: bool,
        has_target: bool,
        hoard: bool,
        discard: list[str],
        counts: list[int],
        leader: int,
    ) -> float:
        lead_bonus = 1.0 if target == leader else 0.0
        tcards = counts[target] if target is not None else 0
        alive = _seats(view) - len(view["eliminated"])
        odds = self.bomb_odds(view)
        # taking a random card from the target may bring us the Bomb
        bomb_risk = odds.get(target, 0.0) / tcards if target is not None and tcards else 0.0
        risk_cost = (60.0 if alive == 2 else 25.0) * bomb_risk
        if effect == "Medic":
            if has_bomb and "Double Agent" in discard:
                return 85.0  # fetch a Double Agent to pass the Bomb on
            if "Target" in discard:
                return 95.0
            if "Package" in discard and hoard:
                return 30.0
            return 6.0 if any(_value(n) >= 7 for n in discard) else 3.0
        if effect == "Courier":
            return 20.0 if view["zones"]["draw"]["count"] >= 1 else 0.0
        if effect == "Double Agent":
            if has_bomb:
                return 80.0 + lead_bonus
            if alive == 2 and any(n in GOLD for n in (c["name"] for c in view["hand"])):
                return 15.0 - risk_cost  # hand a gold liability to the opponent
            return -1.0
        if target is not None and tcards == 0 and effect in ("Sniper", "Assassin"):
            return -1.0
        if effect == "Assassin":
            # we see the hand first and only kill when it is good for us
            return 30.0 + lead_bonus * 5 + 8.0 / max(tcards, 1)
        # a gold card we force out eliminates its holder and wins us the game
        if effect == "Sniper":
            base = (4.0 if hoard else 14.0) + lead_bonus * 3
            return base + 10.0 * min(1.0, 3.0 / max(tcards, 1))
        if effect == "Terrorist":
            return (4.0 if hoard else 12.0) + 5.0 * len(odds)
        if effect in ("Infiltrator", "Blackmail"):
            if tcards == 0 or (has_bomb and effect == "Blackmail"):
                return -1.0
            if alive == 2:
                # in a duel a stolen card is worth little and the Bomb is the whole game
                return 3.0 - 150.0 * bomb_risk
            return (18.0 if not has_target else 9.0) + lead_bonus * 3 + tcards * 0.5 - risk_cost
        if effect == "Detective":
            if view["zones"]["draw"]["count"] == 0:
                return -1.0
            return 25.0 if has_bomb else 10.0
        if effect == "Informant":
            return 7.0 if target is not None and tcards > 0 else 2.0
        return 0.0


#: what the hard level's own bot adds to an attack on a hand its look saw holding gold (the
#: Assassin picks the gold card; a Sniper's random discard finds it with the gold's share of the
#: hand; a Terrorist's hits every hand), and takes from one on a hand it saw whole without gold
AIM = {"Assassin": 60.0, "Sniper": 40.0, "Terrorist": 15.0}
AIM_MISS = {"Assassin": 20.0, "Sniper": 8.0}


class HardBot(NormalBot):
    """The hard level's own bot (its search's move ordering and its own seat's playouts) with
    three players or more: the normal bot, aiming its attacks by what its last look at a hand
    (an Assassin's or an Informant's, ``view["seen"]``: the cards still there) showed. The
    normal bot attacks the seat with the most cards whatever it saw, so in its playouts a look
    is worth little and the search undervalues it; with two players it is the normal bot."""

    def _mission_score(
        self,
        effect: str,
        target: int | None,
        view: dict[str, Any],
        *rest: Any,
    ) -> float:
        base = super()._mission_score(effect, target, view, *rest)
        seen = view.get("seen")
        if _seats(view) < 3 or not seen or effect not in AIM or seen["of"] in view["eliminated"]:
            return base
        of = seen["of"]
        held = max(1, _counts(view)[of])
        gold = sum(1 for c in seen["cards"] if c and c["name"] in GOLD)
        if effect == "Terrorist":
            return base + AIM[effect] * min(1.0, gold / held)
        if target != of:
            return base
        if gold:
            return base + AIM[effect] * (1.0 if effect == "Assassin" else min(1.0, gold / held))
        if len(seen["cards"]) >= held:  # the whole hand seen, no gold in it
            return base - AIM_MISS[effect]
        return base


def play_bot_game(
    game: Game, bots: list[Any], seed: int = 0, max_actions: int | None = None
) -> Game:
    """Play ``game`` to its end with one bot per seat (each sees only its own view)."""
    rngs = [random.Random(seed * 1009 + s) for s in range(game.num_seats)]
    limit = max_actions if max_actions is not None else game.MAX_ACTIONS
    steps = 0
    while not game.is_terminal() and steps < limit:
        seat = game.active_seats()[0]
        legal = game.legal_actions(seat)
        game.apply(bots[seat].choose(game.view(seat), legal, rngs[seat]))
        steps += 1
    return game
