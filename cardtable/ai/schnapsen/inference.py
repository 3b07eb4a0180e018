"""What a marriage not declared says about the opponent's hand, for the expert's worlds.

A player who leads while he may declare a marriage declares it (the normal player always does:
twenty or forty points for nothing). So at the opponent's last lead without a marriage he held
no king and queen of a suit he has not declared since; a world in which he holds such a pair
now is likely only if one of the two came from the talon after that lead: the fewer cards he
has drawn since, the less likely (never below ``FLOOR``: people forget to declare).
"""

from __future__ import annotations

from ...engine.cards import Card
from ...games.schnapsen.observation import SchnapsenObservation
from ...games.schnapsen.rules import Schnapsen
from ...games.schnapsen.state import SchnapsenState

FLOOR = 0.05
SUITS = "CSHD"


def quiet_leads(rules: Schnapsen, obs: SchnapsenObservation, seat: int) -> list[int]:
    """The tricks (by number, the current one included) ``seat`` led while it might have
    declared a marriage, without leading a declared marriage's king or queen."""
    tricks = [t for _, t in obs.tricks] + ([obs.trick] if obs.trick else [])
    winners = [w for w, _ in obs.tricks]
    out = []
    for n, trick in enumerate(tricks):
        leader, led = trick[0]
        open_talon = obs.strict_since is None or n < obs.strict_since
        may_marry = not rules.variants.marriage_requires_trick or seat in winners[:n]
        married = led.rank in "KQ" and led.suit in obs.marriages[seat]
        if leader == seat and open_talon and may_marry and not married:
            out.append(n)
    return out


def likelihood(rules: Schnapsen, obs: SchnapsenObservation, world: SchnapsenState) -> float:
    opponent = 1 - obs.seat
    hand = world.hands[opponent]
    pairs = [x for x in SUITS if x not in obs.marriages[opponent] and Card(x, "K") in hand and Card(x, "Q") in hand]
    leads = quiet_leads(rules, obs, opponent)
    if not pairs or not leads or not hand:
        return 1.0
    drawn = (len(obs.tricks) if obs.strict_since is None else obs.strict_since) - leads[-1]  # one card a trick
    return max(FLOOR, min(1.0, drawn / len(hand)))
