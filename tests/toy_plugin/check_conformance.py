"""The boardrules conformance suite on the installed toy plugin (run by test_toy_plugin.py)."""

from boardrules.testing import conformance_tests

TestConformance = conformance_tests(
    "toy", secrets=lambda state, seat: state.data.deck, max_examples=3
)
