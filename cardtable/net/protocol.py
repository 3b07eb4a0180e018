"""The wire format: versioned JSON frames, and the schema every incoming frame must fit.

A frame is one JSON object with ``"v"`` (the protocol version) and ``"t"`` (its type). What a
client may send is declared in ``CLIENT_FRAMES``: each field's type and bounds, which fields
are required; a frame with a missing, unknown or ill-typed field is refused as a whole
(``ProtocolError``), before anything else looks at it. ``docs/protocol.md`` describes every
frame and error for people; a test keeps the two in step.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

VERSION = 1
MAX_FRAME = 64 * 1024  # bytes of one incoming frame; larger ones get an error and are not read
MAX_NAME = 40
CODE_LETTERS = "ACDEFHJKMNPQRTUVWXY"  # no B/8, G/6, I/1/L, O/0, S/5, Z/2: read aloud or typed without doubt
CODE_LENGTH = 10  # 19 ** 10 ≈ 2 ** 42.5 table codes

Check = Callable[[Any], str | None]  # None: the value fits; else what is wrong


class ProtocolError(ValueError):
    """An incoming frame that does not fit the schema; ``code`` is the error frame's code."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def _text(max_len: int, pattern: str | None = None) -> Check:
    compiled = re.compile(pattern) if pattern else None

    def check(value: Any) -> str | None:
        if not isinstance(value, str):
            return "a string"
        if len(value) > max_len:
            return f"at most {max_len} characters"
        if compiled is not None and not compiled.fullmatch(value):
            return f"of the form {pattern}"
        return None

    return check


def _whole(low: int, high: int) -> Check:
    def check(value: Any) -> str | None:
        if type(value) is not int or not low <= value <= high:
            return f"a whole number from {low} to {high}"
        return None

    return check


def _levels(value: Any) -> str | None:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        return "a list of 2 to 4 seats"
    if any(not isinstance(v, str) or not 0 < len(v) <= 12 for v in value):
        return "seat kinds as short strings (human or a computer level)"
    return None


def _variants(value: Any) -> str | None:
    if not isinstance(value, dict) or len(value) > 40:
        return "an object of at most 40 variants"
    for key, v in value.items():
        if len(key) > 40 or not isinstance(v, (str, int, bool)) or (isinstance(v, str) and len(v) > 40):
            return "variant ids mapped to short strings, numbers or true/false"
    return None


CODE = _text(CODE_LENGTH, f"[{CODE_LETTERS}]{{{CODE_LENGTH}}}")
NAME = _text(MAX_NAME)
ACTION = _text(60, r"[A-Z][A-Z0-9_]*(:[A-Za-z0-9_.+/-]+)?")

# type → {field: (check, required)}; "v" and "t" are checked for every frame.
CLIENT_FRAMES: dict[str, dict[str, tuple[Check, bool]]] = {
    "create": {
        "game": (_text(20, r"[a-z]+"), True),
        "seats": (_levels, True),
        "variants": (_variants, False),
        "grace": (_whole(0, 3600), False),
        "timer": (_whole(0, 600), False),
    },
    "join": {"table": (CODE, True), "name": (NAME, True), "seat": (_whole(0, 3), False)},
    "resume": {"table": (CODE, True), "token": (_text(64, r"[A-Za-z0-9_-]+"), True)},
    "ready": {},
    "act": {"action": (ACTION, True)},
    "why": {"action": (ACTION, True)},
}

# What a server may answer (the error codes docs/protocol.md explains).
ERRORS = (
    "bad_frame", "too_large", "version", "unknown_type", "rate_limited", "no_table", "bad_token",
    "seat_taken", "not_seated", "bad_table", "illegal", "not_now",
)


def parse(raw: str | bytes) -> dict[str, Any]:
    """The frame a client sent, checked against ``CLIENT_FRAMES``; raises ``ProtocolError``."""
    if len(raw) > MAX_FRAME:
        raise ProtocolError("too_large", f"a frame is at most {MAX_FRAME} bytes")
    try:
        frame = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_frame", "not a JSON text") from None
    if not isinstance(frame, dict):
        raise ProtocolError("bad_frame", "a frame is a JSON object")
    if frame.get("v") != VERSION or type(frame.get("v")) is not int:
        raise ProtocolError("version", f"this server speaks protocol version {VERSION}")
    kind = frame.get("t")
    fields = CLIENT_FRAMES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", f"known frame types: {', '.join(CLIENT_FRAMES)}")
    for name in frame.keys() - fields.keys() - {"v", "t"}:
        raise ProtocolError("bad_frame", f"{kind}: unknown field {name!r}")
    for name, (check, required) in fields.items():
        if name not in frame:
            if required:
                raise ProtocolError("bad_frame", f"{kind}: missing field {name!r}")
            continue
        wrong = check(frame[name])
        if wrong is not None:
            raise ProtocolError("bad_frame", f"{kind}: {name!r} must be {wrong}")
    return frame


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def frame(kind: str, **fields: Any) -> str:
    """One outgoing frame as text."""
    return json.dumps({"v": VERSION, "t": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def error(code: str, detail: str, **extra: Any) -> str:
    return frame("error", code=code, detail=detail, **extra)
