"""Dates as the player reads them, in the language spoken ("28 Nov 07:26",
"28 nov 07:26"): strftime's month names follow the C locale, never the
language chosen in Kortbord, so the months are the catalog's."""

from __future__ import annotations

from datetime import datetime

from .i18n import N_, _

MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
          N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def month(moment: datetime) -> str:
    return _(MONTHS[moment.month - 1])


def day_and_time(moment: datetime) -> str:
    """"28 Nov 07:26"."""
    return f"{moment:%d} {month(moment)} {moment:%H:%M}"


def day_and_year(moment: datetime) -> str:
    """"28 Nov 2025"."""
    return f"{moment:%d} {month(moment)} {moment:%Y}"
