"""The message catalogs: extract the template, update the languages, compile them, make the pseudo-language, check.

    .venv/bin/python scripts/catalogs.py extract    hearts/locale/hearts.pot from the sources of hearts/
    .venv/bin/python scripts/catalogs.py update     every language's hearts.po from the template
    .venv/bin/python scripts/catalogs.py compile    hearts.mo beside each hearts.po (--site DIR: DIR/locale/*.mo too)
    .venv/bin/python scripts/catalogs.py pseudo     the pseudo-language en-XA (folder en_XA, never committed)
    .venv/bin/python scripts/catalogs.py check      what is missing or wrong; exits 1 if anything

The template lists each message with its context, its translator comments and
the files it comes from (no line numbers, no date that changes at every run):
it changes only when the messages do. The PO files follow it through Babel's
update, with no fuzzy matching (a changed message starts untranslated; its old
translation is kept at the end of the file as an obsolete entry). The build
(scripts/build_site.py) compiles every language and the pseudo-language into
dist/locale/<folder>.mo and writes dist/locale/loading.json, the loading screen's
words, without touching any file git tracks.
"""

from __future__ import annotations

import argparse
import gettext
import io
import json
import math
import re
import sys
import tomllib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.core import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's package, whatever the virtual environment installed

from hearts.words.catalog import DOMAIN  # noqa: E402
from hearts.words.languages import ENGLISH, LANGUAGES, NATIVE_NAMES, PSEUDO, catalog_folder  # noqa: E402

SOURCES = ROOT / "hearts"
LOCALE = ROOT / "hearts" / "locale"
TEMPLATE_NAME = f"{DOMAIN}.pot"
SITE_FOLDER = "locale"
"""The catalogs' folder in the built site: ``locale/<folder>.mo`` and ``locale/loading.json``."""
LOADING_CONTEXT = "loading screen"
LOADING_FILE = "loading.json"
COMMENT_TAG = "Translators:"
WIDTH = 76
CHARSET = "UTF-8"
PROJECT = "Hearts"
HEADER_COMMENT = "\n".join(
    [
        "# The messages of Hearts{language}.",
        "# {made}",
        "# See docs/TRANSLATING.md.",
        "#",
    ]
)
TRANSLATED = tuple(tag for tag in LANGUAGES if tag != ENGLISH)
"""The languages with a catalog, as BCP 47 tags (``pt-BR``); their folders are ``catalog_folder(tag)``."""

_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{[^{}]*\}")
"""A placeholder: anything in braces (``{card}``, ``{count}``, Learn's ``{QS}`` and ``{=queen}``); ``{{`` and ``}}``
are literal braces in a format string and count as text."""


class CatalogError(Exception):
    """A catalog cannot be read or made."""


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def po_path(locale_dir: Path, tag: str) -> Path:
    """``<locale_dir>/<folder>/LC_MESSAGES/hearts.po`` of a language tag."""
    return locale_dir / catalog_folder(tag) / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(locale_dir: Path, tag: str) -> Path:
    return po_path(locale_dir, tag).with_suffix(".mo")


def read(path: Path, locale: str | None = None) -> Catalog:
    try:
        with path.open("rb") as file:
            catalog = read_po(file, locale=locale, abort_invalid=True)
        if catalog.charset.lower() == CHARSET.lower():
            catalog.charset = CHARSET  # Babel reads it in lower case: written back as it was
        return catalog
    except FileNotFoundError:
        raise CatalogError(f"{path} is missing") from None
    except Exception as error:  # Babel raises PoFileError and others on a damaged file
        raise CatalogError(f"{path}: {error}") from error


def po_bytes(catalog: Catalog) -> bytes:
    """A catalog as PO text: sorted by message, files without line numbers, obsolete entries kept."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, sort_output=True, include_lineno=False)
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """A catalog compiled: fuzzy entries and untranslated messages left out (English shows in their place)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` unless it already holds exactly that; whether it wrote."""
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


# extract ---------------------------------------------------------------------------------------------------------


def extracted(sources: Path = SOURCES, created: datetime | None = None) -> Catalog:
    """The template made from the Python files under ``sources``: Babel's default keywords, translator comments."""
    catalog = Catalog(
        project=PROJECT,
        version=version(),
        msgid_bugs_address="",
        creation_date=created or datetime.now(UTC).replace(second=0, microsecond=0),
        header_comment=HEADER_COMMENT.format(language="", made="Made by scripts/catalogs.py extract: never edit it."),
        charset=CHARSET,
    )
    found = extract_from_dir(
        str(sources),
        method_map=[("**.py", "python")],
        keywords=DEFAULT_KEYWORDS,
        comment_tags=(COMMENT_TAG,),
    )
    for filename, lineno, message, comments, context in found:
        location = (Path(sources.name, filename).as_posix(), lineno)
        catalog.add(message, None, [location], auto_comments=comments, context=context)
    return catalog


MessageKey = tuple[object, ...]


def message_keys(catalog: Catalog) -> set[MessageKey]:
    """What a template says of each message: its context, its text (both forms), translator comments, files, flags."""
    return {
        (
            message.context,
            message.id,
            " ".join(" ".join(message.auto_comments).split()),  # as the template wraps them
            tuple(sorted({filename for filename, __ in message.locations})),
            tuple(sorted(message.flags)),
        )
        for message in catalog
        if message.id
    }


def template_is_current(template: Path, sources: Path = SOURCES) -> bool:
    """Whether ``template`` holds exactly the messages of the sources (its date and layout aside)."""
    if not template.is_file():
        return False
    return message_keys(read(template)) == message_keys(extracted(sources))


def extract(locale_dir: Path = LOCALE, sources: Path = SOURCES) -> bool:
    """Write the template from the sources, unless it already holds the same messages; whether it wrote."""
    template = locale_dir / TEMPLATE_NAME
    fresh = extracted(sources)
    if template.is_file() and message_keys(read(template)) == message_keys(fresh):
        return False
    return write_if_changed(template, po_bytes(fresh))


# update ----------------------------------------------------------------------------------------------------------


def babel_locale(tag: str) -> str:
    return catalog_folder(tag)


def new_catalog(tag: str, template: Catalog) -> Catalog:
    """A language's first PO: every message of the template, untranslated, with the language's headers."""
    catalog = Catalog(
        locale=babel_locale(tag),
        domain=DOMAIN,
        project=PROJECT,
        version=version(),
        msgid_bugs_address="",
        creation_date=template.creation_date,
        revision_date=template.creation_date,
        language_team=f"{NATIVE_NAMES.get(tag, tag)}",
        header_comment=HEADER_COMMENT.format(
            language=f" in {Locale.parse(babel_locale(tag)).english_name}",
            made="Follows hearts.pot through scripts/catalogs.py update; translate it with a PO editor.",
        ),
        charset=CHARSET,
        fuzzy=False,
    )
    catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
    return catalog


def update(locale_dir: Path = LOCALE, tags: Sequence[str] = TRANSLATED) -> dict[str, list[str]]:
    """Bring each language's PO in line with the template (a missing one is made); the fuzzy entries of each."""
    template = read(locale_dir / TEMPLATE_NAME)
    fuzzy: dict[str, list[str]] = {}
    for tag in tags:
        path = po_path(locale_dir, tag)
        if path.is_file():
            catalog = read(path, babel_locale(tag))
            catalog.update(template, no_fuzzy_matching=True, update_creation_date=True)
        else:
            catalog = new_catalog(tag, template)
        write_if_changed(path, po_bytes(catalog))
        fuzzy[tag] = [describe(message) for message in catalog if message.id and message.fuzzy]
    return fuzzy


# compile ---------------------------------------------------------------------------------------------------------


def present(locale_dir: Path, tags: Iterable[str]) -> list[str]:
    return [tag for tag in tags if po_path(locale_dir, tag).is_file()]


def compile_catalogs(locale_dir: Path = LOCALE, site: Path | None = None, pseudo: bool = True) -> list[Path]:
    """hearts.mo beside each language's PO (and the pseudo-language's, when made); with ``site``, also
    ``site/locale/<folder>.mo``. Returns the compiled files written or confirmed."""
    tags = present(locale_dir, [*TRANSLATED, *([PSEUDO] if pseudo else [])])
    written = []
    for tag in tags:
        data = mo_bytes(read(po_path(locale_dir, tag), babel_locale(tag) if tag != PSEUDO else None))
        write_if_changed(mo_path(locale_dir, tag), data)
        written.append(mo_path(locale_dir, tag))
        if site is not None:
            target = site / SITE_FOLDER / f"{catalog_folder(tag)}.mo"
            write_if_changed(target, data)
            written.append(target)
    return written


# pseudo ----------------------------------------------------------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçðéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_PADDING = " ļöŕéḿ îþšûḿ ðöļöŕ šîţ àḿéţ çöñšéçţéţûŕ"
LONGER = 0.4
"""How much longer each pseudo-message is than its English, padding only (the brackets come on top)."""


def pseudo_text(text: str) -> str:
    """``text`` in the pseudo-language: letters accented, about 40 % longer, in ``⟦ ⟧``; placeholders kept.

    >>> pseudo_text("Pass {count} cards to {seat}")
    '⟦Þàšš {count} çàŕðš ţö {seat} ļöŕéḿ îþšûḿ⟧'
    """
    if not text:
        return text
    parts = []
    end = 0
    for found in _PLACEHOLDER.finditer(text):
        parts.append(text[end : found.start()].translate(_ACCENTED))
        parts.append(found.group())
        end = found.end()
    parts.append(text[end:].translate(_ACCENTED))
    padding = math.ceil(len(text) * LONGER)
    pad = (_PADDING * (padding // len(_PADDING) + 1))[:padding]
    return "⟦" + "".join(parts) + pad + "⟧"


def pseudo_catalog(template: Catalog) -> Catalog:
    """The pseudo-language from the template: each message and each of its plural forms made pseudo."""
    catalog = Catalog(
        locale=catalog_folder(PSEUDO),
        domain=DOMAIN,
        project=PROJECT,
        version=version(),
        msgid_bugs_address="",
        creation_date=template.creation_date,
        revision_date=template.creation_date,
        language_team="pseudo",
        header_comment=HEADER_COMMENT.format(language=" in the pseudo-language", made="Made by catalogs.py pseudo."),
        charset=CHARSET,
        fuzzy=False,
    )
    for message in template:
        if not message.id:
            continue
        string: str | tuple[str, ...]
        if isinstance(message.id, tuple | list):
            string = tuple(pseudo_text(form) for form in message.id)
        else:
            string = pseudo_text(message.id)
        catalog.add(message.id, string, list(message.locations), context=message.context)
    return catalog


def pseudo(locale_dir: Path = LOCALE) -> Path:
    """Write the pseudo-language's PO from the template (``compile`` compiles it)."""
    path = po_path(locale_dir, PSEUDO)
    write_if_changed(path, po_bytes(pseudo_catalog(read(locale_dir / TEMPLATE_NAME))))
    return path


# check -----------------------------------------------------------------------------------------------------------


def placeholders(text: str) -> set[str]:
    """The placeholders of a message (``{{`` and ``}}`` are text)."""
    return {token for token in _PLACEHOLDER.findall(text) if token not in ("{{", "}}")}


def describe(message: Message) -> str:
    text = message.id if isinstance(message.id, str) else message.id[0]
    context = f"[{message.context}] " if message.context else ""
    short = text if len(text) <= 60 else text[:57] + "..."
    return f"{context}{short!r}"


def forms(message: Message) -> list[str]:
    if isinstance(message.string, str):
        return [message.string]
    return list(message.string or [""])


def source_placeholders(message: Message) -> set[str]:
    if isinstance(message.id, str):
        return placeholders(message.id)
    return set().union(*(placeholders(form) for form in message.id))


def plural_problem(catalog: Catalog, tag: str) -> str | None:
    """What is wrong with the header's Plural-Forms, if anything: the number of forms must be Babel's for the
    language, and the expression must be valid C giving a form for every count."""
    header = dict(catalog.mime_headers).get("Plural-Forms", "")
    found = re.fullmatch(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*", header)
    if found is None:
        return f"Plural-Forms {header!r} is not 'nplurals=N; plural=EXPRESSION;'"
    count = int(found.group(1))
    wanted = get_plural(babel_locale(tag)).num_plurals
    if count != wanted:
        return f"Plural-Forms says {count} forms; {babel_locale(tag)} has {wanted}"
    try:
        rule = gettext.c2py(found.group(2))
    except (ValueError, SyntaxError) as error:
        return f"Plural-Forms expression {found.group(2)!r} is not valid: {error}"
    bad = [n for n in range(1001) if not 0 <= rule(n) < count]
    if bad:
        return f"Plural-Forms gives no valid form for {bad[0]}"
    return None


@dataclass
class Report:
    """The problems of one language's catalog, each a line."""

    tag: str
    missing: list[str]
    fuzzy: list[str]
    placeholders: list[str]
    plural: list[str]
    stale: list[str]

    def problems(self) -> Iterator[str]:
        if self.missing:
            yield (
                f"{len(self.missing)} untranslated: "
                + ", ".join(self.missing[:5])
                + (", ..." if len(self.missing) > 5 else "")
            )
        for line in self.fuzzy:
            yield f"fuzzy: {line}"
        yield from self.placeholders
        yield from self.plural
        yield from self.stale


def check_language(locale_dir: Path, tag: str, template: Catalog | None) -> Report:
    report = Report(tag, [], [], [], [], [])
    path = po_path(locale_dir, tag)
    if not path.is_file():
        report.stale.append(f"{path} is missing: run scripts/catalogs.py update")
        return report
    try:
        catalog = read(path, babel_locale(tag))
    except CatalogError as error:
        report.stale.append(str(error))
        return report
    headers = dict(catalog.mime_headers)
    if headers.get("Language") != babel_locale(tag):
        report.stale.append(f"the Language header is {headers.get('Language')!r}, not {babel_locale(tag)!r}")
    if catalog.charset.lower() != "utf-8":
        report.stale.append(f"the charset is {catalog.charset}, not UTF-8")
    problem = plural_problem(catalog, tag)
    if problem:
        report.plural.append(problem)
    for message in catalog:
        if not message.id:
            continue
        strings = forms(message)
        if message.pluralizable and len(strings) != catalog.num_plurals:
            report.plural.append(f"{describe(message)} has {len(strings)} forms, not {catalog.num_plurals}")
        if message.fuzzy:
            report.fuzzy.append(describe(message))
        if not all(strings):
            report.missing.append(describe(message))
            continue
        wanted = source_placeholders(message)
        for index, string in enumerate(strings):
            got = placeholders(string)
            if got != wanted:
                which = f" (form {index})" if message.pluralizable else ""
                lost, extra = ", ".join(sorted(wanted - got)), ", ".join(sorted(got - wanted))
                differences = [f"{word} {tokens}" for word, tokens in (("missing", lost), ("unknown", extra)) if tokens]
                report.placeholders.append(f"placeholders of {describe(message)}{which}: {'; '.join(differences)}")
    if template is not None:
        ids = {(message.context, message.id) for message in template if message.id}
        have = {(message.context, message.id) for message in catalog if message.id}
        if ids != have:
            report.stale.append(
                f"{len(ids - have)} messages of the template missing, {len(have - ids)} not in it: "
                "run scripts/catalogs.py update"
            )
    compiled = mo_path(locale_dir, tag)
    if not compiled.is_file():
        report.stale.append(f"not compiled ({compiled}): run scripts/catalogs.py compile")
    elif compiled.read_bytes() != mo_bytes(catalog):
        report.stale.append(f"{compiled} is out of date with its PO: run scripts/catalogs.py compile")
    return report


def check(
    locale_dir: Path = LOCALE, tags: Sequence[str] = TRANSLATED, sources: Path | None = SOURCES
) -> tuple[list[str], list[Report]]:
    """The template's problems (stale, unreadable) and each language's report."""
    general: list[str] = []
    template: Catalog | None = None
    try:
        template = read(locale_dir / TEMPLATE_NAME)
    except CatalogError as error:
        general.append(str(error))
    if template is not None and sources is not None and message_keys(template) != message_keys(extracted(sources)):
        general.append(f"{locale_dir / TEMPLATE_NAME} is out of date with the sources: run scripts/catalogs.py extract")
    return general, [check_language(locale_dir, tag, template) for tag in tags]


# the site --------------------------------------------------------------------------------------------------------


def loading_words(catalog: Catalog) -> dict[str, str]:
    """The translated messages of the loading screen (context ``loading screen``): English → translated."""
    return {
        message.id: message.string
        for message in catalog
        if message.context == LOADING_CONTEXT
        and isinstance(message.id, str)
        and isinstance(message.string, str)
        and message.string
        and not message.fuzzy
    }


def write_site(site: Path, locale_dir: Path = LOCALE, sources: Path = SOURCES) -> tuple[list[Path], list[str]]:
    """The catalogs of the built site: the pseudo-language made from the template, every language compiled into
    ``site/locale/<folder>.mo`` (and beside its PO, git-ignored), ``site/locale/loading.json``. Changes no file
    git tracks. Returns the files of the site written and warnings (a template out of date with the sources)."""
    warnings = []
    if not template_is_current(locale_dir / TEMPLATE_NAME, sources):
        warnings.append(f"{TEMPLATE_NAME} is out of date with the sources: run scripts/catalogs.py extract and update")
    pseudo(locale_dir)
    written = [path for path in compile_catalogs(locale_dir, site) if path.is_relative_to(site)]
    loading = {
        tag: loading_words(read(po_path(locale_dir, tag), babel_locale(tag) if tag != PSEUDO else None))
        for tag in present(locale_dir, [*TRANSLATED, PSEUDO])
    }
    target = site / SITE_FOLDER / LOADING_FILE
    target.write_text(json.dumps(loading, ensure_ascii=False, sort_keys=True, indent=1) + "\n", encoding="utf-8")
    return [*written, target], warnings


# the command line ------------------------------------------------------------------------------------------------


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = main.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands.add_parser(
        "extract",
        help="write hearts/locale/hearts.pot from the sources",
        description="Write hearts/locale/hearts.pot from the Python files of hearts/ (Babel's default keywords, "
        "'# Translators:' comments), sorted; left as it is when the messages are the same.",
    )
    commands.add_parser(
        "update",
        help="bring every language's PO in line with the template",
        description="Bring every language's hearts.po in line with hearts.pot: translations kept, new messages "
        "untranslated, no fuzzy matching; a missing language's PO is made with its headers. Lists fuzzy entries.",
    )
    compiling = commands.add_parser(
        "compile",
        help="compile each PO to hearts.mo beside it",
        description="Compile each language's hearts.po (and the pseudo-language's, when made) to hearts.mo beside "
        "it; fuzzy entries are left out.",
    )
    compiling.add_argument("--site", type=Path, help="a built site: also write SITE/locale/<folder>.mo")
    commands.add_parser(
        "pseudo",
        help="make the pseudo-language en-XA from the template",
        description="Write hearts/locale/en_XA/LC_MESSAGES/hearts.po from the template: every message accented, "
        "about 40 %% longer, in ⟦ ⟧, placeholders untouched (then run compile). Never committed.",
    )
    checking = commands.add_parser(
        "check",
        help="report what is missing or wrong; exit 1 if anything",
        description="Report untranslated and fuzzy messages, placeholders that differ from the English, invalid "
        "Plural-Forms, PO files behind the template, a template behind the sources and compiled catalogs out of "
        "date. Exits 1 if there is anything to report.",
    )
    checking.add_argument("languages", nargs="*", metavar="LANG", help="only these languages (tags: fr, pt-BR)")
    return main


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return run(args)
    except CatalogError as error:
        print(f"catalogs: {error}", file=sys.stderr)
        return 1


def run(args: argparse.Namespace) -> int:
    if args.command == "extract":
        wrote = extract(LOCALE, SOURCES)
        count = len([message for message in read(LOCALE / TEMPLATE_NAME) if message.id])
        print(f"catalogs: {'wrote' if wrote else 'unchanged:'} {LOCALE / TEMPLATE_NAME} ({count} messages)")
    elif args.command == "update":
        fuzzy = update(LOCALE)
        for tag, lines in fuzzy.items():
            for line in lines:
                print(f"catalogs: {tag}: fuzzy: {line}")
        print(f"catalogs: updated {len(fuzzy)} languages from {TEMPLATE_NAME}")
    elif args.command == "compile":
        written = compile_catalogs(LOCALE, site=args.site)
        print(f"catalogs: compiled {len(written)} files")
    elif args.command == "pseudo":
        print(f"catalogs: wrote {pseudo(LOCALE)}")
    else:
        tags = [known for known in TRANSLATED if not args.languages or known in args.languages]
        unknown = sorted(set(args.languages) - set(TRANSLATED))
        if unknown:
            raise CatalogError(f"no language {', '.join(unknown)}: choose among {', '.join(TRANSLATED)}")
        general, reports = check(LOCALE, tags, SOURCES)
        failed = bool(general)
        for line in general:
            print(f"catalogs: {line}")
        for report in reports:
            for line in report.problems():
                failed = True
                print(f"catalogs: {report.tag}: {line}")
        print(f"catalogs: {'problems found' if failed else 'every catalog is complete and compiled'}")
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
