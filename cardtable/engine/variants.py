"""House rules by id: each game declares its variants; a frozen record holds the choice."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class VariantSpec:
    id: str
    default: Any
    choices: tuple[Any, ...] = ()  # empty: any value of the default's type (bool: True/False)
    help: str = ""
    minimum: int | None = None  # int variants without choices: the range (a test checks both are set)
    maximum: int | None = None

    def parse(self, raw: Any) -> Any:
        """Accept a typed value or its command-line text; raise ValueError naming valid values."""
        kind = type(self.default)
        value = raw
        if isinstance(raw, str) and kind is not str:
            text = raw.strip().lower()
            if kind is bool:
                if text not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                    raise ValueError(f"variant {self.id} takes true or false, not {raw!r}")
                value = text in ("true", "1", "yes", "on")
            elif kind is int:
                try:
                    value = int(text)
                except ValueError:
                    raise ValueError(f"variant {self.id} takes a whole number, not {raw!r}") from None
        if kind is bool and not isinstance(value, bool):
            raise ValueError(f"variant {self.id} takes true or false, not {raw!r}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"variant {self.id} takes a whole number, not {raw!r}")
        if kind is str and not isinstance(value, str):
            raise ValueError(f"variant {self.id} takes one of {self.valid()}, not {raw!r}")
        if self.choices and value not in self.choices:
            raise ValueError(f"variant {self.id} takes one of {self.valid()}, not {raw!r}")
        low, high = self.minimum, self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            raise ValueError(f"variant {self.id} takes {self.valid()}, not {raw!r}")
        return value

    def valid(self) -> str:
        if self.choices:
            return ", ".join(str(c).lower() if isinstance(c, bool) else str(c) for c in self.choices)
        if isinstance(self.default, bool):
            return "true, false"
        if self.minimum is not None and self.maximum is not None:
            return f"a whole number from {self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"a whole number ≥ {self.minimum}"
        return type(self.default).__name__


class Variants(Mapping[str, Any]):
    """The frozen variant choice of one ruleset: defaults overridden by ``chosen``."""

    def __init__(self, specs: Iterable[VariantSpec], chosen: Mapping[str, Any] | None = None) -> None:
        self._specs = {s.id: s for s in specs}
        values = {s.id: s.default for s in self._specs.values()}
        for key, raw in (chosen or {}).items():
            spec = self._specs.get(key)
            if spec is None:
                raise ValueError(f"unknown variant {key!r}; valid: {', '.join(self._specs) or 'none'}")
            values[key] = spec.parse(raw)
        self._values = values
        # read as plain attributes (rules read them in every step); a Mapping method keeps its name
        self.__dict__.update((k, v) for k, v in values.items() if not hasattr(Variants, k))

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __getattr__(self, key: str) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def changed(self) -> dict[str, Any]:
        """Only the values that differ from the defaults (what a save needs to store)."""
        return {k: v for k, v in self._values.items() if v != self._specs[k].default}

    def __repr__(self) -> str:
        return f"Variants({self.changed()})"
