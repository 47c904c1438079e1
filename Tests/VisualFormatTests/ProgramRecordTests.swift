import LayoutSupport
import LayoutIR
import VisualFormat
import XCTest

/// A program keeps its constraints as records (items by index, origins as byte offsets into
/// their statement): the descriptors and positions made from them must be those the text has.
final class ProgramRecordTests: XCTestCase {
    /// The line and column of a byte offset, counted over the whole text with `String`'s
    /// own line splitting and scalar counting.
    private func location(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let prefix = String(decoding: bytes[0..<offset], as: UTF8.self)
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    /// Every origin's part, read back from the text at its byte offsets, has the line and
    /// column counted over the whole text, for statements that span lines and follow
    /// non-ASCII comments, in seeded random arrangements.
    func testOriginPositionsMatchTheText() throws {
        let pieces = [
            "H:|-[a(>=50@750)]-(>=8)-[b(==a)]-|", "V:|-\n[a]-\n(12)-[b(40)]", "/* é ü 日本 */ H:[c]-[d]",
            "H:|~[e]~|", "H:|-(>=8,<=20)-[f(g)]", "C:h.centerX(i.centerX * 0.5 + 3)", "V:[j]-10%-[k]",
            "H:[l][m] {alignCenterY}", "HV:|[n]|", "// 注釈 ü\nH:|[o(p.width)]|",
        ]
        var rng = SeededGenerator(seed: 0x5EED_0F0E)
        for _ in 0..<60 {
            var parts: [String] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                parts.append(pieces[Int.random(in: 0..<pieces.count, using: &rng)])
            }
            let text = parts.joined(separator: ["\n", "; ", ";\n  /* ß */ "][Int.random(in: 0..<3, using: &rng)])
            let program: LayoutProgram
            do {
                program = try LayoutCompiler().compile(text)
            } catch {
                continue  // a duplicate view across joined pieces: not what this test is about
            }
            let bytes = Array(text.utf8)
            for constraint in program.constraints {
                let origin = try XCTUnwrap(constraint.origin)
                let statement = origin.statementRange
                XCTAssertEqual(origin.statement,
                               String(decoding: bytes[statement.start.offset..<statement.end.offset], as: UTF8.self))
                for position in [origin.range.start, origin.range.end, statement.start] {
                    let expected = location(position.offset, in: bytes)
                    XCTAssertEqual(position.line, expected.line, "\(position) in \(text.debugDescription)")
                    XCTAssertEqual(position.column, expected.column, "\(position) in \(text.debugDescription)")
                }
                XCTAssertLessThanOrEqual(statement.start.offset, origin.range.start.offset)
                XCTAssertLessThanOrEqual(origin.range.end.offset, statement.end.offset)
            }
        }
    }

    /// The records are plain values of the sizes the IR's documentation gives.
    func testRecordSizes() {
        XCTAssertEqual(MemoryLayout<ConstraintTable.Record>.stride, 40)
        XCTAssertEqual(MemoryLayout<ConstraintTable.OriginRef>.stride, 12)
        XCTAssertTrue(_isPOD(ConstraintTable.Record.self))
        XCTAssertTrue(_isPOD(ConstraintTable.OriginRef.self))
    }

    /// A program made from a compiled program's descriptors has the same descriptors; the
    /// count needs no descriptors; a descriptor written back keeps what was written.
    func testDescriptorsRoundTrip() throws {
        let compiled = try LayoutCompiler().compile(
            "H:|-[a(>=50@750)]-(>=8)-[b(==a)]-|\nV:|~[c]~|; C:d.centerX(e.centerX * 0.5 + 3)")
        XCTAssertEqual(compiled.constraintCount, 11)
        XCTAssertEqual(compiled.constraints.count, 11)
        let copy = LayoutProgram(constraints: compiled.constraints)
        XCTAssertEqual(copy.constraints, compiled.constraints)
        XCTAssertEqual(copy.constraintCount, 11)
        XCTAssertEqual(compiled.constraints.last?.description, "d.centerX == e.centerX * 0.5 + 3")
        var edited = compiled
        var constraints = edited.constraints
        constraints[0].identifier = "first"
        constraints[1].secondAttribute = .height
        edited.constraints = constraints
        XCTAssertEqual(edited.constraints[0].identifier, "first")
        XCTAssertEqual(edited.constraints[1].secondAttribute, .height)
        XCTAssertNil(edited.constraints[1].secondItem)
        XCTAssertNotEqual(edited, compiled)
        XCTAssertEqual(Array(edited.constraints[2...]), Array(compiled.constraints[2...]))
    }
}
