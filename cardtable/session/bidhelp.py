"""Bidding help: what the hand is worth before the play, in a few lines, the expert's view.

- Skat: each game's value with this hand ("Clubs without 1: 24, hand 36"; the matadors counted
  on the ten cards held, or the twelve after the pickup), the highest bid some game wins at
  in most of the sampled deals (``ai.skat.forecast``, the expert's bid limit), and the game
  the expert would declare with its estimated chance to win.
- Schafkopf: the game the expert would announce (at the viewer's bid the expert's own searched
  choice, else ``ai.schafkopf.auction.desired_game``), or pass, and why: its trumps, Ober and
  plain aces; at the call, the trump suit, Kontra or Re, the expert's answer to it.
- Coiffeur: the open rows that suit the hand best, with their multiplier (``ai.coiffeur.bidding``).
- Schnapsen: the exchange, a marriage, closing and claiming: whether each is on now, and what
  the expert would do.
Hindersche has no bidding: its help says so. Lines are in the active language; the work
(the Skat forecast plays out sampled deals) belongs on a worker thread.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai import make_player
from ..ai.coiffeur.bidding import rank_declarations
from ..ai.schafkopf.auction import best_suit, desired_game, strength
from ..ai.schafkopf.players import NormalPlayer
from ..ai.skat import forecast
from ..ai.skat.players import BID_THRESHOLD, BID_WORLDS, PICKUP_WORLDS
from ..engine.actions import Action
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from ..games.coiffeur.bidding import MODE_3P, parse_declaration
from ..games.coiffeur.scoring import MULTIPLIER, WEIGHT
from ..games.schafkopf.cards import FARBWENZ, OBERS, SAUSPIEL, SOLO, SOLO_TOUT, ranking
from ..games.schafkopf.rules import BID
from ..games.skat.bidding import NULL_VALUE
from ..games.skat.scoring import BASE, matadors
from ..i18n import tr
from ..i18n.actions import action_label, coiffeur_contract
from ..i18n.cards import suit_name

EXPERT = "expert"


def offers_help(game: str) -> bool:
    """Whether ``game`` has decisions before or beside the cards that the help speaks of."""
    return game in _HELPERS


def bidding_help(rules: Ruleset[Any, Any, Any], obs: Observation, seed: object, theme: str = "french") -> list[str]:
    """The help for the viewer's hand (``obs``), a few lines; ``seed`` seeds the expert."""
    helper = _HELPERS.get(rules.id)
    if helper is None:
        return [tr("bidhelp.none")]
    return helper(rules, obs, f"{seed}/bidhelp", theme)


def _expert_choice(rules: Ruleset[Any, Any, Any], obs: Observation, seed: str) -> Action | None:
    legal = list(obs.legal)
    if not legal:
        return None
    player = make_player(rules, EXPERT, obs.seat, seed)
    return player.choose(obs, legal) if obs.turn == obs.seat else player.interject(obs, legal)


# ---- Skat ------------------------------------------------------------------------------------
def _skat(rules: Ruleset[Any, Any, Any], obs: Any, seed: str, theme: str) -> list[str]:
    hand = list(obs.hand)
    lines = []
    for game in ("C", "S", "H", "D", "G"):
        n, with_ = matadors(hand, game)
        name = tr("term.grand") if game == "G" else suit_name(game, theme)
        count = tr("skat.with_matadors" if with_ else "skat.without_matadors", n=n)
        lines.append(tr("bidhelp.skat.value", game=name, matadors=count, value=BASE[game] * (n + 1),
                        hand=BASE[game] * (n + 2)))
    lines.append(tr("bidhelp.skat.null", value=NULL_VALUE[(False, False)], hand=NULL_VALUE[(True, False)]))
    if len(hand) == 11:  # between the two discards: the values above, nothing to forecast
        return lines
    seating = forecast.Seating(obs.seat, obs.dealer)
    rng = random.Random(seed)
    if len(hand) == 12 and obs.bid is not None:  # the skat picked up: the expert's game and discard
        plan = forecast.pickup_plan(rules, seating, hand, obs.picked_up, obs.bid, rng, PICKUP_WORLDS)
        lines.append(tr("bidhelp.skat.expert", game=_skat_game(plan.declaration, theme), chance=round(100 * plan.chance)))
        return lines
    outcomes = forecast.bid_outcomes(rules, seating, hand, rng, BID_WORLDS)
    limit = forecast.bid_limit(outcomes, hand, BID_THRESHOLD, max(BID_THRESHOLD, forecast.NULL_AT_LEAST))
    lines.append(tr("bidhelp.skat.limit", bid=limit) if limit >= 18 else tr("bidhelp.skat.pass"))
    game, results = max(outcomes.items(), key=lambda kv: sum(kv[1]))  # the most won in value over the deals
    chance = round(100 * sum(v > 0 for v in results) / len(results))
    name = tr("term.grand") if game == "G" else suit_name(game, theme)
    lines.append(tr("bidhelp.skat.expert", game=name, chance=chance))
    return lines


def _skat_game(declaration: Any, theme: str) -> str:
    if declaration.type == "N":
        return tr("term.null")
    return tr("term.grand") if declaration.type == "G" else suit_name(declaration.type, theme)


# ---- Schafkopf ---------------------------------------------------------------------------------
def _schafkopf(rules: Ruleset[Any, Any, Any], obs: Any, seed: str, theme: str) -> list[str]:
    hand = list(obs.hand)
    choice = _expert_choice(rules, obs, seed) if obs.turn == obs.seat and len(obs.legal) > 1 else None
    bidding = any(a.kind == BID for a in obs.legal)
    if choice is not None and bidding:  # the expert's bid, searched as it plays
        game = choice.arg if choice.kind == BID else None
    else:  # the game the hand wants by the expert's rules of thumb
        game = desired_game(hand, NormalPlayer.thresholds, rules.variants)
    suit = best_suit(hand, game)[0] if game in (SOLO, SOLO_TOUT, FARBWENZ) else None
    kind = game or SAUSPIEL
    order = ranking(kind, suit)
    trumps = [c for c in hand if order.is_trump(c)]
    aces = sum(1 for c in hand if c.rank == "A" and not order.is_trump(c))
    obers = sum(1 for c in hand if c in OBERS)
    why = tr("bidhelp.schafkopf.why", trumps=len(trumps), obers=obers, aces=aces)
    if choice is not None and not bidding:  # the call, the trump suit, Kontra or Re: the expert's answer to it
        return [tr("bidhelp.expert_does", action=action_label(rules.id, choice, theme)), why]
    if game is None:
        solo_trumps = best_suit(hand, SOLO)[2]
        return [tr("bidhelp.schafkopf.pass", trumps=strength(hand, SAUSPIEL, None)[1], solo=solo_trumps), why]
    name = tr(f"schafkopf.game.{game}") + (f" ({suit_name(suit, theme)})" if suit else "")
    return [tr("bidhelp.schafkopf.play", game=name), why]


# ---- Coiffeur ----------------------------------------------------------------------------------
SHOWN_ROWS = 3


def _coiffeur(rules: Ruleset[Any, Any, Any], obs: Any, seed: str, theme: str) -> list[str]:
    v = rules.variants
    ranked = rank_declarations(list(obs.hand), list(obs.legal), v.mode, v.joker_slalom_gustav_4p)
    if not ranked:
        return [tr("bidhelp.coiffeur.wait")]
    lines = []
    for advantage, action in ranked[:SHOWN_ROWS]:
        contract = parse_declaration(action.arg or "", 0).contract
        factor = WEIGHT[contract] if v.mode == MODE_3P else MULTIPLIER[contract]
        lines.append(tr("bidhelp.coiffeur.row", row=coiffeur_contract(contract, theme), factor=factor,
                        advantage=f"{advantage:+.0f}"))
    lines.append(tr("bidhelp.coiffeur.expert", action=action_label(rules.id, ranked[0][1], theme)))
    return lines


# ---- Schnapsen ---------------------------------------------------------------------------------
SCHNAPSEN_MOVES = ("EXCHANGE", "MARRIAGE", "CLOSE", "CLAIM")


def _schnapsen(rules: Ruleset[Any, Any, Any], obs: Any, seed: str, theme: str) -> list[str]:
    kinds = {a.kind for a in obs.legal}
    lines = [tr(f"bidhelp.schnapsen.{kind.lower()}.{'on' if kind in kinds else 'off'}") for kind in SCHNAPSEN_MOVES]
    choice = _expert_choice(rules, obs, seed)
    if choice is not None:
        lines.append(tr("bidhelp.expert_does", action=action_label(rules.id, choice, theme)))
    return lines


_HELPERS = {"skat": _skat, "schafkopf": _schafkopf, "coiffeur": _coiffeur, "schnapsen": _schnapsen}
