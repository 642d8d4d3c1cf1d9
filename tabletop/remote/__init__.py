"""Phones as private hands: the table on the TV, each player's hand on their own phone.

A local web server (``server.PhoneServer``, aiohttp on a thread of its own) serves one page
(``static/``: plain HTML/CSS/JS, no build step, nothing from outside) and one WebSocket per
seat; a hub (``hub.Hub``, pure and thread-safe) stands between it and the session: the session
stays the only truth, the hub only hands each seat's phone its message and the phones' moves
to the table. ``payload.py`` builds a seat's message from ``game.view(seat)`` and the legal
moves in the words of "What can I do?" (``tabletop.room.movewords``); ``images.py`` draws card
images with the table's card renderer; ``labels.py`` gives a game view's move labels where no
table runs (tests, simulated phones).

How the table plugs it in (all on the table's main thread; nothing here blocks a frame)::

    from tabletop.remote.hub import Hub
    from tabletop.remote.payload import PhoneWindow
    from tabletop.remote.server import PhoneServer, ServerError, lan_address

    hub = Hub(phone_seats)                       # the seats played on phones, e.g. [0, 2]
    server = PhoneServer(hub, session.game_name, lan_address())   # port 8765 by default
    server.start()                               # ServerError: a sentence for the launcher
    server.join_url(seat); server.qr_png(seat); hub.status()[i].code   # what the TV shows

    # after every move (events: what ``session.apply`` returned), when a reaction window
    # opens or its clock is restarted, and once at the start:
    hub.publish(session, events, window, gv.action_label)
    #   window: PhoneWindow(seats_it_waits_for, seconds_left_or_None, title) or None

    # every frame (cheap: a lock and a list):
    for text in hub.take():                      # action notation, e.g. "1:play 15 2"
        action = parse_action(text)
        reason = session.game.illegal_reason_or_none(action)
        if reason is None:
            table.submit(action)                 # the table's normal path (sounds, log, bots)
        else:
            hub.tell(action.seat, reason)

    hub.status()        # [SeatStatus(seat, name typed on the phone, connected, code)]
    hub.release(seat)   # the seat goes back to the screen: its phone is closed, new token
    server.stop()       # when the table closes

What stays for the table: a phone seat is never curtained and its hand is never drawn face
up on the TV; it shows which seats are on phones and whether each is connected (``status``),
and a name typed on a phone as the seat's name; the launcher offers "Players join with their
phones" and shows each seat's QR code and code.
"""
