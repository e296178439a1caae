"""The Black Maria packs live with the game (cardlib.black_maria.pack; rules §1.2)."""

import pytest

from cardlib import CardlibError
from cardlib.black_maria import pack as black_maria_pack
from cardlib.cards import FRENCH_52, PACKS


@pytest.mark.parametrize("players, removed", [
    (3, {"2♣"}), (4, set()), (5, {"2♣", "2♦"}), (6, {"2♣", "2♦", "2♠", "3♣"}), (7, {"2♣", "2♦", "2♠"}),
])
def test_black_maria_packs_follow_rules_1_2(players, removed):
    """rules/black_maria.md §1.2: the cards removed per number of players."""
    the_pack = black_maria_pack(players)
    assert {str(c) for c in set(FRENCH_52.cards) - set(the_pack.cards)} == removed
    assert len(the_pack) % players == 0


@pytest.mark.parametrize("players", [2, 8, "3"])
def test_black_maria_pack_rejects_other_player_counts(players):
    with pytest.raises(CardlibError, match=repr(players)):
        black_maria_pack(players)


def test_the_cards_layer_knows_no_game_pack():
    assert set(PACKS) == {"french52", "swiss36", "spanish40"}
