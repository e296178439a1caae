"""The shared play protocol (cardlib.game)."""

import dataclasses
from dataclasses import dataclass

import pytest

from cardlib import CardlibError, IllegalActionError
from cardlib.black_maria.rules import Rules as BlackMariaRules
from cardlib.cards import FRENCH_52
from cardlib.game import Action, Decision, Direction, GameInfo, GameState, RandomBot, play_out, random_playout, replay, seats_from
from cardlib.handjass.rules import Rules as HandjassRules
from cardlib.loo.rules import Rules as LooRules


@dataclass(frozen=True)
class Take(Action):
    n: int

    def __str__(self):
        return f"take {self.n}"


@dataclass(frozen=True)
class Nim(GameState):
    """A toy game to exercise the protocol: take 1 or 2 from a pile; whoever takes the last wins."""

    pile: int = 5
    player: int = 0
    history: tuple = ()
    events: tuple = dataclasses.field(default=(), compare=False)

    @property
    def to_act(self):
        return None if self.pile == 0 else self.player

    @property
    def scores(self):
        return (0, 0) if self.pile else tuple(int(p == 1 - self.player) for p in (0, 1))

    def _legal(self):
        return [Take(n) for n in (1, 2) if n <= self.pile]

    def _apply(self, action):
        return Nim(self.pile - action.n, 1 - self.player, self.history)


def test_apply_returns_a_new_state_and_records_history():
    start = Nim()
    after = start.apply(Take(2))
    assert (start.pile, after.pile, after.history) == (5, 3, (Take(2),))


def test_illegal_action_raises_with_reason_and_changes_nothing():
    start = Nim(pile=1)
    with pytest.raises(IllegalActionError, match="cannot take 2 now; allowed: take 1"):
        start.apply(Take(2))
    assert start == Nim(pile=1) and not start.can(Take(2)) and start.can(Take(1))


def test_finished_game_has_no_actions():
    end = Nim(pile=1).apply(Take(1))
    assert end.is_over and end.legal_actions() == [] and end.to_act is None
    with pytest.raises(IllegalActionError, match="the game is over"):
        end.apply(Take(1))


def test_random_playout_and_replay_agree():
    final = random_playout(Nim(pile=9), seed=4)
    assert final.is_over
    assert replay(Nim(pile=9), final.history) == final
    assert random_playout(Nim(pile=9), seed=4) == final


def test_random_bot_explains_itself():
    decision = RandomBot(seed=1).choose(Nim())
    assert decision.action in Nim().legal_actions() and "at random from 2 legal actions" in decision.reason


class Greedy:
    """Always takes as much as it may."""

    def choose(self, state):
        return Decision(state.legal_actions()[-1], "take the most")


def test_play_out_takes_a_bot_per_seat_in_a_list_or_tuple():
    """play_out(state, [bot0, bot1]) seats one bot a seat; None leaves the seat to a person."""
    assert play_out(Nim(pile=5), [Greedy(), RandomBot(1)]).is_over
    assert play_out(Nim(pile=5), (Greedy(), Greedy())).history == (Take(2), Take(2), Take(1))
    halfway = play_out(Nim(pile=5), [Greedy(), None])
    assert halfway.history == (Take(2),) and halfway.to_act == 1


@pytest.mark.parametrize("bots", ["greedy", [Greedy(), "greedy"], 3, {0: Greedy(), 1: object()}])
def test_play_out_refuses_what_is_not_a_bot_and_says_what_it_takes(bots):
    with pytest.raises(CardlibError, match="play_out takes a bot .*a list or tuple of bots, one a seat"):
        play_out(Nim(), bots)


def test_play_out_refuses_a_list_too_short_for_the_table():
    with pytest.raises(CardlibError, match="got 1 bots, one a seat, but seat 1 is to act"):
        play_out(Nim(), [Greedy()])


def test_play_out_that_hits_its_step_limit_says_so_in_a_cardlib_error():
    with pytest.raises(CardlibError, match="the game is not over after 2 actions .*max_steps"):
        play_out(Nim(pile=9), Greedy(), max_steps=2)


@pytest.mark.parametrize("action", [None, "take 1", 1])
def test_what_is_not_an_action_is_refused_as_such(action):
    """The refusal names the value: "not an action: None", never "cannot None"; it cites the rules'
    list of actions (§2 by default) and gives a legal action's words as an example, not its repr."""
    start = Nim()
    assert start.why_illegal(action) == (f"not an action: {action!r}; a turn is one of the actions the rules list "
                                         f"(rules §2): pick one of state.legal_actions(), such as take 1")
    with pytest.raises(IllegalActionError, match="not an action"):
        start.apply(action)
    assert start == Nim()


def test_seats_from():
    assert seats_from(3, 5) == (3, 4, 0, 1, 2)


def test_table_view_repr_is_the_same_on_every_run():
    from cardlib.game import Direction, TableView
    view = TableView(hands=(FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("KH")),
                     direction=Direction.CLOCKWISE, labels=("A", "B"), face_down=frozenset({1, 0}),
                     highlight=frozenset(FRENCH_52.parse_cards("AS KH")), to_act=0)
    assert repr(view) == "TableView(2 seats, clockwise, to_act=0, dealer=None, face_down=[0, 1])"
    assert "class='cardlib-table'" in view.svg() and "cardlib-tableview" in view._repr_html_()


def test_table_view_passes_its_viewer_and_hand_size_so_the_picture_holds_still():
    from cardlib.cards import FRENCH_52
    from cardlib.game import Direction, TableView
    full = (FRENCH_52.parse_cards("AS KS QS"), FRENCH_52.parse_cards("2H 3H 4H"))
    fewer = (FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("2H 3H"))
    views = [TableView(hands=h, direction=Direction.CLOCKWISE, labels=("A", "B"), viewer=1, hand_size=3)
             for h in (full, fewer)]
    assert views[0].options()["viewer"] == 1 and views[0].options()["hand_size"] == 3
    sizes = [v.svg().split(">", 1)[0] for v in views]
    width = [s.split("width='", 1)[1].split("'", 1)[0] for s in sizes]
    assert width[0] == width[1]
    assert "viewer" not in TableView(hands=full, direction=Direction.CLOCKWISE, labels=("A", "B")).options()


def test_a_description_is_checked():
    with pytest.raises(CardlibError, match="Uno: unknown pack 'uno52'"):
        GameInfo("uno", "Uno", (2, 3), Direction.CLOCKWISE, "uno52", 7)
    with pytest.raises(CardlibError, match=r"Solo needs numbers of players of 2 or more, got \(1,\)"):
        GameInfo("solo", "Solo", (1,), Direction.CLOCKWISE, FRENCH_52, 7)
    odd = GameInfo("odd", "Odd", (3, 5, 7), Direction.CLOCKWISE, FRENCH_52, 5)
    assert odd.players_words == "3, 5 or 7"



@pytest.mark.parametrize("rules, option, bad", [
    (BlackMariaRules, "threshold", True), (BlackMariaRules, "threshold", 2.5),
    (HandjassRules, "target", True), (HandjassRules, "target", 7.0),
    (LooRules, "ante", True), (LooRules, "max_deals_per_round", -1)])
def test_a_counted_rule_option_takes_only_a_whole_number_in_every_game(rules, option, bad):
    with pytest.raises(CardlibError, match=f"{option}={bad!r} is not allowed"):
        rules(**{option: bad})
