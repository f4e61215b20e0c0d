"""Skördespelet, "the harvest game": a two-player game of crops, grazing and weather."""
