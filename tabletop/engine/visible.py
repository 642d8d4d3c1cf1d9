"""Text that shows nothing: a name made only of spaces, accents with no letter under them,
format characters (zero-width joiners, direction marks), variation selectors or the few
symbols fonts draw blank (U+FFFC, the Hangul fillers, the blank Braille cell).

Such a name cannot be told from no name on screen, and pygame refuses to draw text of zero
width ("Text has zero width"), so every name a person types (a seat, a profile, a deck, a
save) is checked with ``blank`` and refused with ``BLANK_REASON``. No pygame here: the
collection's file checks use it too; the UI adds a measurement with the real font
(``tabletop.ui.theme.draws_nothing``).
"""

from __future__ import annotations

import unicodedata

#: Unicode categories that draw no mark of their own: combining and enclosing marks (Mn, Me),
#: format (Cf), control (Cc), surrogate (Cs), private use (Co), unassigned (Cn), and the
#: separators (Zs spaces, Zl, Zp)
HIDDEN_CATEGORIES = frozenset({"Mn", "Me", "Cf", "Cc", "Cs", "Co", "Cn", "Zs", "Zl", "Zp"})

#: characters of other categories that fonts draw blank: the object replacement character,
#: the blank Braille cell, the Hangul fillers, the musical null notehead
BLANK_CHARS = frozenset("\ufffc\u2800\u3164\u115f\u1160\uffa0\U0001d159")

#: why a blank name is refused (after "<what> name: ")
BLANK_REASON = "nothing in it shows on screen (only spaces, accents or invisible characters)"


def shows(ch: str) -> bool:
    """``ch`` (one character) draws a mark of its own."""
    return ch not in BLANK_CHARS and unicodedata.category(ch) not in HIDDEN_CATEGORIES


def blank(text: str) -> bool:
    """No character of ``text`` draws a mark (the empty text too)."""
    return not any(shows(ch) for ch in text)
