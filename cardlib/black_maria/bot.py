"""A simple, explainable Black Maria opponent: one line of reason for every decision.

**The pass.** It scores every card by how dangerous it is to keep (:func:`~.fast.pass_scores`)
and passes the three most dangerous: the Queen of spades when fewer than three lower
spades guard her; ♠A and ♠K, which would catch her, on the same condition; the cards of a
short side suit, to void it (then it may throw penalty cards when that suit is led); high
hearts. It keeps the Queen's guards and its low hearts, which rarely win a trick.

**The play** (:func:`~.fast.play_costs`). It leads its lowest card in a safe suit, and low
spades to drive the Queen out when it holds none of ♠A ♠K ♠Q. Following suit it ducks: the
highest card that still loses to the trick, which is how it sheds the Queen under ♠A or ♠K.
When every card it holds would win, it wins as cheaply as it can (or, last to play, with
its highest). When it cannot follow it throws the Queen first, then ♠K, ♠A, its highest
heart, its highest card.

The batched playouts of :mod:`.fast` use the same two cost functions, so the odds the
chapters show are this bot's odds.

>>> from cardlib.black_maria import new_game
>>> decision = BlackMariaBot().choose(new_game(3, seed=4))
>>> str(decision.action).startswith("pass "), decision.reason.startswith("pass ")
(True, True)
"""

from __future__ import annotations

import numpy as np

from ..cards import Card, Cards
from ..errors import CardlibError
from ..game import Decision, Voice
from .core import QUEEN, penalty, trick_winner
from .fast import CARDS, encode_hand, pass_scores, play_costs
from .game import Pass, Phase, Play, State

__all__ = ["BlackMariaBot", "choose_pass", "choose_card"]

_ACE_KING = (Card("A", QUEEN.suit), Card("K", QUEEN.suit))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def choose_pass(hand: Cards, restricted=(), voice: Voice = Voice.IT) -> tuple[tuple[Card, ...], str]:
    """The three cards the bot passes from ``hand`` and why, in ``voice`` (``restricted``: cards note 3b forbids).

    >>> from cardlib.black_maria import parse_cards
    >>> print(choose_pass(parse_cards("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D"))[1])
    pass Q♠ A♥ 9♦: Q♠ has only 1 lower spade to guard her; A♥ is a high heart that would win heart tricks; 9♦ is its highest side card left; it keeps 5♠ and its low hearts
    >>> print(choose_pass(parse_cards("KS 9S 7S 4H 2H 9D 4C 3C 8D 7D 6D 5D 4D"))[1])
    pass K♠ 4♣ 3♣: K♠ could be made to take the Queen, as it holds only 2 lower spades to play instead; passing 4♣ and 3♣ leaves it no clubs, so it may throw a heart or the Queen when clubs are led; it keeps 9♠ 7♠ and its low hearts
    """
    row = encode_hand(hand)
    scores, codes = pass_scores(row)
    scores = scores - 1e6 * np.isin(row, [encode_hand([c])[0] for c in restricted])
    picks = np.argsort(-scores, kind="stable")[:3]
    chosen = tuple(CARDS[row[i]] for i in sorted(picks))
    spades = [c for c in hand if c.suit == QUEEN.suit]
    guards = sum(1 for c in spades if c.rank not in ("A", "K", "Q"))
    parts = []
    said_suits = set()
    lower = f"only {_plural(guards, 'lower spade')}" if guards else "no lower spade"
    for i in sorted(picks):
        card, code = CARDS[row[i]], int(codes[i])
        if card in restricted:
            parts.append(f"{card} must go too: {voice.its} hand holds fewer than three cards "
                         f"{voice('may')} pass (rules §5.1 note 3b)")
        elif code == 0:
            parts.append(f"{card} has only {_plural(guards, 'lower spade')} to guard her")
        elif code == 1 and QUEEN in hand:
            parts.append(f"{card} would win a spade trick, and {voice('holds')} the Queen too, with "
                         f"{lower} to play instead")
        elif code == 1:
            parts.append(f"{card} could be made to take the Queen, as {voice('holds')} {lower} to play instead")
        elif code == 2:
            if card.suit in said_suits:
                continue                     # said once for the suit, with every card of it passed
            said_suits.add(card.suit)
            suit = [c for c in hand if c.suit == card.suit]
            passed = [c for c in chosen if c.suit == card.suit and c not in restricted
                      and int(codes[list(row).index(encode_hand([c])[0])]) == 2]
            named = " and ".join(map(str, passed))
            if all(c in chosen for c in suit):
                parts.append(f"passing {named} leaves {voice.them} no {card.suit.english}, so "
                             f"{voice('may')} throw a heart or the Queen when {card.suit.english} are led")
            else:
                parts.append(f"passing {named} leaves {voice.them} fewer {card.suit.english}, nearer to none")
        elif code == 3:
            parts.append(f"{card} is a high heart that would win heart tricks")
        elif code == 4:
            parts.append(f"{card} is a high card that would win a trick")
        elif card.suit.value in "DC":
            parts.append(f"{card} is {voice.its} highest side card left")
        else:
            parts.append(f"{card} is the least useful card left")
    kept = [c for c in hand if c not in chosen]
    keep = []
    guards_kept = [c for c in kept if c.suit == QUEEN.suit and c.rank not in ("A", "K", "Q")]
    if QUEEN in kept and guards_kept:
        keep.append(f"the Queen with {_plural(len(guards_kept), 'guard')}")
    elif guards_kept:
        keep.append(" ".join(str(c) for c in guards_kept))
    if any(c.suit.value == "H" and c.rank in ("10", "9", "8", "7", "6", "5", "4", "3", "2") for c in kept):
        keep.append(f"{voice.its} low hearts")
    text = "; ".join(parts)
    if keep:
        text += f"; {voice('keeps')} " + " and ".join(keep)
    return chosen, f"pass {' '.join(map(str, chosen))}: {text}"


def choose_card(hand: Cards, trick: Cards, legal: set[Card], players: int, scoring: str = "standard",
                voice: Voice = Voice.IT) -> tuple[Card, str]:
    """The card the bot plays to ``trick`` from ``hand`` (``legal``: the cards the rulings allow), and why, in ``voice``."""
    v = voice
    row = encode_hand(hand)
    mask = np.isin(row, encode_hand(legal))[None, :]
    led = np.array([trick[0].suit and "SHDC".index(trick[0].suit.value) if trick else -1])
    winning = np.array([encode_hand([trick[trick_winner(trick)]])[0] if trick else -1])
    last = np.array([len(trick) == players - 1])
    costs, cases = play_costs(row[None, :], mask, led, winning, last)
    slot = int(costs[0].argmin())
    card, case = CARDS[row[slot]], int(cases[0, slot])
    at_stake = penalty(trick, scoring) if trick else 0
    if len(hand) == 1:
        return card, f"play {card}: {v.its} last card"
    if len(legal) == 1 and trick:
        return card, f"play {card}: {v.its} only {card.suit.english[:-1]}, which {v('must')} play"
    if case == 0:
        high = {QUEEN, *_ACE_KING} & set(hand)
        if card.suit == QUEEN.suit and not high:
            why = f"a low spade, to drive out the Queen ({v('holds')} none of A♠ K♠ Q♠)"
        elif card.suit.value == "H":
            why = "nothing safer to lead"
        else:
            why = f"{v.its} lowest card in a safe suit ({card.suit.english})"
        return card, f"play {card}: {why}"            # "play", as the action says, so the table drops it
    top = trick[trick_winner(trick)]
    if case == 1:
        if card == QUEEN:
            return card, f"play {card}: {top} already wins this trick, so the Queen goes under it"
        return card, f"play {card}: the highest {card.suit.english[:-1]} that still loses to {top}, so {v('ducks')}"
    if case == 2:
        return card, (f"play {card}: every {card.suit.english[:-1]} {v('holds')} beats {top} and {v('plays')} last, so "
                      f"{v('takes')} the trick ({_plural(at_stake, 'penalty point')} in it) with {v.its} highest, "
                      f"keeping low ones for later")
    if case == 3:
        return card, (f"play {card}: every {card.suit.english[:-1]} {v('holds')} beats {top}, so {v('plays')} {v.its} "
                      f"cheapest and {v.verb('hopes')} a later player goes higher")
    led_suit = trick[0].suit.english
    if card == QUEEN:
        what = "the Queen, to the player winning this trick"
    elif card in _ACE_KING:
        what = f"{card}, which would catch the Queen later"
    elif card.suit.value == "H":
        what = f"{v.its} highest heart"
    else:
        what = f"{v.its} highest card, which could win a trick later"
    return card, f"play {card}: {v('holds')} no {led_suit}, so {v('throws')} {what}"


class BlackMariaBot:
    """``BlackMariaBot().choose(state)`` returns a :class:`cardlib.game.Decision` with a one-line reason.

    The bot is deterministic: the same position gives the same decision. ``seed`` is accepted for
    the same call as the other games' bots.
    """

    def __init__(self, seed=None) -> None:
        self.seed = seed

    def choose(self, state: State, voice: Voice = Voice.IT) -> Decision:
        """The bot's choice at ``state``, and why, in ``voice`` (a review words it as "you")."""
        seat = state.to_act
        if seat is None:
            raise CardlibError("the game is over; there is nothing to choose")
        if state.phase is Phase.PASS:
            cards, why = choose_pass(state.hands[seat], state.restricted(seat), voice)
            return Decision(Pass(cards), why)
        legal = {r.card for r in state.rulings() if r.legal}
        card, why = choose_card(state.play.hand, state.play.trick.cards, legal, state.players, state.rules.scoring, voice)
        return Decision(Play(card), why)
