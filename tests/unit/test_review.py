"""The review of a deal (cardlib.review) and the play table's review (PlayController.review).

The review of a deal the expert played itself meets, at each decision, the very worlds the expert
weighed (same seed, same samples, same choices weighed): its choice is the best there by
construction, so a mark other than "best" is a bug, never bad luck. The same reviewer does mark
mistakes in a deal a random player played, so that test cannot pass by marking nothing.
"""

from __future__ import annotations

import pytest

from cardlib import CardlibError, loo
from cardlib.black_maria import BlackMariaBot, Play, new_game
from cardlib.black_maria import expert as bm_expert
from cardlib.expert import Expert
from cardlib.game import RandomBot, play_out
from cardlib.loo import expert as loo_expert
from cardlib.review import STANDARDS, Mark, Review, Reviewer, reader_moves, reviewer
from cardlib.table import PlayController, PlayOptions
from tests.unit.test_expert import perfect_loo_hand, queen_lead_position


def deal_ended(state) -> bool:
    return state.is_over or any(e.kind == "deal" for e in state.events)


def first_deal(start, bots):
    """``start`` played by ``bots`` (a bot per seat) to the end of its first deal."""
    return play_out(start, bots, stop=deal_ended)


def choices(moves) -> int:
    return sum(len(state.legal_actions()) > 1 for state, _ in moves)


def bm_reviewer(samples: int = 16, seed: int = 3) -> Reviewer:
    return Reviewer(bm_expert.expert(budget=None, samples=samples, seed=seed), STANDARDS["black_maria"])


# --------------------------------------------------------------------------- the review of a deal

def expert_agrees(judge: Reviewer, reviewed) -> None:
    """A decision the expert took, reviewed by the same expert (same seed, samples, worlds): the
    review's best is worth the most on average, so the expert's choice is marked best unless it
    is the simple bot's choice that the expert kept because the best does not beat it clearly
    (their difference, world by world, inside its 95% margin). Then its mark is the gap's."""
    weighing = judge.expert.weigh(reviewed.state, also=[reviewed.choice])
    assert weighing.values[0].action == reviewed.choice                  # the expert's own choice
    top = max(weighing.values, key=lambda v: v.mean)
    if reviewed.mark is not Mark.BEST:
        assert weighing.decision is not None and weighing.decision.action == reviewed.choice
        gain, error = weighing.gain(top.action, reviewed.choice)
        assert 0 < gain <= error
        assert reviewed.best.action == top.action and reviewed.mark is judge.standard.mark(reviewed.loss)


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_a_deal_the_black_maria_expert_played_is_marked_by_its_own_values(seed):
    start = new_game(4, seed=seed)
    judge = bm_reviewer()
    player = bm_expert.expert(budget=None, samples=16, seed=3)         # as the reviewer weighs
    end = first_deal(start, {0: player, 1: BlackMariaBot(), 2: BlackMariaBot(), 3: BlackMariaBot()})
    moves = reader_moves(start, end, seat=0)
    review = judge.review(moves)
    assert len(review.decisions) == choices(moves) >= 10                 # the pass and the unforced cards
    for reviewed in review.decisions:
        expert_agrees(judge, reviewed)
    assert sum(d.mark is Mark.BEST for d in review.decisions) > len(review.decisions) / 2


@pytest.mark.parametrize("seed", [1, 4])
def test_a_deal_the_loo_expert_played_is_marked_by_its_own_values(seed):
    start = loo.new_game(4, seed=seed)
    player = loo_expert.expert(budget=None, samples=6, seed=2, trials=60)
    judge = Reviewer(loo_expert.expert(budget=None, samples=6, seed=2, trials=60), STANDARDS["loo"])
    end = first_deal(start, {0: player, **{s: loo.LooBot(s, trials=200) for s in (1, 2, 3)}})
    review = judge.review(reader_moves(start, end, seat=0))
    assert review.decisions
    for reviewed in review.decisions:
        expert_agrees(judge, reviewed)


def test_the_same_reviewer_marks_mistakes_in_a_random_players_deal():
    start = new_game(4, seed=2)
    end = first_deal(start, {0: RandomBot(7), 1: BlackMariaBot(), 2: BlackMariaBot(), 3: BlackMariaBot()})
    review = bm_reviewer().review(reader_moves(start, end, seat=0))
    assert review.mistakes and review.accuracy < 1
    assert review.loss >= STANDARDS["black_maria"].threshold * len(review.mistakes)
    for d in review.mistakes:
        assert d.choice != d.best.action and d.loss >= 2
        assert d.why.startswith(f"{bm_expert.BlackMariaModel().label(d.best.action)} does better than ")


def test_a_choice_as_good_as_the_best_says_so_rather_than_why_the_best_is_best():
    start = new_game(4, seed=2)
    end = first_deal(start, {0: RandomBot(7), 1: BlackMariaBot(), 2: BlackMariaBot(), 3: BlackMariaBot()})
    review = bm_reviewer().review(reader_moves(start, end, seat=0))
    label = bm_expert.BlackMariaModel().label
    level = [d for d in review.decisions if d.mark is Mark.WITHIN]
    assert level                                                          # the deal has some, else this tests nothing
    for d in level:
        assert d.choice != d.best.action and 0 < d.loss < 1
        assert d.why.startswith(f"{label(d.choice)} does as well as {label(d.best.action)} within the margin: "
                                f"the gap of {d.loss:.1f} penalty points between them on average is less than the 1 penalty "
                                "point the sampled deals can tell apart")


def test_leading_the_queen_into_a_table_void_in_spades_is_a_mistake():
    state = queen_lead_position()
    judge = bm_reviewer(samples=32)
    queen = judge.decision(state, Play("QS"))
    assert queen.mark is Mark.MISTAKE and queen.best.action == Play("2D")
    assert queen.loss >= 13 - 1                                          # she costs 13; the 2♦ at most a heart
    assert queen.when.startswith("trick ") and queen.why.startswith("2♦ does better than Q♠ by ")
    duck = judge.decision(state, Play("2D"))
    assert duck.mark is Mark.BEST and duck.loss == 0


def test_passing_with_the_three_best_trumps_is_a_mistake_in_loo():
    state = perfect_loo_hand(1)
    judge = Reviewer(loo_expert.expert(budget=None, samples=8, seed=1), STANDARDS["loo"])
    passed = judge.decision(state, loo.PASS)
    assert passed.mark is Mark.MISTAKE and passed.best.action == loo.PLAY and passed.loss >= 1
    assert judge.decision(state, loo.PLAY).mark is Mark.BEST


def test_a_choice_worse_by_less_than_the_threshold_is_fine():
    state = queen_lead_position()
    strict = Reviewer(bm_expert.expert(budget=None, samples=32, seed=1),
                      STANDARDS["black_maria"].__class__(50, "penalty points", 32, "a mistake costs 50", within=1))
    assert strict.decision(state, Play("QS")).mark is Mark.FINE


def test_same_seed_same_review():
    start = new_game(4, seed=6)
    end = first_deal(start, {s: BlackMariaBot() for s in range(4)})
    first, again = (bm_reviewer(seed=9).review(reader_moves(start, end, seat=1)) for _ in range(2))
    assert first.rows() == again.rows() and first.summary() == again.summary()
    assert [d.values for d in first.decisions] == [d.values for d in again.decisions]


def test_the_review_reports_progress_and_skips_forced_moves():
    start = new_game(4, seed=3)
    end = first_deal(start, {s: BlackMariaBot() for s in range(4)})
    moves = reader_moves(start, end, seat=0)
    forced = [m for m in moves if len(m[0].legal_actions()) == 1]
    heard = []
    review = bm_reviewer().review(moves, progress=lambda done, total: heard.append((done, total)))
    n = len(moves) - len(forced)
    assert len(review.decisions) == n and heard == [(i, n) for i in range(n + 1)]
    assert all(len(d.state.legal_actions()) > 1 for d in review.decisions)


def test_the_rows_and_the_accuracy_line_read_as_the_reader_counts():
    start = new_game(4, seed=2)
    end = first_deal(start, {0: RandomBot(7), 1: BlackMariaBot(), 2: BlackMariaBot(), 3: BlackMariaBot()})
    review = bm_reviewer().review(reader_moves(start, end, seat=0))
    rows = review.rows()
    assert review.header[2] == "Expected penalty points" and len(rows) == len(review.decisions)
    first = rows[0]
    assert first[0] == "pass" and first[5] in ("best", "best within the margin", "fine", "mistake")
    assert float(first[2]) >= 0 and float(first[4]) >= 0                 # penalty points, not minus them
    good = sum(d.mark is not Mark.MISTAKE for d in review.decisions)
    assert review.summary().startswith(f"Accuracy {good / len(rows):.0%}: {good} of {len(rows)} decisions were best, "
                                       "within the margin or fine.")
    assert review.summary().endswith(STANDARDS["black_maria"].rule + ".")
    assert "a mistake costs 2 penalty points or more on average" in review.summary()
    assert Review((), STANDARDS["black_maria"]).summary().startswith("You had no choice")


def test_a_reviewer_needs_fixed_samples_and_a_known_game():
    with pytest.raises(CardlibError, match="fixed number of samples"):
        Reviewer(Expert(bm_expert.BlackMariaModel(), budget=1.0), STANDARDS["black_maria"])
    with pytest.raises(CardlibError, match="'chess'"):
        reviewer("chess")
    judge = reviewer("black_maria")
    assert judge.expert.samples == STANDARDS["black_maria"].samples and judge.expert.budget is None


def test_reader_moves_refuses_states_of_two_games():
    with pytest.raises(CardlibError, match="not the same game"):
        reader_moves(first_deal(new_game(4, seed=1), BlackMariaBot()), new_game(4, seed=1), seat=0)


# --------------------------------------------------------------------------- the play table's review

def bm_table(judge: Reviewer | None = None, seed: int = 2) -> PlayController:
    return PlayController(lambda s: new_game(4, seed=s), {s: BlackMariaBot() for s in (1, 2, 3)},
                          PlayOptions(reviewer=judge), seed=seed)


def play_deal(table: PlayController, bot=None) -> list:
    """The reader plays until the deal ends (the first legal action, or ``bot``'s); his (state, action) pairs."""
    moves = []
    while table.paused is None:
        action = bot.choose(table.state).action if bot else table.state.legal_actions()[0]
        moves.append((table.state, action))
        assert table.play(action)
    return moves


def test_the_table_reviews_the_deal_that_just_ended():
    table = bm_table(bm_reviewer())
    assert table.has_review and not table.can_review
    assert table.review() is None and "when a deal has ended" in table.message
    moves = play_deal(table)
    assert table.can_review
    review = table.review()
    assert [(d.state, d.choice) for d in review.decisions] == [m for m in moves if len(m[0].legal_actions()) > 1]
    assert table.review() is review                                       # asked again: the same review
    table.next_deal()
    assert not table.can_review
    moves = play_deal(table)
    second = table.review()
    assert second is not review and second.decisions[0].state == next(s for s, _ in moves
                                                                       if len(s.legal_actions()) > 1)


def test_a_table_of_the_expert_marks_its_own_deal_by_its_own_values():
    judge = bm_reviewer()
    table = bm_table(judge, seed=5)
    play_deal(table, bm_expert.expert(budget=None, samples=16, seed=3))
    for reviewed in table.review().decisions:
        expert_agrees(judge, reviewed)


def test_same_table_seed_same_review():
    reviews = []
    for _ in range(2):
        table = bm_table(bm_reviewer(), seed=4)
        play_deal(table)
        reviews.append(table.review().rows())
    assert reviews[0] == reviews[1]


def test_a_table_without_a_reviewer_has_no_review():
    table = bm_table(None)
    play_deal(table)
    assert not table.has_review and not table.can_review
    assert table.review() is None and "no review" in table.message


def test_play_options_refuse_a_reviewer_that_cannot_review():
    with pytest.raises(CardlibError, match="reviewer must have a review"):
        PlayOptions(reviewer="Black Maria")


# --------------------------------------------------------------------------- one scale in every game

class Crafted:
    """An expert stand-in that weighs crafted values: ``values`` as (action, mean), in the order the
    expert ranks them (its first may be the simple bot's choice it kept), one world each."""

    samples, budget = 1, None

    def __init__(self, values, bot=None):
        import numpy as np
        from cardlib.expert import Model, Value, Weighing
        from cardlib.game import Decision
        self.model = Model()
        self.model.bot_choice = lambda state, voice=None: None if bot is None else Decision(bot, f"{bot}: the bot's way")
        actions = tuple(a for a, _ in values)
        decision = None if bot is None else Decision(bot, f"{bot}: the bot's way")
        self.weighing = Weighing(actions, np.array([[m] for _, m in values]),
                                 tuple(Value(a, m, 0.3, 1) for a, m in values), decision)

    def weigh(self, state, also=()):
        return self.weighing


def crafted(game, values, choice, bot=None):
    return Reviewer(Crafted(values, bot), STANDARDS[game]).decision(None, choice)


def gaps(standard):
    """Gaps at the edges of the game's marks: exactly at, just below and just above each."""
    m, t = standard.margin, standard.threshold
    below_m = round(m - 0.1, 1) if round(m - 0.1, 1) > 0 else 0.1
    return {0.0: Mark.BEST, 0.1: Mark.WITHIN if m > 0.1 else Mark.FINE,
            below_m: Mark.WITHIN, round(m + 0.1, 1): Mark.FINE if m + 0.1 < t else Mark.MISTAKE,
            round(t - 0.1, 1): Mark.FINE, float(t): Mark.MISTAKE, round(t + 0.1, 1): Mark.MISTAKE}


@pytest.mark.parametrize("game", sorted(STANDARDS))
def test_every_game_marks_a_gap_by_one_rule_at_its_edges(game):
    standard = STANDARDS[game]
    for gap, mark in gaps(standard).items():
        assert standard.mark(gap) is mark, (game, gap)
        best = 3.0 * standard.sign                                       # a value the reader sees as 3.0
        chosen = best - gap                                              # the expert's values: higher is better
        reviewed = crafted(game, [("b", best), ("c", chosen)], "c")
        assert reviewed.mark is mark and reviewed.loss == gap, (game, gap)
        shown_gap = abs(float(standard.amount(best)) - float(standard.amount(chosen)))
        assert round(shown_gap, 1) == gap
    exactly = standard.threshold
    assert standard.mark(exactly) is Mark.MISTAKE and standard.mark(round(exactly - 0.1, 1)) is Mark.FINE
    assert f"mistake, {exactly:g} " in standard.rule and f"less than {standard.margin:g} " in standard.rule


def test_the_gap_is_the_one_the_reader_reads_in_the_rows():
    # 1.96 points shown as 1.0 against 3.0: the reader reads a 2.0 gap, and 2.0 is a mistake, always
    reviewed = crafted("black_maria", [("b", -1.04), ("c", -2.99)], "c")
    assert (reviewed.loss, reviewed.mark) == (2.0, Mark.MISTAKE)
    review = Review((reviewed,), STANDARDS["black_maria"])
    row = review.rows()[0]
    assert (row[2], row[4], row[5]) == ("3.0", "1.0", "mistake")
    # 1.94 points, shown 1.1 against 3.0: a 1.9 gap, fine
    assert crafted("black_maria", [("b", -1.06), ("c", -3.0)], "c").mark is Mark.FINE


def test_the_best_choice_is_never_worth_less_than_the_readers():
    # Handjass: the expert kept A♦ (the simple bot's choice, 1.0) though Q♠ showed 1.1: the reader chose Q♠
    reviewed = crafted("handjass", [("A♦", 1.0), ("Q♠", 1.1)], "Q♠", bot="A♦")
    assert reviewed.best.action == "Q♠" and reviewed.mark is Mark.BEST and reviewed.loss == 0
    assert "0.0" not in reviewed.why and "between them" not in reviewed.why
    # the same two, the reader chose A♦: Q♠ is the best, 0.1 better: within the margin
    other = crafted("handjass", [("A♦", 1.0), ("Q♠", 1.1)], "A♦", bot="A♦")
    assert other.best.action == "Q♠" and other.mark is Mark.WITHIN and other.loss == 0.1
    assert other.why.startswith("A♦ does as well as Q♠ within the margin: the gap of 0.1 strokes between them")


def test_a_choice_that_shows_the_best_value_is_named_the_best_itself():
    # Mus: paso 0.98 and envido 4 1.02 both show 1.0: paso is best, and the best column says paso
    reviewed = crafted("mus", [("envido 4", 1.02), ("paso", 0.98)], "paso")
    assert reviewed.mark is Mark.BEST and reviewed.best.action == "paso"
    row = Review((reviewed,), STANDARDS["mus"]).rows()[0]
    assert row[1] == row[3] == "paso" and row[5] == "best"
    # 0.9 against 1.0: envido 4 is the best; paso is best within the margin, never plain "best"
    within = crafted("mus", [("envido 4", 1.0), ("paso", 0.9)], "paso")
    assert within.mark is Mark.WITHIN and within.best.action == "envido 4"


def reviewed_deals(game):
    """Deals of ``game`` (two; Loo, with fewer decisions a deal, five; Mus one), the reader playing at random
    (in Mus as the simple bot, against random seats: a random bet is slow to weigh), reviewed with few
    samples."""
    from cardlib import handjass, mus
    module = {"black_maria": None, "loo": loo, "handjass": handjass, "mus": mus}[game]
    reviews = []
    for seed in {"loo": (1, 2, 3, 4, 5), "mus": (1,)}.get(game, (1, 2)):
        start = new_game(4, seed=seed) if module is None else module.new_game(3 if game == "handjass" else 4, seed=seed)
        reader = mus.MusBot() if game == "mus" else RandomBot(seed)    # a random Mus bet is weighed slowly
        end = play_out(start, {0: reader, 1: RandomBot(seed), 2: RandomBot(seed + 1), 3: RandomBot(seed + 2)}
                       if game == "mus" else RandomBot(seed), stop=deal_ended)
        samples = 4 if game == "mus" else 12
        reviews.append(reviewer(game, samples=samples, seed=seed).review(reader_moves(start, end, seat=0)))
    return reviews


@pytest.mark.parametrize("game", sorted(STANDARDS))
def test_real_reviews_keep_the_one_scale(game):
    standard, marks = STANDARDS[game], {}
    reviews = reviewed_deals(game)
    assert sum(len(r.decisions) for r in reviews) >= 3
    for review in reviews:
        for d, row in zip(review.decisions, review.rows()):
            assert d.best.mean == max(v.mean for v in d.values) >= d.chosen.mean
            assert d.loss == standard.gap(d.best.mean, d.chosen.mean) and d.mark is standard.mark(d.loss)
            assert round(abs(float(row[4]) - float(row[2])), 1) == d.loss          # the gap the reader reads
            if d.mark is Mark.BEST:
                assert d.best.action == d.choice and row[1] == row[3]
            else:
                assert d.best.action != d.choice
            assert marks.setdefault(d.loss, d.mark) is d.mark                      # one number, one mark
        assert review.summary().endswith(standard.rule + ".")
