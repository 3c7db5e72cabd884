"""The card language: YAML files of declarative entries, validated and loaded into attrs classes."""

from boardrules.cards.folders import validate_paths
from boardrules.cards.loader import Catalog, load_catalog
from boardrules.cards.schema import Ability, Card, Source
from boardrules.cards.validate import Problem

__all__ = ["Ability", "Card", "Catalog", "Problem", "Source", "load_catalog", "validate_paths"]
