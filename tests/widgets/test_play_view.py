"""The shared play widget, on the toy games of ``tests/toys.py`` (``Row``: take a card from a
row, two deals; ``Stash``: hide two cards face down)."""

import math

import pytest

from cardlib import CardlibError, FRENCH_52
from cardlib.game import Decision, Direction, TableView
from cardlib.widgets import PlayView
from cardlib.widgets.play import CardPick, PlayOptions

from ..support import record_commands, shown_live
from ..toys import HANDS, FirstBot, LowBot, Stash, Take, every_try, hide, new_game, new_stash, parse


def make_view(parse_hint="", canvas_size=(720, 540), **options):
    return PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try, **options),
                    parse_hint=parse_hint, canvas_size=canvas_size)


def test_the_reader_sees_every_try_and_a_legal_one_is_played():
    view = make_view()
    assert [b.description for b in view.choices] == ["take A♠", "take 3♠", "take K♥", "take 2♥"]
    view.choose("take K♥")
    assert view.state.taken == (FRENCH_52.parse_cards("KH"), FRENCH_52.parse_cards("2H"))
    # seats from 0, and the bot's reason once (the repeated "take 2♥: " is dropped)
    assert view.log[-2:] == ["You: take K♥", "Seat 1: take 2♥ (the first legal card)"]
    assert view.message == ""


def test_seats_are_counted_from_zero_when_the_bot_starts():
    view = PlayView(new_game, {0: FirstBot()}, PlayOptions(tries=every_try, reader=1))
    assert view.log == ["New game, deal number 1.", "Seat 0: take A♠ (the first legal card)"]


def test_the_first_game_is_built_once_and_the_table_once_per_refresh():
    made, viewed = [], []

    def counted_game(seed):
        made.append(seed)
        return new_game(seed)

    def counted_view(state, viewer):
        viewed.append(viewer)
        return state.table(viewer)

    view = PlayView(counted_game, {1: FirstBot()}, PlayOptions(tries=every_try, view=counted_view))
    assert made == [1] and len(viewed) == 1
    view.choose("take K♥")
    assert len(viewed) == 2


def test_illegal_choice_is_refused_with_the_games_reason_and_changes_nothing():
    view = PlayView(new_game, {0: FirstBot()}, PlayOptions(tries=every_try, reader=1))   # the bot starts with A♠
    before, log = view.state, view.log
    view.choose("take K♥")
    assert view.message == "cannot take K♥: take the highest card of the suit last taken (rules §1)"
    assert view.state is before and view.log == log
    assert "Not allowed:" in view.children[2].value


def test_unknown_choice_and_bad_seed():
    view = make_view()
    with pytest.raises(CardlibError, match="no choice 'take Q♣' now"):
        view.choose("take Q♣")
    before = view.state
    view.seed_box.value = -1                     # Enter in the seed box starts a game too
    assert view.message == "a seed must be 0 or more, got -1" and view.state is before
    view.new_game_button.click()                 # a new game with a new number, shown in the box
    assert view.message == "" and view.state.history == () and view.seed_box.value == view.controller.seed != 1
    assert view.log[0] == f"New game, deal number {view.seed_box.value}."
    view.seed_box.value = 4
    assert view.message == "" and view.log[0] == "New game, deal number 4." and view.state.history == ()


def test_hint_says_what_a_bot_would_do_and_plays_nothing():
    view = make_view()
    before, log = view.state, view.log
    view.hint_button.click()
    assert view.hint_text == "The computer would take A♠: the first legal card."
    assert view.state is before and view.log == log and view.state.events == before.events
    view.choose("take K♥")
    assert view.hint_text == ""                 # a move clears the old hint


def test_an_explicit_hint_bot_and_no_hint_without_one():
    class Careful:
        def choose(self, state):
            return Decision(state.legal_actions()[-1], "the last legal card")

    view = make_view(hint_bot=Careful())
    view.hint()
    assert view.hint_text == "The computer would take 2♥: the last legal card."

    class NeedsArgs(FirstBot):
        def __init__(self, depth):
            self.depth = depth

    view = PlayView(new_game, {1: NeedsArgs(3)}, PlayOptions(tries=every_try))
    assert view.hint_button.layout.display == "none"


def test_the_text_box_answers_enter_and_clears_on_an_accepted_action():
    view = make_view(parse=parse, parse_hint="type a card, say KH")
    view.text_box.value = "ZZ"                   # Enter sends the value
    assert "ZZ" in view.message and view.text_box.value == "ZZ" and view.state.history == ()
    view.text_box.value = "KH"
    assert view.message == "" and view.text_box.value == ""
    assert [str(a) for a in view.state.history] == ["take K♥", "take 2♥"]
    view.text_box.value = "AS"                   # must take 3♠? no: the bot took 2♥, hearts are gone
    assert view.state.history[-2:] == (Take(FRENCH_52.parse("AS")), Take(FRENCH_52.parse("3S")))


def test_say_button_plays_the_typed_action():
    view = make_view(parse=parse)
    view.text_box.value = "QC"
    assert view.message.startswith("cannot take Q♣")
    view.text_box.value = "2H"
    assert view.text_box.value == "" and view.state.taken[0] == FRENCH_52.parse_cards("2H")


def test_typing_then_clicking_say_it_plays_once_and_shows_no_error():
    # In the browser, clicking "Say it" first takes the focus from the box, which sends the typed
    # value (as Enter would); the click comes after, with the box already emptied.
    view = make_view(parse=parse)
    view.text_box.value = "KH"                   # the blur sends it: accepted, the box empties
    view.say_button.click()
    assert view.message == "" and [str(a) for a in view.state.history] == ["take K♥", "take 2♥"]
    view.say_button.click()                      # a click on an empty box now asks for an action
    assert view.message != "" and len(view.state.history) == 2


def test_the_view_pauses_at_the_end_of_a_deal_and_shows_its_result():
    view = make_view()
    view.choose("take K♥")                       # the bot must take 2♥
    view.choose("take 3♠")                       # the bot takes A♠: the deal is over
    assert view.paused is not None and view.choices == []
    assert view.result_text.splitlines() == ["Deal 1 is over", "- seat 0 took 2 cards", "- seat 1 took 2 cards",
                                             "- You held K♥ 3♠", "- Seat 1 held 2♥ A♠"]
    assert view.table_view.hands == (FRENCH_52.parse_cards("KH 3S"), FRENCH_52.parse_cards("2H AS"))
    assert view.children[3].layout.display is None and view.next_deal_button.layout.display is None
    assert "The deal is over: press Next deal to go on." in view.children[1].value
    # nothing is played while the result shows, and the bots wait
    before = view.state
    assert view.play(Take(FRENCH_52.parse("QD"))) is False
    assert view.message == "this deal is over: press Next deal to go on" and view.state is before
    view.hint()
    assert view.hint_text == "No hint now: the deal is over: press Next deal to go on." and view.state is before
    view.next_deal_button.click()
    assert view.paused is None and view.result_text == ""
    assert view.log[-1] == "Seat 1: take Q♦ (the first legal card)"        # seat 1 starts deal 2
    assert [b.description for b in view.choices] == ["take 5♦", "take 9♣", "take 4♣"]


def test_the_last_deal_ends_the_game_with_its_result_and_no_next_deal():
    view = make_view()
    for card in ("take K♥", "take 3♠"):
        view.choose(card)
    view.next_deal()
    view.choose("take 5♦")                      # the bot takes 9♣ (no diamonds left), then you 4♣
    view.choose("take 4♣")
    assert view.state.is_over and view.paused is not None
    assert view.result_text.startswith("Deal 2 is over")
    assert view.next_deal_button.layout.display == "none" and view.choices == []
    assert "The game is over." in view.children[1].value


def test_the_log_keeps_the_readers_last_move_and_the_replies_in_view():
    view = make_view()
    view.choose("take K♥")
    assert view.recent_log == ["You: take K♥", "Seat 1: take 2♥ (the first legal card)"]
    assert '<details class="cardlib-log-older"><summary>Earlier moves (1 line)' in view.log_html
    view.choose("take 3♠")
    assert view.recent_log == ["You: take 3♠", "Seat 1: take A♠ (the first legal card)", "Deal 1 is over"]
    assert view.log_html.index("take 3♠") > view.log_html.index("</details>")


def table_scales(recorder):
    """The scale of each table drawn: the first scale after each clear of the canvas."""
    scales, cleared = [], False
    for name, args in recorder.commands:
        if name == "clear":
            cleared = True
        elif name == "scale" and cleared:
            scales.append(args)
            cleared = False
    return scales


def test_the_table_is_drawn_on_the_canvas_at_one_scale(monkeypatch):
    view = make_view()
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    recorder = record_commands(monkeypatch, view.canvas)
    view.choose("take K♥")
    texts = [args[0] for args in recorder.named("fillText")]
    assert "You · to play" in texts and "Bot" in texts and "KING" in texts
    assert "taken 1 - 1" in view.status_html and "Your turn." in view.status_html
    assert view.canvas.width == 720 and view.canvas.height == 540


def test_the_table_keeps_its_scale_as_hands_get_smaller(monkeypatch):
    def row_view(state, viewer):                # seat 0 holds the row: it shrinks as cards go
        row = FRENCH_52.parse_cards(state.row) if state.rows else ()
        return TableView(hands=(row, ()), direction=Direction.CLOCKWISE, labels=("Row", "Bot"))

    view = make_view(view=row_view, canvas_size=(150, 1000))   # a narrow canvas: the width decides
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    recorder = record_commands(monkeypatch, view.canvas)
    view.new_game_button.click()
    view.choose("take K♥")
    scales = table_scales(recorder)
    assert len(scales) == 2 and scales[1] == pytest.approx(scales[0])
    # the pictures differ in width, so a table fitted afresh each time would change its scale
    from cardlib.render import scene
    widths = [scene.table_picture(list(row_view(s, 0).hands), labels=["Row", "Bot"]).width
              for s in (new_game(1), view.state)]
    assert widths[0] > widths[1]


def test_the_canvas_is_as_tall_as_the_table_and_holds_it_for_the_game():
    from cardlib.render import scene

    view = make_view(canvas_size=(200, 2000))     # room to spare below: the width decides the scale
    first = scene.table_picture(list(view.table_view.hands), **view.table_view.options())
    height = view.canvas.height
    assert height == math.ceil(first.height * view.scale) + 1 < 2000     # no empty band under it
    heights = [height]
    for action in ("take K♥", "take 3♠"):
        view.choose(action)
        heights.append(view.canvas.height)
    assert heights == sorted(heights)             # it may grow for a taller table, never shrink
    view.new_game_button.click()
    assert view.canvas.height == height          # a new game starts from its own first table


def test_a_real_game_on_the_protocol_handjass():
    from cardlib.handjass import HandjassBot, new_game as handjass_game

    state = handjass_game(players=3, seed=1)
    try:
        state.table(0)
        view_of = None
    except NotImplementedError:                 # the Handjass state may not give its table itself yet
        from cardlib.handjass.view import table_view as view_of
    view = PlayView(lambda seed: handjass_game(players=3, seed=seed),
                    {1: HandjassBot(seed=1), 2: HandjassBot(seed=2)}, PlayOptions(view=view_of))
    assert view.state.to_act == 0 and view.log[1].startswith("Deal 1: You deal 9 cards each")
    assert any(line.startswith(("Seat 1 will play", "Seat 1 passes", "Seat 1 takes the Blind")) for line in view.log[2:])
    before = view.state
    view.hint()
    assert view.hint_text.startswith("The computer would ") and view.state is before
    view.choose(view.choices[0].description)
    assert view.state.history[len(before.history)] == before.legal_actions()[0]
    assert str(before.legal_actions()[0]) == "play" and "You will play" in view.log


def test_the_table_reads_as_a_sentence_where_only_text_shows():
    view = make_view()
    view.choose("take K♥")
    assert view._repr_mimebundle_()["text/plain"] == (
        "Play table, deal number 1: you are seat 0. taken 1 - 1. Your cards: K♥. Your turn.")
    view.choose("take 3♠")
    assert repr(view).endswith("Your cards: K♥ 3♠. The deal is over: press Next deal to go on.")


def stash_view():
    return PlayView(new_stash, {1: LowBot()}, PlayOptions(pick=CardPick(2, hide, "Hide these two")))


def test_another_seats_secret_action_shows_only_its_public_text():
    view = stash_view()
    secret = view.state.events[0]
    assert secret.seat == 1 and str(secret.action) == "hide 9♠ 2♥"
    assert view.log == ["New game, deal number 1.", "Seat 1: hides two cards", "Seat 1 puts two cards face down"]
    assert not any("9♠" in line or "2♥" in line or "lowest" in line for line in view.log)
    assert secret.words() == "Seat 1: hide 9♠ 2♥ (my two lowest cards, 9♠ and 2♥)"     # the whole story
    view.pick("7♥", "4♣")
    view.confirm_button.click()
    assert view.log[-2:] == ["You: hide 7♥ 4♣", "You put two cards face down"]     # your own, in full


def test_the_reader_picks_cards_with_toggles_and_confirms():
    view = stash_view()
    assert [t.description for t in view.pick_buttons] == ["A♠", "7♥", "4♣"]
    assert view.confirm_button.description == "Hide these two"
    assert "Pick 2 cards of your hand, then press Hide these two: 0 of 2 picked." in view.describe()
    view.pick("7♥", "4♣")
    assert [str(c) for c in view.picked] == ["7♥", "4♣"]
    assert [t.description for t in view.pick_buttons] == ["A♠", "✓ 7♥", "✓ 4♣"]     # a picked card keeps its name
    assert "2 of 2 picked" in view.describe()
    assert view.confirm_pick() and view.message == ""
    assert view.state.hidden[0] == tuple(FRENCH_52.parse_cards("7H 4C")) and view.state.is_over
    assert view.pick_buttons == [] and view.children[5].layout.display == "none"


def test_a_wrong_count_or_a_forbidden_card_is_refused_with_the_games_reason():
    view = stash_view()
    before = view.state
    view.pick("7♥")
    view.confirm_button.click()
    assert view.message == "hide exactly two cards, not 1 (rules §1)" and view.state is before
    assert [str(c) for c in view.picked] == ["7♥"]           # the toggles stay as they were, to fix
    view.pick("A♠")
    view.confirm_button.click()
    assert view.message == "cannot hide A♠ 7♥: the A♠ may not be hidden (rules §2)" and view.state is before
    view.pick("Q♦")                                           # not in the hand: refused, nothing toggled
    assert view.message == "'Q♦' is not a card you may pick; your cards: A♠, 7♥, 4♣"
    assert [str(c) for c in view.picked] == ["A♠", "7♥"]


def test_an_action_the_pick_cannot_build_shows_the_message_not_a_traceback():
    def marked(state):
        return Stash((tuple(FRENCH_52.parse_cards("QC 7H 4C")), tuple(FRENCH_52.parse_cards(HANDS[1]))))

    view = PlayView(marked, {1: LowBot()}, PlayOptions(pick=CardPick(2, hide, "Hide these two")))
    before = view.state
    view.pick("Q♣", "7♥")
    assert view.confirm_pick() is False
    assert view.message == "the Q♣ is marked: it may never be picked (rules §3)" and view.state is before
    assert "Not allowed:" in view.children[2].value


def test_the_pick_shows_only_on_the_readers_turn_and_when_the_game_says():
    view = PlayView(new_stash, {0: LowBot()}, PlayOptions(reader=1, pick=CardPick(2, hide, when=lambda state: False)))
    assert view.state.to_act == 1 and view.pick_buttons == []
    assert view.confirm_pick() is False and view.message == "there are no cards to pick now"
    assert make_view().pick_buttons == []                     # a view without a pick has none
    with pytest.raises(CardlibError, match="a pick is of 1 card or more, got count=0"):
        CardPick(0, hide)


def test_the_message_line_keeps_its_room_only_where_a_refusal_can_show():
    """Saved with its page, the table answers nothing, so no refusal will ever show: the message line
    is empty (its kept room was a band of 46 px between the table's words and the buttons on the
    built page). Live, the line keeps a line's room whether or not a refusal shows, so the buttons
    under it hold still."""
    view = PlayView(new_game, {0: FirstBot()}, PlayOptions(tries=every_try, reader=1))   # the bot took A♠
    message = view.children[2]
    assert message.value == "" and view.message == ""
    shown_live(view)
    blank = message.value
    assert blank.startswith('<p class="cardlib-message">') and "&nbsp;" in blank
    view.choose("take K♥")                       # refused: the highest of the suit taken last comes first
    assert "Not allowed:" in message.value and view.message
    assert view.play(view.state.legal_actions()[0])
    assert view.message == "" and message.value == blank


def test_a_saved_view_shows_a_refusal_made_before_it_was_saved():
    """A chapter may show a refusal on purpose (a cell presses a forbidden button): that shows."""
    view = PlayView(new_game, {0: FirstBot()}, PlayOptions(tries=every_try, reader=1))
    view.choose("take K♥")
    assert "Not allowed:" in view.children[2].value
