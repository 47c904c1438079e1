import LayoutSupport
import XCTest
@testable import VisualFormat

/// The compiler's working lists behave as arrays do under appends, drops and growth.
final class WorkListTests: XCTestCase {
    func testMatchesAnArrayUnderRandomAppendsAndTruncations() {
        var rng = SeededGenerator(seed: 0xC0_117E)
        for _ in 0..<50 {
            var list = WorkList<Int32>(capacity: Int.random(in: 0...8, using: &rng))
            var model: [Int32] = []
            for step in 0..<400 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    let newCount = Int.random(in: 0...model.count + 2, using: &rng)
                    list.truncate(to: newCount)
                    if newCount < model.count { model.removeLast(model.count - newCount) }
                case 1 where !model.isEmpty:
                    list.removeLast()
                    model.removeLast()
                default:
                    let value = Int32(truncatingIfNeeded: step &* 7_919)
                    list.append(value)
                    model.append(value)
                }
                XCTAssertEqual(list.count, model.count)
            }
            XCTAssertEqual((0..<list.count).map { list[$0] }, model)
        }
    }

    func testOptionalRangesSurviveGrowth() {
        var list = WorkList<Range<Int>?>(capacity: 1)
        for i in 0..<100 { list.append(i % 3 == 0 ? nil : i..<(i + 2)) }
        XCTAssertEqual(list.count, 100)
        XCTAssertNil(list[99])
        XCTAssertEqual(list[98], 98..<100)
        list.truncate(to: 2)
        list.append(nil)
        XCTAssertEqual([list[0], list[1], list[2]], [nil, 1..<3, nil])
    }

    func testMoveHandsTheTailOverInOrder() {
        var list = WorkList<Int>(capacity: 2)
        for i in 0..<10 { list.append(i) }
        var tree = [100, 101]
        list.move(from: 6, to: &tree)
        XCTAssertEqual(tree, [100, 101, 6, 7, 8, 9])
        XCTAssertEqual(list.count, 6)
        list.move(from: 6, to: &tree)
        XCTAssertEqual(tree.count, 6)
        list.move(from: 0, to: &tree)
        XCTAssertEqual(tree, [100, 101, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5])
        XCTAssertTrue(list.isEmpty)
    }

    func testRepeatingAndWritesInPlace() {
        var list = WorkList(repeating: Int16(7), count: 5, capacity: 3)
        XCTAssertEqual(list.count, 5)
        list[4] = 9
        list[0] += 1
        list.append(11)
        XCTAssertEqual((0..<list.count).map { list[$0] }, [8, 7, 7, 7, 9, 11])
    }
}
