"""The first deal chapter's deal (cardlib.handjass.lessons.FIRST_DEAL), replayed from its number
and its history: it must show every event the chapter tells, and end at the strokes it shows."""

from __future__ import annotations

import pytest

from cardlib import CardlibError
from cardlib.game import replay
from cardlib.handjass import Declaration, new_game
from cardlib.handjass.lessons import FIRST_DEAL, first_deal
from cardlib.handjass.view import tally_svg
from cardlib.widgets.handjass import first_deal_count_table, first_deal_tally, first_deal_trick_shown

# The deal as the chapter tells it, one action a line: the declarations, then 27 cards.
HISTORY = ["play", "play", "take the Blind",
           "play 6♦, announcing three-card run A♣ to Q♣ (20)", "play 8♦",
           "play A♦, announcing four-card run 9♣ to 6♣ (50)",
           "play 6♥", "play 7♥", "play J♥", "play A♥", "play 6♣", "play Q♣", "play 8♥", "play J♣", "play 9♥",
           "play 6♠", "play 8♠", "play Q♠", "play J♦", "play Q♦", "play 7♣", "play 8♣",
           "play K♣, announcing Stöck", "play 7♠", "play 10♦", "play 9♠", "play 9♣", "play K♥", "play A♣",
           "play K♠"]


def _replayed():
    """The first deal replayed from its number, each action of HISTORY found among the legal ones."""
    state = new_game(3, seed=FIRST_DEAL)
    actions = []
    for said in HISTORY:
        legal = {str(a): a for a in state.legal_actions()}
        assert said in legal, f"{said!r} is not legal here: {sorted(legal)}"
        actions.append(legal[said])
        state = state.apply(legal[said])
    return state, actions


def test_the_bots_play_the_deal_the_chapter_tells():
    deal = first_deal()
    assert [str(a) for a in deal.history] == HISTORY
    state, actions = _replayed()
    assert replay(new_game(3, seed=FIRST_DEAL), actions).deals == deal.end.deals


def test_the_first_deal_shows_every_event_of_an_ordinary_deal():
    state, _ = _replayed()
    record = state.deals[0]
    assert record.outcome == "played" and record.trump.symbol == "♣" and str(record.turned) == "7♣"
    # the decisions: two play, you (the dealer) take the Blind; the trump Six is in the Blind
    assert record.declarations == ((1, Declaration.PLAY), (2, Declaration.PLAY), (0, Declaration.BLIND))
    dealt = new_game(3, seed=FIRST_DEAL)
    assert "6♣" in [str(c) for c in dealt.blind] and not any(e.kind == "rob" for e in state.events)
    # the Weis contest: two announce, your run of four beats Seat 1's run of three
    announced = [(e.seat, e.action.weis.points) for e in state.events
                 if e.kind == "action" and getattr(e.action, "weis", None) is not None]
    assert announced == [(1, 20), (0, 50)]
    assert record.weis_winner == 0 and [w.points for w in record.weis] == [50]
    # the Stöck: Seat 1, who lost the Weis contest, still scores it
    assert record.stoeck == (1,)
    # the last trick's 5 goes to Seat 1; the totals count it
    assert record.last_trick == 1
    assert record.totals[1] == record.card_points[1] + 5 + 20
    assert record.totals[0] == record.card_points[0] + 50
    # the 26 line: two reach it, one is a potato
    assert record.totals == (90, 65, 22) and record.strokes == (1, 1, -1)


def test_the_chapter_shows_the_count_and_the_strokes():
    deal = first_deal()
    rows = first_deal_count_table(deal).rows
    assert rows[0] == ("Seat 1", "40", "5", "0", "20", "65", "yes (65 ≥ 26)", "+1")
    assert rows[2] == ("You", "40", "0", "50", "0", "90", "yes (90 ≥ 26)", "+1")
    assert rows[1][-2:] == ("no: a potato (22 < 26)", "−1")
    tally = first_deal_tally(deal)
    assert tally.html.count("class='tally-stroke'") == 2 and tally.html.count("class='tally-ring'") == 1
    assert "You: 1 stroke, 0 rings, net 1; Seat 1: 1 stroke, 0 rings, net 1; Seat 2: 0 strokes, 1 ring, net -1" in tally.text
    last = first_deal_trick_shown(deal, 9).text
    assert "It is the last trick: Seat 1 gets 5 more." in last
    first = first_deal_trick_shown(deal, 1).text
    assert "You win the Weis contest and score four-card run 9♣ to 6♣ (50)" in first
    assert 'Seat 1 plays K♣, saying "Stöck"' in first_deal_trick_shown(deal, 7).text
    assert "out of the deal" in deal.points_words and "107" in deal.points_words


def test_the_tally_draws_strokes_and_rings_and_refuses_bad_rows():
    picture = tally_svg(["A", "B"], [(2, -1), (1, 0)])
    assert picture.count("class='tally-stroke'") == 3 and picture.count("class='tally-ring'") == 1
    assert "A: 3 strokes, 0 rings, net 3; B: 0 strokes, 1 ring, net -1" in picture
    assert picture.startswith("<svg") and "role='img'" in picture
    with pytest.raises(CardlibError, match="one number a player"):
        tally_svg(["A", "B"], [(1,)])
    with pytest.raises(CardlibError, match="at least one player"):
        tally_svg([], [])
