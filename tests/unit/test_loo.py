"""Loo: the worked examples L1 to L12 of rules/loo.md §3.2 by name, the rulings, the rules record,
and the game's flow of chips (§2, §4, §6)."""

from __future__ import annotations

import dataclasses

import pytest

from cardlib import CardlibError, IllegalActionError, InvalidCardError
from cardlib.cards import FRENCH_52, Cards, Suit
from cardlib.game import chance_rng, replay
from cardlib.loo import (BUY, PASS, PLAY, STANDARD, Phase, Play, Rules, legal_cards, new_game, rulings,
                         split_pot, trick_winner, why_illegal)
from cardlib.loo.game import State


def cards(text: str) -> set:
    return set(FRENCH_52.parse_cards(text))


def steer(state: State, tricks: dict[int, int]) -> State:
    """Play the deal in progress so that each seat in ``tricks`` wins that many tricks (searching
    the legal plays), or return None if no play of these cards does it."""
    if state.phase is not Phase.PLAY:
        return state if all(state.deals[-1].tricks[s] == n for s, n in tricks.items()) else None
    if any(state.play.tricks_won[s] > n for s, n in tricks.items()):
        return None
    for action in state.legal_actions():
        found = steer(state.apply(action), tricks)
        if found is not None:
            return found
    return None


def declare(state: State, *choices) -> State:
    for choice in choices:
        state = state.apply(choice)
    return state


def deal_where(players: int, choices, tricks: dict[int, int], **options) -> tuple[State, State]:
    """The first seeded game whose first deal, declared as ``choices``, can end with ``tricks``:
    (the state when play starts, the state after the deal)."""
    for seed in range(500):
        start = declare(new_game(players, seed=seed, **options), *choices)
        after = steer(start, tricks)
        if after is not None:
            return start, after
    raise AssertionError(f"no seed gives {tricks}")


# --------------------------------------------------------------------------- §3.2 worked examples

def test_L1_every_player_antes_3_at_a_round_start():
    """L1 (rules §2.1, the source's example): 4 players make a pot of 12, 6 players one of 18."""
    assert new_game(4, seed=1).pot == 12
    assert new_game(6, seed=1).pot == 18
    assert new_game(4, seed=1).scores == (9, 9, 9, 9)


def test_L2_declarations_buy_dummy_and_first_trick_order():
    """L2 (rules §2.4, §2.5): P1 play, P2 buy, P3 and P4 pass, P0 play: pot 18, P1 P2 P0 play in that order."""
    game = new_game(5, seed=7, start_chips=15)
    assert game.pot == 15 and game.to_act == 1
    bought = game.apply(PLAY).apply(BUY)
    assert bought.pot == 18 and bought.chips[2] == 9
    assert bought.hands[2] == game.dummy                      # the dummy, unseen before, replaces the hand
    assert bought.dummy == Cards()
    state = declare(bought, PASS, PASS, PLAY)
    assert state.phase is Phase.PLAY and state.pot == 18
    assert state.participants == (1, 2, 0)
    assert state.play.trick.seats == (1, 2, 0)                 # the dealer plays last to trick 1


def test_L3_thirds_and_loo_then_the_same_dealer_deals_again_without_ante():
    """L3 (rules §2.6 to §2.8): P2 wins 2 tricks (+12), P0 1 (+6), P1 none (looed, -3, pot 3); no ante."""
    start, after = deal_where(5, (PLAY, BUY, PASS, PASS, PLAY), {2: 2, 0: 1, 1: 0}, start_chips=15)
    assert [after.chips[s] - start.chips[s] for s in range(5)] == [6, -3, 12, 0, 0]
    assert after.pot == 3
    assert after.dealer == 0 and after.round_no == 1 and after.in_round == 2
    assert after.phase is Phase.DECLARE and after.to_act == 1
    assert sum(after.chips) + after.pot == 75
    assert after.deals[-1].looed == (1,) and after.deals[-1].paid[1] == 3


def test_L4_all_non_dealers_pass_and_the_dealer_sweeps():
    """L4 (rules §2.4, L-A3): pot 3, P1-P4 pass: P0 takes 3, the round ends, P1 deals, everyone antes."""
    _, after = deal_where(5, (PLAY, BUY, PASS, PASS, PLAY), {2: 2, 0: 1, 1: 0}, start_chips=15)
    chips = after.chips
    swept = declare(after, PASS, PASS, PASS, PASS)
    assert swept.deals[-1].swept and swept.deals[-1].shares[0] == 3
    assert swept.dealer == 1 and swept.round_no == 2
    expected = [chips[0] + 3 - 3] + [c - 3 for c in chips[1:]]
    assert list(swept.chips) == expected
    assert swept.pot == 15 and swept.to_act == 2


def test_L4_a_sweep_records_the_passes_and_nobody_taking_part_L_A3():
    """Rules §2.4 and L-A3: when everyone else passes, the deal's record keeps their passes (the
    dealer, who never spoke, has None) and nobody took part."""
    record = new_game(3, seed=3001).apply(PASS).apply(PASS).deals[-1]
    assert record.swept and record.declared == (None, PASS.choice, PASS.choice) and record.participants == ()


def test_L5_must_follow_suit():
    """L5 (rules §2.5 rule 1): trump ♠, ♥9 led, hand ♥2 ♠A ♦K: only ♥2."""
    assert legal_cards("2H AS KD", "9H", "S") == cards("2H")
    assert "must follow hearts" in why_illegal("AS", "2H AS KD", "9H", "S")


def test_L6_void_must_trump():
    """L6 (rules §2.5 rule 2): trump ♠, ♥9 led, hand ♠3 ♦K: only ♠3."""
    assert legal_cards("3S KD", "9H", "S") == cards("3S")
    assert why_illegal("KD", "3S KD", "9H", "S").endswith("(rules §2.5 rule 2)")


def test_L7_void_of_suit_and_trumps_plays_anything():
    """L7 (rules §2.5 rule 3): trump ♠, ♥9 led, hand ♦K ♣4: either."""
    assert legal_cards("KD 4C", "9H", "S") == cards("KD 4C")


def test_L8_a_trump_wins():
    """L8 (rules §2.5): trump ♠; ♥9 ♥K ♠3: ♠3 wins."""
    assert trick_winner("9H KH 3S", "S") == 2


def test_L9_a_card_that_neither_follows_nor_trumps_never_wins():
    """L9 (rules §2.5): trump ♠; ♥9 ♦A ♥10: ♥10 wins."""
    assert trick_winner("9H AD 10H", "S") == 2


def test_L10_three_players_one_trick_each_empty_the_pot_and_end_the_round():
    """L10 (rules §2.6, §2.8): three take one trick each: pot/3 each, nobody looed, the round ends."""
    start, after = deal_where(5, (PLAY, PASS, PLAY, PASS, PLAY), {1: 1, 3: 1, 0: 1})
    gained = [after.deals[-1].shares[s] for s in range(5)]
    assert gained == [5, 5, 0, 5, 0] and after.deals[-1].looed == ()
    assert after.deals[-1].pot_end == 0
    assert after.dealer == 1 and after.round_no == 2 and after.pot == 15
    assert [after.chips[s] - start.chips[s] for s in range(5)] == [2, 2, -3, 2, -3]


def test_L11_a_looed_player_who_cannot_pay_ends_the_game():
    """L11 (rules §2.7, §4, L-A6, L-A7): P4 holds 2 chips, plays, takes no trick: he loses at once and
    the player with the most chips wins."""
    start, after = deal_where(5, (PASS, PASS, PASS, PLAY, PLAY), {4: 0, 0: 3}, start_chips=3, ante=1)
    assert start.chips[4] == 2
    assert after.is_over and after.to_act is None and after.legal_actions() == []
    assert after.losers == (4,) and after.winners == (0,)
    assert after.chips[4] == 2                                 # he could not pay, so he paid nothing
    assert "cannot pay" in after.end
    assert after.events[-1].kind == "game"


def test_L12_the_dealer_may_buy_the_dummy_but_not_pass():
    """L12 (rules §2.4, L-A2): everyone else plays; the dealer may play or buy (3 chips), never pass."""
    state = declare(new_game(5, seed=3), PLAY, PLAY, PLAY, PLAY)
    assert state.to_act == 0
    assert state.legal_actions() == [PLAY, BUY]
    with pytest.raises(IllegalActionError, match=r"dealer may not pass.*rules §2.4"):
        state.apply(PASS)
    bought = state.apply(BUY)
    assert bought.chips[0] == state.chips[0] - 3 and bought.pot == state.pot + 3
    assert bought.phase is Phase.PLAY and bought.play.trick.seats == (1, 2, 3, 4, 0)


# --------------------------------------------------------------------------- rulings and pure functions

def test_rulings_give_one_reason_per_card_citing_the_rule():
    found = rulings("3S KD 4C", "9H", "S")
    assert [r.legal for r in found] == [True, False, False]
    assert all(r.reason.endswith(")") and "rules §2.5" in r.reason for r in found)
    assert found[1].reason.startswith("cannot play K♦")


def test_no_duty_to_beat_or_overtrump_L_A5():
    """L-A5: a follower may play under; a trumper may undertrump."""
    assert legal_cards("2H AH", "9H", "S") == cards("2H AH")
    assert legal_cards("2S AS", "9H KS", "S") == cards("2S AS")


def test_head_the_trick_V5():
    """V5 (rules §5.2): beat the trick if you can, overtrump, lead the top trump or one of two trumps."""
    assert legal_cards("2H AH", "9H", "S", head_the_trick=True) == cards("AH")
    assert legal_cards("2H 8H", "9H", "S", head_the_trick=True) == cards("2H 8H")       # cannot beat
    assert legal_cards("2H AH", "9H 3S", "S", head_the_trick=True) == cards("2H AH")    # trumped: no need
    assert legal_cards("2S AS", "9H KS", "S", head_the_trick=True) == cards("AS")
    assert legal_cards("AS 2H 3D", "", "S", head_the_trick=True) == cards("AS")
    assert legal_cards("KS 2H 3D", "", "S", head_the_trick=True, turned="AS") == cards("KS")
    assert legal_cards("4S 5S 3D", "", "S", head_the_trick=True) == cards("4S 5S")
    assert "rules §5.2 V5" in why_illegal("2H", "2H AH", "9H", "S", head_the_trick=True)


def test_split_pot_thirds_and_remainder_L_A1():
    assert split_pot(18, (0, 2, 1)).shares == (0, 12, 6)
    odd = split_pot(14, (1, 1, 1))
    assert odd.shares == (4, 4, 4) and odd.remainder == 2
    with pytest.raises(CardlibError, match="adding up to 3"):
        split_pot(9, (1, 1))
    with pytest.raises(CardlibError, match="-3"):
        split_pot(-3, (1, 1, 1))


@pytest.mark.parametrize("hand, trick, error", [
    ("2H AS KD 4C", "9H", "1 to 3 cards"),
    ("2H AS", "2H", "both in the hand and in the trick"),
    ("2X", "", "not a card"),
    ("2H 2H", "", "appears twice"),
])
def test_bad_hands_and_tricks_are_refused(hand, trick, error):
    with pytest.raises(InvalidCardError, match=error):
        legal_cards(hand, trick, "S")


def test_unknown_trump_is_refused():
    with pytest.raises(CardlibError, match="unknown trump suit 'X'"):
        legal_cards("2H", "9H", "X")


# --------------------------------------------------------------------------- rules record

def test_rules_defaults_are_the_house_rules_and_refuse_bad_values():
    r = Rules()
    assert (r.start_chips, r.ante, r.price, r.loo_penalty, r.max_deals_per_round) == (12, 3, 3, 3, 0)
    assert r.house and not STANDARD.house
    assert STANDARD.price == 0
    for bad, match in [({"start_chips": 13}, "multiple of 3"), ({"ante": -1}, "ante=-1"),
                       ({"club_law": 1}, "True or False"), ({"loo_cap": 6}, "needs unlimited_loo"),
                       ({"max_deals_per_round": -2}, "L-A11")]:
        with pytest.raises(CardlibError, match=match):
            Rules(**bad)
    with pytest.raises(CardlibError, match="unknown Loo rule 'pam'"):
        new_game(4, pam=True)


def test_players_and_seed_are_checked():
    with pytest.raises(CardlibError, match="3 to 7 players, not 2"):
        new_game(2)
    with pytest.raises(CardlibError, match="seed"):
        new_game(4, seed=-1)
    with pytest.raises(CardlibError, match="first dealer"):
        new_game(4, dealer=4)


# --------------------------------------------------------------------------- the deal and declarations

def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left_with_the_dummy_after_the_dealer_L_A8():
    game = new_game(4, seed=11, dealer=2)
    deck = [FRENCH_52.cards[int(i)] for i in chance_rng(11, 1, 0).permutation(52)]
    receivers = [3, 0, 1, 2, "dummy"]
    for i in range(3):
        for r, who in enumerate(receivers):
            held = game.dummy if who == "dummy" else game.hands[who]
            assert held[i] == deck[i * 5 + r]
    assert game.turned == deck[15] and game.trump == deck[15].suit
    assert game.to_act == 3


def test_the_dummy_is_bought_once_and_only_with_enough_chips_L_A6():
    state = new_game(4, seed=5).apply(BUY)
    assert BUY not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="already bought it"):
        state.apply(BUY)
    poor = new_game(4, seed=5, start_chips=3, ante=1)         # 2 chips after the ante
    assert BUY not in poor.legal_actions() and PASS in poor.legal_actions()
    with pytest.raises(IllegalActionError, match=r"costs 3 chips.*holds 2 chips.*L-A6"):
        poor.apply(BUY)


def test_the_first_leader_is_the_first_player_in_from_the_dealers_left_L_A4():
    state = declare(new_game(5, seed=2), PASS, PASS, PLAY, PASS, PLAY)
    assert state.participants == (3, 0) and state.to_act == 3


def test_a_continuation_deal_asks_everyone_again_L_A9():
    _, after = deal_where(5, (PLAY, BUY, PASS, PASS, PLAY), {2: 2, 0: 1, 1: 0})
    assert after.declared == (None,) * 5 and after.pending == (1, 2, 3, 4, 0)
    assert after.deal_no == 2 and after.dummy != Cards()


def test_play_errors_say_why_and_change_nothing():
    state = declare(new_game(4, seed=9), PLAY, PLAY, PLAY, PLAY)
    before = dataclasses.replace(state)
    for bad in state.play.hand:
        if not state.can(Play(bad)):
            with pytest.raises(IllegalActionError, match=r"cannot play .*rules §2.5"):
                state.apply(Play(bad))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply(Play(next(c for c in FRENCH_52.cards if c not in state.play.hand)))
    with pytest.raises(IllegalActionError, match="declarations are over"):
        state.apply(PASS)
    with pytest.raises(IllegalActionError, match="must first say play, pass or buy"):
        new_game(4, seed=1).apply(Play("AS"))
    assert state == before


def test_state_rulings_match_the_legal_actions():
    state = declare(new_game(4, seed=9), PLAY, PLAY, PLAY, PLAY)
    while state.phase is Phase.PLAY:
        found = state.rulings()
        assert {r.card for r in found if r.legal} == {a.card for a in state.legal_actions()}
        state = state.apply(state.legal_actions()[0])
    assert state.rulings() == ()


def test_replay_gives_the_same_game():
    from cardlib.game import random_playout
    end = random_playout(new_game(4, seed=21), seed=3)
    again = replay(new_game(4, seed=21), end.history)
    assert again == end and again.chips == end.chips


# --------------------------------------------------------------------------- variants

def test_club_law_V6_nobody_passes_when_a_club_is_turned():
    for seed in range(60):
        game = new_game(4, seed=seed, club_law=True)
        if game.trump is Suit.CLUBS:
            assert PASS not in game.legal_actions()
            with pytest.raises(IllegalActionError, match="club law"):
                game.apply(PASS)
            return
    pytest.fail("no club turned in 60 deals")


def test_free_dummy_V2_costs_nothing():
    game = new_game(4, seed=1, free_dummy=True)
    assert game.apply(BUY).pot == game.pot


def test_dealer_may_pass_V3_only_when_two_others_play():
    one = declare(new_game(4, seed=1, dealer_may_pass=True), PLAY, PASS, PASS)
    assert PASS not in one.legal_actions()
    with pytest.raises(IllegalActionError, match="defend the pot"):
        one.apply(PASS)
    two = declare(new_game(4, seed=1, dealer_may_pass=True), PLAY, PLAY, PASS)
    assert PASS in two.legal_actions()
    assert two.apply(PASS).participants == (1, 2)


def test_unlimited_loo_V4_pays_the_pot():
    start, after = deal_where(4, (PLAY, PASS, PASS, PLAY), {1: 0, 0: 3}, unlimited_loo=True, start_chips=21)
    assert after.deals[-1].paid[1] == start.pot == 12 and after.pot == 12
    _, broke = deal_where(4, (PLAY, PASS, PASS, PLAY), {1: 0, 0: 3}, unlimited_loo=True)
    assert broke.is_over and broke.losers == (1,)          # 9 chips cannot pay a loo of 12


def test_mixed_loo_V4_pays_the_pot_up_to_the_cap():
    """Rules §5.2 V4, mixed loo: a player looed pays the pot the deal was played for, at most the cap;
    two looed players each pay it, and the house rules' looed player pays 3 (rules §2.7)."""
    start, after = deal_where(4, (PLAY, PASS, PASS, PLAY), {1: 0, 0: 3}, unlimited_loo=True, loo_cap=6,
                              start_chips=21)
    assert start.pot == 12 and after.deals[-1].paid[1] == 6 and after.pot == 6
    start, after = deal_where(4, (PLAY, PLAY, PASS, PLAY), {1: 0, 2: 0, 0: 3}, unlimited_loo=True,
                              start_chips=21)
    assert after.deals[-1].paid == (0, 12, 12, 0) and after.pot == 24
    assert sum(after.chips) + after.pot == 4 * 21
    _, house = deal_where(4, (PLAY, PASS, PASS, PLAY), {1: 0, 0: 3}, start_chips=21)
    assert house.deals[-1].paid[1] == 3 and house.pot == 3


def test_dealer_stakes_V1_only_the_dealer_antes():
    game = new_game(4, seed=1, dealer_stakes=True)
    assert game.pot == 3 and game.chips == (9, 12, 12, 12)


def test_dealer_stakes_V1_the_dealer_pays_for_every_deal_he_deals():
    """Rules §5.2 V1: only the dealer stakes, 3 for each deal, a deal that carries the round on too."""
    start, after = deal_where(4, (PLAY, PASS, PASS, PLAY), {1: 0, 0: 3}, dealer_stakes=True)
    assert start.pot == 3 and after.dealer == 0 and after.in_round == 2
    assert after.pot == 3 + 3                    # seat 1's loo, then the dealer's stake for the new deal
    assert after.chips[0] == 12 - 3 + 3 - 3 and after.chips[1] == 12 - 3
    assert after.deals[-1].pot_end == 3 and sum(after.chips) + after.pot == 48
    for seed in range(500):          # a dealer left with 3 chips is looed, pays, and cannot stake again
        start = declare(new_game(4, seed=seed, dealer_stakes=True), PLAY, PASS, PASS, PLAY)
        broke = steer(dataclasses.replace(start, chips=(3,) + start.chips[1:]), {1: 3, 0: 0})
        if broke is not None:
            break
    assert broke.is_over and broke.losers == (0,) and "dealer's stake" in broke.end
    assert broke.chips[0] == 0 and sum(broke.chips) + broke.pot == 3 + 3 * 12 + start.pot


def test_the_safety_limit_ends_a_long_round_L_A11():
    from cardlib.game import random_playout
    for seed in range(40):
        end = random_playout(new_game(5, seed=seed, max_deals_per_round=1), seed=seed)
        if "safety limit" in end.end:
            assert end.pot > 0 and max(d.in_round for d in end.deals) == 1
            return
    pytest.fail("no round needed a second deal in 40 games")


def test_table_shows_the_dummy_the_turned_trump_chips_and_pot():
    game = new_game(4, seed=2)
    view = game.table(1)
    assert [p.name for p in view.piles] == ["dummy", "turned trump"]
    assert view.piles[0].face_up is False and view.piles[1].cards == Cards((game.turned,))
    assert [c.value for c in view.counters] == [9, 9, 9, 9, 12]
    assert view.face_down == frozenset({0, 2, 3})
    assert game.table(None).face_down == frozenset()
    assert [p.name for p in game.apply(BUY).table(1).piles] == ["turned trump"]
    with pytest.raises(CardlibError, match="viewer"):
        game.table(7)


def test_every_player_who_cannot_pay_loses_and_ties_for_most_chips_share_the_win_L_A7():
    from cardlib.game import random_playout
    shared = several = None
    for seed in range(400):
        end = random_playout(new_game(3, seed=seed), seed=seed)
        top = max(end.chips[s] for s in range(3) if s not in end.losers)
        assert end.winners == tuple(s for s in range(3) if s not in end.losers and end.chips[s] == top)
        if len(end.winners) > 1:
            shared = end
        if len(end.losers) > 1:
            several = end
        if shared and several:
            break
    assert shared is not None and "share the win" in shared.events[-1].text
    assert several is not None and " lose;" in several.events[-1].text


def test_a_non_payer_never_wins_even_with_the_most_chips_L_A7():
    """Rules §4 and L-A7: the winner has the most chips among those who did not lose. Seat 1 cannot pay
    an ante of 9 and keeps his 8 chips, more than the 5 each the others hold after paying: they win."""
    start = dataclasses.replace(new_game(3, seed=1, ante=9), chips=(0, 8, 14), pot=14)
    end = start.apply(PASS).apply(PASS)          # seat 0, the dealer, sweeps 14; the next round's antes
    assert end.is_over and end.chips == (5, 8, 5)
    assert end.losers == (1,) and end.winners == (0, 2)


def test_declarations_are_an_enum_that_reads_as_before():
    """Rules §2.4: play, pass or buy the dummy: a str Enum behind PLAY, PASS and BUY."""
    from cardlib.loo import Declaration, Declare
    assert [str(a) for a in (PLAY, PASS, BUY)] == ["play", "pass", "buy dummy"]
    assert Declare("buy") == BUY and BUY.choice is Declaration.BUY and Declaration.PLAY == "play"
    with pytest.raises(CardlibError, match="'play', 'pass' or 'buy' .rules §2.4., not 'fold'"):
        Declare("fold")
