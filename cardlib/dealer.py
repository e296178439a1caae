"""The four games in brief, and a table deal for the book's first chapter.

Each game is described by a :class:`GameInfo`: its name, how many may play, which way
play goes, the pack, the cards each player gets and how they are dealt. The first
chapter's table of the games is built from these records, and each pack comes with the
game that uses it, and so with a direction of play and usual hand sizes:

>>> GAMES["handjass"].players_words, GAMES["handjass"].hand_words
('2 to 4', '9 each, dealt 3 at a time')

>>> setup = DealSetup("spanish40", players=4, seed=3)
>>> setup.per_player, setup.direction.value
(4, 'counter-clockwise')
>>> dealt = setup.deal()
>>> len(dealt.hands), len(dealt.rest)
(4, 24)
>>> DealSetup("swiss36", players=5)
Traceback (most recent call last):
...
cardlib.errors.CardlibError: Swiss Handjass is played by 2 to 4 players, not 5
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .black_maria import INFO as BLACK_MARIA
from .cards import Cards, deal
from .errors import CardlibError
from .game import Direction, GameInfo
from .handjass import INFO as HANDJASS
from .loo import INFO as LOO
from .mus import INFO as MUS

__all__ = ["GameInfo", "GAMES", "GAME_HEADER", "DEAL_PACKS", "deal_pack", "PackUse", "PACK_USES", "DealSetup", "Dealt"]


GAME_HEADER = ("Game", "Players", "Pack", "Cards", "Direction of play", "Who plays first")

GAMES = {info.key: info for info in (MUS, HANDJASS, BLACK_MARIA, LOO)}
"""The four games of the book, each described by its own package."""

# Every pack a game of the book uses, by key: the deal widget's list.
DEAL_PACKS = {key: p for info in GAMES.values() for key, p in info.packs.items()}


def _use(info: GameInfo, pack_key: str) -> "PackUse":
    players = tuple(n for n in info.players if info.pack_key(n) == pack_key)
    return PackUse(info.name, min(players), max(players), info.hand_size, info.direction, info.batch)


class PackUse(NamedTuple):
    """How a game uses a pack: its players, the cards each gets, and the direction of play."""

    game: str
    min_players: int
    max_players: int
    per_player: int | None      # None: the whole pack is dealt out
    direction: Direction
    batch: int = 1


# Which game each pack serves, built from the games' descriptions (the deal widget's list).
PACK_USES = {key: _use(info, key) for info in GAMES.values() for key in info.packs}
assert set(PACK_USES) == set(DEAL_PACKS)


class Dealt(NamedTuple):
    """The hands dealt (seat 0 served first, the last seat deals), the undealt rest, the direction."""

    hands: tuple[Cards, ...]
    rest: Cards
    direction: Direction

    def svg(self, *, id: str | None = None) -> str:
        """The hands round a table, as SVG; seats are labelled 0, 1, ... in playing order."""
        from .render import svg                         # render sits above the rules: loaded only to draw
        labels = [f"Seat {i}" for i in range(len(self.hands))]
        return svg.table(self.hands, direction=self.direction.value, labels=labels,
                         dealer=len(self.hands) - 1, id=id)

    def narrow_svg(self, *, id: str | None = None) -> str:
        """The same hands one seat under another, for a phone (``cardlib.render.svg.narrow_table``)."""
        from .render import svg                         # render sits above the rules: loaded only to draw
        labels = [f"Seat {i}" for i in range(len(self.hands))]
        return svg.narrow_table(self.hands, direction=self.direction.value, labels=labels,
                                dealer=len(self.hands) - 1, id=id)

    def _repr_html_(self) -> str:
        return self.svg()


def deal_pack(key: str):
    """A pack of the book's games by key: ``french52``, ``swiss36``, ``spanish40``,
    ``black_maria3`` ... ``black_maria7``."""
    try:
        return DEAL_PACKS[key]
    except (KeyError, TypeError):
        raise CardlibError(f"unknown pack {key!r}; expected one of {', '.join(DEAL_PACKS)}") from None


@dataclass(frozen=True)
class DealSetup:
    """A deal to make: pack key, number of players, cards each (default: the game's), seed."""

    pack: str
    players: int
    per_player: int | None = None
    seed: int | None = None
    use: PackUse = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        the_pack = deal_pack(self.pack)     # raises on an unknown key
        use = PACK_USES[self.pack]
        if not isinstance(self.players, int) or not use.min_players <= self.players <= use.max_players:
            span = (f"{use.min_players}" if use.min_players == use.max_players
                    else f"{use.min_players} to {use.max_players}")
            raise CardlibError(f"{use.game} is played by {span} players, not {self.players!r}")
        per_player = self.per_player
        if per_player is None:
            per_player = use.per_player or len(the_pack) // self.players
        if not isinstance(per_player, int) or per_player < 1 or per_player * self.players > len(the_pack):
            raise CardlibError(
                f"cannot deal {per_player!r} cards each to {self.players} players from the "
                f"{len(the_pack)}-card {the_pack.name}")
        object.__setattr__(self, "per_player", per_player)
        object.__setattr__(self, "use", use)

    @property
    def direction(self) -> Direction:
        return self.use.direction

    def deal(self) -> Dealt:
        batch = self.use.batch if self.per_player % self.use.batch == 0 else 1
        hands, rest = deal(deal_pack(self.pack).cards, self.players, self.per_player,
                           seed=self.seed, batch=batch)
        return Dealt(tuple(h.sorted() for h in hands), rest, self.direction)
