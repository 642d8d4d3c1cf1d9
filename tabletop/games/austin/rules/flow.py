"""Austin Powers flow: the phases and steps of a turn as data, the legal moves of each, and the
game's own reasons for refusing a move the phase allows."""

from __future__ import annotations

from typing import Any

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.games.austin import effects as fx
from tabletop.games.austin.cards import CARDS, Effect, bone_blocked, covers
from tabletop.games.austin.rules.state import AustinState, other_side

MAIN_VERBS = ("agent", "attempt", "swing", "use", "happening", "brawl", "end")
CARD_VERBS = ("agent", "swing", "happening", "brawl", "toss", "ship", "bone", "throw")
#: a ship Agent refused: the rule that applies ("Each turn, you may play one ship Agent
#: without it costing one of your actions ... If at least one opponent does this, however, you
#: are then free to play another ship Agent without it costing you an action.")
SHIP_SPENT = (
    "You have used your actions and this turn's free ship Agent: another ship Agent is free "
    "only after an opponent answers yours with a ship Agent of their own (\u201cEach turn, "
    "you may play one ship Agent without it costing one of your actions\u201d)."
)


def split_order_report(args: tuple[Any, ...] | list[Any]) -> tuple[list[int], int, int] | str:
    """A ``happening_order`` report's parts: the seats first to last, how many tie for last
    (``tied k``, default 1) and how many of those did not copy the gesture in time (``missed m``:
    no press, or a gesture made before the Happening's; they end the order and tie for last, so
    ``tied`` defaults to ``m``; an ``early e`` after it says the first e of those made the
    gesture before it, ``early_count``). A refusal's words when the report is malformed."""
    rest = list(args)
    counts: dict[str, int] = {}
    for word in ("early", "missed", "tied"):
        if len(rest) >= 2 and rest[-2] == word:
            n = rest[-1]
            if not isinstance(n, int):
                return f"After '{word}' comes how many players."
            counts[word] = n
            rest = rest[:-2]
    if not all(isinstance(x, int) for x in rest):
        return "List every other player exactly once, from first to last to mimic the gesture."
    missed = counts.get("missed", 0)
    return [int(x) for x in rest], counts.get("tied", max(1, missed)), missed


def early_count(args: tuple[Any, ...] | list[Any]) -> int:
    """How many of a ``happening_order`` report's players who did not copy the gesture made it
    before the Happening's (``early e``, the last words; a false start), 0 without."""
    if len(args) >= 2 and args[-2] == "early" and isinstance(args[-1], int):
        return int(args[-1])
    return 0


FLOW = fl.Flow(
    [
        fl.Phase(
            "allegiance",
            ("allegiance",),
            fl.CURRENT,
            label="the choice of sides",
            hint="the Daddy pants choose Good or Evil",
        ),
        fl.Phase(
            "main",
            MAIN_VERBS,
            fl.CURRENT,
            label="the main phase of a turn",
            hint="play an Agent, make an attempt, play a Swinger, a Happening or a Slugfest, "
            "or end your actions",
        ),
        fl.Phase(
            "ships",
            ("ship", "pass"),
            fl.LISTED,
            label="a ship Agent window",
            hint="each opponent may play a ship Agent out of turn, or pass",
        ),
        fl.Phase(
            "fight",
            (),
            fl.NOBODY,
            label="an attempt",
            steps=(
                fl.Phase(
                    "bones",
                    ("bone", "help", "give_up"),
                    fl.LISTED,
                    label="an attempt",
                    hint="play a Frickin' Bone on your Agent, ask for help or give up",
                ),
                fl.Phase(
                    "help",
                    ("throw", "decline"),
                    fl.LISTED,
                    label="a call for help",
                    hint="the other players may throw a Frickin' Bone on the asking Agent, "
                    "the first to land counts",
                ),
            ),
        ),
        fl.Phase(
            "happening",
            ("happening_order", "happening_target"),
            fl.CURRENT,
            label="a Happening",
            hint="the Happening's player reports who mimicked the gesture, first to last",
        ),
        fl.Phase(
            "slugfest",
            ("bone", "drop", "brawler"),
            fl.LISTED,
            label="a Slugfest",
            hint="each entrant in turn plays a Frickin' Bone on their Assassin or drops out",
        ),
        fl.Phase(
            "cleanup",
            ("toss", "even_up"),
            fl.CURRENT,
            label="the end of a turn",
            hint="discard any cards from your hand, then even up",
        ),
        fl.Phase(
            "evenup",
            ("discard",),
            fl.NOBODY,
            label="evening up",
            hint="players holding more than six cards discard down to six",
        ),
        fl.Phase("over", (), fl.NOBODY, label="the end of the game", hint="the game is over"),
    ],
    verb_labels={
        "allegiance": "Sides are chosen",
        "agent": "Agents are played",
        "attempt": "Shag and Assassination attempts are made",
        "swing": "Swingers are played",
        "use": "Swingers on the table are used",
        "happening": "Happenings are played",
        "brawl": "Slugfests are started",
        "end": "Actions are ended",
        "ship": "Ship Agents are played out of turn",
        "pass": "Ship Agents are passed on",
        "bone": "Frickin' Bones are played",
        "help": "Help is asked for",
        "give_up": "Attempts are given up",
        "throw": "Frickin' Bones are thrown to help",
        "decline": "Help is declined",
        "happening_order": "The gesture race is reported",
        "happening_target": "A tie for last is broken",
        "brawler": "Assassins are picked",
        "drop": "Players drop out",
        "toss": "Cards are discarded at will",
        "even_up": "Evening up is done",
        "discard": "Cards are discarded down to six",
    },
)


class AustinLegality(AustinState):
    FLOW = FLOW

    # ================================================================== helpers
    def _to_move(self) -> str:
        f = self.fight
        assert f is not None
        if not f["bones"] or f["bones"][-1][2] == "att":
            return "def"
        return "att"

    def _free_agent(self, seat: int, c: int) -> bool:
        d = self.d(c)
        if d.ship and self.ship_free:
            return True
        if d.free_if:
            return any(x != c and d.free_if in self.d(x).tags for x in self.agents(seat))
        return False

    def _effect_actions(
        self, seat: int, verb: str, c: int, mode: str | None, eff: Effect
    ) -> list[Action]:
        head: tuple[Any, ...] = (c,) if mode is None else (c, mode)
        targets = fx.targets(self, seat, eff)
        if targets is None:
            return [Action(seat, verb, head)]
        return [Action(seat, verb, (*head, t)) for t in targets]

    def _payable_bones(self, seat: int, verb: str, kind: str) -> list[Action]:
        mine = self.vibes(seat)
        names = self.names
        out = []
        for c in self.hand[seat]:
            dc = CARDS[names[c]]
            if dc.kind == "bone" and covers(mine, dc.shag if kind == "shag" else dc.assassinate):
                out.append(Action(seat, verb, (c,)))
        return out

    # ================================================================== legal moves
    def legal_allegiance(self, seat: int) -> list[Action]:
        return [Action(seat, "allegiance", (s,)) for s in self.allegiances(seat)]

    def allegiances(self, seat: int) -> tuple[str, ...]:
        """The sides the Daddy pants may pick: their own deck's side when they play one; with two
        players, the side opposite the opponent's own deck."""
        own = self.decks[seat]
        if own:
            return (CARDS[own[0]].side,)
        other = self.decks[1 - seat] if self.num_seats == 2 else None
        if other:
            return (other_side(CARDS[other[0]].side),)
        return ("good", "evil")

    def legal_main(self, seat: int) -> list[Action]:
        # the hot path of every game: card data looked up once per card, agents once per seat
        out: list[Action] = []
        acts = self.actions > 0
        names = self.names
        hand = [(c, CARDS[names[c]]) for c in self.hand[seat]]
        for c, dc in hand:
            if dc.kind == "agent" and (acts or self._free_agent(seat, c)):
                out.append(Action(seat, "agent", (c,)))
        if acts:
            mine_agents = self.agents(seat)
            if mine_agents:
                theirs = [t for s in self.clockwise(seat) for t in self.agents(s)]
                can_target = self.can_target
                for a in mine_agents:
                    for t in theirs:
                        if can_target(a, t) is None:
                            out.append(Action(seat, "attempt", (a, t)))
            mine = self.vibes(seat)
            for c, dc in hand:
                kind = dc.kind
                if kind == "swinger":
                    if covers(mine, dc.need):
                        out += self._effect_actions(seat, "swing", c, "vibe", dc.vibe_effect)
                    out += self._effect_actions(seat, "swing", c, "free", dc.free_effect)
                elif kind == "happening":
                    out.append(Action(seat, "happening", (c,)))
                elif kind == "brawl":
                    out.append(Action(seat, "brawl", (c,)))
            for c in self.table[seat]:
                dc = CARDS[names[c]]
                if dc.kind == "swinger" and not (dc.use_once and c in self.used):
                    out += self._effect_actions(seat, "use", c, None, dc.use)
        out.append(Action(seat, "end"))
        return out

    def legal_ships(self, seat: int) -> list[Action]:
        out = [Action(seat, "ship", (c,)) for c in self.hand[seat] if self.d(c).ship]
        return out + [Action(seat, "pass")]

    def legal_bones(self, seat: int) -> list[Action]:
        assert self.fight is not None
        out = self._payable_bones(seat, "bone", self.fight["kind"])
        if self.may_ask_help() or self.options["help"] == "concedes":
            out.append(Action(seat, "help"))
        return out + [Action(seat, "give_up")]

    def phase_hint(self) -> str:
        """The attempt's words as its moves are offered: with two players help is not (the only
        other player is the attacker), so a refusal does not tell the defender to ask for it."""
        if (
            self.flow.step == "bones"
            and not self.may_ask_help()
            and self.options["help"] != "concedes"
        ):
            return "play a Frickin' Bone on your Agent or give up"
        return super().phase_hint()

    def may_ask_help(self) -> bool:
        """Someone may answer a call for help in the attack: a player whose Agent is not in
        it (the rulebook's "ask the other players"; the opponent never helps). With two
        players nobody may, and help is not offered (option ``help = concedes``: an earlier
        reading offered it, and it gave the attack up)."""
        f = self.fight
        assert f is not None
        return any(s not in (f["att"]["seat"], f["def"]["seat"]) for s in range(self.num_seats))

    def legal_help(self, seat: int) -> list[Action]:
        assert self.fight is not None
        return self._payable_bones(seat, "throw", self.fight["kind"]) + [Action(seat, "decline")]

    def legal_happening(self, seat: int) -> list[Action]:
        """A sample of reports (each other player last once, and all tied); any full order is
        legal (``illegal_reason``)."""
        out: list[Action] = []
        others = self.clockwise(seat)
        for last in others:
            order = [s for s in others if s != last] + [last]
            out.append(Action(seat, "happening_order", tuple(order)))
        if len(others) > 1:
            out.append(Action(seat, "happening_order", (*others, "tied", len(others))))
        return out

    def legal_slugfest(self, seat: int) -> list[Action]:
        return self._payable_bones(seat, "bone", "assassinate") + [Action(seat, "drop")]

    def legal_cleanup(self, seat: int) -> list[Action]:
        return [Action(seat, "toss", (c,)) for c in self.hand[seat]] + [Action(seat, "even_up")]

    # ================================================================== refusals
    def _order_problem(self, action: Action) -> str | None:
        """Checks a ``happening_order`` report (any order of the other seats, maybe tied)."""
        assert self.hap is not None
        report = split_order_report(action.args)
        if isinstance(report, str):
            return report
        order, tied, missed = report
        others = self.clockwise(self.hap["seat"])
        if sorted(order) != sorted(others) or len(order) != len(others):
            return "List every other player exactly once, from first to last to mimic the gesture."
        if not 1 <= tied <= len(others):
            return f"Between 1 and {len(others)} players can tie for last."
        if missed > tied:
            return "The players who did not copy the gesture tie for last: 'tied' counts them all."
        if early_count(action.args) > missed:
            return "A false start is a gesture not copied: 'missed' counts those who made one."
        return None

    def illegal_reason(self, action: Action) -> str | None:
        # The gesture race report cannot be listed (any order of the other players, any tied
        # tail): ``legal_happening`` is a sample and this checks a report in full.
        if (
            self.prompt is None
            and self.flow.phase == "happening"
            and action.verb == "happening_order"
        ):
            return self._order_problem(action)
        if action.verb == "decline" and action.args == ("late",):  # the help race's, too late
            return super().illegal_reason(Action(action.seat, "decline"))
        return super().illegal_reason(action)

    def _why_card(self, action: Action) -> str | None:
        c = action.args[0] if action.args else None
        if not isinstance(c, int) or c not in self.hand[action.seat]:
            return "That card is not in your hand."
        return None

    def _why_actions(self, action: Action) -> str | None:
        if self.actions <= 0:
            return "You have used your actions (\u201cYou may take up to two actions\u201d)."
        return None

    def why_agent(self, action: Action) -> str | None:
        why = self._why_card(action)
        if why:
            return why
        c = int(action.args[0])
        if self.d(c).kind != "agent":
            return "Only an Agent can be played that way."
        if not self._free_agent(action.seat, c):
            if self.d(c).ship and self.actions <= 0:  # the ship rule, not only the actions
                return SHIP_SPENT
            return self._why_actions(action)
        return None

    def why_attempt(self, action: Action) -> str | None:
        why = self._why_actions(action)
        if why:
            return why
        args = action.args
        if len(args) != 2 or not all(isinstance(x, int) for x in args):
            return "Name your Agent and the target Agent."
        a, t = int(args[0]), int(args[1])
        if a in self.hand[action.seat]:  # dragged from the hand onto a target
            return (
                f"An Agent attempts from your table: play {self.names[a]} onto your table "
                "first (an action), then drag it onto the target."
            )
        if a not in self.agents(action.seat):
            return "The attacker must be one of your own active Agents."
        if not any(t in self.agents(s) for s in self.clockwise(action.seat)):
            return "The target must be an opponent's active Agent."
        return self.can_target(a, t)

    def why_swing(self, action: Action) -> str | None:
        why = self._why_card(action) or self._why_actions(action)
        if why:
            return why
        if self.d(int(action.args[0])).kind != "swinger":
            return "Only a Swinger can be played that way."
        if len(action.args) >= 2 and action.args[1] == "vibe":
            return "Your active Agents do not put out the vibes for that outcome."
        return "Say which outcome (vibe or free) and, when it needs one, the target."

    def why_use(self, action: Action) -> str | None:
        return self._why_actions(action) or "That card cannot be used from the table now."

    def why_happening(self, action: Action) -> str | None:
        return self._why_card(action) or self._why_actions(action)

    def why_brawl(self, action: Action) -> str | None:
        return self._why_card(action) or self._why_actions(action)

    def why_toss(self, action: Action) -> str | None:
        return self._why_card(action)

    def why_ship(self, action: Action) -> str | None:
        return self._why_card(action) or "Only a ship Agent can be played out of turn."

    def why_bone(self, action: Action) -> str | None:
        why = self._why_card(action)
        if why:
            return why
        if self.d(int(action.args[0])).kind != "bone":
            return "Only a Frickin' Bone can be played here."
        c = int(action.args[0])
        kind = self.fight["kind"] if self.fight else "assassinate"  # a Slugfest: Assassins
        why = bone_blocked(self.names[c], kind, self.vibes(action.seat), action.verb == "throw")
        return why or "That Frickin' Bone cannot be thrown now."

    why_throw = why_bone
