"""The rules simulator: replay a ruling's situation on a board and check its verdict."""
from .engine import Engine, Refusal
from .replay import Replay, replay
from .scenario import Scenario, ScenarioError, load, parse

__all__ = ["Engine", "Refusal", "Replay", "Scenario", "ScenarioError", "load", "parse", "replay"]
