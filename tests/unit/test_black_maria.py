"""Black Maria: the packs of §1.2, the worked examples B1-B12 of rules/black_maria.md §3.2, the §6 decisions, the
source's notes 1-5 and the §5.2 variants, errors, and the agreement of rulings, legal cards and
the engine's refusals."""

from __future__ import annotations

import dataclasses

import pytest

from cardlib import CardlibError, IllegalActionError, InvalidCardError, black_maria
from cardlib.black_maria import (Pass, Phase, Play, Rules, State, deck, legal_cards, new_game, parse_cards,
                                 penalty, rulings, trick_winner, why_illegal)
from cardlib.black_maria.game import receiver
from cardlib.cards import FRENCH_52, Card, Cards, Suit
from cardlib.game import RandomBot, random_playout
from cardlib.tricks import TrickPlay


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


def in_play(state: State, hands: list[str], leader: int | None = None) -> State:
    """``state`` moved to trick play with the given hands (as if the pass were over)."""
    hands = tuple(Cards(parse_cards(h)) for h in hands)
    return dataclasses.replace(state, phase=Phase.PLAY, held=(), dealt=hands, played=hands,
                               passes=((),) * state.players,
                               play=TrickPlay.start(hands, order=tuple(range(state.players)),
                                                    leader=state.leader if leader is None else leader))


def play_all(state: State, cards_in_order: str) -> State:
    for card in cards_in_order.split():
        state = state.apply(Play(card))
    return state


# --------------------------------------------------------------------------- §3.2 worked examples

def test_B1_all_penalty_cards_total_43():
    """B1, rules §1.4: 13 hearts x 1 + ♠A 7 + ♠K 10 + ♠Q 13 = 43, at every table size."""
    hearts = [c for c in FRENCH_52.cards if c.suit.value == "H"]
    assert penalty(hearts) == 13
    assert penalty("AS KS QS") == 7 + 10 + 13
    for players in range(3, 8):
        assert penalty(deck(players)) == 43


def test_B2_cards_per_player_by_table_size():
    """B2, rules §1.2 (the source's removal table): 3p 17 each, 4p 13, 5p 10, 6p 8, 7p 7."""
    removed = {3: "2C", 4: "", 5: "2C 2D", 6: "2C 2D 2S 3C", 7: "2C 2D 2S"}
    for players, each in {3: 17, 4: 13, 5: 10, 6: 8, 7: 7}.items():
        assert len(deck(players)) == players * each
        assert set(black_maria.removed_cards(players)) == cards(removed[players])
        game = new_game(players, seed=players)
        assert [len(h) for h in game.hands] == [each] * players
        assert set().union(*map(set, game.hands)) == set(deck(players))


def test_B3_ace_over_queen_takes_twenty():
    """B3, rules §2.4, §1.4: P1 leads ♠5, P2 ♠Q, P0 ♠A: ♠A wins, P0 takes 13 + 7 = 20."""
    assert trick_winner("5S QS AS") == 2
    state = in_play(new_game(3, seed=1, end_mode="deals", num_deals=1), ["AS 2D", "5S 3D", "QS 4D"])
    state = play_all(state, "5S QS AS")
    assert state.tricks[-1].winner == 0 and state.tricks[-1].points == 20
    assert state.taken(0) == 20


def test_B4_discarded_queen_goes_to_the_trick_winner():
    """B4, rules §2.4: P1 leads ♣10, P2 ♣J, P0 (no clubs) discards ♠Q: ♣J wins, P2 takes 13."""
    assert trick_winner("10C JC QS") == 1
    state = in_play(new_game(3, seed=1, end_mode="deals", num_deals=1), ["QS 2D", "10C 3D", "JC 4D"])
    state = play_all(state, "10C JC QS")
    assert state.tricks[-1].winner == 2 and state.taken(2) == 13


def test_B5_must_follow_suit():
    """B5, rules §2.4: ♦4 led, hand {♦2, ♦K, ♠Q, ♥9}: only ♦2 and ♦K."""
    assert legal_cards("2D KD QS 9H", "4D") == cards("2D KD")
    assert why_illegal("QS", "2D KD QS 9H", "4D") == (
        "cannot play Q♠: you must follow diamonds (you hold K♦, 2♦) (rules §2.4)")


def test_B6_void_player_may_play_anything():
    """B6, rules §2.4: ♦4 led, hand {♠Q, ♥9, ♣3} void in ♦: all three legal."""
    assert legal_cards("QS 9H 3C", "4D") == cards("QS 9H 3C")
    assert all(r.legal and r.section == "rules §2.4" for r in rulings("QS 9H 3C", "4D"))


def test_B7_three_hearts_trick():
    """B7, rules §2.4, §1.4: ♥3, ♥10, ♥2: ♥10 wins and its taker gets 3."""
    assert trick_winner("3H 10H 2H") == 1
    assert penalty("3H 10H 2H") == 3


def test_B8_pass_goes_to_the_right_hand_neighbour():
    """B8, rules §2.2 (the source's rule): P1 passes {♠Q, ♠K, ♥A} to P0 and receives P2's three."""
    assert receiver(1, 3) == 0 and receiver(2, 3) == 1 and receiver(0, 3) == 2
    game = new_game(3, seed=11)
    hands = [Cards(parse_cards(h)) for h in (
        "2S 3S 4S 5S 6S 7S 8S 9S 10S JS 2H 3H 4H 5H 6H 7H 8H",
        "QS KS AH AS 9H 10H JH QH KH AD KD QD JD 10D 9D 8D 7D",
        "6D 5D 4D 3D 2D AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C")]
    game = dataclasses.replace(game, held=tuple(hands), dealt=tuple(hands))
    assert game.to_act == 1
    state = game.apply(Pass("QS KS AH"))
    assert state.phase is Phase.PASS and state.to_act == 2
    state = state.apply(Pass("3C 4C 5C")).apply(Pass("2S 3S 4S"))
    assert state.phase is Phase.PLAY
    assert cards("QS KS AH") <= set(state.hands[0])
    assert cards("3C 4C 5C") <= set(state.hands[1]) and not cards("QS KS AH") & set(state.hands[1])
    assert cards("2S 3S 4S") <= set(state.hands[2])
    assert [len(h) for h in state.hands] == [17, 17, 17]


def test_B9_note_2_graded_hearts():
    """B9, rules §5.1 note 2: ♥A ♥K ♥7 ♠Q ♠K score 5 + 4 + 1 + 13 + 0 = 23 (basic rules 26)."""
    assert penalty("AH KH 7H QS KS", scoring="graded_hearts") == 23
    assert penalty("AH KH 7H QS KS") == 26
    assert Rules(scoring="graded_hearts").deal_total(3) == 36


def full_deal_taken_by_seat1(**rules) -> State:
    """A 3-player deal in which seat 1 (who leads) holds every heart and ♠A ♠K ♠Q ♠J and so takes every trick."""
    game = new_game(3, seed=5, **{"end_mode": "deals", "num_deals": 1, **rules})
    state = in_play(game, ["10S 9S 8S 7S 6S AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D",
                           "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AS KS QS JS",
                           "5S 4S 3S 2S 2D AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C"])
    order = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AS KS QS JS".split()
    for card in order:
        state = state.apply(Play(card))
        while state.to_act not in (1, None):
            state = state.apply(state.legal_actions()[0])
    return state


def test_B10_note_5_taking_everything_scores_minus_43():
    """B10, rules §5.1 note 5: P1 takes all 13 hearts, ♠A ♠K ♠Q: P1 scores -43, P0 and P2 score 0."""
    end = full_deal_taken_by_seat1(taking_everything=True)
    assert end.deals[0].taken == (0, 43, 0)
    assert end.deals[0].scored == (0, -43, 0) and end.scores == (0, -43, 0)
    assert end.deals[0].took_everything == 1
    plain = full_deal_taken_by_seat1()
    assert plain.scores == (0, 43, 0)


def test_B11_note_1_only_hearts_and_queen():
    """B11, rules §5.1 note 1: ♠A ♠K ♥5 score 0 + 0 + 1 = 1; a deal holds 26."""
    assert penalty("AS KS 5H", scoring="hearts_and_queen") == 1
    assert Rules(scoring="hearts_and_queen").deal_total(5) == 26


def test_B12_game_to_100_lowest_total_wins():
    """B12, rules §4 (B-A1): totals P0 34, P1 71, P2 102 after a deal: the game is over and P0 wins."""
    end = full_deal_taken_by_seat1()
    state = dataclasses.replace(end, phase=Phase.PLAY, totals=(34, 71 - 43, 102), deals=())
    state = dataclasses.replace(state, play=end.play)._score()
    assert state.totals == (34, 71, 102)
    assert state.is_over and state.winners == (0,)
    assert state.events[-1].words() == "Seat 0 wins with the lowest total, 34 (rules §4)"


# --------------------------------------------------------------------------- §6 decisions and notes

def test_B_A5_note_4_no_heart_lead_in_tricks_1_and_2_unless_only_hearts():
    """Rules §5.1 note 4 and §6 B-A5: no heart leads in tricks 1 and 2, unless the hand holds only hearts."""
    assert legal_cards("AH 2C", trick_number=1, no_heart_lead_early=True) == cards("2C")
    assert legal_cards("AH 2C", trick_number=2, no_heart_lead_early=True) == cards("2C")
    assert legal_cards("AH 2C", trick_number=3, no_heart_lead_early=True) == cards("AH 2C")
    assert legal_cards("AH 2H", trick_number=1, no_heart_lead_early=True) == cards("AH 2H")
    only_hearts = rulings("AH 2H", trick_number=1, no_heart_lead_early=True)[0]
    assert only_hearts.reason == "you hold only hearts, so you may lead one even in trick 1 (rules §5.1 note 4)"
    assert why_illegal("AH", "AH 2C", trick_number=2, no_heart_lead_early=True) == (
        "cannot lead A♥: hearts may not be led to tricks 1 and 2 (rules §5.1 note 4)")
    assert legal_cards("AH 2C", "3H", trick_number=1, no_heart_lead_early=True) == cards("AH")   # following is fine


def test_B_A5_note_4_in_the_engine():
    """Rules §5.1 note 4: the engine refuses a heart lead in trick 1 with the reason and changes nothing."""
    state = in_play(new_game(3, seed=1, no_heart_lead_early=True), ["2S 3D", "AH 4D", "3S 5D"])
    assert state.legal_actions() == [Play("4D")]
    with pytest.raises(IllegalActionError, match="hearts may not be led to tricks 1 and 2"):
        state.apply(Play("AH"))
    assert state.why_illegal(Play("AH")) == "cannot lead A♥: hearts may not be led to tricks 1 and 2 (rules §5.1 note 4)"


def test_hearts_are_broken_by_any_heart_played_to_an_earlier_trick_led_or_thrown():
    """Rules §5.2 [STD]: once a heart has been played to an earlier trick in any way (thrown on another
    suit, or led by a player who held only hearts), hearts may be led; before that, only by a leader
    who holds nothing else. Checked at every lead of random three-player deals."""
    heart_led_first = 0
    for seed in range(60):
        state = new_game(3, seed=seed, hearts_broken=True, end_mode="deals", num_deals=1)
        bot, played = RandomBot(seed), []
        while not state.is_over:
            if state.phase is Phase.PLAY and played and len(played) % 3 == 0:       # a lead after trick 1
                hand = state.hands[state.to_act]
                hearts = [c for c in hand if c.suit is Suit.HEARTS]
                broken = any(c.suit is Suit.HEARTS for c in played)
                assert all(state.can(Play(c)) == (broken or len(hearts) == len(hand)) for c in hearts)
                first = next((i for i, c in enumerate(played) if c.suit is Suit.HEARTS), None)
                heart_led_first += first is not None and first % 3 == 0 and len(hearts) < len(hand)
            action = bot.choose(state).action
            if isinstance(action, Play):
                played.append(action.card)
            state = state.apply(action)
    assert heart_led_first       # some deal's first heart was led, and it broke hearts too


def test_B_A7_penalty_cards_may_lead_trick_1():
    """Rules §6 B-A7 and §2.4: under the basic rules any card, hearts and ♠Q included, may lead trick 1."""
    assert legal_cards("QS AH 2C", trick_number=1) == cards("QS AH 2C")


def test_hearts_broken_variant():
    """Rules §5.2 [STD]: hearts may not lead until a heart has been played to an earlier trick."""
    assert legal_cards("AH 2C", trick_number=5, hearts_broken=True) == cards("2C")
    assert legal_cards("AH 2C", trick_number=5, hearts_broken=True, broken=True) == cards("AH 2C")
    assert legal_cards("AH 2H", trick_number=5, hearts_broken=True) == cards("AH 2H")
    assert "hearts are not broken yet" in why_illegal("AH", "AH 2C", trick_number=5, hearts_broken=True)


def test_note_3a_pass_left():
    """Rules §5.1 note 3a and B-A10: with pass_left every seat passes to seat + 1, for the whole game."""
    state = new_game(4, seed=3, pass_left=True)
    assert [state.receiver(s) for s in range(4)] == [1, 2, 3, 0]
    given = {}
    for _ in range(4):
        seat = state.to_act
        action = state.legal_actions()[0]
        given[seat] = set(action.cards)
        state = state.apply(action)
    for seat in range(4):
        assert given[seat] <= set(state.hands[(seat + 1) % 4])


@pytest.mark.parametrize("restriction, banned", [
    ("queen", "QS"), ("queen_ace_king", "QS AS KS"), ("queen_ace_king_hearts", "QS AS KS AH 2H")])
def test_note_3b_pass_restrictions(restriction, banned):
    """Rules §5.1 note 3b, options (i)-(iii): the restricted cards may not be passed."""
    game = new_game(3, seed=1, pass_restriction=restriction)
    hand = Cards(parse_cards("QS AS KS AH 2H 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"))
    game = dataclasses.replace(game, held=(game.hands[0], hand, game.hands[2]))
    for card in parse_cards(banned):
        action = Pass((card,) + tuple(parse_cards("3C 4C")))
        with pytest.raises(IllegalActionError, match=rf"cannot pass {card}: .* \(rules §5.1 note 3b\)"):
            game.apply(action)
        assert all(card not in a.cards for a in game.legal_actions())
    assert game.can(Pass("3C 4C 5C"))


def test_B_A4_too_few_passable_cards():
    """Rules §6 B-A4: with fewer than three passable cards, pass them all and complete with restricted ones."""
    game = new_game(3, seed=1, pass_restriction="queen_ace_king_hearts")
    hand = Cards(parse_cards("QS AS KS AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H 2C"))     # 16 restricted + ♣2
    game = dataclasses.replace(game, held=(game.hands[0], hand, game.hands[2]))
    legal = game.legal_actions()
    assert legal and all(FRENCH_52.parse("2C") in a.cards for a in legal)
    assert len(legal) == 120                                  # ♣2 and any two of the 16 restricted cards
    with pytest.raises(IllegalActionError, match=r"you hold only 1 card you may pass \(2♣\).*\(rules §5.1 note 3b\)"):
        game.apply(Pass("QS AS KS"))
    assert game.apply(Pass("2C QS AH")).passes[1] == tuple(parse_cards("QS AH 2C"))


def test_B_A6_note_5_with_notes_1_and_2():
    """Rules §6 B-A6: with note 1 or 2 the taker of every penalty card scores minus 26 or minus 36."""
    for scoring, total in (("hearts_and_queen", 26), ("graded_hearts", 36)):
        end = full_deal_taken_by_seat1(taking_everything=True, scoring=scoring)
        assert end.scores == (0, -total, 0)


def test_B_A9_note_5_counts_cards_not_tricks():
    """Rules §6 B-A9: a player who takes every penalty card but not every trick still scores minus 43."""
    state = in_play(new_game(3, seed=2, taking_everything=True, end_mode="deals", num_deals=1),
                    ["AD JS 10S 9S 8S 7S AC KC QC JC 10C 9C 8C 7C 6C 5C 4C",
                     "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AS KS QS 3D",
                     "KD QD JD 10D 9D 8D 7D 6D 5D 4D 2D 6S 5S 4S 3S 2S 3C"])
    state = play_all(state, "3D KD AD 7S AS")          # seat 0 takes trick 1 (no penalty cards)
    for lead in "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H KS QS".split():
        state = state.apply(state.legal_actions()[0]) if state.to_act != 1 else state
        while state.to_act not in (1, None):
            state = state.apply(state.legal_actions()[0])
        state = state.apply(Play(lead))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    record = state.deals[0]
    assert record.tricks[0].winner == 0 and sum(t.winner == 1 for t in record.tricks) == 16
    assert record.taken == (0, 43, 0) and record.took_everything == 1
    assert state.scores == (0, -43, 0)


def test_six_players_without_the_four_twos():
    """Rules §5.2 [STD]: six players may remove all four 2s; ♥2 goes, so a deal holds 42."""
    assert set(black_maria.removed_cards(6, six_all_twos=True)) == cards("2S 2H 2D 2C")
    assert Rules(six_all_twos=True).deal_total(6) == 42
    assert Rules(six_all_twos=True).deal_total(4) == 43            # only the six-player table changes
    game = new_game(6, seed=1, six_all_twos=True)
    assert len(game.hands[0]) == 8 and game.deal_total == 42


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_six_all_twos_is_refused_for_a_table_that_is_not_six(players):
    """Rules §5.2 [STD]: the pack without the four 2s is the six-player table's; elsewhere it would do nothing."""
    with pytest.raises(CardlibError, match=f"six_all_twos=True is a rule for six players.*{players} players"):
        new_game(players, seed=1, six_all_twos=True)


def test_threshold_loses_is_refused_in_a_game_of_a_number_of_deals():
    """Rules §5.2 [STD]: threshold_loses names who reaches the threshold; a game of a fixed number of deals
    has no threshold, so the pairing is refused, as num_deals is with a threshold end (rules §4)."""
    with pytest.raises(CardlibError, match="threshold_loses=True needs end_mode='threshold'.*rules §5.2"):
        new_game(3, seed=0, threshold_loses=True, end_mode="deals", num_deals=8)
    assert Rules(threshold_loses=True).end_mode == "threshold"


def test_threshold_loses_and_ties_share():
    """Rules §4 (B-A1) and §5.2 [STD]: the lowest total wins and ties share; with threshold_loses the
    seat that reaches the threshold is named the loser."""
    end = full_deal_taken_by_seat1(threshold_loses=True, end_mode="threshold", num_deals=None,
                                   threshold=40)
    assert end.is_over and end.winners == (0, 2) and end.losers == (1,)
    assert [e.words() for e in end.events if e.kind == "game"] == [
        "Seat 0 shares the win with the lowest total, 0 (rules §4)",
        "Seat 2 shares the win with the lowest total, 0 (rules §4)"]


def test_game_of_a_number_of_deals_rotates_the_dealer():
    """Rules §4 and §2.1: end_mode='deals' plays exactly num_deals deals; the deal moves clockwise."""
    end = random_playout(new_game(4, seed=9, end_mode="deals", num_deals=5), seed=1)
    assert [d.dealer for d in end.deals] == [0, 1, 2, 3, 0]
    assert end.scores == tuple(sum(d.scored[s] for d in end.deals) for s in range(4))


def test_first_lead_is_the_dealers_left():
    """Rules §2.4: the dealer's left-hand neighbour leads trick 1; after a pass round, seat dealer + 1."""
    state = new_game(5, seed=2, dealer=3)
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    assert state.to_act == 4


# --------------------------------------------------------------------------- errors and validation

def test_bad_rules_and_players_are_refused_by_name():
    with pytest.raises(CardlibError, match=r"Black Maria is played by 3 to 7 players, not 8 \(rules §1.1\)"):
        new_game(8)
    with pytest.raises(CardlibError, match="unknown Black Maria rule 'jokers'"):
        new_game(3, jokers=True)
    with pytest.raises(CardlibError, match="pass_left=1 is not allowed: use True or False"):
        Rules(pass_left=1)
    with pytest.raises(CardlibError, match="pass_restriction='kings'"):
        Rules(pass_restriction="kings")
    with pytest.raises(CardlibError, match="num_deals=None is not allowed with end_mode='deals'"):
        Rules(end_mode="deals")
    with pytest.raises(CardlibError, match="threshold=0 is not allowed"):
        Rules(threshold=0)
    with pytest.raises(CardlibError, match="unknown scoring 'spades'"):
        penalty("QS", "spades")
    with pytest.raises(CardlibError, match="a seed must be a whole number 0 or more, got -3"):
        new_game(3, seed=-3)


def test_bad_cards_are_refused():
    with pytest.raises(InvalidCardError, match="'XX' is not a card"):
        legal_cards("XX QS", "")
    with pytest.raises(InvalidCardError, match="Q♠ appears twice"):
        penalty("QS QS")
    with pytest.raises(InvalidCardError, match="both in the hand and in the trick"):
        legal_cards("QS 2H", "QS")
    with pytest.raises(InvalidCardError, match="empty trick"):
        trick_winner([])


def test_rejected_actions_change_nothing_and_say_why():
    state = new_game(3, seed=4)
    snapshot = (state, state.events)
    seat = state.to_act
    for action, words in ((Pass(state.hands[seat][:2]), "a pass is exactly three cards"),
                          (Play(state.hands[seat][0]), "every player first passes three cards"),
                          (Pass(tuple(state.hands[(seat + 1) % 3][:3])), "it is not in your hand")):
        with pytest.raises(IllegalActionError, match=words):
            state.apply(action)
        assert (state, state.events) == snapshot
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="the pass is over"):
        state.apply(Pass(state.hands[state.to_act][:3]))


def test_legal_actions_rulings_and_why_agree_in_random_positions():
    """The engine's legal plays are exactly the rulings' legal cards, and every refused card gets the
    ruling's reason (rules §2.4; note 4 and the hearts-broken variant included)."""
    for seed in range(12):
        rules = dict(no_heart_lead_early=seed % 2 == 0, hearts_broken=seed % 3 == 0)
        state = new_game(3 + seed % 5, seed=seed, **rules)
        for step in range(400):
            if state.is_over:
                break
            if state.phase is Phase.PLAY:
                legal = {a.card for a in state.legal_actions()}
                for r in state.rulings():
                    assert r.legal == (r.card in legal)
                    assert (state.why_illegal(Play(r.card)) is None) == r.legal
                    if not r.legal:
                        assert r.reason.startswith(f"cannot ") and r.reason.endswith(")")
                        assert state.why_illegal(Play(r.card)) == r.reason
            actions = state.legal_actions()
            state = state.apply(actions[(7 * step + seed) % len(actions)])


def test_B_A3_dealt_one_at_a_time_from_the_dealers_left():
    """Rules §2.1 and §6 B-A3: the shuffled pack is dealt one card at a time, the first to the dealer's left."""
    from cardlib.cards import shuffled
    from cardlib.game import chance_rng
    for players, dealer in ((3, 0), (5, 2), (7, 6)):
        game = new_game(players, seed=21, dealer=dealer)
        order = shuffled(deck(players), chance_rng(21, 1))
        for i, card in enumerate(order):
            assert card in game.hands[(dealer + 1 + i) % players]


def test_B_A8_passes_are_committed_before_anything_comes_in():
    """Rules §2.2 and §6 B-A8: while others still choose, a committed hand gains nothing and nobody sees
    another seat's pass; every pass moves only when the last seat has chosen."""
    state = new_game(4, seed=8)
    first = state.to_act
    kept = state.hands[first]
    state = state.apply(state.legal_actions()[0])
    for _ in range(2):
        state = state.apply(state.legal_actions()[-1])
        assert set(state.hands[first]) < set(kept) and len(state.hands[first]) == 10
        other = next(s for s in range(4) if s != first and state.passes[s] is not None)
        assert all(not pile.face_up for pile in state.table(first).piles if pile.seat == other)
    assert state.phase is Phase.PASS
    state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PLAY and len(state.hands[first]) == 13


@pytest.mark.parametrize("players, removed", [
    (3, {"2♣"}), (4, set()), (5, {"2♣", "2♦"}), (6, {"2♣", "2♦", "2♠", "3♣"}), (7, {"2♣", "2♦", "2♠"}),
])
def test_black_maria_packs_follow_rules_1_2(players, removed):
    """rules/black_maria.md §1.2: the cards removed per number of players."""
    the_pack = black_maria.pack(players)
    assert {str(c) for c in set(FRENCH_52.cards) - set(the_pack.cards)} == removed
    assert len(the_pack) % players == 0


@pytest.mark.parametrize("players", [2, 8, "3"])
def test_black_maria_pack_rejects_other_player_counts(players):
    with pytest.raises(CardlibError, match=repr(players)):
        black_maria.pack(players)
