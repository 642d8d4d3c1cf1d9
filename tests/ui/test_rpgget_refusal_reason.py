"""RPG Get!: a refused move says its real reason. A new player dragged Ryudo (already in the
party) onto the party in the Play phase and read "That move is not possible now. Now you can
... play characters ...", which contradicts itself: the refusal now says Ryudo is already in
the party, a Mission or Reward says where it goes instead, and a member who does not fit the
mission's PP says its cost and the PP left."""

from __future__ import annotations

from tabletop.engine.actions import Action, parse_action
from tabletop.games.rpgget import gestures
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_public_moments import RPG_LOG, RPG_OPTIONS, RPG_SEED


def _session(moves: list[str]) -> Session:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
    s = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in moves:
        s.apply(parse_action(m))
    return s


#: Ann's Play phase: Ryudo in her party; Mareg and Fina (characters), three Missions and a Reward
#: in her hand
PLAY = RPG_LOG[: RPG_LOG.index("0:character 16")]


def test_ryudo_dropped_on_the_party_says_he_is_already_in_it(app: App, clock: ManualClock) -> None:
    """The table's refusal of a card dropped on the party (``gestures.nominal``, the move a
    drop there makes; ``why_not``, what the table says): the engine's real reason."""
    table = TableScene(app, _session(PLAY))
    app.push(table)
    app.step([])
    assert table.acting_seat() == 0 and table.view["phase"] == "play"
    cards = table.gv.boxes(table.view, table.viewer)
    ryudo = next(c for c, _r, w in cards if c["name"] == "Ryudo" and w == "party/0")
    move = gestures.nominal(0, ("card", ryudo["id"]), ("party",), table.view)
    assert move == Action(0, "character", (ryudo["id"],))
    said = table.cards.why_not(move)
    assert said == "Ryudo is already in your party: a Character joins it from your hand.", said
    assert "not possible now" not in said


def test_a_card_that_is_no_character_says_where_it_goes() -> None:
    g = _session(PLAY).game
    why = {
        g.defs[c].name: g.illegal_reason_or_none(Action(0, "character", (c,))) for c in g.hand(0)
    }
    assert why["Mareg"] is None and why["Fina"] is None  # characters: they join
    assert why["Tower of Valmar"] == (
        "Only a Character joins your party; Tower of Valmar is a Mission: drag it into the "
        "arena in your Mission phase."
    )
    assert why["Curia Crystal"] == (
        "Only a Character joins your party; Curia Crystal is a Reward: drag it to your "
        "inventory or your bank."
    )


def test_a_member_over_the_missions_pp_says_its_cost() -> None:
    """Ann's Party step for Tower of Valmar, Mareg (cost 3) sent in: the rest is over the PP."""
    i = RPG_LOG.index("0:join 13", RPG_LOG.index("0:attempt 26"))
    g = _session(RPG_LOG[: i + 1]).game
    left = g.pp_left()
    over = [c for c in g.party(0) if c not in g.attempt["active"] and g.defs[c].cost > left]
    assert over, "a member the PP left cannot take"
    c = over[0]
    assert g.illegal_reason_or_none(Action(0, "join", (c,))) == (
        f"{g.defs[c].name} costs {g.defs[c].cost} PP; the mission has {left} PP left."
    )
    active = g.attempt["active"][0]
    assert g.illegal_reason_or_none(Action(0, "join", (active,))) == (
        f"{g.defs[active].name} is already in the active party ({left} PP left)."
    )
