"""The table driver: one game being shown on a table, for every game.

Data flows one way: an action (a person's, a computer seat's, or one read back from a
log) goes to the match, the match answers with events, the game's table layer turns
each event into motion on the driver's queue, and only when that queue is empty is
the next decision asked. People and computers go the same way, so the log, the
history panel and the animations read the same events.

The driver owns what every game's table shares: the match and who sits where, the
queue of motion, the next decision (a person's input through the layer, or a
computer seat asked through `view(seat)` and never shown the full state), the
clock of a timed round (every seat acting at once, at moments of its own, the
computers' moments proposed from their views), saving and statistics (a keeper
watching the match's events), and the end of the game. It knows no game: what a
game looks like and how its input becomes actions is its layer's
(scenes/shell/table_layer.py).

A driver is fed in one of two ways:
- live: decisions come from the seats (`players[seat]`: a computer player,
  PERSON for someone at this screen, whose input the layer turns into actions, or a
  remote seat, played from another computer: scenes/net/table_host.py asks it and
  brings its answer back, checked, through `act`);
- from a script: logged (seat, action) pairs played back in order (the last turn
  shown again, a replay), each one shown as a computer's choice is. Nobody is asked.

A person's second thoughts are the driver's too: with the setting on, a move the
layer calls irreversible is asked again before it is made (`decide`); and a person
alone at the screen with computers may take back their own last decisions
(`take_back`) until anything new has been shown since: a roll, a card drawn,
another seat's move. The match is rewound to before them (game/core/match.py
`rewind`), so the log and the save hold no line of what was taken back. When the
person's part is over (the next thing is another seat's move or chance), the driver
waits a moment first, as the setting says (scenes/shell/take_back_wait.py), so that
the decision is still there to take back. That part lives in scenes/shell/second_thoughts.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.contract import CHANCE
from scenes.shell import thinking
from scenes.shell.second_thoughts import SecondThoughts
from scenes.ui.tween import TweenQueue, call, wait

PERSON = None                # players[seat] for a person at this screen (their layer's input decides)
THINK = 0.2                  # a computer seat looks at the table this long (times the pace) before choosing
COMPUTER_PACE = {"slow": 1.6, "normal": 1.0, "fast": 0.35, "instant": 0.0}
PERSON_PACE = {"slow": 1.4, "normal": 1.0, "fast": 0.6, "instant": 0.0}


class ShownSeat:
    """Stands for every seat while a script is played back: nobody is asked to choose."""
    kind = "shown"


SHOWN = ShownSeat()


@dataclass
class Script:
    """Logged decisions to play back: (seat, action) pairs, CHANCE for chance's own.
    `next` counts those already sent to the match. A `manual` script waits to be
    stepped (a replay's viewer moves it, `step_script`); `pace`, when set, replaces the
    speed setting."""
    steps: list
    next: int = 0
    ended: bool = field(default=False)
    manual: bool = False
    pace: float | None = None

    @property
    def left(self) -> int:
        return len(self.steps) - self.next


class TableDriver(SecondThoughts):
    """One match on a table. `players[seat]` is a computer player (`choose(view)`),
    PERSON, or SHOWN (a script plays the seat). `keeper` (scenes/shell/keeper.py) is
    attached for a real game only: it saves after every action and counts the end."""

    home_seat: int | None = None     # the seat a round table draws nearest the person (None: seat 0)
    joined = False                   # a seat of a game hosted on another computer (scenes/shell/remote_table.py)

    def __init__(self, app, config, match, players, keeper=None, script: Script | None = None, hosting=None):
        self.app = app
        self.config = config
        self.match = match
        self.seated = list(players)          # who plays each seat in the game itself
        self.players = list(players) if script is None else [SHOWN] * len(players)     # who decides here
        self.script = script
        self.keeper = keeper
        if keeper is not None:
            keeper.attach(match)
        self.layer = None            # the game's table layer, set by attach()
        self.queue = TweenQueue()
        self.finished = False        # the end has been seen (the layer's finale is queued)
        self.time = 0.0
        # a timed round (every seat acts at once, at moments of its own): its clock, in
        # seconds since it opened (None: no round opened since the last reset; it stays
        # where it stopped once closed, to be shown), and what each computer seat will do
        self.clock: float | None = None
        self.clock_running = False
        self.proposals: dict[int, tuple[float, object]] = {}    # seat -> (time, choice)
        self.init_second_thoughts()
        self.thought = None          # a computer's think under way off the frame (thinking.py)
        # a game hosted for other computers (scenes/net/table_host.py): its answers are
        # taken once a frame; None at one screen, and for a script played back. Given, not
        # found among the players: every remote seat may be a computer's for now (given in
        # the lobby, or standing in for someone not back), and the hosting still needs the
        # driver (a race's rounds, a person coming back)
        self.hosting = hosting if script is None else None
        if self.hosting is not None:
            self.hosting.attach(self)

    def attach(self, layer) -> None:
        self.layer = layer

    def change_config(self, config) -> None:
        """The table's own setting kept in a real game's save changed (e.g. the coach shown):
        saved now, so Resume brings it back."""
        self.config = config
        if self.keeper is not None:
            self.keeper.config = config
            self.keeper.save(self.match)

    def detach(self) -> None:
        """The table is left: its match is no longer saved from here."""
        if self.keeper is not None:
            self.keeper.detach(self.match)

    # ----- reading ---------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def seat_name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def is_person(self, seat: int | None) -> bool:
        """A person at this screen plays `seat` (live play only)."""
        return seat is not None and 0 <= seat < len(self.players) and self.players[seat] is PERSON

    def people(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if p is PERSON]

    def computer(self, seat: int):
        player = self.players[seat]
        return None if player is PERSON or player is SHOWN or getattr(player, "remote", False) else player

    def remote(self, seat: int):
        """The remote seat (played from another computer) at `seat`, or None."""
        player = self.players[seat]
        return player if getattr(player, "remote", False) else None

    def pace(self, seat: int | None = None) -> float:
        """Animation time factor from the speed setting: a computer's moments shrink more
        than a person's; a script played back (the last turn) is never instant, or it
        would show nothing."""
        speed = self.app.settings.get("speed", "normal")
        computer_pace, person_pace = self.layer.computer_pace, self.layer.person_pace
        if self.script is not None:
            if self.script.pace is not None:
                return self.script.pace
            return max(computer_pace.get(speed, 1.0), computer_pace["fast"])
        if seat is None or self.players[seat] is PERSON:
            return person_pace.get(speed, 1.0)
        return computer_pace.get(speed, 1.0)

    @property
    def at_rest(self) -> bool:
        return not self.queue.busy

    # ----- the flow ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the queue by `dt` (the layer's own motion is the layer's), then a timed
        round's clock (after the queue: a round opened by the queue this frame has run
        for this frame's time, as its first input will read it)."""
        self.time += dt
        if self.waiting is not None and self.waiting.update(dt):
            self.go_on()
        if self.hosting is not None:
            self.hosting.poll(dt)          # remote answers, seats come and gone: never waits
        self.queue.update(dt)
        if self.clock_running and not (self.script is not None and self.script.manual):
            self.clock += dt        # (a replay's viewer moves time step by step)

    def advance_at_rest(self) -> None:
        """When nothing is queued, the game goes on: the next decision."""
        if not self.queue.busy:
            self.advance()

    def advance(self) -> None:
        state, layer = self.state, self.layer
        if self.script is not None:      # a past turn shown: its steps only, never the game's end
            if not self.script.manual:
                self.feed()
            return
        if layer.before_next() or self.holds_for_take_back():
            return
        if state.is_over():
            if not self.finished:
                self.finished = True
                layer.finale()
            return
        if state.is_chance():
            delay = layer.chance_delay()
            if delay is None:           # a person starts it (Roll), through the layer
                return
            if delay > 0:
                self.queue.add(wait(delay), call(self.chance))
            else:
                self.chance()
            return
        actors = state.actors()
        if layer.timed():            # seats act at once, at moments of their own (the clock runs)
            self.make_due()
            layer.timed_turn(actors)
            return
        computers = [s for s in actors if self.computer(s) is not None]
        if computers:                # computers first: a person's choice waits on no one
            seat = computers[0]
            # a long think starts now, off the frame, while the table looks at the table
            thought = self.thought = thinking.think(self.computer(seat), self.state.view(seat), self.where())
            self.queue.add(wait(layer.think_time(seat) * self.pace(seat)))
            if thought is not None and thinking.paced():   # a window: frames go on until it ends
                self.queue.add_waiting(lambda: thought.done)
            self.queue.add(call(lambda: self.computer_decides(seat, thought)))
            return
        for seat in actors:          # asked once a step; the answer comes in a later frame
            if self.remote(seat) is not None:
                self.remote(seat).ask(self)
        people = [s for s in actors if self.players[s] is PERSON]
        if people:
            layer.await_person(people)

    def where(self) -> tuple:
        """Where the match stands: its state and the length of its log (an action changes
        the one, a move taken back the other)."""
        return id(self.match.state), len(self.match.log)

    def computer_decides(self, seat: int, thought=None) -> None:
        """A computer seat chooses from its own view (never the full state); its choice is
        shown by the layer before it is made. `thought`: its think begun off the frame
        (scenes/shell/thinking.py), used if the match has not moved since."""
        self.thought = None
        if thought is not None and not thought.still_fits(self.where()):
            thought.drop()
            thought = None
        if self.state.is_over() or seat not in self.state.actors() or self.computer(seat) is None:
            if thought is not None:
                thought.drop()
            return                 # (the seat's person came back meanwhile: they are asked)
        if thought is not None:
            action = thought.choice()
        else:
            action = self.computer(seat).choose(self.state.view(seat))
        self.layer.announce(seat, action, lambda: self.act(seat, action))

    def act(self, seat: int, action) -> list[dict]:
        """Send one action to the match and hand its events to the layer to animate. In a
        timed round still open after it, the computer seats that react to what others
        do propose again."""
        mark = self.match.mark() if self.may_take_back(seat) else None
        events = self.match.apply(seat, action)
        self.remember(seat, mark, events)
        self.layer.play(events)
        if self.clock_running:
            self.reconsider()
        return events

    def chance(self) -> list[dict]:
        """Chance acts now (dice thrown, a card dealt), from the match's random source."""
        self.undo_marks.clear()         # something new is shown: nothing before it comes back
        events = self.match.chance()
        self.layer.play(events)
        return events

    # ----- timed rounds (everyone acts at once, at moments of their own) --------------------
    # A computer seat of such a round has `propose(view) -> (time, choice)`: what it will
    # do and when (seconds on the round's clock), from its own view; `reacts`: whether
    # that depends on what the others have done (it is then asked again after each
    # action). The driver hands each choice to the layer (`timed_choice`) once the clock
    # reaches its time; the layer turns people's input and those choices into actions.
    def open_clock(self, seats=()) -> None:
        """A timed round opens: its clock starts from 0, and the computer seats among
        `seats` propose what they will do."""
        self.clock, self.clock_running = 0.0, True
        self.proposals = {s: self.computer(s).propose(self.state.view(s)) for s in seats
                          if self.computer(s) is not None}

    def timed_act(self, seat: int, action, moment: float) -> list[dict]:
        """A seat's action of a timed round, `moment` seconds after the round opened at this
        screen: made now at one screen; a race hosted here (scenes/net/table_host.py) holds it
        for the round's collection window first and makes it in press order with the
        other computers' presses (its lines then come through `act`)."""
        hosting = self.hosting
        if hosting is not None and hosting.race is not None:
            hosting.press(seat, action, moment)
            return []
        return self.act(seat, action)

    @property
    def ends_rounds_here(self) -> bool:
        """Does this table end a timed round when its time is up (else the host does)?"""
        return self.hosting is None or self.hosting.race is None

    def reveal_in(self) -> float | None:
        """Seconds until a timed round shown now is to open (the host's reveal, so that
        every window opens it at once), or None: as soon as it is shown."""
        return None if self.hosting is None else self.hosting.reveal_in()

    def close_clock(self) -> None:
        """The round's time is over (everyone has acted, or time ran out): the clock stops
        where it is, still shown; no proposal is left."""
        self.clock_running, self.proposals = False, {}

    def reset_clock(self) -> None:
        """No timed round now (a new one is coming): no time to show."""
        self.clock, self.clock_running, self.proposals = None, False, {}

    def make_due(self) -> None:
        """The computer choices whose time the clock has reached go to the layer, the
        earliest first (equal times: the lower seat), each at its own time."""
        clock = self.clock
        for time, seat in sorted((p[0], s) for s, p in self.proposals.items() if p[0] <= clock):
            self.layer.timed_choice(seat, time, self.proposals.pop(seat)[1])

    def reconsider(self) -> None:
        """After an action, the seats that react to the others propose again (never
        before now)."""
        clock, state = self.clock, self.state
        for seat in list(self.proposals):
            player = self.computer(seat)
            if player.reacts:
                time, choice = player.propose(state.view(seat))
                self.proposals[seat] = (max(time, clock), choice)

    # ----- a script played back -----------------------------------------------------------
    def feed(self) -> None:
        """The next logged step: chance's at once, a seat's shown as a computer's choice.
        In a timed round, each when the clock reaches the moment it was made (several
        in one frame, as they came live)."""
        script, layer = self.script, self.layer
        while self.clock_running and script.next < len(script.steps):
            seat, action = script.steps[script.next]
            moment = layer.moment(seat, action)
            if moment is None:
                break
            if self.clock < moment:
                return                  # asked again next frame, the clock further on
            script.next += 1
            if seat == CHANCE:
                self.shown_step(CHANCE, action)
            else:
                layer.announce(seat, action, lambda: self.shown_step(seat, action))
            if self.queue.busy:
                return
        if script.next < len(script.steps):
            seat, action = script.steps[script.next]
            script.next += 1
            if seat == CHANCE:
                self.shown_step(CHANCE, action)
            else:
                self.queue.add(wait(layer.read_time() * self.pace(seat)))
                self.queue.add(call(lambda: layer.announce(seat, action, lambda: self.shown_step(seat, action))))
        elif not script.ended:
            script.ended = True
            layer.script_ended()

    def step_script(self) -> list[dict]:
        """A manual script's next logged decision, made now (animated by the layer)."""
        seat, action = self.script.steps[self.script.next]
        self.script.next += 1
        return self.act(seat, action)

    def shown_step(self, seat: int, action) -> None:
        """A logged step made now; of its events, those the showing animates."""
        events = self.match.apply(seat, action)
        self.layer.play(self.layer.shown_part(events))
