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

from .cards import PACKS, Cards, deal, pack
from .errors import CardlibError
from .game import Direction

__all__ = ["GameInfo", "GAMES", "GAME_HEADER", "PackUse", "PACK_USES", "DealSetup", "Dealt"]


@dataclass(frozen=True)
class GameInfo:
    """One game in brief: the facts a table of the games shows and a deal needs.

    ``players`` lists the numbers of players allowed; ``pack`` is the pack's key, and may
    name the number of players (``"black_maria{players}"``) where the pack depends on it;
    ``hand_size`` is the cards each player gets (``None``: the whole pack is dealt out),
    ``batch`` how many at a time; ``starts`` says in words who plays first. A game package
    may give its own record (say ``cardlib.loo.INFO``); this module lists the four.
    """

    key: str
    name: str
    players: tuple[int, ...]
    direction: Direction
    pack: str
    hand_size: int | None
    batch: int = 1
    starts: str = ""

    def __post_init__(self) -> None:
        players = tuple(self.players)
        if not players or any(not isinstance(n, int) or n < 2 for n in players):
            raise CardlibError(f"{self.name} needs numbers of players of 2 or more, got {self.players!r}")
        object.__setattr__(self, "players", players)
        for n in players:
            self.pack_key(n)                       # every pack it names exists

    @property
    def min_players(self) -> int:
        return min(self.players)

    @property
    def max_players(self) -> int:
        return max(self.players)

    def pack_key(self, players: int) -> str:
        """The key of the pack used by ``players`` players."""
        key = self.pack.format(players=players)
        if key not in PACKS:
            raise CardlibError(f"{self.name}: unknown pack {key!r}; expected one of {', '.join(PACKS)}")
        return key

    @property
    def players_words(self) -> str:
        """``"4"``, ``"2 to 4"`` or ``"3, 5 or 7"``."""
        allowed = sorted(self.players)
        if len(allowed) == 1:
            return str(allowed[0])
        if allowed == list(range(allowed[0], allowed[-1] + 1)):
            return f"{allowed[0]} to {allowed[-1]}"
        return ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}"

    @property
    def pack_words(self) -> str:
        """The pack's name (for a pack that depends on the players, the common part of it)."""
        if "{players}" in self.pack:
            return "French 52-card pack, a few low cards removed"
        return PACKS[self.pack].name

    @property
    def hand_words(self) -> str:
        """The cards each player gets, in words."""
        if self.hand_size is None:
            sizes = sorted({len(PACKS[self.pack_key(n)]) // n for n in self.players})
            span = str(sizes[0]) if len(sizes) == 1 else f"{sizes[-1]} to {sizes[0]}"
            return f"the whole pack, {span} each"
        batch = f", dealt {self.batch} at a time" if self.batch > 1 else ""
        return f"{self.hand_size} each{batch}"

    def row(self) -> tuple[str, str, str, str, str, str]:
        """This game as a row of the first chapter's table (see ``GAME_HEADER``)."""
        return (self.name, self.players_words, self.pack_words, self.hand_words,
                f"{self.direction.value} (next player {self.direction.next_is})", self.starts)

    def use(self, pack_key: str) -> "PackUse":
        """How this game uses the pack ``pack_key``."""
        players = tuple(n for n in self.players if self.pack_key(n) == pack_key)
        return PackUse(self.name, min(players), max(players), self.hand_size, self.direction, self.batch)


GAME_HEADER = ("Game", "Players", "Pack", "Cards", "Direction of play", "Who plays first")

GAMES = {info.key: info for info in (
    GameInfo("mus", "Mus", (4,), Direction.COUNTER_CLOCKWISE, "spanish40", 4,
             starts="the mano, on the dealer's right"),
    GameInfo("handjass", "Swiss Handjass", (2, 3, 4), Direction.COUNTER_CLOCKWISE, "swiss36", 9, batch=3,
             starts="the Vorhand, on the dealer's right"),
    GameInfo("black_maria", "Black Maria", (3, 4, 5, 6, 7), Direction.CLOCKWISE, "black_maria{players}", None,
             starts="the player on the dealer's left"),
    GameInfo("loo", "Three-card Loo", (3, 4, 5, 6, 7), Direction.CLOCKWISE, "french52", 3,
             starts="the player on the dealer's left"),
)}


class PackUse(NamedTuple):
    """How a game uses a pack: its players, the cards each gets, and the direction of play."""

    game: str
    min_players: int
    max_players: int
    per_player: int | None      # None: the whole pack is dealt out
    direction: Direction
    batch: int = 1


# Which game each pack serves, built from the games' descriptions (the deal widget's list).
PACK_USES = {key: info.use(key) for info in GAMES.values()
             for key in dict.fromkeys(info.pack_key(n) for n in info.players)}
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
