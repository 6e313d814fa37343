"""Three dice games at one table: `python main.py` opens the window;
`python main.py simulate --game ID ...` plays computer players headless;
`python main.py serve ...` hosts a game across computers, `python main.py join HOST:PORT`
takes a seat at one (both headless)."""
import sys


def main(argv: list[str]) -> int:
    if getattr(sys, "frozen", False):
        # a packaged program may be simulate --jobs's worker process: let it be one; the
        # game's own build leaves multiprocessing out (build.spec): simulate then plays in one
        try:
            import multiprocessing
        except ImportError:
            pass
        else:
            multiprocessing.freeze_support()
    if argv[:1] in (["serve"], ["join"]):      # across computers, headless (scenes/net: no pygame)
        from game.registry import GAMES
        from scenes.net import cli
        return (cli.serve if argv[0] == "serve" else cli.join)(argv[1:], GAMES)
    if argv[:1] == ["simulate"]:
        from game.core.simulate import main as simulate_main
        from game.registry import DEFAULT_GAME, GAMES
        return simulate_main(argv[1:], GAMES, DEFAULT_GAME)
    from scenes.app import main as window_main
    return window_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
