"""Tweens: values that glide from a start to an end over time, with easing.

The table turns engine events into tweens of card sprites; the speed setting scales every
duration (``instant`` makes them all zero) and a click skips whatever is running.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Ease = Callable[[float], float]

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.4, "instant": 0.0}


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def turned_corners(center: tuple[float, float], size: tuple[float, float], angle: float) -> list[tuple[float, float]]:
    """The corners of a card ``size`` wide and high, turned ``angle`` degrees clockwise about ``center``."""
    w, h = size[0] / 2, size[1] / 2
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    return [(center[0] + x * c - y * s, center[1] + x * s + y * c) for x, y in ((-w, -h), (w, -h), (w, h), (-w, h))]


@dataclass
class Pose:
    """Where a card lies: centre, rotation in degrees, and how far it is turned face up (0..1)."""

    x: float
    y: float
    angle: float = 0.0
    face: float = 0.0
    scale: float = 1.0
    alpha: float = 1.0  # opacity: reduced motion fades cards in where they land instead of moving them

    def blend(self, other: Pose, t: float) -> Pose:
        return Pose(
            lerp(self.x, other.x, t), lerp(self.y, other.y, t), lerp(self.angle, other.angle, t),
            lerp(self.face, other.face, t), lerp(self.scale, other.scale, t), lerp(self.alpha, other.alpha, t),
        )

    def faded(self) -> Pose:
        """This pose, invisible: the start of a fade-in."""
        return Pose(self.x, self.y, self.angle, self.face, self.scale, 0.0)

    def close_to(self, other: Pose) -> bool:
        return (
            math.isclose(self.x, other.x, abs_tol=0.5) and math.isclose(self.y, other.y, abs_tol=0.5)
            and math.isclose(self.angle, other.angle, abs_tol=0.5) and self.face == other.face
            and math.isclose(self.scale, other.scale, abs_tol=0.01)
        )


@dataclass
class Tween:
    start: Pose
    end: Pose
    duration: float
    delay: float = 0.0
    ease: Ease = ease_in_out_cubic
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def advance(self, dt: float) -> Pose:
        self.elapsed += dt
        if self.duration <= 0 or self.done:
            return self.end
        t = max(0.0, self.elapsed - self.delay) / self.duration
        return self.start.blend(self.end, self.ease(min(t, 1.0)))

    def finish(self) -> Pose:
        self.elapsed = self.delay + self.duration
        return self.end
