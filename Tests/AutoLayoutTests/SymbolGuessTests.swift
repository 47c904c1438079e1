import XCTest
@testable import AutoLayout

/// Each item keeps the solver symbols of its variables as guesses for the next batch; a
/// rebuilt solver renumbers them, and the stale guesses must cost a lookup, never a wrong
/// frame.
final class SymbolGuessTests: XCTestCase {
    func testFramesStayExactAcrossARebuildThatRenumbersTheSymbols() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        var cards: [LayoutView] = []
        for index in 0..<4 {
            let card = LayoutView(name: "card\(index)")
            card.addSubview(LayoutView(name: "title"))
            root.addSubview(card)
            cards.append(card)
            try engine.addConstraints("H:|-8-[title]-8-|; V:|-4-[title(20)]-4-|", in: card)
            try engine.addConstraints("H:|[card\(index)]|; V:|-\(100 * index)-[card\(index)]")
        }
        engine.layout(width: 300, height: 600)
        XCTAssertEqual(engine.frame(of: cards[3]), LayoutRect(x: 0, y: 300, width: 300, height: 28))
        let items = cards.compactMap { engine.mirror.existingItem(for: $0) }
        XCTAssertEqual(items.count, 4)
        XCTAssertTrue(items.allSatisfy { engine.solver.isSymbol($0.symbolGuess(.top), of: $0.top) })

        // Two cards leave: their compact equalities go as one rebuild of a fresh solver.
        cards[1].removeFromSuperview()
        cards[2].removeFromSuperview()
        engine.layout()
        XCTAssertTrue(items.contains { !engine.solver.isSymbol($0.symbolGuess(.top), of: $0.top) })

        // One comes back elsewhere and a new one arrives: a batch over stale guesses.
        root.addSubview(cards[1])
        try engine.addConstraints("H:|[card1]|; V:|-150-[card1]")
        let card4 = LayoutView(name: "card4")
        card4.addSubview(LayoutView(name: "title"))
        root.addSubview(card4)
        try engine.addConstraints("H:|-8-[title]-8-|; V:|-4-[title(30)]-4-|", in: card4)
        try engine.addConstraints("H:|-10-[card4]-10-|; V:|-400-[card4]")
        engine.layout()
        XCTAssertEqual(engine.frame(of: cards[0]), LayoutRect(x: 0, y: 0, width: 300, height: 28))
        XCTAssertEqual(engine.frame(of: cards[1]), LayoutRect(x: 0, y: 150, width: 300, height: 28))
        XCTAssertEqual(engine.frame(of: cards[3]), LayoutRect(x: 0, y: 300, width: 300, height: 28))
        XCTAssertEqual(engine.frame(of: card4), LayoutRect(x: 10, y: 400, width: 280, height: 38))
        XCTAssertEqual(engine.frame(of: try XCTUnwrap(card4.subviews.first)), LayoutRect(x: 8, y: 4, width: 264, height: 30))
        XCTAssertEqual(engine.frame(of: try XCTUnwrap(cards[1].subviews.first)), LayoutRect(x: 8, y: 4, width: 284, height: 20))
        XCTAssertNil(cards[2].superview)
        // A resize reads every value again, by the guesses where they hold.
        engine.layout(width: 200, height: 600)
        XCTAssertEqual(engine.frame(of: card4), LayoutRect(x: 10, y: 400, width: 180, height: 38))
        XCTAssertEqual(engine.frame(of: cards[3]), LayoutRect(x: 0, y: 300, width: 200, height: 28))
    }
}
