import AutoLayout
import XCTest

/// CSLayout's evaluation through the engine: worked examples as frames, geometry read one way,
/// dependency order, cycles refused with their views and position.
final class RulesOneWayTests: XCTestCase {
    /// A 320 x 480 root with the views given, each with an optional intrinsic size (the frame a
    /// CSLayout view has before its rules run).
    private func scene(_ views: [String: (Double, Double)?]) -> (LayoutEngine, [String: LayoutView]) {
        let (root, made) = makeTree(views.keys.sorted())
        for (name, size) in views {
            if let size, let view = made[name] {
                view.intrinsicWidth = size.0
                view.intrinsicHeight = size.1
            }
        }
        return (LayoutEngine(root: root), made)
    }

    private func laidOut(_ text: String, size: (Double, Double)? = nil,
                         file: StaticString = #filePath, line: UInt = #line) throws -> LayoutRect {
        let (engine, views) = scene(["v": size])
        let v = try XCTUnwrap(views["v"])
        try engine.addRules(text, to: v)
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.warnings, [], file: file, line: line)
        return laidOutFrame(engine, v)
    }

    // MARK: Worked examples (notes §5), superview 320 x 480

    func testWorkedExamplesE1ToE4() throws {
        assertFrame(try laidOut("bb = 10"), 0, 470, 0, 0)
        assertFrame(try laidOut("bb = 10", size: (100, 50)), 0, 420, 100, 50)
        assertFrame(try laidOut("tt = rr = 5"), 315, 5, 0, 0)
        assertFrame(try laidOut("tt = rr = 5", size: (100, 50)), 215, 5, 100, 50)
        assertFrame(try laidOut("ll = bb = rr = 10, tt = 50%"), 10, 240, 300, 230)
        assertFrame(try laidOut("tt = 20, ll = rr = bb = 10"), 10, 20, 300, 450)
        assertFrame(try laidOut("tt = 20, ll =  bb = rr = 10"), 10, 20, 300, 450)
    }

    func testWorkedExampleE5ReadsAnotherViewLaidOutFirst() throws {
        let (engine, views) = scene(["view1": nil, "view2": nil])
        let view1 = try XCTUnwrap(views["view1"]), view2 = try XCTUnwrap(views["view2"])
        // view1's rules are added first; view2 is still laid out before them.
        try engine.addRules("ll = bb = rr = %f, tt = %bt + 10", to: view1, arguments: [.number(10), .geometry(view: "view2")])
        try engine.addRules("ll = tt = 0, w = 100%, h = 44", to: view2)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: view2), 0, 0, 320, 44)
        assertFrame(engine.frame(of: view1), 10, 54, 300, 416)
        XCTAssertEqual(engine.warnings, [])
    }

    func testWorkedExampleE6CyclesAreRefusedAtTheRuleThatClosesThem() throws {
        let (engine, views) = scene(["view1": nil, "view2": nil])
        let view1 = try XCTUnwrap(views["view1"]), view2 = try XCTUnwrap(views["view2"])
        try engine.addRules("tt = ll = 40, w = h = 10", to: view2)
        try engine.addRules("rl = %ll", to: view1, arguments: [.geometry(view: "view2")])
        XCTAssertThrowsError(try engine.addRules("tt = 0\nll = %rl", to: view2, arguments: [.geometry(view: "view1")])) {
            let list = $0 as? DiagnosticList
            XCTAssertEqual(list?.diagnostics.map(\.id), [.rulesCycle])
            XCTAssertEqual(list?.diagnostics.map(\.description), [
                "2:1: error: the rules form a cycle: view2 → view1 → view2 (a view is laid out after the views it reads "
                    + "and after its superview, so none of these can go first) "
                    + "(hint: remove one of these reads: CSLayout raises its cycle exception here)",
            ])
        }
        XCTAssertThrowsError(try engine.addRules("rl = %ll + 50", to: view1, arguments: [.geometry(view: "view1")])) {
            XCTAssertEqual(($0 as? DiagnosticList)?.diagnostics.map(\.description), [
                "1:1: error: the rules of 'view1' read 'view1' itself: view1 → view1 "
                    + "(hint: remove one of these reads: CSLayout raises its cycle exception here)",
            ])
        }
        // Nothing was installed: view2 keeps its rules and view1 its one rule.
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.warnings, [])
        assertFrame(engine.frame(of: view2), 40, 40, 10, 10)
        assertFrame(engine.frame(of: view1), 40, 0, 0, 0)
    }

    func testWorkedExamplesE7AndE8() throws {
        assertFrame(try laidOut("ll = 10\nrr = 10\nmaxw = 200"), 10, 0, 200, 0)
        assertFrame(try laidOut("rr = 10, ll = 10, maxw = 200"), 10, 0, 200, 0)
        assertFrame(try laidOut("cl = 50%, ct = 50%, maxw = 200", size: (300, 40)), 60, 220, 200, 40)
        assertFrame(try laidOut("cl = 50%, ct = 50%, maxw = 200"), 160, 240, 0, 0)
    }

    // MARK: One way

    func testAReadViewIsNeverPushed() throws {
        let (engine, views) = scene(["a": (60, 20), "c": nil])
        let a = try XCTUnwrap(views["a"]), c = try XCTUnwrap(views["c"])
        try engine.addConstraints("H:|-[a]; V:|-[a]", creatingViews: true)
        try engine.addRules("w = a.w / 2, h = 10, tt = a.bt, ll = a.ll", to: c)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: a), 20, 20, 60, 20)
        assertFrame(engine.frame(of: c), 20, 40, 30, 10)
        XCTAssertEqual(engine.warnings, [])
        // A constraint that wants c wider conflicts with c's rule; it never reaches a.
        try engine.addConstraints("H:[c(100)]", creatingViews: true)
        engine.layout()
        assertFrame(engine.frame(of: a), 20, 20, 60, 20)
        XCTAssertEqual(engine.warnings.count, 1)
    }

    func testRulesOnlyReadRulesOneWay() throws {
        let (engine, views) = scene(["a": nil, "c": nil])
        let a = try XCTUnwrap(views["a"]), c = try XCTUnwrap(views["c"])
        try engine.addRules("w = a.w / 2, ll = rr = 10", to: c)
        try engine.addRules("ll = 0, w = 80", to: a)
        engine.layout(width: 320, height: 480)
        // c's two positions decide its width; `w` is not used, and a is not touched.
        assertFrame(engine.frame(of: c), 10, 0, 300, 0)
        assertFrame(engine.frame(of: a), 0, 0, 80, 0)
    }

    func testAChainIsLaidOutInDependencyOrderWhateverTheOrderOfTheCalls() throws {
        let names = (0..<30).map { "v\($0)" }
        let (root, views) = makeTree(names)
        let engine = LayoutEngine(root: root)
        // v29 reads v28 ... v1 reads v0; added from the last to the first.
        for index in stride(from: 29, to: 0, by: -1) {
            try engine.addRules("tt = v\(index - 1).bt + 2, ll = v\(index - 1).rl, w = h = 5", to: try XCTUnwrap(views["v\(index)"]))
        }
        try engine.addRules("tt = ll = 0, w = h = 5", to: try XCTUnwrap(views["v0"]))
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: try XCTUnwrap(views["v29"])), 145, 203, 5, 5)
        XCTAssertEqual(engine.warnings, [])
    }

    func testLongerCyclesAndASuperviewReadingItsChildAreRefused() throws {
        let (engine, views) = scene(["a": nil, "b": nil, "c": nil])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"]), c = try XCTUnwrap(views["c"])
        try engine.addRules("ll = b.rl + 10", to: a)
        try engine.addRules("ll = c.rl + 10", to: b)
        XCTAssertThrowsError(try engine.addRules("w = 5, tt = a.bt", to: c)) {
            let diagnostic = ($0 as? DiagnosticList)?.diagnostics.first
            XCTAssertEqual(diagnostic?.message, "the rules form a cycle: c → a → b → c (a view is laid out after the views it "
                           + "reads and after its superview, so none of these can go first)")
            XCTAssertEqual(diagnostic.map { "\($0.range.start)-\($0.range.end)" }, "1:8-1:17")
        }
        // A superview whose rules read a child with rules.
        let child = LayoutView(name: "child")
        a.addSubview(child)
        try engine.addRules("ll = 5", to: child)
        XCTAssertThrowsError(try engine.addRules("h = child.h", to: a)) {
            XCTAssertEqual(($0 as? DiagnosticList)?.diagnostics.first?.message,
                           "the rules form a cycle: a → child → a (a view is laid out after the views it reads and "
                           + "after its superview, so none of these can go first)")
        }
    }

    func testNestedRulesAreLaidOutParentFirst() throws {
        let (engine, views) = scene(["box": nil])
        let box = try XCTUnwrap(views["box"])
        let inner = LayoutView(name: "inner")
        box.addSubview(inner)
        try engine.addRules("ll = rr = 10%, tt = bb = 20%", to: inner)
        try engine.addRules("ll = tt = 10, w = 200, h = 100", to: box)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: inner), 20, 20, 160, 60)
        assertFrame(engine.absoluteFrame(of: inner), 30, 30, 160, 60)
        XCTAssertEqual(engine.warnings, [])
    }

    func testConstraintsReadingRuleViewsThatReadThemSettle() throws {
        let (engine, views) = scene(["a": nil, "b": nil, "c": nil])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"]), c = try XCTUnwrap(views["c"])
        // a (rules) <- b (constraints) <- c (rules reading b).
        try engine.addRules("ll = 10, tt = 10, w = 100, h = 20", to: a)
        try engine.addConstraints("H:[a]-[b(==a)]; V:[a]-[b(20)]", creatingViews: true)
        try engine.addRules("ll = b.rl + 5, tt = b.tt, w = b.w / 4, h = b.h", to: c)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: b), 118, 38, 100, 20)
        assertFrame(engine.frame(of: c), 223, 38, 25, 20)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 640, height: 480)
        assertFrame(engine.frame(of: c), 223, 38, 25, 20)
    }

    func testACycleMadeByMovingAViewIsAWarning() throws {
        let (engine, views) = scene(["a": nil, "b": nil])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        try engine.addRules("ll = tt = 0, w = b.w + 10, h = 40", to: a)
        try engine.addRules("ll = tt = 0, w = h = 20", to: b)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: a), 0, 0, 30, 40)
        // b moves into a: b is laid out after its superview a, which reads b.
        a.addSubview(b)
        engine.layout()
        XCTAssertEqual(engine.warnings.map(\.description).filter { $0.hasPrefix("Rules depend") }, [
            "Rules depend on each other in a cycle: a → b → a; laid out in the order met",
        ])
    }

    /// The example of the catalog's Rules article.
    func testTheArticleExample() throws {
        let root = LayoutView(name: "root")
        let body = LayoutView(name: "body"), button = LayoutView(name: "button")
        root.addSubview(body)
        root.addSubview(button)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[header]-|; V:|-[header(44)]", creatingViews: true)
        try engine.addRules("tt = header.bt + 8, ll = rr = 20, bb = 10%", to: body)
        try engine.addRules("w = body.w / 2, h = 30, cl = 50%, bb = 10", to: button)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: body), 20, 72, 280, 360)
        assertFrame(engine.frame(of: button), 90, 440, 140, 30)
        XCTAssertEqual(engine.warnings, [])
    }

    /// A bound that evaluates negative is ignored, as CSLayout ignores it, and comes back when
    /// it is positive again.
    func testABoundThatTurnsNegativeIsIgnored() throws {
        let (engine, views) = scene(["a": nil, "v": (100, 50)])
        let a = try XCTUnwrap(views["a"]), v = try XCTUnwrap(views["v"])
        try engine.addRules("ll = tt = 0, w = 50%, h = 10", to: a)
        try engine.addRules("ll = 0, tt = 20, maxw = a.w - 200", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 0, 20, 100, 50)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 640, height: 480)
        assertFrame(engine.frame(of: v), 0, 20, 100, 50)
        engine.layout(width: 560, height: 480)
        assertFrame(engine.frame(of: v), 0, 20, 80, 50)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 0, 20, 100, 50)
        XCTAssertEqual(engine.warnings, [])
    }

    func testADocumentsRuleCycleIsAnErrorAtTheRuleInTheFile() throws {
        let text = """
            { "root": { "name": "root", "width": 320, "height": 480, "subviews": [
              { "name": "a", "rules": "tt = 0, ll = b.rl + 10" },
              { "name": "b", "rules": "tt = 0, ll = a.rl + 10" } ] } }
            """
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document)) {
            guard let error = $0 as? DocumentError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.diagnostics.map(\.id), [.rulesCycle])
            XCTAssertEqual(source.render(error, fileName: "doc.json").components(separatedBy: "\n").prefix(3).joined(separator: "\n"), """
                doc.json:3:36: error: root.subviews[1].rules: the rules form a cycle: b → a → b (a view is laid out after the views it reads and after its superview, so none of these can go first)
                  { "name": "b", "rules": "tt = 0, ll = a.rl + 10" } ] } }
                                                   ^~~~~~~~~~~~~~
                """)
        }
    }
}
