"""The animation queue: steps in order, tweens within a step together, exact under fixed dt."""
from scenes.ui.tween import Tween, TweenQueue, call, linear, wait


def test_steps_run_in_order_and_tweens_in_a_step_together():
    seen = []
    queue = TweenQueue()
    queue.add(wait(0.5))
    queue.add(call(lambda: seen.append("after wait")))
    queue.add(Tween(0.25, lambda x: seen.append(round(x, 2)), linear), call(lambda: seen.append("with")))
    queue.update(0.25)
    assert seen == [] and queue.busy
    queue.update(0.25)
    assert seen[:2] == ["after wait", 0.0] and "with" in seen
    queue.update(0.25)
    assert seen[-1] == 1.0 and not queue.busy


def test_waiting_step_holds_until_its_condition():
    flag = {"ready": False}
    queue = TweenQueue()
    queue.add_waiting(lambda: flag["ready"])
    done = []
    queue.add(call(lambda: done.append(True)))
    for _ in range(10):
        queue.update(1 / 60)
    assert not done
    flag["ready"] = True
    queue.update(1 / 60)
    assert done and not queue.busy
