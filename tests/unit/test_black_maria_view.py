"""Black Maria's table view and narration (cardlib.black_maria.view): what a seat may see, passed cards
as piles while they move, penalties as counters; and the rules sections the code cites."""

from __future__ import annotations

import pytest

from cardlib import CardlibError
from cardlib.black_maria import BlackMariaBot, Pass, Phase, new_game
from cardlib.black_maria.view import table_view
from cardlib.game import story
from cardlib.game import play_out


def test_committed_passes_lie_face_down_beside_their_seats_and_only_the_passer_sees_his():
    state = new_game(3, seed=2)
    state = state.apply(Pass(state.hands[1][:3]))
    mine, theirs, everything = table_view(state, 1), table_view(state, 0), table_view(state, None)
    assert [(p.name, p.seat, p.face_up) for p in mine.piles] == [("to Seat 0", 1, True)]
    assert [(p.name, p.seat, p.face_up) for p in theirs.piles] == [("to You", 1, False)]
    assert everything.piles[0].face_up and not everything.face_down
    assert len(mine.hands[1]) == 14 and sorted(theirs.face_down) == [1, 2]
    assert "still to choose: Seat 2, You" in theirs.status[0]


def test_received_cards_show_during_the_first_trick_then_go():
    state = new_game(3, seed=2)
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    view = table_view(state, 0)
    given = state.passes[state.giver(0)]
    assert [(p.name, tuple(p.cards)) for p in view.piles] == [("from Seat 1", tuple(given))]
    assert set(given) <= set(view.hands[0])
    while state.play.number == 0:
        state = state.apply(state.legal_actions()[0])
    assert table_view(state, 0).piles == ()


def test_counters_show_totals_and_this_deals_penalties():
    state = play_out(new_game(3, seed=4), BlackMariaBot(), stop=lambda s: s.phase is Phase.PLAY and s.play.number == 5)
    view = table_view(state, 0)
    totals = [c for c in view.counters if c.label == "total"]
    deal = [c for c in view.counters if c.label == "this deal"]
    assert [c.value for c in totals] == list(state.totals)
    assert [c.value for c in deal] == [state.taken(s) for s in range(3)]
    assert sum(c.value for c in deal) == sum(t.points for t in state.tricks)
    assert view.highlight == frozenset(r.card for r in state.rulings() if r.legal) or state.to_act != 0


def test_viewer_is_checked():
    with pytest.raises(CardlibError, match="viewer must be a seat from 0 to 2"):
        table_view(new_game(3, seed=1), 3)


def test_narration_names_passed_cards_only_to_passer_and_receiver():
    state = new_game(3, seed=5)
    before = state
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    lines0 = story(state.events_since(before), viewer=0, actions=False)
    passed = {e.seat: e["cards"] for e in state.events if e.kind == "pass"}
    named = lambda s: " ".join(map(str, passed[s]))
    assert any(named(0) in line for line in lines0) and any(named(1) in line for line in lines0)   # 1 passes to 0
    assert not any(named(2) in line for line in lines0)
    pass_lines = [line for line in lines0 if " three cards to " in line or " to you" in line or "You pass" in line]
    assert sorted(pass_lines) == [f"Seat 1 passes {named(1)} to you", "Seat 2 passes three cards to Seat 1",
                                  f"You pass {named(0)} to Seat 2"]


def test_the_last_trick_line_counts_its_penalty_points_in_words():
    """The status line after a trick names its penalty points, "1 penalty point" in the singular."""
    seen = set()
    for seed in range(20):
        state = new_game(3, seed=seed)
        while not state.is_over and len(seen) < 3:
            state = state.apply(BlackMariaBot().choose(state).action)
            if state.phase is Phase.PLAY and state.tricks and not state.play.trick.cards:
                points = state.tricks[-1].points
                line = table_view(state, 0).status[-1]
                words = "1 penalty point)" if points == 1 else f"{points} penalty points)"
                assert line.endswith(words), line
                seen.add(min(points, 2))
        if len(seen) == 3:
            break
    assert seen == {0, 1, 2}


def _cited_sections_missing(game: str, page: str) -> list[str]:
    """Every "rules §N" and "§6 X-An" that the game's code can show a reader, absent from its rules page."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((root / "cardlib" / game).glob("*.py")))
    text += (root / "cardlib" / "widgets" / f"{game}.py").read_text(encoding="utf-8")
    book = (root / "book" / page).read_text(encoding="utf-8")
    headings = set(re.findall(r"^#+ (§[0-9.]+)", book, flags=re.M))
    rulings = set(re.findall(r"^\| ([BL]-A[0-9]+) \|", book, flags=re.M))
    cited = set(re.findall(r"rules (§[0-9]+(?:\.[0-9]+)?)", text))
    decisions = set(re.findall(r"\b([BL]-A[0-9]+)\b", text))
    return sorted(cited - headings) + sorted(decisions - rulings)


def test_every_section_and_ruling_the_code_cites_is_on_the_rules_page():
    assert _cited_sections_missing("black_maria", "black-maria-rules.md") == []
    assert _cited_sections_missing("loo", "loo-rules.md") == []


def test_the_penalty_sheet_writes_each_deal_and_the_running_totals():
    from cardlib.black_maria.view import penalty_sheet
    svg = penalty_sheet(["You", "Seat 1", "Seat 2", "Seat 3"], [(0, 22, 7, 14), (13, 0, 20, 10)], dealers=(0, 1),
                        blank=3)
    assert svg.startswith("<svg") and svg.endswith("</svg>") and "role='img'" in svg
    totals = [t.split(">")[1] for t in svg.split("class='sheet-total'")[1:]]
    assert [t.split("<")[0] for t in totals] == ["0", "22", "7", "14", "13", "22", "27", "24"]
    assert ("<title>Black Maria penalty sheet: after deal 1: You 0, Seat 1 22, Seat 2 7, Seat 3 14; "
            "after deal 2: You 13, Seat 1 22, Seat 2 27, Seat 3 24.</title>") in svg
    assert svg.count(">+") == 8 and svg.count(">dealt<") == 2
    assert "nothing written yet" in penalty_sheet(["A", "B", "C"], [], blank=4)
    with pytest.raises(CardlibError, match="deal 2 of the penalty sheet has 2 figures"):
        penalty_sheet(["A", "B", "C"], [(1, 2, 3), (1, 2)])
    with pytest.raises(CardlibError, match="needs the players' names"):
        penalty_sheet([], [])
