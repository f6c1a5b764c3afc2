"""The table drawn as HTML, region by region, from a :class:`~hearts.web.table.state.Table`.

Each function returns the inner HTML of one region of the page (see
``index.html``); the page replaces a region only when its HTML changed, so a
card animates once, when it is played. No inline styles or handlers are
written: buttons carry ``data-action`` or ``data-card`` and the page listens
once, on the table.

>>> from hearts.web.table.state import Table
>>> html = hand_html(Table(48213907))
>>> html.count('<button'), 'aria-pressed="false"' in html
(13, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Final

from ...cards import HEARTS_MASK, Card, Suit, cards_from_mask
from ...points import point_table
from ...rules import Rules
from ...seats import EAST, NORTH, SOUTH, WEST
from ..storage.settings import rules_summary
from ..ui.cards import face_svg, suit_svg
from .claiming import claim_label, claim_note, claim_offer
from .computer import LEVEL_TITLES, LEVELS, level_descriptions
from .keys import SHORTCUTS, cursor_card, second_row
from .last_trick import last_trick, last_trick_html, pile_html
from .state import HUMAN, Table, points_text, who

__all__ = [
    "REGIONS",
    "card_html",
    "hand_html",
    "render",
    "scores_html",
    "seat_html",
    "sheet_html",
    "trick_html",
]

SEAT_CLASSES: Final = {SOUTH: "south", WEST: "west", NORTH: "north", EAST: "east"}

REGIONS: Final = (
    "info",
    "tools",
    "north",
    "west",
    "east",
    "south",
    "trick",
    "prompt",
    "hand",
    "scores",
    "sheet",
    "pile",
    "lasttrick",
)
"""Ids of the page's elements whose inner HTML :func:`render` provides (plus ``live``, set as text)."""


def _attrs(pairs: Iterable[tuple[str, str | None]]) -> str:
    return "".join(f' {name}="{escape(value)}"' for name, value in pairs if value is not None)


def card_html(card: Card, *, classes: Iterable[str] = (), label: str | None = None) -> str:
    """A face-up card that is not a button (on the table or a score sheet)."""
    names = " ".join(["card", "face-up", f"suit-{card.suit.letter}", *classes])
    return f'<div class="{names}" role="img" aria-label="{escape(label or card.name)}">{face_svg(card)}</div>'


def _hand_card(table: Table, card: Card, cursor: str | None) -> str:
    classes = ["card", "face-up", f"suit-{card.suit.letter}"]
    pressed: str | None = None
    disabled = "true"
    if table.choosing_pass:
        chosen = card in table.selected
        pressed = "true" if chosen else "false"
        disabled = "false"
        if chosen:
            classes.append("selected")
    elif table.your_turn:
        if table.playable(card):
            disabled = "false"
            classes.append("legal")
        else:
            classes.append("dimmed")
    if card in table.received_highlight:
        classes.append("received")
    if card in table.hint:
        classes.append("hinted")
    attrs = _attrs(
        [
            ("type", "button"),
            ("class", " ".join(classes)),
            ("data-card", card.code),
            ("tabindex", "0" if card.code == cursor else "-1"),
            ("aria-label", card.name),
            ("aria-disabled", disabled),
            ("aria-pressed", pressed),
        ]
    )
    return f"<button{attrs}>{face_svg(card)}</button>"


def hand_html(table: Table, cursor: str | None = None) -> str:
    """The person's hand: one button per card, the ``cursor`` card (see :func:`~hearts.web.table.keys.cursor_card`)
    the only one in the Tab order (the arrow keys move between them).

    A hand of more than seven cards has a break after its first half, where
    a narrow phone starts a second row.
    """
    cards = table.hand
    codes = [card.code for card in cards]
    playable = [card.code for card in cards if table.playable(card)]
    active = cursor_card(codes, cursor, playable)
    parts = [_hand_card(table, card, active) for card in cards]
    row = second_row(len(cards))
    if row is not None:
        parts.insert(row, '<span class="row-break" aria-hidden="true"></span>')
    return f'<div class="fan n{len(cards)}">{"".join(parts)}</div>'


def seat_html(table: Table, seat: int) -> str:
    """A seat's name plate: name, whose turn, cards held and this deal's points."""
    turn = table.to_play == seat
    held = table.cards_held(seat)
    points = table.deal_points[seat]
    name = "You" if seat == HUMAN else who(seat)
    badge = ""
    if turn:
        badge = f'<span class="badge">{"Your turn" if seat == HUMAN else "Playing"}</span>'
    backs = ""
    if seat != HUMAN:
        spread = "".join(f'<span class="back d{2 * i - held + 1}"></span>' for i in range(held))
        backs = f'<div class="backs" aria-hidden="true">{spread}</div>'
    count = f"{held} card" if held == 1 else f"{held} cards"
    return (
        f'<div class="plate{" turn" if turn else ""}">'
        f'<span class="name">{escape(name)}</span>{badge}'
        f'<span class="meta"><span class="count">{count}</span>'
        f'<span class="pts">{escape(points_text(points).capitalize())}</span></span>'
        "</div>"
        f"{backs}"
    )


def trick_html(table: Table) -> str:
    """The cards on the table, each at its player's side; the winner's card marked during the pause."""
    trick = table.shown_trick
    winner = trick.winning_play if table.stage != "playing" and trick.is_complete else None
    fresh = table.last_play
    slots = []
    for play in trick.plays:
        classes = [f"at-{SEAT_CLASSES[play.seat]}"]
        if fresh is not None and play == fresh:
            classes.append(f"fresh from-{SEAT_CLASSES[play.seat]}")
        if winner is not None and play == winner:
            classes.append("winner")
        label = f"{play.card.name}, played by {who(play.seat)}"
        slots.append(card_html(play.card, classes=classes, label=label))
    if not slots and table.stage == "passing":
        return _pass_sign(table)
    if not slots:
        return '<p class="trick-empty">' + escape(_trick_caption(table)) + "</p>"
    return "".join(slots)


_ARROW: Final = (
    '<svg class="arrow" viewBox="0 0 100 60" aria-hidden="true" focusable="false">'
    '<path d="M4 30L34 4V19H96V41H34V56Z"/></svg>'
)


def _pass_sign(table: Table) -> str:
    """A big arrow toward the seat that receives the person's three cards."""
    target = table.pass_target
    if target is None:
        return ""
    text = "Passing…" if table.has_passed else f"To {who(target)}"
    return f'<div class="pass-sign to-{SEAT_CLASSES[target]}">{_ARROW}<span class="pass-to">{escape(text)}</span></div>'


def _trick_caption(table: Table) -> str:
    if table.stage == "passing":
        return table.pass_title
    seat = table.to_play
    if seat is None:
        return ""
    return "Your lead" if seat == HUMAN else f"{who(seat)} leads"


def _button(
    label: str,
    action: str,
    *,
    primary: bool = False,
    enabled: bool = True,
    extra: str = "",
    pressed: bool | None = None,
) -> str:
    classes = "btn primary" if primary else "btn"
    attrs = _attrs(
        [
            ("type", "button"),
            ("class", classes + (" " + extra if extra else "")),
            ("data-action", action),
            ("aria-keyshortcuts", SHORTCUTS.get(action)),
            ("aria-disabled", None if enabled else "true"),
            ("aria-pressed", None if pressed is None else str(pressed).lower()),
        ]
    )
    return f"<button{attrs}>{escape(label)}</button>"


def prompt_html(table: Table, last_trick_open: bool = False) -> str:
    """The instruction line, the engine's reason for a refused tap, and the buttons that fit the moment."""
    status = f'<p class="status">{escape(table.status)}</p>'
    reason = f'<p class="reason" role="note">{escape(table.reason)}</p>' if table.reason else ""
    buttons = []
    claim = claim_offer(table)
    if claim is not None:  # the engine's proof: every remaining trick is the person's, or no point is left
        reason += f'<p class="claim-note" id="claim-note">{escape(claim_note(claim))}</p>'
        buttons.append(_button(claim_label(claim), "claim", primary=True, extra="claim"))
    if table.choosing_pass:
        count = len(table.selected)
        buttons.append(_button("Pass", "pass", primary=True, enabled=table.can_pass))
        buttons.append(f'<span class="picked">{count} of {table.pass_count} chosen</span>')
    if table.stage == "trick":
        buttons.append(_button("Continue", "continue", primary=True))
    if table.hint_wanted() is not None:
        label = "Thinking…" if table.thinking_hint else "Hint"
        buttons.append(_button(label, "hint", enabled=not table.thinking_hint, extra="hint"))
    if last_trick(table) is not None:
        buttons.append(_button("Last trick", "last-trick", extra="last-trick-btn", pressed=last_trick_open))
    actions = f'<div class="actions">{"".join(buttons)}</div>' if buttons else ""
    return status + reason + actions


def scores_html(table: Table) -> str:
    """Running totals and this deal's points for every seat."""
    order = (SOUTH, WEST, NORTH, EAST)
    head = "".join(f'<th scope="col">{escape(who(seat))}</th>' for seat in order)
    deal = "".join(f"<td>{table.deal_points[seat]}</td>" for seat in order)
    total = "".join(f"<td>{table.totals[seat]}</td>" for seat in order)
    return (
        '<h2 class="panel-title">Scores</h2>'
        '<table class="score-table">'
        f'<thead><tr><th scope="col"><span class="sr-only">Player</span></th>{head}</tr></thead>'
        f'<tbody><tr><th scope="row">This deal</th>{deal}</tr>'
        f'<tr class="total"><th scope="row">Total</th>{total}</tr></tbody>'
        "</table>"
        f'<p class="to-go">Game ends at {table.match.rules.end_score}</p>'
    )


def _level_choice(current: str) -> str:
    items = []
    descriptions = level_descriptions()
    for level in LEVELS:
        checked = " checked" if level == current else ""
        items.append(
            f'<label class="level"><input type="radio" name="level" value="{level}"{checked}>'
            f'<span class="level-name">{escape(LEVEL_TITLES[level])}</span>'
            f'<span class="level-text">{escape(descriptions[level])}</span></label>'
        )
    return f'<fieldset class="levels"><legend>Computer players</legend>{"".join(items)}</fieldset>'


def _took_html(table: Table, seat: int) -> str:
    """The penalty cards a seat took this deal: hearts counted, the Queen of spades marked."""
    taken = table.round.taken_mask(seat)
    hearts = (taken & HEARTS_MASK).bit_count()
    shown, said = [], []
    if hearts:
        shown.append(f"{suit_svg(Suit.HEARTS)}<b>{hearts}</b>")
        said.append(f"{hearts} heart{'' if hearts == 1 else 's'}")
    table_of = point_table(table.match.rules)
    for card in cards_from_mask(taken & (table_of.penalty | table_of.bonus) & ~HEARTS_MASK):
        shown.append(f"{suit_svg(card.suit)}<b>{card.rank_text}</b>")
        said.append(f"the {card.name}")
    words = " and ".join(said) or "no penalty cards"
    icons = "".join(shown) or "–"
    return f'<td class="took"><span aria-hidden="true">{icons}</span><span class="sr-only">{words}</span></td>'


def _sheet_table(table: Table) -> str:
    order = (SOUTH, WEST, NORTH, EAST)
    lowest = min(table.totals)
    rows = []
    for seat in order:
        classes = ["me"] if seat == HUMAN else []
        if table.round.moon_shooter == seat:
            classes.append("moon")
        if table.totals[seat] == lowest:
            classes.append("leader")
        rows.append(
            f'<tr class="{" ".join(classes)}"><th scope="row">{escape(who(seat))}</th>'
            f"{_took_html(table, seat)}<td>{table.deal_points[seat]}</td><td>{table.totals[seat]}</td></tr>"
        )
    return (
        '<table class="sheet-table"><thead><tr><th scope="col">Player</th><th scope="col">Took</th>'
        '<th scope="col">This deal</th>'
        f'<th scope="col">Total</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


_SHARE_ICON: Final = (
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
    '<path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"/></svg>'
)


_NEW_ICON: Final = (
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
    '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M12 8v8M8 12h8"/></svg>'
)


def _rules_note(rules: Rules | None) -> str:
    if rules is None:
        return ""
    return (
        f'<p class="rules-note">Rules: {escape(rules_summary(rules))}.'
        ' <a href="#settings">Change them in Settings</a></p>'
    )


def _choice(title: str, note: str, action: str, *, primary: bool = False) -> str:
    """A big button of the new-game menu: its title (its name) and a line saying what it does.

    The line is the button's description, drawn over the button but outside
    it, so the button's name is exactly the words it shows as its title.
    """
    note_id = f"menu-{action}"
    attrs = _attrs(
        [
            ("type", "button"),
            ("class", "btn menu-choice" + (" primary" if primary else "")),
            ("data-action", action),
            ("aria-describedby", note_id),
        ]
    )
    return (
        f'<div class="menu-item"><button{attrs}><span class="menu-title">{escape(title)}</span></button>'
        f'<span class="menu-note" id="{note_id}">{escape(note)}</span></div>'
    )


def sheet_html(
    table: Table, *, choosing_new_game: bool = False, next_level: str = "medium", next_rules: Rules | None = None
) -> str:
    """The score sheet at the end of a deal or match, or the new-game chooser; empty when none is open."""
    if choosing_new_game:
        return (
            '<div class="sheet-card new-game-card">'
            '<h2 id="sheet-title">New game</h2>'
            "<p>The game in progress will be lost.</p>"
            f"{_level_choice(next_level)}{_rules_note(next_rules)}"
            '<div class="menu">'
            + _choice("New game", "A random game with the players chosen above.", "new-game", primary=True)
            + _choice("Daily deal", "Today's game: the same cards for everyone.", "daily")
            + _choice(
                "Restart this game",
                f"Game {table.game_number} again from its first deal, same players and rules.",
                "restart",
            )
            + "</div>"
            '<div class="actions">' + _button("Keep playing", "close-sheet") + "</div></div>"
        )
    if table.stage not in ("deal-over", "match-over"):
        return ""
    over = table.stage == "match-over"
    title = table.result_news if over else f"Deal {table.deal_number} is over"
    notes = [note for note in (table.moon_news, "" if over else table.result_news) if note]
    paragraphs = "".join(f'<p class="note">{escape(note)}</p>' for note in notes)
    if over:
        buttons = (
            '<p class="sheet-links"><a href="#statistics">Your statistics</a></p>'
            + _level_choice(next_level)
            + _rules_note(next_rules)
            + '<div class="actions">'
            + _button("Review this deal", "review")
            + _button("Play again", "restart")
            + _button("Daily deal", "daily")
            + _button("New game", "new-game", primary=True)
        )
    else:
        buttons = (
            '<div class="actions">'
            + _button("Review this deal", "review")
            + _button("Next deal", "next-deal", primary=True)
        )
    return (
        f'<div class="sheet-card{" final" if over else ""}">'
        f'<h2 id="sheet-title">{escape(title)}</h2>'
        f"{paragraphs}{_sheet_table(table)}{buttons}</div></div>"
    )


def info_html(table: Table) -> str:
    """Game number (with its Share button), daily mark, deal number and level, above the table."""
    daily = '<span class="daily-chip">Daily deal</span>' if table.daily else ""
    share = (
        f'<button type="button" class="btn quiet share icon-btn" data-action="share"'
        f' aria-label="Share game {table.game_number}">{_SHARE_ICON}<span class="icon-text">Share</span></button>'
    )
    return (
        f'<span class="game-no"><span class="game-word">Game </span>{table.game_number}</span>{share}{daily}'
        f'<span class="deal-no">Deal {table.deal_number}</span>'
        f'<span class="level-chip">{escape(LEVEL_TITLES.get(table.level, table.level))}</span>'
    )


def tools_html(*, sheet_open: bool) -> str:
    """The buttons above the table (hidden while a sheet has its own)."""
    if sheet_open:
        return ""
    return (
        '<button type="button" class="btn quiet icon-btn new-game" data-action="new-game-menu"'
        f' aria-label="New game">{_NEW_ICON}<span class="icon-text">New game</span></button>'
    )


def render(
    table: Table,
    *,
    choosing_new_game: bool = False,
    next_level: str = "medium",
    next_rules: Rules | None = None,
    hand_cursor: str | None = None,
    last_trick_open: bool = False,
    overlay: str = "",
) -> dict[str, str]:
    """The inner HTML of every region in :data:`REGIONS` (``hand_cursor``: the card last focused in the hand;
    ``last_trick_open``: the last trick is being looked at again).

    ``overlay`` (a review, the play checker's question) takes the sheet's place when given.
    """
    sheet = overlay or sheet_html(
        table, choosing_new_game=choosing_new_game, next_level=next_level, next_rules=next_rules
    )
    return {
        "info": info_html(table),
        "tools": tools_html(sheet_open=bool(sheet)),
        "north": seat_html(table, NORTH),
        "west": seat_html(table, WEST),
        "east": seat_html(table, EAST),
        "south": seat_html(table, SOUTH),
        "trick": trick_html(table),
        "prompt": prompt_html(table, last_trick_open),
        "hand": hand_html(table, hand_cursor),
        "scores": scores_html(table),
        "sheet": sheet,
        "pile": pile_html(table, last_trick_open),
        "lasttrick": last_trick_html(table, last_trick_open),
    }
