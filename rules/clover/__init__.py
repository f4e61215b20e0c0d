"""Klöverplockarspelet ("the clover picker"): a two-player deck-builder on a
52-card deck where the hand is a queue that cannot be reordered."""
