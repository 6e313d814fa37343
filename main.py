"""Easy Come, Easy Go: `python main.py` opens the game; `python main.py simulate ...` plays headless."""
import sys


def main(argv: list[str]) -> int:
    if argv[:1] == ["simulate"]:
        from game.core.simulate import main as simulate_main
        return simulate_main(argv[1:])
    from scenes.app import main as window_main
    return window_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
