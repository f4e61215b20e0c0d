"""Hearts through the Session: bots and a person, passing and undo."""

import rules
from rules.clock import ManualClock
from rules.hearts.game import HandScored, HeartsGame
from rules.session import Seat, Session


def test_session_plays_a_whole_game_with_bots_and_replays_it():
    game = rules.new_game("hearts", seed=31, players=5)
    assert isinstance(game, HeartsGame)
    seats = [Seat(f"Bot {i}", rules.new_bot("hearts", level, i))
             for i, level in enumerate(["easy", "medium", "easy", "medium", "easy"])]
    session = Session(game, seats, ManualClock())
    scored: list[HandScored] = []
    session.subscribe(lambda u: scored.extend(e for e in u.events if isinstance(e, HandScored)))
    session.run_bots()
    assert game.is_over and not session.bot_errors
    assert len(scored) == len(game.history)
    again = rules.replay("hearts", 31, {"players": 5}, session.log)
    assert again.to_json() == game.to_json()


def test_person_passes_then_bots_answer_and_undo_restores():
    game = rules.new_game("hearts", seed=2)
    seats = [Seat("You")] + [Seat(f"Bot {i}", rules.new_bot("hearts", "medium", i)) for i in (1, 2, 3)]
    session = Session(game, seats, ManualClock())
    session.run_bots()
    assert session.game.to_act() == {0}  # the bots have chosen their passes
    hand = session.game.view(0).hand
    session.act(0, "pass " + " ".join(str(c) for c in hand[-3:]))
    session.run_bots()
    view = session.game.view(0)
    assert len(view.received_cards) == 3
    assert view.turn == 0  # the bots played up to the person's turn
    before = session.game.to_json()
    session.act(0, str(session.game.legal_actions(0)[0]))
    session.run_bots()
    assert session.game.to_json() != before
    assert session.undo()
    session.run_bots()
    assert session.game.to_json() == before
