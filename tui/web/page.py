"""The pages the door serves, in the browser's language, and the headers
every answer carries.

The table's page is one HTML document with no script of its own: the
sentences its script shows are ``data-`` attributes of its body, and the
script is a file (``static/kortbord.js``), so the Content-Security-Policy
allows scripts from this origin only.  Styles allow 'unsafe-inline' too:
xterm.js's renderer writes the measured cell size and the colours into
``<style>`` elements it makes at run time; no script can come in that way.
"""

from __future__ import annotations

from html import escape

from rules import i18n

from ..i18n import _

CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; "
       "img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    # A link's token never leaves in a Referer to another site; to this one it must (no-referrer
    # would make the link page's form send "Origin: null", which the door refuses).
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}


def language(accept: str) -> str:
    """``sv`` when the browser's first language is Swedish, else English."""
    first = accept.split(",")[0].strip().lower()
    return "sv" if first.startswith("sv") else "en"


def locale(accept: str) -> str:
    """The LANG a browser's table gets (its app speaks the page's language)."""
    return "sv_SE.UTF-8" if language(accept) == "sv" else "en_US.UTF-8"


def _document(lang: str, title: str, body_attrs: str, body: str, script: bool) -> str:
    scripts = ('<script src="/static/vendor/xterm.js"></script>\n'
               '<script src="/static/vendor/addon-fit.js"></script>\n'
               '<script src="/static/kortbord.js"></script>\n') if script else ""
    return (f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<title>{escape(title)}</title>\n'
            f'<link rel="stylesheet" href="/static/vendor/xterm.css">\n'
            f'<link rel="stylesheet" href="/static/kortbord.css">\n'
            f'</head>\n<body{body_attrs}>\n{body}\n{scripts}</body>\n</html>\n')


def table_page(accept: str) -> str:
    """The table: xterm.js fills the window; a line over it while there is
    no table (connecting, refused, ended)."""
    lang = language(accept)
    with i18n.speaking(lang):
        words = {
            "connecting": _("Sitting down at the table…"),
            "reconnecting": _("The link to the table was lost; connecting again…"),
            "ended": _("The table has ended. Reload the page to sit down again."),
            "replaced": _("This table is open in another tab now."),
            "retrying": _("This page tries again every 10 seconds."),
            "back": _("The server is back: here is the menu again."),
        }
    attrs = "".join(f' data-{name}="{escape(text)}"' for name, text in words.items())
    body = (f'<div id="status" role="status">{escape(words["connecting"])}</div>\n'
            '<div id="terminal"></div>')
    return _document(lang, "Kortbord", attrs, body, script=True)


def link_page(accept: str, token: str) -> str:
    """What a one-time link opens: a button, so that a chat program that
    fetches the link to show a preview does not use it up."""
    lang = language(accept)
    with i18n.speaking(lang):
        title = _("Play in this browser")
        text = _("This link lets this browser play as you: your saves, statistics and settings. It works once.")
        button = _("Play as me in this browser")
    body = (f'<main class="card">\n<h1>{escape(title)}</h1>\n<p>{escape(text)}</p>\n'
            f'<form method="post" action="/link/{escape(token)}"><button type="submit">{escape(button)}</button></form>\n'
            '</main>')
    return _document(lang, title, "", body, script=False)


def spent_page(accept: str) -> str:
    lang = language(accept)
    with i18n.speaking(lang):
        title = _("This link cannot be used")
        text = _("It has been used already, or its ten minutes are over. "
                 "Ask for a new one: in Kortbord over SSH, press b in the menu.")
    body = f'<main class="card">\n<h1>{escape(title)}</h1>\n<p>{escape(text)}</p>\n</main>'
    return _document(lang, title, "", body, script=False)


def refusal(accept: str, why: str) -> str:
    """What the page says when its websocket is refused (``why``: no-player, forgotten)."""
    with i18n.speaking(language(accept)):
        if why == "forgotten":
            return _("This browser no longer plays as anyone: it was removed in the SSH menu. "
                     "Ask for a new link there (b in the menu).")
        return _("This browser does not play as anyone yet. In Kortbord over SSH, press b in the menu "
                 "for a link that lets it play as you.")
