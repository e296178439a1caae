"""The play table's teaching modes (cardlib.table), without a widget: open hands, take back,
replay with the move list, the opponents, New game and Same deal again, and "why they played
so", on the toy games of tests/toys.py and on the four games."""

import pytest

from cardlib import FRENCH_52
from cardlib.game import Decision, RandomBot, story
from cardlib.table import PlayController, PlayOptions

from ..toys import FirstBot, LowBot, Take, every_try, new_game, new_stash


def card(name):
    return FRENCH_52.parse(name)


class LastBot:
    """The toy's 'expert': the last legal card."""

    def __init__(self, seat=None):
        self.seat = seat

    def choose(self, state):
        action = state.legal_actions()[-1]
        return Decision(action, "the last legal card")


def row_table(**options):
    return PlayController(new_game, {1: FirstBot()}, PlayOptions(tries=every_try, **options))


# -- take back ------------------------------------------------------------------------------

def test_take_back_undoes_the_readers_decision_and_the_answer_back_to_the_deals_start():
    table = row_table()
    start = table.state
    table.play(Take(card("KH")))                   # the bot answers 2♥
    after_one = table.state
    table.play(Take(card("AS")))                   # the bot takes 3♠: the deal is over
    assert table.paused is not None and table.can_take_back
    assert table.take_back() is True
    assert table.paused is None and table.deal_end is None and table.reader_turn
    assert table.state.history == after_one.history and table.table == after_one.table(0)
    assert table.log[-1] == "Taken back: your take A♠ and what followed it."
    assert "Seat 1: take 3♠ (the first legal card)" not in table.log
    assert table.take_back() is True and table.state.history == start.history == ()
    assert table.log == ["New game, deal number 1.", "Taken back: your take K♥ and what followed it."]
    # with nothing left to take back: the reason, and nothing changes
    before, log = table.state, table.log
    assert table.take_back() is False and not table.can_take_back
    assert table.message == "there is nothing to take back: you have made no decision in this deal yet"
    assert table.state is before and table.log == log
    assert table.play(Take(card("3S"))) and table.message == ""      # play goes on from there
    assert table.log[-2:] == ["You: take 3♠", "Seat 1: take A♠ (the first legal card)"]


def test_take_back_stops_at_the_start_of_the_deal():
    table = row_table()
    table.play(Take(card("KH")))
    table.play(Take(card("AS")))
    assert table.next_deal()                       # the bot starts deal 2; the reader has not moved in it
    deal_two = table.state
    assert table.take_back() is False and table.state is deal_two
    table.play(table.tries[0])
    assert table.take_back() and table.state.history == deal_two.history


# -- replay ---------------------------------------------------------------------------------

def test_replay_steps_a_finished_deal_forward_and_back_with_its_move_list():
    table = row_table()
    assert table.replay() is False and table.message == "the replay comes when a deal has ended"
    table.play(Take(card("KH")))
    table.play(Take(card("AS")))
    ended = table.table
    assert table.replay() is True and table.replaying and table.replay_length == 4
    assert [str(m) for m in table.moves] == ["1. You: take K♥", "2. Seat 1: take 2♥ (the first legal card)",
                                             "3. You: take A♠", "4. Seat 1: take 3♠ (the first legal card)"]
    assert table.replay_at == 0 and table.table.hands == ((), ())
    assert table.turn_words() == "Replay: the deal as dealt, before the first of its 4 decisions."
    assert table.replay_step(-1) is False and table.message == "the replay is at the deal's start"
    assert table.replay_step() and table.table.hands == (FRENCH_52.parse_cards("KH"), ())
    assert table.turn_words() == "Replay: decision 1 of 4: You: take K♥."
    table.replay_go(2)
    assert table.turn_words() == "Replay: decision 2 of 4: Seat 1: take 2♥."             # without its reason
    table.replay_go(1)
    assert table.replay_go(3) and table.table.hands == (FRENCH_52.parse_cards("KH AS"), FRENCH_52.parse_cards("2H"))
    assert table.replay_step(-2) and table.replay_at == 1
    assert table.replay_go(4) and table.table == ended                # its end: the finished deal
    assert table.replay_step() is False and table.message == "the replay is at the deal's end"
    assert table.replay_go(5) is False and table.replay_at == 4
    assert table.message == "the replay goes from 0 (the deal as dealt) to 4 (its end), not 5"
    assert table.tries == [] and table.play(Take(card("QD"))) is False        # nothing is played in a replay
    assert table.take_back() is False and table.message == "the replay is on: press Back to the table first"
    assert table.end_replay() and not table.replaying and table.table == ended and table.moves == []
    assert table.end_replay() is False


class _Marks:
    """A reviewer that marks every decision: the first legal action is best."""

    def review(self, moves, progress=None):
        from cardlib.expert import Value
        from cardlib.review import Mark, Review, Reviewed, Standard
        decisions = []
        for state, choice in moves:
            best = state.legal_actions()[0]
            values = (Value(best, 1.0, 0.0, 1), Value(choice, 0.0, 0.0, 1)) if best != choice else (Value(best, 1.0, 0.0, 1),)
            decisions.append(Reviewed(state, choice, values, Mark.BEST if best == choice else Mark.MISTAKE,
                                      0.0 if best == choice else 1.0, ""))
            if progress is not None:
                progress(len(decisions), len(moves))
        return Review(tuple(decisions), Standard(1, "cards", 1, "a card"))


def test_the_replays_move_list_carries_the_reviews_marks_on_the_readers_choices():
    table = row_table(reviewer=_Marks())
    table.play(Take(card("KH")))                   # the first legal card was A♠: a mistake
    table.play(Take(card("AS")))
    seen = []
    assert table.replay(lambda done, total: seen.append((done, total)))
    assert seen[-1] == (2, 2)
    assert [(m.step, m.mark, m.best) for m in table.moves] == [(1, "mistake", "take A♠"), (2, "", ""),
                                                               (3, "best", ""), (4, "", "")]
    assert str(table.moves[0]) == "1. You: take K♥ [mistake; best: take A♠]"
    assert str(table.moves[2]) == "3. You: take A♠ [best]"
    from cardlib.table import Move
    assert Move(3, 0, "You: take A♠", "best", "take 3♠").mark_words == "best, as good as take 3♠"   # within the margin


# -- open hands and why they played so ---------------------------------------------------------

def test_open_hands_show_every_hand_and_every_reason_and_say_so():
    table = PlayController(new_stash, {1: LowBot()}, PlayOptions())
    assert table.table.face_down == frozenset({1})
    assert table.log[1] == "Seat 1: hides two cards"                # the bot's secret, as the reader hears it
    assert table.show_hands() is True and table.open_hands
    assert table.table.face_down == frozenset() and table.table.hands == table.state.table(None).hands
    assert table.log[1] == "Seat 1: hide 9♠ 2♥ (my two lowest cards, 9♠ and 2♥)"
    assert table.log[-1] == "Open hands: every hand is face up and every seat's reasons are in the log."
    assert table.show_hands() is False                               # already open
    assert table.review_note == "This deal was played with open hands: every hand was face up."
    assert table.show_hands(False) and table.table.face_down == frozenset({1})
    assert table.log[1] == "Seat 1: hides two cards"
    assert table.log[-2:] == ["Open hands: every hand is face up and every seat's reasons are in the log.",
                              "Hands closed: each seat sees its own cards again."]
    assert table.review_note.startswith("This deal was played with open hands")   # it was, in part


def test_why_lines_list_the_other_seats_decisions_of_the_deal_only():
    table = row_table()
    table.play(Take(card("KH")))
    assert table.why_lines == []                                     # during play: the seats' own
    table.play(Take(card("AS")))
    assert table.why_lines == ["Seat 1: take 2♥ (the first legal card)", "Seat 1: take 3♠ (the first legal card)"]
    table.next_deal()
    table.play(table.tries[0])
    table.play(table.tries[0])
    assert table.paused is not None
    assert all(line.startswith("Seat 1:") for line in table.why_lines) and len(table.why_lines) == 2


# -- opponents, New game, Same deal again -----------------------------------------------------------

def test_the_reader_chooses_the_expert_for_the_other_seats_and_the_log_says_so():
    table = row_table(expert=LastBot)
    assert table.has_expert and table.opponents == "simple"
    assert table.choose_opponents("expert") and table.opponents == "expert"
    assert table.log[-1] == "The expert plays Seat 1 from here on."
    table.play(Take(card("KH")))
    table.play(Take(card("AS")))                   # deal 1 is over; the bot leads deal 2
    assert table.next_deal()                       # the expert leads with the last card of the row
    assert table.log[-1] == "Seat 1: take 4♣"          # its reason is its own (issue 20 item 2)
    assert table.review_note == "The expert played Seat 1."
    assert table.choose_opponents("expert") is False                 # already
    assert table.choose_opponents("grandmaster") is False
    assert table.message == "the opponents are 'simple' or 'expert', not 'grandmaster'"
    assert table.choose_opponents("simple") and table.log[-1] == "The simple bots play Seat 1 from here on."
    table.choose_opponents("expert")
    assert table.new_game() and table.log[:2] == [f"New game, deal number {table.seed}.",
                                                   "The expert plays Seat 1 from here on."]
    plain = row_table()
    assert plain.choose_opponents("expert") is False and plain.opponents == "simple"
    assert plain.message == "this table has no expert to play the other seats"


def test_an_expert_chosen_at_a_bots_turn_moves_at_once():
    table = PlayController(new_game, {0: FirstBot()}, PlayOptions(reader=1, expert=LastBot))
    table.state = new_game(1)                      # a position to study, at the bot's turn
    assert table.state.to_act == 0 and not table.reader_turn
    assert table.choose_opponents("expert") and table.reader_turn
    assert table.log[-1] == "Seat 0: take 2♥"          # its reason is its own (issue 20 item 2)


def test_new_game_deals_a_new_number_and_same_deal_again_replays_the_deal():
    table = row_table()
    numbers = {table.seed}
    for _ in range(5):
        before = table.seed
        assert table.new_game() and table.seed != before
        assert table.log == [f"New game, deal number {table.seed}."]
        numbers.add(table.seed)
    assert len(numbers) > 2
    table.play(Take(card("KH")))
    table.play(Take(card("AS")))
    table.next_deal()                              # deal 2: the bot leads
    start = table.state
    table.play(table.tries[0])
    assert table.same_deal() is True
    assert table.state.history == start.history and table.reader_turn and table.paused is None
    assert table.log[-2:] == ["Same deal again: the deal starts over.", "Seat 1: take Q♦ (the first legal card)"]
    assert table.take_back() is False                                # the deal starts over: nothing to take back


# -- the four games ---------------------------------------------------------------------------

def _tables():
    from cardlib import black_maria, handjass, loo, mus
    from cardlib.black_maria import view as bm_view
    from cardlib.handjass import view as hj_view
    from cardlib.loo import view as loo_view
    from cardlib.mus import view as mus_view
    return {
        "black_maria": (lambda s: black_maria.new_game(4, seed=s), 4,
                        dict(view=bm_view.table_view, deal_view=bm_view.deal_table)),
        "loo": (lambda s: loo.new_game(4, seed=s), 4, dict(deal_view=loo_view.deal_table)),
        "handjass": (lambda s: handjass.new_game(players=3, seed=s), 3, dict(deal_view=hj_view.deal_table)),
        "mus": (lambda s: mus.new_game(seed=s), 4, dict(view=mus_view.table_view, names=mus_view.seat_names(0),
                                                       deal_view=mus_view.deal_table)),
    }


def _experts(game):
    from importlib import import_module
    expert = import_module(f"cardlib.{game}.expert").expert
    return lambda seat: expert(budget=None, samples=4, seed=seat)


def _to_deal_end(table, reader, limit=400):
    for _ in range(limit):
        if table.paused is not None:
            return
        assert table.play(reader.choose(table.state).action), table.message
    raise AssertionError("no deal ended")


@pytest.mark.parametrize("game", ["black_maria", "loo", "handjass", "mus"])
def test_every_mode_in_a_real_game(game):
    new, players, options = _tables()[game]
    bots = {s: RandomBot(s) for s in range(1, players)}
    table = PlayController(new, bots, PlayOptions(expert=_experts(game), **options), seed=2)
    reader = RandomBot(7)
    view = options.get("view", lambda state, viewer: state.table(viewer))
    # open hands: every hand face up, every seat's decisions in the log in the whole story's words
    assert table.table.face_down                   # the other hands are hidden at first
    assert table.show_hands() and table.table.face_down == frozenset()
    assert table.table.hands == view(table.state, None).hands
    assert [line for line in table.log if not line.startswith(("New game", "Open hands"))] == \
        story(table.state.events, table.name)
    # take back, as often as wanted, back to the reader's first decision of the deal
    first = table.state
    _to_deal_end(table, reader)
    taken = 0
    while table.can_take_back:
        assert table.take_back()
        taken += 1
    assert taken >= 1 and table.state.history == first.history and table.paused is None
    assert table.take_back() is False and "nothing to take back" in table.message
    assert table.state.history == first.history
    _to_deal_end(table, reader)
    # why they played so: the other seats' decisions of the deal, with their whole reasons
    deal = table.state.events[len(table.deal_start.events):]
    assert table.why_lines == story([e for e in deal if e.kind == "action" and e.seat != 0], table.name)
    assert table.why_lines
    # replay: from the deal as dealt to its end, every hand face up, one step a decision
    ended = table.table
    assert table.replay()
    length = len(table.state.history) - len(table.deal_start.history)
    assert table.replay_length == length == len(table.moves)
    assert [m.step for m in table.moves] == list(range(1, length + 1))
    for at in range(length):
        assert table.replay_go(at) and table.table.face_down == frozenset()
    assert table.replay_go(length) and table.table == ended
    assert table.end_replay() and table.table == ended
    # same deal again: the deal from its start
    start = table.deal_start
    assert table.same_deal() and table.state.history[:len(start.history)] == start.history
    assert table.paused is None and "Same deal again: the deal starts over." in table.log
    # the expert in the other seats plays the deal to its end
    assert table.show_hands(False) and table.choose_opponents("expert")
    _to_deal_end(table, reader)
    names = [table.name(s) for s in range(1, players)]
    assert f"The expert plays {', '.join(names[:-1])} and {names[-1]} from here on." in table.log
    # a new game: a new number, open hands and the expert kept
    before = table.seed
    assert table.new_game() and table.seed != before and table.opponents == "expert"
    assert table.log[0] == f"New game, deal number {table.seed}."


# -- a game's record at the table ---------------------------------------------------------------

@pytest.mark.parametrize("game", ["black_maria", "loo", "handjass", "mus"])
def test_the_table_shows_its_record_and_loads_a_pasted_one(game):
    new, players, options = _tables()[game]
    make = lambda: PlayController(new, {s: RandomBot(s) for s in range(1, players)}, PlayOptions(**options), seed=5)
    teacher = make()
    reader = RandomBot(3)
    for _ in range(3):
        if teacher.paused is not None:
            break
        assert teacher.play(reader.choose(teacher.state).action), teacher.message
    text = teacher.record
    assert text.split(" · ")[2] == "seed 5" and f"{len(teacher.state.history)} action" in text
    pupil = make()
    pupil.new_game()
    assert pupil.load_record(text) and pupil.message == ""
    assert pupil.state.history[:len(teacher.state.history)] == teacher.state.history
    assert pupil.seed == 5 and "Loaded from a record" in " ".join(pupil.log)
    if pupil.paused is None and len(pupil.state.history) == len(teacher.state.history):
        assert pupil.table == teacher.table               # the same table, the same deal
    # the deal loaded may be taken back to its start and played again
    from cardlib.review import reader_moves
    decided = len(reader_moves(pupil.deal_start, pupil.state, 0))
    taken = 0
    while pupil.can_take_back:
        assert pupil.take_back()
        taken += 1
    assert taken == decided and reader_moves(pupil.deal_start, pupil.state, 0) == []
    assert pupil.reader_turn
    # bad records: the reason, and the table as it was
    before, log = pupil.state, pupil.log
    for bad in ["", "nonsense", text[: text.index("action")] + "actions: pass", text.replace("seed 5", "seed -1"),
                text + "; play Z♠"]:
        assert pupil.load_record(bad) is False
        assert pupil.message.startswith("that record cannot be loaded: ")
        assert pupil.state is before and pupil.log == log
    assert "Traceback" not in pupil.message


def test_a_record_of_another_game_or_player_count_is_refused_and_nothing_changes():
    from cardlib import black_maria, loo
    from cardlib.game import record
    new, players, options = _tables()["black_maria"]
    table = PlayController(new, {s: RandomBot(s) for s in range(1, 4)}, PlayOptions(**options), seed=5)
    before = table.state
    assert table.load_record(record(loo.new_game(4, seed=2))) is False
    assert table.message == "that record is of another game (Three-card Loo); this table plays Black Maria"
    assert table.load_record(record(black_maria.new_game(5, seed=2))) is False
    assert table.message == "that record is of a game of 5 players; this table seats 4"
    assert table.state is before
    toy = PlayController(new_game, {1: FirstBot()}, PlayOptions())
    assert toy.record == ""                          # a game the records do not know has none
