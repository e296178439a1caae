"""The play table's model (cardlib.table), without a widget: turns, bots, pauses, Hint,
refusals, picks and the log, on the toy games of tests/toys.py and on the four games."""

import re
import subprocess
import sys

import pytest

from cardlib import CardlibError, FRENCH_52
from cardlib.game import Decision, RandomBot
from cardlib.table import CardPick, PlayController, PlayOptions

from ..toys import FirstBot, LowBot, Stash, Take, every_try, hide, new_game, new_stash, parse


def card(name):
    return FRENCH_52.parse(name)


def row_table(**options):
    return PlayController(new_game, {1: FirstBot()}, PlayOptions(tries=every_try, **options))


def stash_table(**options):
    return PlayController(new_stash, {1: LowBot()}, PlayOptions(pick=CardPick(2, hide, "Hide these two"), **options))


def test_the_model_imports_no_widget():
    code = ("import sys, cardlib.table; "
            "print(sorted(m for m in ('ipywidgets', 'ipycanvas', 'matplotlib') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_reader_tries_every_card_and_the_bot_answers():
    table = row_table()
    assert table.reader_turn and table.turn_words() == "Your turn."
    assert [str(a) for a in table.tries] == ["take A♠", "take 3♠", "take K♥", "take 2♥"]
    assert table.play(Take(card("KH"))) is True
    assert table.state.history == (Take(card("KH")), Take(card("2H")))
    assert table.log == ["New game, deal number 1.", "You: take K♥", "Seat 1: take 2♥ (the first legal card)"]
    assert table.recent_from == 1 and table.message == ""


def test_the_legal_actions_are_the_tries_by_default_and_the_bot_may_start():
    table = PlayController(new_game, {0: FirstBot()}, PlayOptions(reader=1))
    assert table.log == ["New game, deal number 1.", "Seat 0: take A♠ (the first legal card)"]
    assert table.tries == table.state.legal_actions() == [Take(card("3S"))]
    assert table.recent_from == 0                  # the reader has not moved yet


def test_a_refused_action_says_why_and_changes_nothing():
    table = PlayController(new_game, {0: FirstBot()}, PlayOptions(tries=every_try, reader=1))
    before, log = table.state, table.log
    assert table.play(Take(card("KH"))) is False
    assert table.message == "cannot take K♥: take the highest card of the suit last taken (rules §1)"
    assert table.state is before and table.log == log
    assert table.play(Take(card("3S"))) and table.message == ""      # a move clears the old refusal


def test_the_table_pauses_at_a_deals_end_with_its_result_face_up():
    table = row_table()
    table.play(Take(card("KH")))
    table.play(Take(card("3S")))                   # the bot takes A♠: deal 1 is over
    assert table.paused is not None and table.paused.kind == "deal"
    assert table.deal_end.head == "Deal 1 is over"
    assert table.deal_end.lines == ("seat 0 took 2 cards", "seat 1 took 2 cards", "You held K♥ 3♠", "Seat 1 held 2♥ A♠")
    assert table.table.hands == (FRENCH_52.parse_cards("KH 3S"), FRENCH_52.parse_cards("2H AS"))
    assert table.table.face_down == frozenset() and table.table.to_act is None
    assert table.tries == [] and not table.reader_turn
    assert table.turn_words() == "The deal is over: press Next deal to go on."
    before = table.state
    assert table.play(Take(card("QD"))) is False and table.state is before
    assert table.message == "this deal is over: press Next deal to go on"
    assert table.hint() == "No hint now: the deal is over: press Next deal to go on."
    assert table.next_deal() is True and table.paused is None and table.deal_end is None
    assert table.log[-1] == "Seat 1: take Q♦ (the first legal card)"          # seat 1 starts deal 2
    assert table.next_deal() is False                                          # no pause: nothing to leave


def test_the_last_deal_ends_the_game():
    table = row_table()
    for name in ("KH", "3S"):
        table.play(Take(card(name)))
    table.next_deal()
    table.play(Take(card("5D")))
    table.play(Take(card("4C")))
    assert table.state.is_over and table.deal_end.head == "Deal 2 is over"
    assert table.turn_words() == "The game is over."
    table.next_deal()
    assert table.play(Take(card("AS"))) is False
    assert table.message == "the game is over: press New game to play again"


def test_hint_says_what_a_bot_would_do_and_plays_nothing():
    table = row_table()
    before = table.state
    assert table.hint() == "The computer would take A♠: the first legal card."
    assert table.hint_text == table.hint() and table.state is before and table.log == ["New game, deal number 1."]
    table.play(Take(card("KH")))
    assert table.hint_text == ""                   # a move clears the old hint


def test_the_hint_bot_given_or_none_when_none_can_be_made():
    class Last:
        def choose(self, state):
            return Decision(state.legal_actions()[-1], "the last legal card")

    assert row_table(hint_bot=Last()).hint() == "The computer would take 2♥: the last legal card."

    class NeedsArgs(FirstBot):
        def __init__(self, depth):
            self.depth = depth

    table = PlayController(new_game, {1: NeedsArgs(3)})
    assert not table.has_hint and table.hint() == ""


def test_typed_actions_are_read_and_bad_text_is_refused():
    table = row_table(parse=parse)
    assert table.say("ZZ") is False and "ZZ" in table.message and table.state.history == ()
    assert table.say("KH") is True and table.state.history[0] == Take(card("KH"))
    with pytest.raises(CardlibError, match="without parse="):
        row_table().say("KH")


def test_a_new_game_and_a_seed_the_game_refuses():
    table = row_table()
    table.play(Take(card("KH")))
    before = table.state
    assert table.start(-1) is False
    assert table.message == "a seed must be 0 or more, got -1" and table.state is before
    assert table.start(4) is True
    assert table.message == "" and table.seed == 4 and table.log == ["New game, deal number 4."]
    with pytest.raises(CardlibError, match="got -2"):          # a bad first seed raises, as any bad argument
        PlayController(new_game, {1: FirstBot()}, seed=-2)


def test_the_state_may_be_set_to_a_position_to_study():
    table = row_table()
    later = table.state.apply(Take(card("AS"))).apply(Take(card("3S")))
    table.state = later
    assert table.tries == every_try(later, 0) and table.table == later.table(0)
    assert table.log[-1] == "Seat 1: take 3♠"


def test_another_seats_secret_action_reads_as_its_public_text():
    table = stash_table()
    assert table.log == ["New game, deal number 1.", "Seat 1: hides two cards", "Seat 1 puts two cards face down"]
    table.toggle("7♥", "4♣")
    assert table.confirm_pick()
    assert table.log[-2:] == ["You: hide 7♥ 4♣", "You put two cards face down"]      # your own, in full


def test_the_reader_picks_cards_and_a_wrong_pick_is_refused_with_the_reason():
    table = stash_table()
    assert [str(c) for c in table.pick_hand] == ["A♠", "7♥", "4♣"]
    assert table.pick_words() == "Pick 2 cards of your hand, then press Hide these two: 0 of 2 picked."
    before = table.state
    assert table.toggle("7♥") and table.confirm_pick() is False
    assert table.message == "hide exactly two cards, not 1 (rules §1)" and table.state is before
    assert [str(c) for c in table.picked] == ["7♥"]                   # the pick stands, to be fixed
    assert table.pick_words().endswith(": 1 of 2 picked.")
    assert table.toggle("A♠") and table.confirm_pick() is False
    assert table.message == "cannot hide A♠ 7♥: the A♠ may not be hidden (rules §2)"
    assert table.toggle("Q♦", "4♣") is False                          # not in the hand: nothing toggled
    assert table.message == "'Q♦' is not a card you may pick; your cards: A♠, 7♥, 4♣"
    assert [str(c) for c in table.picked] == ["A♠", "7♥"]
    assert table.toggle("A♠", "4♣") and table.confirm_pick() and table.message == ""
    assert table.state.hidden[0] == tuple(FRENCH_52.parse_cards("7H 4C")) and table.state.is_over
    assert table.pick_hand == () and table.picked == ()


def test_a_pick_that_builds_no_action_or_no_pick_at_all_is_refused():
    def marked(seed):
        return Stash((tuple(FRENCH_52.parse_cards("QC 7H 4C")), tuple(FRENCH_52.parse_cards("KD 9S 2H"))))

    table = PlayController(marked, {1: LowBot()}, PlayOptions(pick=CardPick(2, hide)))
    before = table.state
    table.toggle("Q♣", "7♥")
    assert table.confirm_pick() is False and table.state is before
    assert table.message == "the Q♣ is marked: it may never be picked (rules §3)"
    never = PlayController(new_stash, {0: LowBot()}, PlayOptions(reader=1, pick=CardPick(2, hide, when=lambda s: False)))
    assert never.pick_hand == () and never.confirm_pick() is False
    assert never.message == "there are no cards to pick now"
    assert row_table().confirm_pick() is False


def test_bad_options_are_refused_by_name():
    with pytest.raises(CardlibError, match="reader=-1"):
        PlayOptions(reader=-1)
    with pytest.raises(CardlibError, match="tries must be a function, got 3"):
        PlayOptions(tries=3)
    with pytest.raises(CardlibError, match="pick must be a CardPick"):
        PlayOptions(pick=2)


def _four_games():
    from cardlib import black_maria, handjass, loo, mus
    from cardlib.black_maria.view import table_view as black_maria_view
    from cardlib.mus.view import seat_names, table_view as mus_view
    return {
        "black_maria": (lambda s: black_maria.new_game(4, seed=s), 4, PlayOptions(view=black_maria_view)),
        "loo": (lambda s: loo.new_game(4, seed=s), 4, PlayOptions()),
        "handjass": (lambda s: handjass.new_game(players=3, seed=s), 3, PlayOptions()),
        "mus": (lambda s: mus.new_game(seed=s), 4, PlayOptions(view=mus_view, names=seat_names(0))),
    }


@pytest.mark.parametrize("game", ["black_maria", "loo", "handjass", "mus"])
def test_the_log_of_a_real_game_names_the_reader_you_and_counts_right(game):
    new, players, options = _four_games()[game]
    table = PlayController(new, {s: RandomBot(s) for s in range(1, players)}, options, seed=2)
    reader = RandomBot(99)
    for _ in range(60):
        if table.state.is_over:
            break
        if table.paused is not None:
            table.next_deal()
        else:
            assert table.play(reader.choose(table.state).action), table.message
    log = table.log
    assert any(line.startswith("You") for line in log)
    assert not [line for line in log if "(you)" in line or re.search(r"\b1 (chips|points|cards)\b", line)]


def _deal_tables():
    """Each game's table, bots and finished-deal table, as the book's play tables set them."""
    from cardlib import black_maria, handjass, loo, mus
    from cardlib.black_maria import view as black_maria_view
    from cardlib.handjass import view as handjass_view
    from cardlib.loo import view as loo_view
    from cardlib.mus import view as mus_view
    return {
        "black_maria": (lambda s: black_maria.new_game(4, seed=s), 4,
                        PlayOptions(view=black_maria_view.table_view, deal_view=black_maria_view.deal_table)),
        "loo": (lambda s: loo.new_game(4, seed=s), 4, PlayOptions(deal_view=loo_view.deal_table)),
        "handjass": (lambda s: handjass.new_game(players=3, seed=s), 3,
                     PlayOptions(deal_view=handjass_view.deal_table)),
        "mus": (lambda s: mus.new_game(seed=s), 4, PlayOptions(view=mus_view.table_view, names=mus_view.seat_names(0),
                                                               deal_view=mus_view.deal_table)),
    }


@pytest.mark.parametrize("game", ["black_maria", "loo", "handjass", "mus"])
def test_the_table_holds_the_finished_deal_alone_until_next_deal(game):
    new, players, options = _deal_tables()[game]
    table = PlayController(new, {s: RandomBot(s) for s in range(1, players)}, options, seed=3)
    reader, ends = RandomBot(98), 0
    for _ in range(3000):
        if ends == 2:
            break
        if table.state.is_over and table.paused is None:
            table.start(table.seed + 1)                # an órdago may end a game before any showdown
        if table.paused is None:
            assert table.play(reader.choose(table.state).action), table.message
            continue
        ends += 1
        number = table.paused["number"]
        record = next(r for r in table.state.deals if r.number == number)
        shown = table.table
        # Every line about a deal speaks of this one; none of the next deal's phase or turned card.
        deals = [int(n) for line in shown.status for n in re.findall(r"\bDeal (\d+)", line)]
        assert deals == [number], shown.status
        assert not [line for line in shown.status if "each player" in line or "still to choose" in line]
        assert shown.face_down == frozenset() and shown.to_act is None and shown.centre == ()
        assert shown.dealer == record.dealer
        turned = [pile.cards for pile in shown.piles if pile.name == "turned trump"]
        assert [tuple(cards) for cards in turned] == ([(record.turned,)] if game in ("loo", "handjass") else [])
        hands = table.paused.get("hands")
        if hands:
            assert [sorted(map(str, h)) for h in shown.hands] == [sorted(map(str, h)) for h in hands]
        assert "Next deal" in table.turn_words() or table.state.is_over
        if table.next_deal():
            assert table.paused is None or table.paused["number"] == number + 1
            assert table.table is not shown
    assert ends >= 1
