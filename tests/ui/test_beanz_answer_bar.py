"""Answering an Instant Action played against your Bean Attack, at 200 % text on 1280x720: the
window's bar ("Answer Computer 2's You Slipped! / Drag an Instant Action to the stack, or
Space to pass") lay over your attacking Cannonball Bean on Big Top Moon, the card it was
about, and the attack's panel with its outcomes was gone while you decided. Now the panel
stays up while the attack is under the answers, and the bar covers neither the attack's Beans
(its attacker and the Beans it may hit) nor that panel, nor your hand."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe
from tests.ui.test_beanz_attack_columns import MAT
from tests.ui.test_beanz_table import SCALED, ann_and_bob, table_for

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(("size", "scale"), SCALED)
def test_the_answer_bar_leaves_the_attack_in_sight(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    hands = {"0": ["No You Don't!"], "1": ["You Slipped!"]}
    session = ann_and_bob({"active": 0, "mat": MAT, "hands": hands})
    session.apply("0:attack 6")
    play = next(a for a in session.game.legal_actions(1) if a.verb == "play")
    session.apply(play)  # Bob answers the attack with You Slipped!
    table = table_for(app, session)
    gv, view = table.gv, table.view
    assert [it["kind"] for it in view["stack"]][0] == "attack" and len(view["stack"]) == 2
    bar = table.bar.rect()
    assert bar is not None
    shown = gv.attack_shown(view, 0)
    assert shown is not None, "the attack's panel is gone while its answer is answered"
    box = gv.attack_box(view, shown)
    assert box is not None and not box.colliderect(bar), (box, bar)
    for sl in view["mat"]:
        if sl["bean"] is not None:  # the attacker, the defenders and the other Cannonball
            r = gv.bean_at(view, sl)
            assert not r.colliderect(bar), (sl["slot"], sl["bean"]["name"], r, bar)
    lay = gv.layout_for(view, 0)
    hand = [it.rect for it in lay.items if it.key[0] == "hand"]
    assert hand and not [r for r in hand if r.colliderect(bar)], (hand, bar)
    assert table.play_rect.contains(bar), (bar, table.play_rect)
