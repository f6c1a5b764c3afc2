"""The game in progress as stored: a header and the moves apart, the moves growing by a few characters a card,
read back to the same game; today's stored form still read; damaged moves refused in words and kept aside."""

from __future__ import annotations

import json
from typing import Final

import pytest

from hearts import Match, Rules
from hearts.record import GameRecord
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.saved_game import SAVED_GAME_SLOT, SavedGame
from hearts.web.storage.saved_moves import MovesText, read_moves
from hearts.web.storage.saved_play import MOVES_KEY, SavedPlay
from hearts.web.storage.slots import MemoryStore, StoredDataError
from hearts.web.storage.store import Storage
from tests.helpers.matches import play_match

GAME: Final = 48213907
MATCH_ID: Final = "48213907-1764417600000-beef"
TODAY: Final = (
    '{"version":1,"data":{"record":{"format":"hearts-record","version":1,"game":48213907,"rules":{'
    '"queen_breaks_hearts":false,"bonus_card":"none","moon":"add","ties":"continue","end_score":100,'
    '"pass_cycle":["left","right","across","hold"],"pass_count":3,"first_leader":"two-of-clubs",'
    '"first_lead":"two-of-clubs","points_on_first_trick":false,"hearts_must_be_broken":true,'
    '"lead_hearts_over_queen":false,"card_values":"standard","shoot_the_sun":false,"no_tricks_bonus":false},'
    '"deals":[{"passes":["4C JC QC","2C 3C TC","5C 7C 9C","6C 8C 2D"],"plays":"2C 5C 6C 4C 8C JC"}]},'
    '"match":"48213907-1764417600000-beef","difficulty":"hard"}}'
)
"""A saved game as versions before this one stored it: the whole record under ``hearts.game``."""


def saved(match: Match) -> SavedGame:
    return SavedGame.of(match, MATCH_ID, "hard")


def test_the_moves_grow_by_a_few_characters_a_card_and_read_back_to_the_same_game() -> None:
    for rules in (Rules(), Rules.preset("omnibus")):
        store = MemoryStore()
        play = SavedPlay(Storage(store))
        match = Match(GAME, rules)
        play.save(saved(match), match)
        before = store.data[MOVES_KEY]
        for action in range(200):  # four deals and more: passes, cards, the next deals
            play_match(match, seed=action, stop_after=1)
            if match.round.is_over and not match.is_over:
                match.next_round()
            header = store.data[SAVED_GAME_SLOT.key]
            assert play.save(saved(match), match) is None
            text = store.data[MOVES_KEY]
            assert text.startswith(before) and 2 <= len(text) - len(before) <= 16  # one move, or a deal and a pass
            assert store.data[SAVED_GAME_SLOT.key] == header  # the header did not change: it is not written
            before = text
            if action % 37 == 0:
                again = SavedPlay(Storage(store)).load()
                assert again is not None and again.record == GameRecord.from_match(match)
        assert len(match.rounds) >= 4


def test_the_header_is_small_and_written_when_the_table_state_changes() -> None:
    store = MemoryStore()
    play = SavedPlay(Storage(store))
    match = Match(GAME)
    play.save(saved(match), match)
    header = json.loads(store.data[SAVED_GAME_SLOT.key])
    assert header["version"] == 2 and "record" not in header["data"] and len(store.data[SAVED_GAME_SLOT.key]) < 600
    picked = SavedGame.of(match, MATCH_ID, "hard", pass_selection=match.round.hand(0)[:2])
    play.save(picked, match)
    assert json.loads(store.data[SAVED_GAME_SLOT.key])["data"]["selected"] == "4C JC"
    again = SavedPlay(Storage(store)).load()
    assert again == picked


def test_today_s_saved_game_is_still_read_and_written_in_the_new_form_at_the_next_save() -> None:
    store = MemoryStore({SAVED_GAME_SLOT.key: TODAY})
    keeper = Keeper(store)
    restored = keeper.restore()
    assert restored.notice is None and restored.match is not None and restored.saved_game is not None
    match = restored.match
    assert restored.saved_game.match_id == MATCH_ID and restored.saved_game.difficulty == "hard"
    assert [card.code for card in match.round.cards_played] == ["2C", "5C", "6C", "4C", "8C", "JC"]
    match.round.play(match.round.legal_plays()[0])
    assert keeper.save_game(saved(match), match)
    assert "record" not in json.loads(store.data[SAVED_GAME_SLOT.key])["data"]
    assert store.data[MOVES_KEY].startswith(MATCH_ID + ";0:4CJCQC,")
    again = Keeper(store).restore()
    assert again.notice is None and again.saved_game is not None
    assert again.saved_game.record == GameRecord.from_match(match)


@pytest.mark.parametrize(
    "moves",
    [
        MATCH_ID + ";0:4CJCQC,1:2C3CTC,2:5C7C9C,3:6C8C2D,2C,ZZ",  # not a card
        MATCH_ID + ";0:4CJCQC,1:2C3CTC,2:5C7C9C,3:6C8C2D,2C,AS",  # a card that cannot be played there
        MATCH_ID + ";0:4CJC",  # a pass of two cards
        MATCH_ID + ";0:4CJCQC,0:4CJCQC",  # a seat passing twice
        "48213907-1-a;0:4CJCQC",  # another game's moves
        "no game at all",
        None,  # the moves are missing
    ],
)
def test_damaged_moves_are_refused_in_words_and_kept_aside(moves: str | None) -> None:
    store = MemoryStore()
    match = Match(GAME)
    SavedPlay(Storage(store)).save(saved(match), match)
    header = store.data[SAVED_GAME_SLOT.key]
    if moves is None:
        del store.data[MOVES_KEY]
    else:
        store.data[MOVES_KEY] = moves
    restored = Keeper(store).restore()
    assert restored.saved_game is None and restored.match is None
    assert restored.notice == (
        "Your game in progress could not be read (it does not describe a possible game), so a new game was dealt."
        " A copy of the old data was kept."
    )
    assert store.data["hearts.backup.game.1"] == header  # nothing is deleted unread
    assert store.data.get("hearts.backup.moves.1") == moves
    assert SAVED_GAME_SLOT.key not in store.data and MOVES_KEY not in store.data


def test_a_damaged_header_is_refused_in_words() -> None:
    store = MemoryStore({SAVED_GAME_SLOT.key: json.dumps({"version": 2, "data": {"match": MATCH_ID, "game": 0}})})
    restored = Keeper(store).restore()
    assert restored.saved_game is None
    assert "Your game in progress could not be read (it does not describe a possible game)" in (restored.notice or "")
    assert "hearts.backup.game.1" in store.data


def test_moves_read_back_refuse_what_they_cannot_hold() -> None:
    moves = MovesText(MATCH_ID)
    assert read_moves(moves.text, MATCH_ID, GAME, Rules()) == GameRecord.from_match(Match(GAME))  # one empty deal
    with pytest.raises(StoredDataError):
        read_moves(moves.text + "x" * 2_000_001, MATCH_ID, GAME, Rules())
    with pytest.raises(StoredDataError):
        read_moves(MATCH_ID + ";9:4CJCQC", MATCH_ID, GAME, Rules())
    with pytest.raises(ValueError, match="fewer"):
        match = play_match(GAME, seed=None, stop_after=8)
        moves.follow(match)
        moves.follow(Match(GAME))  # not the match these moves were written from


class Reads(MemoryStore):
    """A store in a dict that counts the reads."""

    reads = 0

    def get(self, key: str) -> str | None:
        self.reads += 1
        return super().get(key)


def test_following_other_tabs_by_their_events_reads_nothing_again_until_one_is_told() -> None:
    store = Reads()
    storage = Storage(store)
    storage.follow_other_tabs()
    play = SavedPlay(storage)
    match = Match(GAME)
    play.save(saved(match), match)
    store.reads = 0
    store.data[MOVES_KEY] += ",2C"  # another tab writes, and the event has not come yet
    assert not play.changed_elsewhere() and store.reads == 0
    storage.written_elsewhere(MOVES_KEY)  # the `storage` event
    assert play.changed_elsewhere() and store.reads == 0
    assert play.load() is None  # read again: the other tab's text (here, moves that cannot be read)
    assert not play.changed_elsewhere()
    play.save(saved(match), match)
    storage.written_elsewhere(None)  # another tab cleared the storage
    assert play.changed_elsewhere()
