"""The command line in the player's language: ``--lang`` before or after the command.

The real catalogs are compiled by the build; these tests compile a tiny French
catalog of their own with Babel and point the package's catalogs at it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from hearts import Match
from hearts.cli import main
from hearts.record import GameRecord
from hearts.words import catalog
from hearts.words.catalog import use_language
from hearts.words.languages import ENGLISH

FRENCH: dict[tuple[str | None, str], str | tuple[str, str]] = {
    (None, "Game {game}, hand {hand} (pass {direction})"): "Partie {game}, donne {hand} (passe {direction})",
    ("pass direction", "right"): "à droite",
    ("seat", "South"): "Sud",
    ("seat", "West"): "Ouest",
    ("seat", "North"): "Nord",
    ("seat", "East"): "Est",
    (None, "Deal {number}: {scores}"): "Donne {number} : {scores}",
    (None, "Totals : {scores}"): "Totaux : {scores}",
    (None, "Game {game}: {count} deal, record is valid."): (
        "Partie {game} : {count} donne, l'enregistrement est valide.",
        "Partie {game} : {count} donnes, l'enregistrement est valide.",
    ),
}
"""A few messages of the command line in French."""


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A compiled French catalog of :data:`FRENCH` where the package looks for its catalogs."""
    messages = Catalog(locale="fr", domain=catalog.DOMAIN)
    for (context, english), french_words in FRENCH.items():
        if isinstance(french_words, tuple):
            messages.add((english, english), french_words, context=context)
        else:
            messages.add(english, french_words, context=context)
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{catalog.DOMAIN}.mo").open("wb") as compiled:
        write_mo(compiled, messages)
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    yield
    use_language(ENGLISH)


@pytest.mark.usefixtures("french")
def test_deal_prints_its_words_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "48213907", "--hand", "1", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Partie 48213907, donne 1 (passe à droite)"
    assert [line.split()[0] for line in lines[1:]] == ["Sud", "Ouest", "Nord", "Est"]
    assert lines[1].startswith("Sud    ♠")  # the seats' column as wide as the longest name and a space


@pytest.mark.usefixtures("french")
def test_lang_may_stand_before_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = Match(2024)
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[:3])
    match.round.play(match.round.legal_plays()[0])
    path = tmp_path / "game.json"
    path.write_text(GameRecord.from_match(match).to_json(), encoding="utf-8")
    assert main(["--lang", "fr", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Partie 2024 : 1 donne, l'enregistrement est valide." in out
    assert "Donne  1 : Sud " in out and "Totaux : Sud " in out
    assert "(in progress, 1 card played)" in out  # a message the tiny catalog leaves in English


def test_english_is_the_default_and_may_be_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "48213907", "--hand", "1", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Game 48213907, hand 1 (pass right)"


@pytest.mark.parametrize("arguments", [["deal", "5", "--lang", "xx"], ["--lang=tlh", "deal", "5"]])
def test_an_unknown_language_exits_2_naming_the_languages(
    arguments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(arguments)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "unknown language" in err and "choose one of en, es, fr, de, pt-BR, it, nl, pl" in err


def test_a_missing_catalog_is_said_plainly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    assert main(["deal", "5", "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert "/pl/LC_MESSAGES/hearts.mo is not compiled" in err
    assert capsys.readouterr().out == ""
