"""
Mighty Beanz TCG rules engine (pure Python): the mat, set-up, turns, Bean powers, attacks,
boosts, Instant Actions on the response stack, Shoot for Loot, winning, and the Expert game with
the Domino Effect. Rulebook: shared/rules/mighty-beanz-tcg.txt; card data: cards.toml and
decks.toml (our design, marked ``designed = true``); Action card effects: ../effects.py.

The package, by role (on the core v2 pieces of ``tabletop/engine``): ``state.py`` (zones,
set-up, card values, drawing, the end), ``legality.py`` (``legal_<phase>`` and ``why_<verb>``),
``turns.py`` (set-up moves, the turn, Shoot for Loot, discarding), ``combat.py`` (playing cards,
spin powers, attacks, the response stack) and this module (the flow, options, the seat view,
scenario positions through ../position.py).

Flow (``FLOW`` below): the set-up phases ``cut``, ``opening``, ``hide``, ``guess`` (actors
LISTED: the seat named in ``flow.seats``), ``loot`` (Shoot for Loot), ``main`` with its steps
``blitz`` (a Bean Blitz being put together), ``respond`` (a response window: actors STACK) and
``target`` (the defender's choice, a prompt), ``discard`` (down to 7, a prompt) and ``over``.
Zones: ``deck/<seat>`` and ``loot/<seat>/<galaxy>`` hidden, ``hand/<seat>`` its owner's,
``discard/<seat>``, ``boosts/<seat>``, ``mat`` (every Bean and Cosmos card on the mat) and
``stack`` (cards on the response stack or with an attack being resolved) public.

The mat. Two mats make one ring of 18 Bean card slots, numbered 0..17 around the ring. Seat 0
owns slots 0..8 and seat 1 owns slots 9..17; each seat's slots run from its own left to its own
right. Slot 8 (seat 0's right edge) touches slot 9 (seat 1's left edge) and slot 17 touches
slot 0 ("the two card slots at the edges of each mat are considered adjacent"). The galaxies
face each other across the gap: seat 0's Galaxy g is slots 3g..3g+2; seat 1's half of Galaxy g
is slots 15-3g..17-3g (so seat 0's slots 6..8 face seat 1's 9..11, both Galaxy 2). Adjacency,
the Team Bonus and the Domino Effect follow the ring, across mats too. A Cosmos card lies under
the slot's Bean card and stays when the Bean leaves.

Our readings where the rulebook is silent or physical (each is tested):

- Set-up. The cut is a move: seat 1 cuts seat 0's deck, then seat 0 cuts seat 1's (``cut K``:
  K tenths of the deck go from the top to the bottom). Each player then places 2 (3 in the
  Expert game) loot cards per Galaxy from the top of their deck, face down (nobody may look at
  them, their owner included), and draws 5. Each player in turn (seat 0 first) keeps the hand
  or redraws it (``keep``, ``redraw``); a redraw is allowed only while the hand holds no Bean
  card: the hand is shown to the opponent, shuffled back and 5 new cards are drawn (it may be
  repeated while the new hand still has no Bean card). Then seat 0 hides the Mighty Bean in the
  left or right hand (``hide left|right``, secret) and seat 1 guesses which (``guess
  left|right``); a right guess makes seat 1 the first player.
- Shoot for Loot. The rulebook's physical flick is played with the mouse: the player flicks the
  Bean at the loot, and the physics of the shot decides whether it is knocked down. Galaxies
  are shot in order, 1, 2, 3 (``G`` 0, 1, 2), two tries each; a player may always miss on
  purpose (FAQ: "you could always miss on purpose"; ``shot G miss``). A flick cannot be taken
  back: undo does not undo it. With the option ``shots = model`` (fast simulations, no flick) each
  try hits with probability 0.5, drawn by the game (the shooter's ``shoot G``;
  ``SHOT_HIT_CHANCE``).
  (Option ``shots = "physics"``, the default: the shooter submits ``flick G VX VY SPIN``, from
  ``Flick.to_args`` in ``tabletop.physics.flick``: launch velocity in hundredths of cm/s and spin
  in hundredths of rad/s; the engine decides hit or miss by running the pure pymunk shot,
  ``simulate_shot`` of ``ShotSetup.for_galaxy``, so the log holds the flick vector and a replay
  reproduces the shot exactly. Any flick the physics accepts is legal: ``illegal_reason``
  checks it; ``_legal`` lists a few sample aims, the physics bots' ideal aim, two slightly off
  it and a weak one. Its events are marked ``reveals``. Bots shoot with the physics flick bots,
  ``tabletop.physics.bots``, at their level, their noise drawn from the bot's rng.)
- Action points: 7 per turn, 4 on the very first turn of the Expert game. A player may end the
  turn at any time of the main phase (``end``; zero-cost cards may be played with 0 points
  left).
  Drawing costs 1 point, at most 3 per turn (+1 per Headz-up ``draw_limit`` power). Attack
  modifiers and spin boosts lapse at the end of the turn. Each seat has its own points: they are
  set to 7 (or 4) when its turn starts and unused ones stay on its action point track until its
  next turn starts ("leftover Action Points do not carry over to your next turn"); before its
  first turn a seat has none.
- Headz-up team boosts never stack: a Bean card gets the largest Headz-up team boost for its team
  among its owner's Headz-up Bean cards ("A Headz-up Team Boost can only apply once"). A Bean
  card's own Headz-up power stops the moment it spins Bottomz-up, so an attacking booster does
  not boost its own attack. Attack and defence values are computed when the attack resolves.
- Attack value = sum over the attacking Bean cards of (MMP + Team Bonus + Headz-up team boost +
  matching Moon) + action and spin boosts, then doubled once per Double Trouble! (FAQ: additions
  first). Defence value = MMP + Team Bonus + Headz-up team boost + matching Asteroid Field.
- Instant Actions are answers on the response stack (last in, first out) (``ResponseStack``): after any
  Action card is played, any Bean Attack is declared, or a Freebie Beanie spin power is used, a
  response window opens in which BOTH seats are active at once (always, whatever they hold, so
  a window reveals nothing); the top item resolves when both have passed. The top item's owner
  may only pass: an Instant Action is played "to cancel something your opponent does", never
  one's own card or attack. The other seat may pass or answer; an answer is a new item on top
  and opens a fresh window for both (its player may only pass, the other may answer it: the
  FAQ's chain of No You Don't! cards), and so on. When an item resolves, a fresh window for
  both opens on the item below. An Instant Action answers only the top item. Outcomes are those
  of a window for the answering seat alone: the owner's pass changes nothing but lets the
  table run one timed window for everyone (and in hot-seat play the other player claims it).
  No You Don't! answers an Action card (Instant Actions too); You Slipped! and Boomerang! answer a
  Bean Attack (Sharpshoot and Bean Blitz attacks included, never Knockdown or Knock It Off); Bye
  Bye Beanie answers a Freebie Beanie (power or card). Points of a cancelled thing stay spent.
  Cancelling an attack (You Slipped!) returns the Action cards that boosted it to the attacker's
  hand; No You Don't! on a Freebie Beanie card returns the Bean card to hand, Bye Bye Beanie
  sends it to the discard pile.
- Instant Action costs: an Instant Action's cost is paid by the player who plays it, from
  their own action points, and it may be played only when they can afford it. Rulebook, Action
  Cards: "When you play an ACTION CARD, you spend action points equal to the cost of the card",
  and "Some Action cards are INSTANT ACTION cards, which means you play the card on your
  opponent's turn" (so the one who plays it is not the player whose turn it is); the opponent
  "still uses up the action points for whatever your Instant Action card cancelled". Earlier
  versions of this app took the cost from the player whose turn it was. (The four Instant
  Actions in the cards of this app cost 0, so this decides only cards that cost more.)
- Attack modifiers (+50 Attack Boost!, Double Trouble!, Sharpshoot!, Bean Blitz!) wait face up
  in the player's boost row and all apply to the next Bean Attack this turn. With Bean Blitz!
  pending, an attack starts a blitz (``attack S``): more Headz-up Bean cards may join it
  (``join S``; their costs and Cosmos costs are paid when the blitz goes), then it goes into a
  Galaxy holding a blitzing Bean card (``go G``), or onto a chosen target slot when Sharpshoot!
  is also pending (``go T``); the player may also back out (``cancel``).
- The defender picks the target of an ordinary attack when the attack resolves (after the
  response window); with one possible target it is picked automatically.
- Knockdown (card: any Galaxy; power: same Galaxy) turns a Headz-up or Bottomz-up Bean card
  Sidewayz; Knock It Off knocks a Sidewayz Bean card off. Neither is a Bean Attack: no Domino.
- Domino Effect (Expert game): after a Bean Attack knocks its target from Headz-up or Bottomz-up
  to Sidewayz, the ripple goes first to the defender's left (lower slot number), then right. The
  pushing value is the knocked card's MMP + Team Bonus + Headz-up team boost at that moment; the
  pushed card defends with its defence value. Blowout (double or more) knocks off; equal or more
  knocks Headz-up/Bottomz-up Sidewayz (the ripple goes on from it) and a Sidewayz card off (the
  ripple stops); a lower value or an empty slot stops it.
- Deck-out: the game ends the moment a player draws the last card of their deck; more loot
  captured overall wins; equal loot is a draw (no winner).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from tabletop.engine import flow as fl
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Option, Result
from tabletop.engine.zones import Zone
from tabletop.games.beanz.cards import deck_lists, deck_names, deck_problems
from tabletop.games.beanz.rules.shots import BeanzShots
from tabletop.games.beanz.rules.state import (
    DEFAULT_DECKS,
    DRAW_LIMIT,
    GALAXY,
    NSLOTS,
    SHOT_HIT_CHANCE,
    flick_of,
    sample_flicks,
    shot_hits,
    slot_owner,
)

__all__ = [
    "NSLOTS",
    "SHOT_HIT_CHANCE",
    "BeanzGame",
    "flick_of",
    "sample_flicks",
    "shot_hits",
    "slot_owner",
]

DECK_HELP = "a ready-made theme deck; auto: the usual deck for this seat and game"
SETUP_HINT = "the game is being set up: cut, opening hands, then guess who goes first"


class BeanzGame(BeanzShots):
    NAME: ClassVar[str] = "beanz"
    TITLE: ClassVar[str] = "Mighty Beanz TCG"
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 2
    MAX_ACTIONS: ClassVar[int] = 20000
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("game", "Game", ("basic", "expert"), "Expert: 3 loot per Galaxy, Domino Effect"),
        Option("deck0", "Deck of player 1", ("auto", *deck_lists()), DECK_HELP),
        Option("deck1", "Deck of player 2", ("auto", *deck_lists()), DECK_HELP),
        Option(
            "shots",
            "Shoot for Loot",
            ("physics", "model"),
            "physics: you flick the Mighty Bean yourself; model: each shot hits half the time",
        ),
    )
    FLOW: ClassVar[fl.Flow] = fl.Flow(
        [
            fl.Phase(
                "cut",
                ("cut",),
                fl.LISTED,
                label="the cut",
                hint="cut your opponent's deck (cut 1 to 9 tenths)",
            ),
            fl.Phase(
                "opening",
                ("keep", "redraw"),
                fl.LISTED,
                label="the opening hands",
                hint="keep your hand, or show a hand with no Bean card and redraw",
            ),
            fl.Phase(
                "hide",
                ("hide",),
                fl.LISTED,
                label="hiding the Mighty Bean",
                hint="hide the Mighty Bean in your left or right hand",
            ),
            fl.Phase(
                "guess",
                ("guess",),
                fl.LISTED,
                label="the guess for the first turn",
                hint="guess which hand holds the Mighty Bean",
            ),
            fl.Phase(
                "loot",
                ("flick", "shoot", "shot"),
                fl.CURRENT,
                label="Shoot for Loot",
                hint="shoot for the Space Loot in each Galaxy filled with Headz-up Bean cards "
                "(two tries each) before you use your action points",
            ),
            fl.Phase(
                "main",
                ("play", "attack", "spin", "upright", "draw", "end"),
                fl.CURRENT,
                label="the main phase",
                hint="play cards, use spin powers, turn Bean cards upright, draw or end the turn",
                steps=(
                    fl.Phase(
                        "blitz",
                        ("join", "go", "cancel"),
                        fl.CURRENT,
                        label="a Bean Blitz",
                        hint="add attackers (join), attack (go) or call the Blitz off (cancel)",
                    ),
                    fl.Phase(
                        "respond",
                        ("play", "pass"),
                        fl.STACK,
                        label="a response window",
                        hint="answer the top of the stack with an Instant Action, or pass",
                    ),
                    fl.Phase(
                        "target",
                        ("target",),
                        fl.NOBODY,
                        label="the defender's choice of target",
                        hint="the defending player chooses which Bean card is attacked",
                    ),
                ),
            ),
            fl.Phase(
                "discard",
                ("discard",),
                fl.CURRENT,
                label="the end of the turn",
                hint="discard down to 7 cards",
            ),
            fl.Phase("over", (), fl.NOBODY, label="the end of the game", hint="nothing"),
        ],
        verb_labels={
            "cut": "Decks are cut",
            "keep": "Opening hands are kept",
            "redraw": "Opening hands are redrawn",
            "hide": "The Mighty Bean is hidden",
            "guess": "The Mighty Bean's hand is guessed",
            "flick": "Shots are flicked",
            "shoot": "Shots are taken",
            "shot": "Shots are taken",
            "play": "Cards are played",
            "attack": "Bean Attacks are made",
            "spin": "Spin powers are used",
            "upright": "Bean cards are turned Headz-up",
            "draw": "Cards are drawn with action points",
            "end": "Turns are ended",
            "join": "Bean cards join a Bean Blitz",
            "go": "A Bean Blitz attacks",
            "cancel": "A Bean Blitz is called off",
            "pass": "Passes are made",
            "target": "Targets are chosen",
            "discard": "Cards are discarded",
        },
    )
    EVENT_KINDS: ClassVar[frozenset[str]] = frozenset(
        {
            "DeckCut",
            "HandKept",
            "HandRedrawn",
            "MightyBeanHidden",
            "FirstPlayerGuessed",
            "LootCaptured",
            "ShotMissed",
            "BeanPlayed",
            "CosmosPlayed",
            "BeanUprighted",
            "PowerSpun",
            "PointsGained",
            "AttackBoosted",
            "AnswerResolved",
            "BlitzStarted",
            "BlitzJoined",
            "BlitzCancelled",
            "AttackDeclared",
            "AttackFizzled",
            "AttackFailed",
            "BeanBlownOut",
            "BeanKnockedOff",
            "BeanKnockedSidewayz",
            "BeanKnockedDown",
            "BoomerangHit",
            "DominoToppled",
            "DominoKnockedOff",
        }
    )

    # ------------------------------------------------------------------ options
    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        # a deck option is a ready deck's key or a deck list (a player's own deck): lists are
        # checked here, with the rule they break, and kept as written (a save records them)
        lists = {
            k: v
            for k, v in options.items()
            if k in ("deck0", "deck1")
            and isinstance(v, str)
            and v not in deck_lists()
            and v != "auto"
        }
        out = super().check_options({k: v for k, v in options.items() if k not in lists})
        for i in (0, 1):
            if f"deck{i}" in lists:
                text = lists[f"deck{i}"]
                problems = deck_problems(deck_names(text), out["game"])
                if problems:
                    raise TabletopError(
                        f"player {i + 1}'s deck cannot be used in the {out['game']} game: "
                        + "; ".join(problems)
                    )
                out[f"deck{i}"] = text
                continue
            key = out[f"deck{i}"]
            if key == "auto":
                key = DEFAULT_DECKS[out["game"]][i]
            deck = deck_lists()[key]
            problems = deck_problems(deck.names(), out["game"])
            if problems:
                raise TabletopError(
                    f"{deck.title} cannot be used in the {out['game']} game: " + "; ".join(problems)
                )
            out[f"deck{i}"] = key
        return out

    # ------------------------------------------------------------------ result
    def result(self) -> Result | None:
        if self.winners is None:
            return None
        return Result(self.winners, self.end_text, self.scores())

    def scores(self) -> dict[int, float]:
        """Space Loot captured."""
        return {p: float(sum(self.captured[p])) for p in (0, 1)}

    # ------------------------------------------------------------------ the seat view
    def describe_card(self, card: int) -> Any:
        return self.card_desc(card)

    def _slot_view(self, r: int) -> dict[str, Any]:
        b, c = self.bean[r], self.cosmos[r]
        out: dict[str, Any] = {
            "slot": r,
            "owner": slot_owner(r),
            "galaxy": GALAXY[r],
            "bean": self.card_desc(b) if b is not None else None,
            "position": self.pos[r],
            "cosmos": self.card_desc(c) if c is not None else None,
        }
        if b is not None:
            out.update(
                attack=self.attack_part(r),
                defence=self.defence_value(r),
                team_bonus=self.team_bonus(r),
                spin_cost=self.spin_cost(r),
            )
        return out

    def _stack_view(self) -> list[dict[str, Any]]:
        stack = []
        for it in self.stack.items:
            pl = it.payload
            entry: dict[str, Any] = {
                "uid": it.uid,
                "seat": it.seat,
                "kind": it.kind,
                "label": it.label,
                "cancelled": it.cancelled,
            }
            if "card" in pl:
                entry["card"] = self.card_desc(pl["card"])
            if "bean" in pl:
                entry["bean"] = self.card_desc(pl["bean"])
            for k in ("target", "to", "attackers", "galaxy", "boomerang", "answers", "add", "mult"):
                if k in pl:
                    entry[k] = pl[k]
            if it.kind == "attack":
                entry["value"] = self.attack_value(pl)
            stack.append(entry)
        return stack

    def own_view(self, seat: int | None) -> dict[str, Any]:
        """The game's part of a seat view. Cards in hands, decks, discards, boost rows and loot
        are in the header's ``zones``; the defender's choice is the header's ``prompt``."""
        started = self.turn_number >= 0
        targeting = None
        p = self.prompt
        if p is not None and p.kind == "target":
            targeting = {
                "seat": p.data["seat"],
                "value": p.data["value"],
                "galaxy": p.data["galaxy"],
                "outcomes": {str(t): self.outcome(p.data["value"], t) for t in p.data["options"]},
            }
        return {
            "variant": self.options["game"],
            "shots": self.options["shots"],
            "turn_number": self.turn_number,
            "first_player": self.first_player if started else None,
            "points": list(self.points),
            "draws_made": self.draws_made,
            "draw_limit": self.draw_limit() if started else DRAW_LIMIT,
            "loot_per_galaxy": self.loot_per_galaxy,
            "captured": [list(c) for c in self.captured],
            "mat": [self._slot_view(r) for r in range(NSLOTS)],
            "stack": self._stack_view(),
            "blitz": dict(self.blitz, attackers=list(self.blitz["attackers"]))
            if self.blitz is not None
            else None,
            "targeting": targeting,
            "modifiers": self.modifiers(self.turn) if started else None,
            "shooting": (
                {
                    "galaxy": self.loot_queue[0],
                    "tries_left": self.tries_left,
                    "queue": list(self.loot_queue),
                }
                if self.flow.phase == "loot"
                else None
            ),
            # seat 0 hid it; the guesser learns it from the guess
            "hidden_hand": self.hidden_hand if seat == 0 or self.flow.phase != "guess" else None,
        }

    # ------------------------------------------------------------------ state
    def state_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.options),
            "names": list(self.names),
            "flow": self.flow.to_dict(),
            "zones": self.zones.to_dict(),
            "prompt": self.prompt.to_dict() if self.prompt is not None else None,
            "captured": [list(x) for x in self.captured],
            "bean": list(self.bean),
            "pos": list(self.pos),
            "cosmos": list(self.cosmos),
            "stack": self.stack.to_dict(),
            "hidden_hand": self.hidden_hand,
            "first_player": self.first_player,
            "turn": self.turn,
            "turn_number": self.turn_number,
            "points": list(self.points),
            "draws_made": self.draws_made,
            "spin_boost": self.spin_boost,
            "loot_queue": list(self.loot_queue),
            "tries_left": self.tries_left,
            "blitz": self.blitz,
            "winners": list(self.winners) if self.winners is not None else None,
            "end_text": self.end_text,
            "rng": self.rng.state(),
        }

    def scramble_groups(self, zone: Zone) -> str:
        """A seat's hidden cards (deck, loot, hand) trade places only among themselves: card
        ids belong to a seat's deck list."""
        return str(zone.owner)

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        # the zones' scramble, plus the one secret that is not a card: the hand that hides
        # the Mighty Bean, unknown to the guesser
        super().scramble_hidden(seat, rng)
        if seat != 0 and self.flow.phase == "guess":
            self.hidden_hand = rng.choice(["left", "right"])

    def metrics(self) -> dict[str, float]:
        return {
            "turns": float(max(self.turn_number, 0) + 1),
            "captures": float(self.stats["captures"]),
            "attacks": float(self.stats["attacks"]),
            "dominoes": float(self.stats["dominoes"]),
            "deckout": float(self.stats["deckout"]),
        }

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Build a position from names (format in docs/scenarios.md, section Mighty Beanz)."""
        from tabletop.games.beanz.position import apply_position

        apply_position(self, position)
