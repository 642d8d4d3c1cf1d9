"""Scenes pushed over a table for a few seconds; they never block a frame.

``race.RaceOverlay``: the one race overlay (the Happening gesture race and the "throw me a
Frickin' Bone" help race), driven by the pure ``tabletop.reactions.race.Race``.
"""
