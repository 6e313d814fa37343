"""Small generic widgets: buttons, text fields, choices, and a keyboard focus ring."""
from scenes.ui.widgets.button import Button, same_size
from scenes.ui.widgets.choice import Choice
from scenes.ui.widgets.focus import FocusRing
from scenes.ui.widgets.textfield import TextField

__all__ = ["Button", "same_size", "Choice", "FocusRing", "TextField"]
