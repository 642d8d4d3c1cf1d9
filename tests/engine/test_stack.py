from tabletop.engine.stack import ResponseStack, StackItem


def test_lifo_and_passing():
    st = ResponseStack()
    st.open_window([0, 1, 2])
    st.push(StackItem(0, "mission", {"n": 1}))
    assert st.waiting_on() == [0, 1, 2]
    assert not st.pass_priority(1)
    st.push(StackItem(1, "reaction", {"n": 2}))  # a push reopens the window for everybody
    assert st.waiting_on() == [0, 1, 2]
    st.push(StackItem(2, "reaction", {"n": 3}))
    order = []
    while st:
        for s in (0, 1):
            assert not st.pass_priority(s)
        assert st.pass_priority(2)
        order.append(st.pop_due().payload["n"])
    assert order == [3, 2, 1]


def test_dropped_seat_no_longer_waited_on():
    st = ResponseStack()
    st.open_window([0, 1])
    st.push(StackItem(0, "x"))
    st.drop_seat(1)
    assert st.pass_priority(0)
    assert st.to_dict()["items"][0]["kind"] == "x"
