"""Austin Powers CCG rules engine (rulebook: shared/rules/austin-powers-ccg.txt).

The package, by role: ``state.py`` (options, the deal, zones and helpers: vibes, targeting,
drawing, scoring), ``flow.py`` (the phases as data, legal moves, refusals), ``moves.py`` (the
turn: Agents, Swingers, ship Agents, evening up), ``conflicts.py`` (attempts and the help race,
Happenings, Slugfests), ``seatview.py`` (the seat view and scenario positions), ``races.py``
(both races as timed prompts); card effects are verbs of ``tabletop/games/austin/effects.py``
named by ``cards.toml``. The engine reads no clock: both races enter as ordinary actions
carrying their measured outcome.

Phases (``FLOW``): ``allegiance`` (the Daddy pants pick a side), ``main``, ``ships``, ``fight``
(steps ``bones`` and ``help``), ``happening`` (the gesture race), ``slugfest``, ``cleanup``,
``evenup`` and ``over``. Pending decisions are prompts: the Happening's target after a tie
(``happening_target``), a Slugfest pick (``brawler``) and evening up (``discard``).

Verbs (``seat:verb args``):

- ``allegiance good|evil``: the player wearing the Daddy pants picks a side (option ``daddy``).
- main phase, the player whose turn it is: ``agent C`` (play an Agent), ``attempt A T`` (your Agent
  A attempts to Shag or Assassinate T; the kind follows A's lips or gun), ``swing C vibe|free [T]``
  (a Swinger; T is an Agent or a seat when its text needs one), ``use C [T]`` (a Swinger on the
  table), ``happening C``, ``brawl C`` (Slugfest / Springin' Shindig), ``end`` (no more actions).
- ships window: ``ship C`` / ``pass`` (every opponent answers a ship Agent; see choice 7).
- fight: ``bone B`` / ``help`` / ``give_up`` by the side to move; help window: ``throw B`` /
  ``decline`` by every other player.
- Happening: ``happening_order s1 s2 ... [tied k] [missed m] [early e]`` (seats from first to
  last to mimic the gesture, the last k tied, the last m of them never copied it in time, the
  first e of those m made it too soon: a false start, logged as one), then
  ``happening_target s`` when a tie must be broken.
- Slugfest: ``brawler A`` (choose your Assassin), then ``bone B`` / ``drop`` in turn.
- end of turn: ``toss C`` (discard any cards, own turn only), ``even_up``; then ``discard C`` by
  every player holding more than six.

Rule readings where the rulebook is silent or ambiguous (each one is tested):

1. Seats alternate Good and Evil starting with the first player (option ``first_side``); with an
   odd count the last seat and the first player share a side. More than two players: each seat
   gets its own copy of the starter deck of its side. A seat playing its own deck plays that
   deck's side, and the other seats alternate round it, whichever way seats fewer neighbours
   alike (the first player's way on a tie); option ``sides``, ``deck-only`` for saves before it.
2. The help race: the rulebook's "ask the other players" is every player except the two whose
   Agents fight (the attacker cannot help the defender). While help is asked every eligible
   helper is active at once; the first bone thrown is the first to land and counts, which closes the
   window, so later throwers keep their cards in hand (they "go back to hand"). At the table
   the first to press their button in the timed race throws (the table applies its winner's
   ``throw`` first; bots and tests are asked in ``active_seats`` order, which is clockwise
   from the player who asked, the documented engine-side default). A single helper, as in
   every 3-player game, races nobody and is simply asked (no clock); a helper who pressed
   after the race is logged ``decline late`` ("too late"). When every helper declines,
   the asking Agent loses. In a two-player game nobody may help, so help is not offered
   (option ``help = concedes``, the reading of rules revisions up to 7: it was, and conceded).
3. A side that has asked for help may never again play its own bones in that attack; each time it
   is that side's turn again a new help window opens.
4. Giving up (``give_up``) ends the conflict at once: the Agent with the last bone wins.
5. Winning: cards are scored one at a time (winning Agent, then its bones first to last); the first
   player whose score reaches 100 wins, and the remaining cards of that attack are still placed.
6. The gesture race of a Happening: the Happening's player makes the gesture and the others
   copy it; the last to copy it is the target, timed at the table (option ``gestures =
   measured``, the default: the engine waits for ``happening_order`` from the Happening
   player's seat, reported by the table's timed race on their behalf). With the option
   ``gestures = auto`` (all-bot play) the game draws the order at random. A player who does
   not copy the gesture before the race's time runs out (or made it before the Happening's
   player did: "Players may not make these gestures except during an actual Happening") is
   the last to mimic it: at the table the Happening's player holds the gesture and waits, so
   whoever has not copied it yet is last. Several such players tie for last and the
   Happening's player chooses among them ("If two or more players seem to tie in being last,
   you may choose"). The log names only those who copied as having mimicked the gesture,
   first to last, and names the others apart ("Ann did not copy it: last"; "Ann made the
   gesture too soon (a false start): last"). With two players the
   only opponent is the target and no race is needed. For players who need relaxed timing the
   named option ``races = no-speed`` (off by default: it departs from the rulebook) decides
   neither race on speed: a player who never copies the gesture is still slower than anyone
   who copied it, so the players who did not copy it are last (tied only among themselves);
   when everyone copied it, everyone ties for last (the Happening's player picks the target
   among the tied), and the help goes to the first helper clockwise who throws
   (``rules/races.py``).
7. Ship Agents: after every ship Agent the current player plays (free or for an action) a ship
   window opens for EVERY opponent, clockwise, whatever they hold: one without a ship Agent can
   only pass. Asking only the holders would tell the table (and, in hot-seat, everyone
   watching who is asked and for how long) who holds a ship Agent. The window closes when every
   opponent has answered; the free ship play comes back when at least one opponent played one,
   which starts the next round of the chain. Ship Agents may also be played as an ordinary
   action. Ship Agents played out of turn do not open windows of their own.
8. Slugfest: Assassins on the table enter; the bones need the "Assassinate" vibes. The rulebook
   sets no minimum number of entrants, so a single entrant still fights: playing a bone makes
   them the last to play one, and their Agent and bones score; dropping out scores nothing.
   With no entrant at all the Slugfest fizzles. Our first reading (a Slugfest needs two
   entrants) is the option ``slugfest = "two-or-more"``, off by default; saves made under it
   (rules revision 1) replay with it. If nobody plays a bone nobody wins and all
   Agents stay. Players with several Assassins pick one each, one prompt at a time clockwise
   from the Slugfest's player (picks are public, as on the table). A Slugfest is not an
   Assassination, so Mustafa does not come back from losing one.
9. Unibrau: Unibrau (and Frau Farbissina, LPGA Cruiser while any Unibrau is active anywhere)
   Shags only females and is Shagged only by such "embracing" Agents.
10. No turn limit: the rulebook ends the game only when a player reaches 100, so a played game
    goes on however long it lasts (the only bound, ``MAX_ACTIONS``, is the one the simulation
    and conformance runners apply to their own random or bot games; random play ends far
    sooner).
11. No seat is asked or skipped because of its hidden hand (``active_seats`` shows only what
    the table can see), checked window by window:
    ships - every opponent (choice 7); help - every player but the two fighting, holding a
    payable bone or not (one without can only decline; choice 2); the side to move in a
    fight - always asked, asking for help and giving up are always open; Happening - the gesture
    race involves every other player and is reported from the Happening player's seat;
    Slugfest - picking asks the seats with two or more Assassins on the table (public), then
    each entrant in turn may play a bone or drop out, holding a bone or not; evening up - the
    seats holding more than six cards (hand counts are public), one at a time clockwise from
    the player whose turn ends. A seat with nothing to play therefore still answers (it passes,
    declines or drops out), and an answer is only ever its own choice.
"""

from __future__ import annotations

from tabletop.games.austin.rules.races import AustinRaces
from tabletop.games.austin.rules.state import GESTURE, HAND, TARGET, UNIT, other_side


class AustinGame(AustinRaces):
    """The Austin Powers CCG (the pieces are the modules of this package)."""


__all__ = ["GESTURE", "HAND", "TARGET", "UNIT", "AustinGame", "other_side"]
