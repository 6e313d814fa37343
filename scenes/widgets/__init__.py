"""Small generic widgets: buttons, text fields, choices, and a keyboard focus ring."""
from .button import Button
from .choice import Choice
from .focus import FocusRing
from .textfield import TextField

__all__ = ["Button", "Choice", "FocusRing", "TextField"]
