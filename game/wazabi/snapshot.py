"""A Wazabi state rebuilt from its snapshot (GameState.snapshot(): saves, logs' positions)."""
from __future__ import annotations

from game.wazabi import legal
from game.wazabi.cards import CARDS
from game.wazabi.phases import GIVING, PHASES, PLAYING, TAKE
from game.wazabi.rules import Rules
from game.wazabi.state import LISTS, VALUES, GameState


def restore(data: dict):
    """Rebuild a state from `snapshot()` data (ValueError if it is malformed)."""
    try:
        rules = Rules(**data["rules"])
        state = GameState(rules, [[] for _ in range(rules.players)], [])
        for name in LISTS:
            setattr(state, name, [list(v) if isinstance(v, list) else v for v in data[name]])
        for name in VALUES:
            setattr(state, name, data[name])
        state.hands = [sorted(h) for h in state.hands]
        state.rolled = tuple(data["rolled"])
        state.take_from = tuple(data["take_from"])
        state.played = tuple(tuple(p) for p in data["played"])
        # (a save made before the takes were kept has none: only less is known)
        state.taken = tuple(tuple(t) for t in data.get("taken", ()))
        cards = [c for h in state.hands for c in h] + state.pile + state.discard
        if state.phase not in PHASES or any(len(v) != rules.players for v in
                                            (state.hands, state.dice, state.skips, state.finished)):
            raise ValueError("unknown phase or a list of the wrong length")
        if not set(cards) <= set(CARDS):
            raise ValueError("unknown card")
        state.seat_finished()
        if state.phase == PLAYING:
            state._legal = legal.plays(state.hands[state.player], state.wazabi, state.gives,
                                       state.others(state.player), state.hands)
        elif state.phase == GIVING:
            state._legal = legal.gives(state.others(state.player))
        elif state.phase == TAKE:
            state._legal = legal.takes(state.take_from)
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a Wazabi snapshot: {exc}") from exc
    return state
