"""Release tests: every test gets its own user data folder, and logging set-up is undone."""
import pytest


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "user data"
    monkeypatch.setenv("ECEG_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def logging_started(user_dir):
    from scenes.shell import crash
    path = crash.start_logging()
    yield path
    crash.stop_logging()


@pytest.fixture(autouse=True)
def forget_fonts():
    """Some tests here close pygame (as the game does on exit); fonts cached by scenes.assets
    die with it, so drop them before other tests draw text."""
    yield
    from scenes.ui import assets
    assets.font.cache_clear()
    assets.clear_caches()
