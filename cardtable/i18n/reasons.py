"""Illegal-move reasons: the games explain in English (``why_illegal``); ``reason`` translates.

Each known English text is a pattern with named parts (a suit, a card, a number) mapped to a
catalog key ``reason.<name>``; the parts are re-spelled in the active language and the card
theme. A text no pattern knows comes back unchanged (the English rule is better than none).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..engine.cards import Card
from ..games.coiffeur.contracts import CONTRACT_NAMES
from . import tr
from .actions import coiffeur_contract, schafkopf_game
from .cards import card_name, rank_name, suit_name

SUIT_WORDS = {
    "clubs": "C", "club": "C", "spades": "S", "spade": "S", "hearts": "H", "heart": "H",
    "diamonds": "D", "diamond": "D", "Eichel": "C", "Gras": "S", "Herz": "H", "Schellen": "D",
}
RANK_WORDS = {"ace": "A", "ten": "T", "king": "K", "queen": "Q", "jack": "J", "nine": "9",
              "eight": "8", "seven": "7", "six": "6"}
CONTRACT_IDS = {name: cid for cid, name in CONTRACT_NAMES.items()}
SUIT = r"(?P<suit>\w+)"

# game ("*": every game) → English text pattern → key
PATTERNS: dict[str, list[tuple[str, str]]] = {
    "*": [
        (r"the deal is over", "deal_over"),
        (r"no deal is in progress", "no_deal"),
        (r"it is not your turn", "not_your_turn"),
        (r"that is not possible now", "not_now"),
        (r"you do not hold (?:the )?(?P<card>[A-Z][A-Z0-9]|\w+ of \w+)", "not_held"),
        (rf"must follow suit \({SUIT}\)", "follow_suit"),
        (r"must follow trump", "follow_trump"),
        (r"play a card(?: now)?", "play_a_card"),
    ],
    "schnapsen": [
        (rf"after declaring a marriage you must lead its king or queen of {SUIT}", "lead_marriage"),
        (r"it is not your turn to play a card", "not_your_turn"),
        (rf"must follow suit with a higher {SUIT}", "follow_higher"),
        (rf"must trump: you have no {SUIT}", "must_trump"),
        (r"a marriage is declared only by the player about to lead, after drawing", "marriage_when"),
        (r"no marriages once the talon is closed or used up", "marriage_closed"),
        (r"you must win a trick before declaring a marriage", "marriage_trick"),
        (r"a marriage needs the king and queen of one suit", "marriage_pair"),
        (r"the trump card is no longer face up", "exchange_gone"),
        (r"you do not hold the trump (?P<rank>nine|jack)", "exchange_card"),
        (r"you can exchange the trump jack only after winning a trick", "exchange_trick"),
        (r"the trump jack is exchanged between tricks only", "exchange_when"),
        (r"the talon is already closed", "closed_already"),
        (r"only the player about to lead may close", "close_leader"),
        (r"the talon cannot be closed now", "close_now"),
        (r"no claim while a trick is being played", "claim_in_trick"),
        (r"no claim is possible now", "claim_now"),
        (r"only the winner of the trick draws, right after the trick", "draw_when"),
    ],
    "skat": [
        (r"claims and resignation need the variant claims", "claims_off"),
        (r"only during the play of a game", "claim_play"),
        (r"only the declarer resigns, before the first card is played", "resign_when"),
        (r"no claims in null games", "claim_null"),
        (r"only the declarer claims the remaining tricks", "claim_declarer"),
        (r"the declarer claims with CLAIM", "claim_declarer"),
        (r"claim only when you are about to lead a trick", "claim_lead"),
        (r"unknown declaration '(?P<arg>.*)'", "unknown_declaration"),
        (r"the skat was taken: only games with the skat", "skat_taken"),
        (r"take the skat first, or declare a hand game", "skat_first"),
        (r"null games carry no schneider or schwarz announcement", "null_announce"),
        (r"null (?P<value>\d+) does not reach the bid (?P<bid>\d+)", "null_value"),
        (r"suit and grand ouvert must be hand games", "ouvert_hand"),
        (r"announcements need a hand game", "announce_hand"),
        (r"that declaration is not possible", "declaration"),
        (r"discard one card at a time", "discard_one"),
        (r"must play a trump: trumps were led", "follow_trump"),
        (r"now you must take the skat or declare a hand game", "skat_choice"),
        (r"now you must discard two cards", "discard_two"),
        (r"now you must declare your game", "declare_game"),
        (r"now you must play a card", "play_a_card"),
        (r"now you must bid or pass", "bid_or_pass"),
        (r"you are the responder: hold or pass, never name a number", "responder"),
        (r"after two passes forehand may only play at 18 or pass", "forehand_18"),
        (r"(?P<arg>.*) is not a bid value \(18, 20, 22, 23, 24, 27, …\)", "bid_value"),
        (r"a bid must be higher than (?P<bid>\d+)", "bid_higher"),
        (r"only the responder holds; the bidder names a number or passes", "bidder_holds"),
    ],
    "schafkopf": [
        (r"knock or do not knock now", "knock_now"),
        (r"announce the called ace or the trump suit now", "announce_now"),
        (r"only Kontra or pass now", "kontra_now"),
        (r"only Re or pass now", "re_now"),
        (r"bid a game or pass now", "bid_game_now"),
        (r"unknown game type '(?P<arg>.*)'", "unknown_game"),
        (r"(?P<game>\w+) is not played \(variant \w+ is off\)", "game_off"),
        (r"a Sauspiel needs an ace you can call: .*", "sauspiel_ace"),
        (r"Sie needs all four Obers and all four Unters", "sie_cards"),
        (r"you must bid at least the challenger's game to keep it", "keep_game"),
        (r"a later seat must bid a strictly higher game", "higher_game"),
        (r"you may call only an Eichel, Gras or Schellen ace you lack, .*", "call_ace"),
        (r"only a defender may say Kontra", "kontra_who"),
        (r"only the playing side may say Re", "re_who"),
        (rf"you may not lead a {SUIT} card under the called ace with fewer than four .*", "run_away"),
        (r"must play the called ace: its suit was led", "called_ace"),
        (r"may not discard the called ace", "keep_called_ace"),
        (r"that card may not be played now", "card_not_now"),
    ],
    "coiffeur": [
        (r"the contract is declared: play a card", "play_a_card"),
        (r"everybody passed: the first bidder must declare .*", "forced_first"),
        (r"you are the only player with contracts left: you must declare .*", "forced_only"),
        (r"you are the last who may choose a contract: you must declare .*", "forced_last"),
        (r"choose a contract or pass before the cards are played", "contract_first"),
        (r"'(?P<arg>.*)' is not a contract .*", "not_contract"),
        (r"(?P<contract>\w+) is not played in mode (?P<mode>\w+)", "contract_mode"),
        (r"(?P<contract>.+) has already been played from your list", "contract_used"),
        (r"in 4-player games a Joker is played as a suit, Obenabe or Undenufe", "joker_4p"),
        (r"that play type does not belong to this contract", "play_type"),
        (rf"must follow suit \({SUIT}\) or play a trump", "follow_or_trump"),
        (r"must follow trump \(a trump was led\)", "follow_trump"),
        (r"must not undertrump: a higher trump is already in the trick", "undertrump"),
        (rf"must follow suit \({SUIT}\) or overtrump", "follow_or_overtrump"),
    ],
    "hindersche": [
        (r"you do not take part in this deal", "sitting_out"),
        (r"the Hüpscher question comes before the first lead", "hupscher_first"),
        (r"the finished trick is still on the table \(Schleipfe\)", "schleipfe_pending"),
        (r"must play a trump: trumps were led \(the Kloei counts as a trump\)", "follow_trump_kloei"),
        (rf"must trump: you have no {SUIT} \(the Kloei is a trump, not a \w+\)", "must_trump_kloei"),
        (r"no Hüpscher in a playoff", "hupscher_playoff"),
        (r"Hüpscher is only allowed in round two", "hupscher_round"),
        (r"Hüpscher is closed after three cancelled deals in a row", "hupscher_closed"),
        (r"Hüpscher is not played", "hupscher_off"),
        (r"Hüpscher is asked and answered in turn, before the first lead", "hupscher_when"),
        (r"Schleipfe is not played", "schleipfe_off"),
        (r"Schleipfe is claimed and answered right after a trick \(never the 9th\)", "schleipfe_when"),
    ],
}
COMPILED = {game: [(re.compile(p), key) for p, key in table] for game, table in PATTERNS.items()}


def _card(text: str, theme: str) -> str:
    rank, _, suit = text.partition(" of ")
    card = Card(SUIT_WORDS[suit], RANK_WORDS[rank]) if suit else Card.parse(text)
    return card_name(card, theme)


def _contract(text: str, theme: str) -> str:
    return coiffeur_contract(CONTRACT_IDS.get(text, text), theme)


# named part → how it is spelled in the active language
PARTS: dict[str, Callable[[str, str], str]] = {
    "suit": lambda text, theme: suit_name(SUIT_WORDS[text], theme),
    "card": _card,
    "rank": lambda text, theme: rank_name(RANK_WORDS[text], theme),
    "contract": _contract,
    "game": lambda text, theme: schafkopf_game(text),
    "mode": lambda text, theme: tr(f"coiffeur.mode.{text}"),
}


def match(game: str, text: str) -> tuple[str, dict[str, str]] | None:
    """The key and raw parts of a known reason text of ``game``, or None."""
    for pattern, key in COMPILED.get(game, []) + COMPILED["*"]:
        m = pattern.fullmatch(text)
        if m:
            return f"reason.{key}", m.groupdict()
    return None


def reason(game: str, text: str, theme: str = "french") -> str:
    """``text`` (a ``why_illegal`` reason of ``game``) in the active language."""
    found = match(game, text)
    if found is None:
        return text
    key, parts = found
    try:
        params = {name: PARTS.get(name, lambda t, _: t)(value, theme) for name, value in parts.items()}
    except (KeyError, ValueError):  # a part this table does not know: keep the English rule
        return text
    return tr(key, **params)
