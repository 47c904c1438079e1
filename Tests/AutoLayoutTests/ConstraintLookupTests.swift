import AutoLayout
import AutoLayoutTesting
import XCTest

/// Finding constraints again: by name (given in text or code), by view and attribute, and
/// SnapKit's `updateConstraints`.
final class ConstraintLookupTests: XCTestCase {
    private func scene(_ names: [String]) -> (LayoutEngine, [String: LayoutView]) {
        let (root, views) = makeTree(names)
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        return (engine, views)
    }

    func testANameInTextIsTheIdentifierAheadOfTheScope() throws {
        let (engine, _) = scene(["menu"])
        let made = try engine.withIdentifier("scope") {
            try engine.addConstraints("H:|[menu]\nH:[menu(200)] <menuWidth>\nV:|[menu(40)]")
        }
        XCTAssertEqual(made.map(\.identifier), ["scope", "menuWidth", "scope", "scope"])
        XCTAssertEqual(made[1].descriptor.description, "menu.width == 200 <menuWidth>")
        XCTAssertEqual("\(made[1])", "'menu.width == 200' (menuWidth) from line 2, column 9: \"H:[menu(200)] <menuWidth>\"")
        let width = try XCTUnwrap(engine.constraint(withIdentifier: "menuWidth"))
        XCTAssertTrue(width === made[1])
        width.constant = 120
        engine.layout(width: 300, height: 100)
        assertFrame(try XCTUnwrap(engine.root.descendant(named: "menu")), x: 0, y: 0, width: 120, height: 40)
    }

    func testTheSameNameInSeveralTextsIsFoundPerSuperviewOrLastWins() throws {
        let root = LayoutView(name: "root")
        var cards: [LayoutView] = []
        for index in 0..<3 {
            let card = LayoutView(name: "card\(index)")
            card.addSubview(LayoutView(name: "title"))
            root.addSubview(card)
            cards.append(card)
        }
        let engine = LayoutEngine(root: root)
        for card in cards { try engine.addConstraints("H:[title(50)] <titleWidth>", in: card) }
        XCTAssertEqual(engine.constraints(withIdentifier: "titleWidth").map(\.superview.name), ["card0", "card1", "card2"])
        XCTAssertTrue(engine.constraint(withIdentifier: "titleWidth", in: cards[1])?.superview === cards[1])
        XCTAssertTrue(engine.constraint(withIdentifier: "titleWidth")?.superview === cards[2], "the last activated wins")
        XCTAssertNil(engine.constraint(withIdentifier: "nothing"))
        XCTAssertTrue(engine.constraints(withIdentifier: "titleWidth", in: root).isEmpty)
    }

    func testConstraintsAffectingAViewAndAnAttribute() throws {
        let (engine, views) = scene(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        try engine.addConstraints("H:|-[a(40)]-[b(==a)]; V:|[a(10)]")
        XCTAssertEqual(engine.constraints(affecting: a, attribute: .width).map(\.descriptor.description), [
            "a.width == 40", "b.width == a.width",
        ])
        XCTAssertEqual(engine.constraints(affecting: b).map(\.descriptor.description), [
            "b.leading == a.trailing + 8 (standard)", "b.width == a.width",
        ])
        XCTAssertEqual(engine.constraints(affecting: engine.root, attribute: .leading).map(\.descriptor.description), [
            "a.leading == superview.leading + 20 (standard)",
        ])
        XCTAssertTrue(engine.constraints(affecting: LayoutView(name: "stray")).isEmpty)
        let width = engine.constraints(affecting: a, attribute: .width)[0]
        XCTAssertEqual(width.firstAttribute, .width)
        XCTAssertNil(width.secondAttribute)
        XCTAssertEqual(width.relation, .equal)
        XCTAssertEqual(width.multiplier, 1)
        XCTAssertEqual(width.origin?.statement, "H:|-[a(40)]-[b(==a)]")
    }

    func testUpdateConstraintsChangesTheConstantsOfTheMatches() throws {
        let (engine, views) = scene(["avatar"])
        let avatar = try XCTUnwrap(views["avatar"])
        let width = try engine.setDimension(.width, of: avatar, to: 44)
        let top = try engine.pinEdge(.top, of: avatar, toSuperviewWithInset: 10)
        try engine.addConstraints("H:|-[avatar]; V:[avatar(44)]")
        engine.layout(width: 200, height: 200)
        assertFrame(avatar, x: 20, y: 10, width: 44, height: 44)
        let count = engine.constraints.count
        let updated = try engine.updateConstraints {
            try engine.setDimension(.width, of: avatar, to: 64)
            try engine.addConstraints("V:|-30-[avatar]")
        }
        XCTAssertEqual(updated.count, 2)
        XCTAssertTrue(updated[0] === width)
        XCTAssertTrue(updated[1] === top)
        XCTAssertEqual(engine.constraints.count, count, "nothing was added")
        engine.layout()
        assertFrame(avatar, x: 20, y: 30, width: 64, height: 44)
        assertNoLayoutWarnings(engine)
    }

    func testUpdatingAConstraintThatDoesNotExistThrowsAndChangesNothing() throws {
        let (engine, views) = scene(["a"])
        let a = try XCTUnwrap(views["a"])
        let width = try engine.setDimension(.width, of: a, to: 44)
        XCTAssertThrowsError(try engine.updateConstraints {
            try engine.addConstraints("H:[a(50)]; V:[a(20)]")
        }) { error in
            XCTAssertEqual(error as? LayoutError, .noConstraintToUpdate(constraint: "a.height == 20"))
            XCTAssertEqual(
                "\(error)",
                "no active constraint like 'a.height == 20' to update (hint: make it first, outside updateConstraints)")
        }
        XCTAssertEqual(width.constant, 44, "all or nothing for one call")
        XCTAssertEqual(engine.constraints.count, 1)
    }
}
