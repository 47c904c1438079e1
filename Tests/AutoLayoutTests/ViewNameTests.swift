import AutoLayout
import AutoLayoutTesting
import XCTest

/// Names in layout text and programs cannot fail silently: an unknown name is an error at
/// its place with a did-you-mean hint unless views are to be created, and the superview is `|`.
final class ViewNameTests: XCTestCase {
    private func scene(_ names: [String], root: String = "root") -> (LayoutEngine, [String: LayoutView]) {
        let (top, views) = makeTree(names, root: root)
        let engine = LayoutEngine(root: top)
        engine.warningHandler = nil
        return (engine, views)
    }

    private func diagnostics(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> DiagnosticList? {
        do {
            try body()
            XCTFail("no error", file: file, line: line)
        } catch let list as DiagnosticList {
            return list
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    func testAnUnknownNameIsAnErrorAtItsPlaceWithTheClosestName() throws {
        let (engine, _) = scene(["button", "label"])
        let list = diagnostics { try engine.addConstraints("H:|-[button]-[lable]|") }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:15: error: unknown view 'lable' (hint: did you mean 'label'?)",
        ])
        XCTAssertEqual(list?.diagnostics.first?.id, .unknownView)
        XCTAssertEqual(list.map { "\($0)" }, """
            1:15: error: unknown view 'lable'
            H:|-[button]-[lable]|
                          ^~~~~
            hint: did you mean 'label'?
            """)
        // Nothing was installed or created.
        XCTAssertEqual(engine.constraints.count, 0)
        XCTAssertEqual(engine.root.subviews.map(\.name), ["button", "label"])
    }

    func testEveryUseOfEveryUnknownNameIsReportedInOrder() throws {
        let (engine, _) = scene(["title"])
        let list = diagnostics {
            try engine.addConstraints("H:|[title]-[zzz]|\nV:|[title]-[zzz]-[qqq]|")
        }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:13: error: unknown view 'zzz' (hint: add a view named 'zzz' to the tree first, or pass creatingViews: true to create it)",
            "2:13: error: unknown view 'zzz' (hint: add a view named 'zzz' to the tree first, or pass creatingViews: true to create it)",
            "2:19: error: unknown view 'qqq' (hint: add a view named 'qqq' to the tree first, or pass creatingViews: true to create it)",
        ])
        XCTAssertEqual(list?.summary.split(separator: "\n").count, 3)
    }

    func testCreatingViewsIsAskedForExplicitly() throws {
        let (engine, views) = scene(["card"])
        let card = try XCTUnwrap(views["card"])
        try engine.addConstraints("H:|-[title]-|; V:|-[title(20)]", in: card, creatingViews: true)
        XCTAssertEqual(card.subviews.map(\.name), ["title"])
        try engine.addConstraints("H:|[card]|; V:|[card(100)]")
        engine.layout(width: 200, height: 300)
        assertFrame(try XCTUnwrap(card.descendant(named: "title")), x: 20, y: 20, width: 160, height: 20)
    }

    func testNamesAreFoundBelowTheSuperviewThenAnywhere() throws {
        let (engine, views) = scene(["card", "header"])
        let card = try XCTUnwrap(views["card"])
        let title = LayoutView(name: "title")
        card.addSubview(title)
        try engine.addConstraints("H:|[header]|; V:|[header(30)]; H:|[card]|; V:[header][card]|")
        // `header` is not below `card`, but the tree has it.
        try engine.addConstraints("H:|[title]|; V:|[title]; V:[header]-(>=0)-[title(10)]", in: card)
        engine.layout(width: 100, height: 200)
        assertNoLayoutWarnings(engine)
        assertFrame(title, x: 0, y: 0, width: 100, height: 10)
    }

    func testTheSuperviewByNameIsAnError() throws {
        let (engine, _) = scene(["button"], root: "login")
        for creating in [false, true] {
            let list = diagnostics { try engine.addConstraints("H:|-[button]-|\nV:|[login(44)]", creatingViews: creating) }
            XCTAssertEqual(list?.diagnostics.map(\.id), [.superviewByName])
            XCTAssertEqual(list.map { "\($0)" }, """
                2:5: error: 'login' is the view this text is laid out in
                V:|[login(44)]
                    ^~~~~
                hint: write '|' for the superview
                """)
        }
        XCTAssertEqual(engine.constraints.count, 0)
    }

    func testNamingTheInnerSuperviewIsAnErrorButAChildOfTheSameNameIsNot() throws {
        let (engine, views) = scene(["card"])
        let card = try XCTUnwrap(views["card"])
        let list = diagnostics { try engine.addConstraints("H:|[card(44)]", in: card) }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:5: error: 'card' is the view this text is laid out in (hint: write '|' for the superview)",
        ])
        let inner = LayoutView(name: "card")
        card.addSubview(inner)
        try engine.addConstraints("H:|[card(44)]", in: card)
        XCTAssertTrue(engine.constraints.allSatisfy { $0.firstView === inner })
    }

    func testProgramsAndDescriptorsThrowTypedErrors() throws {
        let (engine, _) = scene(["label"], root: "login")
        XCTAssertThrowsError(try engine.addConstraints([rule("lable", .width, plus: 10)])) {
            XCTAssertEqual($0 as? LayoutError, .unknownView("lable", suggestion: "label"))
        }
        XCTAssertThrowsError(try engine.addConstraints([rule("login", .width, plus: 10)])) {
            XCTAssertEqual($0 as? LayoutError, .superviewByName("login"))
            XCTAssertEqual("\($0)", "'login' is the view these constraints are laid out in (hint: write '|' for it)")
            XCTAssertEqual(($0 as? LayoutError)?.diagnosticID, .superviewByName)
        }
        XCTAssertEqual(engine.constraints.count, 0)
    }

    func testAnUnknownStackChildCreatesNoContainer() throws {
        let (engine, _) = scene(["a"])
        let list = diagnostics { try engine.addConstraints("H:|[col:[a][b]]|") }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:13: error: unknown view 'b' (hint: did you mean 'a'?)",
        ])
        XCTAssertEqual(engine.root.subviews.map(\.name), ["a"])
        engine.root.addSubview(LayoutView(name: "b"))
        try engine.addConstraints("H:|[col:[a][b]]|")
        XCTAssertEqual(engine.root.subviews.map(\.name), ["col"])
        XCTAssertEqual(engine.root.subviews.first?.subviews.map(\.name), ["a", "b"])
    }

    func testAViewsDictionaryBindsEachNameToItsView() throws {
        let root = LayoutView(name: "root")
        let left = LayoutView(name: "box"), right = LayoutView(name: "box")
        root.addSubview(left)
        root.addSubview(right)
        let engine = LayoutEngine(root: root)
        let views = ["first": left, "second": right]
        try engine.addConstraints("H:|[first(100)]-10-[second(50)]; V:|[first(20)]; V:|[second(20)]", views: views)
        engine.layout(width: 300, height: 100)
        assertFrame(left, x: 0, y: 0, width: 100, height: 20)
        assertFrame(right, x: 110, y: 0, width: 50, height: 20)
        let list = diagnostics { try engine.addConstraints("H:[frist(5)]", views: views) }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:4: error: unknown view 'frist' (hint: did you mean 'first'?)",
        ])
    }

    func testAViewsDictionaryLaysOutInTheSharedSuperview() throws {
        let root = LayoutView(name: "root")
        let card = LayoutView(name: "card")
        let title = LayoutView(name: "title"), body = LayoutView(name: "body")
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(body)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("HV:|-[card]-|", views: ["card": card])
        try engine.addConstraints("H:|-[t]-[b(==t)]-|; V:|-[t]-|; V:|-[b]-|", views: ["t": title, "b": body])
        engine.layout(width: 240, height: 140)
        assertNoLayoutWarnings(engine)
        assertFrame(title, x: 20, y: 20, width: 76, height: 60)
        assertFrame(body, x: 104, y: 20, width: 76, height: 60)
        // A view outside the tree, or the superview itself, is refused.
        XCTAssertThrowsError(try engine.addConstraints("H:[x(5)]", views: ["x": LayoutView(name: "x")])) {
            XCTAssertEqual($0 as? LayoutError, .viewNotInTree("x"))
        }
        let list = diagnostics { try engine.addConstraints("H:[c(5)]", in: card, views: ["c": card]) }
        XCTAssertEqual(list?.diagnostics.map(\.id), [.superviewByName])
    }

    func testUnknownNamesInRulesAreErrorsAtTheirPlace() throws {
        let (engine, views) = scene(["header", "body"])
        let body = try XCTUnwrap(views["body"])
        let list = diagnostics { try engine.addRules("ll = rr = 0, tt = hedaer.bt + 8", to: body) }
        XCTAssertEqual(list?.diagnostics.map(\.description), [
            "1:19: error: unknown view 'hedaer' (hint: did you mean 'header'?)",
        ])
        XCTAssertEqual(engine.constraints.count, 0)
    }

    func testCompileErrorsPrintWithTheirSource() {
        let (engine, _) = scene(["a"])
        XCTAssertThrowsError(try engine.addConstraints("H:|-[a(==50]|")) { error in
            XCTAssertEqual((error as? DiagnosticList)?.summary,
                           "1:12: error: expected ')' or ',' after the predicate opened at 1:7, found ']' (hint: add ')')")
            XCTAssertEqual("\(error)", """
                1:12: error: expected ')' or ',' after the predicate opened at 1:7, found ']'
                H:|-[a(==50]|
                           ^
                hint: add ')'
                """)
        }
    }

    func testAListWithoutItsSourcePrintsOneLineEach() {
        let spot = SourceLocation(offset: 4, line: 1, column: 5)
        let diagnostic = Diagnostic(.unknownView, "unknown view 'b'", at: SourceRange(start: spot, end: spot), hint: "did you mean 'a'?")
        XCTAssertEqual("\(DiagnosticList([diagnostic]))", "1:5: error: unknown view 'b' (hint: did you mean 'a'?)")
        XCTAssertEqual(DiagnosticList([diagnostic], source: "H:|[b]"), DiagnosticList([diagnostic]), "the source is not compared")
        XCTAssertEqual("\(DiagnosticList([diagnostic], source: "H:|[b]"))", """
            1:5: error: unknown view 'b'
            H:|[b]
                ^
            hint: did you mean 'a'?
            """)
    }
}
