"""The first chapter's widget and table: the four games in brief, and a deal to try.

>>> print(games_table().text.splitlines()[0])
The four games:
"""

from __future__ import annotations

from typing import Iterable

import ipywidgets as widgets

from ..cards import Cards
from ..black_maria import pack as black_maria_pack
from ..dealer import DEAL_PACKS, DealSetup, Dealt, GAMES, GAME_HEADER, PACK_USES, deal_pack
from ..game import GameInfo
from ..errors import CardlibError
from .display import Shown, Table, bullets, column, picture, sentence, table, wide_or_narrow
from .messages import FormView

__all__ = ["DealView", "games_table", "deal_shown", "black_maria_packs_table", "written_back", "notation_mistakes"]


def games_table(games: "Iterable[GameInfo] | None" = None, *, caption: str = "The four games") -> Shown:
    """The games side by side: players, pack, cards, direction of play and who plays first,
    one row per :class:`~cardlib.dealer.GameInfo` (by default the four of this book)."""
    games = list(GAMES.values() if games is None else games)
    return table(GAME_HEADER, [info.row() for info in games], caption=caption)


def deal_shown(pack: str, players: int, seed: int) -> Shown:
    """A deal as the page shows it (:class:`~cardlib.dealer.DealSetup` of ``pack``, ``players``
    and ``seed``): the hands round the table, the last seat dealing, and in words each seat's
    cards and how many are left undealt.

    >>> print(deal_shown("spanish40", players=4, seed=1))
    Card table, 4 seats, play goes counter-clockwise; seat 3 deals.
    Seat 0: king of coins, ace of coins, five of cups and king of swords
    Seat 1: three of coins, four of cups, ace of cups and seven of swords
    Seat 2: seven of coins, four of coins, three of cups and three of swords
    Seat 3: jack of swords, two of swords, ace of swords and ace of clubs
    Undealt: 24 cards.
    """
    dealt = DealSetup(pack, players=players, seed=seed).deal()
    # round the table on a wide page; on a phone the seats one under another, legible there
    drawn = wide_or_narrow(dealt.svg(), dealt.narrow_svg())
    lines = [f"{drawn.text.rstrip('.')}; seat {len(dealt.hands) - 1} deals."]
    lines += [f"Seat {seat}: {Cards(cards).words()}" for seat, cards in enumerate(dealt.hands)]
    lines.append(f"Undealt: {len(dealt.rest)} card{'s' if len(dealt.rest) != 1 else ''}." if dealt.rest
                 else "Every card is dealt.")
    return column([drawn], text="\n".join(lines))


def written_back(pack, text: str) -> Shown:
    """The cards ``text`` names in ``pack``, in the book's standard form, and whether reading
    that back gives the same cards, in a sentence.

    >>> from cardlib import FRENCH_52
    >>> written_back(FRENCH_52, "Q♠, 10h ts AS 2c")
    Written out, these cards read Q♠ 10♥ 10♠ A♠ 2♣, and reading that back gives the same cards.
    """
    cards = pack.parse_cards(text)
    same = "gives the same cards" if pack.parse_cards(str(cards)) == cards else "gives other cards"
    return sentence(f"Written out, these cards read {cards}, and reading that back {same}.")


def notation_mistakes(examples=(("swiss36", "AH KH 5H"), ("spanish40", "8o"))) -> Shown:
    """The message each mistaken text gets from its pack, as a list: what the reader sees when
    he types a card the pack does not have.

    >>> print(notation_mistakes())
    - AH KH 5H: '5H' (5♥) is not in the Swiss Jass 36-card pack (6 to A)
    - 8o: '8o' is not a card of the Spanish 40-card pack: write the rank then the suit: ranks R C S 7 6 5 4 3 2 A, suits o c e b (oros, copas, espadas, bastos), for example Ro, Cc or 7e
    """
    lines = []
    for key, text in examples:
        pack = deal_pack(key)
        try:
            pack.parse_cards(text)
        except CardlibError as error:
            lines.append(f"{text}: {error}")
        else:
            raise CardlibError(f"{text!r} is a good hand of the {pack.name}: it is no example of a mistake")
    return bullets(lines)


def black_maria_packs_table(players: Iterable[int] = range(3, 8)) -> Table:
    """Black Maria's pack for each number of players: its size, the cards each, the cards removed.

    >>> print(black_maria_packs_table([3, 4]))
    Black Maria's packs:
    players  cards  each  removed
    3        51     17    2♣
    4        52     13    none
    """
    rows = []
    for n in players:
        used = black_maria_pack(n)
        removed = " ".join(str(c) for c in sorted(used.removed, key=lambda c: c.sort_key)) or "none"
        rows.append([n, len(used), len(used) // n, removed])
    return table(["players", "cards", "each", "removed"], rows, caption="Black Maria's packs")


class DealView(FormView):
    """Pick a pack, the number of players and a seed; Deal (or Enter in a box) shows the hands
    round the table.

    Bad input (say, five players for Mus) shows the reason instead of a picture.
    """

    PICTURE_ID = "deal-widget-table"
    ERROR_LEAD = "Cannot deal:"

    def __init__(self, pack: str = "spanish40", players: int | None = None, seed: int = 1) -> None:
        use = PACK_USES[pack] if pack in PACK_USES else None
        self._pack = widgets.Dropdown(
            options=[(f"{DEAL_PACKS[key].name} ({u.game})", key) for key, u in PACK_USES.items()],
            value=pack if use else "spanish40", description="Pack",
            # its own 2 px margins on top of 100% would run it out of a phone's page
            layout=widgets.Layout(width="calc(100% - 4px)", max_width="420px"), style={"description_width": "70px"})
        self._players = widgets.IntText(value=players or (use or PACK_USES["spanish40"]).min_players,
                                        description="Players", style={"description_width": "70px"},
                                        layout=widgets.Layout(width="160px"))
        self._seed = widgets.IntText(value=seed, description="Deal no.", style={"description_width": "70px"},
                                     layout=widgets.Layout(width="160px"))
        self._button = widgets.Button(description="Deal", button_style="primary", icon="random")
        self._add_answer()
        self._pack.observe(self._on_pack, names="value")
        self._button.on_click(self._on_deal)
        for box in (self._players, self._seed):          # Enter in either box deals too
            box.observe(self._on_deal, names="value")
        self.dealt: Dealt | None = None
        super().__init__([
            self._pack,
            widgets.HBox([self._players, self._seed, self._button], layout=widgets.Layout(flex_flow="row wrap")),
            self._message,
            self._picture,
        ])
        self._on_deal()

    def describe(self) -> str:
        """The deal in words: what a text front end shows instead of the widget."""
        use = PACK_USES[self._pack.value]
        head = (f"Deal widget: {DEAL_PACKS[self._pack.value].name} ({use.game}), {self._players.value} players, "
                f"deal number {self._seed.value}.")
        if self.message:
            return f"{head} Cannot deal: {self.message}"
        if self.dealt is None:
            return head
        hands = "; ".join(f"Seat {seat}: {Cards(hand).words()}" for seat, hand in enumerate(self.dealt.hands))
        return f"{head} {hands}."

    # Public handles for tests and for readers who want to drive the view from code.
    @property
    def pack(self) -> widgets.Dropdown:
        return self._pack

    @property
    def players(self) -> widgets.IntText:
        return self._players

    @property
    def seed(self) -> widgets.IntText:
        return self._seed

    @property
    def deal_button(self) -> widgets.Button:
        return self._button

    def _on_pack(self, change) -> None:
        self._players.value = PACK_USES[change["new"]].min_players
        self._on_deal()

    def _on_deal(self, _button=None) -> None:
        try:
            setup = DealSetup(self._pack.value, self._players.value, seed=self._seed.value)
            dealt = setup.deal()
        except CardlibError as error:
            self._show_error(str(error))
            return
        self.dealt = dealt
        self._show_error("")
        # round the table on a wide page; on a phone the seats one under another, legible there
        self._picture.value = wide_or_narrow(dealt.svg(id=self.PICTURE_ID),
                                             dealt.narrow_svg(id=self.PICTURE_ID + "-narrow")).html
