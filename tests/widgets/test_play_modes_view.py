"""The play widget's teaching controls (open hands, take back, replay, opponents, New game, Same
deal again, why they played so, a click on a card of the table), on the toy games of
tests/toys.py and on the four games' play tables."""

import pytest

from cardlib import FRENCH_52
from cardlib.game import Decision, RandomBot
from cardlib.render import scene
from cardlib.render.hit import canvas_card_at
from cardlib.widgets import PlayView
from cardlib.widgets.play import CardPick, PlayOptions

from ..support import shown_live
from ..toys import FirstBot, LowBot, Take, every_try, hide, new_game, new_stash


class LastBot:
    def __init__(self, seat=None):
        pass

    def choose(self, state):
        return Decision(state.legal_actions()[-1], "the last legal card")


def row_view(**options):
    return PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try, **options))


def stash_view():
    return PlayView(new_stash, {1: LowBot()}, PlayOptions(pick=CardPick(2, hide, "Hide these two")))


def card(name):
    return FRENCH_52.parse(name)


def test_take_back_button_undoes_and_says_why_when_there_is_nothing_to_undo():
    view = row_view()
    assert view.take_back_button.disabled
    view.take_back_button.click()                  # pressed anyway: the reason, never a traceback
    assert view.message == "there is nothing to take back: you have made no decision in this deal yet"
    assert "Not allowed:" in view.children[2].value and view.state.history == ()
    view.choose("take K♥")
    assert not view.take_back_button.disabled
    view.take_back_button.click()
    assert view.state.history == () and view.message == "" and view.take_back_button.disabled
    assert view.log[-1] == "Taken back: your take K♥ and what followed it."
    assert [b.description for b in view.choices] == ["take A♠", "take 3♠", "take K♥", "take 2♥"]


def test_open_hands_turns_every_hand_face_up_and_back():
    view = stash_view()
    assert view.table_view.face_down == frozenset({1})
    assert "Seat 1 holds" not in view.describe()
    view.open_hands_button.value = True
    assert view.controller.open_hands and view.table_view.face_down == frozenset()
    assert "Seat 1 holds K♦." in view.describe()                       # the words say every hand too
    assert view.log[1] == "Seat 1: hide 9♠ 2♥ (my two lowest cards, 9♠ and 2♥)"
    assert "Open hands: every hand is face up" in view.log[-1]          # the log says so
    view.open_hands_button.value = False
    assert view.table_view.face_down == frozenset({1}) and view.log[1] == "Seat 1: hides two cards"


def test_replay_steps_through_a_finished_deal_with_its_move_list():
    view = row_view()
    assert view.replay_button.disabled
    view.choose("take K♥")
    view.choose("take A♠")                         # the deal is over
    assert not view.replay_button.disabled and view.why_text == (
        "Why they played so:\nSeat 1: take 2♥ (the first legal card)\nSeat 1: take 3♠ (the first legal card)")
    assert "<summary>Why they played so</summary>" in view.children[3].children[-1].value   # beside Review
    view.replay_button.click()
    start, back, forward, end, leave = view.replay_buttons
    assert view.replay_panel.layout.display is None and view.children[3].layout.display == "none"
    assert start.disabled and back.disabled and not forward.disabled
    assert view.moves_text.splitlines() == ["  1. You: take K♥", "  2. Seat 1: take 2♥ (the first legal card)",
                                            "  3. You: take A♠", "  4. Seat 1: take 3♠ (the first legal card)"]
    forward.click()
    forward.click()
    assert view.controller.replay_at == 2 and view.moves_text.splitlines()[1].startswith("▶ 2.")
    assert view.table_view.hands == (FRENCH_52.parse_cards("KH"), FRENCH_52.parse_cards("2H"))
    assert "Replay: decision 2 of 4: Seat 1: take 2" in view.children[1].value
    back.click()
    assert view.controller.replay_at == 1
    end.click()
    assert view.controller.replay_at == 4 and forward.disabled
    forward.click()                                # at the end: the reason, nothing moves
    assert view.message == "the replay is at the deal's end" and view.controller.replay_at == 4
    leave.click()
    assert not view.controller.replaying and view.replay_panel.layout.display == "none"
    assert view.children[3].layout.display is None and view.moves_text == ""


def test_why_they_played_so_shows_beside_review_at_a_deals_end():
    view = row_view()
    view.choose("take K♥")
    view.choose("take A♠")
    assert view.why_text.startswith("Why they played so:")
    view.next_deal()
    assert view.why_text == ""


def test_the_opponents_box_seats_the_expert_and_the_log_says_so():
    assert row_view().opponents_box.layout.display == "none"          # no expert: no choice
    view = row_view(expert=LastBot)
    assert view.opponents_box.layout.display is None and view.opponents_box.value == "simple"
    view.opponents_box.value = "expert"
    assert view.controller.opponents == "expert" and view.log[-1] == "The expert plays Seat 1 from here on."
    view.opponents_box.value = "simple"
    assert view.log[-1] == "The simple bots play Seat 1 from here on."


def test_new_game_shows_its_new_number_and_same_deal_again_starts_the_deal_over():
    view = row_view()
    view.choose("take K♥")
    view.new_game_button.click()
    number = view.seed_box.value
    assert number != 1 and view.controller.seed == number and view.state.history == ()
    assert view.log == [f"New game, deal number {number}."]
    view.choose("take K♥")
    view.same_deal_button.click()
    assert view.state.history == () and view.log[-1] == "Same deal again: the deal starts over."
    view.seed_box.value = 7                        # a number typed starts that game
    assert view.controller.seed == 7 and view.log == ["New game, deal number 7."]


def _drawn(view, monkeypatch):
    """Make the view draw on its canvas (as with a page behind it) and keep the last picture drawn."""
    from cardlib.widgets import play
    drawn = []
    monkeypatch.setattr(play, "redraw", lambda canvas, picture, *, width: drawn.append((picture, width)))
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    return drawn


def _point_of(drawn, name):
    """A canvas point where the last picture drawn shows the card ``name``."""
    picture, width = drawn[-1]
    for i in range(0, 720, 3):
        for j in range(0, 540, 3):
            if canvas_card_at(picture, i, j, width=width) == name:
                return i, j
    raise AssertionError(f"{name} is not drawn")


def test_a_click_on_a_card_of_the_hand_picks_it_and_a_click_elsewhere_does_nothing(monkeypatch):
    view = stash_view()
    drawn = _drawn(view, monkeypatch)
    view.open_hands_button.value = True            # drawn again, every card face up: a click on the bot's does nothing
    x, y = _point_of(drawn, "7♥")
    assert view.click_table(*_point_of(drawn, "K♦")) is False and view.picked == ()
    assert view.click_table(x, y) and [str(c) for c in view.picked] == ["7♥"]
    assert [t.description for t in view.pick_buttons] == ["A♠", "✓ 7♥", "4♣"]
    assert view.click_table(1, 1) is False and [str(c) for c in view.picked] == ["7♥"]
    assert view.click_table(x, y) and view.picked == ()                # clicked again: put back


def test_a_click_on_a_card_plays_it_in_a_real_game(monkeypatch):
    from cardlib.widgets import black_maria
    view = black_maria.play_table(players=4, seed=3).view
    drawn = _drawn(view, monkeypatch)
    view.hint()                                                        # the computer's pass, to confirm
    assert view.confirm_pick(), view.message
    assert view.controller.reader_turn and view.controller.tries
    legal = [a for a in view.controller.tries if view.state.can(a)]
    before = len(view.state.history)
    x, y = _point_of(drawn, str(legal[0].card))
    assert view.click_table(x, y) and view.message == ""
    assert view.state.history[before] == legal[0]


@pytest.mark.parametrize("game", ["black_maria", "loo", "handjass", "mus"])
def test_every_games_table_has_the_teaching_controls(game):
    from cardlib.widgets import black_maria, handjass, loo, mus
    make = {"black_maria": lambda: black_maria.play_table(seed=2).view, "loo": lambda: loo.play_table(seed=2).view,
            "handjass": lambda: handjass.play_table(seed=2).view, "mus": lambda: mus.play_table(seed=2)}[game]
    view = make()
    assert view.opponents_box.layout.display is None                  # every game has its expert
    assert view.table_view.face_down
    view.open_hands_button.value = True
    assert view.table_view.face_down == frozenset()
    reader = RandomBot(5)
    for _ in range(300):
        if view.paused is not None:
            break
        if view.controller.pick_hand:
            view.controller.hint()
            assert view.confirm_pick(), view.message
        else:
            assert view.play(reader.choose(view.state).action), view.message
    assert view.paused is not None and view.why_text.startswith("Why they played so:")
    view.take_back_button.click()
    assert view.paused is None and view.message == ""


def test_the_table_shows_its_record_and_a_pasted_one_is_loaded_or_refused():
    from cardlib.widgets import black_maria
    teacher = black_maria.play_table(players=4, seed=8)
    teacher.view.hint()
    assert teacher.view.confirm_pick()
    assert teacher.view.record_text == ""          # mid-deal the record would name the bots' secret passes
    teacher.view.show_hands(True)                  # the teacher at the front of the class shows it all
    text = teacher.view.record_text
    assert text.startswith("Black Maria · 4 players · deal number 8 · dealer 0 · standard rules · ")
    assert "This game's record" in teacher.view.record_line.value and "<code" in teacher.view.record_line.value
    pupils = black_maria.play_table(players=5, seed=1)       # another number of players: the table follows
    before = pupils.view
    pupils.view.record_box.value = "Black Maria · 4 players · seed 8 · dealer 0 · standard rules · 9 actions: pass"
    pupils.view.load_button.click()
    assert pupils.view is before and pupils.players.value == 5
    assert pupils.view.message.startswith("that record cannot be loaded: the record lists 9 actions but holds 1")
    assert "Not allowed:" in pupils.view.children[2].value
    pupils.view.record_box.value = text
    pupils.view.load_button.click()
    assert pupils.players.value == 4 and pupils.view is not before and pupils.children[1] is pupils.view
    assert pupils.view.message == "" and pupils.view.record_box.value == ""
    assert pupils.state.history[:len(teacher.state.history)] == teacher.state.history
    assert pupils.view.seed_box.value == 8 and pupils.view.controller.record.startswith(text.split(" · ")[0])
    assert pupils.view.record_text == ""           # the pupils' table keeps the passes secret


def test_a_new_number_of_players_keeps_the_modes_chosen():
    from cardlib.widgets import black_maria
    table = black_maria.play_table(players=4, seed=2)
    table.view.open_hands_button.value = True
    table.view.opponents_box.value = "expert"
    table.players.value = 3
    assert table.view.state.players == 3 and table.view.controller.open_hands
    assert table.view.controller.opponents == "expert" and table.view.opponents_box.value == "expert"
    assert table.view.table_view.face_down == frozenset()


@pytest.mark.parametrize("game", ["black_maria", "handjass", "loo", "mus"])
def test_a_record_copied_from_the_page_says_deal_number_and_loads(game):
    """The record line speaks as the table does, of the deal number, never of a "seed"; the record
    a reader copies from it (the text of its code, as a page shows it) loads in another table:
    the same game on the table."""
    import html
    import re

    from cardlib.widgets import black_maria, handjass, loo, mus
    make = {"black_maria": lambda s: black_maria.play_table(players=4, seed=s),
            "handjass": lambda s: handjass.play_table(players=3, seed=s),
            "loo": lambda s: loo.play_table(players=4, seed=s),
            "mus": lambda s: mus.play_table(seed=s)}[game]
    teacher = getattr(make(7), "view", None) or make(7)
    teacher.show_hands(True)                       # the whole record shows, the bots' secret moves too
    line = teacher.record_line.value
    words = html.unescape(re.sub(r"<[^>]+>", "", line))
    assert "seed" not in words.lower() and " · deal number 7 · " in words, words
    copied = html.unescape(re.search(r"<code[^>]*>(.*?)</code>", line).group(1))
    assert copied == teacher.record_text
    pupils = make(1)
    view = getattr(pupils, "view", pupils)
    view.record_box.value = copied
    view.load_button.click()
    view = getattr(pupils, "view", pupils)          # a PlayTable may seat a new view
    assert view.message == "", view.message
    assert view.state == teacher.state and view.seed_box.value == 7
