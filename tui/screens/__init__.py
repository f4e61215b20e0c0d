"""The app's screens: the menu, the Play page, the rules page, one table per
game (see registry.py), and the dialogs every table shares."""
