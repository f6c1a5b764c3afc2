"""What the table last said for the live region, and how many times it spoke (a repeated sentence is a new one).

>>> said = Announcement()
>>> said.say("Your turn."); said.say("Your turn.")
>>> said.text, said.count
('Your turn.', 2)
"""

from __future__ import annotations

__all__ = ["Announcement"]


class Announcement:
    """The latest sentence for screen readers, and a count that changes with every one."""

    def __init__(self) -> None:
        self.text = ""
        self.count = 0

    def say(self, text: str) -> None:
        self.text = text
        self.count += 1
