"""Kortbord's Textual app: it shows the engine's views and forwards keys; it
never decides a rule."""

__version__ = "0.1.0"
