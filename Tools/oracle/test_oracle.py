#!/usr/bin/env python3
"""Self-tests of the oracle: it accepts a right answer and flags wrong ones, at the scales
where its tolerances were made relative (rows of coefficients 1e-6, variables tied by a
coefficient of 1e-10).

    python3 Tools/oracle/test_oracle.py

Each test replaces the solver by a stub that prints a fixed answer, so no Swift build is
needed (numpy and scipy are)."""

import json
import os
import random
import stat
import sys
import tempfile
import unittest
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exact  # noqa: E402
import oracle  # noqa: E402

# Seed 7 of the numerics profile: a is pinned at 0, the strong row c1 decides d exactly
# (d = -8.275250663630844e-07 / 2.8281273931949483e-06), the weak rows want d = 0.4544.
# With an absolute cap of 1e-9 per level the oracle let c1 miss by 1e-9, d moved 3.5e-4
# toward the weak rows, and it failed the right answer.
SEED_7 = """\
8.89e-05 * a == 0
edit a @weak
2.828125052850576e-06 * d - 1e-06 * a <= 0 @weak:2
2.8281286870914534e-06 * d - 1.0000012850354243e-06 * a == 1.2850354242606e-06 @weak:10
c1: 2.8281273931949483e-06 * d - 9.999991724749336e-07 * a == -8.275250663630844e-07 @strong
0.0028281286870914532 * d - 0.0010000012850354242 * a == 0.0012850354242606 @weak
edit c @weak:3
"""
D_STRONG = -8.275250663630844e-07 / 2.8281273931949483e-06  # -0.2926053...
D_WEAK = 1.2850354242606e-06 / 2.8281286870914534e-06      # 0.4543...

# b is 4.4e9 times d: in the required row scaled to a largest coefficient of 1, b's
# coefficient is 2.3e-10, which HiGHS drops unless the column is scaled (then it read
# `d == 0`, and the edit of d at 1490 was "expected" to fail).
TIED = """\
c1: 100 * d - 100 * a >= 0 @strong
edit d @strong
-2.2680083661394265e-06 * b + 10000 * d == 0
suggest d 1490
edit a @medium
"""


class StubSolver:
    """An executable that prints `answer` as the solver's JSON line at each `print` of the
    script (once when there is none, as the solver does at the end), `errors` ({line:
    message}) on stderr as the solver does, and exits 1 when there are errors, else 0."""

    def __init__(self, answer, errors=None):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "stub")
        lines = [f"script.cass:{n}:1: error: {m}" for n, m in sorted((errors or {}).items())]
        with open(self.path, "w") as f:
            f.write(f"#!{sys.executable}\nimport sys\n"
                    "prints = sum(1 for l in open(sys.argv[2]) if l.split('#')[0].strip() == 'print')\n"
                    f"for _ in range(max(1, prints)):\n    print({json.dumps(json.dumps(answer))})\n"
                    f"sys.stderr.write({json.dumps(''.join(l + chr(10) for l in lines))})\n"
                    f"sys.exit({1 if errors else 0})\n")
        os.chmod(self.path, os.stat(self.path).st_mode | stat.S_IEXEC)

    def check(self, text):
        problems, _ = oracle.check_text(text, self.path)
        return problems

    def verdict(self, text, **kw):
        return oracle.check_text(text, self.path, **kw)


class OracleTests(unittest.TestCase):
    def test_accepts_the_strong_rows_exact_answer_at_coefficients_of_1e_6(self):
        self.assertEqual(StubSolver({"a": 0, "c": 0, "d": round(D_STRONG, 6)}).check(SEED_7), [])

    def test_flags_the_weak_rows_answer(self):
        problems = StubSolver({"a": 0, "c": 0, "d": round(D_WEAK, 6)}).check(SEED_7)
        self.assertTrue(any(p.startswith("final print: d: expected") and p.endswith("got 0.454377") for p in problems), problems)
        self.assertIn("wrong-values", oracle.kinds(problems))

    def test_flags_a_value_off_by_the_move_the_absolute_cap_allowed(self):
        # 3.5e-4 toward the weak rows: what the former oracle accepted as optimal.
        problems = StubSolver({"a": 0, "c": 0, "d": round(D_STRONG + 3.5e-4, 6)}).check(SEED_7)
        self.assertIn("wrong-values", oracle.kinds(problems))

    def test_flags_a_broken_required_pin(self):
        problems = StubSolver({"a": 1e-3, "c": 0, "d": round(D_STRONG, 6)}).check(SEED_7)
        self.assertIn("required-violated", oracle.kinds(problems))

    def test_accepts_a_variable_tied_by_a_coefficient_of_1e_10(self):
        b = 10000 * 1490 / 2.2680083661394265e-06
        self.assertEqual(StubSolver({"a": 0, "b": b, "d": 1490}).check(TIED), [])

    def test_flags_the_tied_variable_left_at_zero(self):
        problems = StubSolver({"a": 0, "b": 0, "d": 1490}).check(TIED)
        self.assertIn("required-violated", oracle.kinds(problems))

    def test_accepts_near_parallel_equalities_met_to_the_promise(self):
        # Seed 30408, reduced: the two equalities are 1.5e-8 apart (relative) and decide a = 0
        # only in exact arithmetic; a = 0.001057 meets both to 3e-7 of terms near 13000.
        text = """\
10000 * a + 3160 * c == 0.1 @required
edit d @strong
-0.122 * a - 0.005973867066189815 * d <= 24737.819709399857 @medium:1.5
9999.999846510476 * a + 3160.0000485026894 * c == 0.10000000153489524
"""
        self.assertEqual(StubSolver({"a": 0.001057, "c": -0.003312, "d": 0}).check(text), [])

    def test_flags_a_value_off_in_well_conditioned_equalities(self):
        text = "x + y == 10\nx - y == 2\nz == x @weak\n"
        self.assertEqual(StubSolver({"x": 6, "y": 4, "z": 6}).check(text), [])
        problems = StubSolver({"x": 6.00001, "y": 3.99999, "z": 6.00001}).check(text)
        self.assertIn("wrong-values", oracle.kinds(problems))

    def test_near_parallel_equalities_make_a_refused_pin_borderline(self):
        # Seed 376, reduced: two equalities 3.6e-11 apart (relative) in (e, b) decide a; the
        # pin `a == 0` is feasible only within that hair, so refusing it proves nothing.
        text = """\
0.234 * e - 524 * a - 10000 * b == -1000
0.2340000083248394 * e - 523.9999813580521 * a - 10000.000355762366 * b == -1000.0000356118129
-1670 * e + 1042.8680105529857 * a <= 0
-121566.29935166848 * a == 0
"""
        exp = oracle.replay(oracle.parse_script(text))
        self.assertEqual(exp.error_lines, set())
        self.assertEqual(exp.near_infeasible, {4})

    def test_a_borderline_line_does_not_excuse_a_clear_refusal(self):
        problems = ["line 13: expected an error, got none",
                    "line 4: unexpected error: coefficients out of the supported range",
                    "final print: b: expected -1.9, got 999"]
        self.assertEqual(oracle.clear_problems(problems, {13}), [problems[1]])
        self.assertEqual(oracle.clear_problems(problems[::2], {13}), [])

    def test_well_conditioned_equalities_are_not_borderline(self):
        exp = oracle.replay(oracle.parse_script("x + y == 10\nx - y == 2\n1e-6 * x == 6e-6\n"))
        self.assertEqual(exp.error_lines, set())
        self.assertEqual(exp.near_infeasible, set())


def exact_solution(text, seconds=20.0):
    """The exact expectation of a script: its error lines and each print's Solution."""
    x = exact.replay(oracle.parse_script(text), exact.Budget(seconds))
    return x.error_lines, [s.exact for s in x.snapshots]


F = Fraction

# Seed 30903 of the numerics profile: the strong row and the row of level 926 are
# near-parallel and both met exactly at b = 5e-6 (to 6.5e-17), a = 0.0225225..., which the
# solver prints. HiGHS's scaled cap let the strong row miss by 4.2e-6 of its own units, kept
# b at 0 and then called the solver's level 600 (0.05) suboptimal.
SEED_30903 = """\
10000 * b == 0 @600
22.2 * a - 100000 * b == 0 @926
c1: 9999.984566353622 * b == 0 @weak:0.5
22.200092514019794 * a - 99999.5832701811 * b == 4.167298189012613e-06 @strong
"""

# Seed 30530: the exact optimum meets every strong and medium row exactly with a near
# -5.976e8 (the weak pin of a pays for it); the solver leaves a at 0 and the strong row off by
# 3.2e-4 (terms near 1e4): a solver fault the exact check must keep.
SEED_30530 = """\
1000 * a - 135 * e - 0.001 * d == 0 @required
a == 0 @weak
-1.53e-05 * b + 1.674097158844511e-05 * a >= -10000 @strong:0.5
-1.5299995656195996e-05 * b + 1.674096683553665e-05 * a >= -9999.997161196325 @500:2
-1.5299995171821323e-05 * b + 1.6740967365530286e-05 * a == -9999.997477781078 @strong
"""

# Seed 30564 (its comment line dropped): HiGHS reports "Model error" at level 600 (the
# reference failed, the script was skipped); in exact arithmetic lines 16 and 20 make the required set infeasible, which the
# solver reports, and its values are right.
SEED_30564 = """\
1000 * a + 1930 * b == -121 @medium
59759.87044526869 * c - 684076.0170790692 * b <= 100000 @strong
c1: -0.478 * a <= -0.00251 @250
edit a @weak:3
-3.637346623914304e-05 * c + 0.0001 * b >= -0.1
2970 * a + 417000 * c + 0.732 * b == -10 @required
c2: -4.08636138804944e-06 * a == 0 @strong
suggest a 0.00334
0.004190409316846024 * b + 0.007489000658209216 * c >= -44100 @750
-0.47800003034246685 * a <= -0.00251000015932969 @750:10
-1e-05 * b - 2.4552284296305865e-05 * c == 1000
suggest a -1000
69400 * b + 6436.122574386927 * c == 41.8 @strong:10
-3.6373400602519255e-05 * c + 0.00010000018045193538 * b == -0.09999801502871089 @weak
c3: 2970000000 * a + 417000000000 * c + 732000 * b == -10000000 @strong
-104 * c + 10 * a == 3920 @required
-1e-05 * b - 1e-06 * a + 1.989591636268646e-06 * c == 0.1 @600
c4: 2969.9998828662065 * a + 417000.0164460578 * c + 0.731999971130661 * b <= -9.999999605610123
-4.086361398555481e-06 * a >= 2.5710013465582925e-09 @weak
c == -329787.3631131325
"""
RANGE = "coefficients out of the supported range"

# Seed 30477 (its comment line dropped): line 2 is feasible with line 1 only at values of
# 1e10 (HiGHS finds it infeasible once tightened by 1e-9 of its size); the solver refuses it ("cannot be
# satisfied"), then takes lines 3 and 5, which are errors only with line 2 held.
SEED_30477 = """\
-106 * a - 10 * b == -0.1
-105.99999393186651 * a - 9.999999427534576 * b >= -0.09999994847811183
-43100 * b == -3.1020963442144254
-5.323795412793553e-06 * a == 93600 @medium
263 * a >= 0
print
-5.3237980571018165e-06 * a == 93599.95350924775 @250
-10 * a == -13.3 @medium
b == 0 @medium
c1: 0.0075093485079935855 * a + 91.89860024376671 * b >= 0.01
-5.323776327149791e-06 * a == 93599.57146981884 @750
-0.00248 * a + 0.0001 * b == 6.420204831319536
"""
UNSATISFIABLE = "required constraint cannot be satisfied"


class ExactSolverTests(unittest.TestCase):
    """exact.py on LPs whose answers are known in closed form."""

    def test_well_conditioned_equalities(self):
        errors, [sol] = exact_solution("x + y == 10\nx - y == 2\nz == x @weak\n")
        self.assertEqual(errors, set())
        self.assertEqual(sol.optima, [(250.0, 0)])
        self.assertEqual(sol.intervals, {"x": (6, 6), "y": (4, 4), "z": (6, 6)})

    def test_strict_priorities_and_weights(self):
        # strong beats any number of weak rows; within a level the heavier row wins
        errors, [sol] = exact_solution("x == 1 @strong\nx == 2 @weak:1000\ny == 3 @medium:2\ny == 4 @medium\n")
        self.assertEqual(sol.optima, [(750.0, 0), (500.0, 1), (250.0, 1000)])
        self.assertEqual(sol.intervals, {"x": (1, 1), "y": (3, 3)})

    def test_inequalities_and_an_unbounded_interval(self):
        errors, [sol] = exact_solution("x >= 3\nx + y <= 10\ny >= 2.5 @weak\n")
        self.assertEqual(sol.optima, [(250.0, 0)])
        self.assertEqual(sol.intervals, {"x": (3, F(15, 2)), "y": (F(5, 2), 7)})
        errors, [sol] = exact_solution("x >= 3\n")
        self.assertEqual(sol.intervals, {"x": (3, None)})
        errors, [sol] = exact_solution("x - y == 1\n")
        self.assertEqual(sol.intervals, {"x": (None, None), "y": (None, None)})

    def test_doubles_are_taken_exactly(self):
        # 0.1 is 3602879701896397 / 2**55, not 1/10: x is 1 / that
        errors, [sol] = exact_solution("0.1 * x == 1\n")
        self.assertEqual(sol.intervals["x"], (F(2 ** 55, 3602879701896397),) * 2)
        errors, [sol] = exact_solution("1e-09 * x == 1\n")
        self.assertEqual(sol.intervals["x"], (1 / F(1e-09),) * 2)

    def test_beales_cycling_example_terminates_with_blands_rule(self):
        # Beale (1955): the textbook rule (most negative cost, lowest row) cycles through six
        # degenerate bases; minimum -5/4 at x4 = 1, x6 = 1. As a tableau ...
        t = exact.Tableau(7, [{0: F(1, 4), 1: F(-8), 2: F(-1), 3: F(9), 4: F(1)},
                              {0: F(1, 2), 1: F(-12), 2: F(-1, 2), 3: F(3), 5: F(1)},
                              {2: F(1), 6: F(1)}], [F(0), F(0), F(1)], [4, 5, 6], exact.Budget(5))
        value, _ = t.minimise({0: F(-3, 4), 1: F(20), 2: F(-1, 2), 3: F(6)})
        self.assertEqual(value, F(-5, 4))
        # ... and as a script: the objective is a strong row's error above -1000
        text = ("x4 >= 0\nx5 >= 0\nx6 >= 0\nx7 >= 0\n"
                "0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0\n0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0\nx6 <= 1\n"
                "-0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7 <= -1000 @strong\n")
        errors, [sol] = exact_solution(text)
        self.assertEqual(sol.optima, [(750.0, F(1000) - F(5, 4))])
        self.assertEqual(sol.intervals, {"x4": (1, 1), "x5": (0, 0), "x6": (1, 1), "x7": (0, 0)})

    def test_a_degenerate_vertex_and_redundant_equalities(self):
        # five rows through the origin, two of them redundant equalities
        text = "x >= 0\ny >= 0\nx + y <= 0\nx - y == 0\n2 * x - 2 * y == 0\nx == 5 @weak\ny >= 1 @strong\n"
        errors, [sol] = exact_solution(text)
        self.assertEqual(errors, set())
        self.assertEqual(sol.optima, [(750.0, 1), (250.0, 5)])
        self.assertEqual(sol.intervals, {"x": (0, 0), "y": (0, 0)})
        errors, _ = exact_solution("x == 20\ny == 5\nx + y == 25\nx + y == 26\n")
        self.assertEqual(errors, {4})

    def test_exact_feasibility_of_near_parallel_rows(self):
        # the rows force y = 0 exactly, however close their coefficients: 1e-12 is an error
        base = "x + y == 1\nx + 1.0000000001 * y == 1\n"
        self.assertEqual(exact_solution(base + "y == 1e-12\n")[0], {3})
        self.assertEqual(exact_solution(base + "y == 0\n")[0], set())
        # the script's other errors are the oracle's replay's: labels, edits, suggestions
        self.assertEqual(exact_solution("c: x == 1\nc: x == 2\nremove d\nsuggest x 1\nedit x @required\n")[0],
                         {2, 3, 4, 5})

    def test_a_scaled_copy_is_inconsistent_exactly_and_borderline(self):
        # Seed 30004: an equality and its copy scaled by 1e-3 in double precision differ by
        # the copy's rounding, so exactly the copy is an error, by 1e-16 of its size: a
        # solver may take it (HiGHS does)
        text = ("782000 * b == 0\n5.7e-06 * d + 1e-05 * b == 0.005631522086999735\n"
                "5.7e-09 * d + 1e-08 * b == 5.631522086999734e-06\n")
        x = exact.replay(oracle.parse_script(text), exact.Budget(5))
        self.assertEqual((x.error_lines, x.borderline), ({3}, {3}))
        self.assertEqual(oracle.replay(oracle.parse_script(text)).error_lines, set())
        # a clear conflict is not borderline
        x = exact.replay(oracle.parse_script("x == 1\nx == 1.00001\n"), exact.Budget(5))
        self.assertEqual((x.error_lines, x.borderline), ({2}, set()))

    def test_the_budget_gives_unknown_never_a_verdict(self):
        with self.assertRaises(exact.Unknown):
            exact_solution(SEED_30564, seconds=0)

    def test_agrees_with_highs_on_random_well_conditioned_scripts(self):
        # small integer coefficients and bounded variables: where HiGHS is reliable
        rng = random.Random(8)
        for _ in range(25):
            vs = [f"x{i}" for i in range(rng.randint(2, 4))]
            lines = [f"{v} >= -{rng.randint(1, 100)}\n{v} <= {rng.randint(1, 100)}" for v in vs]
            for _ in range(rng.randint(1, 8)):
                terms = " + ".join(f"{rng.randint(-9, 9)} * {v}" for v in rng.sample(vs, rng.randint(1, len(vs))))
                strength = rng.choice(["", " @strong", " @medium:2", " @weak", " @600", " @strong:0.5"])
                lines.append(f"{terms} {rng.choice(['==', '<=', '>='])} {rng.randint(-50, 50)}{strength}")
            text = "\n".join(lines) + "\n"
            stmts = oracle.parse_script(text)
            highs = oracle.replay(stmts)
            errors, sols = exact_solution(text)
            self.assertEqual(highs.error_lines, errors, text)
            for snap, sol in zip(highs.snapshots, sols):
                self.assertEqual([p for p, _ in snap.optima], [p for p, _ in sol.optima], text)
                for (_, h), (_, x) in zip(snap.optima, sol.optima):
                    self.assertAlmostEqual(h, float(x), delta=1e-6 * max(1, abs(h)), msg=text)
                for v, (lo, hi) in snap.intervals.items():
                    self.assertAlmostEqual(lo, float(sol.intervals[v][0]), delta=1e-6 * max(1, abs(lo)), msg=text)
                    self.assertAlmostEqual(hi, float(sol.intervals[v][1]), delta=1e-6 * max(1, abs(hi)), msg=text)


# Seed 30140 of the numerics profile: the required row and the medium one are near-parallel,
# so in the exact optimum `a` runs to -268,535 on a net coefficient of 4.3e-13 (3.4e-17 of
# the rows' 1.25e4), below what doubles resolve. The solver's answer (c moved to 6e-6 to meet
# the medium row, at a cost to the weak rows) is exact for the script moved by 1e-15.
SEED_30140 = """\
-178664.68123188888 * c == 0.1 @weak
c1: -178664.68267354058 * c == 0.10000000080690358 @weak
-178664.6806929134 * c <= 0.09999999668164389 @weak
100000 * b - 12509.057536863262 * a - 84900 * c == 0.0012382878440604834
-0.472 * c + 249582.55110175465 * a <= 1
99999.98841268319 * b - 12509.056087399134 * a - 84900.00983763198 * c <= 0.0012381721143767013 @medium:3
"""

# Seed 31361 of the numerics profile, which the solver of 7ffc834 answered with `a` at -146
# against an edit at -23,610 (a fault of its dual simplex, fixed since): no perturbation of
# 1e-15 explains that.
SEED_31361 = """\
c1: 1e-05 * b <= -0.001 @999:0.5
c2: 100000 * d - 2.9665158822816684 * b >= 9.79
-0.1 * a - 53.5 * c >= -15.734323332788627 @weak
100000.10491286637 * d - 2.9665189945385118 * b <= 9.789989729030381 @300
-0.09999999957701818 * a - 53.49999977370472 * c >= -15.734323399341955 @999
10 * b == -0.831 @weak
-0.09999998535150771 * a - 53.50000783694338 * c >= -15.734321027947486 @250:3
100000.10086190887 * d - 2.9665191147108096 * b <= 9.789989332442474
-3.12 * a - 5.339333180177343 * b + 1 * d >= -0.00104 @strong
edit a @strong
suggest a -23610.20042899252
"""


NEAR_PARALLEL = """\
c1: -0.01 * c + 0.00172 * a == 0.1
-0.009999999096889596 * c + 0.0017199998446650105 * a == 0.0999999914838671 @strong
c == -10 @weak
"""


class IllConditionedTests(unittest.TestCase):
    """`oracle.perturbation_witness`: a failure of values alone that a perturbation of 1e-15
    explains is ill-conditioned, and a real fault is not."""

    def test_seed_30140_answer_in_doubles_is_ill_conditioned(self):
        problems, exp = StubSolver({"a": 0.000004, "b": 0.000006, "c": 0.000006}).verdict(SEED_30140)
        self.assertEqual(exp.source, "exact")
        self.assertEqual(problems[0], "final print: level 250: objective expected 3.01668737684e-09 (exact), "
                                      "got 2.34397618424")
        self.assertIsNotNone(exp.witness)
        self.assertTrue(oracle.verdict(problems, exp).startswith(
            "ILL-CONDITIONED (exact: the exact answer with every number moved by at most 1e-15 of itself"))

    def test_seed_30140_with_c_further_off_is_a_failure(self):
        problems, exp = StubSolver({"a": 0.000004, "b": 0.000006, "c": 0.000007}).verdict(SEED_30140)
        self.assertEqual(oracle.kinds(problems), {"wrong-values"})
        self.assertIsNone(exp.witness)
        self.assertTrue(oracle.verdict(problems, exp).startswith("FAIL (exact"))

    def test_a_dual_simplex_fault_has_no_witness(self):
        old = {"a": -146.263511, "b": 85.468693, "c": 0.567489, "d": 0.002633}
        problems, exp = StubSolver(old).verdict(SEED_31361)
        self.assertEqual(oracle.kinds(problems), {"wrong-values"})
        self.assertIsNone(exp.witness)
        now = {"a": -23610.200429, "b": 85.468693, "c": 44.425302, "d": 0.002633}
        self.assertEqual(StubSolver(now).verdict(SEED_31361)[0], [])

    def test_rows_parallel_to_within_rounding_are_made_parallel_for_the_witness(self):
        # Seed 31028's pair: the strong row is the required one times 0.9999999096889596,
        # rounded coefficient by coefficient, with its constant nudged by 8.5e-9. Exactly the
        # rows meet at a = 7.2e9; to a double solver they are parallel.
        stmts = oracle.parse_script(NEAR_PARALLEL)
        answer = [{"a": 0, "c": -10}]
        problems, _ = oracle.check_exact(stmts, answer, {}, 0, "", None, exact.Budget(20))
        self.assertEqual(problems[0], "final print: c: expected 1245366725.93 (exact), got -10")
        moved = oracle.parallelized(stmts, oracle.WITNESS_REL)
        first, second = moved[0].form.terms, moved[1].form.terms
        self.assertEqual(Fraction(first["a"]) / Fraction(first["c"]), second["a"] / second["c"])
        self.assertEqual(moved[1].form.const, stmts[1].form.const)
        self.assertEqual(oracle.perturbation_witness(stmts, answer, {}, 0, "", 20), 0)
        # rows 5e-5 apart are not parallel to within 1e-15: no witness
        apart = oracle.parse_script(NEAR_PARALLEL.replace("0.0017199998446650105", "0.0017199"))
        self.assertIsNone(oracle.parallelized(apart, oracle.WITNESS_REL))
        self.assertNotEqual(oracle.check_exact(apart, answer, {}, 0, "", None, exact.Budget(20))[0], [])
        self.assertIsNone(oracle.perturbation_witness(apart, answer, {}, 0, "", 20))

    def test_rows_parallel_on_some_variables_are_made_parallel_there_only(self):
        # Seed 32017's two required rows: parallel to rounding on c and b (a (c, b)
        # determinant of 1.1e-17 of its products), 3.4e-7 apart on a.
        stmts = oracle.parse_script("-23.5 * a - 40.9 * c - 10 * b == 10\n"
                                    "-23.50000788172501 * a - 40.89998628244455 * c - 9.999996646074463 * b"
                                    " == 9.999996646074463\n")
        moved = oracle.parallelized(stmts, oracle.WITNESS_REL)
        terms = moved[1].form.terms
        self.assertEqual(terms["c"] / Fraction(-40.9), terms["b"] / Fraction(-10))
        self.assertEqual(terms["a"], Fraction(-23.50000788172501))
        self.assertLessEqual(abs(terms["c"] - Fraction(-40.89998628244455)), Fraction(1e-15) * 40.9)
        self.assertEqual(moved[1].form.const, -9.999996646074463)  # the form is lhs - rhs
        self.assertEqual(moved[0].form.terms, stmts[0].form.terms)

    def test_a_perturbation_keeps_zeros_signs_and_names_and_moves_each_number_by_at_most_its_bound(self):
        stmts = oracle.parse_script(SEED_30140 + "0 * d + 2 * a == 0\nsuggest a 3\n")
        moved = oracle.perturbed(stmts, 1e-3, random.Random(5))
        for st, mv in zip(stmts, moved):
            self.assertEqual((st.kind, st.line, st.op, st.prio, st.weight, st.label),
                             (mv.kind, mv.line, mv.op, mv.prio, mv.weight, mv.label))
            if st.kind == "add":
                self.assertEqual(st.form.names, mv.form.names)
                self.assertEqual(set(st.form.terms), set(mv.form.terms))
                for v, c in st.form.terms.items():
                    self.assertLessEqual(abs(mv.form.terms[v] - c), 1e-3 * abs(c))
                    self.assertEqual(mv.form.terms[v] > 0, c > 0)
                self.assertLessEqual(abs(mv.form.const - st.form.const), 1e-3 * abs(st.form.const))
            elif st.kind == "suggest":
                self.assertNotEqual(mv.value, st.value)
                self.assertLessEqual(abs(mv.value - st.value), 3e-3)
        self.assertEqual(moved[-2].form.const, 0.0)


class ExactVerdictTests(unittest.TestCase):
    """The exact second opinion in oracle.check_text."""

    def test_seed_30903_passes_with_the_exact_verdict(self):
        problems, exp = StubSolver({"a": 0.022523, "b": 0.000005}).verdict(SEED_30903)
        self.assertEqual((problems, exp.source), ([], "exact"))
        self.assertEqual(oracle.verdict(problems, exp), "pass (exact)")

    def test_seed_30903_highs_answer_is_wrong_in_exact_arithmetic(self):
        # HiGHS's check, whose loosened strong row allows b = 0, passes this answer (and the
        # exact check is then not asked); the exact check fails it.
        problems, exp = StubSolver({"a": 0, "b": 0}).verdict(SEED_30903)
        self.assertEqual((problems, exp.source), ([], "highs"))
        problems, exp = oracle.check_exact(oracle.parse_script(SEED_30903), [{"a": 0, "b": 0}], {}, 0, "", None,
                                           exact.Budget(20))
        # (its levels are within the printing: 5e-7 on b is 0.05 on rows of 1e5; its values
        # are not)
        self.assertEqual(problems, ["final print: b: expected 5.00000000006e-06 (exact), got 0",
                                    "final print: a: expected 0.0225225225228 (exact), got 0"])

    def test_seed_30530_still_fails_with_the_exact_values(self):
        problems, exp = StubSolver({"a": 0, "b": 653594812.644027, "d": 0, "e": 0}).verdict(SEED_30530)
        self.assertEqual(exp.source, "exact")
        self.assertEqual(problems[:3], [
            "final print: level 750: objective expected 0 (exact), got 0.000316726809273",
            "final print: level 500: objective expected 0 (exact), got 0.00126633904863",
            "final print: a: expected -597604738.787 (exact), got 0"])
        self.assertTrue(oracle.verdict(problems, exp).startswith("FAIL (exact: final print: level 750"))
        self.assertEqual(oracle.kinds(problems), {"wrong-values"})

    def test_seed_30530_exact_answer_passes(self):
        errors, [sol] = exact_solution(SEED_30530)
        answer = {v: round(float(sol.intervals[v][0]), 6) for v in ("a", "b")}
        problems, exp = StubSolver({**answer, "d": 0, "e": answer["a"] * 1000 / 135}).verdict(SEED_30530)
        self.assertEqual(problems, [])

    def test_a_skipped_script_is_decided_exactly_and_skipped_without_the_exact_check(self):
        answer = {"a": 5943055092.371624, "b": 3925500.684274, "c": -42328241.001963}
        stub = StubSolver(answer, {16: RANGE, 20: RANGE})
        self.assertEqual(stub.verdict(SEED_30564)[0], [])
        self.assertEqual(stub.verdict(SEED_30564)[1].source, "exact")
        with self.assertRaises(RuntimeError):  # HiGHS: model error, and no exact check
            stub.verdict(SEED_30564, exact_seconds=0)
        # the same answer without the refusals: the error verdicts disagree with exact feasibility
        problems, exp = StubSolver(answer).verdict(SEED_30564)
        self.assertEqual(exp.source, "exact")
        self.assertIn("line 16: expected an error, got none", problems)

    def test_a_borderline_line_excuses_the_removal_of_its_label(self):
        # Seed 32662's shape: a required line infeasible by 1e-9 (relative), taken by the
        # solver, met to the promise while held, then removed: the removal, an error to the
        # reference, is a later verdict on the borderline line.
        text = "x == 1000000\nc: x == 1000000.001\nprint\nremove c\nprint\n"
        stub = StubSolver({"x": 1})
        stub_two = os.path.join(stub.dir.name, "two")
        with open(stub_two, "w") as f:
            f.write(f"#!{sys.executable}\nprint('{{\"x\": 1000000}}')\nprint('{{\"x\": 1000000}}')\n")
        os.chmod(stub_two, 0o755)
        problems, exp = oracle.check_text(text, stub_two)
        self.assertEqual(problems[:2], ["line 2: expected an error, got none", "line 4: expected an error, got none"])
        self.assertEqual(exp.borderline, {2, 4})
        self.assertEqual(oracle.clear_problems(problems, exp.borderline), [])
        # held at x = 1000000.01 instead, the verdicts are still excused (the line is
        # infeasible by 1e-9 of its size), the violated pin is not
        with open(stub_two, "w") as f:
            f.write(f"#!{sys.executable}\nprint('{{\"x\": 1000000.01}}')\nprint('{{\"x\": 1000000.01}}')\n")
        problems, exp = oracle.check_text(text, stub_two)
        self.assertEqual(oracle.clear_problems(problems, exp.borderline),
                         ["print at line 3: required constraint on line 1 violated: residual 0.01 (== 0)",
                          "print at line 5: required constraint on line 1 violated: residual 0.01 (== 0)"])

    def test_a_line_after_the_last_print_is_judged_on_the_values_at_the_end(self):
        # Seeds 31397, 31795 and 32088's shape: a required line infeasible exactly (line 4
        # misses line 3 by 1e-3, far beyond 1e-9 of the rows' sizes), taken by the solver, with
        # no print after it. The oracle appends a print; values of 1e7 meet both rows to the
        # promise (1e-9 of 2e7: 0.02), so the verdict is excused; 0.1 apart they are not.
        text = "x == 10000000\nprint\nx - y == 0\nc: x - y == 0.001\n"
        stub = os.path.join(tempfile.mkdtemp(), "stub")

        def answers(*outs):
            with open(stub, "w") as f:
                f.write(f"#!{sys.executable}\n" + "".join(f"print({json.dumps(json.dumps(o))})\n" for o in outs))
            os.chmod(stub, 0o755)
            return oracle.check_text(text, stub)

        problems, exp = answers({"x": 10000000, "y": 0}, {"x": 10000000, "y": 9999999.9995})
        self.assertEqual(problems[:2], ["line 4: expected an error, got none", "exit status 0 (expected 1)"])
        self.assertEqual(exp.borderline, {4})
        self.assertEqual(oracle.clear_problems(problems, exp.borderline), [])
        problems, exp = answers({"x": 10000000, "y": 0}, {"x": 10000000, "y": 9999999.9})
        self.assertEqual(exp.borderline, set())
        self.assertEqual(oracle.clear_problems(problems, exp.borderline), ["line 4: expected an error, got none"])
        # a solver that does not answer the appended print is a failure of its own
        problems, exp = answers({"x": 10000000, "y": 0})
        self.assertEqual(problems, ["1 prints with a print appended, expected 2; stderr: "])

    def test_the_replay_follows_a_refusal_by_a_hair(self):
        x = exact.replay(oracle.parse_script(SEED_30477), exact.Budget(20))
        self.assertEqual(x.error_lines, {3, 5, 12})
        # tightening the inequality does not show the hair exactly, HiGHS's check does
        self.assertEqual(x.near_infeasible, set())
        self.assertIn(2, oracle.replay(oracle.parse_script(SEED_30477), solve=False).near_infeasible)
        stub = StubSolver({"a": 0.000937, "b": 0.000072}, {2: UNSATISFIABLE, 10: RANGE, 12: UNSATISFIABLE})
        problems, exp = stub.verdict(SEED_30477)
        self.assertEqual((problems, exp.source), ([], "exact"))
        # the same verdicts without line 2's refusal: line 3 and 5 are errors again, exactly
        # (HiGHS's check passes this answer: its tolerance holds line 2 with 3 and 5)
        errors = {10: RANGE, 12: UNSATISFIABLE}
        problems, exp = StubSolver({"a": 0.000937, "b": 0.000072}, errors).verdict(SEED_30477)
        self.assertEqual((problems, exp.source), ([], "highs"))
        problems, exp = oracle.check_exact(oracle.parse_script(SEED_30477), [{"a": 0.000937, "b": 0.000072}],
                                           errors, 1, "", None, exact.Budget(20))
        self.assertEqual(problems[:2], ["line 3: expected an error, got none", "line 5: expected an error, got none"])

    def test_exact_answers_pass_and_perturbed_ones_fail_on_random_near_parallel_scripts(self):
        # Seeded: rows of coefficients 1e-3 to 1e3 with a near-parallel copy (a relative nudge
        # of 1e-6) at another level. The exact optimum, printed to 6 decimals, passes the
        # exact check; moving one unique value by 1e-3 of max(1, |x|) fails it.
        rng = random.Random(30903)
        checked = 0
        for _ in range(40):
            vs = ["a", "b", "c"]
            lines = [f"{v} >= -{rng.randint(1, 1000)}\n{v} <= {rng.randint(1, 1000)}" for v in vs]
            for _ in range(rng.randint(2, 5)):
                coefs = {v: 10 ** rng.uniform(-3, 3) * rng.choice([-1, 1]) for v in rng.sample(vs, 2)}
                const = rng.uniform(-100, 100)
                lines.append(" + ".join(f"{a!r} * {v}" for v, a in coefs.items()) + f" == {const!r} "
                             + rng.choice(["@strong", "@medium", "@weak:2"]))
                nudged = {v: a * (1 + rng.uniform(-1e-6, 1e-6)) for v, a in coefs.items()}
                lines.append(" + ".join(f"{a!r} * {v}" for v, a in nudged.items()) + f" == {const!r} "
                             + rng.choice(["@900", "@600", "@weak"]))
            text = "\n".join(lines) + "\n"
            stmts = oracle.parse_script(text)
            x = exact.replay(stmts, exact.Budget(20))
            [sol] = [s.exact for s in x.snapshots]
            unique = [v for v, (lo, hi) in sol.intervals.items() if lo is not None and lo == hi]
            if x.error_lines or not unique:
                continue
            answer = {v: round(float(lo), 6) for v, (lo, hi) in sol.intervals.items()}
            problems, _ = oracle.check_exact(stmts, [answer], {}, 0, "", None, exact.Budget(20))
            self.assertEqual(problems, [], text)
            v = rng.choice(unique)
            wrong = dict(answer, **{v: answer[v] + 1e-3 * max(1.0, abs(answer[v]))})
            problems, _ = oracle.check_exact(stmts, [wrong], {}, 0, "", None, exact.Budget(20))
            self.assertNotEqual(problems, [], text)
            checked += 1
        self.assertGreater(checked, 30, checked)

    def test_a_coefficient_range_refusal_of_a_feasible_line_stays_a_failure(self):
        problems, exp = StubSolver({"x": 1, "y": 2}, {2: RANGE}).verdict("x == 1\n1e-06 * y == 2e-06 @weak\n")
        self.assertEqual(exp.source, "exact")
        self.assertIn(f"line 2: unexpected error: {RANGE}", problems)


if __name__ == "__main__":
    unittest.main()
