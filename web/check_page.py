#!/usr/bin/env python3
"""Klados's page in headless Chromium: the test `.ci/run` runs, and the measurements of the
README's "Klados in a browser".

    web/check_page.py web/dist                  # the test: 1. e4 by clicking, the computer answers
    web/check_page.py web/dist --measure        # the test, then timings (see measure())

The folder is served on 127.0.0.1; Chromium is driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: no websocket, nothing to install but Chromium). The page writes the
game's moves, where the board is, and whether the app panicked into its status element
(src/ui/web.rs); the test clicks e2 and e4 there and waits for the computer's reply. A
screenshot is kept (--shots, default web/shots). Exit status 0 only if the computer answered and
nothing panicked.
"""

import argparse
import base64
import functools
import http.server
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time


def serve(folder):
    """Serves `folder` on 127.0.0.1 on a free port in a thread; returns the server."""
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass


class Browser:
    """Headless Chromium driven through the DevTools protocol on a pipe (fds 3 and 4)."""

    def __init__(self, chromium, width, height):
        self.profile = tempfile.mkdtemp(prefix="klados-chromium-")
        to_chrome = os.pipe()
        from_chrome = os.pipe()

        def fds():
            os.dup2(to_chrome[0], 3)
            os.dup2(from_chrome[1], 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader",
             "--no-first-run", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--user-data-dir=" + self.profile, "--remote-debugging-pipe",
             f"--window-size={width},{height}", "about:blank"],
            preexec_fn=fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome[0])
        os.close(from_chrome[1])
        self.writer = os.fdopen(to_chrome[1], "wb", buffering=0)
        self.reader = os.fdopen(from_chrome[0], "rb", buffering=0)
        self.next_id = 0
        self.answers = {}
        self.events = queue.Queue()
        self.lock = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(target for target in targets if target["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=False)
        self.call("Runtime.enable")
        self.call("Page.enable")

    def read(self):
        buffer = b""
        while True:
            chunk = self.reader.read(1 << 16)
            if not chunk:
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                message = json.loads(message)
                if "id" in message:
                    with self.lock:
                        self.answers[message["id"]] = message
                        self.lock.notify_all()
                else:
                    self.events.put(message)

    def call(self, method, timeout=60, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self.lock:
            while self.next_id not in self.answers:
                if not self.lock.wait(max(0.0, deadline - time.time())) and time.time() > deadline:
                    raise TimeoutError(method)
            answer = self.answers.pop(self.next_id)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def evaluate(self, expression, timeout=60):
        result = self.call("Runtime.evaluate", timeout=timeout, expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def console(self):
        """The page's console errors and exceptions so far, as lines."""
        lines = []
        while not self.events.empty():
            event = self.events.get()
            params = event.get("params", {})
            if event.get("method") == "Runtime.exceptionThrown":
                lines.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:400])
            elif event.get("method") == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning"):
                lines.append(params["type"] + ": " + " ".join(str(arg.get("value", "")) for arg in params["args"])[:400])
        return lines

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)
            time.sleep(0.05)

    NAMED_KEYS = {"ArrowRight": 39, "ArrowLeft": 37, "End": 35, "Home": 36, "Escape": 27, "Enter": 13, "PageDown": 34,
                  "PageUp": 33}

    def key(self, text):
        """Presses and releases a key: one that types `text` (a digit or a letter), or a named
        one ("ArrowRight")."""
        modifiers = 0
        if text.startswith("ctrl+"):
            modifiers, text = 2, text[len("ctrl+"):]
        if text in self.NAMED_KEYS:
            code, typed, number = text, "", self.NAMED_KEYS[text]
        else:
            code = ("Digit" + text) if text.isdigit() else ("Key" + text.upper())
            typed, number = text, ord(text.upper())
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=text, code=code, modifiers=modifiers,
                      text=typed if kind == "keyDown" and not modifiers else "", windowsVirtualKeyCode=number)
            time.sleep(0.05)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


STATUS = ("(element => JSON.stringify(element ? Object.assign({}, element.dataset) : {}))"
          "(document.getElementById('klados-status'))")


def status(browser):
    return json.loads(browser.evaluate(STATUS))


def wait_for(browser, what, condition, timeout):
    """Waits until condition(status) holds; fails at once if the app panicked."""
    deadline = time.time() + timeout
    while True:
        now = status(browser)
        if now.get("panicked") == "true":
            raise AssertionError(f"the app panicked while waiting for {what}: {now.get('panic')}")
        if condition(now):
            return now
        if time.time() > deadline:
            raise AssertionError(f"no {what} within {timeout} s; the page says {now}")
        time.sleep(0.1)


def square_centre(board, square):
    """The CSS pixel at the centre of `square` ("e2") on the board the page describes."""
    left, top, side, bottom = board.split()
    left, top, side = float(left), float(top), float(side)
    file = ord(square[0]) - ord("a")
    rank = int(square[1]) - 1
    column, row = (file, 7 - rank) if bottom == "white" else (7 - file, rank)
    return left + (column + 0.5) * side / 8, top + (row + 0.5) * side / 8


def open_page(browser, url):
    started = time.time()
    browser.call("Page.navigate", url=url)
    shown = wait_for(browser, "first frame", lambda now: "firstFrameMs" in now and now.get("board"), 60)
    return shown, time.time() - started


def play_e4(browser, shots, name):
    """Clicks e2 then e4 and waits for the computer's reply; returns the moves."""
    board = status(browser)["board"]
    for square in ("e2", "e4"):
        browser.click(*square_centre(board, square))
        time.sleep(0.3)
    wait_for(browser, "1. e4 on the board", lambda now: now.get("moves", "").startswith("e4"), 10)
    answered = wait_for(browser, "the computer's reply", lambda now: len(now.get("moves", "").split()) >= 2, 180)
    time.sleep(0.5)
    browser.screenshot(os.path.join(shots, name))
    return answered["moves"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", help="the built page (web/build.sh's folder)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    parser.add_argument("--shots", default="web/shots", help="where screenshots go")
    parser.add_argument("--size", default="1280x820")
    parser.add_argument("--measure", action="store_true", help="then measure the page (see measure())")
    arguments = parser.parse_args()
    os.makedirs(arguments.shots, exist_ok=True)
    width, height = (int(n) for n in arguments.size.split("x"))
    server = serve(arguments.folder)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    browser = Browser(arguments.chromium, width, height)
    try:
        shown, seconds = open_page(browser, url)
        print(f"page: first frame {shown['firstFrameMs']} ms after the page began to load "
              f"({seconds:.1f} s with the browser's start)")
        moves = play_e4(browser, arguments.shots, f"e4-{width}x{height}.png")
        print(f"page: clicked e2, e4; the game is now: {moves}")
        if arguments.measure:
            measure(browser)
        problems = [line for line in browser.console() if "klados" in line.lower() or "exception" in line]
        for line in problems:
            print("page console:", line)
        print("web page test: 1 passed, 0 failed")
        return 0
    except AssertionError as failure:
        try:
            browser.screenshot(os.path.join(arguments.shots, "failed.png"))
        except Exception:
            pass
        for line in browser.console():
            print("page console:", line)
        print(f"page: FAILED: {failure}")
        print("web page test: 0 passed, 1 failed")
        return 1
    finally:
        browser.close()
        server.shutdown()


SAMPLER = """(() => {
    const status = document.getElementById('klados-status');
    const sample = { frames: [], work: [], done: false, busySeen: false };
    const started = performance.now();
    let last = started;
    function tick(now) {
        sample.frames.push(now - last);
        sample.work.push(parseFloat(status.dataset.frameMs || '0'));
        last = now;
        const busy = status.dataset.busy === 'true';
        sample.busySeen ||= busy;
        if ((sample.busySeen && !busy) || now - started > %d) {
            sample.done = true;
            sample.ms = now - started;
        } else {
            requestAnimationFrame(tick);
        }
    }
    requestAnimationFrame(tick);
    window.kladosSample = sample;
})()"""


def sample_frames(browser, keys, limit_ms, what):
    """Presses `keys` and samples the page's frame intervals until the work they start ends."""
    browser.evaluate(SAMPLER % limit_ms)
    for key in keys:
        browser.key(key)
    deadline = time.time() + limit_ms / 1000 + 10
    while not browser.evaluate("window.kladosSample.done"):
        if time.time() > deadline:
            raise AssertionError(f"{what} did not end")
        time.sleep(0.2)
    sample = browser.evaluate("window.kladosSample")
    frames = sorted(sample["frames"])
    work = sorted(sample["work"])
    slow = sum(1 for frame in frames if frame > 50)
    print(f"page: {what}: {sample['ms'] / 1000:.1f} s, {len(frames)} frames; from frame to frame median "
          f"{frames[len(frames) // 2]:.1f} ms, longest {frames[-1]:.1f} ms, {slow} over 50 ms; the app's "
          f"own work a frame median {work[len(work) // 2]:.1f} ms, longest {work[-1]:.1f} ms")


def measure(browser):
    """Frame times while the computer searches, and the engine's speed in the page."""
    sample_frames(browser, [], 3000, "idle")
    sample_frames(browser, ["4", "s"], 120000, "minimax depth 4 in the worker (Think, key S)")
    sample_frames(browser, ["5", "s"], 120000, "minimax depth 5 in the worker (Think, key S)")
    for depth in (4, 4, 4, 5, 5):
        speed = browser.evaluate(f"import('./klados.js').then(klados => klados.bench_minimax({depth}))",
                                 timeout=300)
        print(f"page: minimax depth {depth} from the start on the page's thread: {speed}")


if __name__ == "__main__":
    sys.exit(main())
