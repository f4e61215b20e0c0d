"""Where a served table's memory is (issue 27): each page a table process
holds, compared with the template it was forked from (``--spawn fork``).

    sudo .venv/bin/python tests/benchmarks/serve_memory.py [--clients 3]

The clients sit at a Hearts hand as in serve_bench.py.  For every page of
a table, /proc/PID/pagemap gives the physical frame; the template's frame
at the same address says whether the page is

* shared: still the template's page (costs the table 1/N of it in PSS);
* copied: the template had the page and the table wrote to it (copy on
  write: in CPython 3.11 a reference count going up is a write, and so is
  the specializing interpreter warming a function's code); "unchanged" of
  these are pages whose bytes are the template's again (a count that went
  up and down);
* new: the template never had the page (what the table allocated itself).

Frames are only shown to root (CAP_SYS_ADMIN); without them the script says
so and stops.
"""

from __future__ import annotations

import asyncio
import collections
import os
import struct
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import asyncssh  # noqa: E402

from tests.benchmarks import serve_bench  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import present  # noqa: E402

PAGE = 4096
PRESENT = 1 << 63
FRAME = (1 << 55) - 1


def mappings(pid: int) -> list[tuple[int, int, str, str]]:
    found = []
    for line in Path(f"/proc/{pid}/maps").read_text().splitlines():
        parts = line.split(None, 5)
        start, end = (int(x, 16) for x in parts[0].split("-"))
        found.append((start, end, parts[1], parts[5].strip() if len(parts) > 5 else ""))
    return found


def frames(pid: int, start: int, end: int) -> list[int | None]:
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        pagemap.seek(start // PAGE * 8)
        data = pagemap.read((end - start) // PAGE * 8)
    return [v & FRAME if v & PRESENT else None for v in struct.unpack(f"{len(data) // 8}Q", data)]


def region(name: str, perm: str) -> str:
    if name in ("[heap]", "[stack]"):
        return name
    if not name:
        return "anonymous (Python's arenas, thread arenas and stacks)"
    if "libpython" in name and "w" in perm:
        return "libpython's data"
    return "files (code, read-only data)" if "w" not in perm else "files' data"


def breakdown(table: int, template: int) -> collections.Counter:
    """Pages of ``table`` by (region, shared | copied | unchanged | new)."""
    theirs_maps = mappings(template)
    pages: collections.Counter = collections.Counter()
    with open(f"/proc/{template}/mem", "rb") as theirs_mem, open(f"/proc/{table}/mem", "rb") as mine_mem:
        for start, end, perm, name in mappings(table):
            if name in ("[vsyscall]", "[vvar]", "[vdso]"):
                continue
            mine = frames(table, start, end)
            theirs: list[int | None] = [None] * len(mine)
            for t_start, t_end, _perm, _name in theirs_maps:
                low, high = max(start, t_start), min(end, t_end)
                if low < high:
                    theirs[(low - start) // PAGE:(high - start) // PAGE] = frames(template, low, high)
            kind = region(name, perm)
            for n, (frame, their_frame) in enumerate(zip(mine, theirs)):
                if frame is None:
                    continue
                if frame == their_frame:
                    pages[kind, "shared"] += 1
                elif their_frame is None:
                    pages[kind, "new"] += 1
                else:
                    address = start + n * PAGE
                    theirs_mem.seek(address)
                    mine_mem.seek(address)
                    same = theirs_mem.read(PAGE) == mine_mem.read(PAGE)
                    pages[kind, "unchanged" if same else "copied"] += 1
    return pages


def rollup(pid: int) -> dict[str, int]:
    wanted = ("Rss", "Pss", "Private_Dirty")
    return {line.split(":")[0]: int(line.split()[1]) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
            if line.split(":")[0] in wanted}


async def measure(clients: int) -> None:
    data = tempfile.mkdtemp(prefix="kortbord-serve-memory-")
    server = await asyncio.create_subprocess_exec(sys.executable, serve_bench.__file__, "server", data, "fork",
                                                  stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    port = int(await present(server.stdout).readline())
    try:
        seats = [await serve_bench.sit(port, asyncssh.generate_private_key("ssh-ed25519")) for _ in range(clients)]
        for press in range(2):
            for _conn, chan, _stream, _took in seats:
                chan.write(b"\r")
            await asyncio.sleep(1.0 - press)
        await asyncio.gather(*(stream.until(b"choose 3 cards") for _c, _ch, stream, _t in seats))
        await asyncio.sleep(1.0)
        tables = serve_bench.tables_of(server.pid)
        template = next(pid for pid in serve_bench.descendants(server.pid) if pid not in tables)
        total: collections.Counter = collections.Counter()
        for table in tables:
            total.update(breakdown(table, template))
        mib = 4 / 1024 / len(tables)
        rolls = [rollup(pid) for pid in tables]
        print(f"{len(tables)} tables at a Hearts hand, per table: "
              + ", ".join(f"{key} {sum(r[key] for r in rolls) / 1024 / len(rolls):.1f} MiB"
                          for key in ("Rss", "Pss", "Private_Dirty")))
        print(f"{'':<56}{'shared':>8}{'copied':>8}{'unchanged':>10}{'new':>8}  MiB")
        for kind in sorted({kind for kind, _ in total}):
            print(f"{kind:<56}" + "".join(f"{total[kind, what] * mib:{width}.1f}"
                                          for what, width in (("shared", 8), ("copied", 8), ("unchanged", 10), ("new", 8))))
        print(f"{'all':<56}" + "".join(f"{sum(v for (_k, w), v in total.items() if w == what) * mib:{width}.1f}"
                                       for what, width in (("shared", 8), ("copied", 8), ("unchanged", 10), ("new", 8))))
        serve_bench.hang_up(seats)
    finally:
        await serve_bench.stop(server)


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("--clients", type=int, default=3)
    args = parser.parse_args()
    start, end, _perm, _name = mappings(os.getpid())[0]
    if not any(frames(os.getpid(), start, end)):
        sys.exit("page frames are hidden from this user: run as root (CAP_SYS_ADMIN)")
    asyncio.run(measure(args.clients))


if __name__ == "__main__":
    main()
