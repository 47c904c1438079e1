#!/usr/bin/env python3
"""Self-tests of the oracle: it accepts a right answer and flags wrong ones, at the scales
where its tolerances were made relative (rows of coefficients 1e-6, variables tied by a
coefficient of 1e-10).

    python3 Tools/oracle/test_oracle.py

Each test replaces the solver by a stub that prints a fixed answer, so no Swift build is
needed (numpy and scipy are)."""

import json
import os
import stat
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
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
    """An executable that prints `answer` as the solver's one JSON line and exits 0."""

    def __init__(self, answer):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "stub")
        with open(self.path, "w") as f:
            f.write(f"#!{sys.executable}\nprint({json.dumps(json.dumps(answer))})\n")
        os.chmod(self.path, os.stat(self.path).st_mode | stat.S_IEXEC)

    def check(self, text):
        problems, _ = oracle.check_text(text, self.path)
        return problems


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


if __name__ == "__main__":
    unittest.main()
