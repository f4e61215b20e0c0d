"""The hard player's rollout reads tables instead of bit operations
(rules/hearts/playout.py): every entry is what the operation gives, and the
discard's one-int key orders fields as the tuple it stands for."""

from rules.hearts.playout import DISCARD_KEY, LEAD_SCORE, LOW, TOP


def test_the_rollout_tables_say_what_the_bit_operations_say():
    for f in range(1, 1 << 13):
        low = (f & -f).bit_length() - 1
        top = f.bit_length() - 1
        assert (TOP[f], LOW[f], LEAD_SCORE[f]) == (top, low, low + 0.3 * f.bit_count())
        assert DISCARD_KEY[f] == (top >= 9) << 8 | (13 - f.bit_count()) << 4 | top


def test_the_discard_key_orders_as_its_tuple():
    def as_tuple(f):
        return (f.bit_length() - 1 >= 9, -f.bit_count(), f.bit_length() - 1)

    fields = range(1, 1 << 13)
    by_key = sorted(fields, key=DISCARD_KEY.__getitem__)
    assert [as_tuple(f) for f in by_key] == sorted(as_tuple(f) for f in fields)
    # Equal keys exactly when equal tuples.
    assert len(set(DISCARD_KEY[1:])) == len({as_tuple(f) for f in fields})


def test_the_written_out_rollout_plays_as_the_policy_step_by_step():
    """rollout() writes the policy and play out for speed; a hand played one
    policy() and play() at a time ends the same, trick for trick."""
    import random

    from rules.hearts.passing import start_table

    rng = random.Random(7)
    for deal in range(300):
        n = (3, 4, 5)[deal % 3]
        size = 52 // n
        codes = [c for c in range(52) if c not in {3: (27,), 4: (), 5: (27, 1)}[n]]  # less 2♦ (and 2♠)
        rng.shuffle(codes)
        hands = [sum(1 << c for c in codes[i * size:(i + 1) * size]) for i in range(n)]
        fast, slow = start_table(n, hands, size), start_table(n, hands, size)
        if deal % 5 == 0:
            fast.shooter = slow.shooter = deal % n
        taken = fast.rollout()
        while slow.tricks_left:
            slow.play(slow.turn, *slow.policy(slow.turn))
        assert taken == slow.taken and fast.hands == slow.hands
