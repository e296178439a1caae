"""cardlib.mus.lessons: the teaching material of the Mus chapters, checked against the spec."""

import re

import pytest

from cardlib import CardlibError, mus
from cardlib.mus import Rules, win_probability
from cardlib.mus.lessons import (REFUSED_RAISE, bonus_rows, bot_game, betting_example, contests, counts_text,
                                 deal_around, questions, game_text, odds, odds_text, read_hands, scoring_text,
                                 symbols, worked_deal, worked_text)
from cardlib.questions import Question

M19 = ["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"]


def test_contests_of_m19_follow_the_spec():
    verdicts = contests(M19)
    assert [(v.category, v.winner) for v in verdicts] == [("grande", 0), ("chica", 2), ("pares", 0),
                                                          ("juego", 0)]
    assert "ties with seat 1's 31; seat 0 is the mano and wins ties" in verdicts[3].reason


def test_contests_play_punto_when_nobody_has_juego():
    verdicts = contests(["Ro 7o 6o 2o", "Rc Sc 5c 4c", "Ao 2c Ac 2e", "7c 6c 5e 4e"])   # M8
    assert verdicts[3].category == "punto" and verdicts[3].winner == 1
    assert "29 points beat seat 0's 24" in verdicts[3].reason


def test_read_hands_names_the_seat_and_rejects_shared_cards():
    assert [str(h) for h in read_hands(M19)] == M19
    with pytest.raises(CardlibError, match=r"^seat 1: a Mus hand is exactly 4 cards .* 'Co Cc'"):
        read_hands([M19[0], "Co Cc", M19[2], M19[3]])
    with pytest.raises(CardlibError, match="Ro is in the hands of seat 0 and seat 2"):
        read_hands([M19[0], M19[1], "Ro 6o 5o 2o", M19[3]])
    with pytest.raises(CardlibError, match="expected four hands"):
        read_hands(M19[:3])


def test_symbols_apply_the_eight_kings():
    assert symbols("3o 6o 5o 2o") == "R 6 5 A"
    assert symbols("Ac 2b 3c Rb") == "R R A A"


def test_odds_are_win_probability_with_the_same_seed():
    found = odds("Co Cc Ce Cb", seat=2, trials=3000, seed=9)
    assert found == {c: win_probability("Co Cc Ce Cb", c, seat=2, trials=3000, seed=9) for c in mus.CATEGORIES}
    text = odds_text("Co Cc Ce Cb", seat=2, trials=3000, seed=9)
    assert text.splitlines()[0] == "Co Cc Ce Cb (C C C C) as seat 2, 3,000 random deals:"
    assert f"{found['pares']:6.1%}" in text


def test_counts_text_agrees_with_the_exact_counts():
    counts = mus.fast.hand_counts()
    text = counts_text()
    assert text.startswith("all hands: 91,390")
    assert f"duples     {counts.pares['duples']:,}" in text
    assert f"31         {counts.totals[31]:,}" in text
    assert sum(counts.pares.values()) == counts.total == 91_390
    assert f"any       {sum(counts.juego.values()):,}" in text


def test_bonus_rows_are_the_seed_values_and_follow_the_variant():
    assert [points for _, _, points in bonus_rows()] == [1, 2, 3, 2, 1]
    assert [points for _, _, points in bonus_rows(Rules(std_bonuses=True))] == [1, 2, 3, 3, 2]


FIRST = " (a first bet refused is worth 1, whatever its size)"


@pytest.mark.parametrize("lance, sayings, outcome", [
    ("grande", ["envido 5", "no quiero", "no quiero"], "-> refused: team 0 scores 1 at once" + FIRST),    # M9
    ("chica", ["envido 2", "reenvido +3 (for the team)", "no quiero", "no quiero"],
     f"-> refused: team 1 scores 2 at once ({REFUSED_RAISE})"),                                        # M10
    ("grande", ["envido 2", "órdago (for the team)", "no quiero", "no quiero"],
     f"-> refused: team 1 scores 2 at once ({REFUSED_RAISE})"),                                        # M12
    ("chica", ["envido 2", "reenvido +3 (for the team)", "reenvido +5 (for the team)", "no quiero (for the team)"],
     f"-> refused: team 0 scores 5 at once ({REFUSED_RAISE})"),                                        # A7: 2 -> 5 -> 10
    ("pares", ["envido 2", "reenvido +2 (for the team)", "reenvido +6 (for the team)", "quiero (for the team)"],
     "-> accepted: 10 points to the better hand, at the showdown"),                                    # M11
    ("grande", ["paso", "paso", "paso", "paso"], "-> en paso"),                                         # M17
])
def test_betting_examples_from_the_spec(lance, sayings, outcome):
    assert betting_example(lance, sayings).splitlines()[-1] == outcome


def test_a_refused_raise_is_worth_the_refusing_teams_total_not_its_increase():
    """§2.4, A7: 2 -> 5 -> 10 -> fold = 5, the total the folding team had raised to, not its raise (+3)."""
    assert "whole total the refusing team itself last bet or raised to" in REFUSED_RAISE
    assert "not the size of its last raise" in REFUSED_RAISE
    question = {q.key: q for q in questions()}["refused-raise"]
    assert question.answer == "5" and question.check("3").correct is False
    assert "scores 5 at once" in question.explanation and "not 3" in question.explanation


def test_betting_example_refuses_what_the_rules_forbid():
    with pytest.raises(CardlibError, match="cannot envido 1: a bet is at least 2"):
        betting_example("grande", ["envido 1"])
    with pytest.raises(CardlibError, match="still open"):
        betting_example("grande", ["envido 2"])
    with pytest.raises(CardlibError, match="already closed before 'paso'"):
        betting_example("grande", ["envido 2", "no quiero", "no quiero", "paso"])


def test_worked_deal_is_m19_and_scores_ten_to_nothing():
    steps = worked_deal()
    assert steps[0].title == "The deal" and steps[-1].title == "The showdown"
    assert [s.number for s in steps] == list(range(len(steps)))
    assert steps[-1].score == (10, 0)                              # M19: A 10, B 0
    assert scoring_text(steps[-1].entries).splitlines()[-1] == "total        10      0"
    assert [(e.lance, e.points) for e in steps[-1].entries] == [
        ("grande", 1), ("pares", 2), ("pares", 1), ("juego", 4), ("juego", 2)]
    titles = [s.title for s in steps[1:-1]]
    # each title is what the seat said as the live log says it: English, the game's word in italics after it
    assert titles[:4] == ["Seat 0 plays the hand as dealt (*no hay mus*)", "Seat 0 bets 2 (*envido 2*)",
                          "Seat 1 refuses the bet (*no quiero*)", "Seat 3 refuses the bet (*no quiero*)"]
    assert titles[-2:] == ["Seat 1 raises the bet by 2 (*reenvido +2*)", "Seat 0 accepts the bet (*quiero*)"]


def test_worked_deal_shows_every_hand_and_the_narration_matches_the_hands():
    steps = worked_deal()
    assert all(step.table.face_down == frozenset() for step in steps)
    assert "holds king, king, seven and four: a pair of kings and 31 points" in steps[1].text
    assert "Seat 2's three, six, five and two play as king, six, five and ace" in steps[7].text
    text = worked_text()
    assert "-> Seat 0 and Seat 2 +1: Grande refused (rules §2.4)" in text
    assert steps[-1].events[-1] == "Juego: Seat 0 has the best juego (31); accepted at 4: Seat 0 and Seat 2 +6"
    assert text.count("\n 1. ") == 1


def test_exercise_answers_agree_with_the_engine():
    by_key = {e.key: e for e in questions()}
    chica = by_key["chica"]
    assert chica.answer == chica.choices[mus.winner("chica", chica.hands)]
    assert by_key["grande-tie"].answer == "seat 0 (mano)"
    assert by_key["pares-twos"].answer == "3" and mus.pares_kind(by_key["pares-twos"].hands[0]) == "duples"
    # the explanation in English, the game's word in italics after it, never "par 1, medias 2, duples 3"
    assert by_key["pares-twos"].solution() == (
        "Answer: 3. It plays as seven, seven, ace and ace: two pairs, sevens and aces (*duples*), worth 3 (a pair "
        "scores 1, three of a rank 2, two pairs 3; a three counts as a king and a two as an ace).")
    assert by_key["juego-28"].answer == "no" and mus.juego_points(by_key["juego-28"].hands[0]) == 28
    assert by_key["juego-order"].answer == "seat 1"
    assert by_key["refused-bet"].answer == "1"
    assert len({e.key for e in questions()}) == len(questions())
    assert all(isinstance(e, Question) for e in questions())


def test_exercise_check_and_bad_choices():
    exercise = questions()[0]
    assert exercise.check(exercise.answer).correct
    assert not exercise.check(next(c for c in exercise.choices if c != exercise.answer)).correct
    with pytest.raises(CardlibError, match="'seat 9' is not one of the choices"):
        exercise.check("seat 9")
    assert exercise.solution().startswith(f"Answer: {exercise.answer}. ")


def test_bot_game_is_repeatable_and_its_summary_adds_up():
    game = bot_game(seed=2)
    assert game.is_over and bot_game(seed=2).history == game.history
    text = game_text(game)
    last_deal = text.splitlines()[-2]
    assert last_deal.endswith(f"-> {game.scores[0]}-{game.scores[1]}")
    assert text.splitlines()[-1].startswith(("Your team wins", "Their team wins"))


def test_game_text_counts_a_deal_ended_by_an_ordago():
    game = bot_game(seed=4)                      # this game ends on an accepted órdago
    assert game.ledger[-1].reason.startswith("all-in bet (órdago)")
    lines = game_text(game).splitlines()
    assert lines[-2].endswith(f"-> {game.scores[0]}-{game.scores[1]}")
    assert lines[-1].endswith("all-in bet (órdago) in Pares won by you")


def test_the_events_of_a_seeded_bot_game_add_up_to_the_scores():
    """Every point scored is one "score" event; the showdown's contest events and the refusals'
    lance events account for all of them, deal by deal (§2.4, §2.8, §3.4)."""
    for seed in (1, 2, 3):
        game = bot_game(seed=seed)
        scores = [e for e in game.events if e.kind == "score"]
        assert [sum(e["points"] for e in scores if e["team"] == t) for t in (0, 1)] == list(game.scores)
        assert len(scores) == len(game.ledger)
        contests = sum(e["points"] for e in game.events if e.kind == "contest")
        refusals = sum(e["points"] for e in game.events if e.kind == "lance" and e["status"] == "refused")
        assert contests + refusals == sum(game.scores)
        assert sum(e.kind == "game" for e in game.events) == 1
        shows = [e for e in game.events if e.kind == "deal"]
        assert all(len(e["hands"]) == 4 for e in shows) and len(shows) >= len(game.deals) - 1
        # each showdown's "deal" event carries its contests, and its points are the deal's
        by_deal = {d.number: d for d in game.deals}
        for shown in shows:
            record = by_deal[shown["number"]]
            assert list(shown["points"]) == [sum(e.points for e in record.entries if e.team == t) for t in (0, 1)]
            assert shown["hands"] == record.hands
            assert all(e.kind == "contest" for e in shown["lines"])


def test_deal_around_keeps_the_typed_hand_and_deals_the_rest_seeded():
    """Issue: the chapter's own "Ro Rc 7o 4o" with seed 1 gets three hands from the other 36 cards."""
    hands = deal_around("Ro Rc 7o 4o", 0, seed=1)
    assert str(hands[0]) == "Ro Rc 7o 4o" and all(len(h) == 4 for h in hands)
    cards = [c for h in hands for c in h]
    assert len(set(cards)) == 16
    assert deal_around("Ro Rc 7o 4o", 0, seed=1) == hands != deal_around("Ro Rc 7o 4o", 0, seed=2)
    assert str(deal_around("Ro Rc 7o 4o", 2, seed=1)[2]) == "Ro Rc 7o 4o"
    read_hands([str(h) for h in hands])           # a legal deal
    with pytest.raises(CardlibError, match="'Xx' and 'Yy' are not cards"):
        deal_around("Xx Yy", 0)
    with pytest.raises(CardlibError, match="-1"):
        deal_around("Ro Rc 7o 4o", 0, seed=-1)


def test_bad_cards_are_named_before_the_count():
    """Issue: "Xx Yy" is told Xx and Yy are not cards, not that it has 2 cards (rules §2.1)."""
    with pytest.raises(CardlibError, match=r"^seat 0 \(mano\): 'Xx' and 'Yy' are not cards of the Spanish"):
        read_hands(["Xx Yy", *M19[1:]])
    with pytest.raises(CardlibError, match=r"'8c' is not a card"):
        read_hands([M19[0], "Ro 8c", *M19[2:]])


def test_worked_deal_under_the_standard_variant_scores_twelve():
    steps = worked_deal(Rules(en_paso_point=True, std_bonuses=True))     # M19: "Under STD scoring ... 12"
    assert steps[-1].score == (12, 0)
    assert [s.title for s in steps] == [s.title for s in worked_deal()]


# --- the data behind the chapters' tables (issue 10 item 9) ---------------------------------

def test_betting_story_keeps_who_said_what_and_the_outcome():
    """rules §2.4: a refused raise pays the refusing team's own last total (here 2, its envido)."""
    from cardlib.mus.lessons import betting_story
    story = betting_story("chica", ["envido 2", "reenvido +3 (for the team)", "no quiero", "no quiero"])
    assert story.said == ((0, "envido 2"), (1, "reenvido +3 (for the team)"), (2, "no quiero"), (0, "no quiero"))
    assert story.outcome() == "refused: team 1 scores 2 at once" and story.points == 2 and story.team == 1
    assert story.why.startswith("a refused raise is worth the whole total")
    accepted = betting_story("pares", ["envido 2", "quiero"], eligible=(0, 1))
    assert accepted.outcome() == "accepted: 2 points to the better hand, at the showdown" and accepted.why == ""
    with pytest.raises(CardlibError, match="a bet is at least 2"):
        betting_story("grande", ["envido 1"])


def test_count_rows_add_up_to_every_hand():
    from cardlib.mus.lessons import count_rows
    for rules in (Rules(), Rules(four_kings=True)):
        pares, juego, total = count_rows(rules)
        assert total == 91_390 and sum(n for _, n, _ in pares) == total
        assert juego[-1][1] == sum(n for _, n, _ in juego[:-1])
        assert all(abs(share - n / total) < 1e-12 for _, n, share in pares + juego)


def test_hand_rows_and_seat_odds():
    from cardlib.mus import win_probability
    from cardlib.mus.lessons import hand_rows, juego_order_words, seat_odds
    (hand, ranks, kind, points), = hand_rows(["Ro 3c 3e 2o"], Rules(four_kings=True))
    assert (str(hand), ranks, kind, points) == ("Ro 3c 3e 2o", "R 3 3 2", "a pair of threes (*par*)", 18)
    assert juego_order_words().startswith("31, then 32, then 40")
    found = seat_odds("Ro Rc 7o 4o", "juego", trials=1000, seed=2)
    assert [seat for seat, _ in found] == [0, 1, 2, 3]
    assert found[2][1] == win_probability("Ro Rc 7o 4o", "juego", seat=2, trials=1000, seed=2)


def test_game_rows_add_up_to_the_final_score():
    from cardlib.mus.lessons import bot_game, game_end, game_rows
    final = bot_game(2)
    rows = game_rows(final)
    assert sum(r[2] for r in rows) == final.scores[0] and sum(r[3] for r in rows) == final.scores[1]
    assert rows[-1][4] == f"{final.scores[0]}-{final.scores[1]}"
    assert game_end(final).endswith(".") and "wins the game; the points that won it: " in game_end(final)


# --- playing well ----------------------------------------------------------------------------

from cardlib.mus.lessons import POSITIONS, THUMBS, envido_rows, exercise_positions, thumb_odds


def test_each_rule_of_thumb_orders_its_hands_best_first():
    """Down a rule's hands (or seats) the chance to win its contest never rises, and the
    first hand wins clearly more often than the last; the same seed gives the same figures."""
    for thumb in THUMBS:
        rows = thumb_odds(thumb, trials=5_000)
        chances = [r[3] for r in rows]
        assert all(0 <= p <= 1 for p in chances), thumb.title
        assert chances == sorted(chances, reverse=True), thumb.title
        assert chances[0] > chances[-1] + 0.2, thumb.title
        assert rows == thumb_odds(thumb, trials=5_000)
    assert thumb_odds(THUMBS[0], trials=5_000)[0][3] == win_probability(THUMBS[0].hands[0], "grande", trials=5_000,
                                                                        seed=1)


def test_an_envido_pays_from_an_even_chance():
    rows = envido_rows(trials=5_000)
    for _, _, p, points in rows:
        assert points == pytest.approx(2 * p - 2 * (1 - p))
        assert -2 <= points <= 2 and (points > 0) == (p > 0.5)
    assert [r[2] for r in rows] == sorted((r[2] for r in rows), reverse=True)
    assert rows[0][3] > 1.9 and rows[-1][3] < -1.5


def test_exercise_positions_are_reproducible_and_never_stake_the_game_on_a_weak_hand():
    """Each "what would you do?" position of the exercises chapter is weighed afresh to the same
    values, in points a deal (your team's less the other team's), the others in order after the
    expert's choice, no choice beating that one by more than the margin, and its caption names the
    expert's choice. With 7 6 5 4 as mano after no mus, the Grande (rules §2.4, §2.5) answers with
    the expert's choice in that very deal, and the órdago, a bet of the whole game, is the worst
    choice: below -10 points a deal."""
    from cardlib.mus.expert import expert
    from cardlib.mus.lessons import weigh_position
    positions = exercise_positions()
    for spec, position in zip(POSITIONS, positions, strict=True):
        assert weigh_position(spec).values == position.values
        points = [v.value for v in position.values]
        assert points[1:] == sorted(points[1:], reverse=True)
        assert all(-v.behind <= v.behind_margin for v in position.values[1:])
        assert position.solution().startswith(f"The expert's choice: {position.answer}, ")
    weak = positions[POSITIONS.index(("4o 5c 6e 7b", True))]
    state = mus.new_game(seed=1, dealer=3, hands=deal_around("4o 5c 6e 7b", 0, seed=1)).apply(mus.NoMus())
    assert weak.hands == (state.hands[0],)
    assert str(expert(budget=None, samples=96, seed=1).choose(state).action) == weak.answer
    assert weak.choices[-1] == "órdago" and weak.values[-1].value < -10         # never stake the game on 7 6 5 4
    with pytest.raises(CardlibError, match="numbered 0 to"):
        positions[len(POSITIONS)]


# --- your first deal ---------------------------------------------------------------------------

def test_first_deal_replayed_from_its_number_shows_every_event_the_chapter_tells():
    """The first deal, replayed from its number and its history: all four say mus, each discards
    and gets new cards, an envido is refused and one accepted, and the deal ends at the score the
    chapter shows; the bots of the play table (seat s: MusBot(seed=10 + s)) say the same."""
    from cardlib.cards import Cards
    from cardlib.mus import MusBot, new_game
    from cardlib.mus.actions import Discard, Envido, Mus, NoQuiero, Quiero, parse_action
    from cardlib.mus.betting import ACCEPTED, REFUSED
    from cardlib.mus.lessons import FIRST_DEAL, FIRST_DEAL_SCORE, FIRST_DEAL_SCRIPT, first_deal, first_exchange
    state = new_game(seed=FIRST_DEAL)
    assert state.dealer == 3 and state.mano == 0                     # the reader's seat 0 is mano
    bots = {seat: MusBot(seed=10 + seat) for seat in range(4)}
    said = []
    for text, _ in FIRST_DEAL_SCRIPT:
        action = parse_action(text)
        assert bots[state.to_act].choose(state).action == action, (len(said), text)
        said.append((state.to_act, action))
        state = state.apply(action)
    assert state.deal_no == 2 and not state.is_over            # the script is the whole deal
    actions = [a for _, a in said]
    assert actions[:4] == [Mus()] * 4                                # everybody says mus
    discards = [(seat, a) for seat, a in said if isinstance(a, Discard)]
    assert [seat for seat, _ in discards] == [0, 1, 2, 3]
    exchange = first_exchange()
    assert all(len(x.new) == len(x.thrown) >= 1 and x.now == Cards([*x.kept, *x.new]) for x in exchange)
    record = state.deals[0]
    statuses = {r.lance: r.status for r in record.lances}
    assert statuses["pares"] == REFUSED and statuses["chica"] == ACCEPTED and statuses["punto"] == ACCEPTED
    refused_after_envido = any(isinstance(a, Envido) and isinstance(b, NoQuiero) and s2 % 2 != s1 % 2
                               for (s1, a), (s2, b) in zip(said, said[1:]))
    assert refused_after_envido and Quiero() in actions
    assert state.scores == FIRST_DEAL_SCORE == first_deal()[-1].score
    assert sum(e.points for e in record.entries if e.team == 0) == FIRST_DEAL_SCORE[0]


def test_first_deal_steps_name_what_each_player_holds():
    """Each reason quotes the speaker's own hand as it is when he speaks (before and after the exchange),
    its ranks in English words, never the rank letters nor a Spanish card name in an English sentence;
    each title is what he said as the live log says it."""
    from cardlib.mus.lessons import first_deal
    steps = first_deal()
    assert "holds horse, jack, four and ace" in steps[1].text and "holds king, jack, ace and ace" in steps[9].text
    assert steps[10].title == "Seat 0 passes (*paso*)" and steps[5].title.startswith("Seat 0 changes three cards")
    every = " ".join(s.text for s in steps)
    assert not re.search(r"\b[RCS](?: [RCSA2-7]){3}\b", every), "rank letters in a reason"
    assert not re.search(r"\b(?:sotas?|caballos?)\b", every), "a Spanish card name in an English sentence"
    assert steps[-1].part == "showdown" and {s.part for s in steps} >= {"mus", "discard", "mus again", "grande",
                                                                        "chica", "pares", "punto"}
    assert "she" not in " ".join(s.text for s in steps).split()


# --- playing well: the figures of the advice -----------------------------------------------------

def test_percent_never_rounds_to_certainty():
    from cardlib.mus.lessons import percent
    assert [percent(p) for p in (1.0, 0.9999, 0.995, 0.994, 0.0004, 0.0)] == [
        "100%", "over 99%", "over 99%", "99%", "under 1%", "0%"]


def test_discard_rows_keep_what_the_hand_plays_for():
    """Keeping the king alone plays for Grande, the ace alone for Chica; keeping both does neither well."""
    from cardlib.mus.lessons import discard_rows
    both, king, ace = discard_rows("Ro Ao 6c 7o", ["R A", "R", "A"], trials=4_000)
    assert [str(c) for c in king[1]] == ["Ao", "6c", "7o"]
    assert king[2] > both[2] and ace[3] > both[3] and king[2] > ace[2] and ace[3] > king[3]
    with pytest.raises(CardlibError, match="cannot keep 'R R'"):
        discard_rows("Ro Ao 6c 7o", ["R R"])


def test_postre_facing_three_mus_holds_a_relatively_better_hand():
    from cardlib.mus.lessons import postre_rows
    (hand, lance, any_hands, after_mus), = postre_rows(["Ro Co So 7c"], trials=800)
    assert lance == "grande" and after_mus > any_hands + 0.2


def test_a_partners_sign_changes_the_teams_odds():
    from cardlib.mus.lessons import signal_odds
    alone, told = signal_odds("Ao 4c 5o 6c", "chica", "two aces", trials=3_000)
    assert told > alone + 0.1
    with pytest.raises(CardlibError, match="no sign 'wink'"):
        signal_odds("Ao 4c 5o 6c", "chica", "wink")


def test_bet_value_pays_refusals_acceptances_and_ordagos_as_the_rules_do():
    from cardlib.mus.lessons import bet_value
    weak = bet_value("4o 5c 6o 7c", "envido 2", deals=200)
    assert weak.chance < 0.5 and weak.points < 0                   # accepted or raised, and lost, mostly
    assert abs(weak.refused + weak.accepted + weak.raised - 1) < 1e-9
    ordago = bet_value("Ro Rc Re Co", "órdago", deals=200)
    assert ordago.refused > 0.8 and ordago.raised == 0            # an órdago cannot be raised
    assert ordago.points > ordago.refused                          # refusals pay 1, accepted ones 40 to the mano
