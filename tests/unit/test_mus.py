"""Mus rules: the worked examples M1..M20 of rules/mus.md §3.5, the engine's rule scenarios,
and the errors a learner meets."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib import CardlibError, IllegalActionError, InvalidCardError, mus
from cardlib.mus import (Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Phase, Quiero, Reenvido,
                         Rules, compare, explain, juego_points, pares_kind, ranks_hand, winner)
from cardlib.mus.bot import MusBot

STD = Rules(en_paso_point=True, std_bonuses=True)

# Hands of M19 by seat, dealer 3, so seat 0 is mano (team A = seats 0, 2).
M19_HANDS = ["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6c 5o 2o", "Sc 7c 7e 4c"]


def play(state, *actions):
    """Apply ``actions`` in order, checking each is legal, and return the last state."""
    for action in actions:
        state = state.apply(action)
    return state


def deal(hands, **options):
    """A game whose first deal is ``hands`` (by seat), seat 3 dealing, mus already cut by the mano."""
    return new(hands, **options).apply(NoMus())


def new(hands, **options):
    options.setdefault("dealer", 3)
    return mus.new_game(seed=11, hands=hands, **options)


PASS4 = (Paso(), Paso(), Paso(), Paso())


def entries(state, lance, deal_number=1):
    return [(e.team, e.points) for e in state.ledger if e.lance == lance and e.deal == deal_number]


# --- §3.5 worked examples --------------------------------------------------------------------

def two_hands(a: str, b: str) -> tuple[str, str]:
    """Two hands from ranks alone, dealt from one pack (rules §1.2): each rank takes the suits oros,
    copas, espadas, bastos in turn across both hands, so no card is in both (compare refuses that)."""
    used: dict[str, int] = {}
    hands = []
    for text in (a, b):
        cards = []
        for rank in text.split():
            cards.append(rank + "oceb"[used.get(rank, 0)])
            used[rank] = used.get(rank, 0) + 1
        hands.append(" ".join(cards))
    return hands[0], hands[1]


def test_M1_grande_second_card_decides():
    """M1 [SEED example, §3.1 Grande]: R R 3 4 beats R C C C (3 = R, then R > C at the 2nd card)."""
    assert compare("grande", *two_hands("R R 3 4", "R C C C")) == 1
    assert compare("grande", *two_hands("R C C C", "R R 3 4")) == -1
    verdict = explain("grande", [ranks_hand("R C C C"), "Re Rb 3e 4e"])
    assert verdict.winner == 1
    assert str(verdict) == ("seat 1 wins Grande: king, king, king and four beats seat 0's king, horse, horse and "
                            "horse at the second card: a king is higher than a horse")


def test_M2_chica_lowest_cards_compared_in_turn():
    """M2 [SEED example, §3.1 Chica]: A 4 5 C beats A 5 5 6 (A = A, then 4 < 5)."""
    assert compare("chica", *two_hands("A 4 5 C", "A 5 5 6")) == 1
    assert winner("chica", [ranks_hand("A 5 5 6"), "Ae 4e 5e Ce"]) == 1


def test_M3_juego_order_and_impossible_totals():
    """M3 [SEED, §3.1 Juego]: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33; 38 and 39 cannot occur."""
    hands = {31: "R R 7 4", 32: "R R 6 6", 40: "R C S 3", 37: "R R 7 S", 36: "R R 6 S",
             35: "R R 5 S", 34: "R R 4 S", 33: "R R 7 6"}
    for total, text in hands.items():
        assert juego_points(ranks_hand(text)) == total
    order = [31, 32, 40, 37, 36, 35, 34, 33]
    for better, worse in zip(order, order[1:]):
        assert compare("juego", *two_hands(hands[better], hands[worse])) == 1
    totals = mus.fast.hand_counts().totals
    assert 38 not in totals and 39 not in totals


def test_M4_grande_tie_goes_to_mano():
    """M4 [§3.1 ties]: seat 3's 3 C 7 4 equals the mano's R C 7 4 (3 = R), so the mano wins."""
    hands = ["Ro Co 7o 4o", "So 6o 5o Ao", "3c Cc 7c 4c", "Sc 6c 5c Ac"]
    assert compare("grande", hands[0], hands[2]) == 0
    assert winner("grande", hands, mano=0) == 0
    assert winner("grande", hands, mano=2) == 2


def test_M5_pares_classes_duples_over_medias_over_par():
    """M5 [§3.1 Pares]: duples (S S 4 4) > medias (R R R) > par (R R)."""
    duples, medias, par = ranks_hand("S S 4 4"), "Re Rb 3o 7e", "Ro Rc Cc 7o"
    assert [pares_kind(h) for h in (duples, medias, par)] == ["duples", "medias", "par"]
    assert winner("pares", [par, medias, duples]) == 2
    assert compare("pares", medias, par) == 1


def test_M6_pares_four_kings_beat_kings_and_horses():
    """M6 [§3.1 duples]: R R R R and R R C C are both duples; top pair R = R, lower R > C."""
    assert pares_kind(ranks_hand("R R R R")) == "duples"
    assert compare("pares", ranks_hand("R R R R"), "3o 3c Co Cc") == 1


def test_M7_pares_equal_pairs_ignore_kickers():
    """M7 [§3.1 par]: 7 7 R A (seat 4) and 7 7 C 5 (seat 2) are equal; seat 2 is nearer the mano."""
    hands = ["Ro Cc Sc 4o", "7e 7b Co 5o", "Ao 2o 4c 5c", "7o 7c Rc Ac"]
    assert compare("pares", hands[3], hands[1]) == 0
    assert winner("pares", hands) == 1


def test_M8_punto_higher_total_wins():
    """M8 [§3.1 Punto]: R 7 6 2 = 24, R S 5 4 = 29, A 2 A 2 = 4; 29 wins and 4 is the worst."""
    hands = [ranks_hand("R 7 6 2"), "Rc Sc 5c 4c", "Ae 2e Ab 2b"]
    assert [juego_points(h) for h in hands] == [24, 29, 4]
    assert winner("punto", hands) == 1
    assert min(mus.fast.hand_counts().totals) == 4


def test_M9_first_bet_refused_scores_one():
    """M9 [SEED rule, §2.4 no quiero]: envido 5 refused as the first bet scores 1, at once."""
    s = play(deal(M19_HANDS), Envido(5), NoQuiero(), NoQuiero())
    assert s.scores == (1, 0)
    assert s.phase is Phase.CHICA


def test_M10_refused_raise_scores_the_folders_own_total():
    """M10 [§2.4, A7]: Chica envido 2, reenvido to 5, no quiero: the raisers score 2 (A's own total)."""
    s = play(deal(M19_HANDS), *PASS4, Envido(2), Reenvido(3), NoQuiero(),
             NoQuiero(), NoQuiero())
    assert s.scores == (0, 2)
    assert s.ledger[-1].lance == "chica"


def test_M11_accepted_raises_stake_goes_to_the_showdown():
    """M11 [§2.4, §3.4]: Pares 2, raised to 4, raised to 10, quiero: 10 to the winner plus bonuses."""
    s = play(deal(M19_HANDS), *PASS4, *PASS4,
             Envido(2), Reenvido(2, firm=True), Reenvido(6), Quiero(firm=True))
    assert s.lances[-1].status == "accepted" and s.lances[-1].stake == 10
    assert s.scores == (0, 0)                      # nothing paid before the showdown
    s = play(s, Paso(), Paso())                    # juego en paso
    assert entries(s, "pares") == [(0, 10), (0, 1)]   # seat 0's pair of kings wins


def test_M12_refused_ordago_raise_scores_the_folders_total():
    """M12 [§2.4]: Grande envido 2, órdago, no quiero: the órdago team scores 2."""
    s = play(deal(M19_HANDS), Envido(2), Ordago(firm=True), NoQuiero(firm=True))
    assert s.scores == (0, 2)
    assert not s.is_over


def test_M13_accepted_ordago_tie_goes_to_mano_and_ends_the_game():
    """M13 [§2.4 órdago, §3.1 ties]: Chica órdago accepted; equal A A 4 5 hands: the mano's team wins."""
    hands = ["Ao Ac 4o 5o", "Ae 2b 4c 5c", "Ro Rc Co Cc", "Re Rb Ce Cb"]
    s = play(deal(hands), *PASS4, Paso(), Ordago(), Quiero(firm=True))
    assert s.is_over and s.to_act is None and s.phase is Phase.GAME_OVER
    assert s.winner == 0
    assert s.scores[0] == 40 and s.scores[1] == 0
    assert s.legal_actions() == []


def test_accepted_ordago_records_the_deal_with_its_points():
    """§2.4, §4: the deal an accepted órdago ends is recorded with every point paid in it: the
    refusal paid earlier in the deal and the órdago win, so per-deal totals add up to the score."""
    s = play(deal(M19_HANDS), Envido(2), NoQuiero(), NoQuiero())       # Grande refused: team 0 +1
    s = play(s, Ordago(), Quiero(firm=True))                           # Chica órdago accepted
    assert s.is_over and len(s.deals) == 1
    record = s.deals[-1]
    assert record.entries == tuple(e for e in s.ledger if e.deal == 1)
    assert [(e.lance, e.team, e.points) for e in record.entries] == [("grande", 0, 1), ("chica", 0, 39)]
    assert record.entries[-1].reason == "all-in bet (órdago) in Chica won by seat 2"
    assert record.lances[-1].status == "ordago"
    assert [sum(e.points for d in s.deals for e in d.entries if e.team == t) for t in (0, 1)] == list(s.scores)


def test_M14_pares_stake_then_each_holders_bonus():
    """M14 [§3.3, §3.4]: Pares accepted at 2; mano has medias, partner a par: 2 + 2 + 1 = 5."""
    hands = ["Ro Rc Re 4o", "Co Cc So Ao", "7o 7c 5o 6o", "Sc 6c 5e 4c"]
    s = play(deal(hands), *PASS4, *PASS4, Envido(2), Quiero())
    s = play(s, Paso(), Paso())                    # juego: seat 0 (34) and seat 1 (31) pass
    assert entries(s, "pares") == [(0, 2), (0, 2), (0, 1)]
    assert sum(p for _, p in entries(s, "pares")) == 5


@pytest.mark.parametrize("rules, expected", [(Rules(), [2, 1]), (STD, [3, 2])])
def test_M15_only_one_team_has_juego_scores_its_bonuses(rules, expected):
    """M15 [§2.7, §3.3]: only team A has juego (mano 31, partner 33): no betting, 2 + 1 (STD 3 + 2)."""
    hands = ["Ro Rc 7o 4o", "Co 5c 4e Ab", "Re Rb 7c 6c", "Sc 6o 5o 4c"]
    s = play(deal(hands, **vars(rules)), *PASS4, *PASS4)
    juego = s.deals[0].lances[-1]
    assert juego.lance == "juego" and juego.status == "no lance" and juego.team == 0
    assert [p for team, p in entries(s, "juego")] == expected
    assert {team for team, p in entries(s, "juego")} == {0}


def test_M16_partners_disagree_the_more_aggressive_reply_stands():
    """M16 [SEED rule, §2.4]: seat 2 says no quiero, seat 4 quiero, neither firm: quiero applies."""
    s = play(deal(M19_HANDS), Envido(2), NoQuiero(), Quiero())
    assert s.lances[0].status == "accepted" and s.lances[0].stake == 2
    assert s.scores == (0, 0)
    # ... unless the first speaks firmly for the team
    s = play(deal(M19_HANDS), Envido(2), NoQuiero(firm=True))
    assert s.lances[0].status == "refused" and s.scores == (1, 0)


@pytest.mark.parametrize("rules, expected", [(Rules(), []), (Rules(en_paso_point=True), [(0, 1)])])
def test_M17_grande_all_pass_scores_nothing_or_one(rules, expected):
    """M17 [§3.2, A2]: Grande all pass: 0 (seed); 1 to the grande winner with the en paso point."""
    s = play(deal(M19_HANDS, **vars(rules)), *PASS4, *PASS4)
    s = play(s, *(Paso(),) * 3, Paso(), Paso())    # pares holders 0, 1, 3 pass; juego 0, 1 pass
    assert entries(s, "grande") == expected


M8_HANDS = ["Ro 7o 6o 2o", "Rc Sc 5c 4c", "Ao 2c Ac 2e", "7c 6c 5e 4e"]      # nobody holds juego


@pytest.mark.parametrize("rules, expected", [
    (Rules(), []), (Rules(en_paso_point=True), [(1, 1)]), (Rules(std_bonuses=True), [(1, 1)]), (STD, [(1, 1)])])
def test_punto_en_paso_pays_one_point_in_all_under_both_standard_switches(rules, expected):
    """§5.2: with the en-paso point and the standard bonuses both on, a Punto everybody passed pays
    its winner one point in all (the en-paso point and the punto bonus are the same point)."""
    s = play(deal(M8_HANDS, **vars(rules)), *PASS4, *PASS4)   # Grande, Chica; only seat 2 holds pares
    assert s.phase is Phase.PUNTO
    s = play(s, *PASS4)
    assert entries(s, "punto") == expected                    # seat 1's 29 wins Punto
    shown = [e for e in s.events if e.kind == "contest" and e["lance"] == "punto"]
    assert [(e["winner"], e["points"]) for e in shown] == [(1, sum(p for _, p in expected))]


def test_punto_accepted_still_pays_the_standard_bonus():
    """§5.2: after an accepted Punto bet the bonus is paid as usual: stake 2 + bonus 1."""
    s = play(deal(M8_HANDS, **vars(STD)), *PASS4, *PASS4, Envido(2), Quiero(), Quiero())
    assert entries(s, "punto") == [(1, 2), (1, 1)]


def test_M18_four_kings_variant():
    """M18 [§5.1]: with four kings, R 3 3 2 is worth 18 and holds a pair of 3s, not medias of kings."""
    four = Rules(four_kings=True)
    hand = "Ro 3c 3e 2o"
    assert juego_points(hand, four) == 18 and pares_kind(hand, four) == "par"
    assert juego_points(hand) == 31 and pares_kind(hand) == "medias"
    assert compare("grande", "Co Cc Ce Cb", "3o 3c 3e 3b", rules=four) == 1


@pytest.mark.parametrize("rules, expected", [(Rules(), (10, 0)), (STD, (12, 0))])
def test_M19_full_deal(rules, expected):
    """M19 [§2, §3.4]: the full regression deal scores A 10, B 0 (STD scoring: A 12)."""
    s = deal(M19_HANDS, **vars(rules))
    s = play(s, Envido(2), NoQuiero(), NoQuiero())            # Grande: A +1 at once
    assert s.scores == (1, 0)
    s = play(s, *PASS4)                                       # Chica en paso
    assert s.phase is Phase.PARES and s.betting.eligible == (0, 1, 3)
    s = play(s, Envido(2), Quiero(), Quiero())                # Pares accepted at 2
    assert s.phase is Phase.JUEGO and s.betting.eligible == (0, 1)
    s = play(s, Envido(2), Reenvido(2), Quiero())             # Juego accepted at 4
    assert s.scores == expected
    assert s.deal_no == 2 and s.phase is Phase.MUS
    assert entries(s, "juego") == [(0, 4), (0, rules.juego_bonus[0])]
    assert winner("chica", M19_HANDS) == 2


def test_M20_refused_pares_bettors_collect_their_bonuses():
    """M20 [A1]: S1 duples paso, S2 medias envido 2, S1 no quiero: B +1 now, then B's medias and par."""
    hands = ["So Sc 4o 4c", "Ro Rc Re 5o", "Co 7o 6o Ao", "7e 7b 6e 5e"]
    s = play(deal(hands), *PASS4, *PASS4)
    assert s.betting.eligible == (0, 1, 3)
    s = play(s, Paso(), Envido(2))
    assert s.betting.responders == (0,)            # seat 2 has no pares, so seat 0 answers alone
    s = s.apply(NoQuiero())
    assert s.ledger[0].reason == "Pares refused (rules §2.4)" and (s.ledger[0].team, s.ledger[0].points) == (1, 1)
    assert s.phase is Phase.MUS                    # juego: only team B, then the showdown
    assert entries(s, "pares") == [(1, 1), (1, 2), (1, 1)]     # no bonus for seat 0's duples
    assert s.scores == (0, 1 + 2 + 1 + 1)          # ... and seat 1's juego of 35


# --- the rest of the state machine ----------------------------------------------------------

def test_mus_all_four_then_discards_and_mano_speaks_again():
    """§2.2, §2.3: four "mus" lead to discards, mano first; then mus is asked again."""
    s = play(new(M19_HANDS), Mus(), Mus(), Mus())
    assert s.phase is Phase.MUS and s.to_act == 3
    s = s.apply(Mus())
    assert s.phase is Phase.DISCARD and s.to_act == 0
    assert len(s.legal_actions()) == 15
    s = play(s, Discard("Ro"), Discard("Co Cc"), Discard("3o 6c 5o"), Discard("Sc 7c 7e 4c"))
    assert s.phase is Phase.MUS and s.to_act == 0 and s.exchanges == 1
    assert all(len(h) == 4 for h in s.hands)
    assert len(s.stock) == 24 - 10 and len(s.discards) == 10
    assert "Ro" not in {str(c) for c in s.hands[0]}


def test_stock_exhaustion_one_player_waiting_keeps_his_discards_out():
    """§2.3, A8: the last player waiting is served from the discards except his own current ones."""
    s = new(M19_HANDS)
    all_four = lambda st: Discard(st.hands[st.to_act])    # noqa: E731
    s = play(s, *(Mus(),) * 4)
    for _ in range(4):
        s = s.apply(all_four(s))
    assert len(s.stock) == 8
    s = play(s, *(Mus(),) * 4)
    s = play(s, Discard(s.hands[0][:1]))
    s = play(s, Discard(s.hands[1][:1]))
    s = s.apply(all_four(s))
    dealer_threw = s.hands[3]
    s = s.apply(Discard(dealer_threw))             # 1 + 1 + 4 served, the dealer gets 2, then waits alone
    assert not set(dealer_threw) & set(s.hands[3])
    assert set(s.discards) == set(dealer_threw)
    shuffles = [e for e in s.events if e.kind == "reshuffle"]
    assert [e.seat for e in shuffles] == [3] and "but Seat 3's own are shuffled to serve Seat 3" in s.log[-2]
    cards = [c for h in s.hands for c in h] + list(s.stock) + list(s.discards)
    assert len(set(cards)) == 40 == len(cards)


def test_stock_exhaustion_two_players_waiting_reshuffle_all_discards():
    """§2.3: with two or more players still waiting, the whole discard pile is shuffled."""
    s = new(M19_HANDS)
    for _ in range(2):
        s = play(s, *(Mus(),) * 4)
        for _ in range(4):
            s = s.apply(Discard(s.hands[s.to_act]))
    assert any("all 32 discards" in line for line in s.log)
    assert all(len(h) == 4 for h in s.hands)
    cards = [c for h in s.hands for c in h] + list(s.stock) + list(s.discards)
    assert len(set(cards)) == 40 == len(cards)


def test_dealer_rotates_counter_clockwise_old_mano_deals_next():
    """§4, A9: after a deal the old mano deals, so the mano moves one seat on."""
    s = deal(M19_HANDS)
    assert (s.dealer, s.mano) == (3, 0)
    s = play(s, *PASS4, *PASS4, Paso(), Paso(), Paso(), Paso(), Paso())
    assert s.deal_no == 2 and (s.dealer, s.mano) == (0, 1) and s.to_act == 1
    assert s.deals[0].hands == tuple(mus.parse_hand(h) for h in M19_HANDS)


def test_game_ends_mid_showdown_stake_before_bonus():
    """§2.8, A11, A17: lances settle in order, stake before bonus, and the game stops at 40."""
    s = deal(M19_HANDS, scores=(37, 0))
    s = play(s, Envido(2), NoQuiero(), NoQuiero(), *PASS4, Envido(2), Quiero(), Quiero())
    assert s.scores == (38, 0)
    s = play(s, Envido(2), Reenvido(2), Quiero())
    assert s.is_over and s.winner == 0 and s.scores == (40, 0)
    assert (s.ledger[-1].lance, s.ledger[-1].points) == ("pares", 2)     # the par bonus never counts
    assert s.deal_no == 1


def test_game_ends_at_once_on_fold_points():
    """§4: reaching 40 during the betting ends the game immediately."""
    s = play(deal(M19_HANDS, scores=(39, 35)), Envido(2), NoQuiero(), NoQuiero())
    assert s.is_over and s.scores == (40, 35) and s.phase is Phase.GAME_OVER
    with pytest.raises(IllegalActionError, match="the game is over"):
        s.apply(Paso())


def test_dientro_announced_once_at_35():
    """§4: a team reaching 35 announces dientro, once."""
    s = play(deal(M19_HANDS, scores=(34, 0)), Envido(2), NoQuiero(), NoQuiero())
    assert s.dientro == (True, False)
    assert sum("dientro" in line for line in s.log) == 1
    # in English, the game's word in italics after it, and what it warns of (book/glossary.md)
    assert ("Seat 0 and Seat 2 reach 35 points and say so (*dientro*): the game can now end within a deal "
            "(rules §4)") in s.log
    s = play(s, Envido(2), NoQuiero(), NoQuiero())
    assert sum("dientro" in line for line in s.log) == 1


def test_thirty_point_game_variant():
    """§5.2: in a 30-point game the game ends at 30."""
    s = play(deal(M19_HANDS, target=30, scores=(29, 0)), Envido(2), NoQuiero(), NoQuiero())
    assert s.is_over and s.scores == (30, 0)


def test_punto_when_nobody_has_juego():
    """§2.7: nobody has juego, so all four bet on punto; the best punto wins the stake."""
    hands = ["Ro 7o 6o 2o", "Rc Sc 5c 4c", "Ae 2e Ab 2b", "Ce 7c 6c 5e"]
    s = play(deal(hands), *PASS4, *PASS4)
    assert s.phase is Phase.PUNTO and s.betting.eligible == (0, 1, 2, 3)
    s = play(s, Envido(3), Quiero(firm=True))
    assert entries(s, "punto") == [(1, 3)]         # seat 1's 29 beats seat 3's 28


def test_reenvido_against_ordago_is_illegal_and_changes_nothing():
    """§2.4, A13: an órdago can only be accepted or refused; a rejected call changes nothing."""
    s = play(deal(M19_HANDS), Ordago())
    before = copy.deepcopy(s)
    with pytest.raises(IllegalActionError, match=r"cannot reenvido \+2: an órdago can only be accepted"):
        s.apply(Reenvido(2))
    assert s == before and hash(s) == hash(before)
    assert {str(a) for a in s.legal_actions()} == {"quiero", "no quiero", "quiero (for the team)",
                                                   "no quiero (for the team)"}


@pytest.mark.parametrize("setup, action, message", [
    ((NoMus(),), Envido(1), "cannot envido 1: a bet is at least 2 (rules §2.4)"),
    ((NoMus(),), Quiero(), "cannot quiero: there is no bet to answer in Grande yet (rules §2.4)"),
    ((NoMus(), Envido(2)), Paso(), "cannot paso: a bet of 2 is on the table in Grande"),
    ((NoMus(), Envido(2)), Reenvido(1), "cannot reenvido +1: a raise is at least 2 (rules §2.4)"),
    ((NoMus(),), Ordago(firm=True), "'for the team' is only for answering a bet"),
    ((), Paso(), "cannot paso: seat 0 must first say mus or no hay mus (rules §2.2)"),
    ((Mus(),) * 4, Discard(""), "cannot discard 0 cards: after mus each player discards 1 to 4 cards "
                                "(rules §2.3)"),
    ((Mus(),) * 4, Discard("Cb"), "cannot discard 1 card: Cb: seat 0 does not hold Cb"),
    ((Mus(),) * 4, NoMus(), "cannot no hay mus: after mus each player discards 1 to 4 cards"),
    ((), "mus", "not an action: 'mus'"),
])
def test_illegal_actions_say_why_and_change_nothing(setup, action, message):
    """Every illegal action raises IllegalActionError in plain words, quoting the rule section."""
    s = play(new(M19_HANDS), *setup)
    before = copy.deepcopy(s)
    assert not s.can(action)
    with pytest.raises(IllegalActionError) as info:
        s.apply(action)
    assert message in str(info.value)
    assert s == before


def test_why_illegal_is_none_for_every_legal_action_and_a_reason_otherwise():
    """The protocol of cardlib.game: why_illegal answers None for a legal action (bets beyond the
    listed amounts too, A12) and the rule's reason for an illegal one."""
    s = deal(M19_HANDS)
    assert all(s.why_illegal(a) is None for a in s.legal_actions())
    assert s.why_illegal(Envido(99)) is None and s.can(Envido(99))
    assert s.why_illegal(Envido(1)) == "cannot envido 1: a bet is at least 2 (rules §2.4)"
    over = play(s, Ordago(), Quiero(), Quiero())
    assert over.is_over and over.why_illegal(Paso()) == "cannot paso: the game is over (rules §4)"
    with pytest.raises(IllegalActionError, match="the game is over"):
        over.apply(Paso())


def test_firm_reply_when_answering_alone_is_refused():
    """§2.4, A6: 'for the team' only matters when two partners answer."""
    hands = ["So Sc 4o 4c", "Ro Rc Re 5o", "Co 7o 6o Ao", "7e 7b 6e 5e"]
    s = play(deal(hands), *PASS4, *PASS4, Paso(), Envido(2))
    with pytest.raises(IllegalActionError, match="answers alone"):
        s.apply(Quiero(firm=True))


def test_large_bets_are_legal_beyond_the_listed_ones():
    """A12: envido at least 2, no maximum; legal_actions lists the amounts that can matter."""
    s = deal(M19_HANDS)
    assert s.can(Envido(99))
    assert Envido(40) in s.legal_actions() and Envido(41) not in s.legal_actions()


def test_replay_gives_the_same_state():
    """Same seed and history: same game (api.md protocol)."""
    s = mus.new_game(seed=5)
    bot = MusBot(seed=2)
    for _ in range(60):
        if s.is_over:
            break
        s = s.apply(bot.choose(s).action)
    again = mus.new_game(seed=5)
    for action in s.history:
        again = again.apply(action)
    assert again == s


def test_same_seed_same_first_deal_and_dealer():
    """Dealing is a seeded chance step (§2.1)."""
    a, b, c = mus.new_game(seed=9), mus.new_game(seed=9), mus.new_game(seed=10)
    assert (a.hands, a.stock, a.dealer) == (b.hands, b.stock, b.dealer)
    assert a.hands != c.hands


def test_seed_2026_deals_are_pinned():
    """Same seed, same deal on every machine (§2.1, §2.3): the first dealer, the first deal, two
    exchanges (the second reshuffles the discards) and the second deal of seed 2026, pinned."""
    s = mus.new_game(seed=2026)
    assert s.dealer == 3
    assert [str(h) for h in s.hands] == ["Rc 3b Re 2c", "Sc Cb 2b 6b", "Ro Ab 3c 3e", "Rb Sb 2e Cc"]
    assert str(s.stock) == "7b 4b 5e 4o Ce 4c 3o 5c Ac Ao 2o Co 7c 7o So 7e 4e 6o Se 6e 5b 5o 6c Ae"
    for _ in range(2):
        for _ in range(4):
            s = s.apply(Mus())
        for _ in range(4):
            s = s.apply(Discard(s.hands[s.to_act]))
    assert s.reshuffles == 1
    assert [str(h) for h in s.hands] == ["4e 6o Se 6e", "5b 5o 6c Ae", "Ac 3b Co Re", "Cc 2c 4b 7e"]
    s = s.apply(NoMus())
    while s.deal_no == 1:
        s = s.apply(Paso())
    assert s.dealer == 0
    assert [str(h) for h in s.hands] == ["2e Sb 4c Se", "4e So Cc 3e", "Ab 6b 7e 5o", "3b Cb 5c Ae"]


def test_scoresheet_rows_per_lance():
    """The scoring table: points per deal and lance for each team."""
    s = play(deal(M19_HANDS), Envido(2), NoQuiero(), NoQuiero(), *PASS4, Envido(2), Quiero(), Quiero(),
             Envido(2), Reenvido(2), Quiero())
    assert s.scoresheet == ((1, "grande", 1, 0), (1, "pares", 3, 0), (1, "juego", 6, 0))


def test_bot_explains_its_choice_in_one_line():
    """The bot's reason is one plain line naming its odds."""
    s = deal(M19_HANDS)
    decision = MusBot(seed=0).choose(s)
    assert s.can(decision.action)
    assert "\n" not in decision.reason and "Grande" in decision.reason and "%" in decision.reason


@pytest.mark.parametrize("first, reason", [
    ("Ro Sc 3o Sb", "two pairs, kings and jacks (*duples*) are worth keeping"),
    ("7o 7b 6c 5e", "nothing worth keeping yet: a pair of sevens (*par*), 25 points"),
])
def test_bot_names_its_pares_in_words(first, reason):
    """The bot's mus reason reads like explain(): pares in English words, the Spanish term in italics
    after them, never the rank letters; it does not
    repeat the action it explains (the event shows "no hay mus (duples ...)")."""
    s = new([first, "Co Cc 6o Ao", "4e 6e 5o 2o", "Se 7c 7e 4c"])
    assert MusBot(seed=1).choose(s).reason == reason


def test_bot_names_the_hand_it_keeps_in_english_rank_words():
    """A hand cut for its Grande is named by its ranks in words a player knows (issue 20 item 9),
    never by the book's rank letters ("with R R S 4")."""
    s = new(["Ro Rc Sb 4o", "Co Cc 6o Ao", "4e 6e 5o 2o", "Se 7c 7e 4c"])
    assert MusBot(seed=1).choose(s).reason == "its team wins Grande 90% of the time with king, king, jack and four"


def test_bot_discards_keep_kings_aces_and_pairs():
    """A sensible exchange: keep R, A and pairs, throw the middle cards."""
    s = play(new(["Ro Ac 5o 6o", "Co Cc So Ao", "3o 6c 5c 2o", "Sc 7c 7e 4c"]), *(Mus(),) * 4)
    decision = MusBot(seed=0).choose(s)
    assert decision.action == Discard("5o 6o")


@pytest.mark.parametrize("answer_hand, wins", [
    ("Ro Co Ce Sb", False),       # one king: it wins Grande often, but seldom against an órdago hand
    ("Rb Rc Co Cb", True),        # two kings and two caballos: it beats most órdago hands
])
def test_bot_accepts_an_ordago_only_with_a_hand_that_wins_it_more_often_than_not(answer_hand, wins):
    """An órdago is the whole game on one lance (§2.4): a sound player accepts it only with a hand
    that wins the lance more often than not against the hands that bet one, not against any hand."""
    from cardlib.mus.bot import ordago_odds, team_odds
    s = deal(["Re 3o 3c Cc", answer_hand, "4o 5c 6c 7e", "Se 7c 6e 4c"])       # seat 0 (mano): R R R C
    s = s.apply(Ordago())                                                       # Grande: seat 0's órdago
    assert s.to_act == 1
    chance = ordago_odds(answer_hand, "grande", 1, 0)
    assert (chance > 0.5) is wins
    decision = MusBot(seed=0).choose(s)
    assert decision.action == (Quiero() if wins else NoQuiero())
    assert "against a hand that bets an órdago" in decision.reason
    if not wins:      # the old rule (its team's odds against any bettor, less 10 points) accepted it
        assert team_odds(answer_hand, "grande", 1) - 0.1 >= 0.6


def test_bot_accepts_an_ordago_when_refusing_gives_the_game_away():
    """Refusing an órdago raise pays the bettors the refusing team's own last bet (§2.4, A7): when
    that alone reaches 40, refusing loses the game for sure, so the bot accepts."""
    s = mus.new_game(seed=11, dealer=3, scores=(0, 36),
                     hands=["Ro Co Ce Sb", "Re 3o 3c Cc", "4o 5c 6c 7e", "Se 7c 6e 4c"]).apply(NoMus())
    s = play(s, Envido(4), Ordago(firm=True))                      # seat 0 bets 4, seat 1 órdago for his team
    assert s.to_act == 2                                           # seat 2 (4 5 6 7) answers first
    decision = MusBot(seed=0).choose(s)
    assert decision.action == Quiero() and "the game anyway" in decision.reason


# --- pure functions: errors and rule variants ------------------------------------------------

@pytest.mark.parametrize("text, bad", [("Ro Xo 4e Ab", "'Xo'"), ("Ro Rc 4e Ab 5o", "5 in"),
                                       ("Ro Ro 4e Ab", "Ro appears twice"), ("Ro Rc 4e", "got 3"),
                                       ("QS KH 4e Ab", "'QS'"), ("", "got 0")])
def test_bad_hands_raise_invalid_card_error_naming_the_value(text, bad):
    with pytest.raises(InvalidCardError) as info:
        mus.parse_hand(text)
    assert bad in str(info.value)


def test_unknown_category_lists_the_allowed_ones():
    with pytest.raises(CardlibError) as info:
        compare("flush", "Ro Rc 4e Ab", "Co Cc 4o Ao")
    assert "'flush'" in str(info.value) and "grande, chica, pares, juego, punto" in str(info.value)
    with pytest.raises(CardlibError, match="'high'"):
        mus.win_probability("Ro Rc 4e Ab", "high")


def test_winner_rejects_a_card_in_two_hands_and_a_bad_mano():
    with pytest.raises(InvalidCardError, match="Ro is in the hands of seat 0 and seat 1"):
        winner("grande", ["Ro Rc 4e Ab", "Ro Co 4o Ao"])
    with pytest.raises(CardlibError, match="mano must be a seat number from 0 to 1, got 5"):
        winner("grande", ["Ro Rc 4e Ab", "Re Co 4o Ao"], mano=5)


@pytest.mark.parametrize("options, bad", [
    ({"target": 50}, "target=50"), ({"target": True}, "target=True"), ({"target": 40.0}, "target=40.0"), ({"four_kings": "yes"}, "'yes'"),
    ({"kings": 4}, "'kings'"), ({"std_bonuses": 1}, "std_bonuses=1")])
def test_rules_validation_names_the_bad_value(options, bad):
    with pytest.raises(CardlibError) as info:
        Rules.from_options(**options)
    assert bad in str(info.value)
    with pytest.raises(CardlibError):
        mus.new_game(seed=1, **options)


def test_rules_are_frozen_and_default_to_the_seed():
    rules = Rules()
    assert (rules.four_kings, rules.en_paso_point, rules.std_bonuses, rules.target) == (False, False, False, 40)
    assert rules.juego_bonus == (2, 1) and rules.dientro == 35
    with pytest.raises(AttributeError):
        rules.target = 30


@pytest.mark.parametrize("kwargs, bad", [({"players": 3}, "not 3"), ({"seed": -1}, "-1"),
                                         ({"dealer": 4}, "got 4"), ({"scores": (40, 0)}, "(40, 0)"),
                                         ({"hands": ["Ro Rc 4e Ab"] * 4}, "Ro is dealt twice")])
def test_new_game_errors(kwargs, bad):
    with pytest.raises(CardlibError) as info:
        mus.new_game(**kwargs)
    assert bad in str(info.value)


def test_pure_functions_accept_card_sequences():
    hand = mus.parse_hand("Ro Rc 7o 4o")
    assert juego_points(list(hand)) == 31 and pares_kind(tuple(hand)) == "par"
    assert mus.key("pares", hand) > 0 and mus.key("juego", "Ro Co 6o 4o") == 0


@pytest.mark.parametrize("category, hands, mano, reason", [      # English, the game's word in italics once
    ("pares", ["Ro Rc Re 7o", "So Sc 4o 4c"], 0,
     "seat 1 wins Pares: two pairs, jacks and fours (*duples*) beat seat 0's three kings (*medias*): "
     "two pairs outrank three of a rank"),
    ("pares", ["Ro Rc 7o 4o", "Co Cc So Ao"], 0,
     "seat 0 wins Pares: a pair of kings (*par*) beats seat 1's pair of horses: kings outrank horses"),
    ("pares", ["Ro Rc Co Cc", "Re Rb 7c 7e"], 0,
     "seat 0 wins Pares: two pairs, kings and horses (*duples*) beat seat 1's two pairs, kings and sevens: "
     "horses outrank sevens"),
    ("pares", ["3o Rc Ao 2c", "Se Sb Sc 5o"], 0,        # eight kings: a 3 is a king and a 2 an ace
     "seat 0 wins Pares: two pairs, kings and aces (*duples*) beat seat 1's three jacks (*medias*): "
     "two pairs outrank three of a rank"),
    ("pares", ["Ro 3c Re 3b", "Se Sb Sc 5o"], 0,
     "seat 0 wins Pares: four kings (*duples*) beat seat 1's three jacks (*medias*): "
     "two pairs outrank three of a rank"),
    ("pares", ["7e 7b Co 5o", "7o 7c Ro Ao"], 1,
     "seat 1 wins Pares: a pair of sevens (*par*) ties with seat 0's pair of sevens; "
     "seat 1 is the mano and wins ties"),
    ("pares", ["Rc Cc 5o 4o", "7o 7c Ro Ao", "Sc 6e 4c Ab", "7e 7b Co 5e"], 0,      # M7
     "seat 1 wins Pares: a pair of sevens (*par*) ties with seat 3's pair of sevens; "
     "seat 1 is nearer the mano (seat 0)"),
    ("pares", ["Ro Cc 7o 4o", "Sc Se 4c Ab"], 0,
     "seat 1 wins Pares: a pair of jacks (*par*) is the only pair at the table"),
    ("pares", ["Ro Cc 7o 4o", "Sc 7e 4c Ab"], 0, "nobody wins Pares: no hand holds a pair"),
    ("chica", ["Ac 5c 5e 6o", "Ao 4o 5o Co"], 0,
     "seat 1 wins Chica: ace, four, five and horse beats seat 0's ace, five, five and six at the second card: "
     "a four is lower than a five"),
    ("grande", ["Ro Co 7o 4o", "Cc Sc 7c 6c", "3e Ce 7e 4e"], 0,
     "seat 0 wins Grande: king, horse, seven and four ties with seat 2's king, horse, seven and four; "
     "seat 0 is the mano and wins ties"),
    ("juego", ["Ro Rc 7o 4o", "Re Rb 7c 6c"], 0,
     "seat 0 wins Juego: 31 beats seat 1's 33: juego ranks 31, 32, 40, 37, 36, 35, 34, 33, best first"),
    ("juego", ["Ro 7c 6e 2o", "Sc 7e 4c Ab"], 0, "nobody wins Juego: no hand reaches 31"),
    ("punto", ["Ro 7o 6o 2o", "Rc Sc 5c 4c"], 0, "seat 1 wins Punto: 29 points beat seat 0's 24: the higher total wins"),
])
def test_explain_reads_as_english_with_the_spanish_terms(category, hands, mano, reason):
    assert str(explain(category, hands, mano)) == reason


def test_explain_punto_says_nobody_plays_it_when_a_hand_holds_juego():
    """§2.7: Punto is played only when nobody holds juego; winner() still compares totals only."""
    hands = ["Ro 7o 6o 2o", "Rc Sc 5c 4c", "Re Se 7e 6e"]            # seat 2 holds 33
    verdict = explain("punto", hands)
    assert verdict.winner is None and verdict.deciding == ()
    assert str(verdict) == "nobody plays Punto: seat 2 holds juego (33), and Punto is only played when nobody does"
    assert winner("punto", hands) == 2 and compare("punto", hands[2], hands[1]) == 1
    both = explain("punto", ["Ro Rc 7o 4o", "Rb Sc 5c 4c", "Re Se 7e 6e"])
    assert both.winner is None and both.reason.startswith("nobody plays Punto: seats 0 and 2 hold juego (31 and 33)")


def test_signals_are_truthful_and_off_in_the_first_deal_with_the_variant():
    """§4, §5.1, A16: signals must be true; the variant forbids them in the game's first deal."""
    assert [x.name for x in mus.signals("Ro 3c Ao 2b")] == ["two kings", "two aces", "duples"]
    assert [x.name for x in mus.signals("Ro 3c Ao 2b", Rules(four_kings=True))] == []
    plain = deal(M19_HANDS)
    assert [x.name for x in plain.signals(0)] == ["two kings", "juego of 31"]
    quiet = deal(M19_HANDS, no_signals_first_deal=True)
    assert quiet.signals(0) == ()
    later = play(quiet, *PASS4, *PASS4, *(Paso(),) * 5)
    assert later.deal_no == 2 and later.signals(0) == mus.signals(later.hands[0])


@pytest.mark.parametrize("text, action", [
    ("mus", Mus()), ("No hay mus", NoMus()), ("discard 2 cards: Ro 4c", Discard("4c Ro")), ("discard Ro", Discard("Ro")),
    ("discard 0 cards", Discard("")), ("paso", Paso()), ("envido", Envido(2)), ("envido 7", Envido(7)),
    ("reenvido +3", Reenvido(3)), ("reenvido 3 (for the team)", Reenvido(3, firm=True)),
    ("quiero", Quiero()), ("no quiero (for the team)", NoQuiero(firm=True)), ("ordago", Ordago()),
    ("órdago (for the team)", Ordago(firm=True))])
def test_parse_action_reads_what_str_writes(text, action):
    assert mus.parse_action(text) == action
    assert mus.parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["fold", "envido x", "paso (for the team)", "envido 2 (for the team)", "", 3])
def test_parse_action_errors_quote_the_text(text):
    with pytest.raises(CardlibError) as info:
        mus.parse_action(text)
    assert repr(text) in str(info.value)


def test_bot_beats_random_players_most_of_the_time():
    """The bot is worth playing against: seeded games against random players, bots on either team."""
    from cardlib.game import RandomBot
    wins = 0
    for seed in range(12):
        team = seed % 2
        bots = [MusBot(seed) if seat % 2 == team else RandomBot(seed * 4 + seat) for seat in range(4)]
        s = mus.new_game(seed=100 + seed)
        while not s.is_over:
            s = s.apply(bots[s.to_act].choose(s).action)
        wins += s.winner == team
    assert wins >= 9


def test_table_view_hides_the_other_hands_and_says_where_the_game_stands():
    """What the play widget draws: own hand face up, counter-clockwise seats, the bet and score."""
    s = play(deal(M19_HANDS, scores=(3, 7)), Envido(2))
    view = s.table(0)
    assert view.face_down == frozenset({1, 2, 3}) and view.dealer == 3 and view.to_act == 1
    assert view.direction.value == "counter-clockwise" and view.labels[0] == "You · mano"
    assert view.status == ("Deal 1 · Grande: your team bet 2; their team answer",
                           "Score: your team 3, their team 7 (first to 40)",
                           "You and Seat 2 play against Seat 1 and Seat 3")
    assert s.table(None).face_down == frozenset()
    with pytest.raises(CardlibError, match="got 7"):
        s.table(7)


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(40)), st.sampled_from(mus.CATEGORIES), st.booleans())
def test_compare_is_antisymmetric_and_winner_agrees_with_it(order, category, four_kings):
    """Pure functions agree with each other: compare(a, b) == -compare(b, a), and between two
    hands the winner is the better one, or the mano on a tie (§3.1)."""
    from cardlib import SPANISH_40
    rules = Rules(four_kings=four_kings)
    a, b = ([SPANISH_40.cards[i] for i in order[k:k + 4]] for k in (0, 4))
    c = compare(category, a, b, rules=rules)
    assert c == -compare(category, b, a, rules=rules)
    for mano in (0, 1):
        w = winner(category, [a, b], mano, rules=rules)
        if category in ("pares", "juego") and mus.key(category, a, rules) == mus.key(category, b, rules) == 0:
            assert w is None
        else:
            assert w == (0 if c > 0 else 1 if c < 0 else mano)
            verdict = explain(category, [a, b], mano, rules=rules)
            if category == "punto" and (mus.has_juego(a, rules) or mus.has_juego(b, rules)):
                assert verdict.winner is None and verdict.reason.startswith("nobody plays Punto: ")
            else:
                assert verdict.winner == w
