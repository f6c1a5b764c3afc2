"""The page's language: which one it speaks, how the choice is kept, and Settings → Language."""

from __future__ import annotations

import json
import re

from hearts.rules import Rules
from hearts.web.language import asked_language, catalog_address, page_language, stored_choice
from hearts.web.settings.form import read_setting
from hearts.web.settings.views import settings_view
from hearts.web.storage.settings import SETTINGS_SLOT, Settings, decode_settings
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.table.saved_form import saved_form
from hearts.web.ui.tree import find, find_all
from hearts.words.languages import KNOWN, LANGUAGES, NATIVE_NAMES, PSEUDO, known_language
from tests.helpers import ROOT
from tests.helpers.catalogs import tiny_catalog


def test_the_first_visit_follows_the_browser_where_a_catalog_exists() -> None:
    assert page_language(asked=None, chosen=None, browser=["de-AT", "fr"]) == "de"
    assert page_language(asked=None, chosen=None, browser=["pt-PT", "en"]) == "pt-BR"
    assert page_language(asked=None, chosen=None, browser=["ja", "zh-CN"]) == "en"
    assert page_language(asked=None, chosen=None, browser=[]) == "en"


def test_a_choice_beats_the_browser_and_the_address_beats_both() -> None:
    assert page_language(asked=None, chosen="pl", browser=["fr"]) == "pl"
    assert page_language(asked="nl", chosen="pl", browser=["fr"]) == "nl"
    assert page_language(asked=PSEUDO, chosen=None, browser=["fr"]) == PSEUDO
    assert page_language(asked="xx", chosen="nope", browser=["it"]) == "it"


def test_the_address_asks_by_its_query() -> None:
    assert asked_language("?lang=en-XA") == PSEUDO
    assert asked_language("?deal=5&lang=pt-br") == "pt-BR"
    assert asked_language("?lang=tlh") is None and asked_language("") is None


def test_the_known_languages_and_their_catalogs() -> None:
    assert (*LANGUAGES, PSEUDO) == KNOWN
    assert known_language("PT_br") == "pt-BR" and known_language(3) is None
    assert catalog_address("en") is None
    assert catalog_address("fr") == "./locale/fr.mo" and catalog_address(PSEUDO) == "./locale/en_XA.mo"


def test_the_loading_screen_knows_the_same_languages() -> None:
    script = (ROOT / "assets" / "loading.js").read_text(encoding="utf-8")
    languages = re.search(r"^const LANGUAGES = (\[[^\]]*\]);", script, re.MULTILINE)
    pseudo = re.search(r'^const PSEUDO = ("[^"]*");', script, re.MULTILINE)
    assert languages is not None and pseudo is not None
    assert tuple(json.loads(languages.group(1))) == LANGUAGES
    assert json.loads(pseudo.group(1)) == PSEUDO


def test_the_choice_is_kept_with_the_settings() -> None:
    storage = Storage(MemoryStore())
    storage.save(SETTINGS_SLOT, Settings().changed("language", "fr"))
    raw = storage.store.get(SETTINGS_SLOT.key)
    assert stored_choice(raw) == "fr"
    assert storage.load(SETTINGS_SLOT).value.language == "fr"
    assert read_setting(Settings(), "language", "pl", False).language == "pl"


def test_old_settings_without_a_language_still_load() -> None:
    old = {"table": "blue", "sounds": False, "difficulty": "hard"}
    decoded = decode_settings(old)
    assert decoded.partial is None
    assert decoded.value.language is None and decoded.value.table == "blue"
    assert stored_choice(json.dumps({"version": 1, "data": old})) is None
    assert stored_choice(None) is None and stored_choice("{damaged") is None


def test_a_language_this_version_cannot_speak_falls_back_to_the_browsers_quietly() -> None:
    decoded = decode_settings({"language": "tlh", "table": "red"})
    assert decoded.value.language is None and decoded.value.table == "red" and decoded.partial is None


def test_settings_list_every_language_in_its_own_name() -> None:
    view = settings_view(Settings(), game_level="medium", game_rules=Rules(), language="fr")
    select = find(view, "select", name="language")
    assert select is not None
    options = find_all(select, "option")
    assert [option.get("value") for option in options] == list(LANGUAGES)
    assert [option.children[0] for option in options] == [NATIVE_NAMES[tag] for tag in LANGUAGES]
    assert PSEUDO not in [option.get("value") for option in options]
    chosen = [option.get("value") for option in options if option.get("selected") is not None]
    assert chosen == ["fr"]
    assert {option.get("value"): option.get("lang") for option in options}["de"] == "de"


FRENCH = {
    (None, "Your turn."): "À vous de jouer.",
    ("heading", "Scores"): "Points",
    ("button", "New game"): "Nouvelle partie",
    ("top bar", "History"): "Historique",
    (None, "Hearts"): "Dame de pique",
}


def test_a_new_language_draws_the_same_game_in_its_words() -> None:
    from hearts.web.table.state import Table
    from hearts.web.table.views import render
    from hearts.web.ui.tree import html_of
    from hearts.words.catalog import language, use_catalog
    from tests.helpers.page import at_your_turn, pass_all

    table = at_your_turn(pass_all(Table(48213907)))
    table.play(table.round.legal_plays()[0])
    table = at_your_turn(table)
    saved = saved_form(table)
    english = {name: html_of(region) for name, region in render(table).items()}
    use_catalog("fr", tiny_catalog(FRENCH, "fr"))
    assert language() == "fr"
    french = {name: html_of(region) for name, region in render(table).items()}
    assert "À vous de jouer." in french["prompt"] and "Your turn." in english["prompt"]
    assert ">Points</h2>" in french["scores"] and "Nouvelle partie" in french["tools"]
    assert french["hand"] == english["hand"] and french["trick"] == english["trick"]  # the same cards, in place
    assert saved_form(table) == saved  # drawing in another language changes nothing in the game


def test_the_page_words_follow_the_language() -> None:
    from hearts.web.page_words import page_words
    from hearts.words.catalog import use_catalog

    use_catalog("fr", tiny_catalog(FRENCH, "fr"))
    words = {(selector, attribute): text for selector, attribute, text in page_words()}
    assert words[("title", "title")] == "Dame de pique"
    assert words[(".topbar a[href='#history'] .icon-text", None)] == "Historique"
    assert words[(".topbar a[href='#settings'] .icon-text", None)] == "Settings"  # not in this catalog: English


def test_every_screen_made_that_can_draw_again_does() -> None:
    from hearts.web.router import Router

    class Address:
        def fragment(self) -> str:
            return "#history"

        def go(self, fragment: str) -> None: ...

        def replace(self, fragment: str) -> None: ...

    drawn: list[str] = []

    class Plain:
        def show(self, route: object) -> None: ...

        def hide(self) -> None: ...

    class Redrawing(Plain):
        def __init__(self, name: str) -> None:
            self.name = name

        def redraw(self) -> None:
            drawn.append(self.name)

    router = Router(Address())
    router.add("table", Plain)
    router.add("history", lambda: Redrawing("history"))
    router.add("learn", lambda: Redrawing("learn"))
    router.follow()
    router.redraw()
    assert drawn == ["history"]  # Learn was never made: it draws in the language in use when it is
