"""Austin Powers' races at the table: the words and pictures of its two races over the shared
race overlay (``tabletop.ui.overlays.race.RaceOverlay``), registered as the game's timed kind
``race`` (``GameInfo.timed``), the way Mighty Beanz registers its Shoot for Loot scene.

- The Happening gesture race (``happening``, armed by the Happening's player): the gesture of
  that player's side ("good": the peace sign, "evil": the evil pinky smirk; rulebook,
  "Happenings"), its picture (``austin/gesture_*.png``, or drawn with shapes when the sprites
  are missing), the last to copy is the target; a tie or a gesture never made: the Happening's
  player chooses.
- The help race, "throw me a Frickin' Bone" (``help``): "Ready..." then "THROW!", the first
  bone to land counts, later bones go back to hand.

With the game's option ``races = no-speed`` (``patient``) the lines say "no hurry". The keys,
countdown, tiles and the result's hold are the shared overlay's; nothing here times anything.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.austin.rules.state import GESTURE
from tabletop.ui import assets
from tabletop.ui.overlays.race import RaceOverlay

#: the panel's colour in a Happening, by the Happening player's side; in a help race
SIDE_COLOURS = {"good": (250, 200, 40), "evil": (200, 60, 200)}
HELP_COLOUR = (235, 180, 60)
#: the gestures' pictures, by side
GESTURE_IMAGES = {"good": "austin/gesture_peace.png", "evil": "austin/gesture_pinky.png"}
GOOD_COLOUR = (250, 200, 40)
EVIL_COLOUR = (200, 40, 60)


class AustinRaceOverlay(RaceOverlay):
    """The Happening and help races' words and pictures (see the module docstring). Reads the
    timed prompt's ``side`` (the Happening player's), ``card`` (the Happening's name, when
    given) and ``asker`` (the seat asking for a bone)."""

    @property
    def side(self) -> str:
        side = str(self.params.get("side", "good"))
        return side if side in GESTURE else "good"

    @property
    def card(self) -> str:
        return str(self.params.get("card", ""))

    @property
    def asker(self) -> int | None:
        a = self.params.get("asker")
        return None if a is None else int(a)

    def backdrop(self) -> pygame.Surface:
        """The shared dimmed table, less the table's move buttons: under a bone race the
        table's "Throw no bone [Space]" named Space for declining while the race's own tile
        said Space throws (the buttons cannot be pressed under the race anyway)."""
        if self._backdrop is not None and self._backdrop.get_size() == self.size:
            return self._backdrop
        seen, self._seen = self._seen, self.table_without_moves()
        try:
            return super().backdrop()
        finally:
            self._seen = seen

    def table_without_moves(self) -> pygame.Surface | None:
        """The table as the backdrop shows it (its last frame, else drawn now) with the felt
        and panels laid over its move buttons and their shadows; None for the bare table."""
        table = self.table
        if self.private or not hasattr(table, "draw"):
            return None
        surf = self._seen
        if surf is None or surf.get_size() != self.size:
            surf = pygame.Surface(self.size)
            table.draw(surf)
        paint = getattr(table, "paint", None)
        if paint is None:
            return surf
        under = paint.table_layer()
        for b in getattr(table, "buttons", ()):
            r = pygame.Rect(b.rect.x - 6, b.rect.y - 6, b.rect.w + 18, b.rect.h + 18)
            r = r.clip(surf.get_rect()).clip(under.get_rect())
            surf.blit(under, r, r)
        return surf

    def colour(self) -> tuple[int, int, int]:
        if self.race.kind != "happening":
            return HELP_COLOUR
        return SIDE_COLOURS[self.side]

    def texts(self, now: int) -> tuple[str, str]:
        if self.race.kind == "happening":
            return self.happening_texts(now)
        if self.race.kind == "help":
            return self.help_texts()
        return super().texts(now)

    def happening_texts(self, now: int) -> tuple[str, str]:
        r = self.race
        gesture = GESTURE[self.side]
        o = self.name(r.opener)
        if self.stage != "race":
            if r.aborted:
                return "No gesture was made", f"Everybody ties for last: {o} chooses the target."
            t = r.target
            if len(t) == 1:
                return f"{self.name(t[0])} was last!", f"The Happening targets {self.name(t[0])}."
            return "Tie for last: " + " and ".join(self.name(x) for x in t), (
                f"{o} chooses the target."
            )
        if not r.opened(now):
            what = f"{o} plays {self.card}!" if self.card else f"{o} plays a Happening!"
            if r.bot_opener or not self.keys.has(r.opener or 0):
                how = f"Wait for {o}'s {gesture}: no gestures before it!"
            else:
                how = (
                    f"{o}: press {self.keys.main_label(r.opener or 0)} to make the {gesture}."
                    " Everyone else: wait for it!"
                )
            return what, how
        humans = [s for s in r.seats if self.keys.has(s)]
        if humans and r.patient:  # no speed: only not copying it makes a player last
            return f"Copy the {gesture}!", (
                "Press your button, no hurry: only not copying it makes you last."
            )
        if humans:
            return f"Copy the {gesture}!", "Press your button: the last one is the target."
        return f"{o} made the {gesture}", "The others copy it: the last one is the target."

    def help_texts(self) -> tuple[str, str]:
        r = self.race
        a = self.name(self.asker)
        if self.stage != "race":
            if r.winner is None:
                return "Nobody threw a bone", f"{a}'s Agent gets no help."
            return f"{self.name(r.winner)}'s bone lands first!", "Later bones go back to hand."
        how = "Press your button on THROW: the first bone to land counts."
        if r.patient:
            how = "Press your button to throw, no hurry: the first helper clockwise counts."
        return f"{a}: \u201cThrow me a Frickin' Bone!\u201d", how

    def false_start_note(self, name: str) -> str:
        if self.race.kind != "happening":
            return super().false_start_note(name)
        return f"{name} gestured before {self.name(self.race.opener)}: last."

    def result_notes(self) -> list[str]:
        """The shared notes (a false start, a press too late), and in a Happening each player
        who never copied the gesture, named as such: the last, not one who copied it. A press
        after the race is such a player too, in the log's words (the rulebook's "the last to
        mimic"): "did not copy" (a new player read "pressed too late" here and "did not copy
        it" in the log for the same race)."""
        notes = super().result_notes()
        r = self.race
        if r.kind != "happening" or r.aborted:
            return notes
        w = r.window
        gesture = GESTURE[self.side]
        notes = [n for n in notes if n]
        silent = [s for s in r.seats if not w.pressed(s) and not w.false_started(s)]
        if silent:
            names = " and ".join(self.name(s) for s in silent)
            last = "last" if len(silent) == 1 else "tied for last"
            notes.append(f"{names} did not copy the {gesture}: {last}.")
        return notes

    def late_note(self, name: str) -> str:
        if self.race.kind == "happening":
            return ""  # named with those who did not copy it (``result_notes``)
        if self.race.kind != "help":
            return super().late_note(name)
        return f"{name}'s bone came too late."

    def gesture_image(self, room: int | None = None) -> pygame.Surface | None:
        """The gesture's picture, at most ``room`` pixels tall (the art's height)."""
        if self.race.kind != "happening":
            return None
        size = max(48, int(min(340 * self.scale, self.box().height * 0.38)))
        if room is not None:
            size = max(48, min(size, room))
        return assets.image(GESTURE_IMAGES[self.side], (size, size))

    def preload(self) -> None:
        self.gesture_image()

    def draw_picture(self, surf: pygame.Surface, art: pygame.Rect, now: int) -> bool:
        if self.race.kind != "happening":
            return False
        c = art.center
        img = self.gesture_image(art.height)
        if img is not None:
            surf.blit(img, img.get_rect(center=c))
            return True
        size = max(48, min(art.height, int(340 * self.scale)))
        if self.side == "good":
            draw_peace_sign(surf, c, size // 2)
        else:
            draw_pinky_smirk(surf, c, size // 2)
        return True

    def result_word(self) -> str:
        if self.race.kind != "help":
            return ""
        return "Bone!" if self.race.winner is not None else "No bone"

    def opener_words(self, given: bool) -> str:
        if self.race.kind != "happening":
            return super().opener_words(given)
        return "gesture made" if given else "makes the gesture"

    def end_sound(self) -> tuple[str, float]:
        if self.race.kind == "help" and self.race.winner is not None:
            return "bone", 0.6
        return super().end_sound()


def draw_peace_sign(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """The Good side's peace sign, drawn with shapes (no font needed)."""
    cx, cy = center
    w = max(4, radius // 7)
    pygame.draw.circle(surface, GOOD_COLOUR, center, radius, w)
    pygame.draw.line(surface, GOOD_COLOUR, (cx, cy - radius + w), (cx, cy + radius - w), w)
    d = (radius - w) * math.sqrt(0.5)
    for sx in (-1, 1):
        pygame.draw.line(surface, GOOD_COLOUR, (cx, cy), (cx + sx * d, cy + d), w)


def draw_pinky_smirk(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """The Evil side's pinky smirk: a bald head, a smirk, a pinky at the corner of the mouth."""
    cx, cy = center
    skin = (235, 200, 170)
    pygame.draw.circle(surface, skin, center, radius)
    pygame.draw.circle(surface, EVIL_COLOUR, center, radius, max(3, radius // 20))
    eye = max(3, radius // 12)
    for sx in (-1, 1):
        pygame.draw.circle(surface, (30, 20, 20), (cx + sx * radius // 3, cy - radius // 5), eye)
    # Scar over the right eye.
    pygame.draw.line(
        surface,
        (150, 60, 60),
        (cx + radius // 4, cy - radius // 2),
        (cx + radius // 2, cy - radius // 9),
        max(2, radius // 25),
    )
    # A one-sided smirk: low on the left, curling up to the right corner.
    r = radius
    smirk = [
        (cx - r * 0.38, cy + r * 0.36),
        (cx - r * 0.05, cy + r * 0.44),
        (cx + r * 0.22, cy + r * 0.36),
        (cx + r * 0.3, cy + r * 0.24),
    ]
    pygame.draw.lines(surface, (90, 20, 30), False, smirk, max(3, r // 16))
    # The pinky: a finger raised to the corner of the mouth, with its hand below.
    tip = (cx + radius * 4 // 10, cy + radius // 5)
    finger = pygame.Rect(0, 0, max(8, radius // 7), radius // 2)
    finger.midtop = (tip[0], tip[1] - radius // 12)
    pygame.draw.rect(surface, skin, finger, border_radius=finger.width // 2)
    pygame.draw.rect(surface, (120, 80, 60), finger, 2, border_radius=finger.width // 2)
    fist = pygame.Rect(0, 0, radius // 2, radius // 3)
    fist.midtop = (finger.centerx - radius // 8, finger.bottom - 4)
    pygame.draw.rect(surface, skin, fist, border_radius=radius // 10)
    pygame.draw.rect(surface, (120, 80, 60), fist, 2, border_radius=radius // 10)


def races_lost_in(log: list[str], people: set[int], bots: set[int], patient: bool) -> int:
    """The Happening races in ``log`` (its ``happening_order`` reports) that a person in
    ``people`` lost to a computer player: a person is (one of) the last without a false start
    of their own, while a computer player is not, as ``Race.lost_to_computer`` judges a race
    just run. A table that comes back (Continue, Resume) counts these, so the second race of a
    game lost to the computer asks about relaxed timing again though the first was lost before
    it (``relaxed_offer.offer_for_loss``). None in a game without speed (``patient``)."""
    from tabletop.engine.actions import parse_action
    from tabletop.games.austin.rules.flow import early_count, split_order_report

    if patient:
        return 0
    lost = 0
    for line in log:
        a = parse_action(line)
        report = split_order_report(a.args) if a.verb == "happening_order" else "-"
        if isinstance(report, str):
            continue
        order, tied, missed = report
        early = set(order[len(order) - missed :][: early_count(a.args)])
        target = order[len(order) - tied :]
        slow = [p for p in target if p in people and p not in early]
        if slow and any(b in bots and b not in target for b in order):
            lost += 1
    return lost
