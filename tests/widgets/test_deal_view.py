"""The first chapter's deal widget, without a browser: set values, click Deal, read the view."""

import re

import pytest

from cardlib.cards import Cards
from cardlib import CardlibError
from cardlib.dealer import DealSetup
from cardlib.widgets.deal import DealView


def cards_shown(view) -> list[str]:
    """The cards of the view's table picture (the wide one: the narrow one, for a phone, repeats them)."""
    wide, narrow = view.picture.split("class=\"cardlib-narrow-only\"") if view.picture else ("", "")
    return re.findall(r"data-card='([^']+)'", wide)


def test_a_phone_gets_the_same_cards_one_seat_under_another():
    view = DealView(pack="black_maria4", players=4)
    wide, narrow = view.picture.split('class="cardlib-narrow-only"')
    assert re.findall(r"data-card='([^']+)'", narrow) == cards_shown(view) and len(cards_shown(view)) == 52
    assert "id='deal-widget-table'" in wide and "id='deal-widget-table-narrow'" in narrow
    assert "@media (max-width:640px)" in view.picture


def test_starts_with_a_deal_shown():
    view = DealView()
    assert view.dealt == DealSetup("spanish40", 4, seed=1).deal()
    assert len(cards_shown(view)) == 16 and view.message == ""


def test_deal_button_deals_the_chosen_seed():
    view = DealView()
    view.seed.value = 2026
    view.deal_button.click()
    expected = DealSetup("spanish40", 4, seed=2026).deal()
    assert view.dealt == expected
    assert cards_shown(view) == [str(c) for hand in expected.hands for c in hand]


def test_changing_the_pack_sets_its_players_and_deals():
    view = DealView()
    view.pack.value = "swiss36"
    assert view.players.value == 2
    assert view.dealt == DealSetup("swiss36", 2, seed=1).deal()
    view.players.value = 4
    view.deal_button.click()
    assert len(cards_shown(view)) == 36


def test_bad_input_shows_the_message_and_keeps_the_last_deal():
    view = DealView()
    before = (view.dealt, view.picture)
    view.players.value = 5
    view.deal_button.click()
    assert view.message == "Mus is played by 4 players, not 5"
    assert "Mus is played by 4 players, not 5" in view.children[3].value
    assert (view.dealt, view.picture) == before
    view.players.value = 4
    view.seed.value = -3
    view.deal_button.click()
    assert "a seed must be a whole number 0 or more, got -3" in view.message
    view.seed.value = 3
    view.deal_button.click()
    assert view.message == "" and view.children[3].value == ""


def test_the_table_goes_the_games_way_round():
    view = DealView()
    assert "play goes counter-clockwise" in view.picture
    view.pack.value = "black_maria3"
    assert "play goes clockwise" in view.picture


def test_the_games_table_is_built_from_the_descriptions():
    from cardlib.dealer import GAMES
    from cardlib.widgets import games_table
    shown = games_table()
    assert shown.html.count("<tr>") == 1 + len(GAMES)
    lines = shown.text.splitlines()
    assert lines[0] == "The four games:" and lines[1].split()[:2] == ["Game", "Players"]
    assert lines[3].startswith("Swiss Handjass  2 to 4") and "the Vorhand, on the dealer's right" in lines[3]
    assert games_table([GAMES["mus"]], caption="One game").text.splitlines()[0] == "One game:"


def test_enter_in_the_seed_or_players_box_deals():
    view = DealView()
    view.seed.value = 2026                      # Enter (or leaving the box) sends the value
    assert view.dealt == DealSetup("spanish40", 4, seed=2026).deal()
    view.pack.value = "swiss36"
    view.players.value = 3
    assert view.dealt == DealSetup("swiss36", 3, seed=2026).deal()


def test_the_widget_reads_as_a_sentence_where_only_text_shows():
    view = DealView()
    text = view._repr_mimebundle_()["text/plain"]
    assert text == ("Deal widget: Spanish 40-card pack (Mus), 4 players, deal number 1. Seat 0: king of coins, ace "
                    "of coins, five of cups and king of swords; Seat 1: three of coins, four of cups, ace of cups and "
                    "seven of swords; Seat 2: seven of coins, four of coins, three of cups and three of swords; "
                    "Seat 3: jack of swords, two of swords, ace of swords and ace of clubs.")
    assert repr(view) == text
    view.players.value = 5
    assert repr(view).endswith("Cannot deal: Mus is played by 4 players, not 5")


def test_a_deal_for_the_page_is_a_picture_with_the_hands_in_words():
    from cardlib.dealer import DealSetup
    from cardlib.widgets import deal_shown
    shown = deal_shown("spanish40", players=4, seed=1)
    dealt = DealSetup("spanish40", players=4, seed=1).deal()
    lines = shown.text.splitlines()
    assert lines[0] == "Card table, 4 seats, play goes counter-clockwise; seat 3 deals."
    assert lines[1:5] == [f"Seat {s}: {Cards(h).words()}" for s, h in enumerate(dealt.hands)]
    # four seats round the table, and again one under another for a phone
    wide, narrow = shown.html.split('class="cardlib-narrow-only"')
    assert lines[5] == "Undealt: 24 cards." and wide.count("class='cardlib-seat'") == 4
    assert narrow.count("class='cardlib-seat'") == 4 and "cardlib-narrow-table" in narrow
    assert deal_shown("black_maria4", players=4, seed=2026).text.endswith("Every card is dealt.")
    with pytest.raises(CardlibError, match="not 5"):
        deal_shown("spanish40", players=5, seed=1)


def test_black_marias_packs_table_names_the_removed_cards():
    from cardlib.black_maria import pack as black_maria_pack
    from cardlib.widgets import black_maria_packs_table
    table = black_maria_packs_table()
    assert [r[0] for r in table.rows] == ["3", "4", "5", "6", "7"]
    assert all(r[1] == str(len(black_maria_pack(int(r[0])))) for r in table.rows)
    assert table.rows[3][3] == "2♠ 2♦ 3♣ 2♣" and table.rows[1][3] == "none"
