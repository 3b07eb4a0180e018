"""Schafkopf: four players, 32 German-suited cards, called-ace partnerships (``docs/rules/schafkopf.md``)."""

from .cards import Contract, callable_suits, legal_cards, trick_winner  # noqa: F401
from .rules import Schafkopf
from .state import SchafkopfRecord, SchafkopfState  # noqa: F401

RULESET = Schafkopf
