"""dogtail's view of the Gallery (run by scripts/e2e_accessibility.py while it runs)."""
import sys
import time

from dogtail.config import config

# The Gallery is the only application; no GNOME settings to check on a bare Xvfb.
config.checkForA11y = False
config.searchShowingOnly = True
config.searchCutoffCount = 10
from dogtail.tree import root  # noqa: E402 (after the configuration)

failures = 0


def check(name, ok, detail=""):
    global failures
    print(f"  {'ok  ' if ok else 'FAIL'} {name}" + (f" ({detail})" if detail else ""))
    failures += 0 if ok else 1


def until(condition, seconds=5.0):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.1)
    return condition()


app = root.application("Gallery")
check("dogtail-finds-gallery", app.roleName == "application")
app.child(name="Controls", roleName="page tab").doActionNamed("click")
tinted = app.child(name="Tinted", roleName="push button")
check("dogtail-finds-button", tinted.showing, tinted.name)
tinted.doActionNamed("click")
field = app.child(name="Second field", roleName="entry")
field.text = "typed by dogtail"
check("dogtail-sets-text", until(lambda: field.text == "typed by dogtail"), field.text)
slider = app.child(name="Slider", roleName="slider")
slider.value = 40
check("dogtail-sets-value", until(lambda: slider.value == 40), str(slider.value))
toggle = app.child(name="Switch", roleName="toggle button")
before = toggle.checked
toggle.doActionNamed("click")
check("dogtail-toggles-switch", until(lambda: toggle.checked != before), f"{before} → {toggle.checked}")
sys.exit(failures)
