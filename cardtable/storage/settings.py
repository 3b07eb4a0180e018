"""The player's settings: one frozen, validated record in ``settings.json``.

Loading is forgiving field by field: a missing key takes its default, an unknown key (from a
newer version) is ignored, and a bad value (or one bad variant) is dropped with a note, so
one wrong entry never costs the player the rest. Only an unreadable file is moved aside.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import games, i18n
from ..engine import codec
from ..engine.variants import Variants
from . import atomic, paths
from .atomic import LoadProblem, Warn
from .seats import COMPUTER_LEVELS, HUMAN, SeatConfig

FORMAT = 1
KIND = "settings"
FILE = "settings.json"

THEMES = ("french", "french4", "german", "swiss")  # the keys of ui.art.THEMES (a test checks)
BACKS = ("lattice", "lozenge", "plain")  # the keys of ui.art.BACKS
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
LANGUAGES = ("en", "de", "ja")
COACH = ("auto", "on", "off")  # auto: on in a player's first COACHED_DEALS deals of a game (and in lessons)
COACHED_DEALS = 5
SEAT_LEVELS = (HUMAN, *COMPUTER_LEVELS)
SEAT_COUNT = 4  # the most seats any game has; a game uses the first ones
MIN_WINDOW = (960, 600)  # ui.app.MIN_SIZE
MAX_WINDOW = 16384

# Each game's own deck before the player picks one: the cards its players know (a per-game
# descriptor may take these over), and New game's house rules before any are chosen.

_CHOICES = {"theme": THEMES, "back": BACKS, "animation": ANIMATION_SPEEDS, "language": LANGUAGES, "coach": COACH}
_RANGES = {"volume": (0, 100), "ui_scale": (100, 200)}
_DEFAULT_SEATS = (
    SeatConfig(""),  # the player: called "You", "Du", … in the language of the moment
    SeatConfig("Anna", "normal"),
    SeatConfig("Ben", "normal"),
    SeatConfig("Clara", "normal"),
)


@dataclass(frozen=True)
class Settings:
    theme: str = "french"
    back: str = "lattice"
    animation: str = "normal"
    sound: bool = True
    volume: int = 80
    language: str = "en"
    ui_scale: int = 100  # percent
    high_contrast: bool = False
    reduced_motion: bool = False
    coach: str = "auto"  # the coach at the table (ui.coach): COACH
    seats: tuple[SeatConfig, ...] = _DEFAULT_SEATS  # default names and levels, seat by seat
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)  # game id → {variant: value}
    window: tuple[int, int] = (1280, 800)
    window_position: tuple[int, int] | None = None  # the window's top left when the app last closed
    decks: dict[str, tuple[str, str]] = field(default_factory=dict)  # game id → (theme, back) last played with
    last_game: str = ""  # the game played last: New game opens on it

    def __post_init__(self) -> None:
        # Private copies, so the caller's containers cannot change a frozen record afterwards.
        object.__setattr__(self, "variants", {g: dict(v) for g, v in self.variants.items()})
        object.__setattr__(self, "decks", {g: tuple(d) for g, d in self.decks.items()})
        object.__setattr__(self, "seats", tuple(self.seats))
        for f in dataclasses.fields(self):
            _check(f.name, getattr(self, f.name))

    # ---- each game's own deck and house rules ------------------------------------------------
    def deck(self, game: str) -> tuple[str, str]:
        """The theme and back ``game`` is played with: the last ones used with it, else its
        traditional deck with the back in use."""
        return self.decks.get(game, (games.info(game).deck, self.back))

    def showing(self, game: str) -> Settings:
        """These settings with ``game``'s deck on screen."""
        theme, back = self.deck(game)
        return dataclasses.replace(self, theme=theme, back=back)

    def playing(self, game: str) -> Settings:
        """These settings as a match of ``game`` starts or continues: its deck, and it is the last game."""
        return dataclasses.replace(self.showing(game), last_game=game)

    def with_deck(self, game: str | None, theme: str | None = None, back: str | None = None) -> Settings:
        """A deck picked (for ``game``, which keeps it; for no game: only on screen)."""
        chosen = theme or self.theme, back or self.back
        decks = self.decks if game is None else {**self.decks, game: chosen}
        return dataclasses.replace(self, theme=chosen[0], back=chosen[1], decks=decks)

    def house_rules(self, game: str) -> dict[str, Any]:
        """The house rules chosen for ``game``, else the ones New game offers first."""
        return dict(self.variants.get(game, games.info(game).house_rules))


def _check(name: str, value: Any) -> None:
    """Raise ValueError naming the field when ``value`` is not allowed for it."""
    if name in _CHOICES:
        if value not in _CHOICES[name]:
            raise ValueError(f"{name}: {value!r} is not one of {', '.join(_CHOICES[name])}")
    elif name in _RANGES:
        low, high = _RANGES[name]
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"{name}: {value!r} is not a whole number from {low} to {high}")
    elif name in ("sound", "high_contrast", "reduced_motion"):
        if type(value) is not bool:
            raise ValueError(f"{name}: {value!r} is not true or false")
    elif name == "seats":
        if len(value) != SEAT_COUNT or any(s.level not in SEAT_LEVELS for s in value):
            raise ValueError(f"seats: {SEAT_COUNT} seats, each {', '.join(SEAT_LEVELS)}")
    elif name == "window":
        if len(value) != 2 or any(type(v) is not int or not low <= v <= MAX_WINDOW for v, low in zip(value, MIN_WINDOW)):
            raise ValueError(f"window: {value!r} is not a size from {MIN_WINDOW} to {MAX_WINDOW}")
    elif name == "window_position":
        if value is not None and (len(value) != 2 or any(type(v) is not int or abs(v) > MAX_WINDOW for v in value)):
            raise ValueError(f"window_position: {value!r} is not a place on a desktop")
    elif name == "decks":
        for game, (theme, back) in value.items():
            games.get(game)  # ValueError for an unknown game
            if theme not in THEMES or back not in BACKS:
                raise ValueError(f"decks: {game} has {theme!r}, {back!r}, not a theme and a back")
    elif name == "last_game":
        if value:
            games.get(value)
    elif name == "variants":
        for game, chosen in value.items():
            rules = games.get(game)  # ValueError for an unknown game
            parsed = Variants(rules.VARIANTS, chosen)  # ValueError for an unknown id or value
            if any(parsed[k] != v for k, v in chosen.items()):
                raise ValueError(f"variants: {game} values must be typed, not text: {chosen!r}")


def _variants_from_json(raw: Any, warn: Warn) -> dict[str, dict[str, Any]]:
    """The valid part of the saved variants; each dropped game or variant gets a note."""
    if not isinstance(raw, dict):
        raise ValueError(f"variants: expected an object, got {type(raw).__name__}")
    known = games.rulesets()
    out: dict[str, dict[str, Any]] = {}
    for game, chosen in raw.items():
        if game not in known or not isinstance(chosen, dict):
            warn(f"ignored the variants of {game!r}: not a known game with a list of variants")
            continue
        out[game] = {}
        for key, value in chosen.items():
            try:
                out[game][key] = Variants(known[game].VARIANTS, {key: value})[key]
            except ValueError as exc:
                warn(f"ignored a {game} variant: {exc}")
    return out


def _from_json(body: dict[str, Any], warn: Warn) -> Settings:
    hints = typing.get_type_hints(Settings)
    values: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        if f.name not in body:
            continue
        try:
            if f.name == "variants":
                value = _variants_from_json(body[f.name], warn)
            else:
                value = codec.decode(hints[f.name], body[f.name], f.name)
            _check(f.name, value)
        except (ValueError, TypeError) as exc:  # codec.DecodeError is a ValueError
            warn(f"ignored a bad setting: {exc}")
        else:
            values[f.name] = value
    return Settings(**values)


def settings_path() -> Path:
    return paths.config_dir() / FILE


def load_settings() -> tuple[Settings, list[LoadProblem]]:
    """The saved settings (defaults where missing or bad) and what to tell the player; without
    saved settings (the first start) the language is the system's."""
    settings, problems = atomic.load_json(settings_path(), KIND, FORMAT, _from_json)
    return (settings if settings is not None else Settings(language=i18n.system_language())), problems


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; raises OSError when the folder is not writable."""
    atomic.write_json(settings_path(), KIND, FORMAT, codec.encode(settings))
