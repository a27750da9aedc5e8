"""A referee for Gomoku and its family: freestyle, standard, Renju with its forbidden
moves, Caro, Omok, Pente and Ninuki-Renju.

The rules live in a Rust core; this package is a thin translation of it.

>>> import gomoku
>>> game = gomoku.Game(gomoku.Rules.renju())
>>> for move in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]:
...     game.push(move)
>>> game.forbidden("h8")
Forbidden.DOUBLE_THREE
>>> game.push("h8")  # under renju, Black loses by playing a forbidden point
>>> game.outcome()
Outcome(Color.WHITE, Termination.FORBIDDEN)

Many games in one call, inside Rust with the GIL released (`random_playouts`, `replay`),
and the board as numpy arrays (`Game.to_numpy`, `stack_games`; numpy is optional):

>>> playouts = gomoku.random_playouts(gomoku.Rules.freestyle(), 1000, seed=1)
>>> len(playouts), playouts.black_wins + playouts.white_wins + playouts.draws
(1000, 1000)
>>> [g.turn for g in gomoku.replay(gomoku.Rules.renju(), ["h8 h9", "h8"])]
[Color.BLACK, Color.WHITE]
"""

from ._gomoku import (
    AlreadyWonError,
    CapturedPairsError,
    CaptureTargetOutOfRangeError,
    Color,
    DrawOfferPendingError,
    EndedByActionError,
    Forbidden,
    ForbiddenMoveError,
    ForbiddenPolicy,
    Game,
    GameOverError,
    GameStateError,
    GomokuError,
    IllegalMoveError,
    InvalidColorError,
    InvalidForbiddenError,
    InvalidMoveError,
    InvalidMoveListError,
    InvalidPointError,
    InvalidTerminationError,
    LegalMoves,
    MoveLimitOutOfRangeError,
    NoDrawOfferError,
    NothingToUndoError,
    OccupiedError,
    OffBoardError,
    OffBoardSetupError,
    Outcome,
    OverlapError,
    PLANES,
    ParseError,
    PassNotAllowedError,
    Record,
    RecordError,
    RecordWriteError,
    RenjuNetGames,
    ReplayError,
    PerfectFiveNeedsCaptureError,
    Playouts,
    Point,
    Rules,
    RulesError,
    SetupError,
    SizeOutOfRangeError,
    Termination,
    UnknownRulesError,
    UnsupportedGomocupCodeError,
    __version__,
    random_playouts,
    replay,
    stack_games,
)

# `gomoku.svg.board(game)` draws a board (and `Game._repr_svg_` shows it in Jupyter). It
# is imported last: it uses the names above.
from . import svg
from . import renjunet

__all__ = [
    "AlreadyWonError",
    "CapturedPairsError",
    "CaptureTargetOutOfRangeError",
    "Color",
    "DrawOfferPendingError",
    "EndedByActionError",
    "Forbidden",
    "ForbiddenMoveError",
    "ForbiddenPolicy",
    "Game",
    "GameOverError",
    "GameStateError",
    "GomokuError",
    "IllegalMoveError",
    "InvalidColorError",
    "InvalidForbiddenError",
    "InvalidMoveError",
    "InvalidMoveListError",
    "InvalidPointError",
    "InvalidTerminationError",
    "LegalMoves",
    "MoveLimitOutOfRangeError",
    "NoDrawOfferError",
    "NothingToUndoError",
    "OccupiedError",
    "OffBoardError",
    "OffBoardSetupError",
    "Outcome",
    "OverlapError",
    "PLANES",
    "ParseError",
    "PassNotAllowedError",
    "Record",
    "RecordError",
    "RecordWriteError",
    "RenjuNetGames",
    "ReplayError",
    "PerfectFiveNeedsCaptureError",
    "Playouts",
    "Point",
    "Rules",
    "RulesError",
    "SetupError",
    "SizeOutOfRangeError",
    "Termination",
    "UnknownRulesError",
    "UnsupportedGomocupCodeError",
    "__version__",
    "random_playouts",
    "replay",
    "stack_games",
]
