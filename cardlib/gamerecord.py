"""A game's record: one line a person can read, and the same game again from it.

:func:`~cardlib.game.record` writes a game as one line: the game's name, the number of players, the deal's
number (``seed``, the random number every deal of the game is drawn from), the first dealer,
the rules that differ from the game's defaults, and every action taken so far, each as the game
writes it (``str(action)``), in order and separated by ``"; "``. :func:`~cardlib.game.from_record` reads such a
line back and replays it: the same state again (``from_record(record(state)) == state``).

>>> from cardlib import loo
>>> from cardlib.game import record, from_record
>>> state = loo.new_game(4, seed=7, dealer_may_pass=True)
>>> state = state.apply(state.legal_actions()[1]).apply(state.legal_actions()[1])
>>> print(record(state))
Three-card Loo · 4 players · seed 7 · dealer 0 · rules dealer_may_pass=True · 2 actions: pass; pass
>>> from_record(record(state)) == state
True

The book shows a reader the same line with the deal's number said as the play table says it,
"deal number 7" (:func:`~cardlib.gamerecord.readers_record`): "seed" is a programmer's word.
:func:`~cardlib.game.from_record` reads either, so a record copied from a page loads:

>>> from cardlib.gamerecord import readers_record
>>> print(readers_record(record(state)))
Three-card Loo · 4 players · deal number 7 · dealer 0 · rules dealer_may_pass=True · 2 actions: pass; pass
>>> from_record(readers_record(record(state))) == state
True

The line counts its actions, so a record cut short is told apart from a shorter game, and a bad
record is refused with a :class:`~cardlib.errors.CardlibError` that names what is wrong: another
game's, an unknown rule, a bad number, an action that was not legal where it stands
(:class:`~cardlib.errors.IllegalActionError`, with the rule's reason):

>>> from_record("Loo · 4 players · seed 7 · dealer 0 · standard rules · 2 actions: pass")
Traceback (most recent call last):
...
cardlib.errors.CardlibError: the record lists 2 actions but holds 1 (pass): it was cut short or edited
>>> from_record("Loo · 4 players · seed 7 · dealer 0 · rules dummy=5 · 0 actions:")
Traceback (most recent call last):
...
cardlib.errors.CardlibError: the record's rules are not Three-card Loo's: unknown Loo rule 'dummy'; the rules are ante, club_law, dealer_may_pass, dealer_stakes, dummy_price, free_dummy, head_the_trick, loo_cap, loo_penalty, max_deals_per_round, start_chips, unlimited_loo (rules §5)

How the kit knows the games without importing them (the kit sits below the games, see
``cardlib/README.md``): each game package registers itself with :func:`~cardlib.game.register_game` when it is
imported (its ``INFO``, its state class, its ``new_game`` and, if it has one, the parser of the
text a reader types at the play table), and ``import cardlib`` imports the four games. An action
is read back as the legal action at its place whose text it is; where none is, the game's
parser (if any) reads the text, so that the refusal gives the rule's own reason.

A record replays a game begun with ``new_game(players, seed, dealer=..., **rules)``; a Mus game
begun from chosen hands or scores (``new_game(hands=..., scores=...)``) is not one of them.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .cards import check_seed
from .errors import CardlibError, IllegalActionError

if TYPE_CHECKING:                                  # the kit's own module imports this one
    from .game import Action, GameInfo, GameState

__all__ = ["record", "from_record", "readers_record", "register_game", "play_parser", "recorded_games",
           "ACTION_SEPARATOR"]

ACTION_SEPARATOR = "; "                  # no action of the four games writes it
_PART = " · "


@dataclass(frozen=True)
class _Game:
    """A game as the records know it."""

    info: "GameInfo"
    state_type: type
    new_game: Callable[..., Any]
    rules_type: type
    parse: Callable[[str], Any] | None = None

    @property
    def name(self) -> str:
        return self.info.name


_GAMES: dict[str, _Game] = {}


def register_game(info: "GameInfo", state_type: type, new_game: Callable[..., Any], rules_type: type,
                  parse: Callable[[str], Any] | None = None) -> None:
    """Make a game's records readable: its ``info`` (:class:`~cardlib.game.GameInfo`), the class of
    its states, its ``new_game(players, seed=..., dealer=..., **rules)``, its ``Rules`` (a
    :class:`~cardlib.game.RulesBase`) and ``parse`` (text to an action, as a reader types it at the
    table; ``None`` if it has none). Each game package calls it once, when it is imported."""
    _GAMES[info.key] = _Game(info, state_type, new_game, rules_type, parse)


def play_parser(play_type: type) -> Callable[[str], Any]:
    """A parser of the text ``"play <card>"`` into ``play_type(card)`` (a trick game's ``Play``),
    for a game that reads no other typed action: the refusal of a card then gives the rule.

    >>> from cardlib.loo import Play
    >>> play_parser(Play)("play qs")
    Play(card=Card('Q♠'))
    """
    def parse(text: str) -> "Action":
        verb, _, card = text.strip().partition(" ")
        if verb.lower() != "play" or not card:
            raise CardlibError(f"cannot read {text!r} as playing a card, such as 'play Q♠'")
        return play_type(card.split(",")[0].strip())
    return parse


def recorded_games() -> tuple[str, ...]:
    """The names of the games whose records can be read.

    >>> recorded_games()
    ('Black Maria', 'Mus', 'Swiss Handjass', 'Three-card Loo')
    """
    return tuple(sorted(game.name for game in _GAMES.values()))


def _game_of(state: "GameState") -> _Game:
    for game in _GAMES.values():
        if type(state) is game.state_type:
            return game
    raise CardlibError(f"cannot write a record of a {type(state).__name__}: it is not a state of "
                       f"{_games_words()}")


def _games_words() -> str:
    names = recorded_games()
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)


def _first_dealer(state: "GameState") -> int:
    """The seat that dealt the first deal: the seat of the first deal's dealing event."""
    for event in state.events:
        if event.step == 0 and event.seat is not None and event.kind in ("dealt", "new deal"):
            return int(event.seat)
        if event.step > 0:
            break
    raise CardlibError("this state does not say who dealt first (its first deal's event is missing), "
                       "so no record can replay it")


def _rules_words(rules: Any) -> str:
    default = type(rules)()
    changed = [f"{f.name}={getattr(rules, f.name)}" for f in dataclasses.fields(rules)
               if getattr(rules, f.name) != getattr(default, f.name)]
    return "rules " + " ".join(changed) if changed else "standard rules"


def record(state: "GameState") -> str:
    """``state``'s game as one line a person can read: the game, the players, the deal's number
    (``seed``), the first dealer, the rules that differ from the defaults, and every action so far.

    >>> from cardlib import black_maria
    >>> start = black_maria.new_game(3, seed=2, scoring="graded_hearts")
    >>> state = start.apply(start.legal_actions()[0])
    >>> print(record(state))
    Black Maria · 3 players · seed 2 · dealer 0 · rules scoring=graded_hearts · 1 action: pass 9♠ 7♠ 5♠
    """
    game = _game_of(state)
    texts = [str(action) for action in state.history]
    for step, text in enumerate(texts):
        if ACTION_SEPARATOR.strip() in text or "\n" in text:
            raise CardlibError(f"action {step + 1}, {text!r}, holds {ACTION_SEPARATOR.strip()!r}, "
                               "which separates a record's actions")
    players = getattr(state, "players", None) or game.info.min_players       # Mus has no field: always 4
    head = _PART.join([game.name, f"{players} players", f"seed {state.seed}", f"dealer {_first_dealer(state)}",
                       _rules_words(state.rules),
                       f"{len(texts)} action{'s' if len(texts) != 1 else ''}:"])
    return head + (" " + ACTION_SEPARATOR.join(texts) if texts else "")


_HEAD = re.compile(r"(?P<n>\d+) actions?:")
_SEED = re.compile(r"seed (\d+)")


def readers_record(text: str) -> str:
    """A record (as :func:`~cardlib.game.record` writes it) as the book shows it to a reader: the same
    line, the deal's number said as the play table says it, "deal number 7" for a program's "seed 7";
    :func:`~cardlib.game.from_record` reads both. Anything else is given back as it is.

    >>> readers_record("Mus · 4 players · seed 12 · dealer 3 · standard rules · 0 actions:")
    'Mus · 4 players · deal number 12 · dealer 3 · standard rules · 0 actions:'
    >>> readers_record("")
    ''
    """
    parts = text.split(_PART, 3)
    if len(parts) == 4 and _SEED.fullmatch(parts[2]):
        parts[2] = "deal number " + _SEED.fullmatch(parts[2]).group(1)
    return _PART.join(parts)


def from_record(text: str) -> "GameState":
    """The game that :func:`record` wrote as ``text``, replayed to the same state; a bad record is
    refused with a :class:`~cardlib.errors.CardlibError` naming what is wrong.

    >>> from_record("Chess · 2 players · seed 1 · dealer 0 · standard rules · 0 actions:")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: not a record of a game cardlib knows: it names 'Chess'; the games are Black Maria, Mus, Swiss Handjass or Three-card Loo
    """
    if not isinstance(text, str):
        raise CardlibError(f"a record is a line of text, not {type(text).__name__}")
    line = " ".join(text.split())
    parts = line.split(_PART.strip(), 5)
    parts = [p.strip() for p in parts]
    if len(parts) < 6:
        raise CardlibError(f"not a game record: a record reads 'game · N players · deal number N · dealer N · rules ... · "
                           f"N actions: ...', got {_short(line)!r}")
    name, players_text, seed_text, dealer_text, rules_text, rest = parts
    game = _named(name)
    players = _number(players_text, r"(\d+) players?", "the number of players", "N players")
    seed = _number(seed_text, r"(?:seed|deal number) (\S+)", "the deal's number", "seed N' or 'deal number N")
    dealer = _number(dealer_text, r"dealer (\S+)", "the first dealer", "dealer N")
    rules = _rules(rules_text, game)
    head = _HEAD.match(rest)
    if head is None:
        raise CardlibError(f"the record's actions should start 'N actions:', got {_short(rest)!r}")
    count, body = int(head.group("n")), rest[head.end():].strip()
    texts = [t.strip() for t in body.split(ACTION_SEPARATOR.strip())] if body else []
    if len(texts) != count:
        raise CardlibError(f"the record lists {count} action{'s' if count != 1 else ''} but holds {len(texts)} "
                           f"({_short(body) or 'none'}): it was cut short or edited")
    try:
        check_seed(seed)
        state = game.new_game(players, seed=seed, dealer=dealer, **rules)
    except CardlibError as error:
        raise CardlibError(f"the record's game cannot be set up: {error}") from None
    for step, action_text in enumerate(texts, 1):
        state = state.apply(_action(state, action_text, step, count, game))
    return state


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _named(name: str) -> _Game:
    wanted = name.strip().lower()
    for game in _GAMES.values():
        if wanted in (game.name.lower(), game.info.key, game.info.key.replace("_", " ")):
            return game
    raise CardlibError(f"not a record of a game cardlib knows: it names {name!r}; the games are {_games_words()}")


def _number(text: str, pattern: str, what: str, shape: str) -> int:
    match = re.fullmatch(pattern, text)
    if match is None or not match.group(1).isdigit():
        raise CardlibError(f"the record's {what} should read '{shape}' with N a whole number 0 or more, "
                           f"got {text!r}")
    return int(match.group(1))


def _rules(text: str, game: _Game) -> dict[str, Any]:
    if text == "standard rules":
        return {}
    if not text.startswith("rules "):
        raise CardlibError(f"the record's rules should read 'standard rules' or 'rules name=value ...', got {text!r}")
    rules_type = game.rules_type
    types = {f.name: f.type for f in dataclasses.fields(rules_type)}
    options: dict[str, Any] = {}
    for item in text[len("rules "):].split():
        name, equals, value = item.partition("=")
        if not equals or not name:
            raise CardlibError(f"the record's rule {item!r} should read name=value, such as 'target=5'")
        options[name] = _value(value, str(types.get(name, "")))
    try:
        rules_type.from_options(**options)
    except CardlibError as error:
        raise CardlibError(f"the record's rules are not {game.name}'s: {error}") from None
    return options


def _value(text: str, kind: str) -> Any:
    """A rule's value read back as its field's type: True/False, a whole or decimal number, None, a word."""
    if text in ("True", "False"):
        return text == "True"
    if text == "None" and "None" in kind:
        return None
    if re.fullmatch(r"-?\d+", text) and "int" in kind:
        return int(text)
    if re.fullmatch(r"-?\d+(\.\d*)?", text) and ("float" in kind or "int" in kind):
        return float(text)
    return text


def _action(state: "GameState", text: str, step: int, count: int, game: _Game) -> "Action":
    where = f"action {step} of {count}, {text!r}"
    if state.is_over:
        raise IllegalActionError(f"{where}: the game is already over ({state.END_SECTION})")
    legal = state.legal_actions()
    for action in legal:
        if str(action) == text:
            return action
    parsed = None
    if game.parse is not None:
        try:
            parsed = game.parse(text)
        except CardlibError:
            parsed = None
    if parsed is not None:
        reason = state.why_illegal(parsed)
        if reason is None:
            return parsed
        raise IllegalActionError(f"{where}, is not legal there: {reason}")
    shown = ", ".join(map(str, legal[:6])) + (f" and {len(legal) - 6} more" if len(legal) > 6 else "")
    raise IllegalActionError(f"{where}, is not an action seat {state.to_act} may take there; "
                             f"the legal ones are {shown} ({state.ACTIONS_SECTION})")
