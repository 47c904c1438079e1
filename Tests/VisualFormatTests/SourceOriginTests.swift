import XCTest
import LayoutIR
import VisualFormat

/// `SourceOrigin` keeps its statement in shared storage and the part's range in 32-bit
/// fields; it must still behave as the plain value it was: same reads, writes, equality and
/// hashing, whatever the storage.
final class SourceOriginTests: XCTestCase {
    private func location(_ offset: Int, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(offset: offset, line: line, column: column)
    }

    private func range(_ a: SourceLocation, _ b: SourceLocation) -> SourceRange {
        SourceRange(start: a, end: b)
    }

    /// Every constraint of a program keeps a descriptor and its origin (a document's texts
    /// each keep their own): their sizes are part of the memory a view costs.
    func testAnOriginIsThirtyTwoBytesAndADescriptor120() {
        XCTAssertEqual(MemoryLayout<SourceOrigin>.size, 32)
        XCTAssertEqual(MemoryLayout<SourceOrigin?>.size, 32)
        XCTAssertEqual(MemoryLayout<ConstraintDescriptor>.stride, 120)
    }

    func testReadsAndWritesAreThoseOfAPlainValue() {
        let statementRange = range(location(4, 2, 3), location(18, 2, 17))
        var origin = SourceOrigin(
            statement: "H:|-10-[a(50)]", statementRange: statementRange, range: range(location(7, 2, 6), location(11, 2, 10)))
        XCTAssertEqual(origin.statement, "H:|-10-[a(50)]")
        XCTAssertEqual(origin.statementRange, statementRange)
        XCTAssertEqual(origin.range.description, "2:6-2:10")
        XCTAssertEqual(origin.range.start.offset, 7)
        XCTAssertEqual(origin.range.end.offset, 11)
        XCTAssertEqual(origin.line, 2)
        XCTAssertEqual(origin.column, 6)
        XCTAssertEqual(origin.description, "2:6 in \"H:|-10-[a(50)]\"")

        let copy = origin
        origin.range = range(location(14, 2, 13), location(16, 2, 15))
        origin.statement = "V:|[b]"
        XCTAssertEqual(origin.range.description, "2:13-2:15")
        XCTAssertEqual(origin.statement, "V:|[b]")
        // The copy made before keeps its own values.
        XCTAssertEqual(copy.range.description, "2:6-2:10")
        XCTAssertEqual(copy.statement, "H:|-10-[a(50)]")
        origin.statementRange = range(location(0, 1, 1), location(6, 1, 7))
        XCTAssertEqual(origin.statementRange.description, "1:1-1:7")
        XCTAssertEqual(origin.range.description, "2:13-2:15")
    }

    /// Values past 32 bits (a text of 2 GB or more) are kept whole.
    func testRangesBeyondThirtyTwoBitsAreKeptWhole() {
        let far = location(Int(Int32.max) + 10, Int(Int32.max) + 2, 5)
        let huge = range(far, location(Int.max, Int.max, Int.max))
        var origin = SourceOrigin(statement: "[a]", statementRange: huge, range: huge)
        XCTAssertEqual(origin.range, huge)
        XCTAssertEqual(origin.statementRange, huge)
        XCTAssertEqual(origin.line, Int(Int32.max) + 2)
        origin.statement = "[b]"
        XCTAssertEqual(origin.range, huge)
        let small = range(location(1, 1, 2), location(2, 1, 3))
        origin.range = small
        XCTAssertEqual(origin.range, small)
        origin.range = huge
        XCTAssertEqual(origin.range, huge)
        let negative = range(location(-1, 0, Int(Int32.min) - 1), location(0, 0, 0))
        origin.range = negative
        XCTAssertEqual(origin.range, negative)
    }

    /// Equal values are equal and hash alike whether they share storage or not; any field
    /// that differs makes them differ.
    func testEqualityAndHashingCompareValues() {
        let statementRange = range(location(0, 1, 1), location(10, 1, 11))
        let part = range(location(3, 1, 4), location(5, 1, 6))
        let shared = SourceOrigin(statement: "H:|[a][b]|", statementRange: statementRange, range: part)
        var derived = shared
        derived.range = range(location(6, 1, 7), location(8, 1, 9))
        derived.range = part
        let fresh = SourceOrigin(statement: "H:|[a][b]|", statementRange: statementRange, range: part)
        XCTAssertEqual(shared, derived)
        XCTAssertEqual(shared, fresh)
        XCTAssertEqual(shared.hashValue, fresh.hashValue)
        XCTAssertEqual(Set([shared, derived, fresh]).count, 1)

        var otherPart = fresh
        otherPart.range = range(location(3, 1, 4), location(6, 1, 7))
        var otherStatement = fresh
        otherStatement.statement = "H:|[a][c]|"
        var otherStatementRange = fresh
        otherStatementRange.statementRange = range(location(0, 1, 1), location(11, 1, 12))
        for different in [otherPart, otherStatement, otherStatementRange] {
            XCTAssertNotEqual(shared, different)
        }
        XCTAssertEqual(Set([shared, otherPart, otherStatement, otherStatementRange]).count, 4)
    }

    /// The origins a compiled text gives each constraint, statement by statement, with the
    /// statement's text and range and each part's own range (the compiler shares one
    /// statement among its constraints).
    func testCompiledOriginsPerStatement() throws {
        let program = try LayoutCompiler().compile("H:|-[a(40)]-[b]-|\nV:|[a]|; V:|[b(==a)]|")
        let described = program.constraints.map { descriptor in
            descriptor.origin.map { "\($0.statement) \($0.statementRange) \($0.range)" } ?? "none"
        }
        XCTAssertEqual(described, [
            // The gaps and the size predicate; a connection without a gap is the empty
            // range where it would be.
            "H:|-[a(40)]-[b]-| 1:1-1:18 1:4-1:5",
            "H:|-[a(40)]-[b]-| 1:1-1:18 1:8-1:10",
            "H:|-[a(40)]-[b]-| 1:1-1:18 1:12-1:13",
            "H:|-[a(40)]-[b]-| 1:1-1:18 1:16-1:17",
            "V:|[a]| 2:1-2:8 2:4-2:4",
            "V:|[a]| 2:1-2:8 2:7-2:7",
            "V:|[b(==a)]| 2:10-2:22 2:13-2:13",
            "V:|[b(==a)]| 2:10-2:22 2:16-2:19",
            "V:|[b(==a)]| 2:10-2:22 2:21-2:21",
        ])
    }
}
