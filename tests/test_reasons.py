"""Illegal for the right reason: a step that names its rule (`because:`) passes only when refused
by that rule. Each shipped scenario is mutated (its phase, its turn player, a zone emptied, turns
of phases inserted before a named step); wherever that makes a named step legal or refused by
another rule, the scenario must no longer be met."""
from __future__ import annotations

import copy

import pytest
import yaml

from judge.sim import parse, replay
from judge.sim.engine import refused_for
from judge.sim.rules import vocabulary
from judge.sim.scenario import ScenarioError, load
from judge.sim.verify import scenario_files

from .conftest import run_judge

NAMED = [p for p in scenario_files() if any(a.get("because") for a in load(p).actions)]
# the one scenario whose named rule no generic mutation reaches: the card itself is what the rule
# is about (a Ritual Monster Special Summoned from the Deck or the hand, never Summoned properly)
UNREACHED = {"ritual-only-through-ritual"}


def mutations(sc):
    s = sc.state
    for phase in ("battle", "main1", "end"):
        if s.phase != phase:
            m = copy.deepcopy(sc)
            m.state.phase = phase
            yield m
    m = copy.deepcopy(sc)
    m.state.turn_player = "B" if s.turn_player == "A" else "A"
    yield m
    for player in ("A", "B"):
        for zone in ("monsters", "spells", "hand", "graveyard"):
            m = copy.deepcopy(sc)
            pl = m.state.players[player]
            uids = [u for u in getattr(pl, zone) if u is not None]
            if not uids:
                continue
            for u in uids:
                m.state.cards[u].zone, m.state.cards[u].area = "banished", ""
                pl.banished.append(u)
            setattr(pl, zone, [None] * len(getattr(pl, zone)) if zone in ("monsters", "spells") else [])
            yield m
    for i, act in enumerate(sc.actions):
        if act.get("because"):
            for n in (1, 2, 3, 5):
                m = copy.deepcopy(sc)
                m.actions = m.actions[:i] + [{"action": "next_phase", "player": act.get("player", s.turn_player)}] * n \
                    + m.actions[i:]
                yield m


def changed_reason(result) -> bool:
    return any(st.because and (st.legal or not refused_for(st.rule_id, st.because)) for st in result.steps)


def reached(path) -> bool:
    """Whether some mutation changes a named step's outcome; each such mutation must fail."""
    sc = load(path)
    assert replay(sc).met
    found = False
    for mutated in mutations(sc):
        try:
            result = replay(mutated)
        except ScenarioError:
            continue  # a mutation the scenario format refuses (a choice no longer offered…)
        if changed_reason(result):
            found = True
            assert not result.met, [s.as_json() for s in result.steps]
    return found


@pytest.mark.parametrize("path", NAMED, ids=lambda p: p.stem)
def test_a_named_refusal_for_another_reason_is_not_met(path):
    # an unreached scenario must really be one: the list cannot hide one a mutation reaches
    assert reached(path) != (path.stem in UNREACHED), path.stem


def test_every_illegal_step_of_the_shipped_scenarios_names_its_rule():
    unnamed = [(p.stem, i) for p in scenario_files() for i, a in enumerate(load(p).actions)
               if a.get("expect") == "illegal" and not a.get("because")]
    assert unnamed == []


def test_the_unreached_are_still_named_and_met():
    for path in NAMED:
        if path.stem in UNREACHED:
            assert replay(load(path)).met


BOARD = """
state:
  phase: %s
  A: {hand: [Summoned Skull], monsters: [Vorse Raider]}
actions:
  - {action: normal_summon, card: Summoned Skull, expect: illegal, because: %s}
expect: {}
"""


def test_because_passes_only_for_its_own_rule():
    met = replay(parse(yaml.safe_load(BOARD % ("main1", "tributes-by-level")), "t"))
    assert met.met  # refused for want of a Tribute, as named (the first words of the id suffice)
    other = replay(parse(yaml.safe_load(BOARD % ("battle", "tributes-by-level")), "t"))
    assert not other.met and "only-in-your-main-phase" in other.failures[0]


def test_because_on_a_legal_step_is_a_scenario_error():
    with pytest.raises(ScenarioError, match="because"):
        replay(parse(yaml.safe_load("""
state: {A: {hand: [Vorse Raider]}}
actions:
  - {action: normal_summon, card: Vorse Raider, because: tributes-by-level}
expect: {}
"""), "t"))


def test_the_rule_vocabulary_is_listed():
    ids = dict(vocabulary())
    assert "only-in-your-main-phase" in ids and "rivalry-of-warlords-only-one-type-of-face-up-monster" in ids
    proc = run_judge("sim", "--rules")
    assert proc.returncode == 0 and "a-spell-speed-1-effect-cannot-be-chained:" in proc.stdout
