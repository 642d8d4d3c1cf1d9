"""Mighty Beanz's Shoot for Loot at the table and in Flick practice: the flick scene (the
pymunk world of ``tabletop.physics`` drawn and aimed with the mouse). The table runs a shot as
the timed kind ``shot`` (``ui.timed``) on the scene the game's ``GameInfo.timed`` names."""
