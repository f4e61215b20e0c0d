"""The Swedish catalogs are complete and the shipped ``.mo`` files match them
(tests/catalogs.py says how to update both)."""

import pytest

from rules import i18n
from tests import catalogs


@pytest.mark.parametrize("package", catalogs.PACKAGES)
def test_every_marked_message_has_a_swedish_translation(package):
    assert catalogs.untranslated(package) == [], "run python -m tests.catalogs and translate"


@pytest.mark.parametrize("package", catalogs.PACKAGES)
def test_the_shipped_mo_is_compiled_from_the_po(package):
    assert catalogs.compiled(package) == catalogs.compiled_from_po(package), "run python -m tests.catalogs"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'fi'"):
        i18n.use("fi")
    assert i18n.language() == "en"
