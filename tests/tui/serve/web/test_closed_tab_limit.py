"""A closed tab's table holds its address's place for the grace time (so a
reload reattaches); a page refused meanwhile is told that is why, and for
how long yet, not only that there are too many connections."""

from __future__ import annotations

import re
from dataclasses import replace

from tests.narrow import present
from tests.tui.serve.conftest import TEST_LIMITS
from tests.tui.serve.web.conftest import wait_until
from tests.tui.serve.web.test_door_bounds import Page, shows


async def test_a_page_refused_while_a_closed_tabs_table_is_kept_is_told_so(web):
    server, door = await web(guest=True, grace=30, limits=replace(TEST_LIMITS, per_address=1))
    first, second = Page(door), Page(door)
    try:
        await first.open()
        await first.read(shows("four card games"))
        await first.socket.close()  # the tab is closed: its table is kept for it
        await wait_until(lambda: any(seat.channel.parked for seat in door.seats.values()), what="parked")
        await second.open()
        await second.read(lambda page: any("refused" in said for said in page.told))
        said = second.told[-1]["refused"]
        assert re.fullmatch(r"Too many connections from your address \(1\): one is a closed tab's table, "
                            r"kept (\d+) s more for it to come back\. Reopen that tab, or wait\.", said), said
        assert 25 <= int(present(re.search(r"kept (\d+) s", said)).group(1)) <= 30
    finally:
        for page in (first, second):
            await page.close()
