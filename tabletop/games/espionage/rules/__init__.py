"""Espionage: the rules engine (pure Python; owns the deck, hands, piles, turns and the stack).

Rulebook: ``shared/rules/espionage.txt``. Card texts and effect verbs live in ``cards.toml``,
the effects in ``effects.py``. The package: ``state.py`` (set-up, zones, helpers),
``flow.py`` (phases, moves, prompt answers, resolution, game end), ``legality.py`` (legal
moves and refusals), ``view.py`` (seat views, saved state, scenario positions). Where the
rulebook is silent or ambiguous, these are our binding readings (each is tested in
``tests/games/espionage``):

Players, deal, turns
    * 2 to 6 players. All 52 cards are shuffled; each player is dealt 2; the first player (seat 0)
      goes first and play goes clockwise (increasing seat number).
    * Start of a turn: draw 2 (fewer if the pile has fewer). Then the player may play up to 3
      Mission cards, one at a time, each resolved with its reaction window before the next (a
      Ninja played as a Mission counts toward the 3), or end the turn (``end``; the rulebook's
      "Pass"). After 3 Missions the only move is to end the turn.
    * There is no hand limit ("Players can have as many cards in their hand"): a hand may hold
      any number of cards, at any time, and nobody discards down at the end of a turn.
    * Winning by elimination ("To win the game, players must eliminate an opponent by forcing
      him to discard his gold cards"): a player forced by a card to discard a gold card
      (Target, Package, Protector) is eliminated, and the player whose card forced it (the
      Mission's player, the controller of a Ninja copy) wins the game at once, with 2 players
      or more. The game ends there: the rest of the stack never resolves, nothing is passed
      on, and every hand is revealed. The Bomb does not spoil this win: it "spells instant
      defeat if you have this card at the end of the game", which we read as the reveal when
      the draw pile is depleted. (A Protector that takes the Target does not save its victim:
      the victim is still eliminated, and the attacker wins.) Our first reading is the option
      ``elimination = last-standing`` (below).
    * Game end by the pile ("Game ends when the draw pile is depleted"): the game ends as soon
      as the move that took the last card of the draw pile has been carried out, whatever the
      move: the start-of-turn draw (the new player does not get to play), a Courier or
      Informant draw, or a Detective who keeps the last card (a Detective's look is only
      finished when its player has chosen; cards put back refill the pile). Anything still on
      the stack never resolves (its cards stay in the discard pile; a threatened gold card stays
      in its hand), and every hand is revealed. A scenario position that starts with an empty
      pile ends when the current turn ends. Our first reading is the option ``pile_end =
      end-of-turn`` (below).
    * Scoring at the pile end: the Bomb holder loses whatever else they hold ("The Bomb card
      overrules any other card"). Among the other players still in the game, the Target holder
      wins, and the Package holder wins if they hold 10 or more cards; several winners share
      the victory. If nobody wins that way, nobody wins, unless the option ``tiebreak =
      most-cards`` is set (a house rule, off by default): then the players without the Bomb who
      hold the most cards share the victory. Eliminated players never win.
    * Eliminated seats (in scenario positions, or with ``elimination = last-standing``) take no
      turns and no part in reaction windows.
    * The Bomb is never discarded: random discards skip it and it is never offered to a choice
      that discards. It leaves a hand only for another player's: its holder gives it away with
      a Double Agent (or a Ninja copying one: take a random card, then give the Bomb), or when
      a rival's Blackmail makes them give a card of their choice; a rival's Infiltrator or
      Double Agent may also take it at random.
    * Search: Medic (a search of the discard pile) reshuffles the draw pile after the card is
      taken ("The draw pile must be reshuffled whenever a card was drawn using a search
      effect"). Detective is the stated exception: no reshuffle; the rest go back on top in the
      order its player chooses.
    * Medic may not take a card that reached the discard pile during the current turn (this
      Medic included): otherwise two Ninjas copying one Medic could fetch each other forever.
    * A played card goes to the discard pile at once ("When a card is played ... it is placed in
      the discard pile"); its effect waits on the stack.

Reactions and the stack (``engine/stack.py``; the ``window`` phase's actors are ``STACK``)
    * A Mission goes on the stack and a reaction window opens: every surviving player (the
      Mission's player too) answers at once with a Reaction or passes. A Reaction goes on top
      and reopens the window for everybody. When all have passed, the top item resolves (LIFO:
      "the effect of the latest Reaction card is resolved first"); then a fresh window opens on
      the item below, until the stack is empty.
    * A forced discard of a gold card does not happen at once: it goes on the stack as a *gold
      threat* naming the victim and the card (shown to everybody), so defences may answer it. If
      it resolves, the card is discarded and the victim eliminated. Ordinary discards happen at
      once. Terrorist's threats are pushed so that the first victim from the player's left
      resolves first.
    * A Reaction may answer any item still on the stack that is not cancelled. A cancelled item
      stays on the stack and resolves without effect. The rulebook plays Reactions "mostly to
      prevent an opponent's card or copy another card's effect" and says nothing of answering a
      card already prevented: we read that nothing answers a cancelled card (there is nothing
      left to prevent, and a copy of it would copy nothing). So when every item on the stack is
      cancelled nobody can answer anything: the rules still ask each seat to pass (a save's log
      keeps those passes), and the table makes them at once for everyone, opening no window
      (``facts.EspionageFacts.pass_is_public``). A cancelled card with a live item below it
      keeps its window, for answers to that item, and the window says the card is cancelled. A Mission or Reaction whose player has
      been eliminated before it resolves fizzles; so does a Mission whose only target is gone
      (a gold threat still resolves: that matters only with ``elimination = last-standing``).
    * Police cancels a Mission (or copy) that targets its player; against Terrorist it only
      shields its player. Decoy cancels a gold threat against its own player. Bodyguard cancels
      any gold threat. Protector (only against a threat on the Target of another player) makes
      the Target go to its player's hand; the first Protector to resolve takes it (a Mercenary
      copy, resolving first, wins it). Hacker cancels a Reaction: a card played as a Reaction,
      so also a Ninja's copy of a Mission (a red card on the stack, as a player sees it; a
      Ninja played as a Mission on its player's turn is a Mission; option ``hacker``, rules
      revision 7; ``reactions-only`` is our first reading). Ninja as a Reaction pushes a
      copy of a Mission (its player picks the target; a Terrorist copy hits the Ninja player's
      opponents); as a Mission it copies the topmost Mission card in the discard pile other
      than a Ninja. Mercenary pushes a copy of a Police, Bodyguard, Protector or Hacker on the
      stack, answering the same item as the original (a Hacker copy picks its own Reaction).

Options for earlier ways to play
    Our first readings are options, each off by default (rules revision 1:
    ``LEGACY_OPTIONS[1]`` sets all three, so a save made before the corrections replays under
    the readings it was played under, and the tests replay games recorded on the old engine).
    * ``elimination = last-standing`` (default ``wins``): an elimination does not end the game.
      The victim's hand goes to the discard pile, except the Bomb, which goes to the eliminator
      (if they are out too, to the next player still in from the victim's left) (event
      ``BombPassed``). Eliminated seats take no more turns and no part in reaction windows; the
      rest of the stack goes on resolving (a Mission or Reaction of the victim fizzles, a gold
      threat of theirs still resolves). When one player is left the game ends: they win
      ("last player standing"), unless they hold the Bomb (then nobody wins).
    * ``pile_end = end-of-turn`` (default ``at-once``): the game ends when a turn ends with the
      draw pile empty, so the player who drew the last card still plays that turn, and a pile
      emptied during a turn (Courier, Informant, Detective) lets the turn finish.
    * ``tiebreak = most-cards`` (above): the old reading had the most-cards tie-break always on.

Phases (``FLOW``): ``turn`` (the current player: ``play``, ``end``), ``window`` (the seats the
stack waits on: ``pass``, ``react``), ``choice`` (a prompt is open: ``choose``, ``detective``),
``over``.

Prompts (``self.prompt``): the Assassin's pick from the target's hand (``assassin``; while it is
open the target's hand zone has the Assassin's player as a viewer), the Double Agent's gift
(``give``), the Medic's pick from the discard pile (``medic``), the Blackmail victim's gift
(``blackmail``), all answered ``choose CARD``; the Detective's take-and-order (``detective``,
an ordered prompt over the ``look`` zone, visible only to its player), answered ``detective TAKE
REST...``. All but the Medic's are private.

Action notation (``Action.verb`` and args; card ids are the ints 0..51)
    * ``play CARD [TARGET_SEAT]`` - play a Mission (or a Ninja as a Mission) on your turn.
    * ``end`` - end your turn (or decline to play any Mission).
    * ``pass`` - pass in a reaction window.
    * ``react CARD ITEM_UID [TARGET]`` - answer stack item ``ITEM_UID`` with a Reaction. TARGET
      is a seat for a Ninja copying a Mission that needs one, or an item uid for a Mercenary
      copying a Hacker (the Reaction to cancel).
    * ``choose CARD`` - the prompts above but the Detective's.
    * ``detective TAKE REST...`` - Detective: the card to take, then the rest topmost first.

Zones: ``hand/<seat>`` (owner), ``draw`` (hidden), ``discard`` (public), ``look`` (hidden but
for the Detective's player). At the end every hand becomes public.

Events (past tense): GameStarted, TurnStarted, CardDrawn, CardPlayed (``as``: mission or
reaction), Passed, StackResolved, ItemCancelled, GoldThreatened, CardDiscarded, CardStolen,
CardGiven, CardTaken, HandLooked, PileLooked, PileShuffled, NothingHappened, PlayerEliminated,
BombPassed (only with ``elimination = last-standing``), TurnEnded, HandsRevealed, GameEnded,
PositionSet. A card that moves between hands or is seen privately is named only in the secret
part, for the seats that may see it; draws, random picks, looks and shuffles carry
``reveals=True``.

Views: the common header (zones: your hand, every count, the public discard pile; the prompt)
plus ``hand`` (the seat's hand described), ``stack`` (uid, kind, label, seat, card, effect,
targets, answers, cancelled), ``eliminated``, ``pending`` (the open prompt with its cards
described, options and privately shown cards only for the chooser), ``seen`` (what the seat
last looked at), ``events`` (the last events as that seat may read them), ``turn_number``,
``missions_played``/``missions_left``, the options ``tiebreak``, ``elimination`` and
``pile_end``, and at the end ``end_reason`` and ``win_reasons``. ``view(None)`` (a spectator)
sees only public information.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletop.engine.game import Option
from tabletop.games.espionage.rules.flow import FLOW, EspionageFlow
from tabletop.games.espionage.rules.legality import EspionageLegality
from tabletop.games.espionage.rules.state import (
    CARD_SCHEMA,
    EspionageBase,
    card_data,
    deck,
    load_deck,
)
from tabletop.games.espionage.rules.view import EspionageViews

__all__ = ["CARD_SCHEMA", "FLOW", "EspionageGame", "card_data", "deck", "load_deck"]


class EspionageGame(EspionageFlow, EspionageLegality, EspionageViews, EspionageBase):
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option(
            "tiebreak",
            "End of the pile with no winner",
            ("none", "most-cards"),
            "House rule: when the draw pile runs out and nobody holds the Target (or the Package "
            "with 10 cards), the players without the Bomb holding the most cards win.",
        ),
        Option(
            "elimination",
            "Eliminating an opponent",
            ("wins", "last-standing"),
            "wins: the eliminator wins at once (the rulebook); last-standing: an earlier reading of "
            "the rule, play goes on until one player is left.",
        ),
        Option(
            "pile_end",
            "When the draw pile runs out",
            ("at-once", "end-of-turn"),
            "at-once: the game ends as soon as the last card is taken (the rulebook); "
            "end-of-turn: an earlier reading of the rule, the turn is played out first.",
        ),
        Option(
            "hacker",
            "What a Hacker cancels",
            ("reaction-cards", "reactions-only"),
            "reaction-cards: a card played as a Reaction in a reaction window, a Ninja's copy "
            "of a Mission there too; never a Mission, nor a Ninja played as a Mission on its "
            "player's turn (Police answers one aimed at you). reactions-only: an earlier reading of the "
            "rule, not a Ninja's copy either.",
            words=(
                ("reaction-cards", "Reactions in a window, a Ninja's copy too"),
                ("reactions-only", "Reactions, not a Ninja's copy"),
            ),
        ),
    )
    #: saves of rules revision 1 (and 6) replay under the readings they were played under
    LEGACY_OPTIONS: ClassVar[dict[int, dict[str, Any]]] = {
        1: {"elimination": "last-standing", "pile_end": "end-of-turn", "tiebreak": "most-cards"},
        6: {"hacker": "reactions-only"},
    }
    EVENT_KINDS: ClassVar[frozenset[str]] = frozenset(
        {
            "GoldThreatened",
            "CardStolen",
            "CardGiven",
            "CardTaken",
            "HandLooked",
            "PileLooked",
            "HandsRevealed",
            "BombPassed",
        }
    )
