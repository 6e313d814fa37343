"""Play across computers: the host, a headless client and the messages between them.
No pygame here: `main.py serve` and `main.py join` run without a window."""
