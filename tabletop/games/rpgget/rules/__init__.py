"""
RPG Get! CCG rules engine (pure Python). Rulebook: shared/rules/rpg-get-ccg.txt; cards:
../cards.toml (our design, ``designed = true``) and ../decks.toml; effect verbs: ../effects.py.

The package, by role: ``state.py`` (zones, card instances, wounds, ailments, kills, the end,
views), ``turn.py`` (set-up, Redraw, Play, Status, Mission choice, Reconcile, decking),
``attempt.py`` (the attempt steps, EP, the Boss limit, Recruit, Roadblocks, Resolution),
``combat.py`` (actions, prompts, damage, Combo, Events, response windows), ``position.py``
(scenario positions) and this module (the flow, options, ``settle``).

Flow (``FLOW``): ``setup`` (LISTED: each seat in turn from the first player keeps or redraws
its hand and starts a character), ``redraw``, ``play``, ``status`` (automatic), ``mission``,
``attempt`` with the steps ``party``, ``enemy`` (OTHERS_ONCE), ``party_attack``,
``enemy_attack`` and ``enemy_return`` (LISTED: the seats controlling enemies, from the
attempter's left), ``enemy_status`` and ``resolution`` (automatic), ``window`` (LISTED: a
response window), ``reconcile`` and ``over``. Every pending choice is a prompt: the user of a
Reward, its action, targets, a party member, a full bank, discarding down to 9, decking.

Zones per seat: ``deck`` HIDDEN, ``hand`` and ``bank`` OWNER (a flipped bank card is in the
zone's ``shown``: face up for all), ``inventory``, ``party``, ``unconscious``, ``score``,
``discard`` and ``out`` (missions paid for decking) PUBLIC; shared ``arena`` (enemies in the
attempt), ``asleep`` (enemies removed by Sleep), ``mission`` (the mission attempted) and
``resolving`` (an Event or Roadblock while its effect runs). The active party is a list of
party cards (``attempt.active``); sleeping characters move to ``attempt.asleep``.

Our readings where the rulebook is silent (each is tested in tests/games/rpgget):

- Players: 2 to 4. Every other player plays enemies once round in each attempt and may answer
  every attack in a window, so each extra seat lengthens every attempt; at 5+ a 9-card hand
  and an 80-card deck also stop fitting one screen's table. Who goes first is drawn at random,
  unless the players choose a seat (option ``first``).
- Set-up redraw (``mulligan``): the whole hand goes to the discard pile and 9 new cards are
  drawn, as often as wanted (when the deck holds fewer than 9, the discard pile is shuffled
  into it first); then the player puts a character in the party (``start C``); the hand is not refilled
  (the rulebook draws 9, then plays a character). Seats do this in turn from the first
  player. Option ``readings = "revision-5"`` (rules revision 5 and earlier saves): the hand
  was shuffled back into the deck and refilled to 9 after the starting character.
- Redraw phase: the player discards no card, one or two different cards and draws as many
  (``redraw``).
- A bank card may be flipped once per card per turn (face up, or back down) at any time of
  its owner's turn when the owner acts (Redraw, Play and Mission phases, Party and Party
  Attack steps); flipping back and forth has no effect in the rules and would only stall the
  game. With ``readings = "revision-5"``: in the Play phase only.
- Bank limit: banking into a full bank opens a prompt to discard a bank card first; a used
  Reward returning to a full bank does the same.
- Status phase: the current player's party (not the unconscious pile) is cured of every
  ailment except poison and paralysis; poisoned characters take 1 damage. A character at 0 HP
  outside an attempt stays in the party until the next attempt by anyone starts (then it is
  knocked unconscious).
- Party step: the attempter adds characters one by one within the PP (``join``), then
  sets out (``set_out``); at least one character when one fits. A mission nobody in the party (with HP
  left) fits is not offered: the Enemy Attack step attacks the attempter's party. With
  ``readings = "revision-5"`` an empty party could set out, and an enemy then attacked its own
  side. Enemy step: each
  other player in turn
  plays enemies and roadblocks (``enemy``) within the EP left, one Boss per attempt, then
  is done (``done``). A roadblock's size counts against the EP. Recruit: the player chooses among the
  enemies of the deck that can legally be played (a private prompt, one option per name),
  then the deck is shuffled. With ``readings = "revision-5"`` the first from the top is
  taken.
- Attack, Support and Defense are once per card per attempt; Recovery once per card per
  round (from the start of its controller's turn to the start of their next); Rewards leave
  the inventory when used, so they are used again only after moving back. A Reward with a
  possible user may be used whenever its owner may act ("Reward cards may be used at any
  time during the game, even if you can't use ... any of the actions on it"), and is then
  spent, with "No action" if none applies; the seat's view lists those (``idle_rewards``)
  and the table asks "use it anyway?". Option ``reward_use = "with-action"`` (rules
  revisions 3-5) offers a Reward only when one of its actions can be used now, to those of
  its users who can. A Reward's Ability counts as an Ability (Stun stops it).
- Targets are every active member (asleep ones too) and every enemy in the attempt (asleep
  ones too); outside an attempt there are none, so a Recovery that targets is not offered
  there, while one that chooses a "party member" (``member = true``) or needs no target (a
  Resurrect, with someone in one's unconscious pile) works any time. An Attack is made on
  the other side only (a character's on enemies, an enemy's on the active party); a confused
  attacker's targets are drawn among all. With ``readings = "revision-5"``: any target of the
  attempt.
- "At any time": Recovery actions, Rewards and Events whose time it is may be used in one's
  own Redraw phase, Mission phase and Party step and on one's turn to play enemies, besides
  the Play phase, the attack steps and windows; an Event of any time whenever its player
  acts, one of the attempt whenever its player acts in an attempt. With ``readings =
  "revision-5"``: Play phase, Party Attack step and windows only.
- Each attack opens a response window for every seat in play (whatever they hold, so a
  window reveals nothing): the target's controller may use a Defense of the targeted card
  (printed, or a Reward used by that character), anyone may use Recovery actions and Events.
  Any answer reopens the window for all; it closes when everyone has passed in a row, and the
  damage is dealt. The end of every turn (before Reconcile) opens one window for the other
  players: Recovery and Events on another player's turn outside attempts.
- Abilities are always optional (rulebook): an enemy's Ability (Howl, Call Reinforcements,
  Summon: Recruit) is an action its player may use once (``act``), in the Enemy step while it is that
  player's turn to play enemies (once round: used before Done); option ``enemy_abilities =
  "automatic"`` (rules revision 4 and earlier saves) uses it as the enemy enters.
- Damage: X plus the user's Support power-ups, Melee from the Front rank +1 on heads (one coin
  for the attack, whatever its number of targets: "When the character or enemy uses a Melee
  attack, flip a coin"; a Combo's repeats are distinct attacks, each with its coin), Melee
  from the Back rank -1, a Front-rank target +1, a Back-rank target -1 on heads, minus Defense
  guards and the target's Intrinsic armour (a Paralysed enemy's Intrinsics are ignored), never
  below 0; ``*`` is an unmodifiable 0 (its effects still apply).
- Combo N: the attack repeats N more times at once on the same targets (those still in the
  attempt), each a distinct attack with its own coin flips; Defense answers only the first.
- Confusion: a confused user's targets are drawn at random among all targets.
- Sleep: a sleeping character leaves the active party (it can still be targeted, it cannot
  act) until the end of the Enemy Status step; its Sleep ends then, or when that step is
  skipped. Sleeping enemies are set aside (``asleep``); they come back in the Enemy Status step when
  enemies remain after poison, and their controllers may use their Attack and Support actions
  (``enemy_return``); otherwise they are discarded and count as defeated. Poison in the Enemy
  Status step hits the enemies in the attempt, not the sleeping ones.
- An Event's timing (``timing``): any time (one's own Play phase, Party Attack step or any
  window), the attempt (windows and the Party Attack step during an attempt) or the Enemy step
  (in place of an enemy in one's Enemy step). An Event with targets opens a target prompt.
- Empty party: the player is out at once; if it was attempting, the attempt ends (its enemies
  and mission discarded) and play goes on from its left. The last player left wins.
- Decking: when the hand cannot be refilled to 9 at Reconcile, a prompt offers paying 2 VP
  to shuffle the discard pile into the deck, or losing; the player then chooses the scored
  missions that leave play, one at a time until 2 VP are paid (``pay``; copies of a mission
  are one option, a single option is taken without asking). With under 2 VP the player
  loses at once. With ``readings = "revision-5"``: the game chooses (the single cheapest
  mission worth 2+, else the highest ones) and "Lose the game" is asked.
- Ten or more VP wins at once, checked after every move.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import flow as fl
from tabletop.engine.events import Event
from tabletop.engine.game import Option
from tabletop.engine.prompt import Prompt
from tabletop.games.rpgget.rules.combat import RpgCombat
from tabletop.games.rpgget.rules.position import PositionMixin

_ANY = ("act", "use", "event")
FLOW = fl.Flow(
    [
        fl.Phase(
            "setup",
            ("mulligan", "start"),
            fl.LISTED,
            "the set-up",
            "redraw your hand or start a character",
        ),
        fl.Phase(
            "redraw",
            ("redraw", "flip", *_ANY),
            label="your Redraw phase",
            hint="redraw up to two cards",
        ),
        fl.Phase(
            "play",
            ("bank", "stock", "withdraw", "flip", "character", "done", *_ANY),
            label="your Play phase",
            hint="bank or stock rewards, play characters, then done",
        ),
        fl.Phase("status", (), fl.NOBODY, "the Status phase"),
        fl.Phase(
            "mission",
            ("attempt", "skip", "flip", *_ANY),
            label="your Mission phase",
            hint="attempt a mission or skip",
        ),
        fl.Phase(
            "attempt",
            (),
            fl.NOBODY,
            "a mission attempt",
            steps=(
                fl.Phase(
                    "party",
                    ("join", "set_out", "flip", *_ANY),
                    label="the Party step",
                    hint="choose the active party",
                ),
                fl.Phase(
                    "enemy",
                    ("enemy", "event", "act", "done"),
                    fl.OTHERS_ONCE,
                    "the Enemy step",
                    "play enemies or done",
                ),
                fl.Phase(
                    "party_attack",
                    ("end_attack", "flip", *_ANY),
                    label="the Party Attack step",
                    hint="attack, support, recover or end the attack",
                ),
                fl.Phase(
                    "enemy_attack",
                    ("done", *_ANY),
                    fl.LISTED,
                    "the Enemy Attack step",
                    "use your enemies' actions or done",
                ),
                fl.Phase("enemy_status", (), fl.NOBODY, "the Enemy Status step"),
                fl.Phase(
                    "enemy_return",
                    ("done", *_ANY),
                    fl.LISTED,
                    "the Enemy Status step (returned enemies)",
                    "use the returned enemies' actions or done",
                ),
                fl.Phase("resolution", (), fl.NOBODY, "the Resolution step"),
            ),
        ),
        fl.Phase(
            "window",
            ("pass", *_ANY),
            fl.LISTED,
            "a response window",
            "use a Defense, Recovery or Event, or pass",
        ),
        fl.Phase("reconcile", (), fl.CURRENT, "the Reconcile phase", "discard down to 9"),
        fl.Phase("over", (), fl.NOBODY, "the end of the game"),
    ],
    verb_labels={
        "enemy": "Enemies and roadblocks are played",
        "join": "Characters join the active party",
        "attempt": "Missions are attempted",
        "bank": "Rewards are banked",
        "stock": "Rewards go to the inventory",
        "withdraw": "Bank cards move to the inventory",
        "character": "Characters are played",
        "redraw": "Cards are redrawn",
        "end_attack": "The attack ends",
        "pass": "Passing is done",
    },
)

EVENT_KINDS = frozenset(
    {
        "ActionUsed",
        "CardBanked",
        "CardHealed",
        "CardPowered",
        "CharacterKnockedOut",
        "CoinFlipped",
        "ComboUsed",
        "CountersChanged",
        "DamageDealt",
        "DefenseUsed",
        "EnemiesReturned",
        "MissionCompleted",
        "MissionFailed",
        "MissionStarted",
        "PartyFormed",
        "RankChanged",
        "StatusCured",
        "StatusGained",
        "StepSkipped",
        "TargetsRandomised",
        "WindowOpened",
    }
)


class RpgGame(PositionMixin, RpgCombat):
    NAME = "rpgget"
    TITLE = "RPG Get! CCG"
    MIN_SEATS = 2
    MAX_SEATS = 4
    MAX_ACTIONS = 30000
    FLOW = FLOW
    EVENT_KINDS = EVENT_KINDS
    OPTIONS = (
        Option(
            "first",
            "First player",
            ("random", 0, 1, 2, 3),
            "who takes the first turn",
            int_words="seat",
        ),
        Option(
            "deck0",
            "Deck of player 1",
            ("auto", "airship_pirates", "hunters_guild"),
            "a ready-made deck; auto: the usual deck for this seat",
        ),
        Option(
            "deck1",
            "Deck of player 2",
            ("auto", "airship_pirates", "hunters_guild"),
            "a ready-made deck; auto: the usual deck for this seat",
        ),
        Option(
            "reward_use",
            "Using a Reward",
            ("any", "with-action"),
            "any: even with nothing to do (the rulebook); with an action: an earlier reading",
            words=(("with-action", "with an action"),),
        ),
        Option(
            "front_coin",
            "Front rank coin",
            ("per-attack", "per-target"),
            "per attack: one coin a Melee attack (the rulebook); per target: an earlier reading",
        ),
        Option(
            "enemy_abilities",
            "Enemy Abilities",
            ("optional", "automatic"),
            "optional: its player's choice (the rulebook); automatic: an earlier reading",
        ),
        Option(
            "readings",
            "Set-up and timing",
            ("rulebook", "revision-5"),
            "the rulebook: redraws discard, moves any time, you choose; or an earlier reading",
            words=(("rulebook", "the rulebook"), ("revision-5", "an earlier reading")),
        ),
    )
    #: saves of rules revision 2 and earlier replay with the Reward reading they were played
    #: under; saves of revision 3 and earlier with a Front coin per target; of revision 5 and
    #: earlier with the set-up, timing and choice readings of ``readings = "revision-5"`` and a
    #: Reward offered only with an action to use
    LEGACY_OPTIONS = {
        2: {"reward_use": "any"},
        3: {"front_coin": "per-target"},
        4: {"enemy_abilities": "automatic"},
        5: {"readings": "revision-5", "reward_use": "with-action"},
    }

    def setup(self) -> None:
        super().setup()

    def settle(self) -> list[Event]:
        ev: list[Event] = []
        for _ in range(8):
            more = self._settle_once()
            if not more:
                break
            ev.extend(more)
        return ev

    def _settle_once(self) -> list[Event]:
        if self.winner is not None:
            return []
        ev = self.check_end()
        if self.winner is not None:
            return ev
        if self.out:
            self.flow.seats = [s for s in self.flow.seats if s not in self.out]
            self.flow.queue = [s for s in self.flow.queue if s not in self.out]
            if self.window is not None:
                self.window["seats"] = [s for s in self.window["seats"] if s not in self.out]
            if self.prompt is not None and self.prompt.seat in self.out:
                self.prompt = None
            self.queued = [q for q in self.queued if q["seat"] not in self.out]
            if self.current in self.out:
                if self.attempt is not None:
                    return ev + self.abandon_attempt()
                if self.flow.phase not in ("over",) and self.flow.phase != "setup":
                    return ev + self.next_turn()
        if self.prompt is None and self.queued:
            self.prompt = Prompt.from_dict(self.queued.pop(0))
            return ev + [
                Event("PromptOpened", "", {"seat": self.prompt.seat, "kind": self.prompt.kind})
            ]
        if self.prompt is not None:
            return ev
        ph, st = self.flow.phase, self.flow.step
        if ph == "window" and not self.flow.seats:
            return ev + self.close_window()
        if ph == "attempt":
            if st == "enemy" and not self.flow.queue:
                return ev + self.start_party_attack()
            if st == "party_attack" and not self.party_can_fight():
                return ev + self.finish_party_attack()
            if st in ("enemy_attack", "enemy_return"):
                if not self.flow.seats:
                    return ev + self.enemy_seat_done(-1)
                seat = self.flow.seats[0]
                if not self.zones["arena"].cards or len(self.legal_enemy_attack(seat)) == 1:
                    return ev + self.enemy_seat_done(seat)
        return ev

    def party_can_fight(self) -> bool:
        """The Party Attack step ends by itself when no enemy is left in the attempt or no
        Attack or Support can be used any more."""
        if not self.zones["arena"].cards:
            return False
        a = self.attempt
        assert a is not None
        s = int(a["seat"])
        for c in a["active"]:
            for act in self.defs[c].actions:
                if act.kind in ("attack", "support") and self.action_ok(s, c, act, True):
                    return True
        for r in self.zones.of("inventory", s).cards:
            for c in self.reward_users(s, r):
                for i, act in enumerate(self.defs[r].actions):
                    if act.kind in ("attack", "support") and self.reward_ok(s, r, c, i):
                        return True
        return False

    def metrics(self) -> dict[str, float]:
        return {"turns": float(self.turn_no)}

    def state_summary(self) -> dict[str, Any]:
        return {"vp": [self.vp(s) for s in range(self.num_seats)]}


__all__ = ["FLOW", "RpgGame"]
