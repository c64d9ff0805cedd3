"""Languages: every string the screens show (every module under ``ui/``: the croupier's, the
pit boss's and the trainee's) has a Spanish and a Russian translation, and the committed .qm
files are compiled from the committed .ts sources."""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from ui.i18n import I18N_DIR

LANGUAGES = ("es", "ru")
TOOLS = pathlib.Path(sys.executable).parent


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_screen_string_is_translated(code: str) -> None:
    tree = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts")
    untranslated = [
        m.findtext("source")
        for m in tree.getroot().iter("message")
        if (m.find("translation") is None or m.find("translation").get("type") in ("unfinished", "obsolete"))  # type: ignore[union-attr]
    ]
    assert untranslated == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translation_keeps_the_placeholders_of_its_source(code: str) -> None:
    tree = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts")
    braces = re.compile(r"\{\w*\}")  # str.format fields: a missing or renamed one breaks the screen
    pairs = [
        (m.findtext("source") or "", form)
        for m in tree.getroot().iter("message")
        # a plural message (numerus) has its forms in <numerusform>s: each must keep them
        for form in ([f.text or "" for f in m.iter("numerusform")] or [m.findtext("translation") or ""])
    ]
    wrong = [(src, tr) for src, tr in pairs if set(braces.findall(src)) != set(braces.findall(tr))]
    assert wrong == []


PLURAL_FORMS = {"en": 2, "es": 2, "ru": 3}  # Russian: 1 раунд, 3 раунда, 5 раундов


@pytest.mark.parametrize("code", list(PLURAL_FORMS))
def test_every_plural_message_has_the_language_s_forms_each_with_the_count(code: str) -> None:
    tree = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts")
    plural = [m for m in tree.getroot().iter("message") if m.get("numerus") == "yes"]
    assert plural, "the pit boss's counted messages are plural messages"
    for m in plural:
        forms = [f.text or "" for f in m.iter("numerusform")]
        assert len(forms) == PLURAL_FORMS[code], m.findtext("source")
        assert all("%n" in f or "%Ln" in f for f in forms), m.findtext("source")


def test_lupdate_finds_no_string_missing_from_the_sources(tmp_path: pathlib.Path) -> None:
    lupdate = shutil.which("pyside6-lupdate", path=str(TOOLS))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    ui = I18N_DIR.parent
    fresh = tmp_path / "fresh.ts"
    sources = [str(p) for p in sorted(ui.rglob("*.py"))]  # every screen: croupier, pit boss, training
    sources.append(str(ui.parent / "dealer_assist" / "messages.py"))  # the engine's messages (Engine)
    subprocess.run([lupdate, "-locations", "none", *sources, "-ts", str(fresh)], check=True, capture_output=True)
    found = {(c.findtext("name"), m.findtext("source")) for c in ET.parse(fresh).getroot() for m in c.iter("message")}
    for code in LANGUAGES:
        committed = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts").getroot()
        have = {(c.findtext("name"), m.findtext("source")) for c in committed for m in c.iter("message")}
        assert found - have == set(), f"{code}: run lupdate and translate the new strings (ui/i18n/README.md)"


@pytest.mark.parametrize("code", LANGUAGES)
def test_committed_qm_is_compiled_from_the_committed_ts(tmp_path: pathlib.Path, code: str) -> None:
    lrelease = shutil.which("pyside6-lrelease", path=str(TOOLS))
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    out = tmp_path / f"{code}.qm"
    subprocess.run(
        [lrelease, str(I18N_DIR / f"dealer_assist_{code}.ts"), "-qm", str(out)], check=True, capture_output=True
    )
    assert out.read_bytes() == (I18N_DIR / f"dealer_assist_{code}.qm").read_bytes()
