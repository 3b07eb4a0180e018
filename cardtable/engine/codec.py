"""Plain-JSON encoding of the engine's data classes, guided by their type hints.

Cards become their two-character text, tuples and lists become arrays, dicts with int keys
get string keys. Decoding checks every value against the declared type, so a save file is
data that is validated, never code that is run.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union, get_args, get_origin

from .actions import Action
from .cards import Card

MAX_DEPTH = 40


class DecodeError(ValueError):
    """A JSON value that does not fit the declared type; the message says where."""


def encode(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return value.text
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, Action):
        return value.id
    names = _field_names(type(value))
    if names is not None:
        return {name: encode(getattr(value, name)) for name in names}
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(encode(v) for v in value)
    raise TypeError(f"cannot encode {type(value).__name__}")


_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def _field_names(cls: type) -> tuple[str, ...] | None:
    """A data class's field names (None for any other type), looked up once per class:
    encoding asks for every value it meets."""
    if cls not in _FIELD_NAMES:
        _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None
    return _FIELD_NAMES[cls]


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(tp: Any, data: Any, where: str = "$", depth: int = 0) -> Any:
    """Build a value of type ``tp`` from JSON ``data``; raise DecodeError naming the path."""
    if depth > MAX_DEPTH:
        raise DecodeError(f"{where}: nested too deeply")
    origin = get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return decode(option, data, where, depth + 1)
            except DecodeError as exc:
                errors.append(str(exc))
        raise DecodeError(errors[0] if len(errors) == 1 else f"{where}: no type fits ({'; '.join(errors)})")
    if origin is typing.Literal:
        if data not in get_args(tp):
            raise DecodeError(f"{where}: {data!r} is not one of {get_args(tp)}")
        return data
    if tp is Card:
        try:
            return Card.parse(data)
        except ValueError as exc:
            raise DecodeError(f"{where}: {exc}") from None
    if tp is Action:
        if not isinstance(data, str):
            raise DecodeError(f"{where}: expected an action id, got {type(data).__name__}")
        try:
            return Action.parse(data)
        except ValueError as exc:
            raise DecodeError(f"{where}: {exc}") from None
    if tp in (bool, int, float, str):
        ok = isinstance(data, tp) and not (tp is not bool and isinstance(data, bool))
        if tp is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if not ok:
            raise DecodeError(f"{where}: expected {tp.__name__}, got {type(data).__name__}")
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        hints = _hints(tp)
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name in data:
                kwargs[f.name] = decode(hints[f.name], data[f.name], f"{where}.{f.name}", depth + 1)
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise DecodeError(f"{where}: missing field {f.name!r}")
        unknown = set(data) - {f.name for f in dataclasses.fields(tp)}
        if unknown:
            raise DecodeError(f"{where}: unknown fields {sorted(unknown)}")
        return tp(**kwargs)
    if origin in (list, tuple, set, frozenset):
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected an array, got {type(data).__name__}")
        args = get_args(tp)
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(args) != len(data):
                raise DecodeError(f"{where}: expected {len(args)} items, got {len(data)}")
            return tuple(decode(a, v, f"{where}[{i}]", depth + 1) for i, (a, v) in enumerate(zip(args, data)))
        item = args[0] if args else Any
        items = [decode(item, v, f"{where}[{i}]", depth + 1) for i, v in enumerate(data)]
        return origin(items)
    if origin is dict:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        key_t, val_t = get_args(tp) or (str, Any)
        out = {}
        for k, v in data.items():
            if key_t is int:
                try:
                    key: Any = int(k)
                except ValueError:
                    raise DecodeError(f"{where}: key {k!r} is not a number") from None
            else:
                key = decode(key_t, k, f"{where}.{k}", depth + 1)
            out[key] = decode(val_t, v, f"{where}.{k}", depth + 1)
        return out
    raise DecodeError(f"{where}: unsupported type {tp!r}")
