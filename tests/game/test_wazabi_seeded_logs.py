"""A seed replays the same Wazabi game: the log of every seeded game of
tests/game/fixtures/wazabi_seeded_logs.json (recorded by a separate run of the engine
as it was before the speed work) is byte for byte what the engine writes now."""
import json

import pytest

from tests.game.wazabi_seeded_logs import FIXTURE, LINES, digests, line_name

RECORDED = json.loads(FIXTURE.read_text())["lines"]


@pytest.mark.parametrize("kinds,options,games", LINES, ids=[line_name(k, o) for k, o, _n in LINES])
def test_seeded_games_write_the_recorded_logs(kinds, options, games):
    want = RECORDED[line_name(kinds, options)]
    assert len(want) == games
    found = digests(kinds, options, games)
    changed = [i for i, (a, b) in enumerate(zip(found, want)) if a != b]
    assert not changed, f"games {changed} of {line_name(kinds, options)} no longer replay"
