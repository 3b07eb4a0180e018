"""Card sounds made by code at start-up: no files, silent when there is no audio device.

Each sound is a short burst of noise shaped by an envelope and a one-pole low-pass filter:
a sharp snap for a played card, a softer swish for dealing, and two quick taps when a trick is
gathered. ``Sounds.play(name)`` does nothing when the mixer could not start.
"""

from __future__ import annotations

import array
import math
import random

import pygame

RATE = 22050
NAMES = ("deal", "play", "trick")


def _burst(rate: int, ms: float, decay: float, smooth: float, rng: random.Random, loud: float = 1.0) -> list[float]:
    """Noise × exponential decay, low-passed (``smooth`` near 1 = duller)."""
    out, last = [], 0.0
    n = int(rate * ms / 1000)
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        attack = min(1.0, i / (rate * 0.002))  # 2 ms fade-in: no click at the start
        out.append(loud * last * attack * math.exp(-decay * i / n))
    return out


def synthesise(name: str, rate: int = RATE, seed: int = 7) -> list[float]:
    """The samples (-1..1, mono, ``rate`` per second) of one sound."""
    rng = random.Random(f"{seed}/{name}")
    if name == "play":
        return _burst(rate, 70, 9.0, 0.35, rng)
    if name == "deal":
        return _burst(rate, 110, 5.0, 0.75, rng, 0.8)
    if name == "trick":
        tap = _burst(rate, 45, 8.0, 0.55, rng, 0.7)
        return tap + [0.0] * int(rate * 0.035) + _burst(rate, 45, 8.0, 0.6, rng, 0.6)
    raise ValueError(f"unknown sound {name!r}: choose one of {', '.join(NAMES)}")


def pcm16(samples: list[float], channels: int) -> bytes:
    """Signed 16-bit PCM, peak-normalised to 90 %, each sample repeated per channel."""
    peak = max((abs(s) for s in samples), default=0.0) or 1.0
    scale = 0.9 * 32767 / peak
    return array.array("h", (int(s * scale) for s in samples for _ in range(channels))).tobytes()


class Sounds:
    """The table's sounds at a volume of 0-100; silent (and never raising) without audio."""

    def __init__(self, volume: int = 70) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = 0
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2)
            opened = pygame.mixer.get_init()  # another part may have opened it differently
            if opened is None:
                raise pygame.error("the mixer did not open")
            rate, size, channels = opened
            if size != -16:  # a device that refuses 16-bit samples: stay silent
                raise pygame.error(f"unsupported sample size {size}")
            self.sounds = {n: pygame.mixer.Sound(buffer=pcm16(synthesise(n, rate), channels)) for n in NAMES}
        except (pygame.error, TypeError, OSError):
            self.sounds = {}
        self.set_volume(volume)

    @property
    def enabled(self) -> bool:
        return bool(self.sounds)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        for sound in self.sounds.values():
            sound.set_volume(self.volume / 100)

    def play(self, name: str) -> None:
        if name not in NAMES:
            raise ValueError(f"unknown sound {name!r}: choose one of {', '.join(NAMES)}")
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.play()
