"""The `rules` and `size` arguments of the environments."""

from __future__ import annotations

from .. import Rules


def rules_arg(rules: Rules | str | None, size: int | None = None) -> Rules:
    """`rules` (a `Rules`, its text, or `None` for freestyle) on a `size` board if given."""
    if rules is None:
        r = Rules.freestyle()
    elif isinstance(rules, str):
        r = Rules.parse(rules)
    elif isinstance(rules, Rules):
        r = rules
    else:
        raise TypeError(f"rules must be a Rules or its text, not {type(rules).__name__}")
    return r if size is None else r.with_size(size)
