"""What the playing-well chapter of Black Maria shows: a position with a trick under way (the trick
drawn, each card with the seat that played it, in turn from the leader), and the two charts, whose
words give the figures they draw."""

from __future__ import annotations

import re

from cardlib.black_maria.lessons import puzzle
from cardlib.widgets.black_maria import leader_chart, position_shown, queen_chart


def test_a_position_mid_trick_draws_the_trick_with_who_played_each_card():
    p = puzzle("duck", 3, samples=16)             # a four-player deal: three cards already in the trick
    state = p.state
    leader = state.play.trick.leader
    assert len(p.trick) == 3 and state.to_act == (leader + 3) % 4
    shown = position_shown(p)
    assert shown.html.count("data-card=") == len(p.hand) + len(p.trick)     # the hand, then the trick
    seats = [f"Seat {(leader + i) % 4}" for i in range(3)]
    assert re.findall(r">(Seat \d)<", shown.html) == seats            # the trick's seats, from its leader
    assert "Trick: " + ", ".join(f"{card} ({seat})" for card, seat in zip(p.trick, seats)) in shown.text
    assert f"the trick so far: {' '.join(map(str, p.trick))} (led by seat {leader})" in shown.text
    assert "Which card do you play?" not in shown.text                # the question is the chapter's own


def test_the_queen_chart_draws_a_line_per_table_size_and_says_each_figure():
    chart = queen_chart({3: {1: (0.5, 10), 2: (0.25, 20)}, 4: {1: (0.6, 5)}})
    axes = chart.figure.axes[0]
    assert [list(line.get_ydata()) for line in axes.lines] == [[50.0, 25.0], [60.0]]      # in per cent
    assert [line.get_label() for line in axes.lines] == ["3 players", "4 players"]
    assert axes.get_ylim() == (0, 100)
    assert chart.text == ("Chart of how often the holder of Q♠ takes her, by spades held: "
                          "3 players 1 50%, 2 25%; 4 players 1 60%.")


def test_the_leader_chart_puts_the_first_leader_beside_the_others_at_each_table_size():
    chart = leader_chart({5: (6.2, 3.1), 3: (9.5, 4.0)})
    axes = chart.figure.axes[0]
    assert [bar.get_height() for bar in axes.patches] == [9.5, 6.2, 4.0, 3.1]     # the leaders', then the others'
    assert [label.get_text() for label in axes.get_xticklabels()] == ["3 players", "5 players"]   # in size order
    assert chart.text == ("Chart of penalty points per deal, the first leader beside the other seats: "
                          "3 players 9.5 and 4.0; 5 players 6.2 and 3.1.")
