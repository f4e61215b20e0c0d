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
