"""A table deal for the book's first chapter: which pack, how many players, how many cards.

Each pack comes with the game that uses it, and so with a direction of play and
usual hand sizes:

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

from .cards import PACKS, Cards, deal, pack
from .errors import CardlibError
from .game import Direction

__all__ = ["PackUse", "PACK_USES", "DealSetup", "Dealt"]


class PackUse(NamedTuple):
    """How a game uses a pack: its players, the cards each gets, and the direction of play."""

    game: str
    min_players: int
    max_players: int
    per_player: int | None      # None: the whole pack is dealt out
    direction: Direction
    batch: int = 1


PACK_USES = {
    "spanish40": PackUse("Mus", 4, 4, 4, Direction.COUNTER_CLOCKWISE),
    "swiss36": PackUse("Swiss Handjass", 2, 4, 9, Direction.COUNTER_CLOCKWISE, batch=3),
    "french52": PackUse("Three-card Loo", 3, 7, 3, Direction.CLOCKWISE),
    **{f"black_maria{n}": PackUse("Black Maria", n, n, None, Direction.CLOCKWISE) for n in range(3, 8)},
}
assert set(PACK_USES) == set(PACKS)


class Dealt(NamedTuple):
    """The hands dealt (seat 0 served first, the last seat deals), the undealt rest, the direction."""

    hands: tuple[Cards, ...]
    rest: Cards
    direction: Direction

    def svg(self, *, id: str | None = None) -> str:
        """The hands round a table, as SVG; seats are labelled 0, 1, ... in playing order."""
        from .render import svg
        labels = [f"Seat {i}" for i in range(len(self.hands))]
        return svg.table(self.hands, direction=self.direction.value, labels=labels,
                         dealer=len(self.hands) - 1, id=id)

    def _repr_html_(self) -> str:
        return self.svg()


@dataclass(frozen=True)
class DealSetup:
    """A deal to make: pack key, number of players, cards each (default: the game's), seed."""

    pack: str
    players: int
    per_player: int | None = None
    seed: int | None = None
    use: PackUse = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        the_pack = pack(self.pack)          # raises on an unknown key
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
        hands, rest = deal(pack(self.pack).cards, self.players, self.per_player,
                           seed=self.seed, batch=batch)
        return Dealt(tuple(h.sorted() for h in hands), rest, self.direction)
