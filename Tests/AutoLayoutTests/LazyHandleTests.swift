@testable import AutoLayout
import XCTest

/// Handles made on demand from the engine's records (`ConstraintRecords`): one object per
/// record while it is kept, and the same behaviour as a handle kept from the start.
final class LazyHandleTests: XCTestCase {
    private static let text = "H:|-10-[a]; H:[a(100)] <w>; H:[a(150@500)]; V:|-5-[a(20)]"

    private func makeEngine() -> (LayoutEngine, LayoutView) {
        let root = LayoutView(name: "root")
        let a = LayoutView(name: "a")
        root.addSubview(a)
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        return (engine, a)
    }

    func testEveryLookupGivesTheSameHandleWhileItIsKept() throws {
        let (engine, a) = makeEngine()
        try engine.addConstraints(Self.text)
        engine.layout(width: 300, height: 100)
        let named = try XCTUnwrap(engine.constraint(withIdentifier: "w"))
        let affecting = engine.constraints(affecting: a, attribute: .width)
        XCTAssertEqual(affecting.count, 2)
        XCTAssertTrue(affecting.contains { $0 === named })
        XCTAssertTrue(engine.constraints.contains { $0 === named })
        XCTAssertTrue(engine.constraints(withIdentifier: "w").first === named)
        // A handle kept while its constraint gets a name (and the state names need) stays the
        // one lookups give.
        let height = try XCTUnwrap(engine.constraints(affecting: a, attribute: .height).first)
        height.identifier = "h"
        XCTAssertTrue(engine.constraint(withIdentifier: "h") === height)
        height.constant = 30
        XCTAssertTrue(engine.constraints(affecting: a, attribute: .height).first === height)
        engine.layout()
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 100, height: 30))
        // The handles `addConstraints` returns are the ones lookups give while they are kept.
        let (other, b) = makeEngine()
        let returned = try other.addConstraints(Self.text)
        XCTAssertEqual(returned.count, 5)
        for (k, handle) in other.constraints.enumerated() { XCTAssertTrue(handle === returned[k], "\(k)") }
        XCTAssertTrue(other.constraints(affecting: b, attribute: .height).first === returned[4])
    }

    func testAHandleAskedForLaterChangesTheLayoutLikeOneKeptFromTheStart() throws {
        let (kept, keptView) = makeEngine()
        let handles = try kept.addConstraints(Self.text)
        let eager = try XCTUnwrap(handles.first { $0.identifier == "w" })
        let (lazy, lazyView) = makeEngine()
        try lazy.addConstraints(Self.text)
        kept.layout(width: 300, height: 100)
        lazy.layout(width: 300, height: 100)
        let late = try XCTUnwrap(lazy.constraint(withIdentifier: "w"))
        XCTAssertEqual(late.constant, 100)
        XCTAssertEqual(late.priority, .required)
        XCTAssertTrue(late.firstView === lazyView)

        func check(_ expected: LayoutRect, _ step: String, line: UInt = #line) {
            kept.layout()
            lazy.layout()
            XCTAssertEqual(keptView.frame, expected, step, line: line)
            XCTAssertEqual(lazyView.frame, expected, step, line: line)
        }
        check(LayoutRect(x: 10, y: 5, width: 100, height: 20), "as made")
        for handle in [eager, late] { handle.constant = 60 }
        check(LayoutRect(x: 10, y: 5, width: 60, height: 20), "constant")
        for handle in [eager, late] { handle.priority = LayoutPriority(250) }
        check(LayoutRect(x: 10, y: 5, width: 150, height: 20), "priority below the 500 width")
        for handle in [eager, late] { handle.priority = .required }
        check(LayoutRect(x: 10, y: 5, width: 60, height: 20), "priority back")
        for handle in [eager, late] { handle.isActive = false }
        check(LayoutRect(x: 10, y: 5, width: 150, height: 20), "deactivated")
        XCTAssertNil(lazy.constraint(withIdentifier: "w"))
        for handle in [eager, late] { handle.isActive = true }
        check(LayoutRect(x: 10, y: 5, width: 60, height: 20), "activated again")
        XCTAssertTrue(lazy.constraint(withIdentifier: "w") === late)
    }

    /// A handle dropped and asked for again is a new object with the state the first one
    /// left: its changes live in the engine, not in the handle.
    func testAHandleAskedForAgainKeepsTheChangesOfAnEarlierOne() throws {
        let (engine, a) = makeEngine()
        try engine.addConstraints(Self.text)
        do {
            let handle = try XCTUnwrap(engine.constraint(withIdentifier: "w"))
            handle.constant = 70
            handle.identifier = "width"
        }
        XCTAssertNil(engine.constraint(withIdentifier: "w"))
        let again = try XCTUnwrap(engine.constraint(withIdentifier: "width"))
        XCTAssertEqual(again.constant, 70)
        XCTAssertEqual(again.descriptor.description, "a.width == 70 <width>")
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 70, height: 20))
    }

    /// The list `addConstraints` returns holds its records, not handles: a constraint
    /// deactivated through it, with no handle left, is not freed (its id not reused by the
    /// next text) and activates again through it; once the list goes, what it alone held is
    /// freed.
    func testAListKeepsItsConstraintsThroughDeactivationUntilItGoes() throws {
        let (engine, a) = makeEngine()
        try engine.addConstraints("V:|-5-[a(20)]")
        var list: LayoutConstraintList? = try engine.addConstraints("H:|-10-[a(100)]")
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 100, height: 20))
        XCTAssertEqual(engine.records.liveCount, 4)
        engine.deactivate(try XCTUnwrap(list))
        XCTAssertEqual(engine.constraints.count, 2)
        // Held by the list alone: a new text (and the batch that lets freed ids be reused)
        // takes new records.
        try engine.addConstraints("H:[a(60@250)]")
        engine.layout()
        XCTAssertEqual(engine.records.liveCount, 5)
        XCTAssertEqual(list?.map(\.descriptor.description), ["a.leading == superview.leading + 10", "a.width == 100"])
        XCTAssertEqual(list?.allSatisfy { !$0.isActive }, true)
        engine.activate(try XCTUnwrap(list))
        engine.layout()
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 100, height: 20))
        XCTAssertEqual(engine.constraints.count, 5)
        // Active constraints stay when the list goes; deactivated ones go with it.
        list?[1].isActive = false
        list = nil
        XCTAssertEqual(engine.records.liveCount, 4)
        engine.layout()
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 60, height: 20))
    }

    /// A list reads each handle when asked: the same object while someone keeps it, and a
    /// handle kept by the caller is the one the list gives. Arrays and lists both activate.
    func testAListGivesTheHandleAKeptOneIs() throws {
        let (engine, a) = makeEngine()
        let list = try engine.addConstraints(Self.text)
        XCTAssertEqual(list.count, 5)
        let width = list[1]
        XCTAssertTrue(list[1] === width)
        XCTAssertTrue(engine.constraint(withIdentifier: "w") === width)
        XCTAssertEqual(width.identifier, "w")
        let array = Array(list)
        // Printed as the array of its handles is.
        XCTAssertEqual(list.description, "\(array)")
        XCTAssertTrue(list.description.hasPrefix(#"['a.leading == superview.leading + 10' from line 1, column 4: "H:|-10-[a]", "#))
        XCTAssertTrue(array[1] === width)
        engine.deactivate(array)
        XCTAssertTrue(list.allSatisfy { !$0.isActive })
        engine.activate(array)
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 100, height: 20))
        // Inside `updateConstraints` the list is of the constraints updated.
        let updated = try engine.updateConstraints { try engine.addConstraints("H:[a(80)]") }
        // Both widths match; the one made last is returned, and both take the constant.
        XCTAssertEqual(updated.count, 1)
        XCTAssertTrue(updated.first === list[2])
        XCTAssertEqual(width.constant, 80)
        let inner = try engine.updateConstraints { _ = try engine.addConstraints("V:[a(30)]") }
        XCTAssertEqual(inner.first?.constant, 30)
        XCTAssertEqual(LayoutConstraintList().count, 0)
        engine.layout()
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 80, height: 30))
    }

    /// Records of handles made and dropped without being activated are freed and reused:
    /// `makeConstraints` and `updateConstraints` in a loop do not grow the engine.
    func testRecordsOfDroppedInactiveHandlesAreFreed() throws {
        let (engine, a) = makeEngine()
        try engine.addConstraints(Self.text)
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(engine.records.liveCount, 5)
        for width in 1...50 {
            _ = try engine.makeConstraints("H:[a(\(width))]")
            try engine.updateConstraints { try engine.addConstraints("H:[a(\(100 + width))]") }
            engine.layout()
        }
        XCTAssertEqual(engine.records.liveCount, 5)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 150, height: 20))
        XCTAssertLessThanOrEqual(engine.records.columns.packed.count, 8)
        let made = try engine.makeConstraints("H:[a(120)]")
        XCTAssertEqual(engine.records.liveCount, 6)
        made[0].isActive = true
        engine.layout()
        // Two required widths, 150 and 120: the later one breaks.
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 5, width: 150, height: 20))
        XCTAssertTrue(made[0].isBroken)
        made[0].isActive = false
        XCTAssertEqual(engine.records.liveCount, 6)
    }

    /// A subtree that leaves the tree parks its inner constraints on its top view; dropped,
    /// it frees them.
    func testAParkedSubtreeDroppedFreesItsRecords() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        do {
            let card = LayoutView(name: "card")
            card.addSubview(LayoutView(name: "a"))
            root.addSubview(card)
            try engine.addConstraints("H:|[card(100)]; V:|[card(50)]")
            try engine.addConstraints("H:|-4-[a]-4-|; V:|[a]|", in: card)
            engine.layout(width: 200, height: 200)
            XCTAssertEqual(engine.records.liveCount, 8)
            XCTAssertEqual(card.subviews.first?.frame, LayoutRect(x: 4, y: 0, width: 92, height: 50))
            card.removeFromSuperview()
            engine.layout()
            // The card's leading and top tie it to the root: deactivated, and freed with
            // their handles; its size and its own layout are parked on it.
            XCTAssertEqual(engine.constraints.count, 0)
            XCTAssertEqual(engine.records.liveCount, 6)
            root.addSubview(card)
            try engine.addConstraints("H:|-20-[card]; V:|-10-[card]")
            engine.layout()
            XCTAssertEqual(engine.constraints.count, 8)
            XCTAssertEqual(card.frame, LayoutRect(x: 20, y: 10, width: 100, height: 50))
            XCTAssertEqual(card.subviews.first?.frame, LayoutRect(x: 4, y: 0, width: 92, height: 50))
            card.removeFromSuperview()
            engine.layout()
            XCTAssertEqual(engine.records.liveCount, 6)
        }
        XCTAssertEqual(engine.records.liveCount, 0)
    }

    /// Seeded random changes through handles kept from the start (one engine) and through
    /// handles looked up when needed and dropped at random (another): after every step both
    /// lay out the frames a model of the constraints gives, and the lazy engine's records stay
    /// as many as its constraints.
    func testRandomChangesThroughLookedUpHandlesMatchKeptHandlesAndTheModel() throws {
        typealias Random = FrameStoreTests.Xorshift
        let count = 4
        func text(_ i: Int) -> String {
            "H:|-\(10 * i)-[v\(i)]; H:[v\(i)(100)] <w\(i)>; H:[v\(i)(150@500)]; V:|-\(5 * i)-[v\(i)]; V:[v\(i)(20)] <h\(i)>"
        }
        func build() throws -> (LayoutEngine, [LayoutView], [LayoutConstraint]) {
            let root = LayoutView(name: "root")
            let views = (0..<count).map { LayoutView(name: "v\($0)") }
            for view in views { root.addSubview(view) }
            let engine = LayoutEngine(root: root)
            engine.warningHandler = nil
            var handles: [LayoutConstraint] = []
            for i in 0..<count { handles += try engine.addConstraints(text(i)) }
            return (engine, views, handles)
        }
        struct Model {
            var width = 100.0, priority = 1000.0, isActive = true, height = 20.0
        }
        for seed in [3, 17, 2026] as [UInt64] {
            var random = Random(state: 0x9E37_79B9_7F4A_7C15 &* seed)
            let (kept, keptViews, keptHandles) = try build()
            let (lazy, lazyViews, _) = try build()
            func keptHandle(_ name: String) throws -> LayoutConstraint {
                try XCTUnwrap(keptHandles.first { $0.identifier == name })
            }
            var models = [Model](repeating: Model(), count: count)
            // Handles the lazy side holds: those deactivated (else nothing could find them
            // again) and some it keeps for a while.
            var held: [String: LayoutConstraint] = [:]
            func lazyHandle(_ name: String) throws -> LayoutConstraint {
                if let handle = held[name] { return handle }
                let found = try XCTUnwrap(lazy.constraint(withIdentifier: name), name)
                XCTAssertTrue(lazy.constraint(withIdentifier: name) === found, "identity of \(name)")
                return found
            }
            for step in 0..<60 {
                let i = random.next(count)
                let context = "seed \(seed) step \(step) view \(i)"
                let w = "w\(i)", h = "h\(i)"
                switch random.next(5) {
                case 0:
                    let value = Double(20 + random.next(101))
                    try keptHandle(w).constant = value
                    try lazyHandle(w).constant = value
                    models[i].width = value
                case 1:
                    let value = [250.0, 750, 1000][random.next(3)]
                    try keptHandle(w).priority = LayoutPriority(value)
                    try lazyHandle(w).priority = LayoutPriority(value)
                    models[i].priority = value
                case 2:
                    let active = !models[i].isActive
                    let handle = try lazyHandle(w)
                    try keptHandle(w).isActive = active
                    handle.isActive = active
                    if active { held[w] = nil } else { held[w] = handle }
                    models[i].isActive = active
                case 3:
                    let value = Double(10 + random.next(31))
                    try keptHandle(h).constant = value
                    try lazyHandle(h).constant = value
                    models[i].height = value
                default:
                    // Made and dropped: no effect but a record made and freed.
                    _ = try lazy.makeConstraints("H:[v\(i)(\(random.next(50)))]")
                    if random.next(2) == 0 { held[h] = try lazyHandle(h) } else { held[h] = nil }
                }
                kept.layout(width: 400, height: 300)
                lazy.layout(width: 400, height: 300)
                for k in 0..<count {
                    let model = models[k]
                    let width = model.isActive && model.priority > 500 ? model.width : 150
                    let expected = LayoutRect(x: Double(10 * k), y: Double(5 * k), width: width, height: model.height)
                    XCTAssertEqual(keptViews[k].frame, expected, "\(context): kept v\(k)")
                    XCTAssertEqual(lazyViews[k].frame, expected, "\(context): lazy v\(k)")
                }
                XCTAssertLessThanOrEqual(lazy.records.liveCount, 5 * count + 1, context)
            }
        }
    }
}
