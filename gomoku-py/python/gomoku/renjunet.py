"""The RenjuNet database (the XML export of renju.net) read as a stream, game by game.

>>> import gomoku, pathlib
>>> path = pathlib.Path(__file__).parents[3] / "tests/data/records/sample-renjunet.rif"
>>> for record in gomoku.renjunet.iter_games(path):  # doctest: +SKIP
...     print(record.id, record.opening, record.black_score)
"""

from __future__ import annotations

import os
from typing import Iterator, Union

from . import Record, RenjuNetGames

__all__ = ["iter_games"]


def iter_games(path: Union[str, "os.PathLike[str]"]) -> Iterator[Record]:
    """The games of the RenjuNet file at `path`, one `Record` at a time, in constant
    memory; each game is parsed with the GIL released. Each record has `id`,
    `opening_name` (the pattern, `Kagetsu`), `black_score`, and the opening rule,
    `swaps` and `offers` of the game's `rule`, `swap` and `alt` besides the usual fields; players, event and rules are resolved
    through the file's dictionaries. A bad game raises `RecordError` (with its byte
    `offset`); an unreadable file raises `OSError`."""
    return RenjuNetGames(os.fspath(path))
