"""Shared tables under load: several Hearts tables of four people each,
over SSH, served at once; how long a person's key takes to reach the
screens.

    .venv/bin/python tests/benchmarks/shared_tables_bench.py [--tables 1,2,3] [--think 0.5] [--mode fork]

The server runs in its own process (serve_bench's ``server`` mode, the
apps at the normal pace: a finished trick stays 1.5 s); the people are
asyncssh clients here, at 80×24.  Each table is made and joined
in the lobby by keys, as people do (n, the People row to 4, enter; the
others: down to the table, enter).  Then every person passes (1 2 3 enter)
and plays the hand out: when its screen says "YOUR TURN", it waits
``--think`` seconds and presses 1 (the first card it may play).  Figures,
over every such key of the hand:

* own screen: from the write of the key to the redraw that shows "You
  play …" in the player's own log (the app sends the move to the server,
  the server answers with the update, the app draws it);
* the others' screens: from the same write to the redraw that shows
  "<name> plays …" on each of the other three screens at the table (the
  move as they see it land);
  a play that lands on a screen still showing the finished trick (less
  than TRICK_HOLD after its last card) waits there until that is over, by
  design: those are counted apart, from the end of that hold;
* CPU in cores (the server process, the table processes) while playing.
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import asyncssh  # noqa: E402

from rules.cards import parse_card  # noqa: E402
from tests.benchmarks.serve_bench import cpu_seconds, pct, tables_of  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402
from tui.serve.identity import fingerprint  # noqa: E402

ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]")

DOWN, RIGHT = b"\x1b[B", b"\x1b[C"
DUMP = "--dump" in sys.argv  # every play's figures, as they were
TRICK_HOLD = 1.5  # seconds a finished trick stays at the normal pace (tui/settings.py)
NUDGE = 3.0  # seconds without a turn seen before a person presses again (a key eaten by a trick still shown)


class Person(asyncssh.SSHClientSession):
    conn: asyncssh.SSHClientConnection  # set by sit(), as are name and fingerprint
    name: str
    fingerprint: str

    def __init__(self) -> None:
        self.data = bytearray()
        self.arrived = asyncio.Event()
        self.times: list[tuple[float, int]] = []  # (when, length after) of every chunk
        self.chan: asyncssh.SSHClientChannel | None = None
        self.presses: list[float] = []  # when each play key was written

    def connection_made(self, chan) -> None:
        self.chan = chan

    def data_received(self, data, datatype) -> None:
        self.data += data
        self.times.append((time.perf_counter(), len(self.data)))
        self.arrived.set()

    def text(self, since: int = 0, until: int | None = None) -> str:
        return ESCAPES.sub(b"", bytes(self.data[since:until])).decode("utf-8", "replace")

    async def until(self, needle: str, since: int = 0, timeout: float = 60) -> None:
        async def look():
            while needle not in self.text(since):
                self.arrived.clear()
                await self.arrived.wait()
        await asyncio.wait_for(look(), timeout)

    def length_at(self, when: float) -> int:
        return max((after for t, after in self.times if t <= when), default=0)

    def shown_after(self, start: float, length: int, needle: str) -> float | None:
        """Seconds from ``start`` to the chunk that completed ``needle`` on
        this screen (in what came after ``length``)."""
        for when, after in self.times:
            if when >= start and after > length and needle in self.text(length, after):
                return when - start
        return None

    async def keys(self, *keys: bytes, gap: float = 0.25) -> None:
        for key in keys:
            present(self.chan).write(key)
            await asyncio.sleep(gap)


async def sit(port: int, name: str) -> Person:
    key = asyncssh.generate_private_key("ssh-ed25519")
    print_ = fingerprint(key)
    conn = await asyncssh.connect("127.0.0.1", port, username=name, known_hosts=None, client_keys=[key],
                                  agent_path=None)
    _chan, person = await conn.create_session(Person, term_type="xterm-256color", term_size=(80, 24), encoding=None)
    assert isinstance(person, Person)
    await person.until("four card games")
    person.conn = conn
    person.name = name
    person.fingerprint = print_
    return person


async def set_up(port: int, tables: int) -> list[list[Person]]:
    """Each table made by its first person and joined by three more, in the lobby."""
    seated: list[list[Person]] = []
    for k in range(tables):
        people = [await sit(port, f"p{k}{n}") for n in range(4)]
        for person in people:
            mark = len(person.data)
            await person.keys(b"p")
            await person.until("Tables with people", since=mark)
        host = people[0]
        mark = len(host.data)
        await host.keys(b"n")
        await host.until("New table with people", since=mark)
        mark = len(host.data)
        await host.keys(DOWN, DOWN, RIGHT, RIGHT, b"\r")
        await host.until("You sit at this table", since=mark)
        for person in people[1:]:
            await person.keys(*[DOWN] * k, b"\r", gap=0.3)
        for person in people:
            await person.until("choose 3 cards")
        seated.append(people)
    return seated


async def play_hand(people: list[Person], think: float) -> None:
    """Pass, then play the hand out: a person presses 1 when its screen says
    it is its turn (again after NUDGE seconds if nothing came of it: the key
    only put away a trick still shown)."""
    for person in people:
        await person.keys(b"1", b"2", b"3", b"\r", gap=0.15)

    async def play(me: Person) -> None:
        mark = len(me.data)
        waited = time.perf_counter()
        looked = mark  # the score table is looked for in what came since (its title is drawn once)
        while True:
            if "After hand 1" in me.text(max(0, looked - 64)):
                break
            looked = len(me.data)
            if "YOUR TURN" in me.text(mark) or time.perf_counter() - waited > NUDGE:
                await asyncio.sleep(think)
                me.presses.append(time.perf_counter())
                present(me.chan).write(b"1")
                mark = len(me.data)
                waited = time.perf_counter()
                await asyncio.sleep(0.3)
                continue
            me.arrived.clear()
            try:
                await asyncio.wait_for(me.arrived.wait(), 0.5)
            except TimeoutError:
                pass

    try:
        await asyncio.wait_for(asyncio.gather(*(play(p) for p in people)), 600)
    except TimeoutError:
        for person in people:  # what each screen last showed, to see where the hand stuck
            print(person.text(max(0, len(person.data) - 3000))[-1500:], file=sys.stderr)
        raise


def landed(tap: Path, seated: list[list[Person]]) -> dict[str, list[float]]:
    """The figures, from the server's record of every play it applied (when,
    who, which card) and each screen's record of what came when.

    A play the server applies less than TRICK_HOLD after the card that
    finished a trick reaches the others' screens while they still show that
    trick, and waits there until it is put away, by design: those go apart
    ("held"), measured from the end of that hold."""
    by_key = {person.fingerprint: (k, person) for k, people in enumerate(seated) for person in people}
    figures: dict[str, list[float]] = {"server": [], "own": [], "others": [], "held": []}
    plays_at: dict[int, int] = {}
    finished_at: dict[int, float] = {}  # per table: when the last finished trick's last card was applied
    for line in tap.read_text().splitlines():
        stamp, key, action = line.split(" ", 2)
        when = float(stamp)
        k, person = by_key[key]
        press = max((t for t in person.presses if t <= when), default=None)
        if press is None or not action.startswith("play "):
            continue
        index = plays_at[k] = plays_at.get(k, -1) + 1
        label = parse_card(action.split()[1]).label
        figures["server"].append(when - press)
        own = person.shown_after(press, person.length_at(press), f"play {label}")
        figures["own"].append(10.0 if own is None else own)
        held_until = finished_at.get(k, -TRICK_HOLD) + TRICK_HOLD
        held = when < held_until
        shown = []
        for other in seated[k]:
            if other is not person:
                seen = other.shown_after(press, other.length_at(press), label)
                shown.append(10.0 if seen is None else seen)
                if held:
                    figures["held"].append(max(0.0, press + shown[-1] - held_until))
                else:
                    figures["others"].append(shown[-1])
        if index % 4 == 3:
            finished_at[k] = when
        if DUMP:
            print(f"  table {k} play {index:2} {person.name} {action:8} server {(when - press) * 1000:4.0f} ms, "
                  f"own {(own or 10.0) * 1000:4.0f} ms, others {' '.join(f'{t * 1000:4.0f}' for t in shown)} ms"
                  f"{' (held)' if held else ''}", flush=True)
    return figures


def ms(values: list[float], q: float) -> str:
    return f"{pct(values, q) * 1000:.0f}" if values else "-"


def serve_tapped(data: str, mode: str, tap_path: str) -> None:
    """The server, writing down every play it applies: when (perf_counter,
    the same clock in every process here), whose key, the action."""
    from tui.serve.limits import Limits
    from tui.serve.server import ServeConfig, TableServer

    record = open(tap_path, "w", buffering=1)  # noqa: SIM115 - open for the server's life

    def tap(key: str, message: dict) -> None:
        if message["type"] == "update" and message.get("action"):
            record.write(f"{time.perf_counter()} {key} {message['action']}\n")

    async def run() -> None:
        config = ServeConfig(data=Path(data), port=0, spawn=mode, app_args=("--seed", "7", "--pace", "normal"),
                             limits=Limits(max_connections=200, max_logging_in=200, per_address=200, login_grace=60,
                                           idle_timeout=0),
                             tables_tap=tap)
        server = await TableServer(config).start()
        print(server.port, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        await server.close()

    asyncio.run(run())


async def bench(tables: int, think: float, mode: str) -> None:
    data = tempfile.mkdtemp(prefix="kortbord-shared-bench-")
    tap = Path(data) / "plays.txt"
    server = await asyncio.create_subprocess_exec(sys.executable, __file__, "server", data, mode, str(tap),
                                                  stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    port = int(await present(server.stdout).readline())
    try:
        seated = await set_up(port, tables)
        processes = tables_of(server.pid)
        cpu = cpu_seconds([server.pid]), cpu_seconds(processes)
        load = os.getloadavg()[0]
        wall = time.perf_counter()
        await asyncio.gather(*(play_hand(people, think) for people in seated))
        wall = time.perf_counter() - wall
        server_cpu = (cpu_seconds([server.pid]) - cpu[0]) / wall
        tables_cpu = (cpu_seconds(processes) - cpu[1]) / wall
        f = landed(tap, seated)
        print(f"{tables} table(s) of four ({tables * 4} people), a play every ~{think:.1f} s at each table, "
              f"{len(f['own'])} plays: key to the move applied in the server p50 {ms(f['server'], 0.5)} ms, "
              f"p99 {ms(f['server'], 0.99)} ms; key to the own screen's redraw p50 {ms(f['own'], 0.5)} ms, "
              f"p99 {ms(f['own'], 0.99)} ms; key to the card on the other three screens p50 "
              f"{ms(f['others'], 0.5)} ms, p99 {ms(f['others'], 0.99)} ms, max {ms(f['others'], 1.0)} ms "
              f"({len(f['others'])}; {len(f['held'])} held behind a finished trick, from its end: "
              f"p50 {ms(f['held'], 0.5)} ms, p99 {ms(f['held'], 0.99)} ms); "
              f"CPU in cores: server {server_cpu:.2f}, tables {tables_cpu:.2f}; load before {load:.1f}", flush=True)
        for people in seated:
            for person in people:
                person.conn.close()
    finally:
        present(server.stdin).close()
        await server.wait()


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--tables", default="1,2,3")
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--mode", default="fork")
    parser.add_argument("--dump", action="store_true", help="print every play's figures")
    if sys.argv[1:2] == ["server"]:
        serve_tapped(*sys.argv[2:5])
        return
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for tables in (int(n) for n in args.tables.split(",")):
        asyncio.run(bench(tables, args.think, args.mode))


if __name__ == "__main__":
    main()
