#!/usr/bin/env python3
"""Checks `layout-dump --format html` in a real browser (headless Chromium).

For the default scene, the page is opened with a probe script appended: it
moves the page's slider to two positions (as a person would, through the
slider's `input` event), reads every drawn view's element box with
getBoundingClientRect, hovers a view, and writes what it measured into the
DOM. Chromium's `--dump-dom` prints that DOM; each box must equal the view's
screen frame from `layout-dump --format json` at the same offset (within
Chromium's layout unit, 1/64 px), the views drawn must be exactly those not
hidden, and the hover panel must name the view and list its constraints.
Then the probe clicks the page's direction toggle to right to left and
measures again: the boxes must be the frames of `--direction rtl`; and back
to left to right, where they must be the first ones again. The default
scene is symmetric, so the toggle is checked on Examples/form.scene too,
whose right-to-left frames differ.
A screenshot of the probed page is kept as a CI artefact.

No browser is a failure, never a skip: the message says how to install one.

Usage: Scripts/check-html.py --binary <layout-dump> [--output .build/html-check]
                             [--chromium <path>] [--screenshot-only <png>]
Exit status: 0 when every check passes, 1 otherwise.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

BROWSERS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
# Chromium lays boxes out in 1/64 px; the JSON's numbers have 3 decimals.
TOLERANCE = 1 / 64 + 0.001
# The slider positions checked (the default scene: expanded, half-collapsed,
# collapsed). The page ends at the last one, which the screenshot shows.
POSITIONS = [2, 1]
HOVERED = "closablePanel"
WINDOW = "1100,1010"

PROBE = """
<script>
(() => {
  const slider = document.getElementById("axis-0");
  const screen = document.getElementById("screen");
  const result = { positions: [], directions: [] };
  function measure(position) {
    const origin = screen.getBoundingClientRect();
    const boxes = [];
    for (const element of [screen, ...screen.querySelectorAll(".view")]) {
      const r = element.getBoundingClientRect();
      boxes.push({ view: Number(element.dataset.view), x: r.x - origin.x, y: r.y - origin.y,
                   width: r.width, height: r.height });
    }
    return { position, heading: document.getElementById("heading").textContent, boxes };
  }
  for (const position of POSITIONS) {
    slider.value = position;
    slider.dispatchEvent(new Event("input", { bubbles: true }));
    result.positions.push(measure(position));
  }
  // The direction toggle, clicked as a person would: right to left, then back.
  for (const direction of ["rtl", "ltr"]) {
    const toggle = document.getElementById("direction-" + direction);
    if (!toggle) break;
    toggle.click();
    result.directions.push({ direction, checked: toggle.checked, ...measure(slider ? Number(slider.value) : 0) });
  }
  const hovered = screen.querySelector('.view[data-name="HOVERED"]');
  if (hovered) hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  result.hover = document.getElementById("info").innerText;
  const out = document.createElement("script");
  out.type = "application/json";
  out.id = "measured";
  out.textContent = JSON.stringify(result);
  document.body.append(out);
})();
</script>
"""


def fail(message):
    print(f"check-html: error: {message}", file=sys.stderr)
    sys.exit(1)


def find_browser(explicit):
    if explicit:
        return explicit if shutil.which(explicit) else None
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


def browser_command(browser, profile, arguments):
    """Headless Chromium, as root too (no sandbox), at a fixed window size and
    one CSS pixel per device pixel, with a profile of its own."""
    return [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={WINDOW}",
        f"--user-data-dir={profile}", *arguments,
    ]


def layout_dump(binary, *arguments):
    run = subprocess.run([binary, *arguments], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"{binary} {' '.join(arguments)} exited {run.returncode}:\n{run.stderr}")
    return run.stdout


def drawn(views):
    """Indices of the views not hidden and not inside a hidden view."""
    result, hidden_depth = [], None
    for index, view in enumerate(views):
        if hidden_depth is not None:
            if view["depth"] > hidden_depth:
                continue
            hidden_depth = None
        if view["hidden"]:
            hidden_depth = view["depth"]
            continue
        result.append(index)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True, help="the layout-dump executable")
    parser.add_argument("--output", default=".build/html-check", help="where the page and screenshot go")
    parser.add_argument("--chromium", help="the browser (default: the first of %s on PATH)" % ", ".join(BROWSERS))
    args = parser.parse_args()
    started = time.monotonic()

    browser = find_browser(args.chromium)
    if browser is None:
        fail(
            "no headless browser found (looked for %s on PATH): install Debian's with "
            "`apt-get update && apt-get install -y chromium`; the HTML page cannot be checked without one"
            % (args.chromium or ", ".join(BROWSERS))
        )
    version = subprocess.run([browser, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"browser: {browser} ({version})")

    os.makedirs(args.output, exist_ok=True)
    page = layout_dump(args.binary, "--format", "html")
    frames = json.loads(layout_dump(args.binary, "--format", "json"))
    frames_rtl = json.loads(layout_dump(args.binary, "--format", "json", "--direction", "rtl"))
    form = "Examples/form.scene"
    form_page = layout_dump(args.binary, form, "--format", "html")
    form_frames = json.loads(layout_dump(args.binary, form, "--format", "json"))
    form_frames_rtl = json.loads(layout_dump(args.binary, form, "--format", "json", "--direction", "rtl"))
    with open(os.path.join(args.output, "bar.html"), "w", encoding="utf-8") as f:
        f.write(page)
    if "</body>" not in page:
        fail("the page has no </body>")
    probe = PROBE.replace("POSITIONS", json.dumps(POSITIONS)).replace("HOVERED", HOVERED)
    probed = os.path.join(os.path.abspath(args.output), "bar.probe.html")
    with open(probed, "w", encoding="utf-8") as f:
        f.write(page.replace("</body>", probe + "</body>", 1))
    form_probed = os.path.join(os.path.abspath(args.output), "form.probe.html")
    with open(form_probed, "w", encoding="utf-8") as f:
        f.write(form_page.replace("</body>", PROBE.replace("POSITIONS", "[]").replace("HOVERED", "email") + "</body>", 1))
    screenshot = os.path.join(os.path.abspath(args.output), "bar.png")
    if os.path.exists(screenshot):
        os.remove(screenshot)

    with tempfile.TemporaryDirectory() as profiles:
        # Both runs at once: each is a browser start, most of the time taken.
        commands = {
            "dom": ["--dump-dom", "file://" + probed],
            "form-dom": ["--dump-dom", "file://" + form_probed],
            "screenshot": [f"--screenshot={screenshot}", "file://" + probed],
        }
        outputs = {}
        processes = {
            name: subprocess.Popen(
                browser_command(browser, os.path.join(profiles, name), arguments),
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for name, arguments in commands.items()
        }
        for name, process in processes.items():
            try:
                stdout, stderr = process.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                fail(f"Chromium ({name}) did not finish within 60 s")
            if process.returncode != 0:
                fail(f"Chromium ({name}) exited {process.returncode}:\n{stderr[-2000:]}")
            outputs[name] = stdout

    def measurements(name, probe_file):
        match = re.search(r'<script type="application/json" id="measured">(.*?)</script>', outputs[name], re.S)
        if not match:
            fail(f"the probe wrote no measurements: the page's script failed before it (see {probe_file})")
        return json.loads(match.group(1))

    measured = measurements("dom", "bar.probe.html")
    form_measured = measurements("form-dom", "form.probe.html")

    problems = []
    checks = [(entry, frames, "") for entry in measured["positions"]]
    for page_measured, ltr, rtl, scene in [
        (measured, frames, frames_rtl, "default scene"), (form_measured, form_frames, form_frames_rtl, form)
    ]:
        directions = page_measured.get("directions", [])
        if [entry["direction"] for entry in directions] != ["rtl", "ltr"]:
            problems.append(f"{scene}: the page has no direction toggle (inputs #direction-rtl and #direction-ltr)")
        for entry in directions:
            if not entry["checked"]:
                problems.append(f"{scene}: clicking the toggle's {entry['direction']} leaves it unchecked")
            toggled = f", {scene} toggled to {entry['direction']}"
            checks.append((entry, rtl if entry["direction"] == "rtl" else ltr, toggled))
    # The form's right-to-left frames differ from its left-to-right ones, so
    # the toggle's check there fails if the page ignores it.
    if [v["screenFrame"] for v in form_frames["views"]] == [v["screenFrame"] for v in form_frames_rtl["views"]]:
        problems.append(f"{form} lays out the same in both directions: the toggle check proves nothing")
    for entry, frames, toggled in checks:
        position = entry["position"]
        views = [v for v in frames["views"] if v["index"] == position]
        offset = frames["offsets"][position]
        label = f"position {position} (offset {offset['offset']}, {offset.get('label')}{toggled})"
        expected = drawn(views)
        boxes = {box["view"]: box for box in entry["boxes"]}
        if sorted(boxes) != expected:
            problems.append(f"{label}: the page draws views {sorted(boxes)}, the layout has {expected} not hidden")
        largest = 0.0
        for index in expected:
            box = boxes.get(index)
            if box is None:
                continue
            frame = views[index]["screenFrame"]
            for key in ("x", "y", "width", "height"):
                difference = abs(box[key] - frame[key])
                largest = max(largest, difference)
                if difference > TOLERANCE:
                    problems.append(
                        f"{label}: '{views[index]['view']}' {key} is {box[key]} in the browser, {frame[key]} in the layout"
                    )
        print(f"{label}: heading '{entry['heading']}', {len(expected)} views, largest difference {largest:.4f} px")

    hover = measured.get("hover", "")
    if f"'{HOVERED}'" not in hover or "constraints (" not in hover or not re.search(rf"\b{HOVERED}\.", hover):
        problems.append(f"hovering '{HOVERED}' shows:\n{hover}")
    else:
        print(f"hover: '{HOVERED}' with its frame and {hover.count(HOVERED + '.')} constraint mentions")

    if not os.path.exists(screenshot) or os.path.getsize(screenshot) < 1000:
        problems.append(f"no screenshot at {screenshot}")
    else:
        with open(screenshot, "rb") as f:
            if f.read(8) != b"\x89PNG\r\n\x1a\n":
                problems.append(f"{screenshot} is not a PNG")
        print(f"screenshot: {screenshot}")

    if problems:
        for problem in problems:
            print(f"check-html: error: {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"the HTML page matches the layout in {browser} ({time.monotonic() - started:.1f} s)")


if __name__ == "__main__":
    main()
