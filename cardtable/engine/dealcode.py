"""Deal codes: a short text that names one deal, so it can be dealt again card for card.

``skat-3-k2j9x-4-1-Ab`` is game ``skat``, 3 seats, match seed ``k2j9x`` (base 36), deal 4 of that
match, dealer seat 1, and the house rules that differ from the defaults (``Ab``: the variant
with letter ``A`` — the first in the game's list — set to value ``b``: for a list of choices
the choice's place, for a whole number the number, both base 36; ``1``/``0`` for on/off). A
negative number (a seed) starts with ``_``: base 36 uses every letter as a digit.
Deal *n* of a match is shuffled from ``seed/n`` and dealt around the dealer, so seed, deal
number and dealer pin the cards; the house rules belong to the code because they change the
deck and the play.

A match record carries more than the dealer (running totals, a Coiffeur board), which a code
leaves out: a deal dealt from a code has the same cards in the same seats in a fresh match.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Mapping
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from .events import Event
from .ruleset import Match, Ruleset
from .variants import VariantSpec

DIGITS = string.digits + string.ascii_lowercase  # base 36: seeds, deal numbers, variant values
LETTERS = string.ascii_uppercase  # a variant's letter: its place in the game's list
DEALER_FIELDS = ("dealer", "first_dealer")  # how the match records name the next deal's dealer
NEGATIVE = "_"  # before a negative number; codes written before it had an ``m`` there (``readings``)
_VARIANT = re.compile(r"([A-Z])([0-9a-z]+)")
MAX_DEAL = 1_000_000


@dataclass(frozen=True)
class DealCode:
    rules: Ruleset[Any, Any, Any]  # game, house rules and number of seats
    seed: int  # the match's seed
    deal: int  # 1 = the match's first deal
    dealer: int
    players: tuple[int, ...] = ()  # the seats dealt in, when not every seat is (Hindersche's later rounds)

    def __str__(self) -> str:
        dealer = str(self.dealer) + ("." + "".join(map(str, self.players)) if self.players else "")
        parts = [self.rules.id, str(self.rules.seats), _number(self.seed), _number(self.deal), dealer]
        changed = self.rules.variants.changed()
        if changed:
            specs = self.rules.VARIANTS
            parts.append("".join(LETTERS[i] + _value(spec, changed[spec.id])
                                 for i, spec in enumerate(specs) if spec.id in changed))
        return "-".join(parts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DealCode) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


def code_of(match: Match[Any, Any]) -> DealCode:
    """The code of the match's current deal (its dealer is the deal state's)."""
    if match.state is None:
        raise ValueError("no deal has been dealt yet")
    players = sorted(getattr(match.state, "participants", range(match.rules.seats)))
    fewer = tuple(players) if len(players) < match.rules.seats else ()
    return DealCode(match.rules, match.seed, match.deals, match.state.dealer, fewer)


def match_for(code: DealCode) -> Match[Any, Any]:
    """A fresh match of the code's game whose next deal is the code's deal."""
    rules = code.rules
    record = _with_dealer(rules.new_match(random.Random(f"{code.seed}/match")), code.dealer, code.players)
    return Match(rules, code.seed, record, None, code.deal - 1)


def deal(code: DealCode) -> tuple[Match[Any, Any], list[Event]]:
    """A fresh match of the code's game whose current deal is the code's deal, and its events."""
    match = match_for(code)
    events = match.next_deal()
    return match, events


def parse(text: str, rulesets: Mapping[str, type[Ruleset[Any, Any, Any]]]) -> DealCode:
    """The deal code written in ``text``; a ValueError says which part is wrong."""
    parts = text.strip().split("-")
    if len(parts) not in (5, 6):
        raise ValueError(f"a deal code looks like skat-3-k2j9x-4-1, not {text.strip()!r}")
    game, seats, seed, deal_no, dealer = parts[:5]
    game = game.lower()
    if game not in rulesets:
        raise ValueError(f"a deal code starts with the game ({', '.join(sorted(rulesets))}), not {game!r}")
    cls = rulesets[game]
    seat_count = _read(seats, "number of seats", 10)
    if seat_count not in cls.SEAT_COUNTS:
        raise ValueError(f"{cls.title} is played by {', '.join(map(str, cls.SEAT_COUNTS))} players, not {seats!r}")
    variants = _read_variants(parts[5], cls.VARIANTS) if len(parts) == 6 else {}
    rules = cls(variants, seat_count)
    number = _read(deal_no, "deal number", 36)
    if not 1 <= number <= MAX_DEAL:
        raise ValueError(f"the deal number is 1 or more, not {deal_no!r}")
    dealer, _, dealt = dealer.partition(".")
    first = _read(dealer, "dealer", 10)
    if not 0 <= first < seat_count:
        raise ValueError(f"the dealer is a seat from 0 to {seat_count - 1}, not {dealer!r}")
    players = tuple(_read(c, "seat dealt in", 10) for c in dealt)
    if players and not (1 < len(players) < seat_count and list(players) == sorted(set(players))
                        and players[-1] < seat_count):
        raise ValueError(f"the seats dealt in are two or more seats in order, not {dealt!r}")
    return DealCode(rules, _read(seed, "seed", 36), number, first, players)


def readings(text: str, rulesets: Mapping[str, type[Ruleset[Any, Any, Any]]]) -> list[DealCode]:
    """What a stored code may mean: the code ``parse`` reads, then, when the seed starts with
    ``m``, the same code with a negative seed — codes written before ``NEGATIVE`` marked a
    negative seed with ``m``, the base-36 digit 22 as well; the deal's cards tell them apart."""
    code = parse(text, rulesets)
    seed = text.strip().split("-")[2]
    if seed[:1].lower() != "m" or len(seed) == 1:
        return [code]
    return [code, replace(code, seed=-_read(seed[1:], "seed", 36))]


def _number(n: int) -> str:
    out = ""
    rest = abs(n)
    while True:
        rest, digit = divmod(rest, 36)
        out = DIGITS[digit] + out
        if rest == 0:
            return (NEGATIVE if n < 0 else "") + out


def _read(text: str, what: str, base: int) -> int:
    negative = base == 36 and text.startswith(NEGATIVE)
    body = text[1:] if negative else text
    if not body or len(body) > 24 or any(c not in DIGITS[:base] for c in body.lower()):
        raise ValueError(f"the {what} in a deal code is {'a base-36 number' if base == 36 else 'a number'}, not {text!r}")
    value = int(body, base)
    return -value if negative else value


def _value(spec: VariantSpec, value: Any) -> str:
    if spec.choices:
        return _number(spec.choices.index(value))
    if isinstance(value, bool):
        return "1" if value else "0"
    return _number(value)


def _read_variants(text: str, specs: tuple[VariantSpec, ...]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    pos = 0
    for found in _VARIANT.finditer(text):
        if found.start() != pos:
            break
        pos = found.end()
        letter, raw = found.groups()
        index = LETTERS.index(letter)
        if index >= len(specs):
            raise ValueError(f"this game has no house rule {letter!r} (it has {LETTERS[0]} to {LETTERS[len(specs) - 1]})")
        spec = specs[index]
        number = _read(raw, f"value of house rule {letter}", 36)
        if spec.choices:
            if not 0 <= number < len(spec.choices):
                raise ValueError(f"house rule {letter} ({spec.id}) has {len(spec.choices)} choices, not {raw!r}")
            out[spec.id] = spec.choices[number]
        elif isinstance(spec.default, bool):
            if number not in (0, 1):
                raise ValueError(f"house rule {letter} ({spec.id}) is 1 (on) or 0 (off), not {raw!r}")
            out[spec.id] = bool(number)
        else:
            out[spec.id] = spec.parse(number)
    if pos != len(text) or not text:
        raise ValueError(f"the house rules of a deal code are a capital letter and a value each, not {text!r}")
    return out


def _with_dealer(record: Any, dealer: int, players: tuple[int, ...] = ()) -> Any:
    """The fresh record with ``dealer`` dealing next (in the record or its ``standing``) and,
    when only ``players`` are dealt in, a Hindersche standing of round two with them still in."""
    names = {f.name for f in fields(record)}
    changes: dict[str, Any] = {name: dealer for name in DEALER_FIELDS if name in names}
    if "standing" in names and is_dataclass(record.standing):
        changes["standing"] = _with_dealer(record.standing, dealer, players)
    if players and "active" in names:
        strokes = [1 if s in players else 0 for s in range(len(record.strokes))]
        changes.update(active=list(players), round=2, strokes=strokes)
    if not changes:
        raise ValueError(f"{type(record).__name__} names no dealer")
    return replace(record, **changes)
