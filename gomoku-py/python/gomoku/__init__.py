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
    MoveLimitZeroError,
    NoDrawOfferError,
    NothingToUndoError,
    OccupiedError,
    OffBoardError,
    OffBoardSetupError,
    Outcome,
    OverlapError,
    ParseError,
    PassNotAllowedError,
    PerfectFiveNeedsCaptureError,
    Point,
    Rules,
    RulesError,
    SetupError,
    SizeOutOfRangeError,
    Termination,
    UnknownRulesError,
    UnsupportedGomocupCodeError,
    __version__,
)

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
    "MoveLimitZeroError",
    "NoDrawOfferError",
    "NothingToUndoError",
    "OccupiedError",
    "OffBoardError",
    "OffBoardSetupError",
    "Outcome",
    "OverlapError",
    "ParseError",
    "PassNotAllowedError",
    "PerfectFiveNeedsCaptureError",
    "Point",
    "Rules",
    "RulesError",
    "SetupError",
    "SizeOutOfRangeError",
    "Termination",
    "UnknownRulesError",
    "UnsupportedGomocupCodeError",
    "__version__",
]
