"""Opponent modelling for Espionage's hard level (issue 29): what the normal bots' public moves
say about the cards they hold, and determinizations dealt to match it.

The search deals again every card its seat cannot see (``Game.determinize``), uniformly. But
the other seats are normal bots (``bots.NormalBot``), whose habits give their hands away:

* a Double Agent played while three or more players are in: the normal bot only plays it to
  pass on the Bomb (``_mission_score``), so its player held the Bomb;
* a card given (a Double Agent's gift, a Blackmail victim's): the bot gives its least valued
  card, the Bomb first; so a seat that held the Bomb gives it;
* a Blackmail: the bot never blackmails while holding the Bomb;
* a Police on a Sniper, Terrorist or Infiltrator aimed at its player: the bot only does that
  holding a gold card (Target, Package, Protector); on an Infiltrator, without the Bomb; on a
  Double Agent, without the Bomb; on an Assassin or a Blackmail, often with gold;
* an Assassin's discard that is no gold card: the bot picks a gold card whenever the hand it
  looks at holds one, so the victim held none;
* a turn ended before the third Mission: the bot plays every Mission that scores above nothing
  (a Sniper, Assassin, Terrorist, Courier, Informant, Detective, Medic, an Infiltrator or a
  Blackmail nearly always), so the hand it keeps holds none of those (``PLAYED``): Reactions,
  gold cards, the Bomb, Double Agents. Those cards (``clean``) stay in its hand until it plays
  or loses some.

``read`` gathers these from the events as the seat may read them (``Event.for_seat``: nothing
it may not see) into a ``Belief``; ``bias`` then moves cards of a determinized copy between
hidden places (other hands, the draw pile) so the copy agrees with the belief, drawn with its
probabilities. Only cards the seat neither sees nor knows the place of trade places, so the
seat's view of the copy is unchanged.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, cast

from tabletop.engine.game import Game
from tabletop.games.espionage.rules.state import EspionageBase

GOLDS = ("Target", "Package", "Protector")
#: how sure a Police on each Mission makes us that its player holds a gold card
POLICE_GOLD = {
    "Sniper": 0.95,
    "Terrorist": 0.95,
    "Infiltrator": 0.95,
    "Assassin": 0.4,
    "Blackmail": 0.4,
    "Double Agent": 0.3,
}
#: what is left of a belief about a hand when it loses a card we did not see
FADE = 0.5
#: Missions the normal bot plays whenever it holds them and has a Mission left to play
PLAYED = frozenset(
    {
        "Sniper",
        "Assassin",
        "Terrorist",
        "Courier",
        "Informant",
        "Detective",
        "Medic",
        "Infiltrator",
        "Blackmail",
    }
)


@dataclass
class Belief:
    """What ``seat`` believes of the other hands: the chance each holds the Bomb (the rest:
    anywhere hidden), the chance each holds some gold card, the seats known to hold none."""

    seat: int
    seats: int
    bomb: dict[int, float] = field(default_factory=dict)
    gold: dict[int, float] = field(default_factory=dict)
    nogold: set[int] = field(default_factory=set)
    counts: list[int] = field(default_factory=list)
    #: open Missions by stack uid: (player, effect, targets)
    missions: dict[int, tuple[int, str, list[int]]] = field(default_factory=dict)
    #: the last Assassin resolved: (player, victim), until the victim's discard
    assassin: tuple[int, int] | None = None
    eliminated: set[int] = field(default_factory=set)
    #: how many cards of each hand are known to be none of ``PLAYED`` (kept at its turn's end)
    clean: dict[int, int] = field(default_factory=dict)
    #: Missions played in the current turn
    played: int = 0

    def lose_unseen(self, s: int) -> None:
        """``s`` lost a card we did not see: what we knew of its hand holds less."""
        if s in self.gold:
            self.gold[s] *= FADE
        n = max(1, self.counts[s] + 1)
        if self.clean.get(s):
            self.clean[s] = self.clean[s] * (n - 1) // n

    def lose_clean(self, s: int, name: str | None) -> None:
        """``s`` played, gave or discarded a card (``name``, if seen) that may be a kept one."""
        if self.clean.get(s) and name not in PLAYED:
            self.clean[s] -= 1

    def gain_unseen(self, s: int) -> None:
        """``s`` took a card we did not see: it may be gold now."""
        self.nogold.discard(s)


def read(game: EspionageBase, seat: int) -> Belief:
    """The belief of ``seat`` from the game's events as that seat may read them."""
    b = Belief(seat, game.num_seats, counts=[2] * game.num_seats)
    for e in game.history:
        ev = e.for_seat(seat)
        if ev["kind"] == "PositionSet":  # a scenario position: nothing known before it
            b = Belief(seat, game.num_seats, counts=list(_counts(game)))
            continue
        _step(b, ev["kind"], ev["data"])
    return b


def _counts(game: EspionageBase) -> list[int]:
    return [len(h) for h in game.hands]


def _card(data: dict[str, Any]) -> str | None:
    c = data.get("card")
    return str(c["name"]) if isinstance(c, dict) else None


def _step(b: Belief, kind: str, d: dict[str, Any]) -> None:
    """One event (as the seat reads it) into the belief."""
    if kind == "CardDrawn":
        b.counts[d["seat"]] += 1
        b.gain_unseen(d["seat"])
    elif kind == "CardTaken":
        b.counts[d["seat"]] += 1
        if _card(d) in GOLDS or _card(d) is None:
            b.gain_unseen(d["seat"])
        if "from" in d:  # a Protector took the Target from the victim
            b.counts[d["from"]] -= 1
    elif kind == "CardDiscarded":
        b.counts[d["seat"]] -= 1
        b.lose_clean(d["seat"], _card(d))
        if b.assassin is not None and b.assassin[1] == d["seat"] and _card(d) not in GOLDS:
            b.nogold.add(d["seat"])
            b.gold.pop(d["seat"], None)
        b.assassin = None
    elif kind in ("CardStolen", "CardGiven"):
        _moved(b, kind, d)
    elif kind == "CardPlayed":
        _played(b, d)
    elif kind == "StackResolved":
        m = b.missions.pop(d["uid"], None)
        b.assassin = (m[0], m[2][0]) if m and m[1] == "Assassin" and m[2] else None
    elif kind == "TurnStarted":
        b.played = 0
    elif kind == "TurnEnded":
        if b.played < 3 and d["seat"] != b.seat:
            b.clean[d["seat"]] = b.counts[d["seat"]]
    elif kind == "PlayerEliminated":
        b.eliminated.add(d["seat"])
        b.bomb.pop(d["seat"], None)


def _moved(b: Belief, kind: str, d: dict[str, Any]) -> None:
    """A card went from one hand to another (a steal, a gift)."""
    src, dst = d["from"], d["to"]
    n = max(1, b.counts[src])
    b.counts[src] -= 1
    b.counts[dst] += 1
    name = _card(d)
    p = b.bomb.pop(src, 0.0)
    if name is not None:  # we took part: we saw the card
        if name == "Bomb":
            b.bomb = {dst: 1.0} if dst != b.seat else {}
        elif p and src != b.seat:
            b.bomb[src] = p if kind == "CardStolen" else 0.0
    elif kind == "CardGiven":  # the normal bot gives its least valued card: the Bomb first
        if p:
            b.bomb[dst] = min(1.0, b.bomb.get(dst, 0.0) + p)
    elif p:  # a random card stolen: the Bomb went with it one time in n
        b.bomb[src] = p * (1 - 1 / n)
        b.bomb[dst] = min(1.0, b.bomb.get(dst, 0.0) + p / n)
    if src != b.seat and name is None and kind == "CardStolen":
        b.lose_unseen(src)
    elif src != b.seat:
        b.lose_clean(src, name)
        if name is None and src in b.gold:
            b.gold[src] *= FADE
    if dst != b.seat and (name is None or name in GOLDS):
        b.gain_unseen(dst)
    b.bomb = {s: v for s, v in b.bomb.items() if v > 0.01 and s != b.seat}


def _played(b: Belief, d: dict[str, Any]) -> None:
    """A card played: what the normal bot's habits say of its player's hand."""
    s, effect = d["seat"], d["effect"]
    b.counts[s] -= 1
    if d["as"] == "mission":
        b.played += 1
    else:
        b.lose_clean(s, None)
    if d["as"] == "mission" or "targets" in d:
        b.missions[d["uid"]] = (s, effect, list(d.get("targets", [])))
    if s == b.seat:
        return
    if d["as"] == "mission" and effect == "Double Agent" and b.seats - len(b.eliminated) > 2:
        b.bomb = {s: 1.0}  # it plays a Double Agent only to pass the Bomb on
    elif d["as"] == "mission" and effect == "Blackmail":
        b.bomb.pop(s, None)  # never while holding the Bomb
    elif effect == "Police":
        _police(b, s)
    elif _card(d) == "Protector":
        b.lose_unseen(s)


def _police(b: Belief, s: int) -> None:
    """A Police by ``s``: on the latest open Mission aimed at it."""
    aimed = [m for _, m in sorted(b.missions.items()) if s in m[2] and m[0] != s]
    if not aimed:
        return
    effect = aimed[-1][1]
    q = POLICE_GOLD.get(effect, 0.0)
    if q:
        b.gold[s] = max(b.gold.get(s, 0.0), q)
        b.nogold.discard(s)
    if effect in ("Infiltrator", "Double Agent"):
        b.bomb.pop(s, None)


# ---------------------------------------------------------------------- dealing to the belief
def _free(g: EspionageBase, seat: int) -> dict[int, list[int]]:
    """The hidden places whose cards may trade: each other hand (by seat) and the draw pile
    (-1), the cards in them that ``seat`` may not see (``Zones.hidden_from``: not a hand it
    looks at) and does not know the place of."""
    known = g.zones.known.get(seat, {})
    fixed = g.pinned()
    out: dict[int, list[int]] = {s: [] for s in range(g.num_seats) if s != seat}
    out[-1] = []
    places = {z.name: s for s, z in enumerate(g.hand_zones) if s != seat} | {"draw": -1}
    for z, idx in g.zones.hidden_from(seat):
        if z.name in places:
            out[places[z.name]] = [
                z.cards[i] for i in idx if z.cards[i] not in known and z.cards[i] not in fixed
            ]
    return out


def _swap(g: EspionageBase, a: int, b: int) -> None:
    """Cards ``a`` and ``b`` trade places (both hidden from the searching seat)."""
    places = [*g.hands, g.draw]
    la = next(p for p in places if a in p)
    lb = next(p for p in places if b in p)
    ia, ib = la.index(a), lb.index(b)
    la[ia], lb[ib] = b, a


def _place_of(free: dict[int, list[int]], card: int) -> int | None:
    return next((w for w, cards in free.items() if card in cards), None)


def bias(g: EspionageBase, seat: int, b: Belief, rng: random.Random) -> None:
    """Move hidden cards of the determinized copy ``g`` so that it agrees with ``b`` (each
    belief drawn with its probability); cards only trade places among those ``seat`` neither
    sees nor knows the place of, so its view of ``g`` stays the same."""
    p = g.prompt
    if p is not None and p.private and p.seat != seat:
        return  # another seat's private prompt names cards of a hand: leave the deal alone
    free = _free(g, seat)
    bomb = g.bomb
    names = g.names_by_id
    golds = [c for c in range(len(names)) if names[c] in GOLDS]
    _bias_bomb(g, b, free, bomb, rng)
    for s in sorted(b.clean):
        if s in free:
            _keep_clean(g, free, s, b.clean[s], bomb, rng)
    for s in sorted(b.gold):
        hand = g.hands[s] if s in free else []
        if hand and rng.random() < b.gold[s] and not any(c in golds for c in hand):
            _bring(g, free, s, golds, bomb, rng)
    for s in sorted(b.nogold):
        if s in free:
            _send_away(g, free, s, golds, bomb, rng)


def _bias_bomb(
    g: EspionageBase, b: Belief, free: dict[int, list[int]], bomb: int, rng: random.Random
) -> None:
    """Put the Bomb in the hand the belief draws (if it is hidden and may move)."""
    where = _place_of(free, bomb)
    if where is None:
        return
    r = rng.random()
    for s in sorted(b.bomb):
        r -= b.bomb[s]
        if r < 0:
            if s != where and s in free and free[s]:
                other = free[s][rng.randrange(len(free[s]))]
                _trade(g, free, bomb, other)
            return


def _trade(g: EspionageBase, free: dict[int, list[int]], a: int, c: int) -> None:
    """Trade two free cards, keeping ``free`` in step."""
    wa, wc = _place_of(free, a), _place_of(free, c)
    assert wa is not None and wc is not None
    _swap(g, a, c)
    free[wa][free[wa].index(a)] = c
    free[wc][free[wc].index(c)] = a


def _keep_clean(
    g: EspionageBase, free: dict[int, list[int]], s: int, k: int, bomb: int, rng: random.Random
) -> None:
    """Trade cards of ``PLAYED`` in hand ``s`` for other cards of the draw pile until it holds
    ``k`` cards that are none of them."""
    names = g.names_by_id
    need = k - sum(1 for c in g.hands[s] if names[c] not in PLAYED)
    if need <= 0:
        return
    out = [c for c in free[s] if names[c] in PLAYED]
    pool = [c for c in free.get(-1, []) if names[c] not in PLAYED and c != bomb]
    rng.shuffle(out)
    rng.shuffle(pool)
    for a, c in zip(out[:need], pool):
        _trade(g, free, a, c)


def _bring(
    g: EspionageBase,
    free: dict[int, list[int]],
    s: int,
    golds: list[int],
    bomb: int,
    rng: random.Random,
) -> None:
    """Give hand ``s`` a gold card from another free place (for one of its own, not the Bomb;
    one of ``PLAYED`` if it holds any)."""
    names = g.names_by_id
    mine = [c for c in free[s] if c != bomb]
    mine = [c for c in mine if names[c] in PLAYED] or mine
    pool = [c for w, cards in free.items() if w != s for c in cards if c in golds]
    if mine and pool:
        _trade(g, free, pool[rng.randrange(len(pool))], mine[rng.randrange(len(mine))])


def _send_away(
    g: EspionageBase,
    free: dict[int, list[int]],
    s: int,
    golds: list[int],
    bomb: int,
    rng: random.Random,
) -> None:
    """Trade the gold cards of hand ``s`` for cards of the draw pile that are not gold."""
    for c in [c for c in free[s] if c in golds]:
        pool = [x for x in free.get(-1, []) if x not in golds and x != bomb]
        if not pool:
            return
        _trade(g, free, c, pool[rng.randrange(len(pool))])


class Dealer:
    """The hard level's deals (``SearchBot.redeal``): ``determinize``, then ``bias`` to the
    seat's belief, read once a decision (the events so far). With two players in, the deals
    stay uniform: the normal bot's duel habits differ and the two-player level was measured
    (71.2 % over 400 games) without a belief."""

    def __init__(self) -> None:
        self._key: tuple[int, int, int] | None = None
        self._belief: Belief | None = None

    def belief(self, game: Game, seat: int) -> Belief:
        g = cast(EspionageBase, game)
        key = (id(game), seat, len(g.history))
        if self._belief is None or key != self._key:
            self._key, self._belief = key, read(g, seat)
        return self._belief

    def __call__(self, game: Game, seat: int, rng: random.Random) -> Game:
        g = cast(EspionageBase, game.determinize(seat, rng))
        if len(g.survivors()) > 2:
            before = [*(list(h) for h in g.hands), list(g.draw)]
            bias(g, seat, self.belief(game, seat), rng)
            after = [*g.hands, g.draw]
            moved = {a: b for was, now in zip(before, after) for a, b in zip(was, now) if a != b}
            if moved:  # what other seats saw of a hand follows the cards (``follow_redeal``)
                g.follow_redeal(seat, moved)
        return g
