"""RPG Get!'s wording at the table (no pygame): the move buttons' and choosers' labels, what to
do now in each phase and step, a card's face fields (``face_card``) and sentences about a seat
named "You" (``you_grammar``)."""

from __future__ import annotations

import functools
import re
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.rpgget.idle_recovery import idle_recovery
from tabletop.games.rpgget.rules.seat_view import seat_view

RANKS = ("front", "middle", "back")
LABELS = {
    "done": "Done",
    "pass": "Pass",
    "end_attack": "End the attack",
    "skip": "No mission",
    "set_out": "Set out",
    "mulligan": "New hand",
}
#: what to do now, in the arena when no attempt is on (the seat whose turn it is)
PHASE_HINTS = {
    "setup": "Drag a Character from your hand into your party to start, or take a New hand.",
    "redraw": "Redraw: click up to two cards to swap, then Redraw (or Keep hand).",
    "play": "Play: drag Characters to your party, Rewards to your inventory or bank; then Done.",
    "mission": "Mission: drag a Mission here to attempt it, or No mission.",
}
#: the window at the end of another player's turn, put to you (a full line, then a short one)
TURN_END_HINTS = (
    "{who}'s turn ends: play a glowing Recovery or Event now, or Pass.",
    "{who}'s turn ends: a glowing card, or Pass.",
)
#: the same window when nothing in your hand answers it: nothing glows, and it passes by itself
#: at the computer's pace (a new player saw it asked to play a glowing card, none glowing)
TURN_END_NOTHING = (
    "{who}'s turn ends: nothing in your hand answers it, so it passes by itself.",
    "{who}'s turn ends: nothing to play; it passes by itself.",
)
#: the response window's bar: what it answers (a new player saw "Response window: Defense,
#: Recovery or Event?" after a mission ended, with nothing pending)
WINDOW_TURN_END = "End of {who}'s turn: play a Recovery or Event now, or pass"
WINDOW_ATTACK = "{user} attacks {targets}: Defense, Recovery or Event?"


def window_head(view: dict[str, Any], name: Any) -> str:
    """What the open response window answers, for its bar: the end of a turn (nothing
    pending), or the attack waiting for it, which card attacks which (short: the bar lies in
    the arena, as wide as half of it at 100 %); ``name(seat)`` a seat's name."""
    sv = seat_view(view)
    p = sv.get("pending")
    if p is None:
        return WINDOW_TURN_END.format(who=name(int(sv["current"])))

    def called(cid: int | None) -> str:
        c = card_in(view, int(cid)) if cid is not None else None
        return str(c["name"]) if c else "a card"

    user = called(p.get("user"))  # (the arena shows whose it is)
    targets = [called(t) for t in p.get("targets") or []]
    if not targets:
        return WINDOW_ATTACK.format(user=user, targets="").replace(" attacks :", " attacks:")
    listed = targets[0] if len(targets) == 1 else ", ".join(targets[:-1]) + " and " + targets[-1]
    return WINDOW_ATTACK.format(user=user, targets=listed)


def window_heads(view: dict[str, Any], name: Any) -> list[str]:
    """``window_head`` and its shorter words, longest first, for a bar whose row is too short
    for the whole question beside "Waiting for you: no hurry." (it wrapped as "... Recovery or"
    over "Event?"): the attack's targets stay in sight on the arena's line."""
    head = window_head(view, name)
    if seat_view(view).get("pending") is None:
        return [head, head.replace(": play a Recovery or Event now, or pass", ": answer or pass")]
    who, _sep, _ask = head.partition(": ")
    user = who.split(" attacks")[0]
    return [head, f"{who}: answer?", f"{user} attacks: Defense, Recovery or Event?",
            f"{user} attacks: answer?"]  # fmt: skip


def window_answers(view: dict[str, Any], name: Any) -> str:
    """What the open response window asks its answerers, short, for the top line: "Vyse's
    attack", else "the end of Ann's turn" (a new player read "Ann's turn: response window"
    while Bea was the one asked)."""
    sv = seat_view(view)
    p = sv.get("pending")
    if p is None:
        return f"the end of {name(int(sv['current']))}'s turn"
    user = p.get("user")
    c = card_in(view, int(user)) if user is not None else None
    return f"{c['name']}'s attack" if c else "an attack"


def window_status(
    view: dict[str, Any], name: Any, people: list[int] | None = None, open_: bool = False
) -> str:
    """The top line while a response window is open: who is asked to answer what ("Bea
    answers Vyse's attack"); "Answering ..." while several are asked at once. ``people``:
    the seats a person plays (the computers among the asked answer at once, unseen).
    ``open_``: the window is open to the whole table and nobody has claimed it yet (hot-seat):
    "Ann may answer Vyse's attack" ("Ann answers" read as if Ann had already taken it)."""
    active = seat_view(view).get("active") or []
    if people is not None and any(p in people for p in active):
        active = [p for p in active if p in people]
    what = window_answers(view, name)
    if len(active) == 1:
        return f"{name(int(active[0]))} {'may answer' if open_ else 'answers'} {what}"
    return f"Answering {what}"


def curtain_reason(view: dict[str, Any], seat: int, name: Any) -> str:
    """Why the hot-seat curtain asks for ``seat`` in the middle of another seat's turn (a new
    player met "Pass to Bea" mid-attempt with no word of why): the attack or the turn's end
    it may answer, or the Enemies it sends into the attempt; "" on its own turn. Only what
    the table shows everyone."""
    sv = seat_view(view)
    current = int(sv["current"])
    if seat == current and sv["phase"] != "window":
        return handed_back(view, seat, name)
    if sv["phase"] == "window":
        if seat not in (sv.get("active") or []):
            return ""  # not asked: shown for another reason (its own result to see)
        p = sv.get("pending")
        if p is None:
            return (
                f"{name(current)}'s turn ends: {name(seat)} may answer it with a Recovery or"
                " an Event."
            )
        head = window_head(view, name).split(":")[0]
        return f"{head}: {name(seat)} may answer with a Defense, Recovery or Event."
    att = view.get("attempt")
    m = card_in(view, att["mission"]) if att else None
    if m is None or sv["phase"] != "attempt":
        return ""  # the set-up: each seat picks its own Character
    doing = {
        "enemy": f"{name(seat)} sends Enemies or Roadblocks into the arena.",
        "enemy_attack": f"{name(seat)}'s Enemies attack.",
    }.get(str(sv.get("step") or ""), f"{name(seat)} has a choice to make.")
    return f"{name(current)} attempts {m['name']}: {doing}"


def handed_back(view: dict[str, Any], seat: int, name: Any) -> str:
    """The attempt's Party Attack step, back to the turn's player after another seat's Enemy
    step (a new player's walk, 2026-11-26: "Pass to Bea" said no why); "" otherwise."""
    sv = seat_view(view)
    att = view.get("attempt")
    m = card_in(view, att["mission"]) if att else None
    if m is None or sv["phase"] != "attempt" or sv.get("step") != "party_attack":
        return ""
    return f"{name(seat)} attempts {m['name']}: back to {name(seat)} for the Party's attack."


def end_attack_question(action: Action, view: dict[str, Any], legal: list[Action]) -> str:
    """ "End the attack" while active members may still attack (their printed Attack, once an
    attempt: ending the step gives it up): the question asked first ("Elena has not attacked
    yet. End the attack anyway?"), else ""."""
    if action.verb != "end_attack":
        return ""
    names: list[str] = []
    for a in legal:
        if a.verb != "act" or len(a.args) < 2:
            continue
        c = card_in(view, int(a.args[0]))
        acts = c.get("actions", []) if c else []
        i = int(a.args[1])
        if c and i < len(acts) and str(acts[i]).startswith("Attack") and c["name"] not in names:
            names.append(str(c["name"]))
    if not names:
        return ""
    if len(names) == 1:
        return f"{names[0]} has not attacked yet. End the attack anyway?"
    who = ", ".join(names[:-1]) + " and " + names[-1]
    return f"{who} have not attacked yet. End the attack anyway?"


#: keys for the moves without a card (Space lets a window pass, as at every table)
HOTKEYS = {"done": "Enter", "end_attack": "Enter", "set_out": "Enter"}  # never "skip"
#: what to do now in an attempt's step (the seat that acts in it)
STEP_HINTS = {
    "party": "Party: click party members to send them in (PP within the mission's), then Set out.",
    "enemy": "Enemy: drag Enemies or Roadblocks into the arena (EP within the mission's); click "
    "a glowing enemy for its Ability; then Done.",
    "party_attack": "Party Attack: click a glowing card for its actions, then End the attack.",
    "enemy_attack": "Enemy Attack: click your glowing enemies for their actions, then Done.",
    "enemy_return": "Returned enemies: click them for their actions, then Done.",
}
#: the same, short, for large text on a small window (``arena_head.fit_lines``)
STEP_HINTS_SHORT = {
    "party": "Party: click members to send them in, then Set out.",
    "enemy": "Enemy: drag Enemies or Roadblocks here, then Done.",
    "party_attack": "Party Attack: click a glowing card, then End the attack.",
    "enemy_attack": "Enemy Attack: click your glowing enemies, then Done.",
    "enemy_return": "Returned enemies: click them, then Done.",
}
#: the empty arena's line (no attempt, not your turn), and its short form
ARENA_IDLE = (
    "Mission arena: drag a Mission here in your Mission phase to attempt it.",
    "Mission arena: attempt a Mission here.",
)
TARGET_LABELS = {
    "party": "your party",
    "inventory": "your inventory",
    "bank": "your bank",
    "arena": "the arena",
}


#: the large card's line of when a card of the type is played (per the rulebook)
PLAYED_WHEN = {
    "enemy": "Played when another player attempts a mission: in its Enemy step, drag it into "
    "the arena (its size within the EP left",
    "roadblock": "Played when another player attempts a mission: in its Enemy step, drag it "
    "into the arena (its size within the EP left; it acts, then is discarded",
}
PLAYED_BOSS = "; one Boss a mission"


def _stats(c: dict[str, Any]) -> str:
    t = c.get("type", "")
    if t in ("character", "enemy"):
        bits = [f"HP {c.get('hp', 0)}"]
        if t == "character" and c.get("cost"):
            bits.append(f"PP {c['cost']}")
        return "  ".join(bits)
    if t == "mission":
        return f"VP {c.get('vp', 0)} PP {c.get('pp', 0)} EP {c.get('ep', 0)} RP {c.get('rp', 0)}"
    if t == "reward":
        return f"RP {c.get('rp', 0)}"
    if t == "roadblock":
        return f"Size {c.get('size', 0)}"
    return ""


#: sentences at the head of a card's printed text that its face already shows elsewhere
#: (the stats line, the Boss tag, the classifications and "Requires" in the type line)
_SHOWN = re.compile(
    r"(?:HP \d+, (?:cost|size) \d+|Size \d+|VP \d+, PP \d+, EP \d+, RP \d+|RP \d+|Boss)\.\s*"
)


def card_text(c: dict[str, Any]) -> str:
    """The card's printed text without what its face shows elsewhere: every action with its
    keywords and effect ("Attack: Delta Shield 0(1) - cure all ailments."), and its flavour."""
    classes = tuple(str(x) for x in c.get("classes") or ())
    return _card_text(str(c.get("text", "")), classes, bool(c.get("requires")))


@functools.lru_cache(maxsize=2048)
def _card_text(text: str, classes: tuple[str, ...], requires: bool) -> str:
    """``card_text`` of a card's text, classes and whether it requires anything (a table
    frame asks it of every card in sight: once per card's words)."""
    text = text.strip()
    heads = [_SHOWN]
    if classes:
        heads.append(re.compile(re.escape(" / ".join(classes)) + r"\.\s*"))
    if requires:  # "Requires X." is the type line's "(needs X)"
        text = re.sub(r"\s*\bRequires [^.]*\.", "", text).strip()
    changed = True
    while changed:
        changed = False
        for h in heads:
            m = h.match(text)
            if m:
                text, changed = text[m.end() :], True
    return text


#: "You" as a seat's name (sealed practice, a player who typed it) takes these verb forms
_YOU_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_YOU_VERB = re.compile(r"\b(You|you) ([a-z]+s)\b")
_YOU_POSSESSIVE = re.compile(r"(^|[.:!?]\s+)?\b(You|you)'s\b")


def _base_form(verb: str) -> str:
    """ "starts" -> "start", "passes" -> "pass", "has" -> "have" (a third-person verb)."""
    if verb in _YOU_IRREGULAR:
        return _YOU_IRREGULAR[verb]
    if verb.endswith("es") and verb[:-2].endswith(("ss", "sh", "ch", "x", "z")):
        return verb[:-2]
    if verb.endswith("ss"):
        return verb  # "You press", not a verb in the third person
    return verb[:-1]


def you_grammar(text: str) -> str:
    """An RPG Get! sentence whose seat is named "You" in grammatical English: "You starts
    with Mareg" reads "You start with Mareg", "You's turn" "Your turn", "You is out" "You are
    out". Sentences about any other name are unchanged."""
    if "You" not in text and "you" not in text:
        return text
    text = _YOU_POSSESSIVE.sub(
        lambda m: (m.group(1) or "") + ("Your" if m.group(1) is not None else "your"),
        text,
    )
    return _YOU_VERB.sub(lambda m: f"{m.group(1)} {_base_form(m.group(2))}", text)


def face_card(c: dict[str, Any]) -> dict[str, Any]:
    """A view card as the shared renderer's fields."""
    t = str(c.get("type", ""))
    line = t.capitalize()
    if c.get("boss"):
        line = "Boss Enemy"
    if c.get("classes"):
        line += ": " + " ".join(str(x) for x in c["classes"])
    if c.get("requires"):
        line += " (needs " + " and ".join(str(x) for x in c["requires"]) + ")"
    text = card_text(c) or "; ".join(str(a) for a in c.get("actions", []))
    if t == "enemy" and c.get("size"):
        text = f"Size {c['size']} (of the mission's EP). {text}"  # the stats line keeps HP
    if t in PLAYED_WHEN:
        # when it is played (rulebook, "Enemy step"): a new player enlarged one in hand and
        # could not tell (an Enemy is never played on one's own turn)
        boss = PLAYED_BOSS if c.get("boss") else ""
        text = f"{text} {PLAYED_WHEN[t]}{boss}).".strip()
    if t == "reward" and c.get("after") == "bank" and "bank" not in text.lower():
        # the rule every Reward without "Discard after use" follows (a new player asked)
        text = f"{text} Used: back to the bank (its RP again to take it out).".strip()
    return {
        "id": c.get("id"),
        "name": c.get("name", "?"),
        "kind": t,
        "type_line": line,
        "text": text,
        "stats": _stats(c),
        "designed": True,
        "team": t,
    }


def card_in(view: dict[str, Any], cid: int) -> dict[str, Any] | None:
    """Card ``cid`` as the seat view shows it, in whichever zone it is visible, or None."""
    sv = seat_view(view)
    for z in sv["zones"].values():
        for c in z["cards"] or []:
            if c and c["id"] == cid:
                return c  # type: ignore[no-any-return]
    return None


#: what a move on a card says in a chooser or on a button ("Inventory (RP 2)" is filled in)
VERB_WORDS = {
    "use": "Use",
    "bank": "Bank (free)",
    "flip": "Flip",
    "character": "Into the party",
    "start": "Start with",
    "join": "Join the active party",
    "attempt": "Attempt",
    "enemy": "Play against the party",
    "event": "Play event",
    "target": "Target",
}


def action_label(action: Action, view: dict[str, Any]) -> str:
    """How a move reads on its button or in the chooser: a prompt's option by its label, a
    card's move by the card ("Mareg: Attack ...", "Inventory (RP 2)", "Into the party Ryudo")."""
    sv = seat_view(view)
    v = action.verb
    if v in LABELS and not action.args:
        return LABELS[v]
    p = sv.get("prompt")
    if p and p["options"] and v == p["verb"] and len(action.args) == 1:
        for o in p["options"]:
            if o["value"] == action.args[0]:
                return str(o["label"])
    first = action.args[0] if action.args else None
    c = card_in(view, first) if isinstance(first, int) else None
    name = c["name"] if c else ""
    if v == "act" and c and len(action.args) > 1:
        acts = c.get("actions", [])
        i = int(action.args[1])
        idle = idle_recovery(view, action)
        if idle and i < len(acts):
            # the rulebook lets a Recovery be used at any time: the click asks first
            what = re.sub(r" \S*\(\d+\)$", "", str(acts[i]).split(": ", 1)[-1])  # its name
            return f"{name}'s {what}: {idle}. Use it anyway?"
        return f"{name}: {acts[i]}" if i < len(acts) else f"{name}: action {i + 1}"
    if v == "redraw":
        if not action.args:
            return "Keep all (redraw none)"
        return f"Redraw {len(action.args)} card{'s' if len(action.args) > 1 else ''}"
    if v == "use":
        if first in sv.get("idle_rewards", ()):
            # "Reward cards may be used at any time ... even if you can't use any of the
            # actions on it": the engine offers it; the click asks before it is spent
            return f"No action of {name} applies now: use it anyway?"
        return f"Use {name} (choose who uses it)"
    rp = c.get("rp", 0) if c else "?"
    words = {
        **VERB_WORDS,
        "stock": f"Inventory (RP {rp})",
        "withdraw": f"Bank to inventory (RP {rp})",
    }
    head = words.get(v, v.replace("_", " ").capitalize())
    if len(action.args) > 1 and v in ("target", "discard", "member"):
        cs = (card_in(view, x) for x in action.args if isinstance(x, int))
        return f"{head} {', '.join(n['name'] for n in cs if n)}"
    return f"{head} {name}".strip()
