"""Times kiwisolver on equations dumped by LayoutProbe (or generated here), for
layout-vs-kiwi.sh: the same equations, added in the same order, then updateVariables."""
import json
import sys
import time

import kiwisolver as kiwi


def load(path):
    with open(path) as f:
        return json.load(f)


def solve(problem, suggestions=0):
    variables = [kiwi.Variable("v%d" % i) for i in range(problem["variables"])]
    constraints = []
    for c in problem["constraints"]:
        expr = sum((variables[int(i)] * k for i, k in c["terms"]), c["constant"])
        if c["op"] == "==":
            made = expr == 0
        elif c["op"] == "<=":
            made = expr <= 0
        else:
            made = expr >= 0
        constraints.append(made | min(c["strength"], kiwi.strength.required))
    solver = kiwi.Solver()
    start = time.perf_counter()
    for c in constraints:
        try:
            solver.addConstraint(c)
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    solve_time = time.perf_counter() - start
    suggest_time = 0
    if suggestions and variables:
        first = variables[0]
        solver.addEditVariable(first, kiwi.strength.strong)
        value = first.value()
        start = time.perf_counter()
        for step in range(1, suggestions + 1):
            solver.suggestValue(first, value + step)
            solver.updateVariables()
        suggest_time = (time.perf_counter() - start) / suggestions
    return solve_time, suggest_time


def random_systems(count, seed):
    """`count` random systems shaped as the solver's kiwisolver test makes them (2 to 7
    variables, 2 to 12 constraints of 1 to 3 terms, required, strong, medium or weak, and a weak
    pull on every variable so that the optimum is unique), larger: 10 to 20 variables, 10 to 40
    constraints (Kiwi 1.4.4 aborts, objective unbounded, on some systems twice that size).
    Required constraints hold at a hidden point, so none is refused
    (Kiwi's tableau cannot be trusted after a refusal)."""
    import random

    rng = random.Random(seed)
    systems = []
    strengths = [kiwi.strength.required, kiwi.strength.required, kiwi.strength.strong,
                 3e3, 7.0]
    for _ in range(count):
        n = rng.randint(10, 20)
        point = [rng.randint(-50, 50) for _ in range(n)]
        constraints = []
        for _ in range(rng.randint(10, 40)):
            terms = [[float(i), rng.choice([-2, -1, -0.5, 0.5, 1, 2])]
                     for i in rng.sample(range(n), rng.randint(1, min(3, n)))]
            op = rng.choice(["<=", "==", ">="])
            strength = rng.choice(strengths)
            constant = float(rng.randint(-100, 100))
            if strength == kiwi.strength.required:
                value = sum(point[int(i)] * c for i, c in terms)
                slack = 0 if op == "==" else rng.randint(0, 20)
                constant = -value + (-slack if op == "<=" else slack)
            constraints.append({"terms": terms, "constant": float(constant), "op": op,
                                "strength": strength})
        for i in range(n):
            constraints.append({"terms": [[float(i), 1.0]], "constant": float(-rng.randint(-50, 50)),
                                "op": "==", "strength": (i + 1) * 0.01})
        systems.append({"variables": n, "constraints": constraints})
    return {"systems": systems}


if __name__ == "__main__":
    if sys.argv[1] == "random":
        with open(sys.argv[3], "w") as f:
            json.dump(random_systems(int(sys.argv[2]), 31), f)
        sys.exit(0)
    for path in sys.argv[1:]:
        problem = load(path)
        if "systems" in problem:
            runs = [sum(solve(p)[0] for p in problem["systems"]) for _ in range(3)]
            print(json.dumps({"file": path, "kiwi": sorted(runs)[1], "kiwi_suggest": 0}))
            continue
        runs = [solve(problem, 100) for _ in range(3)]
        solve_time = sorted(r[0] for r in runs)[1]
        suggest_time = sorted(r[1] for r in runs)[1]
        print(json.dumps({"file": path, "kiwi": solve_time, "kiwi_suggest": suggest_time}))
