"""Cards, packs, notation and dealing (cardlib.cards; api.md "Card notation")."""

import pytest

from cardlib import CardlibError, InvalidCardError
from cardlib.black_maria import pack as black_maria_pack
from cardlib.cards import (FRENCH_52, PACKS, SPANISH_40, SWISS_36, Card, Cards, Suit, deal, make_rng, pack,
                           shuffled)


@pytest.mark.parametrize("key", sorted(PACKS))
def test_every_card_of_every_pack_round_trips(key):
    the_pack = PACKS[key]
    for card in the_pack.cards:
        assert the_pack.parse(str(card)) == card
        assert the_pack.parse(card) is card
    assert the_pack.parse_cards(str(the_pack.cards)) == the_pack.cards


@pytest.mark.parametrize("the_pack, size", [(FRENCH_52, 52), (SWISS_36, 36), (SPANISH_40, 40)])
def test_pack_sizes_and_distinct_cards(the_pack, size):
    assert len(the_pack) == len(the_pack.cards) == len(set(the_pack.cards)) == size


def test_swiss_pack_is_six_to_ace():
    assert {c.rank for c in SWISS_36.cards} == {"A", "K", "Q", "J", "10", "9", "8", "7", "6"}


@pytest.mark.parametrize("text, expected", [
    ("QS", "Q♠"), ("qs", "Q♠"), ("Q♠", "Q♠"), ("10h", "10♥"), ("TH", "10♥"), ("t♦", "10♦"), (" 2C ", "2♣"),
])
def test_french_notation(text, expected):
    assert str(FRENCH_52.parse(text)) == expected


@pytest.mark.parametrize("text, expected", [("Ro", "Ro"), ("cC", "Cc"), ("7E", "7e"), ("ab", "Ab"), ("sO", "So")])
def test_spanish_notation_is_case_insensitive(text, expected):
    assert str(SPANISH_40.parse(text)) == expected


def test_card_exposes_rank_and_suit():
    card = FRENCH_52.parse("10H")
    assert (card.rank, card.suit, card.suit.symbol) == ("10", Suit.HEARTS, "♥")
    assert Card("Q", Suit.SPADES).name == "queen of spades"
    assert SPANISH_40.parse("Cb").name == "caballo de bastos"


@pytest.mark.parametrize("the_pack, text, fragment", [
    (FRENCH_52, "1S", "'1S' is not a card of the French 52-card pack"),
    (FRENCH_52, "QX", "suits S H D C"),
    (FRENCH_52, "", "'' is not a card"),
    (SPANISH_40, "8o", "ranks R C S 7 6 5 4 3 2 A"),
    (SPANISH_40, "QS", "'QS' is not a card of the Spanish 40-card pack"),
    (SWISS_36, "5H", "'5H' (5♥) is not in the Swiss Jass 36-card pack"),
    (black_maria_pack(3), "2C", "is not in the Black Maria pack for 3 players"),
])
def test_bad_card_text_names_the_value_and_what_was_expected(the_pack, text, fragment):
    with pytest.raises(InvalidCardError) as info:
        the_pack.parse(text)
    assert fragment in str(info.value)


def test_parse_cards_rejects_duplicates_and_wrong_sizes():
    with pytest.raises(InvalidCardError, match="A♥ appears twice"):
        FRENCH_52.parse_cards("AH 9H ah")
    with pytest.raises(InvalidCardError, match="expected exactly 4 cards, got 3"):
        SPANISH_40.parse_cards("Ro Co So", size=4)
    with pytest.raises(InvalidCardError, match="expected card text"):
        FRENCH_52.parse_cards(None)


def test_commas_and_card_objects_are_accepted():
    cards = FRENCH_52.parse_cards("AH, 9H,7C")
    assert FRENCH_52.parse_cards(cards) == cards == FRENCH_52.parse_cards(["AH", "9♥", cards[2]])
    assert isinstance(cards, Cards) and isinstance(cards, tuple)
    assert str(cards) == "A♥ 9♥ 7♣"


def test_cards_sort_by_suit_then_rank():
    assert str(FRENCH_52.parse_cards("2S AH KS 10H").sorted()) == "K♠ 2♠ A♥ 10♥"


def test_card_rejects_a_rank_of_the_other_pack():
    with pytest.raises(InvalidCardError, match="'R' is not a rank of french cards"):
        Card("R", Suit.HEARTS)
    with pytest.raises(InvalidCardError, match="not a suit"):
        Card("A", "H")


def test_unknown_pack_key_lists_the_known_ones():
    with pytest.raises(CardlibError, match="unknown pack 'tarot'; expected one of french52"):
        pack("tarot")


def test_same_seed_same_deal_on_every_machine():
    """numpy's PCG64 stream is fixed; this pins the first hands of seed 2026 for good."""
    hands, rest = deal(SPANISH_40.cards, 4, 4, seed=2026)
    assert [str(h) for h in hands] == ["5e Rb 7o 3e", "Ao Cc Ac 4c", "Ce Sc 2o 5o", "2b 6e 4o 5b"]
    assert len(rest) == 24 and set(rest).isdisjoint(c for h in hands for c in h)
    assert str(shuffled(FRENCH_52.parse_cards("AS KS QS JS 10S"), seed=1)) == "10♠ A♠ K♠ Q♠ J♠"


def test_different_seeds_give_different_deals():
    assert deal(FRENCH_52.cards, 4, seed=1)[0] != deal(FRENCH_52.cards, 4, seed=2)[0]


def test_deal_in_batches_serves_each_player_a_batch_in_turn():
    hands, rest = deal(SWISS_36.cards, 4, 9, batch=3, shuffle=False)
    assert hands[0][:3] == SWISS_36.cards[:3] and hands[1][:3] == SWISS_36.cards[3:6]
    assert hands[0][3:6] == SWISS_36.cards[12:15]
    assert rest == ()


@pytest.mark.parametrize("kwargs, fragment", [
    (dict(players=0), "number of players"),
    (dict(players=4, per_player=11), "cannot deal 11 cards to each of 4 players from 40"),
    (dict(players=4, per_player=4, batch=3), "batches of 3"),
    (dict(players=4, seed=-1), "seed must be a whole number"),
    (dict(players=4, seed="x"), "'x'"),
])
def test_bad_deal_requests_are_refused(kwargs, fragment):
    with pytest.raises(CardlibError, match=fragment):
        deal(SPANISH_40.cards, **kwargs)


def test_make_rng_passes_generators_through():
    rng = make_rng(5)
    assert make_rng(rng) is rng


def _shown(obj) -> dict:
    """What a notebook stores for ``obj`` as the last line of a cell: IPython's formats."""
    from IPython.core.formatters import DisplayFormatter, PlainTextFormatter
    plain = PlainTextFormatter()(obj)
    data, _ = DisplayFormatter().format(obj, include=("text/plain", "text/html"))
    assert data["text/plain"] == plain
    return data


@pytest.mark.parametrize("obj, text", [
    (FRENCH_52.parse("QS"), "The queen of spades (Q♠)"),
    (SPANISH_40.parse("Cc"), "The caballo de copas (Cc)"),
    (FRENCH_52.parse_cards("AH 9H 7C"), "3 cards: A♥ 9♥ 7♣"),
    (SPANISH_40.parse_cards("Ro"), "1 card: Ro"),
    (Cards(), "No cards"),
    (SWISS_36, "The Swiss Jass 36-card pack (6 to A): 36 cards, ranks A K Q J 10 9 8 7 6 in each suit, ♠ ♥ ♦ ♣"),
    (SPANISH_40, "The Spanish 40-card pack: 40 cards, ranks R C S 7 6 5 4 3 2 A in each suit, oros copas espadas bastos"),
    (black_maria_pack(6), "The Black Maria pack for 6 players: 48 cards, ranks A K Q J 10 9 8 7 6 5 4 3 2 in each suit, "
                          "♠ ♥ ♦ ♣, without 2♠ 2♦ 3♣ 2♣"),
])
def test_a_notebook_shows_cards_and_packs_as_a_sentence_beside_the_picture(obj, text):
    data = _shown(obj)
    assert data["text/plain"] == text
    assert data["text/html"] == obj.svg() and data["text/html"].startswith("<svg")


def test_repr_stays_the_code_that_makes_the_object():
    assert repr(FRENCH_52.parse_cards("AH 9H 7C")) == "Cards('A♥ 9♥ 7♣')"
    assert repr(SPANISH_40.parse("Ro")) == "Card('Ro')"
    assert repr(SWISS_36).startswith("Pack(key='swiss36'")


def test_cards_inside_a_container_keep_their_sentences_in_plain_text():
    from IPython.core.formatters import PlainTextFormatter
    hands = [FRENCH_52.parse_cards("AH 9H"), FRENCH_52.parse_cards("7C")]
    assert PlainTextFormatter()(hands) == "[2 cards: A♥ 9♥, 1 card: 7♣]"


def test_the_cards_layer_knows_no_game_pack():
    assert set(PACKS) == {"french52", "swiss36", "spanish40"}
