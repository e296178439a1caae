"""Black Maria's play table: another seat's secret pass reads as one plain sentence."""

from __future__ import annotations

from cardlib.widgets.black_maria import play_table


def test_a_secret_pass_reads_as_a_sentence_without_a_colon():
    view = play_table(seed=1).view
    assert view.log[2:4] == ["Seat 1 chooses three cards to pass", "Seat 1 puts three cards face down for you"]
    assert not any(": chooses" in line for line in view.log)
