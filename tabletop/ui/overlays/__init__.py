"""Scenes pushed over a table for a few seconds; they never block a frame.

``race.RaceOverlay``: the one race overlay (keys, countdown, seat tiles, the result), driven by
the pure ``tabletop.reactions.race.Race``; a game that has its own words and pictures for its
races registers a subclass (``GameInfo.timed["race"]``).
"""
