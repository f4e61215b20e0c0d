"""Four people at one Hearts table, and 3- and 5-player tables (tests 2 and 3
of issue 18's server part): each app acts by a rules bot on its own decoded,
rotated view, and every message is checked for hidden cards."""

from rules.clock import ManualClock
from rules.tables.wire import decode

from .helpers import App, log_of, play_to_end
from .hidden import Hidden


def rotated(values, seat):
    return tuple(values[(seat + k) % len(values)] for k in range(len(values)))


def test_four_people_play_a_hand_of_hearts_to_the_end():
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    apps = [App(hub, key) for key in ("anna", "bo", "cia", "dan")]
    apps[0].say(type="create", game="hearts", options={"players": 4}, people=[1, 2, 3], level="easy", seed=7)
    table_id = apps[0].got("seated")["table"]
    for seat, app in enumerate(apps[1:], start=1):
        app.say(type="join", table=table_id)
        assert app.last("seated") == {"type": "seated", "table": table_id, "seat": seat}
    table = hub.tables[table_id]
    assert table.started
    for i, app in enumerate(apps):
        app.play_as("hearts", "medium", seed=f"app{i}")
        assert app.got("state")["seats"][0] == {"name": app.person.name, "kind": "person", "countdown": None,
                                                 "you": True}
        assert app.view().seat == 0  # every app sees itself as seat 0

    play_to_end(clock, apps, table, until=lambda: len(table.game.score_history()) >= 1)

    assert len(table.game.score_history()) == 1  # a whole hand: 13 tricks, scored
    assert all(app.refusals() == [] for app in apps)
    engine = table.game.scores()
    assert sum(engine) == 26 or sum(engine) == 78  # a hand's points (a moon shot: 3 x 26)
    for seat, app in enumerate(apps):
        assert app.view().scores == rotated(engine, seat)
        state = app.say(type="lang", lang="en")[-1]
        assert state["type"] == "state" and state["moves"] == len(log_of(table))
        assert decode(state["view"]).scores == rotated(engine, seat)
        assert decode(state["view"]).hand == rotated([table.game.view(s).hand for s in range(4)], seat)[0]
    hidden.assert_clean()


def test_three_and_five_player_tables_start_and_deal():
    for players in (3, 5):
        clock = ManualClock()
        hub, hidden = Hidden.hub_for(clock)
        apps = [App(hub, f"p{i}") for i in range(players)]
        apps[0].say(type="create", game="hearts", options={"players": players}, people=list(range(1, players)),
                    seed=11)
        table_id = apps[0].got("seated")["table"]
        for app in apps[1:]:
            app.say(type="join", table=table_id)
        table = hub.tables[table_id]
        assert table.started and table.game.num_players == players
        for seat, app in enumerate(apps):
            view = app.view()
            assert view.seat == 0 and view.num_players == players
            assert view.hand == table.game.view(seat).hand
            assert view.hand_sizes == rotated(table.game.view(seat).hand_sizes, seat)
            assert view.pass_target == (table.game.view(seat).pass_target - seat) % players
            assert [entry["name"] for entry in app.got("state")["seats"]] == \
                [apps[(seat + k) % players].person.name for k in range(players)]
            app.play_as("hearts", "easy", seed=f"a{seat}")
        # the passes and the first trick, each chosen from the rotated views
        play_to_end(clock, apps, table, until=lambda table=table: len(table.game.view(0).tricks_played) >= 1)
        assert all(app.refusals() == [] for app in apps)
        hidden.assert_clean()
