"""Swiss Handjass: pure rule functions and the whole game (rules/handjass.md)."""
from .core import *  # noqa
from .rules import *  # noqa
from .weis import *  # noqa
