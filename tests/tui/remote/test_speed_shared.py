"""Speed between two people at the ordinary Speed screen over a
LoopbackLink: the other person's play lands on this screen, and when both
play onto the same pile at once the server takes the first to arrive and
this screen says why its own did not land."""

from rules.clock import AsyncioClock
from rules.speed.actions import Play
from rules.speed.events import CardPlayed
from rules.speed.game import fits
from rules.tables.wire import decode
from tui.screens.speed import SpeedScreen
from tui.screens.speed.keys import LEFT_KEYS, RIGHT_KEYS
from tui.tables import Hub

from ..helpers import make_app
from .shared import Person_
from .test_table_screen import open_table_on_state, until


def latest(person):
    return next(m for m in reversed(person.heard) if m["type"] in ("state", "update"))


def collision(anna_view, anna_legal, bo_view, bo_legal) -> tuple[Play, Play] | None:
    """A centre pile both may play onto, with Anna's card not fitting Bo's
    (so that once Bo's lands, Anna's cannot, nor onto the other pile) while another of hers still
    fits somewhere (so the game is not blocked, and the engine says she was
    too slow): (Bo's play, Anna's play)."""
    for bo_play in bo_legal:
        for anna_play in anna_legal:
            if not (isinstance(bo_play, Play) and isinstance(anna_play, Play)) or bo_play.center != anna_play.center:
                continue
            bo_card = bo_view.table[bo_play.pile - 1].top
            anna_card = anna_view.table[anna_play.pile - 1].top
            other = anna_view.center("R" if bo_play.center == "L" else "L")
            tops = [bo_card] + ([other.top] if other is not None else [])
            still = any(pile.top is not None and any(fits(pile.top, top) for top in tops)
                        for pile in anna_view.table)
            mine_elsewhere = other is not None and fits(anna_card, other.top)  # the key would play it there
            if not fits(anna_card, bo_card) and not mine_elsewhere and still:
                return bo_play, anna_play
    return None


async def test_the_other_persons_play_lands_here_and_a_collision_says_too_slow():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        hub = Hub(AsyncioClock(speed=1))
        anna = Person_(hub, "a", "Anna")
        opened = open_table_on_state(app, anna)
        anna.link.send({"type": "create", "game": "speed", "options": {}, "people": [1], "seed": 6})  # seed 6: a collision at the start
        await until(pilot, lambda: anna.last("seated") is not None)
        bo = Person_(hub, "b", "Bo")
        bo.link.send({"type": "join", "table": anna.newest("seated")["table"], "seat": 1})
        await until(pilot, lambda: opened and app.screen is opened[0])
        screen = opened[0]
        assert isinstance(screen, SpeedScreen) and screen.names == ["Anna", "Bo"]
        await pilot.pause(0.1)
        assert "AI" not in str(screen.query_one("#their-seat").render())  # Bo is a person
        # the match runs: the top bar does not say it waits (it did until the first update)
        assert "PAUSED" not in str(screen.query_one("#status").render())

        found: list[tuple[Play, Play]] = []  # the collision, once there is one

        def ready():
            if screen.view.phase != "playing":
                return False
            his = latest(bo)
            collided = collision(screen.view, screen.session.legal_actions(0), decode(his["view"]), decode(his["legal"]))
            found[:] = [] if collided is None else [collided]
            return bool(found)

        await until(pilot, ready)
        ((bo_play, anna_play),) = found
        bo_card = decode(latest(bo)["view"]).table[bo_play.pile - 1].top
        before = len(screen.session.log)
        bo.link.send({"type": "act", "action": str(bo_play)})  # Bo's reaches the server first
        keys = LEFT_KEYS if anna_play.center == "L" else RIGHT_KEYS
        await pilot.press(keys[anna_play.pile - 1])
        await until(pilot, lambda: anna.of("refused"))
        await pilot.pause(0.1)
        assert anna.of("refused")[-1]["reason"].startswith("Too slow")  # the engine's sentence
        message = screen.query_one("#message")
        assert "Too slow" in str(message.render()) and message.has_class("-error")
        assert screen.view.center(bo_play.center).top == bo_card  # Bo's card on the pile, on Anna's screen
        assert len(screen.session.log) == before + 1  # exactly one of the two plays landed
        told = [event for event in screen.session.told if isinstance(event, CardPlayed)]
        assert told and told[-1].seat == 1 and told[-1].card == bo_card
