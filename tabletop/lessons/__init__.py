"""Lessons: a guided first game of each game (``docs/lessons.md``).

``format`` reads and checks a lesson file (TOML) by replaying it; ``progress`` is a lesson
being taken (the step on, the scripted moves due, what to say to a wrong move, its JSON save);
``table`` runs it at the game table (pygame); the pointing is ``ui/layers/lesson.py``. The
shipped lessons are ``tabletop/games/<game>/lessons/*.toml``.
"""
