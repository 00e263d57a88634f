"""judge: Yu-Gi-Oh! rulings for tournament judges, with their sources and a rules simulator."""
from .model import JudgeError, Label, Record

__all__ = ["JudgeError", "Label", "Record", "__version__"]
__version__ = "0.1.0"
