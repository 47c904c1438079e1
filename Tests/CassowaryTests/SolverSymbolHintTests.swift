import LayoutSupport
import XCTest
@testable import Cassowary

/// Symbol guesses (`SymbolHints`) change the cost of a batch, never its result: a solver fed
/// right, stale, garbage and in-run guesses stays identical to a twin fed none, and after a
/// batch every entry holds the symbol its variable really has.
final class SolverSymbolHintTests: XCTestCase {
    func testGuessesOfAnyKindChangeNothing() throws {
        var batches = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            var vars = (0..<6).map { Variable("x\($0)") }
            var hinted = Solver()
            var plain = Solver()
            var live: [LinearConstraint] = []
            // The symbol each variable got last time, as a front end would keep it.
            var kept: [ObjectIdentifier: Int32] = [:]
            func random() -> LinearConstraint {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &g) {
                    let v = vars[Int.random(in: 0..<vars.count, using: &g)]
                    if terms.contains(where: { $0.variable === v }) { continue }
                    terms.append(Term(v, Double(Int.random(in: 1...3, using: &g)) * (Bool.random(using: &g) ? 1 : -1)))
                }
                let e = LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &g)))
                let r: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
                let s: Strength = [.required, .strong, .weak, .weak].randomElement(using: &g) ?? .weak
                return LinearConstraint(e, r, strength: s)
            }
            for step in 0..<30 {
                let context = "seed \(seed) step \(step)"
                switch Int.random(in: 0..<5, using: &g) {
                case 0 where !live.isEmpty:
                    // A removal may forget variables or rebuild: guesses go stale.
                    let c = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try hinted.remove(c)
                    try plain.remove(c)
                case 1:
                    // A new variable replaces an old one: its old guess names a reused symbol.
                    vars[Int.random(in: 0..<vars.count, using: &g)] = Variable("y\(step)")
                default:
                    let batch = (0..<Int.random(in: 1...6, using: &g)).map { _ in random() }
                    var guesses: [Int32] = []
                    var firstEntry: [ObjectIdentifier: Int] = [:]
                    for c in batch {
                        for t in c.expression.reduced.terms {
                            let id = ObjectIdentifier(t.variable)
                            switch Int.random(in: 0..<5, using: &g) {
                            case 0: guesses.append(-1)
                            case 1: guesses.append(Int32.random(in: -40...40, using: &g))
                            case 2: guesses.append(-2 - Int32(firstEntry[id] ?? Int.random(in: 0...(guesses.count + 2), using: &g)))
                            default: guesses.append(kept[id] ?? -1)
                            }
                            if firstEntry[id] == nil { firstEntry[id] = guesses.count - 1 }
                        }
                    }
                    var hints = SymbolHints(guesses)
                    var none = SymbolHints()
                    let a = hinted.addAllOrNone(batch, hints: &hints, tracking: { _ in .compact })
                    let b = plain.addAllOrNone(batch, hints: &none, tracking: { _ in .compact })
                    XCTAssertEqual(a, b, context)
                    if a {
                        batches += 1
                        live += batch
                        var entry = 0
                        for c in batch {
                            for t in c.expression.reduced.terms {
                                let s = hints.symbols[entry]
                                XCTAssertTrue(hinted.isSymbol(s, of: t.variable), context)
                                XCTAssertEqual(hinted.slot(of: t.variable, symbolGuess: s), hinted.slot(of: t.variable), context)
                                kept[ObjectIdentifier(t.variable)] = s
                                entry += 1
                            }
                        }
                        XCTAssertEqual(entry, hints.symbols.count, context)
                    }
                }
                XCTAssertEqual(hinted.debugDescription, plain.debugDescription, context)
                for v in vars {
                    let guess = kept[ObjectIdentifier(v)] ?? Int32.random(in: -2...40, using: &g)
                    XCTAssertEqual(hinted.value(of: v, symbolGuess: guess), hinted.value(of: v), context)
                    XCTAssertEqual(hinted.slot(of: v, symbolGuess: guess), hinted.slot(of: v), context)
                }
            }
        }
        // The property ran on real batches, not on failures alone.
        XCTAssertGreaterThan(batches, 400)
    }

    /// A guess that names another live variable's symbol is refused: the variable's own
    /// symbol is found by lookup.
    func testAGuessNamingAnotherVariableIsNotTaken() {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        var first = SymbolHints([-1, -1])
        XCTAssertTrue(solver.addAllOrNone([x + y == 10], hints: &first, tracking: { _ in .compact }))
        let (sx, sy) = (first.symbols[0], first.symbols[1])
        XCTAssertNotEqual(sx, sy)
        // Swapped guesses: each names the other variable.
        var swapped = SymbolHints([sy, sx])
        XCTAssertTrue(solver.addAllOrNone([x - y == 4], hints: &swapped, tracking: { _ in .compact }))
        XCTAssertEqual(swapped.symbols, [sx, sy])
        XCTAssertEqual(solver.value(of: x), 7)
        XCTAssertEqual(solver.value(of: y), 3)
        XCTAssertEqual(solver.value(of: x, symbolGuess: sy), 7)
    }
}
