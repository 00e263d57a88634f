"""The rules simulator: replay a ruling's situation on a board and check its verdict."""
from .engine import Engine, Refusal
from .scenario import Replay, Scenario, ScenarioError, load, parse, replay

__all__ = ["Engine", "Refusal", "Replay", "Scenario", "ScenarioError", "load", "parse", "replay"]
