"""A seat changing hands is told to everyone at the table (issue 40, item
9): a person's link drops, the computer takes their seat, they come back,
they leave.  Each is one event of rules.tables.news, in the ``seats``
message and among the ``told`` events, its sentence said to each viewer;
and the person back at their seat reads the computer's moves for them as
the computer's, not as "You play …"."""

from rules.hearts.events import CardPlayed
from rules.i18n import speaking
from rules.tables.news import ComputerPlays, SeatBack, SeatDropped
from rules.tables.wire import decode
from rules.voice import Voice

from .helpers import App, log_of, play_to_end, two_people


def news(app: App) -> list:
    return [event for message in app.of("seats") for event in decode(message.get("news", []))]


def narrated(events, voice: Voice) -> list[str]:
    """As a table's log tells them (tui/widgets/event_log.py): each event in
    the voice the ones before it leave."""
    lines = []
    for event in events:
        lines.append(event.describe(voice))
        voice = event.voice_after(voice)
    return lines


def test_a_drop_the_computer_taking_over_and_the_return_are_told_to_each_in_their_own_words():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[2], level="easy", seed=21)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    bo.play_as("hearts", "easy", "b")
    play_to_end(clock, [anna, bo], table, until=lambda: table.game.to_act() == frozenset({2}) and
                table.game.phase == "playing")
    names = ["Anna", "West", "Bo", "East"]

    bo.client.close()
    assert news(anna) == [SeatDropped(2, "Bo", 60)]
    assert narrated(news(anna), Voice(names, 0)) == [
        "Bo has dropped out: the seat waits 60 s for them, then the computer plays it."]
    clock.advance(60)
    assert news(anna)[1:] == [ComputerPlays(2, "Bo")]
    assert narrated(news(anna)[1:], Voice(names, 0)) == ["The computer plays for Bo now, until they are back."]
    moves = len(log_of(table))
    play_to_end(clock, [anna], table, until=lambda: sum(1 for seat, _ in log_of(table)[moves:] if seat == 2) >= 2)
    computer_cards = [event.card for event in table.told if isinstance(event, CardPlayed) and event.seat == 2]

    back = App(hub, "bo")
    assert news(anna)[2:] == [SeatBack(2, "Bo")]
    assert narrated(news(anna)[2:], Voice(names, 0)) == ["Bo is back and plays again."]
    told = decode(back.got("state")["told"])  # Bo's own state: the news among the moves, rotated to him
    assert [e for e in told if isinstance(e, (SeatDropped, ComputerPlays, SeatBack))] == [
        SeatDropped(0, "Bo", 60), ComputerPlays(0, "Bo"), SeatBack(0, "Bo")]
    lines = narrated(told, Voice(["Bo", "East", "Anna", "West"], 0))
    dropped = lines.index("Your link dropped: your seat waited 60 s for you.")
    assert lines[dropped + 1] == "The computer plays for you now."
    after = lines[dropped + 2:]
    assert after[-1] == "You are back at your seat."
    assert not any(line.startswith("You play") for line in after)  # the computer played those
    assert [line for line in after if line.startswith("Bo (computer) plays")] == [
        f"Bo (computer) plays {card.label}." for card in computer_cards[-len(after):]
        if f"Bo (computer) plays {card.label}." in after]
    assert any(line.startswith("Bo (computer) plays") for line in after)
    hidden.assert_clean()


def test_leaving_a_running_table_is_told_to_the_others():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[1], level="easy", seed=3)
    bo.say(type="leave")
    assert news(anna) == [ComputerPlays(1, "Bo", left=True)]
    assert narrated(news(anna), Voice(["Anna", "Bo", "North", "East"], 0)) == [
        "Bo leaves the table: the computer plays for them."]
    bo.say(type="join", table="t1")
    assert news(anna)[1:] == [SeatBack(1, "Bo")]
    assert decode(bo.got("state")["told"])[-1] == SeatBack(0, "Bo")


def test_the_news_are_said_in_the_receivers_language():
    clock, hub, hidden, anna, bo = two_people(game="hearts", people=[1], level="easy", seed=3)
    anna.say(type="lang", lang="sv")
    bo.client.close()
    with speaking("sv"):
        assert narrated(news(anna), Voice(["Anna", "Bo", "Nord", "Öst"], 0)) == [
            "Bo har tappat anslutningen: platsen väntar 60 s på hen, sedan spelar datorn den."]
    hidden.assert_clean()
