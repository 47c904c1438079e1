import AutoLayout
import AutoLayoutTesting
import XCTest

final class VisualFormatAPITests: XCTestCase {
    func testTextToFrames() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[a(100)]-[b]-|; V:|-10-[a(30)]; V:|-10-[b(==a)]")
        engine.layout(width: 320, height: 100)
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        assertFrame(a, x: 20, y: 10, width: 100, height: 30)
        assertFrame(b, in: engine, x: 128, y: 10, width: 172, height: 30)
        assertNoLayoutWarnings(engine)
    }

    func testConflictNamesTheStatement() throws {
        let (root, _) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[a(100)]\nH:[a(200)]\nV:|[a(10)]")
        engine.layout(width: 320, height: 100)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'a.width == 200' from line 2, column 6: \"H:[a(200)]\"; "
                + "it conflicts with 'a.width == 100' from line 1, column 7: \"H:|[a(100)]\"",
        ])
    }

    func testAlignmentOption() throws {
        let (root, _) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("V:|-[a(20)]-[b(30)]", options: .alignAllLeft)
        try engine.addConstraints("H:|-5-[a(50)]; H:[b(60)]")
        engine.layout(width: 320, height: 100)
        let b = try XCTUnwrap(root.descendant(named: "b"))
        assertFrame(engine.frame(of: b), 5, 48, 60, 30)
    }

    func testRightToLeftAndDescriptorsWithoutATree() throws {
        let (root, _) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(direction: .rightToLeft))
        try engine.addConstraints("H:|-[a(100)]-[b(50)]; V:|[a(10)][b(10)]")
        engine.layout(width: 320, height: 100)
        let a = try XCTUnwrap(root.descendant(named: "a")), b = try XCTUnwrap(root.descendant(named: "b"))
        assertFrame(engine.frame(of: a), 200, 0, 100, 10)
        assertFrame(engine.frame(of: b), 142, 10, 50, 10)
        let descriptors = try LayoutEngine.constraints(withVisualFormat: "H:|-[a]", views: ["a"])
        XCTAssertEqual(descriptors.map(\.description), ["a.leading == superview.leading + 20 (standard)"])
        XCTAssertThrowsError(try LayoutEngine.constraints(withVisualFormat: "H:|-[lable]", views: ["label"]))
    }

    func testMakingTextConstraintsWithoutInstalling() throws {
        let (root, _) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[a]|; V:|[a(20)]")
        let wide = try engine.makeConstraints("H:|-30-[a]", in: root)
        engine.layout(width: 100, height: 100)
        let a = try XCTUnwrap(root.descendant(named: "a"))
        assertFrame(engine.frame(of: a), 0, 0, 100, 20)
        XCTAssertFalse(wide[0].isActive)
        engine.removeConstraints(engine.constraints.filter { $0.descriptor.firstAttribute == .leading })
        engine.activate(wide)
        engine.layout()
        assertFrame(engine.frame(of: a), 30, 0, 70, 20)
    }
}
