@testable import AutoLayout
import XCTest

/// A view's items, one per engine: the first stored alone, the others after it, each found
/// again by its engine.
final class EngineItemTests: XCTestCase {
    func testEachEngineFindsItsOwnItemOfAView() {
        let root = LayoutView(name: "root")
        let box = LayoutView(name: "box")
        root.addSubview(box)
        let one = LayoutEngine(root: root), two = LayoutEngine(root: root), three = LayoutEngine(root: root)
        XCTAssertNil(box.firstEngineItem)
        let first = one.mirror.item(for: box)
        XCTAssertTrue(box.firstEngineItem === first)
        XCTAssertEqual(Array(box.engineItems).count, 1)
        let second = two.mirror.item(for: box)
        let third = three.mirror.item(for: box)
        XCTAssertFalse(second === first)
        XCTAssertFalse(third === second)
        // Asked again, each engine gets the item it made, not a new one.
        XCTAssertTrue(one.mirror.item(for: box) === first)
        XCTAssertTrue(two.mirror.item(for: box) === second)
        XCTAssertTrue(three.mirror.item(for: box) === third)
        let items = Array(box.engineItems)
        XCTAssertEqual(items.count, 3)
        XCTAssertTrue(items[0] === first && items[1] === second && items[2] === third)
        XCTAssertTrue(box.firstEngineItem === first)
    }
}
