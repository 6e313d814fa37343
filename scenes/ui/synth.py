"""The game's sounds as samples made by code (no files, no licence needed): dice rattle,
landing knock, prize chime, steal, no-prize fall, button click, win fanfare; and YAM
color's eight pyramid dice tumbling, a call's blip and a fine's card sliding away. Plain Python (numpy is not
shipped), so each clip is one list comprehension, or a chain of itertools and operator
calls that runs in C: several times faster than a loop of function calls. Each sound has
its own fixed seed, so it comes out the same whatever order the sounds are made in."""
from __future__ import annotations

import cmath
import math
import random
from array import array
from itertools import accumulate, repeat
from operator import add, attrgetter, mul

SEEDS = {"rattle": 7, "land": 8, "chime": 9, "click": 10, "no_prize": 11, "steal": 12, "fanfare": 13,
         "tumble": 14, "call": 15, "fine": 16}
PEAK = 30000   # 16-bit value of a full-scale sample (a little headroom below 32767)
_imag = attrgetter("imag")


def samples(name: str, rate: int) -> list[float]:
    """The sound `name` at `rate` samples per second, floats around -1..1 (clipped later)."""
    return _MAKERS[name](rate, random.Random(SEEDS[name]))


def to_pcm16(clip: list[float], channels: int) -> bytes:
    """Signed 16-bit samples, clipped to -1..1, the same in every channel (interleaved)."""
    if clip and (max(clip) > 1.0 or min(clip) < -1.0):
        clip = [1.0 if s > 1.0 else -1.0 if s < -1.0 else s for s in clip]
    mono = array("h", map(int, map(mul, clip, repeat(float(PEAK)))))
    if channels == 1:
        return mono.tobytes()
    frames = array("h", bytes(2 * len(mono) * channels))
    for channel in range(channels):
        frames[channel::channels] = mono
    return frames.tobytes()


def _click_burst(rate, noise, length, pitch):
    """A short knock: decaying noise plus a damped resonance (dice on wood/felt)."""
    rnd, exp, sin = noise.random, math.exp, math.sin
    decay, step = 60 / rate, 2 * math.pi * pitch / rate
    return [exp(-i * decay) * (0.6 * (rnd() * 2 - 1) + 0.8 * sin(step * i)) for i in range(int(rate * length))]


def _mix_at(buffer, clip, start, gain=1.0):
    """Add `clip` times `gain` into `buffer` from `start` (what runs past the end is dropped)."""
    end = min(len(buffer), start + len(clip))
    buffer[start:end] = [b + c * gain for b, c in zip(buffer[start:end], clip)]


def _rattle(rate, noise):
    buffer = [0.0] * int(rate * 0.45)
    for k in range(14):
        start = int(rate * (0.02 + 0.4 * noise.random() * (k / 14)))
        _mix_at(buffer, _click_burst(rate, noise, 0.03, 1800 + 1600 * noise.random()), start, 0.35)
    return buffer


def _land(rate, noise):
    buffer = [0.0] * int(rate * 0.25)
    _mix_at(buffer, _click_burst(rate, noise, 0.08, 420), 0, 0.7)
    _mix_at(buffer, _click_burst(rate, noise, 0.05, 900), int(rate * 0.07), 0.3)
    return buffer


def _decaying(rate, freq, decay, n, gain=1.0):
    """gain * z**i for i < n, z = exp(-decay/rate + 2 pi j freq/rate): the imaginary parts are
    a sine at `freq` fading as exp(-decay t). Powers by itertools.accumulate run in C."""
    z = cmath.exp(complex(-decay / rate, 2 * math.pi * freq / rate))
    return accumulate(repeat(z, n - 1), mul, initial=complex(gain))


def _chime(rate, noise):
    """880 Hz with two overtones, fading over half a second after a 5 ms attack."""
    n = int(rate * 0.6)
    partials = map(add, map(add, _decaying(rate, 880, 6, n, 0.35), _decaying(rate, 1320, 6, n, 0.21)),
                   _decaying(rate, 1760, 6, n, 0.105))
    out = list(map(_imag, partials))
    ramp, attack = math.ceil(rate / 200), 200 / rate
    out[:ramp] = [s * i * attack for i, s in enumerate(out[:ramp])]
    return out


def _no_prize(rate, noise):
    """A fading tone gliding from 330 Hz down 120 Hz per second: sin(2 pi (330 t - 120 t^2)).
    Sample i+1 is sample i turned by step i, and each step turns 2 * square less than the last."""
    n = int(rate * 0.5)
    linear, square = 2 * math.pi * 330 / rate, 2 * math.pi * 120 / rate ** 2
    first = cmath.exp(complex(-5 / rate, linear - square))
    steps = accumulate(repeat(cmath.exp(complex(0, -2 * square)), n - 2), mul, initial=first)
    return [0.3 * z.imag for z in accumulate(steps, mul, initial=1 + 0j)]


def _click(rate, noise):
    return [0.5 * s for s in _click_burst(rate, noise, 0.02, 2400)]


def _notes(rate, freqs, gap, length, gain):
    """Bell-like notes `gap` seconds apart, each fading over `length` seconds."""
    buffer = [0.0] * int(rate * (gap * (len(freqs) - 1) + length))
    for k, freq in enumerate(freqs):
        note = list(map(_imag, _decaying(rate, freq, 7, int(rate * length), gain)))
        _mix_at(buffer, note, int(rate * gap * k))
    return buffer


def _steal(rate, noise):
    """A snatch: a quick knock, then a falling-rising pair of notes (not the calm chime)."""
    buffer = _notes(rate, (988, 740, 1175), 0.09, 0.45, 0.3)
    _mix_at(buffer, _click_burst(rate, noise, 0.05, 1600), 0, 0.4)
    return buffer


def _fanfare(rate, noise):
    """The win: a rising major arpeggio, C E G C."""
    return _notes(rate, (523, 659, 784, 1047), 0.12, 0.7, 0.28)


def _tumble(rate, noise):
    """Eight pyramids of plastic balls tumbling: small high knocks, thick at first,
    thinning and softening as the dice settle (about as long as their tumble)."""
    buffer = [0.0] * int(rate * 0.9)
    for k in range(30):
        share = (k / 30) ** 1.7            # the knocks crowd the start
        start = int(rate * (0.01 + 0.8 * share + 0.03 * noise.random()))
        knock = _click_burst(rate, noise, 0.025, 2600 + 1800 * noise.random())
        _mix_at(buffer, knock, start, 0.32 * (1 - 0.7 * share))
    return buffer


def _call(rate, noise):
    """A call: a quick rising blip of two bright notes."""
    return _notes(rate, (988, 1319), 0.06, 0.18, 0.3)


def _fine(rate, noise):
    """A fine: a card slid under the pile, a soft swish (smoothed noise swelling and
    fading), and a low knock halfway as it meets the pile."""
    n = int(rate * 0.4)
    rnd, smooth = noise.random, 0.12
    hiss = accumulate((rnd() * 2 - 1 for _ in range(n)), lambda y, x: y + smooth * (x - y))
    swell = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    buffer = [0.9 * h * w for h, w in zip(hiss, swell)]
    _mix_at(buffer, list(map(_imag, _decaying(rate, 196, 14, n // 2, 0.18))), n // 2)
    return buffer


_MAKERS = {"rattle": _rattle, "land": _land, "chime": _chime, "click": _click, "no_prize": _no_prize,
           "steal": _steal, "fanfare": _fanfare, "tumble": _tumble, "call": _call, "fine": _fine}
NAMES = tuple(_MAKERS)
