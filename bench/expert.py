"""The expert bots' measured strength against the current bots, on seeded deals with the seats rotated.

Run from the project root:  python bench/expert.py [--quick | --tiny] [--game NAME] [--deals N] [--budget S]

For each game, deal after deal (deal ``i`` is seeded ``i``; the expert's seat moves one round
the table from deal to deal), the same deal is played twice: once with the expert in the seat
and the current bots elsewhere, once with the current bot in that seat too. Printed, each with
its 95% interval (the mean ± 1.96 standard errors; the printed "±" figures are these):

* the expert's average a deal, beside the current bots' at the same table;
* the same seat's average when the current bot sits there (the same deals): the expert's
  gain is the paired difference, which separates with far fewer deals than the averages;
* the expert's decisions a second, its median and worst decision time, and how long it ran;
* the worst decision's time against the budget (the expert's budget is hard: every decision
  should end within 1.2 times it, however busy the machine), and how many went over that.

Black Maria: one expert, three current bots, 4 players, penalty points a deal (lower is better).
Loo: one expert, three current bots, 4 players, chips won or lost in the first deal of a game
(the pot after the antes; the pot's remainder, carried to the next deal, is nobody's yet).
Handjass: one expert, two current bots, 3 players (the Blind), strokes in the first deal of a game
(higher is better: +2, +1, 0 for a passer, -1 for a potato).
Mus: an expert pair against a current pair: points in the first deal of a game (at 0 to 0) for the
expert team less the other team's, beside the same team's when current bots play the same seeded
deal; and whole games to 40 won, one game for every ten deals.

The full run plays 500 deals a game at the expert's default time budget (at most 1 s a decision: the
expert stops sooner once its choice is settled): 21 minutes for the three trick games and 26 for
Mus, run side by side on two cores;
``--quick`` plays 60 deals a game (Loo, whose deals take milliseconds, 500) at a smaller
budget, in under three minutes, for everyday use; ``--tiny`` plays one deal a game at 0.01 s a
decision (and one whole game of Mus), so a test can check that the bench still runs: its figures
mean nothing.
Figures only: nothing here asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.expert import Z95  # noqa: E402
from cardlib.game import play_out  # noqa: E402


@dataclass
class Tally:
    """What one game's bench gathers, deal by deal."""

    unit: str
    lower_is_better: bool
    expert: list = field(default_factory=list)        # the expert's result a deal
    others: list = field(default_factory=list)        # the current bots' average at that table
    baseline: list = field(default_factory=list)      # the current bot's result in the expert's seat
    times: list = field(default_factory=list)         # seconds a decision
    cpu: list = field(default_factory=list)           # processor seconds a decision (this process's)
    per: str = "deals"                                # what one entry of the lists is
    notes: list = field(default_factory=list)         # further lines for the report

    def add(self, scored, plain, seat: int) -> None:
        """One deal: ``scored`` (each seat's result with the expert in ``seat``) and ``plain`` (the
        same deal played by the current bots alone)."""
        self.expert.append(scored[seat])
        self.others.append((sum(scored) - scored[seat]) / (len(scored) - 1))
        self.baseline.append(plain[seat])


def interval(values) -> str:
    values = np.asarray(values, dtype=np.float64)
    half = Z95 * values.std(ddof=1) / np.sqrt(len(values)) if len(values) > 1 else float("nan")
    return f"{values.mean():+.2f} ± {half:.2f}" if values.mean() < 0 else f"{values.mean():.2f} ± {half:.2f}"


class Timed:
    """A bot that records how long each of its decisions takes."""

    def __init__(self, bot, times: list, cpu: list | None = None) -> None:
        self.bot, self.times, self.cpu = bot, times, cpu

    def choose(self, state):
        start, used = time.perf_counter(), time.process_time()
        decision = self.bot.choose(state)
        self.times.append(time.perf_counter() - start)
        if self.cpu is not None:
            self.cpu.append(time.process_time() - used)
        return decision


# --------------------------------------------------------------------------- the games

def black_maria(deals: int, budget: float) -> Tally:
    from cardlib.black_maria import BlackMariaBot, new_game
    from cardlib.black_maria.expert import expert

    tally = Tally("penalty points a deal", lower_is_better=True)
    bot = BlackMariaBot()
    for deal in range(deals):
        seat = deal % 4
        start = new_game(4, seed=deal, end_mode="deals", num_deals=1)
        smart = Timed(expert(budget=budget, seed=deal), tally.times, tally.cpu)
        scored = play_out(start, {s: smart if s == seat else bot for s in range(4)}).deals[0].scored
        plain = play_out(start, bot).deals[0].scored
        tally.add(scored, plain, seat)
    return tally


def loo(deals: int, budget: float) -> Tally:
    from cardlib.loo import LooBot, new_game
    from cardlib.loo.expert import expert

    tally = Tally("chips a deal", lower_is_better=False)
    for deal in range(deals):
        seat = deal % 4
        start = new_game(4, seed=deal)
        smart = Timed(expert(budget=budget, seed=deal), tally.times, tally.cpu)

        def won(bots) -> tuple[int, ...]:
            end = play_out(start, bots, stop=lambda s: s.deal_no != start.deal_no)
            return tuple(e - b for e, b in zip(end.deals[0].chips_end, start.chips))

        chips = won({s: smart if s == seat else LooBot(1000 * deal + s) for s in range(4)})
        plain = won({s: LooBot(1000 * deal + s) for s in range(4)})
        tally.add(chips, plain, seat)
    return tally


def handjass(deals: int, budget: float) -> Tally:
    from cardlib.handjass import HandjassBot, new_game
    from cardlib.handjass.expert import expert

    tally = Tally("strokes a deal", lower_is_better=False)
    bot = HandjassBot(0)
    for deal in range(deals):
        seat = deal % 3
        start = new_game(3, seed=deal)
        smart = Timed(expert(budget=budget, seed=deal), tally.times, tally.cpu)

        def strokes(bots) -> tuple[int, ...]:
            return play_out(start, bots, stop=lambda s: s.deal_no != start.deal_no).deals[0].strokes

        won = strokes({s: smart if s == seat else bot for s in range(3)})
        plain = strokes(bot)
        tally.add(won, plain, seat)
    return tally


def mus(deals: int, budget: float, games: int | None = None) -> Tally:
    """Points a deal: deal ``i`` is the first deal of the game seeded ``i`` (at 0 to 0), the
    expert pair in team ``i % 2``: its points less the other team's, beside the same team's when
    current bots play the same seeded deal. Games won: whole games to 40 (game ``g`` seeded
    ``10_000 + g``, the expert pair in team ``g % 2``), one for every ten deals (at least 2), or ``games``."""
    from cardlib.mus import MusBot, new_game
    from cardlib.mus.expert import expert

    tally = Tally("points a deal (the team's less the other team's)", lower_is_better=False)

    def lead(start, end, team) -> int:
        return (end.points[team] - start.points[team]) - (end.points[1 - team] - start.points[1 - team])

    for deal in range(deals):
        team = deal % 2
        start = new_game(seed=deal)
        smart = Timed(expert(budget=budget, seed=deal), tally.times, tally.cpu)
        first = lambda s: s.deal_no != 1 or s.is_over
        end = play_out(start, {s: smart if s % 2 == team else MusBot(1000 * deal + s) for s in range(4)}, stop=first)
        plain = play_out(start, {s: MusBot(1000 * deal + s) for s in range(4)}, stop=first)
        tally.expert.append(lead(start, end, team))
        tally.others.append(-lead(start, end, team))
        tally.baseline.append(lead(start, plain, team))
    games = games or max(2, deals // 10)
    won = plain_won = 0
    for game in range(games):
        team, start = game % 2, new_game(seed=10_000 + game)
        smart = Timed(expert(budget=budget, seed=game), tally.times, tally.cpu)
        end = play_out(start, {s: smart if s % 2 == team else MusBot(1000 * game + s) for s in range(4)})
        plain = play_out(start, {s: MusBot(1000 * game + s) for s in range(4)})
        won += end.winner == team
        plain_won += plain.winner == team
    half = Z95 * np.sqrt(won / games * (1 - won / games) / games)
    tally.notes.append(f"whole games won: the expert pair {won} of {games} ({won / games:.0%} ± {half:.0%}), "
                       f"the current pair in the same seats of the same seeded games {plain_won} of {games}")
    return tally


# each game: its title, its bench, and the --quick run's deals and seconds a decision
GAMES = {"black_maria": ("Black Maria, 4 players: one expert, three current bots", black_maria, 60, 0.1),
         "loo": ("Loo, 4 players: one expert, three current bots (chips won in the first deal of a game)", loo,
                 500, 0.5),
         "handjass": ("Handjass, 3 players: one expert, two current bots (strokes in the first deal of a game)",
                      handjass, 60, 0.1),
         "mus": ("Mus: an expert pair against a current pair (points in the first deal of a game, and whole games)",
                 mus, 60, 0.25)}


def report(title: str, tally: Tally, took: float, budget: float) -> None:
    n = len(tally.expert)
    gain = np.subtract(tally.expert, tally.baseline)
    ms = sorted(1000 * t for t in tally.times)
    print(f"\n{title} ({n} {tally.per}, {took:.0f} s)")
    print(f"  {tally.unit}: expert {interval(tally.expert)}, "
          f"the current bots at its table {interval(tally.others)} (each ± a 95% interval)")
    print(f"  the current bot in the expert's seat, same deals: {interval(tally.baseline)}; "
          f"expert minus bot {interval(gain)}")
    better = -gain if tally.lower_is_better else gain
    half = Z95 * better.std(ddof=1) / np.sqrt(n) if n > 1 else float("inf")
    verdict = ("better, the interval clear of a tie" if better.mean() - half > 0 else
               "worse, the interval clear of a tie" if better.mean() + half < 0 else "not separated from a tie")
    print(f"  the expert is {verdict}")
    for line in tally.notes:
        print(f"  {line}")
    if ms:
        print(f"  {len(ms)} expert decisions, {len(ms) / (sum(ms) / 1000):.2f} a second; "
              f"median {statistics.median(ms):.0f} ms, worst {ms[-1]:.0f} ms")
        over = sum(t > 1.2 * budget * 1000 for t in ms)
        print(f"  worst decision {ms[-1]:.0f} ms against a budget of {1000 * budget:.0f} ms: "
              f"{ms[-1] / (1000 * budget):.2f} times the budget; {over} of {len(ms)} decisions over 1.2 times it")
    if tally.cpu:
        # a decision reads the wall clock; on a busy machine the system may not run it for a while
        cpu = sorted(1000 * t for t in tally.cpu)
        slow = [c for t, c in zip(tally.times, tally.cpu) if t > 1.2 * budget]
        within = sum(c <= 1000 * budget for c in (1000 * c for c in slow))
        print(f"  processor time a decision: median {statistics.median(cpu):.0f} ms, worst {cpu[-1]:.0f} ms "
              f"({cpu[-1] / (1000 * budget):.2f} times the budget)"
              + (f"; of the {len(slow)} over 1.2 times the budget, {within} used less than the budget on the "
                 "processor (the machine ran other work the rest of the time)" if slow else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="a few minutes: 60 deals at 0.1 s a decision (Mus 0.25 s; Loo, whose deals are quick, "
                             "500 at 0.5 s)")
    parser.add_argument("--tiny", action="store_true",
                        help="one deal a game at 0.01 s a decision, one whole game of Mus (a test that the bench "
                             "runs; the figures mean nothing)")
    parser.add_argument("--game", choices=sorted(GAMES), action="append", help="one game (default: all)")
    parser.add_argument("--deals", type=int, help="deals a game (default 500; --quick as above)")
    parser.add_argument("--budget", type=float, help="seconds a decision (default 1; --quick as above)")
    args = parser.parse_args()
    began = time.perf_counter()
    print("Expert against the current bots, on seeded deals"
          + (" (--quick)" if args.quick else " (--tiny)" if args.tiny else ""))
    for key in args.game or list(GAMES):
        title, run, quick_deals, quick_budget = GAMES[key]
        deals = args.deals or (1 if args.tiny else quick_deals if args.quick else 500)
        budget = args.budget or (0.01 if args.tiny else quick_budget if args.quick else 1.0)
        start = time.perf_counter()
        tally = run(deals, budget, games=1) if args.tiny and run is mus else run(deals, budget)
        report(f"{title}, {budget:g} s a decision", tally, time.perf_counter() - start, budget)
    print(f"\nThe bench ran {time.perf_counter() - began:.0f} s.")


if __name__ == "__main__":
    main()
