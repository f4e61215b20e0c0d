"""rules.fastrandom draws exactly what the library draws: the same order,
the same numbers and the same generator state after them."""

import random

import pytest

from rules.fastrandom import below, shuffle


def test_shuffle_is_random_shuffle_step_for_step():
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(seed % 60)), list(range(seed % 60))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b and ours.getstate() == theirs.getstate()


def test_shuffle_twice_at_one_length_uses_the_same_steps():
    ours, theirs = random.Random(5), random.Random(5)
    for _ in range(3):
        a, b = list("abcdefghij"), list("abcdefghij")
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b


@pytest.mark.parametrize("n", [1, 2, 3, 7, 8, 9, 13, 39, 52, 64, 65, 1000, 2**40 + 3])
def test_below_is_randrange(n):
    ours, theirs = random.Random(n), random.Random(n)
    assert [below(ours, n) for _ in range(300)] == [theirs.randrange(n) for _ in range(300)]
    assert ours.getstate() == theirs.getstate()
