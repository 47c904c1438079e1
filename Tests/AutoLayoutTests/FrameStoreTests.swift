import AutoLayout
import XCTest

/// The frame store re-reads only the values the solver reports as changed since the last
/// layout; these tests check that what it keeps never goes stale, against engines built from
/// scratch in the same state.
final class FrameStoreTests: XCTestCase {
    /// A seeded xorshift, so that a failure replays.
    struct Xorshift {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    /// Three cards in a column; each card's text has an avatar whose width is `widths[i]` and
    /// a body beside it `heights[i]` high; the column's gap is `gap`. Every frame is determined.
    struct Scene {
        var widths = [50.0, 50.0, 50.0]
        var gap = 8.0
        var heights = [140.0, 140.0, 140.0]

        struct Built {
            var engine: LayoutEngine
            var views: [LayoutView]
            var cardHandles: [[LayoutConstraint]]
            var rootHandles: [LayoutConstraint]
        }

        static func cardText(width: Double, height: Double) -> String {
            "H:|-12-[avatar(\(width))]-12-[body]-12-|\nV:|-12-[avatar(40)]-(>=12)-|\nV:|-12-[body(\(height))]-12-|"
        }

        static func rootText(gap: Double) -> String {
            "V:|[card0]-\(gap)-[card1]-\(gap)-[card2]\nH:|[card0]|\nH:|[card1]|\nH:|[card2]|"
        }

        func build() throws -> Built {
            let root = LayoutView(name: "root")
            var views = [root]
            var cards: [LayoutView] = []
            for index in 0..<3 {
                let card = LayoutView(name: "card\(index)")
                let avatar = LayoutView(name: "avatar"), body = LayoutView(name: "body")
                card.addSubview(avatar)
                card.addSubview(body)
                root.addSubview(card)
                cards.append(card)
                views += [card, avatar, body]
            }
            let engine = LayoutEngine(root: root)
            let rootHandles = try engine.addConstraints(Self.rootText(gap: gap))
            var cardHandles: [[LayoutConstraint]] = []
            for (index, card) in cards.enumerated() {
                let handles = try engine.addConstraints(
                    Self.cardText(width: widths[index], height: heights[index]), in: card)
                cardHandles.append(Array(handles))
            }
            return Built(engine: engine, views: views, cardHandles: cardHandles, rootHandles: Array(rootHandles))
        }
    }

    func testIncrementalFramesMatchAFreshEngineAfterRandomChanges() throws {
        for seed in [1, 14, 99] as [UInt64] {
            var random = Xorshift(state: 0x9E37_79B9_7F4A_7C15 &* seed)
            var scene = Scene()
            let kept = try scene.build()
            var width = 400.0, height = 600.0
            kept.engine.layout(width: width, height: height)
            for step in 0..<60 {
                switch random.next(4) {
                case 0:
                    width = Double(200 + random.next(400))
                    height = Double(300 + random.next(400))
                case 1:
                    // An avatar's width: its card's only handle with that constant (widths and
                    // heights stay apart: 50 to 89 against 100 to 179, and from the 12s and 40).
                    let card = random.next(3)
                    let value = Double(50 + random.next(40))
                    let handle = try XCTUnwrap(kept.cardHandles[card].first { $0.constant == scene.widths[card] })
                    handle.constant = value
                    scene.widths[card] = value
                case 2:
                    let value = Double(1 + random.next(19))
                    for handle in kept.rootHandles where handle.constant == scene.gap { handle.constant = value }
                    scene.gap = value
                default:
                    let card = random.next(3)
                    let value = Double(100 + random.next(80))
                    let handle = try XCTUnwrap(kept.cardHandles[card].first { $0.constant == scene.heights[card] })
                    handle.constant = value
                    scene.heights[card] = value
                }
                kept.engine.layout(width: width, height: height)
                let fresh = try scene.build()
                fresh.engine.layout(width: width, height: height)
                for (view, twin) in zip(kept.views, fresh.views) {
                    XCTAssertEqual(
                        kept.engine.frame(of: view), fresh.engine.frame(of: twin),
                        "seed \(seed), step \(step): \(view.name)")
                }
            }
        }
    }
}
