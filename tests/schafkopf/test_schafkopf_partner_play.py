"""Partner play: worked positions a Schafkopf player expects of a partner (schmieren onto a
sure trick, no trump on a partner's trick, searching the called ace, returning a partner's
suit), for the normal player and the expert (the leads for the normal player, the expert's
playout policy: the expert weighs each lead by search)."""

from __future__ import annotations

import pytest
from schafkopf_testkit import deal, run

from cardtable.ai import make_player
from cardtable.games.schafkopf import Schafkopf

HEART_SOLO_BY_2 = [(1, "pass"), (2, "bid:solo"), (3, "pass"), (0, "pass"), (2, "trump:H"),
                   (1, "pass"), (3, "pass"), (0, "pass")]


def sauspiel_on_clubs_by_1(hands: dict[int, str]):
    """Seat 3 deals ``hands``; seat 1 plays a Sauspiel on the club ace, nobody doubles: the
    first card is seat 0's."""
    rules = Schafkopf()
    s = run(rules, deal(rules, hands, dealer=3), [(0, "pass"), (1, "bid:sauspiel"), (2, "pass"), (3, "pass"),
                                                  (1, "call:C")])
    while rules.legal_actions(s, rules.turn(s))[0].kind != "PLAY":
        s = run(rules, s, [(rules.turn(s), "pass")])
    return rules, s


def choice(rules: Schafkopf, s, seat: int, level: str) -> str:
    action = make_player(rules, level, seat, 1).choose(rules.observation(s, seat), rules.legal_actions(s, seat))
    assert action.card is not None
    return action.card.text


@pytest.mark.parametrize("level", ["normal", "expert"])
@pytest.mark.parametrize(("seat_3", "seat_0", "given"), [
    # seat 3 must follow spades and gives the ten: only its partner plays after it
    ("ST S9 CA CT DA DT H8 H9", "S7 C9 CK DJ D9 DK HJ HT", {"ST"}),
    # out of spades, it gives a plain ace or ten and keeps its trumps
    ("C9 CA CT DA DT H8 H9 D9", "S7 ST S9 CK DJ DK HJ HT", {"CA", "CT", "DA", "DT"}),
])
def test_a_defender_smears_onto_the_partners_ace(level, seat_3, seat_0, given):
    # Heart solo by seat 2. Seat 1 leads the spade ace, the declarer follows with his only
    # spade: the trick is the defenders', and seat 3 gives it points.
    rules = Schafkopf()
    hands = {2: "CQ SQ HQ DQ CJ SJ HA S8", 1: "SA SK C7 C8 D7 D8 H7 HK", 3: seat_3, 0: seat_0}
    s = run(rules, deal(rules, hands, dealer=0), [*HEART_SOLO_BY_2, (1, "SA"), (2, "S8")])
    assert choice(rules, s, 3, level) in given


@pytest.mark.parametrize("level", ["normal", "expert"])
def test_the_partner_of_a_sauspiel_smears_onto_the_declarers_top_trump(level):
    # Sauspiel on the club ace by seat 1; seat 3 holds it, so it knows the declarer is its
    # partner. Seat 0 leads a trump, the declarer takes it with the top Ober, seat 2 follows;
    # seat 3, last, gives the heart ace.
    rules, s = sauspiel_on_clubs_by_1({0: "H7 H9 S7 S8 D7 D8 SA ST", 1: "CQ SQ HQ CJ SJ HK C7 DA",
                                       2: "H8 DQ DJ HJ C8 C9 S9 DT", 3: "HA HT CA CT CK D9 DK SK"})
    s = run(rules, s, [(0, "H7"), (1, "CQ"), (2, "H8")])
    assert choice(rules, s, 3, level) in {"HA", "HT"}


def test_a_defender_searches_the_called_ace():
    # Sauspiel on the club ace by seat 1. Seat 0 leads the first trick: a low club, so that the
    # ace's holder must show himself (and the declarer cannot hide behind it).
    rules, s = sauspiel_on_clubs_by_1({0: "C7 C9 S7 S8 D7 D8 H7 HK", 1: "CQ SQ HQ CJ SJ H9 C8 DA",
                                       2: "H8 DQ DJ HJ CT S9 DT SA", 3: "HA HT CA CK D9 DK SK ST"})
    assert choice(rules, s, 0, "normal") == "C7"


def test_a_defender_returns_the_partners_suit():
    # Heart solo by seat 2. Seat 1 leads a low spade, the declarer plays the king, seat 3 takes
    # it with the ace and seat 0 smears the ten. Seat 3 leads back a spade, low, rather than
    # its lone diamond.
    rules = Schafkopf()
    hands = {2: "CQ SQ HQ DQ CJ SJ HA SK", 1: "S7 C7 C8 D8 D9 H7 HK CT",
             3: "SA S9 S8 C9 CK D7 H8 H9", 0: "ST CA DA DT DK DJ HJ HT"}
    s = run(rules, deal(rules, hands, dealer=0), [*HEART_SOLO_BY_2, (1, "S7"), (2, "SK"), (3, "SA"), (0, "ST")])
    assert choice(rules, s, 3, "normal") == "S8"


# The expert keeps the ace here: in the worlds it deals, the declarer's seven unseen cards often
# leave the ace a trick of its own later (with every hand open, its playouts give the ace).
@pytest.mark.parametrize("level", ["normal"])
def test_a_defender_following_trumps_gives_the_trump_ace_to_the_partners_top_ober(level):
    # Heart solo by seat 2. Seat 1 leads a low trump, the declarer plays the Ober of spades and
    # seat 3 takes it with the Ober of clubs, the top trump. Seat 0, last, must follow with a
    # trump: it gives the heart ace (11) now, which the declarer's trumps would catch later.
    rules = Schafkopf()
    hands = {2: "SQ HQ DQ CJ SJ HJ HK S8", 1: "H8 H7 HT ST S7 C7 C8 DK",
             3: "CQ C9 CK D7 S9 SK D8 D9", 0: "HA H9 DJ CA CT DA DT SA"}
    s = run(rules, deal(rules, hands, dealer=0), [*HEART_SOLO_BY_2, (1, "H8"), (2, "SQ"), (3, "CQ")])
    assert choice(rules, s, 0, level) == "HA"
