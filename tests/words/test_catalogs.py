"""The message catalogs: the template follows the sources, every language is complete, compiled and consistent.

The first half checks the catalogs of the package (hearts/locale/); the second,
on catalogs made in a temporary folder, what scripts/catalogs.py does with them.
"""

from __future__ import annotations

import doctest
import gettext
import json
import os
import re
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural

from hearts.words import catalog as words_catalog
from hearts.words.catalog import CatalogMissing, use_language
from hearts.words.languages import LANGUAGES, PSEUDO, catalog_folder
from tests.helpers.scripts import load_script

catalogs = load_script("catalogs")

TRANSLATED = [tag for tag in LANGUAGES if tag != "en"]


@cache
def package_catalog(tag: str) -> Catalog:
    read: Catalog = catalogs.read(catalogs.po_path(catalogs.LOCALE, tag), catalogs.babel_locale(tag))
    return read


@cache
def template() -> Catalog:
    read: Catalog = catalogs.read(catalogs.LOCALE / catalogs.TEMPLATE_NAME)
    return read


# The package's catalogs ------------------------------------------------------------------------------------------


def test_the_template_is_up_to_date_with_the_sources() -> None:
    committed = catalogs.message_keys(template())
    fresh = catalogs.message_keys(catalogs.extracted(catalogs.SOURCES))
    missing = sorted(str(key[:2]) for key in fresh - committed)[:10]
    gone = sorted(str(key[:2]) for key in committed - fresh)[:10]
    assert committed == fresh, (
        f"hearts/locale/hearts.pot is stale (run scripts/catalogs.py extract, then update): "
        f"not in it {missing}; no longer in the sources {gone}"
    )


@pytest.mark.parametrize("tag", TRANSLATED)
def test_every_language_follows_the_template(tag: str) -> None:
    wanted = {(message.context, message.id) for message in template() if message.id}
    have = {(message.context, message.id) for message in package_catalog(tag) if message.id}
    assert wanted == have, "run scripts/catalogs.py update"


@pytest.mark.parametrize("tag", TRANSLATED)
def test_the_headers_name_the_language_and_utf_8(tag: str) -> None:
    headers = dict(package_catalog(tag).mime_headers)
    assert headers["Language"] == catalog_folder(tag)
    text = catalogs.po_path(catalogs.LOCALE, tag).read_text(encoding="utf-8")
    assert '\n"Content-Type: text/plain; charset=UTF-8\\n"\n' in text


@pytest.mark.parametrize("tag", TRANSLATED)
def test_every_message_is_translated(tag: str) -> None:
    missing = [
        catalogs.describe(message)
        for message in package_catalog(tag)
        if message.id and not all(catalogs.forms(message))
    ]
    assert not missing, f"{len(missing)} untranslated in {tag}: {missing[:10]}"


@pytest.mark.parametrize("tag", TRANSLATED)
def test_no_entry_is_fuzzy(tag: str) -> None:
    assert [catalogs.describe(message) for message in package_catalog(tag) if message.id and message.fuzzy] == []


@pytest.mark.parametrize("tag", TRANSLATED)
def test_every_form_has_the_placeholders_of_the_english(tag: str) -> None:
    report = catalogs.check_language(catalogs.LOCALE, tag, template())
    assert report.placeholders == []


@pytest.mark.parametrize("tag", TRANSLATED)
def test_the_plural_forms_are_the_languages(tag: str) -> None:
    catalog = package_catalog(tag)
    assert catalogs.plural_problem(catalog, tag) is None
    assert catalog.num_plurals == get_plural(catalogs.babel_locale(tag)).num_plurals
    plural = dict(catalog.mime_headers)["Plural-Forms"]
    rule = gettext.c2py(plural.split("plural=", 1)[1].rstrip(";"))
    assert {rule(n) for n in range(200)} <= set(range(catalog.num_plurals))
    for message in catalog:
        if message.id and message.pluralizable:
            assert len(catalogs.forms(message)) == catalog.num_plurals, catalogs.describe(message)


def test_polish_has_three_forms_and_uses_the_few_form_for_22() -> None:
    catalog = package_catalog("pl")
    assert catalog.num_plurals == 3
    rule = gettext.c2py(dict(catalog.mime_headers)["Plural-Forms"].split("plural=", 1)[1].rstrip(";"))
    assert [rule(n) for n in (1, 2, 5, 12, 22, 25)] == [0, 1, 2, 2, 1, 2]


@pytest.mark.parametrize("tag", TRANSLATED)
def test_the_compiled_catalogs_are_up_to_date_with_the_po_files(tag: str) -> None:
    compiled = catalogs.mo_path(catalogs.LOCALE, tag)
    assert compiled.is_file(), f"{compiled} is missing: run scripts/catalogs.py compile (./scripts/setup does)"
    assert compiled.read_bytes() == catalogs.mo_bytes(package_catalog(tag)), "run scripts/catalogs.py compile"


# The tool, on catalogs of its own --------------------------------------------------------------------------------

SOURCE = """
from hearts.words.catalog import gettext as _, ngettext, npgettext, pgettext, noop as N_

# Translators: {seat} is a player's name ("West", "you"); {card} a card such as "Q♠".
played = _("{seat} plays the {card}.")
points = ngettext("{count} point", "{count} points", 3)
hold = pgettext("button", "Hold")
loading = pgettext("loading screen", "Shuffling the cards…")
lesson = N_("Keep the {AS} or {KS} and you may win a spade trick with the {QS} on it: {=queen}. *Pass* both.")
tricks = npgettext("score sheet", "{count} trick", "{count} tricks", 2)
"""


@pytest.fixture
def made(tmp_path: Path) -> tuple[Path, Path]:
    """A package's sources and its catalogs: extracted and updated, nothing translated."""
    sources, locale = tmp_path / "hearts", tmp_path / "hearts" / "locale"
    (sources / "views").mkdir(parents=True)
    (sources / "views" / "table.py").write_text(SOURCE, encoding="utf-8")
    assert catalogs.extract(locale, sources)
    catalogs.update(locale)
    return sources, locale


def translate(locale: Path, tag: str, strings: dict[str, str | tuple[str, ...]]) -> None:
    path = catalogs.po_path(locale, tag)
    catalog = catalogs.read(path, catalogs.babel_locale(tag))
    for message in catalog:
        key = message.id if isinstance(message.id, str) else message.id[0]
        if key in strings:
            message.string = strings[key]
    path.write_bytes(catalogs.po_bytes(catalog))


FRENCH: dict[str, str | tuple[str, ...]] = {
    "{seat} plays the {card}.": "{seat} joue le {card}.",
    "{count} point": ("{count} point", "{count} de points", "{count} points"),
    "Hold": "Garder",
    "Shuffling the cards…": "On mélange les cartes…",
    "Keep the {AS} or {KS} and you may win a spade trick with the {QS} on it: {=queen}. *Pass* both.": (
        "Gardez l'{AS} ou le {KS} et vous pourriez gagner un pli à pique avec la {QS} : {=queen}. *Passez* les deux."
    ),
    "{count} trick": ("{count} pli", "{count} de plis", "{count} plis"),
}


def test_the_template_lists_contexts_comments_and_files_without_line_numbers(made: tuple[Path, Path]) -> None:
    __, locale = made
    text = (locale / "hearts.pot").read_text(encoding="utf-8")
    comment = " ".join(line.removeprefix("#. ") for line in text.splitlines() if line.startswith("#. "))
    assert comment == 'Translators: {seat} is a player\'s name ("West", "you"); {card} a card such as "Q♠".'
    assert 'msgctxt "button"\nmsgid "Hold"' in text
    assert 'msgid "{count} point"\nmsgid_plural "{count} points"' in text
    assert "#: hearts/views/table.py\n" in text and "table.py:" not in text
    ids = re.findall(r'^msgid "(.+)"$', text, re.MULTILINE)
    assert ids == sorted(ids)


def test_the_template_changes_only_when_the_messages_do(made: tuple[Path, Path]) -> None:
    sources, locale = made
    template_file = locale / "hearts.pot"
    before = template_file.read_bytes()
    (sources / "views" / "table.py").write_text("\n\n# moved down\n" + SOURCE, encoding="utf-8")
    assert not catalogs.extract(locale, sources)
    assert template_file.read_bytes() == before
    (sources / "views" / "table.py").write_text(SOURCE + '\nnew = _("Pass three cards")\n', encoding="utf-8")
    assert not catalogs.template_is_current(template_file, sources)
    assert catalogs.extract(locale, sources)
    assert 'msgid "Pass three cards"' in template_file.read_text(encoding="utf-8")


def test_new_languages_get_their_headers_and_plural_forms(made: tuple[Path, Path]) -> None:
    __, locale = made
    for tag in TRANSLATED:
        catalog = catalogs.read(catalogs.po_path(locale, tag))
        headers = dict(catalog.mime_headers)
        assert headers["Language"] == catalog_folder(tag)
        assert '"Content-Type: text/plain; charset=UTF-8\\n"' in catalogs.po_path(locale, tag).read_text("utf-8")
        assert catalogs.plural_problem(catalog, tag) is None
        assert not catalog.fuzzy
    polish = dict(catalogs.read(catalogs.po_path(locale, "pl")).mime_headers)["Plural-Forms"]
    assert polish.startswith("nplurals=3;")


def test_update_keeps_translations_and_leaves_a_changed_message_untranslated(made: tuple[Path, Path]) -> None:
    sources, locale = made
    translate(locale, "fr", FRENCH)
    changed = SOURCE.replace('pgettext("button", "Hold")', 'pgettext("button", "Keep")')
    (sources / "views" / "table.py").write_text(changed, encoding="utf-8")
    catalogs.extract(locale, sources)
    fuzzy = catalogs.update(locale)
    assert fuzzy["fr"] == []
    french = catalogs.read(catalogs.po_path(locale, "fr"), "fr")
    assert french.get("{seat} plays the {card}.").string == "{seat} joue le {card}."
    keep = french.get("Keep", context="button")
    assert keep is not None and keep.string == "" and not keep.fuzzy
    assert french.obsolete  # the old translation stays at the end of the file for the translator


def test_check_finds_nothing_in_a_complete_compiled_catalog(made: tuple[Path, Path]) -> None:
    sources, locale = made
    translate(locale, "fr", FRENCH)
    catalogs.compile_catalogs(locale)
    general, reports = catalogs.check(locale, ["fr"], sources)
    assert general == []
    assert list(reports[0].problems()) == []


def test_check_reports_a_broken_placeholder_in_any_form(made: tuple[Path, Path]) -> None:
    sources, locale = made
    broken = {
        **FRENCH,
        "{seat} plays the {card}.": "{siège} joue le {card}.",
        "{count} trick": ("{count} pli", "{count} de plis", "des plis"),
    }
    translate(locale, "fr", broken)
    catalogs.compile_catalogs(locale)
    __, [report] = catalogs.check(locale, ["fr"], sources)
    assert report.placeholders == [
        "placeholders of [score sheet] '{count} trick' (form 2): missing {count}",
        "placeholders of '{seat} plays the {card}.': missing {seat}; unknown {siège}",
    ]


def test_check_reports_untranslated_fuzzy_plural_forms_and_stale_files(made: tuple[Path, Path]) -> None:
    sources, locale = made
    translate(locale, "fr", {key: value for key, value in FRENCH.items() if key != "Hold"})
    path = catalogs.po_path(locale, "fr")
    catalogs.compile_catalogs(locale)
    french = catalogs.read(path, "fr")
    french.get("{seat} plays the {card}.").flags.add("fuzzy")
    path.write_bytes(catalogs.po_bytes(french))
    path.write_text(path.read_text(encoding="utf-8").replace("nplurals=3;", "nplurals=4;"), encoding="utf-8")
    (sources / "views" / "table.py").write_text(SOURCE + '\nnew = _("Pass three cards")\n', encoding="utf-8")
    general, [report] = catalogs.check(locale, ["fr"], sources)
    assert general == [f"{locale / 'hearts.pot'} is out of date with the sources: run scripts/catalogs.py extract"]
    assert report.missing == ["[button] 'Hold'", "'{count} point'", "[score sheet] '{count} trick'"]  # no 4th form
    assert report.fuzzy == ["'{seat} plays the {card}.'"]
    assert report.plural == ["Plural-Forms says 4 forms; fr has 3"]
    assert any("out of date with its PO" in line for line in report.stale)


def test_check_on_the_command_line_exits_1_and_says_why(
    made: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    sources, locale = made
    monkeypatch.setattr(catalogs, "LOCALE", locale)
    monkeypatch.setattr(catalogs, "SOURCES", sources)
    translate(locale, "fr", {**FRENCH, "Hold": "Garder {card}"})
    assert catalogs.main(["compile"]) == 0
    assert catalogs.main(["check", "fr"]) == 1
    out = capsys.readouterr().out
    assert "catalogs: fr: placeholders of [button] 'Hold': unknown {card}" in out
    translate(locale, "fr", FRENCH)
    assert catalogs.main(["check", "fr"]) == 1  # the PO changed: its compiled catalog is out of date
    assert "out of date with its PO" in capsys.readouterr().out
    assert catalogs.main(["compile"]) == 0
    assert catalogs.main(["check", "fr"]) == 0
    assert catalogs.main(["check"]) == 1  # the other languages are untranslated


@pytest.mark.parametrize("command", ["extract", "update", "compile", "pseudo", "check"])
def test_every_command_explains_itself(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        catalogs.main([command, "--help"])
    assert done.value.code == 0
    assert "usage:" in capsys.readouterr().out


# The pseudo-language ---------------------------------------------------------------------------------------------

_BRACED = re.compile(r"\{[^{}]*\}")


def test_the_tools_examples_hold() -> None:
    assert doctest.testmod(catalogs).failed == 0


def test_pseudo_text_is_accented_longer_bracketed_and_keeps_every_placeholder() -> None:
    for english in [*(key for key in FRENCH), "{count} points", "Pass", "A"]:
        text = catalogs.pseudo_text(english)
        assert text.startswith("⟦") and text.endswith("⟧")
        assert len(text) - 2 >= 1.4 * len(english)
        assert sorted(_BRACED.findall(text)) == sorted(_BRACED.findall(english))
        outside = _BRACED.sub("", text)
        assert not re.search("[A-Za-z]", outside), text
        assert "*" not in english or outside.count("*") == english.count("*")


def test_the_pseudo_language_compiles_with_its_plural_forms_and_contexts(made: tuple[Path, Path]) -> None:
    __, locale = made
    catalogs.pseudo(locale)
    catalogs.compile_catalogs(locale)
    compiled = catalogs.mo_path(locale, PSEUDO)
    with compiled.open("rb") as file:
        pseudo = gettext.GNUTranslations(file)
    assert pseudo.gettext("{seat} plays the {card}.").format(seat="West", card="Q♠").startswith("⟦West þļàýš ţĥé Q♠.")
    assert pseudo.ngettext("{count} point", "{count} points", 1).startswith("⟦{count} þöîñţ ")
    assert pseudo.ngettext("{count} point", "{count} points", 2).startswith("⟦{count} þöîñţš ")
    assert pseudo.npgettext("score sheet", "{count} trick", "{count} tricks", 5).startswith("⟦{count} ţŕîçķš ")
    assert pseudo.pgettext("button", "Hold").startswith("⟦Ĥöļð")


def test_the_site_gets_every_compiled_catalog_and_the_loading_screens_words(
    made: tuple[Path, Path], tmp_path: Path
) -> None:
    sources, locale = made
    translate(locale, "fr", FRENCH)
    site = tmp_path / "site"
    written, warnings = catalogs.write_site(site, locale, sources)
    assert warnings == []
    names = sorted(path.relative_to(site).as_posix() for path in written)
    folders = sorted(catalog_folder(tag) for tag in [*TRANSLATED, PSEUDO])
    assert names == sorted([*(f"locale/{folder}.mo" for folder in folders), "locale/loading.json"])
    loading = json.loads((site / "locale" / "loading.json").read_text(encoding="utf-8"))
    assert loading["fr"] == {"Shuffling the cards…": "On mélange les cartes…"}
    assert loading["de"] == {}
    assert loading[PSEUDO]["Shuffling the cards…"].startswith("⟦Šĥûƒƒļîñĝ ţĥé çàŕðš…")
    assert (site / "locale" / "fr.mo").read_bytes() == catalogs.mo_path(locale, "fr").read_bytes()


def test_the_site_is_told_when_the_template_is_stale(made: tuple[Path, Path], tmp_path: Path) -> None:
    sources, locale = made
    (sources / "views" / "table.py").write_text(SOURCE + '\nnew = _("Pass three cards")\n', encoding="utf-8")
    before = (locale / "hearts.pot").read_bytes()
    __, warnings = catalogs.write_site(tmp_path / "site", locale, sources)
    assert warnings == ["hearts.pot is out of date with the sources: run scripts/catalogs.py extract and update"]
    assert (locale / "hearts.pot").read_bytes() == before  # the build never rewrites a tracked file


# The package speaks a language from its catalogs -----------------------------------------------------------------


def test_a_language_is_compiled_in_memory_when_only_its_po_is_there(
    made: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    __, locale = made
    translate(locale, "fr", FRENCH)
    assert not catalogs.mo_path(locale, "fr").exists()
    monkeypatch.setattr(words_catalog, "LOCALE_DIR", locale)
    use_language("fr")
    assert words_catalog.gettext("{seat} plays the {card}.") == "{seat} joue le {card}."
    assert words_catalog.ngettext("{count} point", "{count} points", 0) == "{count} point"
    assert words_catalog.npgettext("score sheet", "{count} trick", "{count} tricks", 3) == "{count} plis"


def test_a_compiled_catalog_is_used_and_a_newer_po_wins(
    made: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    __, locale = made
    translate(locale, "fr", FRENCH)
    catalogs.compile_catalogs(locale)
    monkeypatch.setattr(words_catalog, "LOCALE_DIR", locale)
    monkeypatch.setitem(sys.modules, "babel.messages.pofile", None)  # as on the page: no Babel
    use_language("fr")
    assert words_catalog.pgettext("button", "Hold") == "Garder"
    monkeypatch.delitem(sys.modules, "babel.messages.pofile")
    translate(locale, "fr", {"Hold": "Tenir"})
    compiled = catalogs.mo_path(locale, "fr")
    po = catalogs.po_path(locale, "fr")
    stamp = compiled.stat().st_mtime
    os.utime(po, (stamp + 10, stamp + 10))
    use_language("fr")
    assert words_catalog.pgettext("button", "Hold") == "Tenir"


def test_without_a_compiled_catalog_or_babel_the_message_says_what_to_run(
    made: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    __, locale = made
    monkeypatch.setattr(words_catalog, "LOCALE_DIR", locale)
    monkeypatch.setitem(sys.modules, "babel.messages.pofile", None)
    with pytest.raises(CatalogMissing, match=r"not compiled: run scripts/catalogs.py compile"):
        use_language("de")
    with pytest.raises(CatalogMissing, match="not compiled"):
        use_language(PSEUDO)
    with pytest.raises(CatalogMissing, match="no language 'tlh'"):
        use_language("tlh")
