"""Cards on the board act as in the game: no effect silently ignored, locks that hold, choices given.

Every scenario here is my own board, built for the rule it tests (not a shipped scenario)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from judge.sim import parse, replay
from judge.sim.scenario import ScenarioError, catalogue
from judge.sim.verify import verify

from .conftest import run_judge


def play(text: str):
    return replay(parse(yaml.safe_load(text), "test"))


def test_the_card_table_says_which_cards_could_act():
    cards = catalogue()
    assert cards["Jinzo"].has_effect and cards["Scapegoat"].has_effect and cards["Trap Hole"].has_effect
    assert not cards["Dark Magician"].has_effect and not cards["Mechanicalchaser"].has_effect
    assert not cards["Flame Swordsman"].has_effect  # a Fusion without an effect
    assert cards["Thousand-Eyes Restrict"].has_effect  # a Fusion with one


def test_a_face_up_jinzo_refuses_a_trap_activation_by_its_rule():
    result = play("""
state:
  A: {monsters: [Jinzo]}
  B: {spells_traps: [{card: Trap Hole, face: down}, {card: Mirror Force, face: down}]}
actions:
  - {player: B, action: activate, card: Mirror Force, expect: illegal}
expect: {location: {Mirror Force: field}}
""")
    assert result.met, result.failures
    assert "Jinzo: Trap Cards cannot be activated" in result.steps[0].rule


def test_jinzo_negates_a_continuous_trap_already_face_up():
    # Rivalry of Warlords face-up: two Types on A's side would have to go, unless Jinzo negates it
    result = play("""
state:
  A: {monsters: [Jinzo, Dark Magician], spells_traps: [{card: Rivalry of Warlords, face: up}]}
actions: []
expect: {location: {Jinzo: field, Dark Magician: field}}
""")
    assert result.met, result.failures


def test_a_flip_summon_after_scapegoat_is_refused():
    result = play("""
state:
  A:
    hand: [Scapegoat]
    monsters: [{card: Hane-Hane, position: set}]
actions:
  - {action: activate, card: Scapegoat}
  - {action: resolve}
  - {action: flip_summon, card: Hane-Hane, choices: {target: Sheep Token}, expect: illegal}
expect: {position: {Hane-Hane: set}}
""")
    assert result.met, result.failures
    assert result.steps[2].rule.startswith("Scapegoat: no other Summon")


def test_after_scapegoat_a_normal_summon_is_refused_and_a_set_is_not():
    result = play("""
state:
  A: {hand: [Scapegoat, Vorse Raider]}
actions:
  - {action: activate, card: Scapegoat}
  - {action: resolve}
  - {action: normal_summon, card: Vorse Raider, expect: illegal}
  - {action: set_monster, card: Vorse Raider}
expect: {location: {Vorse Raider: field}, position: {Vorse Raider: set}}
""")
    assert result.met, result.failures
    assert result.steps[2].rule.startswith("Scapegoat: no other Summon")


def test_scapegoat_binds_only_its_turn():
    result = play("""
state:
  turn_player: B
  A:
    deck: [Pot of Greed]
    hand: [Vorse Raider]
    spells_traps: [{card: Scapegoat, face: down}]
actions:
  - {player: A, action: activate, card: Scapegoat}
  - {action: resolve}
  - {player: B, action: next_phase}
  - {player: B, action: next_phase}
  - {player: B, action: next_phase}
  - {player: B, action: next_phase}
  - {player: A, action: next_phase}
  - {player: A, action: next_phase}
  - {player: A, action: normal_summon, card: Vorse Raider}
expect: {location: {Vorse Raider: field}}
""")
    assert result.met, result.failures


def test_royal_decree_negates_other_traps_but_lets_them_be_activated():
    result = play("""
state:
  phase: main1
  A: {hand: [Vorse Raider]}
  B:
    spells_traps: [{card: Royal Decree, face: up}, {card: Trap Hole, face: down}]
actions:
  - {player: A, action: normal_summon, card: Vorse Raider}
  - {player: B, action: activate, card: Trap Hole, targets: [Vorse Raider]}
  - {action: resolve}
expect: {location: {Vorse Raider: field, Trap Hole: graveyard}}
""")
    assert result.met, result.failures


def test_spell_canceller_refuses_spells_and_imperial_order_negates_them():
    canceller = play("""
state:
  A: {hand: [Pot of Greed], deck: [Vorse Raider, Battle Ox]}
  B: {monsters: [Spell Canceller]}
actions:
  - {action: activate, card: Pot of Greed, expect: illegal}
expect: {hand_size: {A: 1}}
""")
    assert canceller.met, canceller.failures
    assert "Spell Canceller: Spell Cards cannot be activated" in canceller.steps[0].rule
    order = play("""
state:
  A: {hand: [Pot of Greed], deck: [Vorse Raider, Battle Ox]}
  B: {spells_traps: [{card: Imperial Order, face: up}]}
actions:
  - {action: activate, card: Pot of Greed}
  - {action: resolve}
expect: {hand_size: {A: 0}, location: {Pot of Greed: graveyard}}
""")
    assert order.met, order.failures


def test_skill_drain_costs_life_points_and_negates_flip_effects():
    result = play("""
state:
  turn_player: A
  A:
    monsters: [{card: Morphing Jar, position: set}]
    hand: [Vorse Raider]
    deck: [Battle Ox, Battle Ox, Battle Ox, Battle Ox, Battle Ox]
  B:
    spells_traps: [{card: Skill Drain, face: down}]
actions:
  - {player: B, action: activate, card: Skill Drain}
  - {action: resolve}
  - {action: flip_summon, card: Morphing Jar}
expect: {lp: {B: 7000}, hand_size: {A: 1}}
""")
    assert result.met, result.failures


def test_an_unmodelled_effect_monster_is_an_error_naming_it(tmp_path):
    path = tmp_path / "vanilla.yaml"
    path.write_text("""
state:
  A: {monsters: [Sangan, Dark Magician]}
actions: []
expect: {location: {Sangan: field}}
""")
    proc = run_judge("sim", str(path))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "Sangan: its effect is not modelled" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_an_unmodelled_card_activated_is_an_error():
    with pytest.raises(ScenarioError, match="Sangan: its effect is not modelled"):
        play("""
state:
  A: {hand: [Vorse Raider], deck: [Sangan]}
actions:
  - {action: normal_summon, card: Vorse Raider}
  - {action: draw}
  - {action: special_summon, card: Sangan}
expect: {}
""")


def test_an_inert_card_is_accepted_with_its_reason_and_shown(tmp_path):
    text = """
title: an inert body for a Tribute
ruling: "a Level 5 or 6 monster needs one Tribute"
inert: [Sangan]
why: "it is only Tributed; its effect would act from the Graveyard, and nothing checks that here"
state:
  A: {hand: [Summoned Skull], monsters: [Sangan]}
actions:
  - {action: normal_summon, card: Summoned Skull, tributes: [Sangan]}
expect: {location: {Summoned Skull: field}}
"""
    result = play(text)
    assert result.met and result.scenario.inert == {"Sangan": "it is only Tributed; its effect would act from "
                                                                "the Graveyard, and nothing checks that here"}
    (tmp_path / "inert.yaml").write_text(text)
    v = verify([{"id": "r1", "text": "A Level 5 or 6 monster needs one Tribute."}], folder=tmp_path)
    assert v.status("r1")["status"] == "confirmed" and v.status("r1")["inert"] == ["Sangan"]
    assert v.as_json()["with_inert"] == {"scenarios": ["inert"], "records": ["r1"]}


def test_inert_needs_a_reason():
    with pytest.raises(ScenarioError, match="say why"):
        parse(yaml.safe_load("{inert: [Sangan], state: {}, actions: [], expect: {}}"), "test")


def test_a_choice_the_game_asks_for_is_never_a_default():
    board = """
state:
  A:
    monsters: [Dark Magician, Battle Ox]
    spells_traps: [{card: Rivalry of Warlords, face: down}]
actions:
  - {action: activate, card: Rivalry of Warlords%s}
  - {action: resolve}
expect: {location: {Dark Magician: field, Battle Ox: graveyard}}
"""
    with pytest.raises(ScenarioError, match="choices.A"):
        play(board % "")
    assert play(board % ", choices: {A: Spellcaster}").met
    with pytest.raises(ScenarioError, match="not one of"):
        play(board % ", choices: {A: Dragon}")


def test_skilled_dark_magician_counts_spells_and_summons_dark_magician():
    result = play("""
state:
  A:
    hand: [{card: Pot of Greed, as: pot1}, {card: Pot of Greed, as: pot2}, {card: Pot of Greed, as: pot3}]
    deck: [Battle Ox, Battle Ox, Battle Ox, Battle Ox, Battle Ox, Battle Ox]
    graveyard: [Dark Magician]
    monsters: [Skilled Dark Magician]
actions:
  - {action: activate, card: Skilled Dark Magician, expect: illegal}
  - {action: activate, card: pot1}
  - {action: resolve}
  - {action: activate, card: pot2}
  - {action: resolve}
  - {action: activate, card: Skilled Dark Magician, expect: illegal}
  - {action: activate, card: pot3}
  - {action: resolve}
  - {action: activate, card: Skilled Dark Magician, choices: {from: graveyard}}
  - {action: resolve}
expect: {location: {Skilled Dark Magician: graveyard, Dark Magician: field}}
""")
    assert result.met, result.failures
    assert "3 Spell Counters" in result.steps[0].rule and "it has 2" in result.steps[5].rule


def test_verify_reports_inert_scenarios(tmp_path):
    proc = run_judge("verify", "--json", "--db", str(_copy_shipped(tmp_path)))
    data = json.loads(proc.stdout)
    assert proc.returncode == 0 and data["with_inert"]["scenarios"] and data["with_inert"]["records"]


def _copy_shipped(tmp_path):
    import shutil

    from judge.model import DEFAULT_DB

    target = tmp_path / "copy.db"
    shutil.copy(DEFAULT_DB, target)
    return target


def test_a_toon_of_the_era_is_special_summoned_by_its_own_procedure():
    result = play("""
state:
  A:
    hand: [Toon Mermaid, Vorse Raider]
    spells_traps: [{card: Toon World, face: up}]
actions:
  - {action: normal_summon, card: Toon Mermaid, expect: illegal}
  - {action: special_summon, card: Toon Mermaid}
  - {action: normal_summon, card: Vorse Raider}
expect: {location: {Toon Mermaid: field, Vorse Raider: field}}
""")
    assert result.met, result.failures
    assert "own procedure" in result.steps[0].rule
    toon = next(c for c in result.state.cards.values() if c.name == "Toon Mermaid")
    assert toon.properly_summoned and toon.summoned_this_turn


def test_a_flip_target_and_a_summon_position_are_never_defaults():
    with pytest.raises(ScenarioError, match="choices.target"):
        play("""
state:
  A: {monsters: [{card: Hane-Hane, position: set}, Vorse Raider]}
  B: {monsters: [Battle Ox]}
actions:
  - {action: flip_summon, card: Hane-Hane}
  - {action: resolve}
expect: {}
""")
    with pytest.raises(ScenarioError, match="Cyber Jar: the position"):
        play("""
state:
  A:
    monsters: [{card: Cyber Jar, position: set}]
    deck: [Battle Ox, Vorse Raider, Mystical Elf, Speed Warrior, Skull Servant]
  B: {deck: [Pot of Greed, Pot of Greed, Pot of Greed, Pot of Greed, Pot of Greed]}
actions:
  - {action: flip_summon, card: Cyber Jar}
  - {action: resolve}
expect: {}
""")


SWORDS = """
state:
  turn_player: A
  A: {hand: [Swords of Revealing Light], deck: [Dark Magician, Dark Magician, Dark Magician, Dark Magician]}
  B: {monsters: [Battle Ox], deck: [Mystical Elf, Mystical Elf, Mystical Elf, Mystical Elf]}
actions:
  - {action: activate, card: Swords of Revealing Light}
  - {action: resolve}
%s
expect: {location: {Swords of Revealing Light: %s}}
"""
# one full round: A's End Phase, B's turn to its End Phase, then into A's next turn
A_STEP, B_STEP = "  - {action: next_phase}", "  - {player: B, action: next_phase}"
ROUND = "\n".join([A_STEP] * 5 + [B_STEP] * 6 + [A_STEP])


@pytest.mark.parametrize("rounds, where", [(2, "field"), (3, "graveyard")])
def test_swords_of_revealing_light_stays_for_three_of_the_opponents_turns(rounds, where):
    """Its turn count runs down in the opponent's End Phases (the card's own state, not the
    engine's): still there after two of them, gone after the third."""
    first = ROUND.split("\n", 1)[1]  # A starts in its Main Phase 1: one phase fewer to its End Phase
    steps = "\n".join([first] + [ROUND] * (rounds - 1))
    result = play(SWORDS % (steps, where))
    assert result.met, result.failures


def test_no_card_named_state_in_the_engine():
    """Card-specific state lives in the card entries (`Card.fx`), not in the engine's data."""
    import dataclasses

    from judge.sim.state import Card, Player

    fields = {f.name for f in dataclasses.fields(Card)} | {f.name for f in dataclasses.fields(Player)}
    assert not fields & {"rivalry_type", "stolen_until_end"}
    for path in ("engine.py", "battle.py", "actions.py", "state.py"):
        source = (Path(__file__).parent.parent / "judge" / "sim" / path).read_text(encoding="utf-8")
        for name in ("Rivalry", "Swords of Revealing", "D. Tribe", "Change of Heart", "Union"):
            assert name not in source, (path, name)


REPLAY_BOARD = """
state:
  phase: battle
  A: {monsters: [Gemini Elf]}
  B:
    monsters: [Mystical Elf]
    spells_traps: [{card: Call of the Haunted, face: down}, {card: Book of Moon, face: down}]
    graveyard: [Summoned Skull]
actions:
  - {action: declare_attack, attacker: Gemini Elf, target: Mystical Elf}
  - {player: B, action: activate, card: %s, targets: [%s]}
  - {action: resolve}
%s
expect: {replay: %s, can_attack: {Gemini Elf: %s}}
"""


@pytest.mark.parametrize("card, target, replay", [
    ("Call of the Haunted", "Summoned Skull", "true"),  # a new potential target: a replay
    ("Book of Moon", "Mystical Elf", "false"),  # the same monsters, one face-down: none
])
@pytest.mark.parametrize("then", ["", "  - {action: continue_attack}"])
def test_a_replay_is_decided_when_the_chain_resolves(card, target, replay, then):
    """The game decides the replay as soon as the chain that changed the opponent's monsters
    resolves; going on to the Damage Step (continue_attack) is no longer needed to see it,
    and is still allowed."""
    can_attack = "true" if replay == "true" or not then else "false"
    result = play(REPLAY_BOARD % (card, target, then, replay, can_attack))
    assert result.met, result.failures


PWWB = """
state:
  A:
    monsters: [Battle Ox]
    spells_traps: [{card: Phoenix Wing Wind Blast, face: down}]
    hand: %s
  B: {monsters: [Mystical Elf]}
actions:
  - {action: activate, card: Phoenix Wing Wind Blast, targets: [Mystical Elf]%s%s}
expect: {location: %s}
"""


def test_a_discard_cost_is_the_card_chosen_or_the_only_one():
    chosen = play(PWWB % ("[Dark Magician, Gemini Elf]", ", choices: {discard: Gemini Elf}", "",
                          "{Gemini Elf: graveyard, Dark Magician: hand}"))
    assert chosen.met, chosen.failures
    only = play(PWWB % ("[Gemini Elf]", "", "", "{Gemini Elf: graveyard}"))
    assert only.met, only.failures


def test_a_discard_cost_is_never_chosen_by_default():
    with pytest.raises(ScenarioError, match="choices.discard"):
        play(PWWB % ("[Dark Magician, Gemini Elf]", "", "", "{Gemini Elf: hand, Dark Magician: hand}"))


def test_a_cost_cannot_be_paid_refuses_the_activation_and_changes_nothing():
    result = play(PWWB % ("[]", "", ", expect: illegal, because: phoenix-wing-wind-blast-costs",
                          "{Phoenix Wing Wind Blast: field, Mystical Elf: field}"))
    assert result.met, result.failures


def test_an_unknown_choice_is_a_scenario_error():
    with pytest.raises(ScenarioError, match="discrad"):
        play(PWWB % ("[Gemini Elf]", ", choices: {discrad: Gemini Elf}", "", "{Gemini Elf: graveyard}"))


def test_a_cost_stays_paid_when_the_activation_is_negated():
    """Solemn Judgment's half of the Life Points is its cost: paid on activation, and not given
    back when Seven Tools of the Bandit (whose own cost is 1000 Life Points) negates it."""
    result = play("""
state:
  turn_player: A
  A: {hand: [Battle Ox], spells_traps: [{card: Seven Tools of the Bandit, face: down}]}
  B: {spells_traps: [{card: Solemn Judgment, face: down}]}
actions:
  - {action: normal_summon, card: Battle Ox}
  - {player: B, action: activate, card: Solemn Judgment}
  - {player: A, action: activate, card: Seven Tools of the Bandit}
  - {action: resolve}
expect: {lp: {A: 7000, B: 4000}, location: {Battle Ox: field, Solemn Judgment: graveyard}}
""")
    assert result.met, result.failures


def test_solemn_judgment_negates_a_spell_activation_too():
    """"When a monster would be Summoned, OR a Spell/Trap Card is activated": chained to Pot of
    Greed, it negates it (no card drawn) and destroys it; its cost is paid either way."""
    result = play("""
state:
  turn_player: A
  A: {hand: [Pot of Greed], deck: [Battle Ox, Mystical Elf]}
  B: {spells_traps: [{card: Solemn Judgment, face: down}]}
actions:
  - {action: activate, card: Pot of Greed}
  - {player: B, action: activate, card: Solemn Judgment}
  - {action: resolve}
expect: {lp: {B: 4000}, hand_size: {A: 0}, location: {Pot of Greed: graveyard, Battle Ox: deck}}
""")
    assert result.met, result.failures


def test_solemn_judgment_answers_nothing_without_a_summon_or_an_activation():
    result = play("""
state:
  A: {monsters: [Battle Ox], spells_traps: [{card: Solemn Judgment, face: down}]}
actions:
  - {action: activate, card: Solemn Judgment, expect: illegal, because: solemn-judgment-answers}
expect: {lp: {A: 8000}}
""")
    assert result.met, result.failures


def test_a_spirit_special_summoned_or_only_set_stays_in_the_end_phase():
    """A Spirit goes back only after a Normal Summon or a flip: one brought back by Monster
    Reborn, and one Set this turn (still face-down), stay; the turn after its Summon it stays."""
    result = play("""
state:
  phase: main1
  A:
    hand: [Monster Reborn, {card: Asura Priest, as: set_now}]
    graveyard: [{card: Yata-Garasu, as: reborn}]
actions:
  - {action: activate, card: Monster Reborn, targets: [reborn]}
  - {action: resolve}
  - {action: set_monster, card: set_now}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
expect:
  location: {reborn: field, set_now: field}
""")
    assert result.met, result.failures


def test_a_spirit_summoned_in_an_earlier_turn_stays():
    """Face-up since an earlier turn, a Spirit stays through this turn's End Phase."""
    result = play("""
state:
  phase: main1
  A:
    monsters: [{card: Yata-Garasu, as: yata}]
actions:
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
expect:
  location: {yata: field}
""")
    assert result.met, result.failures


def test_a_gemini_summon_needs_a_face_up_gemini_once_and_ends_when_it_is_turned_face_down():
    """A Gemini Summon is a second Normal Summon of a face-up Gemini you control: not of a
    face-down one, not twice; Book of Moon turns it face-down and it is a Normal Monster again."""
    result = play("""
state:
  phase: main1
  A:
    hand: [Book of Moon]
    monsters: [{card: Ancient Gear Knight, position: set, as: hidden}, {card: Ancient Gear Knight, as: shown}]
actions:
  - {action: normal_summon, card: hidden, expect: illegal, because: a-gemini-monster-is-gemini-summoned-while-face-up-on-your-field}
  - {action: normal_summon, card: shown}
  - {action: normal_summon, card: shown, expect: illegal, because: a-gemini-monster-is-gemini-summoned-once}
  - {action: activate, card: Book of Moon, targets: [shown]}
  - {action: resolve}
expect:
  position: {shown: set}
""")
    assert result.met, result.failures
    from judge.sim.engine import Engine

    shown = next(c for c in result.state.cards.values() if c.label == "shown")
    assert not shown.gemini_summoned and Engine.treated_as_normal(shown)


def test_no_card_is_sent_to_the_graveyard_at_will_from_the_hand_or_the_opponents_field():
    result = play("""
state:
  phase: main1
  A:
    hand: [{card: Pot of Greed, as: mine}]
  B:
    spells_traps: [{card: Mirror Wall, face: down, as: theirs}]
actions:
  - {action: send_to_graveyard, card: mine, expect: illegal, because: a-card-leaves-the-hand-only-through-a-rule-or-an-effect-never-at-will}
  - {action: send_to_graveyard, card: theirs, expect: illegal, because: your-own-card-on-the-field-or-in-your-hand}
expect:
  location: {mine: hand, theirs: field}
""")
    assert result.met, result.failures


def test_a_union_unequips_once_per_turn_and_only_with_a_free_monster_zone():
    """Unequipping is the Union's once per turn too (not the turn it equipped), and a Special
    Summon: it needs a free Monster Zone."""
    result = play("""
state:
  phase: main1
  A:
    monsters: [X-Head Cannon, {card: Z-Metal Tank, as: tank}]
actions:
  - {action: activate, card: tank, targets: [X-Head Cannon]}
  - {action: resolve}
  - {action: activate, card: tank, expect: illegal, because: a-union-monster-equips-or-unequips-once-per-turn}
expect:
  atk: {X-Head Cannon: 2400}
""")
    assert result.met, result.failures
    full = play("""
state:
  phase: main1
  A:
    monsters: [X-Head Cannon, Dark Magician, Dark Magician, Dark Magician, Dark Magician]
    spells_traps: [{card: Z-Metal Tank, face: up, equipped_to: X-Head Cannon, as: tank}]
actions:
  - {action: activate, card: tank, expect: illegal, because: a-free-monster-zone-is-needed}
expect:
  atk: {X-Head Cannon: 2400}
""")
    assert full.met, full.failures


def test_call_of_the_haunted_leaving_destroys_its_monster_while_it_is_still_a_monster():
    """The contrast of the Union ruling: a monster brought back by Call of the Haunted is
    destroyed with it, as long as it is still that monster."""
    result = play("""
state:
  phase: main1
  A:
    graveyard: [{card: Z-Metal Tank, as: tank}]
    spells_traps: [{card: Call of the Haunted, face: down}]
  B:
    spells_traps: [{card: Dust Tornado, face: down}]
actions:
  - {action: activate, card: Call of the Haunted, targets: [tank]}
  - {action: resolve}
  - {player: B, action: activate, card: Dust Tornado, targets: [Call of the Haunted]}
  - {action: resolve}
expect:
  location: {tank: graveyard, Call of the Haunted: graveyard}
""")
    assert result.met, result.failures


def test_an_equip_spell_on_a_union_is_destroyed_when_the_union_becomes_an_equip_card():
    """Becoming an Equip Card, the Union is no longer the monster its Equip Spell was equipped
    to: Axe of Despair on Z-Metal Tank is destroyed when the Tank equips to X-Head Cannon."""
    result = play("""
state:
  phase: main1
  A:
    monsters: [X-Head Cannon, {card: Z-Metal Tank, as: tank}]
    spells_traps: [{card: Axe of Despair, face: up, equipped_to: tank}]
actions:
  - {action: activate, card: tank, targets: [X-Head Cannon]}
  - {action: resolve}
expect:
  location: {Axe of Despair: graveyard, tank: field}
  atk: {X-Head Cannon: 2400}
""")
    assert result.met, result.failures


# -- "destroyed instead": Union monsters, Relinquished, Magic Reflector ----------------------
BATTLE_INTO_EQUIPPED = """
state:
  phase: battle
  turn_player: B
  A:
    monsters: [X-Head Cannon]
    spells_traps: [{card: Z-Metal Tank, face: up, equipped_to: X-Head Cannon}]
  B:
    monsters: [{card: Blue-Eyes White Dragon, as: first}, {card: Blue-Eyes White Dragon, as: second}]
actions:
  - {action: declare_attack, attacker: first, target: X-Head Cannon}
  - {action: continue_attack}
%s
expect:
  location: %s
  lp: {A: %d}
"""


def test_an_equipped_union_is_destroyed_instead_of_its_monster_by_battle_once():
    """The Union goes in the monster's place; with it gone, a second battle destroys the monster."""
    result = play(BATTLE_INTO_EQUIPPED % ("", "{X-Head Cannon: field, Z-Metal Tank: graveyard}", 7400))
    assert result.met, result.failures
    again = """  - {action: declare_attack, attacker: second, target: X-Head Cannon}
  - {action: continue_attack}"""
    result = play(BATTLE_INTO_EQUIPPED % (again, "{X-Head Cannon: graveyard, Z-Metal Tank: graveyard}", 6200))
    assert result.met, result.failures


def test_a_union_equipped_by_another_effect_is_not_destroyed_in_its_monsters_place():
    result = play("""
state:
  A: {monsters: [Relinquished], hand: [Mystical Space Typhoon]}
  B: {monsters: [Z-Metal Tank]}
actions:
  - {action: activate, card: Relinquished, targets: [Z-Metal Tank]}
  - {action: resolve}
  - {action: activate, card: Mystical Space Typhoon, targets: [Z-Metal Tank]}
  - {action: resolve}
expect:
  location: {Z-Metal Tank: graveyard, Relinquished: field}
  atk: {Relinquished: 0}
""")
    assert result.met, result.failures


def test_relinquished_loses_its_equipped_monster_instead_in_battle_and_shares_the_damage():
    result = play("""
state:
  A: {monsters: [Relinquished]}
  B: {monsters: [Battle Ox, Blue-Eyes White Dragon], deck: [Pot of Greed]}
actions:
  - {action: activate, card: Relinquished, targets: [Battle Ox]}
  - {action: resolve}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
  - {action: next_phase}
  - {player: B, action: declare_attack, attacker: Blue-Eyes White Dragon, target: Relinquished}
  - {player: B, action: continue_attack}
expect:
  location: {Relinquished: field, Battle Ox: graveyard}
  lp: {A: 6700, B: 6700}
""")
    assert result.met, result.failures


def test_magic_reflector_saves_its_card_once_and_never_a_monster():
    result = play("""
state:
  A:
    hand: [Magic Reflector, {card: Mystical Space Typhoon, as: mst1}, {card: Mystical Space Typhoon, as: mst2}]
    spells_traps: [{card: Axe of Despair, face: up}]
actions:
  - {action: activate, card: Magic Reflector, targets: [Axe of Despair]}
  - {action: resolve}
  - {action: activate, card: mst1, targets: [Axe of Despair]}
  - {action: resolve}
  - {action: activate, card: mst2, targets: [Axe of Despair]}
  - {action: resolve}
expect: {location: {Axe of Despair: graveyard, mst1: graveyard, mst2: graveyard}}
""")
    assert result.met, result.failures
    result = play("""
state:
  A: {hand: [Magic Reflector], monsters: [X-Head Cannon]}
actions:
  - {action: activate, card: Magic Reflector, targets: [X-Head Cannon], expect: illegal, because: magic-reflector-targets-1-face-up-spell-card}
expect: {location: {Magic Reflector: hand}}
""")
    assert result.met, result.failures


LIMITER = """
state:
  A: {hand: [Limiter Removal], monsters: [Mechanicalchaser, Battle Ox]}
actions:
  - {action: activate, card: Limiter Removal}
  - {action: resolve}
%s
expect: %s
"""


def test_limiter_removal_doubles_only_machines_and_destroys_them_in_the_end_phase():
    result = play(LIMITER % ("", "{atk: {Mechanicalchaser: 3700, Battle Ox: 1700}}"))
    assert result.met, result.failures
    to_the_end_phase = "\n".join(["  - {action: next_phase}"] * 3)
    result = play(LIMITER % (to_the_end_phase, "{location: {Mechanicalchaser: graveyard, Battle Ox: field}}"))
    assert result.met, result.failures


def test_a_trigger_on_battle_damage_asks_which_effect_when_both_can_apply():
    board = """
state:
  phase: battle
  A: {monsters: [Don Zaloog]}
  B: {hand: [Pot of Greed, {card: Mirror Force, as: kept}], deck: [Battle Ox, Vorse Raider]}
actions:
  - {action: declare_attack, attacker: Don Zaloog, target: direct%s}
  - {action: continue_attack%s}
  - {action: resolve}
expect: {location: {Pot of Greed: graveyard, kept: hand, Battle Ox: deck}}
"""
    with pytest.raises(ScenarioError, match="choices.effect"):  # the game asks; the scenario must say
        play(board % ("", ""))
    result = play(board % ("", ", choices: {effect: hand, discard: Pot of Greed}"))
    assert result.met, result.failures
