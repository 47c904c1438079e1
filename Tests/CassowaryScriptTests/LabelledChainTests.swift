import XCTest

@testable import CassowaryScript

/// Labelled required equalities are added compact, so a chain of them taken apart by `remove`
/// keeps exact values at every step (and the solver no longer rebuilds at each removal: see
/// `SolverChainRemovalTests` and `Benchmarks --chain-removal`).
final class LabelledChainTests: XCTestCase {
    private func chain(_ count: Int, removing order: [Int], printEvery: Int) -> String {
        var lines = ["x0 == 0"]
        for i in 0..<count { lines.append("c\(i): x\(i + 1) == x\(i) + 1") }
        for (k, i) in order.enumerated() {
            lines.append("remove c\(i)")
            if k % printEvery == printEvery - 1 { lines.append("print") }
        }
        return lines.joined(separator: "\n")
    }

    func testAChainTakenApartFromItsEndKeepsWhatIsLeftExact() {
        let count = 300
        let result = runScript(chain(count, removing: Array((0..<count).reversed()), printEvery: 100))
        XCTAssertEqual(result.errors, [])
        // After 100 removals x0...x200 still stand at 0...200; the rest is forgotten (0).
        let firstPrint = result.output.split(separator: "\n").prefix(count + 1)
        let values = Dictionary(uniqueKeysWithValues: firstPrint.map { line -> (String, String) in
            let parts = line.split(separator: " = ")
            return (String(parts[0]), String(parts[1]))
        })
        for i in 0...200 { XCTAssertEqual(values["x\(i)"], "\(i)") }
        for i in 201...count { XCTAssertEqual(values["x\(i)"], "0") }
    }

    func testAChainTakenApartFromItsStartKeepsItsSpacing() {
        let count = 300
        // Keep the last ten links: x290 ... x300 float together, one apart.
        let result = runScript(chain(count, removing: Array(0..<(count - 10)), printEvery: count - 10))
        XCTAssertEqual(result.errors, [])
        var values: [String: Double] = [:]
        for line in result.output.split(separator: "\n").prefix(count + 1) {
            let parts = line.split(separator: " = ")
            values[String(parts[0])] = Double(parts[1])
        }
        XCTAssertEqual(values["x0"], 0)
        for i in (count - 10)..<count {
            guard let a = values["x\(i)"], let b = values["x\(i + 1)"] else { return XCTFail("x\(i) not printed") }
            XCTAssertEqual(b - a, 1, "x\(i + 1) - x\(i)")
        }
    }
}
