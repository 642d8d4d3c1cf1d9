"""Austin Powers conflicts: Shag and Assassination attempts (Frickin' Bones and the "throw me a
Frickin' Bone" help race), Happenings (the gesture race and its target) and Slugfests."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.games.austin.rules.flow import early_count, split_order_report
from tabletop.games.austin.rules.moves import AustinMoves
from tabletop.games.austin.rules.state import GESTURE


def and_list(names: list[str]) -> str:
    """ "Ann", "Ann and Bea", "Ann, Bea and Cy"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class AustinConflicts(AustinMoves):
    # ================================================================== attempts
    def do_attempt(self, a: Action) -> list[Event]:
        self.actions -= 1
        seat, att, t = a.seat, int(a.args[0]), int(a.args[1])
        kind = "shag" if self.d(att).role == "shagger" else "assassinate"
        self.fight = {
            "kind": kind,
            "att": {"seat": seat, "card": att, "asked": False},
            "def": {"seat": self.owner_on_table(t), "card": t, "asked": False},
            "bones": [],
        }
        verb = "Shag" if kind == "shag" else "Assassinate"
        ev = [
            Event(
                "AttemptDeclared",
                f"{self.names[att]} attempts to {verb} {self.names[t]}!",
                {"attacker": att, "target": t, "kind": kind},
            )
        ]
        self._fight_turn()
        return ev

    def _fight_turn(self) -> None:
        """The side to move plays its bones (``bones`` step), or, once it has asked for help,
        the others race to throw one (``help`` step)."""
        f = self.fight
        assert f is not None
        self.enter("fight", "bones")
        self.flow.seats = [f[self._to_move()]["seat"]]

    def _open_turn_in_fight(self, ev: list[Event]) -> None:
        """After a bone lands: if the side now to move has asked for help, open a help window."""
        f = self.fight
        assert f is not None
        side = self._to_move()
        if f[side]["asked"]:
            self._open_help(side, ev)
        else:
            self._fight_turn()

    def _open_help(self, side: str, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        asker = f[side]["seat"]
        other = f["def" if side == "att" else "att"]["seat"]
        helpers = [s for s in self.clockwise(asker) if s != other]
        if not helpers:
            self._end_fight(ev)
            return
        self.enter("fight", "help")
        self.flow.seats = helpers

    def do_bone(self, a: Action) -> list[Event]:
        if self.flow.phase == "slugfest":
            return self._slugfest_bone(a)
        ev: list[Event] = []
        self._land_bone(a.seat, int(a.args[0]), self._to_move(), ev)
        self._open_turn_in_fight(ev)
        return ev

    def do_help(self, a: Action) -> list[Event]:
        f = self.fight
        assert f is not None
        side = self._to_move()
        f[side]["asked"] = True
        ev = [
            Event(
                "HelpAsked",
                f'{self.seat_name(a.seat)}: "Can someone throw me a Frickin\' Bone here?"',
                {"seat": a.seat},
            )
        ]
        self._open_help(side, ev)
        return ev

    def do_give_up(self, a: Action) -> list[Event]:
        ev = [Event("GaveUp", f"{self.seat_name(a.seat)} plays no more bones.", {"seat": a.seat})]
        self._end_fight(ev)
        return ev

    def do_throw(self, a: Action) -> list[Event]:
        # "the first one to land on your Agent is the one that counts"
        ev: list[Event] = []
        self._land_bone(a.seat, int(a.args[0]), self._to_move(), ev)
        self._open_turn_in_fight(ev)
        return ev

    def do_decline(self, a: Action) -> list[Event]:
        self.flow.seats.remove(a.seat)
        # ``decline late``: pressed in the help race after it was over (as the race said)
        said = "'s bone came too late." if a.args == ("late",) else " throws no bone."
        if not a.args and not self.agents(a.seat):  # a bone is paid with one's Agents' vibes
            said = " throws no bone: no Agent on the table to pay one with."
        ev = [Event("HelpDeclined", f"{self.seat_name(a.seat)}{said}", {"seat": a.seat})]
        if not self.flow.seats:
            self._end_fight(ev)
        return ev

    def _land_bone(self, seat: int, c: int, side: str, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        self.hand[seat].remove(c)
        self.arena.append(c)
        f["bones"].append([c, seat, side])
        agent = f[side]["card"]
        ev.append(
            Event(
                "BoneThrown",
                f"{self.seat_name(seat)} throws a Frickin' Bone on {self.names[agent]}: "
                f'"{self.d(c).quote}"',
                {"seat": seat, "card": c, "on": agent},
            )
        )

    def _end_fight(self, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        # "Whichever Agent had the last Frickin' Bone played on them wins the attack. (Or, if no
        # Frickin' Bones were played, the Agent who started the attack wins.)"
        win = f["bones"][-1][2] if f["bones"] else "att"
        lose = "def" if win == "att" else "att"
        wcard, lcard = f[win]["card"], f[lose]["card"]
        ev.append(
            Event(
                "AttackWon",
                f"{self.names[wcard]} wins the attack against {self.names[lcard]}.",
                {"winner": wcard, "loser": lcard},
            )
        )
        self._remove_from_table(lcard)
        if f["kind"] == "assassinate" and self.d(lcard).ongoing == "mustafa":
            # Mustafa: "If he is discarded as a result of losing an Assassination, immediately
            # return him to your hand."
            self.hand[self.owner[lcard]].append(lcard)
            ev.append(
                Event(
                    "AgentReturned", "Mustafa is not easily killed: back to hand.", {"card": lcard}
                )
            )
        else:
            self._to_discard(lcard, ev)
        for c, _s, side in f["bones"]:
            if side == lose:
                self.arena.remove(c)
                self._to_discard(c, ev)
        # "Beginning with the Agent card and working up to the last Frickin' Bone played, place
        # each card in its owner's score pile."
        self._remove_from_table(wcard)
        self._score_card(wcard, ev)
        for c, _s, side in f["bones"]:
            if side == win:
                self.arena.remove(c)
                self._score_card(c, ev)
        self.fight = None
        self.flow.seats = []
        self.enter("main")

    # ================================================================== happenings
    def do_happening(self, a: Action) -> list[Event]:
        self.actions -= 1
        seat, c = a.seat, int(a.args[0])
        self.hand[seat].remove(c)
        hz = self.zones["happening"]
        hz.owner = seat
        hz.cards.append(c)
        self.hap = {"seat": seat, "card": c, "tied": []}
        ev = [
            Event(
                "HappeningPlayed",
                f"{self.seat_name(seat)} plays a Happening face down and makes the "
                f"{GESTURE[self.side[seat]]}!",
                {"seat": seat, "gesture": GESTURE[self.side[seat]]},
            )
        ]
        others = self.clockwise(seat)
        if len(others) == 1:  # one player to mimic it is the last: no race to run
            ev.append(
                Event(
                    "GestureRaced",
                    f"{self.seat_name(others[0])} is the only other player, so the last to "
                    "mimic the gesture: no race with two players.",
                    {"order": list(others)},
                )
            )
            self._resolve_happening(others[0], ev)
        elif self.options["gestures"] == "auto":
            order = list(others)
            self.rng.shuffle(order)
            ev.append(
                Event(
                    "GestureRaced",
                    "Last to mimic: " + self.seat_name(order[-1]) + ".",
                    {"order": order},
                    reveals=True,
                )
            )
            self._resolve_happening(order[-1], ev)
        else:
            self.enter("happening")
        return ev

    def do_happening_order(self, a: Action) -> list[Event]:
        assert self.hap is not None
        report = split_order_report(a.args)
        assert not isinstance(report, str), report
        order, tied, missed = report
        early = early_count(a.args)
        said = self._race_said(order, tied, missed, early)
        data: dict[str, Any] = {"order": order, "tied": tied, "missed": missed}
        if early:
            data["early"] = early
        ev = [Event("GestureRaced", said, data)]
        last = order[-tied:]
        if len(last) == 1:
            self._resolve_happening(last[0], ev)
        else:
            # "If two or more players seem to tie in being last, you may choose which one will
            # become the target of your Happening."
            self.hap["tied"] = last
            self.open_prompt(
                Prompt(
                    a.seat,
                    "happening_target",
                    "happening_target",
                    [Choice(s, self.seat_name(s)) for s in last],
                    "Tie for last: choose the target of your Happening.",
                )
            )
        return ev

    def _race_said(self, order: list[int], tied: int, missed: int, early: int = 0) -> str:
        """The log's line for a gesture race: only the players who copied the gesture are named
        as having copied it, first to last; those who did not (``missed``) are named apart, as
        last (rule reading 6). With relaxed timing's ``races = no-speed`` the copiers are named
        in no order (speed does not count) and tie for last only when all of them copied it."""
        copied = [self.seat_name(s) for s in order[: len(order) - missed]]
        absent = [self.seat_name(s) for s in order[len(order) - missed :]]
        if self.options.get("races") == "no-speed" and copied and (missed or tied > 1):
            # relaxed timing: speed does not count, so the copiers are named in seat order
            assert self.hap is not None
            seats = self.clockwise(self.hap["seat"])
            ranked = sorted(order[: len(order) - missed], key=seats.index)
            copied = [self.seat_name(s) for s in ranked]
            if missed:
                last = "tied for last" if len(absent) > 1 else "last"
                return (
                    f"{and_list(copied)} copied the gesture (speed does not count). "
                    f"{and_list(absent)} did not copy it: {last}."
                )
            if tied >= len(order):
                return (
                    f"{and_list(copied)} copied the gesture; speed does not count, so "
                    f"{'both' if len(copied) == 2 else 'all'} tie for last."
                )
        if missed:
            last = "tied for last" if len(absent) > 1 else "last"
            if not copied and not early:
                return f"Nobody copied the gesture: {and_list(absent)} {last}."
            # the first ``early`` of them made the gesture before it (2026-11-26: a false start
            # was logged as "did not copy it")
            parts: list[str] = []
            if early:
                parts.append(
                    f"{and_list(absent[:early])} made the gesture too soon (a false start)"
                )
            if absent[early:]:
                parts.append(f"{and_list(absent[early:])} did not copy it")
            why = "; ".join(parts) + f": {last}."
            if not copied:
                return f"Nobody copied the gesture. {why[0].upper()}{why[1:]}"
            first = (
                "Mimicked the gesture, first to last: "
                if len(copied) > 1
                else ("Mimicked the gesture: ")
            )
            return f"{first}{', '.join(copied)}. {why}"
        names = [self.seat_name(s) for s in order]
        if len(order) > 1 and tied >= len(order):
            # everyone tied for last: nobody pressed (or the race was called off)
            return f"Nobody mimicked the gesture first: {and_list(names)} tied for last."
        return (
            "Mimicked the gesture, first to last: "
            + ", ".join(names)
            + (f" ({tied} tied for last)" if tied > 1 else "")
            + "."
        )

    def answer_happening_target(self, p: Prompt, values: list[Any]) -> list[Event]:
        ev: list[Event] = []
        self._resolve_happening(int(values[0]), ev)
        return ev

    def _resolve_happening(self, target: int, ev: list[Event]) -> None:
        h = self.hap
        assert h is not None
        seat, c = h["seat"], h["card"]
        d = self.d(c)
        ev.append(
            Event(
                "CardRevealed",
                f"The Happening is {d.name}; its target is {self.seat_name(target)}.",
                {"card": c, "name": d.name, "target": target},
                reveals=True,
            )
        )
        self._effect(seat, d.effect, target, ev, source=c)
        self.hap = None
        self.zones["happening"].cards.remove(c)
        self.enter("main")
        # "Once you have used one, place it in your score pile."
        self._score_card(c, ev)

    # ================================================================== slugfests
    def do_brawl(self, a: Action) -> list[Event]:
        self.actions -= 1
        seat, c = a.seat, int(a.args[0])
        self.hand[seat].remove(c)
        self.arena.append(c)
        b: dict[str, Any] = {
            "card": c,
            "seat": seat,
            "picking": [],
            "agents": {},
            "in": [],
            "turn": -1,
            "last": None,
            "bones": [],
        }
        self.brawl = b
        ev = [
            Event(
                "SlugfestStarted",
                f"{self.seat_name(seat)} starts a {self.names[c]}!",
                {"card": c, "seat": seat},
            )
        ]
        self.enter("slugfest")
        self.flow.seats = []
        for s in self.clockwise(seat, include=True):
            ass = [x for x in self.agents(s) if self.d(x).role == "assassin"]
            if len(ass) == 1:
                b["agents"][str(s)] = ass[0]
            elif len(ass) > 1:
                b["picking"].append(s)
        if b["picking"]:
            self._ask_brawler()
        else:
            self._begin_brawl(ev)
        return ev

    def _ask_brawler(self) -> None:
        """ "Each player must choose one of their own Assassins": one prompt per player with
        more than one, clockwise from the Slugfest's player."""
        b = self.brawl
        assert b is not None
        s = b["picking"][0]
        opts = [
            Choice(x, self.names[x], card=x) for x in self.agents(s) if self.d(x).role == "assassin"
        ]
        self.open_prompt(
            Prompt(
                s,
                "brawler",
                "brawler",
                opts,
                f"{self.names[b['card']]}: {self.seat_name(s)} picks an Assassin for the melee.",
            )
        )

    def answer_brawler(self, p: Prompt, values: list[Any]) -> list[Event]:
        b = self.brawl
        assert b is not None
        b["agents"][str(p.seat)] = int(values[0])
        b["picking"].remove(p.seat)
        ev: list[Event] = []
        if b["picking"]:
            self._ask_brawler()
        else:
            self._begin_brawl(ev)
        return ev

    def _begin_brawl(self, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        ents = [s for s in self.clockwise(b["seat"]) + [b["seat"]] if str(s) in b["agents"]]
        ev.append(
            Event(
                "BrawlersEntered",
                "Into the melee: "
                + (", ".join(self.names[b["agents"][str(s)]] for s in ents) or "nobody")
                + ".",
                {"agents": dict(b["agents"])},
            )
        )
        # The rulebook sets no minimum: a single entrant still fights (and scores with a bone);
        # with nobody at all there is nothing to fight over (rule reading 8).
        if not ents:
            ev.append(Event("SlugfestFizzled", "Nobody has an Assassin: the slugfest fizzles.", {}))
            self._finish_brawl(None, ev)
            return
        if len(ents) < 2 and self.options["slugfest"] == "two-or-more":
            ev.append(Event("SlugfestFizzled", "Not enough Assassins: the slugfest fizzles.", {}))
            self._finish_brawl(None, ev)
            return
        b["in"] = ents
        b["turn"] = ents[0]
        self.flow.seats = [ents[0]]

    def _slugfest_bone(self, a: Action) -> list[Event]:
        b = self.brawl
        assert b is not None
        seat, c = a.seat, int(a.args[0])
        self.hand[seat].remove(c)
        self.arena.append(c)
        b["bones"].append([c, seat])
        b["last"] = seat
        ev = [
            Event(
                "BoneThrown",
                f'{self.seat_name(seat)} throws a Frickin\' Bone: "{self.d(c).quote}"',
                {"seat": seat, "card": c, "on": b["agents"][str(seat)]},
            )
        ]
        self._next_brawler(seat, False, ev)
        return ev

    def do_drop(self, a: Action) -> list[Event]:
        # "if you fail to play one ... you cannot play any more in that brawl"
        ev = [
            Event(
                "BrawlerDropped", f"{self.seat_name(a.seat)} is out of the brawl.", {"seat": a.seat}
            )
        ]
        self._next_brawler(a.seat, True, ev)
        return ev

    def _next_brawler(self, seat: int, dropped: bool, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        ring: list[int] = b["in"]
        i = ring.index(seat)
        nxt = ring[(i + 1) % len(ring)]
        if dropped:
            ring.remove(seat)
        if all(s == b["last"] for s in ring):
            self._finish_brawl(b["last"], ev)
        else:
            b["turn"] = nxt if nxt != seat else ring[0]
            self.flow.seats = [b["turn"]]

    def _finish_brawl(self, winner: int | None, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        self.arena.remove(b["card"])
        self.discard[b["seat"]].append(b["card"])
        if winner is not None:
            # "The last player to play a Frickin' Bone on their Agent wins. That Agent (and the
            # Frickin' Bones played on them) scores, while all the losing Agents and their
            # Frickin' Bones are discarded."
            for s_str, ag in b["agents"].items():
                if int(s_str) != winner:
                    self._remove_from_table(ag)
                    self._to_discard(ag, ev)
            for c, s in b["bones"]:
                if s != winner:
                    self.arena.remove(c)
                    self._to_discard(c, ev)
            w = b["agents"][str(winner)]
            self._remove_from_table(w)
            ev.append(Event("SlugfestWon", f"{self.names[w]} wins the slugfest!", {"winner": w}))
            self._score_card(w, ev)
            for c, s in b["bones"]:
                if s == winner:
                    self.arena.remove(c)
                    self._score_card(c, ev)
        elif b["agents"]:
            ev.append(Event("SlugfestDrawn", "Nobody threw a bone: everybody walks away.", {}))
        self.brawl = None
        self.flow.seats = []
        self.enter("main")
