#!/usr/bin/env python3
"""Klados's page in headless Chromium, beyond web/check_page.py's test: how long the page's
frames are while its longer jobs run (the README's "Klados in a browser"), and screenshots of
the screens issue 42 asks to look at.

    web/measure_jobs.py web/dist                         # frame times while each job runs
    web/measure_jobs.py web/dist --look --shots DIR      # the screenshots, at --size

A job is started as a person starts it (a key, a click where the button is at 1280x820), and
the page's frames are sampled until the app says it is idle again (SAMPLER below):
"longest frame" is the longest time from one frame to the next (Chromium draws WebGL in
software here, so a redrawn frame alone takes 100-400 ms), "longest task" the longest the
page's thread was busy without a break (the browser's long tasks). A job that runs on the
page's thread shows up as one long task; one in the web worker does not. Tree files are opened through the browser's file picker (the DevTools protocol
hands the picker a file).
"""

import argparse
import json
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_page  # noqa: E402


class Page:
    """The page in a browser, with the moves a person makes."""

    def __init__(self, folder, width, height, shots):
        self.server = check_page.serve(folder)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        chromium = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
        self.browser = check_page.Browser(chromium, width, height)
        self.shots = shots
        self.size = (width, height)

    def close(self):
        self.browser.close()
        self.server.shutdown()

    def open(self, query="", **settings):
        """Opens the page (with `query`, "?lesson=04"), its stored settings changed first by
        `settings` (a dict value changes the keys it names inside that setting)."""
        browser = self.browser
        check_page.open_page(browser, self.base + "/index.html")
        # Leaving the app makes it save its settings; they are changed on another page of the
        # same site, so that the app does not write them again before it reads them.
        browser.call("Page.navigate", url="about:blank")
        time.sleep(0.5)
        browser.call("Page.navigate", url=self.base + "/worker.js")
        time.sleep(0.5)
        stored = json.loads(browser.evaluate("localStorage.getItem('klados-settings')") or "{}")
        for key, value in settings.items():
            if isinstance(value, dict):
                stored.setdefault(key, {}).update(value)
            else:
                stored[key] = value
        browser.evaluate("localStorage.setItem('klados-settings', %s)" % json.dumps(json.dumps(stored)))
        # A lesson on a drawn tree shows no board: the first frame is enough.
        browser.call("Page.navigate", url=self.base + "/index.html" + query)
        check_page.wait_for(browser, "the first frame", lambda now: "firstFrameMs" in now, 60)
        time.sleep(2)

    def click(self, x, y, pause=1.0):
        self.browser.click(x, y)
        time.sleep(pause)

    def key(self, key, pause=0.5):
        self.browser.key(key)
        time.sleep(pause)

    def idle(self, timeout=600):
        """Waits until no job runs."""
        time.sleep(0.5)
        check_page.wait_for(self.browser, "the page idle", lambda now: now.get("busy") == "false", timeout)

    def shot(self, name):
        path = os.path.join(self.shots, name + ".png")
        self.browser.screenshot(path)
        return path

    def pick_file(self, button, path):
        """Clicks `button` (x, y), which opens the browser's file picker, and picks `path`."""
        browser = self.browser
        browser.call("Page.setInterceptFileChooserDialog", enabled=True)
        while not browser.events.empty():
            browser.events.get()
        self.click(*button, pause=0.2)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                event = browser.events.get(timeout=1)
            except Exception:
                continue
            if event.get("method") == "Page.fileChooserOpened":
                browser.call("DOM.setFileInputFiles", files=[os.path.abspath(path)],
                             backendNodeId=event["params"]["backendNodeId"])
                return
        raise AssertionError("the file picker did not open")

    def sample(self, what, start, timeout=600):
        """Runs `start` (a function that starts a job) while sampling the page's frames and its
        long tasks (the browser's PerformanceObserver: every task of the page's thread over 50
        ms), until the page has been idle for a second; prints and returns the longest frame and
        the longest task."""
        browser = self.browser
        browser.evaluate(SAMPLER)
        began = time.time()
        start()
        time.sleep(1)
        # While the page's thread works, the browser answers nothing: this waits for it too.
        self.idle(timeout)
        time.sleep(1)
        sample = browser.evaluate("(() => { window.kladosSample.stop = true; return window.kladosSample; })()")
        frames = sorted(sample["frames"]) or [0]
        tasks = sample["tasks"] or [0]
        print(f"{what}: {time.time() - began - 1:.1f} s; longest frame {frames[-1]:.0f} ms "
              f"(median {frames[len(frames) // 2]:.0f} ms, {len(frames)} frames); longest task on the "
              f"page's thread {max(tasks):.0f} ms ({len(sample['tasks'])} over 50 ms)", flush=True)
        return frames[-1], max(tasks)


# The page's frame intervals and its long tasks, until told to stop.
SAMPLER = """(() => {
    const sample = { frames: [], tasks: [], stop: false };
    let last = performance.now();
    function tick(now) {
        sample.frames.push(now - last);
        last = now;
        if (!sample.stop) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
    const observer = new PerformanceObserver(list => {
        for (const entry of list.getEntries()) sample.tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    window.kladosSample = sample;
})()"""


# Where the buttons are at 1280x820, in CSS pixels.
THINK_ABOUT = (721, 141)
COMPARE_ALGORITHMS = (1038, 97)
PRACTICE = (112, 17)
PREDICT_TAB = (207, 104)
FEN_PGN = (189, 44)
OPEN_SEARCH_TREE = (93, 333)
DOWNLOAD_PGN = (251, 307)
CLOSE_FEN_PGN = (457, 35)
PREDICT_DEPTH = (190, 286)
PREDICT_REVEAL = (36, 358)
COMPARE_WITH_KLADOS = (113, 594)
COMPARE_WITH_MINIMAX = (700, 225)


def measure(page, student):
    """The longest frame while each of the page's longer jobs runs."""
    page.open(depth=4, mcts={"chosen": False})
    page.sample("nothing running: a click on the board's empty square e5 (a redrawn frame alone)",
                lambda: page.click(*check_page.square_centre(check_page.status(page.browser)["board"], "e5"), 0))
    for iterations in (1_000, 100_000):
        page.open(mcts={"chosen": True, "iterations": iterations})
        page.sample(f"MCTS {iterations:,} iterations from the start (S)", lambda: page.key("s", 0))
    page.open(depth=5, mcts={"chosen": True, "iterations": 1_000})
    page.key("s")
    page.idle()
    page.sample("MCTS's Compare with minimax at depth 5", lambda: page.click(*COMPARE_WITH_MINIMAX, 0))
    for depth in (4, 5):
        page.open(depth=depth, algorithm="minimax", mcts={"chosen": False})
        page.key("s")
        page.idle()
        page.sample(f"Compare algorithms at depth {depth}", lambda: page.click(*COMPARE_ALGORITHMS, 0))
    page.open(depth=4, mcts={"chosen": False})
    page.click(*PRACTICE)
    page.click(*PREDICT_TAB)
    page.click(*PREDICT_DEPTH, 0.5)
    page.key("ctrl+a", 0.2)
    page.key("4", 0.2)
    page.key("Enter")
    board = check_page.status(page.browser)["board"]
    page.click(*check_page.square_centre(board, "e2"), 0.3)
    page.click(*check_page.square_centre(board, "e4"))
    page.shot("predict-guessed")
    page.sample("Predict at depth 4, its deepest (Reveal)", lambda: page.click(*PREDICT_REVEAL, 0))
    page.open(depth=3, mcts={"chosen": False})
    page.click(*FEN_PGN)
    page.sample(f"opening the tree file {os.path.basename(student)}",
                lambda: page.pick_file(OPEN_SEARCH_TREE, student))
    page.click(*CLOSE_FEN_PGN)
    page.shot("tree-opened")
    page.sample("grading it (Compare with Klados's search)", lambda: page.click(*COMPARE_WITH_KLADOS, 0))
    page.shot("tree-graded")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", help="the built page (web/build.sh's folder)")
    parser.add_argument("--shots", default="web/shots", help="where screenshots go")
    parser.add_argument("--size", default="1280x820")
    parser.add_argument("--student", default="/tmp/student-ab3-wrong.json",
                        help="the tree file opened and graded")
    parser.add_argument("--look", action="store_true", help="take the screenshots instead")
    parser.add_argument("--only", help="with --look: only the screens whose name starts so")
    arguments = parser.parse_args()
    os.makedirs(arguments.shots, exist_ok=True)
    width, height = (int(n) for n in arguments.size.split("x"))
    page = Page(arguments.folder, width, height, arguments.shots)
    try:
        if arguments.look:
            look(page, arguments.student, arguments.only)
        else:
            measure(page, arguments.student)
    finally:
        page.close()


def look(page, student, only=None):
    """The screens issue 42 asks to look at, each saved as a PNG named after it and the size
    (`only`: just the one whose name starts so)."""
    size = "x".join(str(n) for n in page.size)
    if not only or "game".startswith(only):
        look_game(page, size)
    if not only or "depth4".startswith(only):
        look_depth4(page, size)
    if not only or "lessons".startswith(only):
        look_lessons(page, size)
    if not only or "tree-file".startswith(only):
        look_tree_file(page, size, student)
    if not only or "pgn-saved".startswith(only):
        look_pgn_saved(page, size)


def look_game(page, size):
    """A game played by clicking: 1. e4, the computer's answer, 2. d4, the answer."""
    browser = page.browser
    page.open(depth=3, algorithm="minimax", mcts={"chosen": False}, layout="play")
    for move in ("e2e4", "d2d4"):
        board = check_page.status(browser)["board"]
        played = len(check_page.status(browser).get("moves", "").split())
        page.click(*check_page.square_centre(board, move[:2]), 0.3)
        page.click(*check_page.square_centre(board, move[2:]), 0.3)
        check_page.wait_for(browser, "the computer's answer",
                            lambda now: len(now.get("moves", "").split()) >= played + 2, 120)
        page.idle()
    time.sleep(1)
    page.shot(f"game-{size}")


def look_depth4(page, size):
    """A depth-4 search stepped level by level, then depth first."""
    page.open(depth=4, algorithm="minimax", mcts={"chosen": False}, layout="play")
    page.key("s")
    page.idle()
    for _ in range(3):
        page.key("ArrowRight", 0.4)
    time.sleep(1)
    page.shot(f"depth4-level-by-level-{size}")
    for place in DEPTH_FIRST[size]:
        page.click(*place)
    for _ in range(12):
        page.key("ArrowRight", 0.3)
    time.sleep(1)
    page.shot(f"depth4-depth-first-{size}")


def look_lessons(page, size):
    """Lesson 04 with its code pane, and a Monte Carlo lesson (24)."""
    page.open("?lesson=04", layout="play", code={"open": True})
    page.idle()
    for _ in range(3):
        page.key("PageDown", 0.6)
    time.sleep(1)
    page.shot(f"lesson04-code-{size}")
    # A Monte Carlo lesson.
    page.open("?lesson=24", code={"open": False})
    page.idle()
    for _ in range(3):
        page.key("PageDown", 0.6)
    time.sleep(1)
    page.shot(f"lesson24-mcts-{size}")


def look_tree_file(page, size, student):
    """A tree file opened through the browser's file picker."""
    page.open(depth=3, mcts={"chosen": False})
    page.key("ctrl+l")
    page.pick_file(OPEN_SEARCH_TREE, student)
    page.idle()
    page.key("ctrl+l")
    page.shot(f"tree-file-{size}")


def look_pgn_saved(page, size):
    """A game saved as PGN: a download."""
    browser = page.browser
    downloads = os.path.join(page.shots, "downloads")
    os.makedirs(downloads, exist_ok=True)
    browser.call("Page.setDownloadBehavior", behavior="allow", downloadPath=os.path.abspath(downloads))
    page.open(depth=2, mcts={"chosen": False})
    board = check_page.status(browser)["board"]
    page.click(*check_page.square_centre(board, "e2"), 0.3)
    page.click(*check_page.square_centre(board, "e4"), 0.3)
    check_page.wait_for(browser, "the computer's answer", lambda now: len(now.get("moves", "").split()) >= 2, 120)
    page.idle()
    page.key("ctrl+s", 2)
    page.shot(f"pgn-saved-{size}")
    for name in sorted(os.listdir(downloads)):
        with open(os.path.join(downloads, name), encoding="utf-8", errors="replace") as file:
            print(f"downloaded {name}: {file.read()[:300]!r}")


# Where to click for the replay's Depth first order, at each size (a menu in a narrow window).
DEPTH_FIRST = {"1280x820": [(836, 159)], "1024x700": [(638, 157), (560, 232)]}


if __name__ == "__main__":
    sys.exit(main())
