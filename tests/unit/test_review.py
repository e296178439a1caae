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

@pytest.mark.parametrize("seed", [1, 2, 5])
def test_a_deal_the_black_maria_expert_played_has_no_mistake(seed):
    start = new_game(4, seed=seed)
    judge = bm_reviewer()
    player = bm_expert.expert(budget=None, samples=16, seed=3)         # as the reviewer weighs
    end = first_deal(start, {0: player, 1: BlackMariaBot(), 2: BlackMariaBot(), 3: BlackMariaBot()})
    moves = reader_moves(start, end, seat=0)
    review = judge.review(moves)
    assert len(review.decisions) == choices(moves) >= 10                 # the pass and the unforced cards
    assert [d.mark for d in review.decisions] == [Mark.BEST] * len(review.decisions)
    assert review.accuracy == 1 and review.loss == 0


@pytest.mark.parametrize("seed", [1, 4])
def test_a_deal_the_loo_expert_played_has_no_mistake(seed):
    start = loo.new_game(4, seed=seed)
    player = loo_expert.expert(budget=None, samples=6, seed=2, trials=60)
    judge = Reviewer(loo_expert.expert(budget=None, samples=6, seed=2, trials=60), STANDARDS["loo"])
    end = first_deal(start, {0: player, **{s: loo.LooBot(s, trials=200) for s in (1, 2, 3)}})
    review = judge.review(reader_moves(start, end, seat=0))
    assert review.decisions and all(d.mark is Mark.BEST for d in review.decisions)


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
    level = [d for d in review.decisions if d.mark is Mark.BEST and d.choice != d.best.action]
    assert level                                                          # the deal has some, else this tests nothing
    for d in level:
        assert d.why.startswith(f"{label(d.choice)} does as well as {label(d.best.action)}: the ")
        assert d.why.endswith(" penalty points between them on average is within the margin of error")


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
                      STANDARDS["black_maria"].__class__(50, "penalty points", 32, "a mistake costs 50"))
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
    assert first[0] == "pass" and first[5] in ("best", "fine", "mistake")
    assert float(first[2]) >= 0 and float(first[4]) >= 0                 # penalty points, not minus them
    good = sum(d.mark is not Mark.MISTAKE for d in review.decisions)
    assert review.summary().startswith(f"Accuracy {good / len(rows):.0%}: {good} of {len(rows)} decisions were best or fine.")
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


def test_a_table_of_the_expert_reviews_its_own_deal_without_mistakes():
    table = bm_table(bm_reviewer(), seed=5)
    play_deal(table, bm_expert.expert(budget=None, samples=16, seed=3))
    assert all(d.mark is Mark.BEST for d in table.review().decisions)


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
