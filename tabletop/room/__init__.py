"""The room: the game night around one table, outside any pygame scene.

It holds what outlives one game: the people at the seats and how each plays (at the screen,
on a phone, or a computer player), the phone server and its seats' tokens, and the hot-seat
policies the table follows. Nothing here imports pygame: a scene draws what the room holds
and sends it what the person at the screen does.
"""
