"""Partner play in the four-player partnership game (seats 0 and 2 against 1 and 3): worked
positions a club player would expect, for the normal player (the expert's playout policy) and,
where its search agrees, the expert (which weighs leads and discards by search)."""

from __future__ import annotations

import pytest
from coiffeur_helpers import act, deck_for

from cardtable.ai import make_player
from cardtable.engine.cards import ALL_CARDS, cards
from cardtable.games.coiffeur.rules import Coiffeur

LEVELS = ["normal", "expert"]


def complete(partial: dict[int, str], voids: dict[int, str]) -> dict[int, str]:
    """Nine cards a seat: the given ones, the rest of the pack handed out in card order to the
    first seat with room that is not void in the card's suit."""
    hands = {p: cards(partial.get(p, "")) for p in range(4)}
    given = {c for h in hands.values() for c in h}
    for c in sorted((c for c in ALL_CARDS if c not in given), key=lambda c: c.index):
        seat = next(p for p in range(4) if len(hands[p]) < 9 and c.suit not in voids.get(p, ""))
        hands[seat].append(c)
    return {p: " ".join(c.text for c in h) for p, h in hands.items()}


def position(partial: dict[int, str], voids: dict[int, str], contract: str, moves: list[tuple[int, str]]):
    """Seat 3 declares ``contract`` (the dealer is seat 2) and leads; then ``moves``."""
    rules = Coiffeur({"mode": "4p_partnership"})
    hands = complete(partial, voids)
    assert all(len(cards(h)) == 9 for h in hands.values())
    s = rules.deal_from(deck_for(hands, dealer=2, seats=4), dealer=2)
    s = act(rules, s, 3, f"DECLARE:{contract}")
    for seat, card in moves:
        s = act(rules, s, seat, card)
    return rules, s


def choice(rules, s, seat: int, level: str) -> str:
    action = make_player(rules, level, seat, 1).choose(rules.observation(s, seat), rules.legal_actions(s, seat))
    assert action.card is not None
    return action.card.text


@pytest.mark.parametrize("level", LEVELS)
def test_the_last_defender_smears_points_onto_the_partners_ace(level):
    # Hearts trump by seat 3, who leads C7; the defender in seat 0 takes it with the ace, seat 1
    # follows. Seat 2 plays last, has no club: the trick is its partner's, so it gives an ace
    # or a ten of another suit, not a blank card and not a trump.
    rules, s = position({3: "C7 HJ H9 HA HK", 0: "CA", 1: "C9", 2: "DT ST D6 S6 H6"}, {2: "C"}, "trump_H",
                        [(3, "C7"), (0, "CA"), (1, "C9")])
    card = choice(rules, s, 2, level)
    assert card[0] != "H" and card[1] in "AT"


@pytest.mark.parametrize("level", ["normal"])  # the expert finds a low trump as good as a blank card here
def test_a_partners_sure_trick_is_not_trumped(level):
    # The same trick, but seat 2 holds only blank side cards besides its trumps, the Nell
    # among them: it throws a blank card and keeps its trumps; it does not trump its
    # partner's ace.
    rules, s = position({3: "C7 HJ HA HK HQ", 0: "CA", 1: "C9", 2: "D6 D7 S6 S7 H6 H7 H9 D8 S8"},
                        {}, "trump_H", [(3, "C7"), (0, "CA"), (1, "C9")])
    assert choice(rules, s, 2, level) in {"D6", "D7", "D8", "S6", "S7", "S8"}


@pytest.mark.parametrize("level", LEVELS)
def test_no_points_go_onto_a_trick_the_last_opponent_may_still_take(level):
    # Seat 3 leads CK; seat 0 follows low. Seat 1, the declarer's partner, has no club and
    # only low trumps the last seat could over-trump; the club ace is still out. It neither
    # smears its ten nor trumps: a blank card.
    rules, s = position({3: "CK HJ H9 HA HK", 0: "C6", 1: "DT D6 S6 H6 H7 D7 S7 D8 S8", 2: "CA"}, {},
                        "trump_H", [(3, "CK"), (0, "C6")])
    assert choice(rules, s, 1, level) in {"D6", "D7", "D8", "S6", "S7", "S8"}


@pytest.mark.parametrize("level", ["normal"])  # the expert searches its leads; its playouts return suits so
def test_the_declarers_partner_returns_the_declarers_suit(level):
    # Obenabe by seat 3, who leads D6 from his king and queen; seat 1 wins the trick with the
    # diamond ace. Leading the next trick, seat 1 plays back its diamond rather than opening a
    # suit of its own.
    rules, s = position({3: "D6 DK DQ SA SK CA CK HA HK", 0: "D7", 1: "DA D8 C6 C7 C8 S6 S7 H6 H7", 2: "D9"},
                        {}, "obenabe", [(3, "D6"), (0, "D7"), (1, "DA"), (2, "D9")])
    assert choice(rules, s, 1, level) == "D8"


@pytest.mark.parametrize("level", ["normal"])
def test_a_defender_returns_the_partners_suit(level):
    # Obenabe by seat 3. Seat 0 takes the first trick with the club ace and leads S6 from its
    # spade king and queen; seat 2 wins with the spade ace. Seat 2 leads back a spade.
    rules, s = position({3: "C6 DA DK DQ HA HK HQ C7 D6", 0: "CA S6 SK SQ", 1: "C8 S7", 2: "SA S8 C9 D7 H6 H7 D8 H8 CT"},
                        {}, "obenabe", [(3, "C6"), (0, "CA"), (1, "C8"), (2, "C9"),
                                        (0, "S6"), (1, "S7"), (2, "SA"), (3, "D6")])
    assert choice(rules, s, 2, level) == "S8"
