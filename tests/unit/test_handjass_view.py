"""What a seat sees of a Handjass game (cardlib.handjass.view)."""

from __future__ import annotations

import dataclasses

import pytest

from cardlib import CardlibError
from cardlib.game import Direction, HiddenCards
from cardlib.cards import Cards
from cardlib.handjass import PLAY, new_game
from cardlib.handjass.lessons import bot_game
from cardlib.game import story
from cardlib.handjass.view import last_trick, seat_name, table_view
from cardlib.widgets.handjass import game_svg


def test_the_viewer_sees_only_his_own_cards_and_the_turned_trump():
    state = new_game(4, seed=1)
    for viewer in range(4):
        view = table_view(state, viewer)
        assert view.face_down == frozenset(s for s in range(4) if s != viewer)
        assert set(view.hands[viewer]) == set(state.hands[viewer])
        picture = game_svg(state, viewer)
        for seat in range(4):
            for card in state.hands[seat]:
                shown = seat == viewer or card == state.turned      # the turned card is shown to all
                assert (f"data-card='{card}'" in picture) == shown


def test_state_table_is_the_table_view_with_piles_and_counters():    # rules §2.1, §2.6, §2.7, §4
    state = new_game(3, seed=2)                          # the 3-player Blind deal
    assert state.table(0) == table_view(state, 0)
    view = state.table(0)
    assert [(p.name, list(p.cards), p.face_up, p.seat) for p in view.piles] == [
        ("turned trump", [state.turned], True, None), ("Blind", list(HiddenCards(9)), False, None),
        ("store", [], False, None)]                      # a face-down pile carries its count only
    assert state.turned in state.blind and len(state.blind) == 9              # rules §2.6
    assert [(c.label, c.value, c.seat) for c in view.counters] == [("net strokes", 0, s) for s in range(3)]
    assert (view.viewer, view.hand_size) == (0, 9)
    assert "data-pile='turned trump'" in view.svg() and "net strokes: 0" in view.svg()
    assert "Blind (9)" in view.svg() and "Blind (in the middle): 9 face-down cards." in view.svg()
    assert str(state.blind[1]) not in view.svg()                               # face down: not told
    everyone = state.table(None)
    assert everyone.face_down == frozenset() and everyone.labels[0] == "Seat 0"
    four = new_game(4, seed=1)
    assert [len(p.cards) for p in four.table(0).piles] == [1, 0, 0]           # all 36 dealt
    late = bot_game(3, seed=1)
    assert late.is_over and late.table(0).piles[0].cards == Cards([late.turned])
    two = new_game(2, seed=3)                                                   # rules §2.7
    assert [(p.name, len(p.cards)) for p in two.table(0).piles] == [("turned trump", 1), ("Blind", 9),
                                                                      ("store", 9)]
    bessern = new_game(3, seed=2, bessern_3p=True)                              # rules §5.1
    assert [p.name for p in bessern.table(0).piles] == ["turned trump", "Bessern", "store"]
    assert [c.value for c in late.table(0).counters] == list(late.scores)


def test_the_table_keeps_its_size_through_a_whole_game():     # the picture's frame, deal after deal
    import re
    from cardlib.game import random_playout
    states = [new_game(4, seed=11)]
    random_playout(states[0], seed=7, on_step=lambda state, action: states.append(state.apply(action)))
    assert len({state.variant for state in states}) > 1             # players retire: 4, then fewer
    frames = {re.search(r"viewBox='([^']+)'", state.table(0).svg()).group(1) for state in states}
    assert len(frames) == 1
    counts = {tuple(len(p.cards) for p in state.table(0).piles) for state in states}
    assert len(counts) > 2          # the Blind and the store fill and empty, and the frame holds


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (3, {"bessern_3p": True}),
                                               (2, {"bessern_2p": True}), (4, {"twelve_cards": True})])
def test_the_table_keeps_its_size_in_every_variant(players, options):     # rules §2.6, §2.7, §5.1
    import re
    from cardlib.game import random_playout
    states = [new_game(players, seed=5, **options)]
    random_playout(states[0], seed=3, on_step=lambda state, action: states.append(state.apply(action)))
    frames = {re.search(r"viewBox='([^']+)'", state.table(0).svg()).group(1) for state in states}
    assert len(frames) == 1


def test_seats_go_counter_clockwise_with_dealer_and_turn():
    state = new_game(3, seed=2)
    view = table_view(state, 0)
    assert view.direction is Direction.COUNTER_CLOCKWISE
    assert view.dealer == state.dealer and view.to_act == state.to_act
    assert view.labels[0] == "You" and view.labels[1] == "Seat 1"
    assert view.status[0] == f"Trumps: {state.trump.english} {state.trump.symbol} (the turned card is {state.turned})"
    assert view.status[1] == "Deal 1: each player in turn says play or pass"


def test_the_trick_in_play_is_in_the_centre_and_legal_cards_are_outlined():
    state = bot_game(3, seed=1, moves=5)                 # seat 0 is to follow to a trick
    assert state.phase == "play" and state.to_act == 0
    view = table_view(state, 0)
    assert view.centre == tuple(zip(state.trick.seats, state.trick.cards)) and len(view.centre) == 2
    assert view.highlight == frozenset(a.card for a in state.legal_actions())
    assert view.status[1] == "Deal 1, trick 1 of 9"
    assert view.status[2].startswith("Card points won so far: ")
    assert table_view(state, 1).highlight == frozenset()   # not seat 1's turn


def test_the_last_trick_is_told_after_it_is_taken():
    state = bot_game(3, seed=1, moves=6)                 # trick 1 just finished
    pairs, winner, points = last_trick(state)
    assert len(pairs) == 3 and {s for s, _ in pairs} == set(state.active)
    assert sum(1 for line in state.log if "wins trick 1 " in line) == 1
    line = next(line for line in state.log if "wins trick 1 " in line)
    assert line == f"Seat {winner} wins trick 1 with {dict(pairs)[winner]} ({points} points)"
    assert any(s.startswith("Last trick: ") and f"Seat {winner} won it ({points} points)" in s
               for s in table_view(state, 2).status)


def test_the_last_trick_comes_from_the_state_not_the_history():
    state = bot_game(3, seed=1, moves=6)                 # trick 1 just finished
    done = state.finished_trick
    assert last_trick(state) == (done.plays, done.winner, done.points)
    bare = dataclasses.replace(state, history=())        # nothing to rebuild it from
    assert last_trick(bare) == last_trick(state)
    assert f"Last trick: {', '.join(f'{seat_name(s, 0)} {c}' for s, c in done.plays)}" in "\n".join(
        table_view(bare, 0).status)


def test_slates_and_retired_players_in_the_labels():
    game = bot_game(3, seed=1)
    assert game.is_over
    view = table_view(game, 0)
    for seat in range(3):
        assert game.slates[seat] in view.labels[seat]
    assert "· loser" in view.labels[game.loser]
    assert all("· out" in view.labels[s] for s in game.retired)
    assert view.status[0].startswith(f"{seat_name(game.loser, 0)} lost")
    assert view.dealer is None and view.to_act is None


def test_narration_leaves_out_the_actions_and_names_the_seats():
    state = bot_game(3, seed=1, moves=5)
    after = state.apply(state.legal_actions()[0])
    lines = story(after.events_since(state), viewer=0, actions=False)
    assert not any(" plays " in line for line in lines)
    assert all(line[0].isupper() for line in lines)
    start = new_game(4, seed=1)
    assert story(start.apply(PLAY).events_since(start), viewer=0, actions=False) == []


def test_a_bad_viewer_is_refused():
    with pytest.raises(CardlibError, match=r"viewer must be a seat from 0 to 2 \(or None for everything\), got 3"):
        table_view(new_game(3, seed=1), 3)


def test_the_slate_is_drawn_with_its_signs_and_said_in_words():
    """The seat's plate shows the slate as players chalk it (| a stroke, ○ a circle); a screen
    reader, which would read the signs as 'vertical line' and 'white circle', hears them counted."""
    from cardlib.game import play_out
    from cardlib.handjass import HandjassBot
    from cardlib.render.scene import picture_words, view_picture
    game = play_out(new_game(3, seed=1), {s: HandjassBot(seed=s) for s in range(3)}, stop=lambda s: len(s.deals) >= 3)
    view = game.table(0)
    assert view.labels == ("You | ○", "Seat 1 ||", "Seat 2 |||")
    words = picture_words(view_picture(view))
    assert any(w.startswith("You, slate: 1 stroke, 1 circle (seat 0") for w in words), words
    assert any(w.startswith("Seat 1, slate: 2 strokes (seat 1") for w in words), words
    assert not any("|" in w or "○" in w for w in words)
