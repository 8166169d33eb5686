#!/usr/bin/env python3
"""Differential test of the Swift `Cassowary` solver against kiwisolver.

Generates random constraint systems from a seed, runs each through kiwisolver
(kiwi's C++ core) and through the `cassowary-replay` binary, and compares:

* the same operations are rejected with the same error;
* an unsatisfiable constraint's reported conflict set really conflicts and is
  irreducible (checked with fresh kiwi solvers), listed in the order added;
* after every operation each required constraint holds in the Swift values;
* the Swift weighted error is never above kiwi's;
* where the errors are equal, every variable that Swift reports unambiguous has
  kiwi's value.

    python3 Tests/Differential/differential.py --systems 1000 --seed 1 [--binary PATH]
    python3 Tests/Differential/differential.py --replay SYSTEM_SEED    # one system, listed

The last line is `differential: N passed, M failed`; the exit status is 1 when
any system failed. README.md beside this file describes the protocol.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import os
import random
import subprocess
import sys
import time

import kiwisolver as kiwi

TOL = 1e-6  # relative tolerance: required constraints and values
# Relative tolerance of the weighted error. Tighter than TOL: with a strong
# error of 4e7 in both solutions, 1e-6 would let 40 units of weak error pass.
OBJ_TOL = 1e-9
# Rounding allowance of the objective per unit of weighted magnitude: a strong
# constraint (weight 1e6) over terms of size 100 may show 1e-12 of error in
# exactly computed values, which weighs 1e-4.
NOISE = 1e-11
REQUIRED = kiwi.strength.required


def num(x: float) -> str:
    """A number as the wire and the listings write it: exact, short."""
    x = float(x)
    if x.is_integer() and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


# MARK: - Model


class Strength:
    """A kiwi strength with its wire form (`required`, `strong`, … or `a,b,c,w`)."""

    __slots__ = ("wire", "value", "text")

    def __init__(self, wire: str, value: float, text: str) -> None:
        self.wire, self.value, self.text = wire, value, text

    @property
    def required(self) -> bool:
        return self.value >= REQUIRED

    @staticmethod
    def named(name: str) -> Strength:
        return Strength(name, getattr(kiwi.strength, name), name)

    @staticmethod
    def create(a: float, b: float, c: float, w: float) -> Strength:
        parts = [num(p) for p in (a, b, c, w)]
        return Strength(",".join(parts), kiwi.strength.create(a, b, c, w), f"create({', '.join(parts)})")


class Con:
    """A constraint `Σ coefficient·variable + constant (rel) 0` of some strength."""

    __slots__ = ("terms", "const", "rel", "strength")

    def __init__(self, terms: list[tuple[float, str]], const: float, rel: str, strength: Strength) -> None:
        self.terms, self.const, self.rel, self.strength = terms, const, rel, strength

    def with_const(self, const: float) -> Con:
        return Con(self.terms, const, self.rel, self.strength)

    def finite(self) -> bool:
        return math.isfinite(self.const) and all(math.isfinite(a) for a, _ in self.terms)

    def kiwi(self, kvars: dict[str, kiwi.Variable]) -> kiwi.Constraint:
        expr = kiwi.Expression(tuple(kiwi.Term(kvars[v], a) for a, v in self.terms), self.const)
        return kiwi.Constraint(expr, self.rel, self.strength.value)

    def violation(self, values: dict[str, float]) -> tuple[float, float]:
        """How far the values are from meeting the constraint, and the size
        of the terms (the scale of that number's rounding)."""
        e, mag = self.const, abs(self.const)
        for a, v in self.terms:
            e += a * values[v]
            mag += abs(a * values[v])
        if self.rel == "==":
            return abs(e), mag
        return (max(0.0, e) if self.rel == "<=" else max(0.0, -e)), mag

    def text(self) -> str:
        s = ""
        for a, v in self.terms:
            sign = "-" if a < 0 else "+"
            mag = "" if abs(a) == 1 else f"{num(abs(a))}*"
            s += f" {sign} {mag}{v}" if s else f"{'-' if a < 0 else ''}{mag}{v}"
        if self.const or not s:
            s += f" {'-' if self.const < 0 else '+'} {num(abs(self.const))}" if s else num(self.const)
        return f"{s} {self.rel} 0 | {self.strength.text}"


def op_wire(op: tuple) -> str:
    kind = op[0]
    if kind == "add":
        _, cid, c = op
        return f"add {cid} {c.rel} {c.strength.wire} {num(c.const)}" + "".join(f" {num(a)} {v}" for a, v in c.terms)
    if kind == "edit":
        return f"edit {op[1]} {op[2].wire}"
    return " ".join(num(x) if isinstance(x, float) else x for x in op)


def op_text(op: tuple) -> str:
    if op[0] == "add":
        return f"add {op[1]}: {op[2].text()}"
    if op[0] == "edit":
        return f"edit {op[1]} {op[2].text}"
    return op_wire(op)


def weighted_error(held: tuple[Con, ...], edits: tuple, values: dict[str, float]) -> tuple[float, float]:
    """Σ strength × violation over the non-required constraints and the edit
    constraints (at their suggested values), and the rounding allowance."""
    total = scale = 0.0
    for c in held:
        if not c.strength.required:
            viol, mag = c.violation(values)
            total += c.strength.value * viol
            scale += c.strength.value * max(1.0, mag)
    for v, s, target in edits:
        total += s.value * abs(values[v] - target)
        scale += s.value * max(1.0, abs(values[v]) + abs(target))
    return total, scale


# MARK: - kiwi


def error_kind(e: Exception) -> str:
    """kiwi's exception as the Swift `SolverError` case name."""
    name = type(e).__name__
    return name[0].lower() + name[1:]


KIWI_ERRORS = (
    kiwi.UnsatisfiableConstraint,
    kiwi.DuplicateConstraint,
    kiwi.UnknownConstraint,
    kiwi.DuplicateEditVariable,
    kiwi.UnknownEditVariable,
    kiwi.BadRequiredStrength,
)


class Step:
    """One operation and what kiwi made of it."""

    __slots__ = ("op", "result", "values", "held", "order", "edits", "subject", "pre_held", "pre_order", "note")

    def __init__(self, **kw) -> None:
        for k, v in kw.items():
            setattr(self, k, v)


class KiwiSystem:
    """A kiwi solver and a model of what it holds."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.solver = kiwi.Solver()
        self.kvars = {n: kiwi.Variable(n) for n in names}
        self.defined: dict[str, Con] = {}  # every constraint built (finite), current constant
        # Each constraint as built: a Swift Constraint is immutable, so adding it
        # again after a setconst holds its own constant, not the changed one.
        self.original: dict[str, Con] = {}
        self.kcons: dict[str, kiwi.Constraint] = {}
        self.held: dict[str, Con] = {}  # in the order added
        self.edits: dict[str, list] = {}  # variable -> [strength, suggested value]

    def snapshot_edits(self) -> tuple:
        return tuple((v, s, t) for v, (s, t) in self.edits.items())

    def apply(self, op: tuple) -> Step:
        pre_held, pre_order, subject = tuple(self.held.values()), tuple(self.held), self._subject(op)
        saved = (dict(self.defined), dict(self.kcons), dict(self.held))
        note = None
        try:
            result = self._attempt(op)
            if result == "unsatisfiableConstraint":
                # kiwi may refuse what a solver without its history accepts
                # (see rebuild): ask the fresh one.
                self.rebuild()
                result = self._attempt(op)
                if result == "ok":
                    note = "kiwi refused what a fresh kiwi accepts"
                else:
                    self.rebuild()
        except NonFinite:
            result = "nonFiniteValue"
        self.solver.updateVariables()
        if self.broken():
            note = "kiwi broke a required constraint; rebuilt"
            try:
                self.rebuild()
            except kiwi.UnsatisfiableConstraint:
                if result != "ok" or subject is None:
                    raise
                # kiwi accepted a required constraint that the others rule out.
                self.defined, self.kcons, self.held = saved
                self.rebuild()
                result, note = "unsatisfiableConstraint", "kiwi accepted what a fresh kiwi refuses"
            self.solver.updateVariables()
            if self.broken():
                note = "kiwi breaks a required constraint even when rebuilt"
        return Step(
            op=op,
            result=result,
            values={n: v.value() for n, v in self.kvars.items()},
            held=tuple(self.held.values()),
            order=tuple(self.held),
            edits=self.snapshot_edits(),
            subject=subject,
            pre_held=pre_held,
            pre_order=pre_order,
            note=note,
        )

    def _attempt(self, op: tuple) -> str:
        try:
            self._apply(op)
            return "ok"
        except KIWI_ERRORS as e:
            return error_kind(e)

    def broken(self) -> bool:
        """Whether kiwi's published values break a required constraint it holds."""
        values = {n: v.value() for n, v in self.kvars.items()}
        for c in self.held.values():
            if c.strength.required:
                viol, mag = c.violation(values)
                if viol > TOL * max(1.0, mag):
                    return True
        return False

    def rebuild(self) -> None:
        """A new kiwi solver given only what the model holds.

        kiwi's `addWithArtificialVariable`, when it refuses a constraint whose
        artificial variable ends basic with a non-zero constant, still pivots
        that row back into the tableau and then drops the artificial variable:
        the refused constraint stays imposed. After `v >= -3` and a refused
        `v == -35/6`, kiwi publishes v = -5.83, then refuses `v >= -7/6`, and
        a later `suggestValue` can abort the process ("Dual optimize
        failed"). So after every refused constraint the reference starts
        afresh, as if kiwi had never seen it."""
        self.solver = kiwi.Solver()
        for cid in self.held:
            self.solver.addConstraint(self.kcons[cid])
        for v, (st, target) in self.edits.items():
            self.solver.addEditVariable(self.kvars[v], st.value)
            self.solver.suggestValue(self.kvars[v], target)

    def _subject(self, op: tuple) -> Con | None:
        """The constraint an add or setconst tried to add."""
        if op[0] == "add":
            return op[2]
        if op[0] == "readd":
            return self.defined[op[1]] if op[1] in self.held else self.original.get(op[1])
        if op[0] == "setconst" and op[1] in self.defined:
            return self.defined[op[1]].with_const(op[2])
        return None

    def _apply(self, op: tuple) -> None:
        kind, s = op[0], self.solver
        if kind == "add":
            _, cid, c = op
            if not c.finite():
                raise NonFinite
            self.defined[cid], self.original[cid], self.kcons[cid] = c, c, c.kiwi(self.kvars)
            s.addConstraint(self.kcons[cid])
            self.held[cid] = c
        elif kind == "readd":
            cid = op[1]
            if cid in self.held:
                s.addConstraint(self.kcons[cid])  # raises DuplicateConstraint
            c = self.original[cid]
            if self.defined[cid] is not c:
                self.defined[cid], self.kcons[cid] = c, c.kiwi(self.kvars)
            s.addConstraint(self.kcons[cid])
            self.held[cid] = c
        elif kind == "remove":
            s.removeConstraint(self.kcons[op[1]])
            del self.held[op[1]]
        elif kind == "setconst":
            # Swift changes the constant in place; kiwi removes and adds.
            _, cid, k = op
            if cid not in self.held:
                raise kiwi.UnknownConstraint(self.kcons[cid])
            if not math.isfinite(k):
                raise NonFinite
            new = self.defined[cid].with_const(k)
            knew = new.kiwi(self.kvars)
            s.removeConstraint(self.kcons[cid])
            s.addConstraint(knew)  # if it throws, rebuild() puts the old one back
            self.defined[cid], self.kcons[cid], self.held[cid] = new, knew, new
        elif kind == "edit":
            s.addEditVariable(self.kvars[op[1]], op[2].value)
            self.edits[op[1]] = [op[2], 0.0]
        elif kind == "unedit":
            s.removeEditVariable(self.kvars[op[1]])
            del self.edits[op[1]]
        elif kind == "suggest":
            _, v, x = op
            if not math.isfinite(x):
                if v not in self.edits:
                    raise kiwi.UnknownEditVariable(self.kvars[v])
                raise NonFinite
            s.suggestValue(self.kvars[v], x)
            self.edits[v][1] = x
        else:
            raise ValueError(op)


class NonFinite(Exception):
    """A NaN or infinite value: Swift refuses it (`.nonFiniteValue`); kiwi is not asked."""


def fresh_kiwi(names: list[str], held: tuple[Con, ...], edits: tuple) -> tuple[kiwi.Solver, dict]:
    """A kiwi solver that was given only the constraints and edits held now,
    with none of the history (none of kiwi's state after a failed add)."""
    s = kiwi.Solver()
    kvars = {n: kiwi.Variable(n) for n in names}
    for c in held:
        s.addConstraint(c.kiwi(kvars))
    for v, st, target in edits:
        s.addEditVariable(kvars[v], st.value)
        s.suggestValue(kvars[v], target)
    return s, kvars


def fresh_values(names: list[str], held: tuple[Con, ...], edits: tuple) -> dict[str, float]:
    s, kvars = fresh_kiwi(names, held, edits)
    s.updateVariables()
    return {n: v.value() for n, v in kvars.items()}


def satisfiable(names: list[str], required: list[Con], subject: Con) -> bool:
    """Whether kiwi accepts `subject` after the `required` constraints."""
    s, kvars = fresh_kiwi(names, tuple(required), ())
    try:
        s.addConstraint(subject.kiwi(kvars))
        return True
    except kiwi.UnsatisfiableConstraint:
        return False


# MARK: - Generation


class System:
    __slots__ = ("seed", "names", "steps")

    def __init__(self, seed: int, names: list[str], steps: list[Step]) -> None:
        self.seed, self.names, self.steps = seed, names, steps

    def wire(self) -> str:
        lines = [f"system {self.seed}"] + [f"var {n}" for n in self.names]
        for step in self.steps:
            lines += [op_wire(step.op), "update"]
        return "\n".join(lines + ["end"]) + "\n"


def gen_strength(rng: random.Random, edit: bool) -> Strength:
    r = rng.random()
    if r < (0.02 if edit else 0.35):
        return Strength.named("required")
    if r < 0.7:
        return Strength.named(rng.choice(["strong", "medium", "weak"]))
    if r < 0.73:
        # kiwi's required spelled with create, clamped parts included.
        return Strength.create(*rng.choice([(1000, 1000, 1000, 1), (1500, 1000, 2000, 1), (500, 500, 500, 2)]))
    # Weights up to about 1e7 only: with weights near kiwi's 1e9 beside weak
    # ones, kiwi's own reduced costs carry rounding above its 1e-8 epsilon and
    # it aborts the process ("The objective is unbounded").
    parts = [rng.choice([0, 0, 1, 1, 2, 3, 5, 10]) for _ in range(3)]
    return Strength.create(*parts, rng.choice([1, 1, 1, 0.5, 2, 0]))


def gen_con(rng: random.Random, ks: KiwiSystem) -> Con:
    rel = rng.choices(["==", "<=", ">="], [4, 3, 3])[0]
    strength = gen_strength(rng, edit=False)
    r = rng.random()
    if ks.defined and r < 0.15:
        # A multiple of a constraint seen before: redundant or parallel rows.
        base = rng.choice(list(ks.defined.values()))
        k = rng.choice([1.0, -1.0, 2.0, -2.0, 0.5])
        const = base.const * k if rng.random() < 0.5 else float(rng.randint(-50, 50))
        return Con([(a * k, v) for a, v in base.terms], const, rel, strength)
    if r < 0.17:
        return Con([], float(rng.randint(-5, 5)), rel, strength)  # no variables at all
    names = rng.sample(ks.names, rng.randint(1, min(4, len(ks.names))))
    terms = [(float(rng.choice([-3, -2, -1, 1, 2, 3])), v) for v in names]
    return Con(terms, float(rng.randint(-50, 50)), rel, strength)


def gen_op(rng: random.Random, ks: KiwiSystem, next_id: int) -> tuple:
    defined, held, edits = list(ks.defined), list(ks.held), list(ks.edits)
    choices = [("add", 38), ("edit", 12), ("suggest", 18), ("unedit", 5), ("nonfinite", 2)]
    if defined:
        choices += [("remove", 10), ("readd", 4), ("setconst", 8)]
    kind = rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
    if kind == "add":
        return ("add", f"c{next_id}", gen_con(rng, ks))
    if kind in ("remove", "setconst"):
        cid = rng.choice(held if held and rng.random() < 0.85 else defined)
        return ("remove", cid) if kind == "remove" else ("setconst", cid, float(rng.randint(-50, 50)))
    if kind == "readd":
        return ("readd", rng.choice(defined))
    free = [n for n in ks.names if n not in ks.edits]
    if kind == "edit":
        v = rng.choice(edits if edits and (not free or rng.random() < 0.15) else free)
        return ("edit", v, gen_strength(rng, edit=True))
    if kind in ("suggest", "unedit"):
        v = rng.choice(edits if edits and rng.random() < 0.9 else ks.names)
        if kind == "unedit":
            return ("unedit", v)
        x = rng.randint(-100, 100) if rng.random() < 0.7 else round(rng.uniform(-100, 100), 3)
        return ("suggest", v, float(x))
    # nonfinite: Swift must refuse it and change nothing.
    bad = rng.choice([math.nan, math.inf, -math.inf])
    if edits and rng.random() < 0.4:
        return ("suggest", rng.choice(edits), bad)
    if held and rng.random() < 0.5:
        return ("setconst", rng.choice(held), bad)
    c = gen_con(rng, ks)
    if c.terms and rng.random() < 0.5:
        c.terms[0] = (bad, c.terms[0][1])
    else:
        c.const = bad
    return ("add", f"c{next_id}", c)


def generate(seed: int) -> System:
    rng = random.Random(seed)
    names = [f"v{i}" for i in range(rng.randint(3, 12))]
    ks = KiwiSystem(names)
    steps = []
    for _ in range(rng.randint(10, 40)):
        op = gen_op(rng, ks, len(steps))
        steps.append(ks.apply(op))
    return System(seed, names, steps)


def replay_ops(seed: int, names: list[str], ops: list[tuple]) -> System:
    """Runs a given list of operations through kiwi (for shrinking), dropping
    those that refer to constraints never built."""
    ks = KiwiSystem(names)
    built: set[str] = set()
    steps = []
    for op in ops:
        if op[0] in ("readd", "remove", "setconst") and op[1] not in built:
            continue
        if op[0] == "add" and op[2].finite():
            built.add(op[1])
        if op[0] in ("suggest", "setconst") and not math.isfinite(op[2]):
            if (op[0] == "suggest" and op[1] not in ks.edits) or (op[0] == "setconst" and op[1] not in ks.held):
                continue
        steps.append(ks.apply(op))
    return System(seed, names, steps)


# MARK: - Swift


def run_swift(binary: str, systems: list[System]) -> dict[int, list[str] | str]:
    """Each system's output lines, or why it has none (a crash).

    One process runs many systems. Its output is buffered, so a crash loses
    the output of the systems before the one that crashed too: the systems
    not finished run again, and when a process finishes none of several, an
    eighth of them: a system that crashes a process on its own is reported."""
    results: dict[int, list[str] | str] = {}
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    pending, size = systems, len(systems)
    while pending:
        batch = pending[:size]
        try:
            proc = subprocess.run(
                [binary],
                input="".join(s.wire() for s in batch),
                capture_output=True,
                text=True,
                check=False,
                env=env,
                timeout=30 + 0.1 * len(batch),
            )
            stdout, stderr, status = proc.stdout, proc.stderr, f"exited with status {proc.returncode}"
        except subprocess.TimeoutExpired as e:
            stdout = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout or ""
            stderr, status = "", f"timed out after {e.timeout:.0f} s (a pivot cycle?)"
        done = 0
        current: list[str] | None = None
        for line in stdout.splitlines():
            if line.startswith("system "):
                current = []
            elif line == "end" and current is not None:
                results[batch[done].seed] = current
                done += 1
                current = None
            elif current is not None:
                current.append(line)
        size = len(pending)
        if done < len(batch):
            if len(batch) == 1:
                lines = stderr.strip().splitlines()
                key = next((ln for ln in lines if "error" in ln.lower()), lines[-1] if lines else "")
                results[batch[0].seed] = "\n".join([f"cassowary-replay {status}: {key.strip()}"] + lines[-40:])
                done = 1
            elif done == 0:
                size = max(1, len(batch) // 8)
        pending = pending[done:]
    return results


# MARK: - Comparison


class Failure(Exception):
    def __init__(self, category: str, index: int, message: str) -> None:
        super().__init__(message)
        self.category, self.index, self.message = category, index, message


class Stats:
    """Counts of what was compared, and the first system and operation of each
    kind of note; summed over the workers."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self.first: dict[str, list[int]] = {}

    def count(self, key: str, n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    def note(self, key: str, seed: int, index: int) -> None:
        self.count(key)
        self.first.setdefault(key, [seed, index])

    def merge(self, other: dict) -> None:
        for k, n in other["counts"].items():
            self.count(k, n)
        for k, v in other["first"].items():
            self.first.setdefault(k, v)

    def json(self) -> dict:
        return {"counts": self.counts, "first": self.first}


def parse_values(line: str, names: list[str]) -> tuple[dict[str, float], dict[str, bool]]:
    f = line.split()
    if not f or f[0] != "values" or len(f) != 1 + 2 * len(names):
        raise ValueError(f"bad values line: {line!r}")
    values = {n: float(f[1 + 2 * i]) for i, n in enumerate(names)}
    ambiguous = {n: f[2 + 2 * i] == "1" for i, n in enumerate(names)}
    return values, ambiguous


def check_conflicts(system: System, i: int, ids: list[str]) -> None:
    """The conflict set of an unsatisfiable constraint: held required
    constraints in the order added, jointly in conflict, irreducible."""
    step = system.steps[i]
    order = list(step.pre_order)
    held = dict(zip(order, step.pre_held))
    where = f"conflicts {' '.join(ids) or '(none)'}"
    for cid in ids:
        if cid not in held or not held[cid].strength.required or (step.op[0] == "setconst" and cid == step.op[1]):
            raise Failure("conflicts", i, f"{where}: {cid} is not another required constraint held")
    if [order.index(cid) for cid in ids] != sorted(order.index(cid) for cid in ids) or len(set(ids)) != len(ids):
        raise Failure("conflicts", i, f"{where}: not in the order added")
    members = [held[cid] for cid in ids]
    if satisfiable(system.names, members, step.subject):
        raise Failure("conflicts", i, f"{where}: kiwi accepts the constraint after these alone")
    for k, cid in enumerate(ids):
        if not satisfiable(system.names, members[:k] + members[k + 1 :], step.subject):
            raise Failure("conflicts", i, f"{where}: not irreducible, still unsatisfiable without {cid}")


def compare(system: System, out: list[str], stats: Stats) -> None:
    """Raises Failure at the first operation where Swift and kiwi disagree."""
    names = system.names
    if len(out) != 2 * len(system.steps):
        raise Failure("protocol", 0, f"expected {2 * len(system.steps)} lines, got {len(out)}")
    for i, step in enumerate(system.steps):
        stats.count("operations")
        result = out[2 * i].split()
        swift_kind = "ok" if result == ["ok"] else result[1] if len(result) > 1 and result[0] == "error" else None
        if swift_kind != step.result:
            raise Failure("rejection", i, f"kiwi: {step.result}, Swift: {out[2 * i]}")
        if swift_kind != "ok":
            stats.count("rejected alike")
        if swift_kind == "unsatisfiableConstraint":
            check_conflicts(system, i, result[2:])
            stats.count("conflict sets checked")

        values, ambiguous = parse_values(out[2 * i + 1], names)
        for n in names:
            if not math.isfinite(values[n]):
                raise Failure("value", i, f"{n} = {values[n]}")
        for cid, c in zip(step.order, step.held):
            if c.strength.required:
                viol, mag = c.violation(values)
                if viol > TOL * max(1.0, mag):
                    raise Failure("required", i, f"{cid} ({c.text()}) violated by {viol:.3g} in the Swift values")

        if step.note:
            stats.note(step.note, system.seed, i)
            if "even when rebuilt" in step.note:
                continue  # no kiwi solution to judge by
        swift_err, swift_scale = weighted_error(step.held, step.edits, values)
        kiwi_err, kiwi_scale = weighted_error(step.held, step.edits, step.values)
        tol = OBJ_TOL * max(1.0, kiwi_err) + NOISE * max(swift_scale, kiwi_scale)
        reference = step.values
        if swift_err > kiwi_err + tol:
            raise Failure("objective", i, f"Swift weighted error {swift_err!r} > kiwi's {kiwi_err!r}")
        if swift_err < kiwi_err - tol:
            # kiwi's incremental state is off its optimum (it does not
            # re-optimise after a failed add, for one): judge Swift against a
            # kiwi solver given only what is held now.
            reference = fresh_values(names, step.held, step.edits)
            fresh_err, _ = weighted_error(step.held, step.edits, reference)
            if swift_err > fresh_err + tol:
                raise Failure("objective", i, f"Swift weighted error {swift_err!r} > fresh kiwi's {fresh_err!r}")
            if swift_err < fresh_err - tol:
                stats.note("Swift below even a fresh kiwi's weighted error", system.seed, i)
                continue  # better than kiwi either way; nothing to compare values with
            stats.note("kiwi off its optimum, Swift matched a fresh kiwi", system.seed, i)
        for n in names:
            if ambiguous[n]:
                stats.count("ambiguous values not compared")
                continue
            stats.count("values compared")
            if abs(values[n] - reference[n]) > TOL * max(1.0, abs(reference[n])):
                raise Failure("value", i, f"{n}: kiwi {reference[n]!r}, Swift {values[n]!r} (reported unambiguous)")


def check_system(system: System, out: list[str] | str, stats: Stats) -> Failure | None:
    if isinstance(out, str):
        return Failure("crash", len(system.steps) - 1, out)
    try:
        compare(system, out, stats)
    except Failure as f:
        return f
    except ValueError as e:
        return Failure("protocol", 0, str(e))
    return None


# MARK: - Reporting


def lp_summary(system: System, step: Step, focus: str | None) -> str:
    """The optimum by linear programming (scipy, when installed), to tell which
    side is right; with `focus`, that variable's range over the optimal set."""
    try:
        import numpy as np
        from scipy.optimize import linprog
    except ImportError:
        return ""
    names = system.names
    col = {n: k for k, n in enumerate(names)}
    soft = [c for c in step.held if not c.strength.required]
    n = len(names) + 2 * (len(soft) + len(step.edits))
    cost = np.zeros(n)
    a_ub, b_ub, a_eq, b_eq = [], [], [], []

    def row(c: Con) -> np.ndarray:
        r = np.zeros(n)
        for a, v in c.terms:
            r[col[v]] += a
        return r

    for c in step.held:
        if c.strength.required:
            (a_eq if c.rel == "==" else a_ub).append(row(c) if c.rel != ">=" else -row(c))
            (b_eq if c.rel == "==" else b_ub).append(-c.const if c.rel != ">=" else c.const)
    k = len(names)
    edits_as_cons = [(Con([(1.0, v)], -t, "==", s)) for v, s, t in step.edits]
    for c in soft + edits_as_cons:
        r = row(c)
        r[k], r[k + 1] = -1.0, 1.0  # e - p + m (rel) 0, p, m >= 0
        cost[k] = cost[k + 1] = c.strength.value
        if c.rel == "<=":
            cost[k + 1] = 0.0
        elif c.rel == ">=":
            cost[k] = 0.0
        a_eq.append(r)
        b_eq.append(-c.const)
        k += 2
    bounds = [(None, None)] * len(names) + [(0, None)] * (n - len(names))
    kw = dict(A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None, A_eq=np.array(a_eq) if a_eq else None)
    kw.update(b_eq=b_eq or None, bounds=bounds, method="highs")
    res = linprog(cost, **kw)
    if res.status != 0:
        return f"  LP: {res.message}\n"
    text = f"  LP optimum (scipy) after op {system.steps.index(step)}: weighted error {res.fun!r}\n"
    if focus:
        cap = np.array([cost]), [res.fun + TOL * max(1.0, abs(res.fun))]
        a_ub2 = np.vstack([kw["A_ub"], cap[0]]) if a_ub else cap[0]
        kw2 = dict(kw, A_ub=a_ub2, b_ub=list(b_ub) + cap[1])
        unit = np.zeros(n)
        unit[col[focus]] = 1.0
        lo, hi = linprog(unit, **kw2), linprog(-unit, **kw2)
        if lo.status == 0 and hi.status == 0:
            text += f"  LP: {focus} ranges over [{lo.fun!r}, {-hi.fun!r}] at the optimum\n"
        else:
            text += f"  LP: {focus} unbounded at the optimum\n"
    return text


def listing(system: System, out: list[str] | str, upto: int) -> str:
    lines = [f"  variables: {' '.join(system.names)}"]
    for i, step in enumerate(system.steps[: upto + 1]):
        if not isinstance(out, list):
            lines.append(f"  {i:3}  {op_text(step.op):<48} kiwi: {step.result}")
            continue
        swift = out[2 * i] if 2 * i < len(out) else "?"
        kind = swift.split()[:2]
        mark = "" if (kind[-1:] if kind == ["ok"] else kind[1:]) == [step.result] else "   <-- differs"
        lines.append(f"  {i:3}  {op_text(step.op):<48} kiwi: {step.result:<24} Swift: {swift}{mark}")
    return "\n".join(lines) + "\n"


def values_table(system: System, out: list[str] | str, i: int) -> str:
    step = system.steps[i]
    swift: dict[str, float] = {}
    amb: dict[str, bool] = {}
    if isinstance(out, list) and 2 * i + 1 < len(out):
        try:
            swift, amb = parse_values(out[2 * i + 1], system.names)
        except ValueError:
            pass
    lines = [f"  values after op {i}:"]
    for n in system.names:
        s = repr(swift[n]) + (" (ambiguous)" if amb.get(n) else "") if n in swift else "?"
        lines.append(f"    {n:>4}  kiwi {step.values[n]!r:<24} Swift {s}")
    return "\n".join(lines) + "\n"


def describe(system: System, out: list[str] | str, failure: Failure, binary: str) -> str:
    step = system.steps[failure.index]
    text = f"FAIL system {system.seed}, op {failure.index} ({op_text(step.op)}): {failure.category}: {failure.message}\n"
    text += listing(system, out, failure.index)
    if failure.category != "crash":
        text += values_table(system, out, failure.index)
    if failure.category in ("objective", "value", "required"):
        focus = failure.message.split(":")[0] if failure.category == "value" else None
        try:
            text += lp_summary(system, step, focus if focus in system.names else None)
        except Exception as e:  # diagnosis only
            text += f"  LP: {e}\n"
    small = shrink(system, failure, binary)
    if small is not None and len(small[0].steps) < len(system.steps):
        s, o, f = small
        text += f"  shrunk to {len(s.steps)} ops ({f.category} at op {f.index}: {f.message}):\n"
        text += listing(s, o, f.index) + (values_table(s, o, f.index) if f.category != "crash" else "")
    return text


def shrink(system: System, failure: Failure, binary: str) -> tuple[System, list[str] | str, Failure] | None:
    """Drops operations while the same kind of failure remains."""

    def attempt(ops: list[tuple]) -> tuple[System, list[str] | str, Failure] | None:
        s = replay_ops(system.seed, system.names, ops)
        out = run_swift(binary, [s])[s.seed]
        f = check_system(s, out, Stats())
        return (s, out, f) if f is not None and f.category == failure.category else None

    ops = [step.op for step in system.steps[: failure.index + 1]]
    best = attempt(ops)
    if best is None:
        return None
    ops = [st.op for st in best[0].steps[: best[2].index + 1]]
    chunk = max(1, len(ops) // 2)
    budget = 300
    while chunk >= 1 and budget > 0:
        i, changed = 0, False
        while i < len(ops) and budget > 0:
            budget -= 1
            trial = ops[:i] + ops[i + chunk :]
            found = attempt(trial) if trial else None
            if found is not None:
                best = found
                ops = [st.op for st in found[0].steps[: found[2].index + 1]]
                changed = True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return best


# MARK: - Main


def default_binary() -> str:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True
    ).stdout.strip()
    return os.path.join(path, "cassowary-replay")


def emit(record: dict) -> None:
    print(json.dumps(record), flush=True)


def worker(binary: str) -> int:
    """`--worker`: checks the systems whose seeds come on stdin, one JSON
    line per event on stdout. kiwi aborts its process on an internal error
    (a C++ `InternalSolverError` that kiwisolver does not translate), so the
    main process runs the kiwi side in workers and learns from these lines
    which system a dead worker was on."""
    systems = []
    for line in sys.stdin:
        seed = int(line)
        try:
            systems.append(generate(seed))
            emit({"generated": seed})
        except Exception as e:  # kiwi refused to rebuild what it held, for one
            emit({"seed": seed, "skipped": f"kiwi: {type(e).__name__}: {e}"})
    outputs = run_swift(binary, systems)
    for system in systems:
        stats = Stats()
        failure = check_system(system, outputs[system.seed], stats)
        fail = None if failure is None else [failure.category, failure.index, failure.message]
        emit({"seed": system.seed, "failure": fail, "stats": stats.json()})
    return 0


def run_workers(binary: str, seeds: list[int], jobs: int) -> tuple[dict[int, dict], dict[int, str]]:
    """Each system's record, and the systems left out with the reason: a
    system during which kiwi aborts a worker twice, or one that kiwi cannot
    rebuild (see KiwiSystem.rebuild), is left out."""
    records: dict[int, dict] = {}
    left_out: dict[int, str] = {}
    aborts: dict[int, int] = {}
    pending = list(seeds)
    while pending:
        parts = [pending[k::jobs] for k in range(jobs) if pending[k::jobs]]

        def run(part: list[int]) -> subprocess.CompletedProcess:
            return subprocess.run(
                [sys.executable, os.path.abspath(__file__), "--worker", "--binary", binary],
                input="".join(f"{s}\n" for s in part),
                capture_output=True,
                text=True,
                check=False,
            )

        with concurrent.futures.ThreadPoolExecutor(len(parts)) as pool:
            done = list(pool.map(run, parts))
        pending = []
        for part, proc in zip(parts, done):
            generated = set()
            for line in proc.stdout.splitlines():
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if "generated" in record:
                    generated.add(record["generated"])
                elif "skipped" in record:
                    left_out[record["seed"]] = record["skipped"]
                else:
                    records[record["seed"]] = record
            missing = [s for s in part if s not in records and s not in left_out]
            if not missing:
                continue
            crasher = next((s for s in missing if s not in generated), missing[0])
            aborts[crasher] = aborts.get(crasher, 0) + 1
            if aborts[crasher] >= 2:
                tail = proc.stderr.strip().splitlines()[-2:]
                left_out[crasher] = f"worker exited with status {proc.returncode}: {' / '.join(tail)}"
                missing.remove(crasher)
            pending += missing
    return records, left_out


def describe_seed(seed: int, binary: str, always: bool) -> int:
    """`--describe`: one system in full (with `always`, even if it passes)."""
    system = generate(seed)
    out = run_swift(binary, [system])[seed]
    failure = check_system(system, out, Stats())
    if failure is not None:
        print(describe(system, out, failure, binary), end="")
    elif always:
        last = len(system.steps) - 1
        print(f"system {seed} passes\n" + listing(system, out, last) + values_table(system, out, last), end="")
    else:
        print(f"system {seed} passes when generated again (kiwi's solution depends on memory addresses)")
    return 0 if failure is None else 1


def main() -> int:
    parser = argparse.ArgumentParser(description="Differential test of Cassowary against kiwisolver.")
    parser.add_argument("--systems", type=int, default=1000, help="number of random systems (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    parser.add_argument("--binary", help="cassowary-replay (default: from `swift build --show-bin-path`)")
    parser.add_argument("--replay", type=int, metavar="SYSTEM_SEED", help="run one system and list it")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="worker processes")
    parser.add_argument("--max-reports", type=int, default=3, help="failures described in full (default 3)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--describe", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()

    binary = args.binary or default_binary()
    if not os.access(binary, os.X_OK):
        print(f"differential: no executable {binary}; build it with `swift build --product cassowary-replay`")
        return 1
    if args.worker:
        return worker(binary)
    if args.describe is not None:
        return describe_seed(args.describe, binary, always=False)
    if args.replay is not None:
        return describe_seed(args.replay, binary, always=True)

    start = time.monotonic()
    master = random.Random(args.seed)
    seeds = [master.getrandbits(48) for _ in range(args.systems)]
    records, left_out = run_workers(binary, seeds, max(1, args.jobs))

    stats = Stats()
    failures = []
    for seed in seeds:
        if seed in records:
            stats.merge(records[seed]["stats"])
            if records[seed]["failure"] is not None:
                failures.append((seed, records[seed]["failure"]))
    confirmed = []
    for seed, (category, index, message) in failures:
        line = f"FAIL system {seed}, op {index}: {category}: {message.splitlines()[0]}"
        # Every failure is replayed once more. kiwi picks among equal optima by
        # memory address, so a replay can differ; if kiwi aborts on the replay
        # (its own InternalSolverError), kiwi is unstable on this system and
        # cannot judge it: the system is left out, like one that aborts twice.
        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--describe", str(seed), "--binary", binary],
            capture_output=True,
            text=True,
            check=False,
        )
        if not proc.stdout.strip() and "InternalSolverError" in proc.stderr:
            reason = proc.stderr.strip().splitlines()[-1]
            left_out[seed] = f"kiwi aborted replaying a {category} difference at op {index}: {reason}"
            continue
        confirmed.append((seed, (category, index, message)))
        if len(confirmed) > args.max_reports:
            print(line)
        elif proc.stdout.startswith("FAIL"):
            print(proc.stdout)
        else:
            print(line + "\n  " + (proc.stdout.strip() or f"(describing it aborted: {proc.stderr.strip()[-300:]})"))
    failures = confirmed
    for seed, reason in left_out.items():
        print(f"differential: system {seed} left out: {reason}")

    c = stats.counts
    print(
        f"differential: {c.get('operations', 0)} operations, {c.get('rejected alike', 0)} rejected alike "
        f"({c.get('conflict sets checked', 0)} conflict sets checked), {c.get('values compared', 0)} values "
        f"compared, {c.get('ambiguous values not compared', 0)} ambiguous not compared, "
        f"{time.monotonic() - start:.1f} s"
    )
    for key, (seed, index) in stats.first.items():
        print(f"differential: {key}: {c[key]} operations (first: system {seed}, op {index})")
    passed = len([seed for seed in records if seed not in left_out]) - len(failures)
    if left_out:
        print(f"differential: {len(left_out)} systems left out (kiwi aborted twice or could not rebuild)")
    print(f"differential: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
