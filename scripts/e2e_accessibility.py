"""The checks of scripts/e2e-accessibility: the Gallery seen through pyatspi (libatspi)."""
import os
import subprocess
import sys
import tempfile
import time

import dbus
import pyatspi
from gi.repository import GLib

gallery = sys.argv[1]
work = tempfile.mkdtemp()
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"  ok   {name}" + (f" ({detail})" if detail else ""))
    else:
        failed += 1
        print(f"  FAIL {name}" + (f": {detail}" if detail else ""))


def wait_for(condition, seconds=5.0):
    """Polls `condition` (pumping GLib, so events arrive) until it is true or time runs out."""
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        try:
            value = condition()
        except Exception:  # an object on its way: ask again
            value = None
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def find(node, role=None, name=None, depth=0):
    """The first descendant with `role` (a role name) and `name`, depth first."""
    if node is None or depth > 40:
        return None
    if (role is None or node.getRoleName() == role) and (name is None or node.name == name):
        return node
    for i in range(node.childCount):
        found = find(node.getChildAtIndex(i), role, name, depth + 1)
        if found is not None:
            return found
    return None


def find_id(node, identifier, depth=0):
    """The first descendant whose accessibilityIdentifier (the "id" attribute) is `identifier`."""
    if node is None or depth > 40:
        return None
    if f"id:{identifier}" in node.getAttributes():
        return node
    for i in range(node.childCount):
        found = find_id(node.getChildAtIndex(i), identifier, depth + 1)
        if found is not None:
            return found
    return None


def states(node):
    return set(node.getState().getStates())


def center(node):
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


# The accessibility bus and its registry, as a desktop session starts them.
launcher = subprocess.Popen(
    ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
log = open(os.path.join(work, "gallery.log"), "w")
app_process = subprocess.Popen(
    [gallery, "--scene", "7", "--ready-file", os.path.join(work, "ready")],
    stdout=log, stderr=subprocess.STDOUT, env=dict(os.environ, SDL_VIDEODRIVER="x11"))


def gallery_log():
    log.flush()
    return open(os.path.join(work, "gallery.log")).read()


def orca_check():
    if not os.path.exists("/usr/bin/orca"):
        check("orca-available", False, "orca is not installed")
        return
    home = os.path.join(work, "orca-home")
    prefs = os.path.join(home, "prefs")
    os.makedirs(prefs)
    # Orca's debug file, line-buffered, so every utterance is on disk when read.
    with open(os.path.join(prefs, "orca-customizations.py"), "w") as f:
        f.write("import orca.debug\nif orca.debug.debugFile:\n"
                "    orca.debug.debugFile.reconfigure(line_buffering=True)\n")
    gallery_log2 = open(os.path.join(work, "gallery-orca.log"), "w")
    app2 = subprocess.Popen([gallery, "--scene", "7", "--ready-file", os.path.join(work, "ready2")],
                            stdout=gallery_log2, stderr=subprocess.STDOUT,
                            env=dict(os.environ, SDL_VIDEODRIVER="x11"))
    debug = os.path.join(work, "orca.out")
    orca = None
    try:
        wait_for(lambda: os.path.exists(os.path.join(work, "ready2")), 20)
        orca = subprocess.Popen(
            ["orca", "--disable", "speech", "--disable", "braille", "--user-prefs", prefs,
             "--debug-file", debug], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env=dict(os.environ, HOME=home))

        def spoken():
            if not os.path.exists(debug):
                return []
            lines = open(debug, errors="replace").read().splitlines()
            return [l.split("SPEECH OUTPUT: '", 1)[1].split("'{")[0] for l in lines if "SPEECH OUTPUT: '" in l]

        started = wait_for(lambda: "OpenUIKit Gallery frame." in spoken(), 30)
        check("orca-reads-window", started, f"{spoken()[-3:]}")
        if not started:
            return
        wid = subprocess.run(["xdotool", "search", "--name", "OpenUIKit Gallery"],
                             capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowactivate", "--sync", wid],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        expected = ["Filled push button.", "Tinted push button.", "Button inside push button.",
                    "Switch toggle button not pressed.", "Slider horizontal slider 30.",
                    "First field entry."]
        for utterance in expected:
            count = len(spoken())
            subprocess.run(["xdotool", "key", "--window", wid, "Tab"])
            said = wait_for(lambda: spoken()[count:] if len(spoken()) > count else None, 10) or []
            check(f"orca-says-{utterance.split()[0].lower()}", utterance in said, f"said {said}")
        print("  Orca said, tabbing through the Controls scene:",
              " / ".join(u for u in spoken() if u not in ("Screen reader on.",)))
    finally:
        if orca is not None:
            orca.terminate()
        app2.terminate()


try:
    print(f"e2e-accessibility: the Gallery on {os.environ.get('DISPLAY')}, private D-Bus session")
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: next((a for a in desktop if a is not None and a.name == "Gallery"), None), 20)
    on_x11 = wait_for(lambda: os.path.exists(os.path.join(work, "ready")), 20) and "headless tour" not in gallery_log()
    check("gallery-on-x11", on_x11, "the Gallery fell back to its headless tour:\n"
          + "\n".join(gallery_log().splitlines()[:6]) if not on_x11 else "")
    if not on_x11:
        raise SystemExit
    check("gallery-listed", app is not None, f"apps: {[a.name for a in desktop if a is not None]}")
    if app is None:
        raise SystemExit
    check("toolkit-name", app.get_toolkit_name() == "OpenUIKit", app.get_toolkit_name())
    frame = wait_for(lambda: find(app, "frame"))
    check("frame-named", frame is not None and frame.name == "OpenUIKit Gallery",
          frame.name if frame else "no frame")
    check("frame-active", frame is not None and pyatspi.STATE_ACTIVE in states(frame))

    # Roles and states on the Controls scene.
    tabs = find(frame, "page tab list")
    check("scene-tabs", tabs is not None and tabs.childCount == 15,
          f"{tabs.childCount if tabs else 0} tabs")
    controls_tab = find(tabs, "page tab", "Controls") if tabs else None
    check("current-tab-selected",
          controls_tab is not None and pyatspi.STATE_SELECTED in states(controls_tab))
    filled = find(frame, "push button", "Filled")
    disabled = find(frame, "push button", "Disabled")
    switch = find(frame, "toggle button", "Switch")
    slider = find(frame, "slider", "Slider")
    field = find(frame, "entry", "First field")
    check("roles", None not in (filled, disabled, switch, slider, field),
          f"button {filled is not None}, switch {switch is not None}, slider {slider is not None}, entry {field is not None}")
    if None in (filled, disabled, switch, slider, field):
        raise SystemExit
    check("enabled-states", pyatspi.STATE_ENABLED in states(filled)
          and pyatspi.STATE_ENABLED not in states(disabled)
          and pyatspi.STATE_FOCUSABLE in states(filled))
    check("parent-and-index", filled.parent == frame and frame.getChildAtIndex(filled.getIndexInParent()) == filled)

    # Action: pressing a button runs its primary action; the switch toggles.
    action = filled.queryAction()
    check("button-action-named", action.nActions >= 1 and action.getName(0) == "click")
    action.doAction(0)
    # The scene's event log (a label) lists each control event as it fires.
    event_log = find_id(frame, "event log")
    check("action-presses-button", wait_for(lambda: "Filled: primary action" in event_log.name),
          event_log.name.split("\n")[0] if event_log else "no event log")
    switch.queryAction().doAction(0)
    check("action-toggles-switch", wait_for(lambda: pyatspi.STATE_CHECKED in states(switch)))

    # Value: setting the slider's value moves it, and the app's label follows.
    value = slider.queryValue()
    check("slider-range", (value.minimumValue, value.maximumValue, value.currentValue) == (0, 100, 30),
          f"{value.minimumValue}…{value.maximumValue} at {value.currentValue}")
    value.currentValue = 75
    check("value-moves-slider", wait_for(lambda: slider.queryValue().currentValue == 75))
    check("app-sees-value", wait_for(lambda: find(frame, "label", "75") is not None))

    # EditableText: text typed through the bridge lands in the field, as typing does.
    field.queryEditableText().insertText(0, "hello", 5)
    text = field.queryText()
    check("editable-text-types", wait_for(lambda: text.getText(0, -1) == "hello"), text.getText(0, -1))
    check("typing-sends-editing-events", wait_for(lambda: "First field: editingChanged" in event_log.name))
    check("caret-after-text", text.caretOffset == 5, f"caret {text.caretOffset}")
    word = text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START)
    check("text-word", word[0] == "hello", repr(word))

    # GetAccessibleAtPoint: from the frame down, the control under its own centre.
    for target in (filled, slider, field):
        x, y = center(target)
        node = frame
        for _ in range(10):
            child = node.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
            if child is None:
                break
            node = child
        check(f"point-finds-{target.name.lower().replace(' ', '-')}", node == target,
              f"found {node.getRoleName()} {node.name!r}")
    box = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    outside = frame.queryComponent().getAccessibleAtPoint(box.x + box.width + 50, box.y, pyatspi.DESKTOP_COORDS)
    check("point-outside-is-none", outside is None)

    # Focus: Tab moves keyboard focus, and a focus event names the focused control.
    focus_events = []
    pyatspi.Registry.registerEventListener(
        lambda e: focus_events.append(e) if e.detail1 == 1 else None, "object:state-changed:focused")
    subprocess.run(["xdotool", "search", "--name", "OpenUIKit Gallery", "windowactivate", "--sync"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wid = subprocess.run(["xdotool", "search", "--name", "OpenUIKit Gallery"],
                         capture_output=True, text=True).stdout.split()[0]
    # A click on the background ends editing, so Tab moves focus rather than typing.
    subprocess.run(["xdotool", "mousemove", "--window", wid, "460", "600", "click", "1"])
    subprocess.run(["xdotool", "key", "--window", wid, "Tab"])
    first = wait_for(lambda: focus_events[-1] if focus_events else None)
    check("tab-sends-focus-event", first is not None,
          f"{first.source.getRoleName()} {first.source.name!r}" if first else "no event")
    if first is not None:
        check("focused-state", pyatspi.STATE_FOCUSED in states(first.source))
        count = len(focus_events)
        subprocess.run(["xdotool", "key", "--window", wid, "Tab"])
        second = wait_for(lambda: focus_events[-1] if len(focus_events) > count else None)
        check("tab-moves-focus", second is not None and second.source != first.source,
              f"{second.source.name!r}" if second else "no second event")
    # A client listening for events is a screen reader at work: the app is told.
    check("app-hears-screen-reader", wait_for(lambda: "screen reader listening: true" in event_log.name),
          event_log.name.split("\n")[0])
    # GrabFocus gives keyboard focus, as Tab does.
    check("grab-focus", field.queryComponent().grabFocus() and wait_for(lambda: pyatspi.STATE_FOCUSED in states(field)))
    # A desktop's own on-screen keyboard that follows accessibility focus (GNOME's Caribou,
    # Onboard's auto-show) shows when an editable text gets focus: a real click into the field,
    # after one on the background, sends that event from the field, editable.
    subprocess.run(["xdotool", "mousemove", "--window", wid, "460", "600", "click", "1"])
    check("click-away-unfocuses", wait_for(lambda: pyatspi.STATE_FOCUSED not in states(field)))
    count = len(focus_events)
    x, y = center(field)
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"])
    clicked = wait_for(lambda: next((e for e in focus_events[count:] if e.source == field), None))
    check("click-focuses-editable-text", clicked is not None
          and pyatspi.STATE_EDITABLE in states(field) and pyatspi.STATE_FOCUSED in states(field),
          "no focus event from the field" if clicked is None else str(states(field)))

    # Name changes arrive as events (clients cache names).
    name_events = []
    pyatspi.Registry.registerEventListener(name_events.append, "object:property-change:accessible-name")
    filled.queryAction().doAction(0)
    # With no other input after the press (the loop stepping again for it at once).
    heard = wait_for(lambda: any(e.source == event_log for e in name_events))
    check("name-change-event", heard)

    # Stale and hostile requests: clear errors, and the app keeps answering.
    bus = dbus.bus.BusConnection(dbus.SessionBus().call_blocking(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", "", []))
    errors = []
    def call(path, interface, member, signature, args):
        try:
            bus.call_blocking(bus_name, path, interface, member, signature, args, timeout=5)
            return None
        except dbus.DBusException as error:
            return error.get_dbus_name()
    bus_name = None
    # The application's bus name: the one whose root answers with the name "Gallery".
    for candidate in bus.list_names():
        if not candidate.startswith(":"):
            continue
        try:
            got = bus.call_blocking(candidate, "/org/a11y/atspi/accessible/root",
                                    "org.freedesktop.DBus.Properties", "Get", "ss",
                                    ["org.a11y.atspi.Accessible", "Name"], timeout=2)
        except dbus.DBusException:
            continue
        if got == "Gallery":
            bus_name = candidate
            break
    check("bus-name-found", bus_name is not None)
    if bus_name:
        errors.append(call("/org/a11y/atspi/accessible/999999", "org.a11y.atspi.Accessible", "GetRole", "", []))
        errors.append(call("/not/ours", "org.a11y.atspi.Accessible", "GetRole", "", []))
        errors.append(call("/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible", "GetChildAtIndex", "s", ["x"]))
        errors.append(call("/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible", "GetChildAtIndex", "i", [2**31 - 1]))
        errors.append(call("/org/a11y/atspi/accessible/root", "org.a11y.atspi.Nothing", "Nope", "", []))
        errors.append(call("/org/a11y/atspi/accessible/root", "org.a11y.atspi.Value", "GetFoo", "", []))
        check("bad-requests-get-errors", all(e is not None for e in errors), ", ".join(map(str, errors)))
        # A flood: a thousand calls without waiting, then the app still answers.
        for _ in range(1000):
            bus.call_async(bus_name, "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                           "GetChildren", "", [], None, None)
        check("answers-after-flood", app.childCount >= 1 and frame.name == "OpenUIKit Gallery")

    # A control removed while a client holds it: the scene changes, the held object is gone.
    held = find(frame, "push button", "Tinted")
    settings_tab = find(tabs, "page tab", "Settings")
    settings_tab.queryAction().doAction(0)
    check("tab-action-switches-scene", wait_for(lambda: pyatspi.STATE_SELECTED in states(settings_tab)))
    selection = tabs.querySelection()
    check("selection-names-tab", selection.nSelectedChildren == 1 and selection.getSelectedChild(0).name == "Settings")
    try:
        gone = "defunct" if pyatspi.STATE_DEFUNCT in states(held) else f"states {states(held)}"
    except Exception as error:  # or the object is gone altogether: an error reply says so
        gone = "UnknownObject" if "UnknownObject" in str(error) else f"error {error}"
    check("removed-control-is-gone", gone in ("defunct", "UnknownObject"), gone)
    heading = wait_for(lambda: find(frame, "heading"))
    check("navigation-title-is-heading", heading is not None, heading.name if heading else "none")
    items = wait_for(lambda: find(frame, "list item"))
    check("cells-are-list-items", items is not None, items.name if items else "none")
    bar_tabs = [find(frame, "page tab", n) for n in ("Alerts", "Sheets")]
    check("tab-bar-tabs", None not in bar_tabs)
    check("app-still-running", app_process.poll() is None)

    # dogtail (PyPI), the GUI test framework, drives the same tree by its own means.
    venv = os.environ.get("OPENUIKIT_DOGTAIL_VENV", "")
    python = os.path.join(venv, "bin", "python")
    if venv and os.path.exists(python):
        run = subprocess.run([python, os.path.join(os.path.dirname(__file__), "e2e_dogtail.py")],
                             capture_output=True, text=True, timeout=120)
        for line in run.stdout.splitlines():
            if line.startswith("  ok   "):
                check(line[7:].split(" (")[0], True, line[7:].partition(" (")[2].rstrip(")"))
            elif line.startswith("  FAIL "):
                check(line[7:], False)
        if run.returncode != 0 and "FAIL" not in run.stdout:
            check("dogtail-ran", False, run.stderr[-1500:])
    else:
        check("dogtail-available", False, f"no dogtail virtualenv at {venv!r}")

    # Orca, the screen reader, tabbing through a fresh Controls scene: what it says for each
    # control (its speech as it logs it; with no sound card, speech-dispatcher stays out).
    app_process.terminate()
    app_process.wait(5)
    orca_check()
except SystemExit:
    pass
except Exception:  # a check that could not run is a failure, with its trace
    import traceback
    traceback.print_exc()
    failed += 1
finally:
    app_process.terminate()
    try:
        app_process.wait(5)
    except subprocess.TimeoutExpired:
        app_process.kill()
    launcher.terminate()
    if failed:
        print("---- Gallery log (end) ----")
        print(gallery_log()[-3000:])
    print(f"e2e-accessibility: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
