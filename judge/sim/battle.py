"""Battle and the turn's phases: attacks, replays, the Damage Step, the End Phase, a new turn.

Like the other actions, each checks its rules first (`need(...)` raises a Refusal naming
the rule) and changes the state only when every rule allows it.
"""
from __future__ import annotations

from .actions import start_pending_chain
from .engine import OPP, Engine, need
from .state import PHASES, Attack, Card, Link


def declare_attack(e: Engine, player: str, attacker: Card, target: Card | None) -> None:
    need(e.s.turn_player == player and e.s.phase == "battle", "attacks are declared in your Battle Phase")
    need(not e.s.chain and e.s.attack is None, "one attack at a time, with no chain open")
    need(attacker.controller == player and attacker.area == "monster", "you attack with your own monster")
    need(attacker.position == "attack", "only a face-up Attack Position monster attacks")
    need(not attacker.attacked_this_turn, "each monster attacks once per turn")
    for src in e.active():
        fx = e.effect(src)
        if fx and fx.attack_rule:
            fx.attack_rule(e, src, attacker, target)
    targets, direct = e.potential_targets(attacker)
    if target is None:
        need(direct, "a direct attack only when no monster can be attacked (or an effect allows it)")
    else:
        need(target.uid in targets, "the target must be a monster the opponent controls that can be attacked",
             target.ref())
    own = e.effect(attacker)
    if own and own.attack_cost:
        own.attack_cost(e, attacker)
    e.s.attack = Attack(attacker.uid, None if target is None else target.uid, targets)
    e.s.attack_ended = ""
    e.log.append(f"{attacker.ref()} attacks " + ("directly" if target is None else target.ref()))


def attack_goes_on(e: Engine) -> bool:
    """Whether the attack in progress still goes on: it stops when its monster can no longer
    attack (it is spent), and a replay happens when a potential target appeared or
    disappeared (back to the Battle Step: the monster may attack again)."""
    att = e.s.attack
    attacker = e.card(att.attacker)
    if attacker.zone != "field" or attacker.position != "attack" or attacker.controller != e.s.turn_player:
        attacker.attacked_this_turn = attacker.zone == "field"
        e.s.attack, e.s.attack_ended = None, "stopped"
        e.log.append("the attack stopped")
        return False
    targets, direct = e.potential_targets(attacker)
    if targets != att.targets_then or (att.target is None and not direct):
        e.s.replays += 1
        e.s.attack, e.s.attack_ended = None, "replay"
        e.log.append("a replay: back to the Battle Step")
        return False
    return True


def after_chain(e: Engine) -> None:
    """A chain resolved during an attack: whether it stops or replays is decided now, as the
    game decides it, not when the player goes on to the Damage Step."""
    if e.s.attack is not None and not e.s.chain:
        attack_goes_on(e)


def continue_attack(e: Engine, player: str) -> None:
    """Go on to the Damage Step (a replay or a stop already decided leaves nothing to do)."""
    if e.s.attack is None and e.s.attack_ended:
        e.log.append(f"the attack already ended ({e.s.attack_ended})")
        e.s.attack_ended = ""
        return
    att = e.s.attack
    need(att is not None, "no attack is in progress")
    need(not e.s.chain, "resolve the chain first")
    if not attack_goes_on(e):
        return
    attacker = e.card(att.attacker)
    target = e.card(att.target) if att.target is not None else None
    damage_step(e, attacker, target)
    attacker.attacked_this_turn = True
    e.s.attack = None
    e.settle()
    start_pending_chain(e)


def damage_step(e: Engine, attacker: Card, target: Card | None) -> None:
    me, opp = attacker.controller, OPP(attacker.controller)

    def battle_damage(player: str, amount: int) -> None:
        e.damage(player, amount)
        for c in (attacker, target):
            fx = e.effect(c) if c is not None and c.zone == "field" else None
            if fx is None:
                continue
            if fx.trigger and fx.on_battle_damage and c.controller != player and amount > 0:
                # "when this card inflicts Battle Damage to your opponent": its trigger
                e.s.pending.append(Link(c.uid, c.controller, 1, choices=dict(e.choices), effect="trigger"))
                e.log.append(f"{c.ref()} inflicted Battle Damage: its effect activates")
            if fx.shares_battle_damage and c.controller == player and fx.shares_battle_damage(e, c):
                e.damage(OPP(player), amount)  # "… your opponent also takes" the damage you take

    if target is None:
        battle_damage(opp, e.atk(attacker))
        return
    if target.position == "set":
        e.flip_up(target, "defense", "attacked")
    a = e.atk(attacker)
    if target.position == "attack":
        d = e.atk(target)
        if a > d:
            battle_damage(opp, a - d)
            e.destroy(target, "by battle", battle=True)
        elif a < d:
            battle_damage(me, d - a)
            e.destroy(attacker, "by battle", battle=True)
        elif a > 0 or e.s.format == "goat":  # two 0 ATK monsters: both destroyed in Goat Format, neither now
            e.destroy(target, "by battle", battle=True)
            e.destroy(attacker, "by battle", battle=True)
    else:
        d = e.defense(target)
        if a > d:
            e.destroy(target, "by battle", battle=True)
        elif a < d:
            battle_damage(me, d - a)
    e.settle()  # e.g. a face-down monster of another Type, flipped by the attack, is destroyed now


def next_phase(e: Engine, player: str) -> None:
    need(not e.s.chain and e.s.attack is None, "finish the chain and the attack first")
    i = PHASES.index(e.s.phase)
    if i + 1 < len(PHASES):
        e.s.phase = PHASES[i + 1]
        if e.s.phase == "end":
            end_phase(e)
        return
    new_turn(e)


def end_phase(e: Engine) -> None:
    # "until the End Phase … then destroy it": the cards an effect doomed, while that effect
    # still applies to them (it ends when the card leaves the field or becomes an Equip Card)
    doomed = [(c, why) for c in e.s.cards.values() if c.zone == "field"
              for kind, why in c.until_end if kind == "destroyed_at_end"]
    for c, why in doomed:
        e.destroy(c, f"{why}: the End Phase")
    for c in list(e.s.cards.values()):
        c.until_end.clear()
        c.type_until_end = ""
        fx = e.effect(c)
        if c.zone == "field" and fx and fx.end_phase:
            fx.end_phase(e, c)
    e.fx.lingering_end(e)  # what effects left on cards "until the End Phase" (control given back…)
    e.settle()


def new_turn(e: Engine) -> None:
    e.s.turn += 1
    e.s.turn_player = OPP(e.s.turn_player)
    e.s.phase = "draw"
    for c in e.s.cards.values():
        c.summoned_this_turn = c.attacked_this_turn = c.set_this_turn = c.position_changed = False
    for p in e.s.players.values():
        p.normal_summoned = False
    e.draw(e.s.turn_player)
