"""Property tests of notation and dealing (hypothesis)."""

from hypothesis import given, settings, strategies as st

from cardlib import InvalidCardError
from cardlib.cards import PACKS, deal

packs = st.sampled_from(sorted(PACKS)).map(PACKS.get)


@given(packs, st.text(max_size=12))
def test_parsing_arbitrary_text_raises_nothing_but_invalid_card_error(the_pack, text):
    try:
        cards = the_pack.parse_cards(text)
    except InvalidCardError:
        return
    assert all(card in the_pack for card in cards)
    assert the_pack.parse_cards(str(cards)) == cards


@given(packs, st.text(alphabet="AKQJT1098765432RCSohdecbsSHDC♠♥♦♣ ,", max_size=16))
def test_parsing_card_like_text_raises_nothing_but_invalid_card_error(the_pack, text):
    try:
        the_pack.parse_cards(text)
    except InvalidCardError:
        pass


@settings(max_examples=60)
@given(packs, st.integers(1, 8), st.integers(0, 2**63 - 1), st.data())
def test_deals_are_permutations_of_the_pack(the_pack, players, seed, data):
    per_player = data.draw(st.integers(0, len(the_pack) // players))
    hands, rest = deal(the_pack.cards, players, per_player, seed=seed)
    dealt = [c for h in hands for c in h] + list(rest)
    assert sorted(dealt, key=lambda c: c.sort_key) == sorted(the_pack.cards, key=lambda c: c.sort_key)
    assert all(len(h) == per_player for h in hands)
    assert deal(the_pack.cards, players, per_player, seed=seed) == (hands, rest)
