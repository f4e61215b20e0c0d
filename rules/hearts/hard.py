"""Placeholder while the Monte Carlo player is built."""
from rules.bot import Bot


class HardBot(Bot):
    level = "hard"

    def choose(self, view, legal_actions):
        from .bots import MediumBot
        return MediumBot.choose(self, view, legal_actions)
