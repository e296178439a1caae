"""SVG pictures of cards, hands, tricks, tables and packs: asserts on substrings and ids."""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET

import pytest

from cardlib import CardlibError
from cardlib.black_maria import pack as black_maria_pack
from cardlib.cards import FRENCH_52, SPANISH_40, SWISS_36, Suit, deal
from cardlib.game import Direction
from cardlib.render import svg

NS = {"svg": "http://www.w3.org/2000/svg"}
ALL_CARDS = [c for pack in (FRENCH_52, SWISS_36, SPANISH_40) for c in pack.cards]


def parse(text: str) -> ET.Element:
    """The picture as a browser draws it: each ``<use>`` replaced by a copy of what it names
    (inside a ``<g>`` that keeps the use's class and place), the ``<defs>`` then dropped."""
    assert text.startswith("<svg")
    root = ET.fromstring(text)
    return expand(root)


SVG = f"{{{NS['svg']}}}"


def expand(root: ET.Element) -> ET.Element:
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}

    def resolve(node: ET.Element) -> None:
        for i, child in enumerate(list(node)):
            if child.tag == SVG + "use":
                target = copy.deepcopy(ids[child.get("href").removeprefix("#")])
                del target.attrib["id"]
                wrapper = ET.Element(SVG + "g", {k: v for k, v in child.attrib.items() if k != "href"})
                wrapper.append(target)
                resolve(wrapper)
                node.remove(child)
                node.insert(i, wrapper)
            elif child.tag != SVG + "defs":
                resolve(child)

    resolve(root)
    for defs in root.findall("svg:defs", NS):
        root.remove(defs)
    return root


def cards_in(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter() if g.get("class") == "cardlib-card"]


def texts(root: ET.Element) -> list[str]:
    return [t.text for t in root.iter(f"{{{NS['svg']}}}text")]


def four_hands(pack=FRENCH_52, per_player=5, seed=1):
    hands, _ = deal(pack.cards, 4, per_player, seed=seed)
    return hands


# --- one card -------------------------------------------------------------------------------

@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_card_renders_as_an_accessible_svg(card):
    text = svg.card(card)
    root = parse(text)
    assert root.get("role") == "img"
    assert root.get("class") == "cardlib-card"
    assert root.get("data-card") == str(card)
    # a French card by its name and sign, a Spanish one in English words (its code is typing notation)
    words = card.english if card.suit.family == "spanish" else card.name
    assert words in root.get("aria-label")
    title = root.find("svg:title", NS)
    assert title is not None and words in title.text
    assert (str(card) in title.text) == (card.suit.family == "french")
    assert float(root.get("width")) == 60 and float(root.get("height")) > 60
    assert len(root.get("viewBox").split()) == 4


@pytest.mark.parametrize("suit", [Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS])
def test_spanish_suits_are_drawn_as_signs_not_letters(suit):
    for card in (c for c in SPANISH_40.cards if c.suit is suit):
        text = svg.card(card)
        root = parse(text)
        signs = [g for g in root.iter() if g.get("class") == f"suit-{suit.english.split()[0]}"]
        assert signs, f"no suit sign drawn on {card}"
        assert all(len(list(g.iter(f"{{{NS['svg']}}}path"))) >= 3 for g in signs)
        assert suit.value not in texts(root), f"{card} shows the letter {suit.value!r} as its sign"


def test_french_suit_signs_are_paths_not_font_glyphs():
    for card in FRENCH_52.cards:
        root = parse(svg.card(card))
        assert any(g.get("class") == f"suit-{card.suit.english}" for g in root.iter())
        assert not any(set(t) & set("♠♥♦♣") for t in texts(root))


def test_french_colours_and_the_four_colour_option():
    ace_of_diamonds, ace_of_clubs = FRENCH_52.parse("AD"), FRENCH_52.parse("AC")
    assert "#c8102e" in svg.card(ace_of_diamonds)
    assert "#1f5fbf" in svg.card(ace_of_diamonds, four_colour=True)
    assert "#1e7b34" in svg.card(ace_of_clubs, four_colour=True)
    assert "#1e7b34" not in svg.card(ace_of_clubs)
    assert svg.card(FRENCH_52.parse("AH"), four_colour=True) == svg.card(FRENCH_52.parse("AH"))


def test_spanish_faces_show_their_letter_and_number():
    rey = parse(svg.card(SPANISH_40.parse("Ro")))
    assert "R" in texts(rey) and "REY 12" in texts(rey)
    assert "CABALLO 11" in texts(parse(svg.card(SPANISH_40.parse("Cc"))))


def test_highlight_and_dim_change_the_picture():
    queen = FRENCH_52.parse("QS")
    plain = svg.card(queen)
    assert "stroke='#f0a202'" in svg.card(queen, highlight=True)
    assert "stroke='crimson'" in svg.card(queen, highlight="crimson")
    dimmed = svg.card(queen, dim=True)
    assert dimmed != plain and "opacity='0.55'" in dimmed
    assert svg.card(queen, highlight=None) == plain == svg.card(queen, highlight=False)


def test_face_down_gives_nothing_away():
    text = svg.card(FRENCH_52.parse("QS"), face_down=True)
    root = parse(text)
    assert root.find("svg:title", NS).text == "face-down card"
    assert "queen" not in text and "Q♠" not in text and "data-card" not in text


def test_width_scales_the_picture_and_id_is_used():
    root = parse(svg.card(FRENCH_52.parse("QS"), width=120, id="q-spades"))
    assert root.get("width") == "120" and root.get("id") == "q-spades"
    assert root.get("viewBox") == parse(svg.card(FRENCH_52.parse("QS"))).get("viewBox")


@pytest.mark.parametrize("call, words", [
    (lambda: svg.card("QS"), "'QS'"),
    (lambda: svg.card(FRENCH_52.parse("QS"), width=-3), "-3"),
    (lambda: svg.card(FRENCH_52.parse("QS"), width="big"), "'big'"),
    (lambda: svg.card(FRENCH_52.parse("QS"), highlight="red; stroke:url(x)"), "red; stroke"),
    (lambda: svg.card(FRENCH_52.parse("QS"), id="1 bad"), "'1 bad'"),
    (lambda: svg.hand("AS KS"), "'AS KS'"),
    (lambda: svg.hand([FRENCH_52.parse("QS")], overlap=1.5), "1.5"),
    (lambda: svg.hand([FRENCH_52.parse("QS")], highlight=["QS"]), "'QS'"),
    (lambda: svg.trick(FRENCH_52.parse_cards("AS KS"), winner=2), "2"),
    (lambda: svg.trick(FRENCH_52.parse_cards("AS KS"), seats=["Ann"]), "['Ann']"),
    (lambda: svg.table(four_hands()[:1]), "1 hands"),
    (lambda: svg.table(four_hands(), direction="widdershins"), "'widdershins'"),
    (lambda: svg.table(four_hands(), dealer=4), "4"),
    (lambda: svg.table(four_hands(), to_act=-1), "-1"),
    (lambda: svg.table(four_hands(), face_down=[9]), "9"),
    (lambda: svg.table(four_hands(), labels=["Ann"]), "['Ann']"),
    (lambda: svg.table(four_hands(), centre=[(7, FRENCH_52.parse("QS"))]), "7"),
    (lambda: svg.table(four_hands(), centre=[FRENCH_52.parse("QS")]), "Q♠"),
    (lambda: svg.pack_grid("french52"), "'french52'"),
])
def test_bad_arguments_raise_cardlib_error_naming_the_value(call, words):
    with pytest.raises(CardlibError) as caught:
        call()
    assert words in str(caught.value)


def test_text_is_escaped():
    root = parse(svg.hand(FRENCH_52.parse_cards("AS"), label="<b>&\"me\"</b>"))
    assert root.find("svg:title", NS).text.startswith('<b>&"me"</b>')


# --- hands, tricks, packs -------------------------------------------------------------------

def test_hand_is_one_svg_with_a_titled_group_per_card():
    cards = SPANISH_40.parse_cards("Ro Cc Se 7b Ao")
    root = parse(svg.hand(cards, overlap=0.4))
    assert root.get("class") == "cardlib-hand" and root.get("role") == "img"
    groups = cards_in(root)
    assert [g.get("data-card") for g in groups] == [str(c) for c in cards]
    assert all(g.find("svg:title", NS).text for g in groups)
    assert groups[0].find("svg:title", NS).text == "king of coins"
    assert "king of coins, horse of cups, jack of swords, seven of clubs, ace of coins" in root.find("svg:title", NS).text


def test_hand_highlight_and_dim_mark_only_those_cards():
    cards = FRENCH_52.parse_cards("AH 9H 7C")
    root = parse(svg.hand(cards, highlight=[cards[0]], dim=cards[1:]))
    first, second, third = cards_in(root)
    assert 'stroke="#f0a202"' in ET.tostring(first, encoding="unicode")
    assert 'stroke="#f0a202"' not in ET.tostring(second, encoding="unicode")
    assert 'opacity="0.55"' in ET.tostring(third, encoding="unicode")
    assert "opacity='0.55'" not in ET.tostring(first, encoding="unicode")


def test_overlap_makes_a_hand_narrower():
    cards = FRENCH_52.parse_cards("AH 9H 7C 2D")
    assert float(parse(svg.hand(cards, overlap=0.5)).get("width")) < float(parse(svg.hand(cards)).get("width"))


def test_empty_hand_is_a_placeholder():
    root = parse(svg.hand([]))
    assert "no cards" in root.find("svg:title", NS).text and "no cards" in texts(root)


def test_trick_labels_seats_and_outlines_the_winner():
    cards = FRENCH_52.parse_cards("7H KH 2S AH")
    root = parse(svg.trick(cards, seats=["Ann", "Bo", "Cy", "Di"], winner=3))
    assert root.get("class") == "cardlib-trick" and len(cards_in(root)) == 4
    assert {"Ann", "Bo", "Cy", "Di"} <= set(texts(root))
    winner = cards_in(root)[3]
    assert winner.get("data-card") == "A♥" and "#f0a202" in ET.tostring(winner, encoding="unicode")
    assert "A♥ (Di) wins" in root.find("svg:title", NS).text


@pytest.mark.parametrize("pack", [FRENCH_52, SWISS_36, SPANISH_40, black_maria_pack(6)], ids=lambda p: p.key)
def test_pack_grid_shows_every_card_in_a_row_per_suit(pack):
    root = parse(svg.pack_grid(pack))
    shown = cards_in(root)
    assert [g.get("data-card") for g in shown] == [str(c) for c in pack.cards]
    rows = {re.search(r"translate\([\d.]+ ([\d.]+)\)", g.get("transform")).group(1) for g in shown}
    assert len(rows) == 4


def test_objects_show_themselves_as_svg():
    cards = FRENCH_52.parse_cards("AH 9H")
    assert cards._repr_html_() == svg.hand(cards)
    assert len(cards_in(parse(cards._repr_html_()))) == 2
    assert FRENCH_52.parse("AH")._repr_html_() == svg.card(FRENCH_52.parse("AH"))
    assert len(cards_in(parse(SWISS_36._repr_html_()))) == 36


# --- the table ------------------------------------------------------------------------------

def seat_positions(text: str) -> dict[int, tuple[float, float]]:
    """The centre of each seat, read from its group's transform (the table's middle is 0, 0)."""
    root = parse(text)
    positions = {}
    for g in root.iter():
        if g.get("class") == "cardlib-seat":
            x, y = re.fullmatch(r"translate\((\S+) (\S+)\)", g.get("transform")).groups()
            positions[int(g.get("data-seat"))] = float(x), float(y)
    return positions


@pytest.mark.parametrize("direction, left, right", [
    ("clockwise", 1, 3), ("counter-clockwise", 3, 1), (Direction.CLOCKWISE, 1, 3),
])
def test_four_seats_go_round_in_the_direction_of_play(direction, left, right):
    seats = seat_positions(svg.table(four_hands(), direction=direction))
    assert abs(seats[0][0]) < 1 and seats[0][1] > 0       # seat 0 at the bottom
    assert abs(seats[2][0]) < 1 and seats[2][1] < 0       # seat 2 at the top
    assert seats[left][0] < 0 and abs(seats[left][1]) < 1
    assert seats[right][0] > 0 and abs(seats[right][1]) < 1


@pytest.mark.parametrize("players", range(2, 8))
def test_tables_of_two_to_seven_seats(players):
    hands, _ = deal(black_maria_pack(max(players, 3)).cards, players, 5, seed=players)
    text = svg.table(hands, dealer=players - 1, to_act=0, face_down=range(1, players))
    root = parse(text)
    assert root.get("class") == "cardlib-table" and root.get("role") == "img"
    assert len(seat_positions(text)) == players
    assert len(cards_in(root)) == 5 * players
    assert len([g for g in cards_in(root) if g.get("data-card")]) == 5      # only seat 0 face up
    assert seat_positions(text)[0][1] == max(y for x, y in seat_positions(text).values())


def test_seven_seats_clockwise_first_go_left_then_over_the_top():
    hands, _ = deal(black_maria_pack(7).cards, 7, 7, seed=1)
    seats = seat_positions(svg.table(hands))
    xs = [seats[i][0] for i in range(7)]
    assert xs[1] < 0 and xs[2] < 0 and xs[3] < 0 and xs[4] > 0 and xs[5] > 0 and xs[6] > 0
    assert seats[3][1] < 0 and seats[4][1] < 0


def test_table_labels_dealer_to_act_and_centre_cards():
    hands = four_hands()
    played = [(1, hands[1][0]), (2, hands[2][0])]
    text = svg.table(hands, labels=["Ann", "Bo", "Cy", "Di"], dealer=3, to_act=3, centre=played,
                     face_down=[1, 2], highlight=[hands[2][0]])
    root = parse(text)
    assert {"Ann", "Bo", "Cy"} <= set(texts(root)) and "Di · to play" in texts(root)
    assert "D" in texts(root) and any(g.get("class") == "cardlib-dealer" for g in root.iter())
    assert "play goes clockwise" in text
    centre = [g for g in cards_in(root) if g not in
              [c for s in root.iter() if s.get("class") == "cardlib-seat" for c in cards_in(s)]]
    assert [g.get("data-card") for g in centre] == [str(hands[1][0]), str(hands[2][0])]
    assert "#f0a202" in ET.tostring(centre[1], encoding="unicode")
    title = root.find("svg:title", NS).text
    assert f"Bo played {hands[1][0]}" in title and "4 seats" in title
    seat3 = [g for g in root.iter() if g.get("data-seat") == "3"][0]
    assert "dealer, to play" in seat3.find("svg:title", NS).text


def test_centre_card_lies_between_its_seat_and_the_middle():
    hands = four_hands()
    text = svg.table(hands, centre=[(1, hands[1][0])])
    root = parse(text)
    seat_cards = {id(c) for s in root.iter() if s.get("class") == "cardlib-seat" for c in cards_in(s)}
    (played,) = [g for g in cards_in(root) if id(g) not in seat_cards]
    x = float(re.match(r"translate\((\S+) ", played.get("transform")).group(1))
    assert seat_positions(text)[1][0] < x < 0


def test_table_width_scales_without_moving_seats():
    hands = four_hands()
    small, large = svg.table(hands, width=300), svg.table(hands, width=900)
    assert parse(small).get("width") == "300" and parse(large).get("width") == "900"
    assert parse(small).get("viewBox") == parse(large).get("viewBox")
    assert seat_positions(small) == seat_positions(large)


def test_spanish_table_counter_clockwise():
    hands = four_hands(SPANISH_40, 4)
    text = svg.table(hands, direction="counter-clockwise", labels=["Ana", "Beñat", "Carmen", "Dani"])
    assert seat_positions(text)[1][0] > 0
    assert "play goes counter-clockwise" in text and "Beñat" in text
    assert len([g for g in parse(text).iter() if (g.get("class") or "").startswith("suit-")]) >= 16


def test_a_label_wider_than_the_cards_widens_the_hand_instead_of_being_clipped():
    from cardlib.render.scene import hand_picture, plate_size
    label = "seat 2, the mano's partner, holds these"
    picture = hand_picture(FRENCH_52.parse_cards("AS"), width=40, label=label)
    assert picture.width >= plate_size(label)[0]
    narrow = hand_picture(FRENCH_52.parse_cards("AS KS QS JS"), width=60, label="You")
    assert narrow.width == hand_picture(FRENCH_52.parse_cards("AS KS QS JS"), width=60).width


# --- piles and counters ---------------------------------------------------------------------

def boxes_of(root: ET.Element, cls: str) -> dict[str, tuple[float, float]]:
    """Where each group of ``cls`` lies: its title -> the absolute (x, y) of its transform chain."""
    found = {}

    def walk(node, dx, dy):
        t = node.get("transform") or ""
        m = re.match(r"translate\((\S+) (\S+)\)", t)
        if m:
            dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
        if node.get("class") == cls:
            found[node.find("svg:title", NS).text] = (dx, dy)
        for child in node:
            walk(child, dx, dy)

    walk(root, 0.0, 0.0)
    return found


def pile_table(**extra):
    from cardlib.game import Counter, Pile
    hands = four_hands(SWISS_36, 9)
    turned = Pile("turned card", SWISS_36.parse_cards("6H"), face_up=True, seat=0)
    blind = Pile("Blind", SWISS_36.parse_cards("7H 8H 9H"), face_up=False, seat=None)
    passed = Pile("passed", SWISS_36.parse_cards("AS KS"), face_up=True, seat=2)
    counters = [Counter("score", 57, 0), Counter("score", 12, 2), Counter("pot", 7, None)]
    return hands, svg.table(hands, face_down=[1, 2, 3], labels=["You", "West", "North", "East"],
                            piles=[turned, blind, passed], counters=counters, **extra)


def test_piles_show_their_names_and_cards_face_up_or_down():
    hands, text = pile_table()
    root = parse(text)
    piles = {g.get("data-pile"): g for g in root.iter() if g.get("class") == "cardlib-pile"}
    assert set(piles) == {"turned card", "Blind", "passed"}
    assert "turned card" in texts(piles["turned card"]) and "Blind (3)" in texts(piles["Blind"])
    turned = cards_in(piles["turned card"])
    assert [g.get("data-card") for g in turned] == ["6♥"]
    assert turned[0].find("svg:title", NS).text.startswith("six of hearts")
    assert [g.get("data-card") for g in cards_in(piles["passed"])] == ["A♠", "K♠"]
    blind = cards_in(piles["Blind"])
    assert len(blind) == 3 and not any(g.get("data-card") for g in blind)
    assert all(g.find("svg:title", NS).text == "face-down card" for g in blind)
    assert "7♥" not in text and "seven of hearts" not in text     # the blind gives nothing away
    assert piles["Blind"].find("svg:title", NS).text == "Blind (in the middle): 3 face-down cards."
    assert "turned card (by seat 0): 6♥." == piles["turned card"].find("svg:title", NS).text


def test_counters_show_label_and_value_by_their_seat_or_in_the_middle():
    hands, text = pile_table()
    root = parse(text)
    counters = boxes_of(root, "cardlib-counter")
    assert set(counters) == {"score (seat 0): 57.", "score (seat 2): 12.", "pot: 7."}
    assert {"score: 57", "score: 12", "pot: 7"} <= set(texts(root))
    seats = seat_positions(text)
    for seat, words in ((0, "score: 57"), (2, "score: 12")):
        group = [g for g in root.iter() if g.get("data-seat") == str(seat)][0]
        assert [texts(g) for g in group.iter() if g.get("class") == "cardlib-counter"] == [[words]]
    # the pot lies in the middle of the table, nearer it than any seat
    pot_x, pot_y = counters["pot: 7."]
    assert all(abs(pot_x) + abs(pot_y) < abs(x) + abs(y) for x, y in seats.values())
    assert not any(g.get("class") == "cardlib-counter" and texts(g) == ["pot: 7"]
                   for s in root.iter() if s.get("class") == "cardlib-seat" for g in s.iter())


def test_piles_lie_beside_their_seat_and_clear_the_hands_and_the_trick():
    from cardlib.render import scene
    from cardlib.game import Counter, Pile
    hands = four_hands(SWISS_36, 9)
    piles = [Pile("turned card", SWISS_36.parse_cards("6H"), True, 0),
             Pile("Blind", SWISS_36.parse_cards("7H 8H 9H"), False, None),
             Pile("passed", SWISS_36.parse_cards("AS KS"), True, 2)]
    centre = [(s, hands[s][0]) for s in range(4)]
    picture = scene.table_picture(hands, piles=piles, centre=centre, counters=[Counter("pot", 7)])
    boxes = []      # every card drawn, as (left, top, right, bottom) in table units

    def walk(shape, dx, dy, scale, owner):
        if isinstance(shape, scene.Group):
            dx, dy = dx + shape.x * scale, dy + shape.y * scale
            owner = shape.data_card or shape.cls if shape.cls in ("cardlib-card",) else owner
            if shape.cls == "cardlib-card":
                w = scene.CARD_W * scale * shape.scale
                boxes.append((owner_of[0], (dx + 1, dy + 1, dx + w - 1, dy + w * 1.4 - 1)))
                return
            if shape.cls in ("cardlib-pile", "cardlib-seat"):
                owner_of[0] = shape.cls + (shape.title or "")
            for child in shape.children:
                walk(child, dx, dy, scale * shape.scale, owner)
            if shape.cls in ("cardlib-pile", "cardlib-seat"):
                owner_of[0] = "trick"

    owner_of = ["trick"]
    for child in picture.body.children:
        walk(child, 0.0, 0.0, 1.0, None)
    assert sum(1 for o, _ in boxes if o.startswith("cardlib-pile")) == 6
    assert sum(1 for o, _ in boxes if o == "trick") == 4
    for i, (a, (l1, t1, r1, b1)) in enumerate(boxes):
        for b, (l2, t2, r2, b2) in boxes[i + 1:]:
            if a != b:
                assert r1 <= l2 or r2 <= l1 or b1 <= t2 or b2 <= t1, f"{a} overlaps {b}"


@pytest.mark.parametrize("option, words", [
    (dict(piles=["Blind"]), "'Blind'"),
    (dict(piles="Blind"), "'Blind'"),
    (dict(counters=[("pot", 3)]), "('pot', 3)"),
    (dict(hand_size=3), "hand_size is 3"),
    (dict(hand_size=0), "0"),
    (dict(viewer=4), "4"),
])
def test_bad_piles_counters_and_sizes_are_named(option, words):
    with pytest.raises(CardlibError) as caught:
        svg.table(four_hands(), **option)
    assert words in str(caught.value)


def test_a_pile_on_a_missing_seat_is_named():
    from cardlib.game import Counter, Pile
    with pytest.raises(CardlibError, match="'Blind'.*got 5"):
        svg.table(four_hands(), piles=[Pile("Blind", (), True, 5)])
    with pytest.raises(CardlibError, match="'pot'.*got 9"):
        svg.table(four_hands(), counters=[Counter("pot", 1, 9)])


def test_table_view_passes_piles_and_counters_to_the_picture():
    from cardlib.game import Counter, Pile, TableView
    hands = tuple(four_hands())
    view = TableView(hands=hands, direction=Direction.CLOCKWISE, labels=("A", "B", "C", "D"),
                     piles=(Pile("turned trump", hands[0][:1], True, None),),
                     counters=(Counter("chips", 14, 1),))
    text = view.svg()
    assert "data-pile='turned trump'" in text and "chips: 14" in text


# --- each repeated shape written once per picture -------------------------------------------

def test_repeated_shapes_are_written_once_per_picture_and_reused():
    from cardlib.render import scene
    hands = four_hands(SPANISH_40, 10)
    text = svg.table(hands, face_down=[1, 2])
    for suit in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS):
        for part in scene.suit_parts(suit):
            assert text.count(f"d='{svg.path_data(part.d)}'") == 1, (suit, part.d[:30])
    back = scene.card_group(hands[1][0], face_down=True).children[1].d
    assert text.count(svg.path_data(back)) == 1         # twenty hidden cards, one back pattern
    assert text.count("fill='#ffffff' stroke='#2b2b2b'") == 1      # the frame of every face
    # every card still has its own title, and the picture draws what it drew before
    root = parse(text)
    assert len(cards_in(root)) == 40 and all(g.find("svg:title", NS) is not None for g in cards_in(root))
    drawn = ET.tostring(root, encoding="unicode")
    assert len(text) * 3 < len(drawn), "sharing the repeated shapes should cut the text by two thirds"


def test_ids_resolve_within_the_picture_and_differ_between_pictures():
    first = svg.hand(SPANISH_40.parse_cards("Ro 7o 5o"))
    second = svg.hand(SPANISH_40.parse_cards("Ro 7o 4o"))
    ids = []
    for text in (first, second):
        root = ET.fromstring(text)
        own = [e.get("id") for e in root.iter() if e.get("id")]
        assert own and len(own) == len(set(own))
        refs = {e.get("href") for e in root.iter(f"{{{NS['svg']}}}use")}
        assert refs and refs <= {f"#{i}" for i in own}
        ids.append(set(own))
    assert not ids[0] & ids[1], "two pictures on one page must not share an id"
    assert svg.hand(SPANISH_40.parse_cards("Ro 7o 5o")) == first


def test_the_same_picture_is_written_the_same_in_every_process():
    import os
    import subprocess
    import sys
    code = ("from cardlib.cards import SPANISH_40; from cardlib.render import svg; "
            "print(svg.hand(SPANISH_40.parse_cards('Ro 7o 5o')))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip()
            for seed in ("1", "2")}
    assert runs == {svg.hand(SPANISH_40.parse_cards("Ro 7o 5o"))}


def test_the_words_of_a_picture_read_apart_when_shown_as_text():
    """A front end that shows only the words (an untrusted notebook) joins the text nodes."""
    hands = four_hands()
    text = svg.table(hands, labels=["You", "West", "North", "East"], to_act=0, dealer=3)
    words = "".join(ET.fromstring(text).itertext())
    assert words.startswith("Card table, 4 seats, play goes clockwise. ")
    assert words.count("play goes clockwise") == 1
    assert "You (seat 0, to play): " in words and "East (seat 3, dealer): " in words
    # every title and every line of text is followed by a space, never by the next words
    root = ET.fromstring(text)
    for node in root.iter():
        if node.tag in (f"{{{NS['svg']}}}title", f"{{{NS['svg']}}}text"):
            assert node.tail and node.tail.startswith(" "), node.text


# --- a table that holds still ---------------------------------------------------------------

def card_places(root: ET.Element, seat: int) -> list[tuple[float, float]]:
    """(x, scale) of each card in a seat's hand, from its transform."""
    group = [g for g in root.iter() if g.get("data-seat") == str(seat)][0]
    places = []
    for card in (g for g in group if g.get("class") == "cardlib-card"):
        x, _, scale = re.fullmatch(r"translate\((\S+) (\S+)\) scale\((\S+)\)", card.get("transform")).groups()
        places.append((float(x), float(scale)))
    return places


def test_the_table_keeps_its_size_and_places_through_a_whole_handjass_deal():
    from cardlib.handjass import new_game
    from cardlib.handjass.view import table_view
    from cardlib.game import random_playout
    states = [new_game(4, seed=11)]
    random_playout(states[0], seed=7, on_step=lambda state, action: states.append(state.apply(action)))
    deal = [s for s in states if s.deal_no == 6]         # every seat plays: 36 cards go
    assert sum(s.phase == "play" for s in deal) == 36 and min(len(s.hands[0]) for s in deal) == 0
    frames = set()
    for state in states:                                 # the whole game, every deal, the end
        text = table_view(state, 0).svg(hand_size=9)
        root = parse(text)
        frames.add((root.get("width"), root.get("height"), root.get("viewBox"),
                    tuple(sorted(seat_positions(text).items()))))
    assert len(frames) == 1, f"the table took {len(frames)} sizes or seatings in one deal"
    # without a stated hand size the table would shrink as the hands do: the option matters
    first, last = table_view(deal[0], 0).svg(hand_size=None), table_view(deal[-1], 0).svg(hand_size=None)
    assert parse(first).get("viewBox") != parse(last).get("viewBox")


def test_labels_dealer_and_turn_do_not_move_the_seats():
    hands = four_hands()
    plain = svg.table(hands)
    busy = svg.table(hands, labels=["You", "A very long name indeed, longer than the hand", "N", "E"],
                     dealer=1, to_act=1, face_down=[1, 2, 3])
    assert parse(plain).get("viewBox") == parse(busy).get("viewBox")
    assert seat_positions(plain) == seat_positions(busy)
    assert "A very long name indeed, longer than the hand (seat 1" in busy    # its title keeps it whole


def test_the_readers_own_hand_is_larger_and_less_overlapped():
    hands = four_hands(SWISS_36, 9)
    root = parse(svg.table(hands, face_down=[1, 2, 3]))
    mine, theirs = card_places(root, 0), card_places(root, 1)
    assert len(mine) == len(theirs) == 9
    assert mine[0][1] >= 1.5 * theirs[0][1]                  # half as wide again
    width = 100 * mine[0][1]
    steps = [b[0] - a[0] for a, b in zip(mine, mine[1:])]
    assert min(steps) >= 0.7 * width                      # most of each card shows
    # the viewer sits at the bottom, whichever seat it is
    seats = seat_positions(svg.table(hands, viewer=2))
    assert seats[2][1] == max(y for x, y in seats.values()) and abs(seats[2][0]) < 1
    assert card_places(parse(svg.table(hands, viewer=2)), 2)[0][1] == mine[0][1]
    same = card_places(parse(svg.table(hands, viewer=None)), 0)
    assert same[0][1] == theirs[0][1]


# --- the table in words ---------------------------------------------------------------------

def test_a_table_view_reads_as_sentences():
    from cardlib.game import Counter, Pile, TableView
    hands = tuple(four_hands(SWISS_36, 3))
    blind = [c for c in SWISS_36.cards if not any(c in h for h in hands)][:2]
    view = TableView(hands=hands, direction=Direction.COUNTER_CLOCKWISE,
                     labels=("You", "Right", "Partner", "Left"), face_down=frozenset({1, 2, 3}),
                     centre=((3, hands[3][0]),), dealer=2, to_act=0,
                     status=("Trumps: ♥", "Deal 1, trick 2 of 9"),
                     piles=(Pile("turned card", SWISS_36.parse_cards("6H"), True, 2),
                            Pile("Blind", blind, False, None)),
                     counters=(Counter("score", 57, 0),))
    lines = str(view).splitlines()
    assert lines[0] == f"Card table, 4 seats, play goes counter-clockwise. In the trick: Left played {hands[3][0]}."
    cards = ", ".join(str(c) for c in hands[0])
    assert f"You (seat 0, to play): {cards}." in lines
    assert "Partner (seat 2, dealer): 3 face-down cards." in lines
    assert "Blind (in the middle): 2 face-down cards." in lines
    assert "turned card (by seat 2): 6♥." in lines and "score (seat 0): 57." in lines
    assert lines[-2:] == ["Trumps: ♥.", "Deal 1, trick 2 of 9."]
    assert not any(str(c) in str(view) for c in (*blind, *hands[1], *hands[2]))   # nothing hidden shows
    assert all(line.endswith(".") for line in lines)
    import IPython.lib.pretty
    assert IPython.lib.pretty.pretty(view) == str(view)
    assert "cardlib-tableview" in view._repr_html_() and "data-pile='Blind'" in view._repr_html_()


def test_a_face_down_pile_keeps_one_footprint_whatever_its_count():
    from cardlib.game import Pile
    hands = four_hands(SWISS_36, 9)
    pictures = {}
    for count in (0, 1, 9, 18):
        blind = Pile("Blind", SWISS_36.cards[:count], face_up=False, seat=None)
        turned = Pile("turned trump", SWISS_36.parse_cards("6H"), face_up=True, seat=None)
        pictures[count] = svg.table(hands, face_down=[1, 2, 3], piles=[turned, blind], hand_size=9)
    frames = {re.search(r"viewBox='([^']+)'", text).group(1) for text in pictures.values()}
    assert len(frames) == 1
    root = parse(pictures[18])
    pile = [g for g in root.iter() if g.get("data-pile") == "Blind"][0]
    assert len(cards_in(pile)) == 3 and "Blind (18)" in texts(pile)     # a squared stack, its count named
    assert pile.find("svg:title", NS).text == "Blind (in the middle): 18 face-down cards."
    assert "Blind (0)" in pictures[0]


def test_a_hand_of_one_card_is_not_called_cards():
    assert "hand of 1 card: A♠" in svg.hand(FRENCH_52.parse_cards("AS"))
    assert "hand of 2 cards: A♠, K♠" in svg.hand(FRENCH_52.parse_cards("AS KS"))
