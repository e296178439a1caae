"""A simple, explainable Mus bot: it bets by its team's odds and says why in one line.

For each lance the bot estimates how often *its team* holds the best hand, given
its own four cards, its speaking position and what the table has declared (who
has pares, who has juego), by dealing the three unseen hands many times with the
batch evaluator. Then it follows a few plain thresholds:

* opening: envido 2 from 60%, envido 4 from 75%, órdago from 95% (or from 80% when
  the opponents are about to win anyway); otherwise paso, with a rare small bluff;
* answering: it first takes 10 points off its odds (a bettor is likely strong), then
  says quiero when the odds beat the price of folding (``p > (bet - fold) / (2 * bet)``),
  reenvido +2 from 78%, órdago from 90% against a bet of 4 or more, no quiero otherwise;
* answering an órdago, the whole game on one lance: it weighs its team's chance against a
  bettor who holds an órdago hand (:func:`ordago_odds`: one that wins the lance at least 80%
  of the time from his seat, or, when the cards it holds leave no such hand, one of the
  strongest fifth he could hold), and says quiero only when that chance is above one half,
  or when refusing would give the other team the game anyway;
* mus: cut it with medias, duples, a juego of 31 or 32, or a Grande or Chica the
  team wins three times in four; otherwise ask for cards, keeping kings, aces
  and pairs.

>>> from cardlib.mus import new_game
>>> bot = MusBot(seed=1)
>>> g = new_game(seed=5, dealer=3, hands=["Ro Rc 3o 3c", "Co Cc So Ao", "4e 6o 5o 2o", "Sc 7c 7e 4c"])
>>> print(bot.choose(g).reason)
four kings (*duples*) are worth keeping
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement

import numpy as np

from ..cards import Cards, make_rng
from ..errors import CardlibError
from ..game import Decision, Voice, how_often
from .actions import Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido, aggression
from .evaluate import juego_points, pares_kind, pares_verb, pares_words, ranks_said
from .fast import card_tables, deal_three, rank_code, rank_table, sort4_desc
from .rules import Rules, as_hand, check_category, effective_rank
from .state import Phase, State

__all__ = ["MusBot", "team_odds", "ordago_odds", "answer_odds", "says_mus", "ORDAGO_HAND"]

_TRIALS = 3000
ORDAGO_HAND = 0.8           # the weakest odds a bot ever bets an órdago with (near the end of a game)
_PLACES = ("as mano", "second to speak", "third to speak", "as postre")


def team_odds(hand, category: str, position: int, declared: tuple[bool, bool, bool, bool] | None = None,
              rules: Rules = Rules(), trials: int = _TRIALS, seed: int = 0) -> float:
    """How often the team of ``hand`` (at speaking ``position``, 0 = mano) holds the best hand
    in ``category``, among deals consistent with ``declared`` (who has pares, or juego, by
    position; for punto: nobody has juego).

    >>> round(team_odds("Ao 2c Ae 2b", "chica", 3), 2)      # only a tie at a nearer seat beats it
    1.0
    """
    return _hand_odds(hand, category, position, declared, rules, trials, seed)


def ordago_odds(hand, category: str, position: int, bettor: int,
                declared: tuple[bool, bool, bool, bool] | None = None, rules: Rules = Rules(),
                trials: int = _TRIALS, seed: int = 0) -> float:
    """How often the team of ``hand`` (at speaking ``position``) wins ``category`` against an
    órdago bet by the player at speaking ``bettor``: among the deals consistent with ``declared``
    (as :func:`team_odds`), only those where the bettor holds a hand that would bet it, one
    whose own team wins the lance at least ``ORDAGO_HAND`` (80%) of the time from his seat, or,
    when the cards ``hand`` holds leave him no such hand, one of the strongest fifth he could
    hold. A sound player weighs an órdago against the hands that make it, not against any hand.

    >>> round(ordago_odds("Ro Rc Re Rb", "grande", 0, 1), 2)    # four kings as mano: nothing beats them
    1.0
    >>> ordago_odds("Ro Co Ce Sb", "grande", 1, 0) < 0.5 < team_odds("Ro Co Ce Sb", "grande", 1)   # one king
    True
    """
    ranks = tuple(sorted(effective_rank(c, rules) for c in as_hand(hand)))
    _check_odds_input(position, trials, declared)
    _check_whole(bettor, "bettor", 0, 3)
    if position % 2 == bettor % 2:
        raise CardlibError(f"an órdago is answered by the other team (rules §2.4): position {position} and bettor "
                           f"{bettor} are partners")
    return _ordago_odds(ranks, check_category(category), int(position), int(bettor),
                        None if declared is None else tuple(bool(d) for d in declared), rules, int(trials), seed)


@lru_cache(maxsize=20_000)
def _ordago_odds(ranks, category, position, bettor, declared, rules, trials, seed) -> float:
    table = rank_table(rules)
    pack_ranks = sorted(card_tables(rules.four_kings)[0].tolist())
    for r in ranks:
        pack_ranks.remove(r)
    others = sort4_desc(deal_three(np.array(pack_ranks, dtype=np.int8), trials, make_rng(seed)))   # (T, 3, 4)
    codes = rank_code(others)
    mine = rank_code(np.array(sorted(ranks, reverse=True)))
    seat_codes = np.insert(codes, position, mine, axis=1)                   # (T, 4) by position
    keys = table[category][seat_codes]
    ok = np.ones(trials, dtype=bool)
    if declared is not None:
        test = "juego" if category in ("juego", "punto") else "pares"
        ok = ((table[test][seat_codes] > 0) == np.array(declared)).all(axis=1)
    if not ok.any():
        return 0.0
    column = bettor if bettor < position else bettor - 1                   # the bettor among the three others
    bettor_odds = every_hand_odds(category, bettor, rules, max(300, trials // 10), seed)[codes[:, column]]
    cut = min(ORDAGO_HAND, float(np.quantile(bettor_odds[ok], 0.8)))
    ok &= bettor_odds >= cut
    best = keys.argmax(axis=1)                      # first maximum = nearest the mano
    wins = (best % 2 == position % 2) & (keys.max(axis=1) > 0 if category in ("pares", "juego") else True)
    return float(wins[ok].mean())


_CHUNK = 1_200_000                  # hands held at once by _pattern_odds (patterns x trials x 3)
_GROUP = 4                          # rank patterns a cached group of odds holds (see _hand_odds)


def every_hand_odds(category: str, position: int, rules: Rules = Rules(), trials: int = 300,
                    seed: int = 0, declared: tuple[bool, bool, bool, bool] | None = None) -> np.ndarray:
    """:func:`team_odds` (among the deals that agree with ``declared``, as there) of every hand at
    speaking ``position`` at once, indexed by the hand's
    :func:`~cardlib.mus.fast.rank_code` (``NaN`` where no hand has that code): the same numbers,
    one simulation of ``trials`` deals for each of the 330 rank patterns (715 with four kings),
    all in one vectorised pass (built once, read-only).

    Each pattern's simulation draws the same random picks (a fresh generator from ``seed``, 36
    cards left), so the picks are drawn once, as places in the pack that is left, and every
    pattern's pack is read at those places: equal to simulating each hand on its own.

    >>> odds = every_hand_odds("grande", 0)
    >>> ranks = sorted((effective_rank(c, Rules()) for c in as_hand("Ro 3c Ce 4b")), reverse=True)
    >>> float(odds[int(rank_code(np.array(ranks)))]) == team_odds("Ro 3c Ce 4b", "grande", 0, trials=300)
    True
    """
    category = check_category(category)
    _check_odds_input(position, trials, declared)
    return _every_hand_odds(category, int(position), rules, int(trials), seed,
                            None if declared is None else tuple(bool(d) for d in declared))


@lru_cache(maxsize=64)
def _every_hand_odds(category, position, rules, trials, seed, declared) -> np.ndarray:
    patterns, _ = _pattern_keys(rules, category)
    odds = np.full(len(rank_table(rules)[category]), np.nan)
    odds[rank_code(patterns[:, ::-1])] = _pattern_odds(category, position, rules, trials, seed, declared,
                                                        0, len(patterns))
    odds.setflags(write=False)
    return odds


def _hand_odds(hand, category: str, position: int, declared: tuple[bool, bool, bool, bool] | None = None,
              rules: Rules = Rules(), trials: int = _TRIALS, seed: int = 0) -> float:
    """:func:`team_odds`: one simulation of ``trials`` deals of the three other hands (the same
    random picks for every hand: a fresh generator from ``seed``), computed for a group of
    ``_GROUP`` rank patterns at a time (:func:`every_hand_odds`' pass) and cached by the hand's
    ranks (suits never matter, so equal ranks give equal odds): the neighbours of a hand come
    almost free, which the expert needs when it weighs the many hands an opponent may hold."""
    category = check_category(category)
    _check_odds_input(position, trials, declared)
    declared = None if declared is None else tuple(bool(d) for d in declared)
    ranks = tuple(sorted(effective_rank(c, rules) for c in as_hand(hand)))
    index = _pattern_index(rules)[ranks]
    group = index // _GROUP
    return float(_odds_group(category, int(position), rules, int(trials), seed, declared, group)[index % _GROUP])


@lru_cache(maxsize=4096)
def _odds_group(category, position, rules, trials, seed, declared, group) -> np.ndarray:
    patterns, _ = _pattern_keys(rules, category)
    lo = group * _GROUP
    odds = _pattern_odds(category, position, rules, trials, seed, declared, lo, min(len(patterns), lo + _GROUP))
    odds.setflags(write=False)
    return odds


@lru_cache(maxsize=None)
def _pattern_index(rules: Rules) -> dict:
    """Each rank pattern (low to high) -> its row in :func:`_pattern_keys`."""
    patterns, _ = _pattern_keys(rules, "grande")
    return {tuple(int(r) for r in p): i for i, p in enumerate(patterns)}


def _check_odds_input(position, trials, declared) -> None:
    _check_whole(position, "position", 0, 3)
    _check_whole(trials, "trials", 1)
    if declared is not None and (len(declared) != 4 or not all(isinstance(d, (bool, np.bool_)) for d in declared)):
        raise CardlibError(f"declared must be four True/False, who holds pares or juego at each speaking position "
                           f"(rules §2.6, §2.7), got {declared!r}")


@lru_cache(maxsize=16)
def _places(trials: int, seed) -> np.ndarray:
    """The random places of the three hands' cards in a 36-card pack, trials by trials: ``(4, 3 T)``,
    a hand's four cards hand by hand (the picks :func:`deal_three` draws from a fresh ``seed``)."""
    places = deal_three(np.arange(36, dtype=np.int8), trials, make_rng(seed))        # (T, 3, 4)
    places = places.transpose(2, 0, 1).reshape(4, 3 * trials)
    places.setflags(write=False)
    return places


def _pattern_odds(category, position, rules, trials, seed, declared, lo: int, hi: int) -> np.ndarray:
    """The team odds (as :func:`team_odds`) of the rank patterns ``lo`` to ``hi`` of :func:`_pattern_keys`."""
    patterns, lookup = _pattern_keys(rules, category)
    patterns = patterns[lo:hi]
    if declared is not None:
        _, has = _pattern_keys(rules, "juego" if category in ("juego", "punto") else "pares")
        has, declared = has > 0, np.array(declared)
    pack = np.sort(card_tables(rules.four_kings)[0])                             # the 40 ranks, low to high
    # each pattern's pack: the 40 ranks less one card of each of its ranks (a rank twice: its next card...)
    earlier = (patterns[:, :, None] == patterns[:, None, :]) & np.tri(4, k=-1, dtype=bool).T[None]
    gone = np.searchsorted(pack, patterns) + earlier.sum(axis=1)
    keep = np.ones((len(patterns), len(pack)), dtype=bool)
    np.put_along_axis(keep, gone, False, axis=1)
    rests = _WEIGHTS[np.broadcast_to(pack, keep.shape)[keep]].reshape(len(patterns), len(pack) - 4)   # (K, 36)
    places = _places(trials, seed)
    own = _WEIGHTS[patterns].sum(axis=1)                                          # (K,) each pattern's weight sum
    out = np.empty(len(patterns))
    step = max(1, _CHUNK // (3 * trials))
    for lo in range(0, len(patterns), step):
        dealt = rests[lo:lo + step][:, places]                                   # (k, 4, 3T) card weights
        sums = (dealt[:, 0] + dealt[:, 1] + dealt[:, 2] + dealt[:, 3]).reshape(-1, trials, 3)
        mine = np.broadcast_to(own[lo:lo + step, None], sums.shape[:2])
        at = iter(range(3))
        seats = [mine if p == position else sums[:, :, next(at)] for p in range(4)]   # (k, T) each, by position
        k0, k1, k2, k3 = (lookup[w] for w in seats)
        evens, odds_ = np.maximum(k0, k2), np.maximum(k1, k3)
        top = np.maximum(evens, odds_)
        # the first maximum wins (nearest the mano): an even seat unless an odd seat is higher,
        # or ties it and comes first (seat 1 ties before seat 2 does)
        even_wins = (evens > odds_) | ((evens == odds_) & ((k0 == top) | (k1 < top)))
        wins = even_wins if position % 2 == 0 else ~even_wins
        if category in ("pares", "juego"):
            wins &= top > 0
        if declared is None:
            out[lo:lo + step] = wins.mean(axis=1)
        else:
            ok = np.ones(wins.shape, dtype=bool)
            for w, said in zip(seats, declared):
                ok &= has[w] == said
            n = ok.sum(axis=1)
            out[lo:lo + step] = np.where(n > 0, (wins & ok).sum(axis=1) / np.maximum(n, 1), 0.0)
    return out


# a weight for each effective rank 1..10 such that any four add up to a sum no other four make
# (a greedy B4 sequence), so a hand's rank pattern is the sum of its cards' weights: no sort
_WEIGHTS = np.array([0, 0, 1, 5, 21, 55, 153, 368, 856, 1424, 2603], dtype=np.int16)   # index: the rank


@lru_cache(maxsize=None)
def _pattern_keys(rules: Rules, category: str) -> tuple[np.ndarray, np.ndarray]:
    """Every rank pattern of a hand (``(K, 4)``, low to high) and each pattern's key in ``category``
    indexed by the sum of its cards' weights (``_WEIGHTS``), built once."""
    top = 10 if rules.four_kings else 8
    patterns = np.array(list(combinations_with_replacement(range(1, top + 1), 4)), dtype=np.int8)
    sums = _WEIGHTS[patterns].sum(axis=1)
    if len(set(sums.tolist())) != len(patterns):         # (np.unique would import numpy.ma: 0.2 s once)
        raise AssertionError("two rank patterns share a weight sum")
    lookup = np.full(4 * int(_WEIGHTS.max()) + 1, -1, dtype=np.int32)
    lookup[sums] = rank_table(rules)[category][rank_code(patterns[:, ::-1])]
    lookup.setflags(write=False)
    patterns.setflags(write=False)
    return patterns, lookup


def _check_whole(value, name: str, low: int, high: int | None = None) -> None:
    """Refuse a ``value`` that is not a whole number from ``low`` to ``high``."""
    if (isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low
            or (high is not None and value > high)):
        span = f"a speaking position from {low} (mano) to {high} (postre), rules §1.1" if high is not None else \
            f"a whole number {low} or more"
        raise CardlibError(f"{name} must be {span}, got {value!r}")


def answer_odds(hand, betting, position: int, order, declared: tuple[bool, bool, bool, bool] | None = None,
                rules: Rules = Rules(), trials: int = _TRIALS, seed: int = 0) -> float:
    """The odds a bot weighs at ``betting``: against an órdago on the table, its team's chance
    against an órdago hand (:func:`ordago_odds`); otherwise its team's chance (:func:`team_odds`).
    ``order`` is the deal's speaking order (seats, mano first)."""
    bet = betting.bet
    if bet is not None and bet.is_ordago and betting.last_bettor is not None:
        return ordago_odds(hand, betting.lance, position, order.index(betting.last_bettor), declared, rules,
                           trials, seed)
    return team_odds(hand, betting.lance, position, declared, rules, trials, seed)


def says_mus(hand, position: int, rules: Rules = Rules(), trials: int = 300) -> bool:
    """Whether a bot at speaking ``position`` says mus with ``hand`` in a deal's first mus: it
    cuts with medias, duples, a juego of 31 or 32, or a Grande or Chica its team wins three
    times in four (:meth:`MusBot.choose`)."""
    hand = as_hand(hand)
    if pares_kind(hand, rules) in ("medias", "duples") or juego_points(hand, rules) in (31, 32):
        return False
    return all(team_odds(hand, c, position, None, rules, trials) < 0.75 for c in ("grande", "chica"))


class MusBot:
    """A bot whose bets follow its team's odds; ``choose`` returns the action and a one-line reason.
    ``trials`` is the deals behind each estimate of the odds (fewer: faster and rougher)."""

    def __init__(self, seed: "int | np.random.Generator | None" = None, *, bluff: float = 0.05,
                 trials: int = _TRIALS) -> None:
        self._rng = make_rng(seed)
        self.bluff = bluff
        self.trials = trials

    def choose(self, state: State, voice: Voice = Voice.IT) -> Decision:
        """The bot's choice at ``state``, and why, in ``voice`` (a review words it as "you")."""
        seat = state.to_act
        if seat is None:
            raise ValueError("the game is over: there is nothing to choose")
        hand = state.hands[seat]
        if state.phase is Phase.MUS:
            return self._mus(state, hand, voice)
        if state.phase is Phase.DISCARD:
            return self._discard(state, hand)
        return self._bet(state, seat, hand, voice)

    # --- the mus ----------------------------------------------------------------------------
    def _mus(self, state: State, hand: Cards, voice: Voice) -> Decision:
        rules = state.rules
        kind = pares_kind(hand, rules)
        total = juego_points(hand, rules)
        position = state.order.index(state.to_act)
        if kind in ("medias", "duples"):
            held = pares_words(hand, rules)
            return Decision(NoMus(), f"{held} {pares_verb(held, 'is', 'are')} worth keeping")
        if total in (31, 32):
            return Decision(NoMus(), f"a juego of {total} is worth keeping")
        for category in ("grande", "chica"):
            p = team_odds(hand, category, position, None, rules, self.trials)
            if p >= 0.75:
                return Decision(NoMus(), f"{voice.its} team wins {category.capitalize()} "
                                f"{how_often(p, sampled=True)} with {self._show(hand, rules)}")
        if state.exchanges >= 3:
            return Decision(NoMus(), f"{state.exchanges} exchanges are enough, time to bet")
        return Decision(Mus(), f"nothing worth keeping yet: {pares_words(hand, rules)}, {total} points")

    def _discard(self, state: State, hand: Cards) -> Decision:
        rules = state.rules
        ranks = {c: effective_rank(c, rules) for c in hand}
        counts = Counter(ranks.values())
        top = 10 if rules.four_kings else 8
        keep = [c for c in hand if ranks[c] in (top, 1) or counts[ranks[c]] > 1]
        if len(keep) == 4:      # must throw at least one: the least useful card goes
            worst = min(hand, key=lambda c: (counts[ranks[c]] > 1, ranks[c] == top, ranks[c]))
            keep.remove(worst)
        throw = Cards(c for c in hand if c not in keep)
        if not keep:
            return Decision(Discard(throw), "nothing is worth keeping: kings, aces and pairs are")
        return Decision(Discard(throw), f"keep {Cards(keep).words()}: kings, aces and pairs are worth keeping")

    # --- the betting ------------------------------------------------------------------------
    def _bet(self, state: State, seat: int, hand: Cards, voice: Voice) -> Decision:
        rules = state.rules
        lance = state.betting.lance
        position = state.order.index(seat)
        declared = None
        if lance in ("pares", "juego", "punto"):
            test = pares_kind if lance == "pares" else (lambda h, r: juego_points(h, r) >= 31)
            declared = tuple(bool(test(state.hands[s], rules)) for s in state.order)
        p = answer_odds(hand, state.betting, position, state.order, declared, rules, self.trials)
        return self.bet_by_odds(p, state.betting, position, rules.target - state.points[1 - seat % 2], seat % 2,
                                voice)

    def bet_by_odds(self, p: float, betting, position: int, need_them: int, me: int,
                    voice: Voice = Voice.IT) -> Decision:
        """The bet of the seat at speaking ``position`` (team ``me``) in ``betting``, its team
        winning the lance with probability ``p`` (against an órdago: against an órdago hand, as
        ``answer_odds`` gives it), the other team ``need_them`` points from the target."""
        name = betting.lance.capitalize()
        odds = f"{voice.its} team wins {name} {how_often(p, sampled=True)} with this hand {_PLACES[position]}"
        bet = betting.bet
        if bet is None:
            if p >= 0.95 or (p >= 0.8 and need_them <= 5):
                return Decision(Ordago(), f"{odds}")
            if p >= 0.75:
                return Decision(Envido(4), odds)
            if p >= 0.6:
                return Decision(Envido(2), odds)
            if self._rng.random() < self.bluff:
                return Decision(Envido(2), f"a bluff, though {odds}")
            return Decision(Paso(), odds)
        decision = self._answer(bet, p, name, need_them, me, voice)
        said = betting.partner_said
        if said is not None and aggression(said) > aggression(decision.action):
            return Decision(decision.action, f"{decision.reason}; {voice.its} partner's answer, "
                                             f"{getattr(said, 'english', said)}, stands anyway")
        return decision

    @staticmethod
    def _answer(bet, p: float, name: str, need_them: int, me: int, voice: Voice) -> Decision:
        """Answer a bet by the odds (the partner's earlier reply is handled by the caller)."""
        if bet.is_ordago:        # the whole game on this lance: p is already against an órdago hand
            fold = 1 if bet.first else bet.levels[me]
            against = f"{voice.its} team wins {name} {how_often(p, sampled=True)} against a hand that bets an órdago"
            if fold >= need_them:
                return Decision(Quiero(), f"refusing would pay them {fold} and the game anyway, and {against}")
            if p > 0.5:
                return Decision(Quiero(), f"{against}: more often than not")
            return Decision(NoQuiero(), f"{against}: too little to risk the game on")
        p = max(0.0, p - 0.1)           # they bet, so their hands are likely better than average
        fold = 1 if bet.first else bet.levels[me]
        price = (bet.total - fold) / (2 * bet.total)
        odds = f"{voice.its} team wins {name} about {_percents(p, price)[0]} of the time against a team that bets"
        if p >= 0.9 and bet.total >= 4:
            return Decision(Ordago(), odds)
        if p >= 0.78 and bet.total < 10:
            return Decision(Reenvido(2), odds)
        mine, needed = _percents(p, price)
        if p > price:
            return Decision(Quiero(), f"{odds}, more than the {needed} that makes accepting {bet.total} "
                            f"better than refusing (which gives them {fold})")
        return Decision(NoQuiero(), f"{odds}, less than the {needed} that accepting {bet.total} needs "
                        f"to do better than refusing (which gives them {fold})")

    # --- words ------------------------------------------------------------------------------
    @staticmethod
    def _show(hand: Cards, rules: Rules) -> str:
        return ranks_said(hand, rules)


def _percents(p: float, price: float) -> tuple[str, str]:
    """``p`` and ``price`` as percentages that show which is larger: whole percents, or one
    decimal where whole ones would print the same (no "about 25%, below the 25% needed").

    >>> _percents(0.21, 0.25), _percents(0.246, 0.25)
    (('21%', '25%'), ('24.6%', '25.0%'))
    """
    if f"{p:.0%}" != f"{price:.0%}":
        return f"{p:.0%}", f"{price:.0%}"
    return f"{p:.1%}", f"{price:.1%}"
