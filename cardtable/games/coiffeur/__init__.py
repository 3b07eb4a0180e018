"""Coiffeur: Swiss Jass for 3 or 4 players, every contract once (``docs/rules/coiffeur.md``)."""

from .rules import Coiffeur
from .state import CoiffeurRecord, CoiffeurState  # noqa: F401

RULESET = Coiffeur
