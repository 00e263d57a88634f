"""Refusals: an illegal action names the rule that refused it (`need`), and a choice the game
asks for that a scenario did not give is an error of the scenario (`choose`)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import fold


def rule_id(rule: str) -> str:
    """A rule's id: its words, lower case, joined by hyphens ("only in your Main Phase" →
    "only-in-your-main-phase"); a card's own rule starts with the card's name
    ("rivalry-of-warlords-only-one-type-of-face-up-monster"). A scenario's `because:` names one,
    or the first words of one."""
    return "-".join(re.findall(r"[a-z0-9]+", fold(rule)))


@dataclass
class Refusal(Exception):
    """An illegal action: the rule that refused it, in words a judge would use, and its id."""

    rule: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.rule}: {self.detail}" if self.detail else self.rule

    @property
    def id(self) -> str:
        return rule_id(self.rule)


def refused_for(refusal_id: str, because: str) -> bool:
    """Whether a refusal is the one a scenario names: its id, or the id's first words."""
    return refusal_id == because or refusal_id.startswith(because + "-")


class ChoiceNeeded(Exception):
    """The game asks a player to choose and the scenario does not say what: an error in the
    scenario, never a default pick."""


class NotModelled(Exception):
    """A card would act here and its effect is not modelled: the replay cannot say what happens."""


def choose(choices: dict, key: str, options, what: str):
    """The choice a scenario gave under `key`, checked against the options the game offers; with
    only one option there is nothing to choose."""
    options = sorted(set(options))
    if len(options) == 1:  # nothing to choose (a choice given is for a later moment of the step)
        return options[0]
    if key in choices:
        if choices[key] not in options:
            raise ChoiceNeeded(f"choices.{key}: {choices[key]!r} is not one of {', '.join(map(str, options))} ({what})")
        return choices[key]
    raise ChoiceNeeded(f"choices.{key}: {what}: one of {', '.join(map(str, options))} must be chosen")


def need(condition: bool, rule: str, detail: str = "") -> None:
    if not condition:
        raise Refusal(rule, detail)
