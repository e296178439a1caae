"""Names a package gives but imports only when first asked for (a layer above it, or one game's
views among four), so that importing the package stays light."""

from __future__ import annotations

import importlib
from typing import Mapping


def later(package: str, names: Mapping[str, str], namespace: Mapping[str, object]):
    """A module's ``__getattr__`` and ``__dir__`` for ``package``: ``names`` maps each name to the
    submodule (relative to ``package``) it comes from; ``namespace`` is the module's own
    ``globals()``, whose names ``dir`` lists beside them.

    >>> getattr_, dir_ = later("cardlib.loo", {"LooBot": "bot"}, {"Rules": None})
    >>> getattr_("LooBot").__name__, dir_()
    ('LooBot', ['LooBot', 'Rules'])
    >>> getattr_("Nope")
    Traceback (most recent call last):
    ...
    AttributeError: module 'cardlib.loo' has no attribute 'Nope'
    """
    def __getattr__(name: str):
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(f".{module}", package), name)

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(names))

    return __getattr__, __dir__
