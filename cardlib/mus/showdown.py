"""Settling a deal's lances at the showdown (rules/mus.md §2.8, §3.2 to §3.4).

:func:`settlement` lists the points each closed lance is worth, in the order they
are added: Grande, Chica, Pares, then Juego or Punto; within a lance the stake
first, then each holder's bonus, mano first (A17). The game state adds them one
at a time and stops the moment a team reaches the target.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field
from typing import Sequence

from ..cards import Cards
from .betting import ACCEPTED, EN_PASO, NO_LANCE, REFUSED, LanceResult, team_of
from .evaluate import PARES_ENGLISH, juego_bonus, juego_points, key, pares_bonus, pares_kind
from .rules import Rules

__all__ = ["ScoreEntry", "settlement", "lance_winner"]


@dataclass(frozen=True)
class ScoreEntry:
    """One addition to a team's score, with its reason (the tally's announcement, §4).

    ``reason`` names seats by number ("seat 2's pair (*par*, rules §3.3)"); ``words`` is the same
    reason as an event template ("{seat2}'s pair ..."), which each reader's names fill in.
    """

    deal: int
    lance: str
    team: int
    points: int
    reason: str
    words: str = field(default="", repr=False, compare=False)

    def __str__(self) -> str:
        return f"team {self.team} +{self.points}: {self.reason}"


def lance_winner(lance: str, hands: Sequence[Cards], order: Sequence[int], rules: Rules) -> int | None:
    """The seat with the best hand in ``lance`` (ties to the earlier seat in ``order``), or None."""
    best, best_key = None, 0 if lance in ("pares", "juego") else -1
    for seat in order:
        k = key(lance, hands[seat], rules)
        if k > best_key:
            best, best_key = seat, k
    return best


def _entry(deal: int, lance: str, team: int, points: int, words: str) -> ScoreEntry:
    reason = re.sub(r"\{seat(\d)\}", r"seat \1", words)
    return ScoreEntry(deal, lance, team, points, reason, words)


def _bonus_words(seat: int, kind: str) -> str:
    """A pares bonus's reason in English, the game's word in italics after it (one bracket):
    "{seat2}'s pair (*par*, rules §3.3)"."""
    return f"{{seat{seat}}}'s {PARES_ENGLISH[kind]} (*{kind}*, rules §3.3)"


def settlement(deal: int, result: LanceResult, hands: Sequence[Cards], order: Sequence[int],
               rules: Rules) -> list[ScoreEntry]:
    """The score entries of one closed lance at the showdown (§3.4), in the order they are added.

    With both standard switches a Punto that went en paso pays its winner one point in all:
    the en-paso point and the punto bonus are the same point (rules §5.2).
    """
    lance = result.lance
    name = lance.capitalize()
    best = lance_winner(lance, hands, order, rules)
    entries: list[ScoreEntry] = []
    if result.status in (REFUSED, NO_LANCE):
        winner_team = result.team
    else:
        winner_team = None if best is None else team_of(best)
    if winner_team is None:
        return entries
    if result.status == ACCEPTED:
        entries.append(_entry(deal, lance, winner_team, result.stake,
                              f"{name} accepted at {result.stake}, won by {{seat{best}}}"))
    en_paso_point = result.status == EN_PASO and rules.en_paso_point and lance in ("grande", "chica", "punto")
    if en_paso_point:
        entries.append(_entry(deal, lance, winner_team, 1, f"{name} en paso, won by {{seat{best}}} "
                              "(en paso point, rules §5.2)"))
    if lance == "pares":
        for seat in order:
            bonus = pares_bonus(hands[seat], rules)
            if team_of(seat) == winner_team and bonus:
                entries.append(_entry(deal, lance, winner_team, bonus,
                                      _bonus_words(seat, pares_kind(hands[seat], rules))))
    elif lance == "juego":
        for seat in order:
            bonus = juego_bonus(hands[seat], rules)
            if team_of(seat) == winner_team and bonus:
                entries.append(_entry(deal, lance, winner_team, bonus,
                                      f"{{seat{seat}}}'s juego of {juego_points(hands[seat], rules)} "
                                      "(rules §3.3)"))
    elif lance == "punto" and rules.punto_bonus and result.status != NO_LANCE and not en_paso_point:
        entries.append(_entry(deal, lance, winner_team, rules.punto_bonus,
                              "punto bonus (rules §3.3, standard variant)"))
    return entries
