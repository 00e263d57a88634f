"""Replaying a scenario: its actions step by step on the engine, then its expectations checked."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import actions, battle
from .engine import ChoiceNeeded, Engine, NotModelled, Refusal, refused_for, rule_id
from .fx import Effects
from .scenario import Scenario, ScenarioError, as_int, card_name, check_keys, find_card
from .state import Card, State


@dataclass
class Step:
    n: int
    action: dict
    legal: bool
    expected: str
    met: bool
    rule: str = ""
    changes: list[str] = field(default_factory=list)
    rule_id: str = ""
    because: str = ""

    def as_json(self) -> dict:
        return {"step": self.n, "action": self.action, "legal": self.legal, "expected": self.expected,
                "met": self.met, "rule": self.rule, "rule_id": self.rule_id, "because": self.because or None,
                "changes": self.changes}


@dataclass
class Replay:
    scenario: Scenario
    steps: list[Step]
    failures: list[str]
    state: State

    @property
    def met(self) -> bool:
        return not self.failures

    def as_json(self) -> dict:
        return {"title": self.scenario.title, "file": self.scenario.path, "ruling": self.scenario.ruling,
                "rules": self.scenario.rules, "met": self.met, "failures": self.failures,
                "steps": [s.as_json() for s in self.steps]}


ACTIONS = {"normal_summon", "set_monster", "flip_summon", "change_position", "special_summon", "fusion_summon",
           "ritual_summon", "synchro_summon", "xyz_summon", "activate", "set_spell_trap", "resolve",
           "declare_attack", "continue_attack", "next_phase", "draw",
           "send_to_graveyard"}
ACTION_KEYS = {"player", "action", "expect", "because", "card", "tributes", "position", "from", "materials", "spell",
               "targets", "choices", "attacker", "target"}


def unmodelled(e: Engine, sc: Scenario, cards) -> None:
    """Refuse the scenario if a card that could act here has no modelled effect and is not
    declared inert: it would silently act as a card without an effect."""
    inert = sc.inert or {}
    for c in cards:
        if c.info.has_effect and c.name not in inert and e.fx.for_card(c) is None and not e.treated_as_normal(c):
            raise ScenarioError(f"{sc.path}: {c.name}: its effect is not modelled (model it in judge/sim/fx, "
                                f"or list it under inert: with why: its effect cannot matter here)")


def replay(sc: Scenario) -> Replay:
    state = sc.state.copy()
    engine = Engine(state, Effects())
    steps, failures = [], []
    unmodelled(engine, sc, engine.active())
    for i, act in enumerate(sc.actions, 1):
        where = f"{sc.path}: actions[{i - 1}]"
        if not isinstance(act, dict) or act.get("action") not in ACTIONS:
            raise ScenarioError(f"{where}: action: one of {', '.join(sorted(ACTIONS))}")
        check_keys(act, ACTION_KEYS, where)
        expected = str(act.get("expect", "legal"))
        if expected not in ("legal", "illegal"):
            raise ScenarioError(f"{where}.expect: legal or illegal")
        because = rule_id(str(act.get("because", "")))
        if because and expected != "illegal":
            raise ScenarioError(f"{where}.because: names the rule that refuses a step expected illegal")
        before = engine.s.copy()
        engine.log = []
        rule = refusal_id = ""
        try:
            _do(engine, sc, act, where)
            legal = True
        except ChoiceNeeded as missing:
            raise ScenarioError(f"{where}: {missing}") from None
        except NotModelled as card:
            declared = " (it is declared inert, yet activated)" if str(card) in (sc.inert or {}) else ""
            raise ScenarioError(f"{where}: {card}: its effect is not modelled{declared} (model it in "
                                f"judge/sim/fx)") from None
        except Refusal as refusal:
            legal, rule, refusal_id = False, str(refusal), refusal.id
            engine.s = before  # an illegal action changes nothing
        unmodelled(engine, sc, engine.active())
        met = legal == (expected == "legal")
        if met and because and not refused_for(refusal_id, because):
            met = False  # refused, but by another rule than the one the scenario checks
            failures.append(f"step {i} ({act['action']}) was refused by {refusal_id}, expected {because}")
        elif not met:
            failures.append(f"step {i} ({act['action']}) was {'legal' if legal else 'illegal: ' + rule}, "
                            f"expected {expected}" + (f" ({because})" if because else ""))
        steps.append(Step(i, act, legal, expected, met, rule, list(engine.log), refusal_id, because))
    if "chain" in sc.expect:
        got = list(engine.s.chain_built) if engine.s.chain else []
        want = [card_name(n, f"{sc.path}: expect.chain") for n in sc.expect["chain"]]
        if got != want:
            failures.append(f"chain is {got}, expected {want}")
    try:
        while engine.s.chain:  # an open chain resolves before the expectations are checked
            actions.resolve(engine)
    except ChoiceNeeded as missing:
        raise ScenarioError(f"{sc.path}: the open chain: {missing}") from None
    except Refusal as refusal:
        failures.append(f"the open chain could not resolve: {refusal}")
    failures += check(engine, sc)
    return Replay(sc, steps, failures, engine.s)


def _refs(engine: Engine, sc: Scenario, refs, where: str) -> list[Card]:
    if refs is None:
        return []
    if not isinstance(refs, list):
        refs = [refs]
    return [find_card(engine.s, sc.labels, r, where) for r in refs]


def _do(e: Engine, sc: Scenario, act: dict, where: str) -> None:
    player = str(act.get("player", e.s.turn_player))
    if player not in ("A", "B"):
        raise ScenarioError(f"{where}.player: A or B")
    name = act["action"]
    e.choices = dict(act.get("choices") or {}) if isinstance(act.get("choices"), dict) else {}
    unknown = sorted(set(e.choices) - e.fx.choice_keys)
    if unknown:  # a choice no card reads would be silently ignored
        raise ScenarioError(f"{where}.choices: {', '.join(map(str, unknown))}: no card reads this choice "
                            f"(known: {', '.join(sorted(e.fx.choice_keys))})")
    one = lambda k: find_card(e.s, sc.labels, act.get(k), f"{where}.{k}")  # noqa: E731
    many = lambda k: _refs(e, sc, act.get(k), f"{where}.{k}")  # noqa: E731
    if name in ("normal_summon", "set_monster"):
        actions.normal_summon(e, player, one("card"), many("tributes"), act.get("position", "attack"),
                              set_it=name == "set_monster")
    elif name == "flip_summon":
        actions.flip_summon(e, player, one("card"), act.get("choices") or {})
    elif name == "change_position":
        actions.change_position(e, player, one("card"))
    elif name == "special_summon":
        actions.special_summon(e, player, one("card"), act.get("position", "attack"), tributes=many("tributes"))
    elif name == "fusion_summon":
        actions.fusion_summon(e, player, one("card"), many("materials"), one("spell"))
    elif name == "ritual_summon":
        actions.ritual_summon(e, player, one("card"), one("spell"), many("tributes"))
    elif name == "synchro_summon":
        actions.synchro_summon(e, player, one("card"), many("materials"))
    elif name == "xyz_summon":
        actions.xyz_summon(e, player, one("card"), many("materials"))
    elif name == "activate":
        choices = act.get("choices") or {}
        if not isinstance(choices, dict):
            raise ScenarioError(f"{where}.choices: expected a mapping")
        actions.activate(e, player, one("card"), many("targets"), choices)
    elif name == "set_spell_trap":
        actions.set_spell_trap(e, player, one("card"))
    elif name == "resolve":
        actions.resolve(e)
        battle.after_chain(e)  # a replay is decided when the chain resolves
    elif name == "declare_attack":
        target = act.get("target", "direct")
        battle.declare_attack(e, player, one("attacker"),
                               None if target == "direct" else find_card(e.s, sc.labels, target, f"{where}.target"))
    elif name == "continue_attack":
        battle.continue_attack(e, player)
    elif name == "next_phase":
        battle.next_phase(e, player)
    elif name == "draw":
        e.draw(player)
    elif name == "send_to_graveyard":
        actions.send_to_graveyard(e, player, one("card"))
    e.settle()


def check(e: Engine, sc: Scenario) -> list[str]:
    """The expectations that do not hold, in words."""
    out = []
    ex = sc.expect
    w = f"{sc.path}: expect"

    def each(k):
        value = ex.get(k) or {}
        if not isinstance(value, dict):
            raise ScenarioError(f"{w}.{k}: expected a mapping")
        return value.items()

    for ref, zone in each("location"):
        c = find_card(e.s, sc.labels, ref, f"{w}.location")
        if c.zone != zone:
            out.append(f"{ref} is in the {c.zone}, expected {zone}")
    for ref, pos in each("position"):
        c = find_card(e.s, sc.labels, ref, f"{w}.position")
        if c.zone != "field" or c.position != pos:
            out.append(f"{ref} is {c.position if c.zone == 'field' else 'not on the field'}, expected {pos}")
    for key_, fn in (("atk", e.atk), ("def", e.defense), ("original_atk", e.original_atk)):
        for ref, value in each(key_):
            c = find_card(e.s, sc.labels, ref, f"{w}.{key_}")
            if fn(c) != as_int(value, f"{w}.{key_}.{ref}"):
                out.append(f"{ref} {key_} is {fn(c)}, expected {value}")
    for p, value in each("lp"):
        if p not in ("A", "B"):
            raise ScenarioError(f"{w}.lp: players are A and B")
        if e.s.players[p].lp != as_int(value, f"{w}.lp.{p}"):
            out.append(f"{p} has {e.s.players[p].lp} LP, expected {value}")
    for ref, value in each("controller"):
        c = find_card(e.s, sc.labels, ref, f"{w}.controller")
        if c.controller != value:
            out.append(f"{ref} is controlled by {c.controller}, expected {value}")
    for zone in ("hand", "graveyard"):
        for p, value in each(f"{zone}_size"):
            if p not in ("A", "B"):
                raise ScenarioError(f"{w}.{zone}_size: players are A and B")
            got = len(getattr(e.s.players[p], zone))
            if got != as_int(value, f"{w}.{zone}_size.{p}"):
                out.append(f"{p} has {got} cards in the {zone}, expected {value}")
    if "replay" in ex and bool(e.s.replays) != bool(ex["replay"]):
        out.append(f"replay {'happened' if e.s.replays else 'did not happen'}, expected {ex['replay']}")
    for ref, value in each("can_attack"):
        c = find_card(e.s, sc.labels, ref, f"{w}.can_attack")
        if can_attack(e, c) != bool(value):
            out.append(f"{ref} {'can' if not value else 'cannot'} attack, expected {value}")
    if "winner" in ex and e.s.winner != ex["winner"]:
        out.append(f"the winner is {e.s.winner}, expected {ex['winner']}")
    if "activated" in ex:
        want = [card_name(n, f"{w}.activated") for n in ex["activated"]]
        got = [n for n in e.s.activated if n in want]
        if got != want:
            out.append(f"activated {e.s.activated}, expected {want} among them")
    return out


def can_attack(e: Engine, c: Card) -> bool:
    """Whether a monster could declare an attack now (its controller's Battle Phase aside)."""
    if c.zone != "field" or c.position != "attack" or c.attacked_this_turn:
        return False
    probe = e.s.copy()
    trial = Engine(probe, e.fx)
    probe.phase, probe.turn_player, probe.chain, probe.attack = "battle", c.controller, [], None
    targets, direct = trial.potential_targets(trial.card(c.uid))
    options = [trial.card(u) for u in targets] + ([None] if direct else [])
    for target in options:
        try:
            battle.declare_attack(trial, c.controller, trial.card(c.uid), target)
            return True
        except Refusal:
            probe = e.s.copy()
            trial = Engine(probe, e.fx)
            probe.phase, probe.turn_player, probe.chain, probe.attack = "battle", c.controller, [], None
    return False
