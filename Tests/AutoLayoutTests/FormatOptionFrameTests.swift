import AutoLayout
import XCTest

/// Every format option and brace keyword, from text to exact frames (root 320 x 200).
final class FormatOptionFrameTests: XCTestCase {
    // MARK: Alignments across a horizontal statement

    /// `a` at (10, 20, 50, 30); `b` (60 x 40) follows at x 68 and is aligned by `option`.
    private func horizontal(
        _ option: FormatOptions, brace: String = "", prepare: (FrameScene) -> Void = { _ in }
    ) throws -> FrameScene {
        let scene = FrameScene()
        try scene.add("H:|-10-[a(50)]-[b(60)]" + brace, option)
        try scene.add("V:|-20-[a(30)]; V:[b(40)]")
        prepare(scene)
        scene.layout()
        scene.assert("a", 10, 20, 50, 30)
        return scene
    }

    func testAlignAllTop() throws {
        try horizontal(.alignAllTop).assert("b", 68, 20, 60, 40)
        try horizontal([], brace: " {top}").assert("b", 68, 20, 60, 40)
    }

    func testAlignAllBottom() throws {
        try horizontal(.alignAllBottom).assert("b", 68, 10, 60, 40)
        try horizontal([], brace: " {bottom}").assert("b", 68, 10, 60, 40)
    }

    func testAlignAllCenterY() throws {
        try horizontal(.alignAllCenterY).assert("b", 68, 15, 60, 40)
        try horizontal([], brace: " {alignCenterY}").assert("b", 68, 15, 60, 40)
    }

    func testAlignAllLastBaselineWithoutOffsetsIsTheBottom() throws {
        try horizontal(.alignAllLastBaseline).assert("b", 68, 10, 60, 40)
        try horizontal(.alignAllBaseline).assert("b", 68, 10, 60, 40)
        try horizontal([], brace: " {baseline}").assert("b", 68, 10, 60, 40)
        try horizontal([], brace: " {lastBaseline}").assert("b", 68, 10, 60, 40)
    }

    func testAlignAllLastBaselineWithOffsets() throws {
        // a's last baseline: 50 - 5 = 45; b's is 10 above its bottom.
        let offsets: (FrameScene) -> Void = {
            $0.view("a").lastBaselineOffset = 5
            $0.view("b").lastBaselineOffset = 10
        }
        try horizontal(.alignAllLastBaseline, prepare: offsets).assert("b", 68, 15, 60, 40)
        try horizontal([], brace: " {lastBaseline}", prepare: offsets).assert("b", 68, 15, 60, 40)
        // First-baseline offsets do not move last baselines.
        let firstOnly: (FrameScene) -> Void = { $0.view("a").firstBaselineOffset = 12 }
        try horizontal(.alignAllLastBaseline, prepare: firstOnly).assert("b", 68, 10, 60, 40)
    }

    func testAlignAllFirstBaselineWithoutOffsetsIsTheBottom() throws {
        try horizontal(.alignAllFirstBaseline).assert("b", 68, 10, 60, 40)
        try horizontal([], brace: " {firstBaseline}").assert("b", 68, 10, 60, 40)
    }

    func testAlignAllFirstBaselineWithOffsets() throws {
        // a's first baseline: 20 + 12 = 32; b's is 20 below its top.
        let offsets: (FrameScene) -> Void = {
            $0.view("a").firstBaselineOffset = 12
            $0.view("b").firstBaselineOffset = 20
        }
        try horizontal(.alignAllFirstBaseline, prepare: offsets).assert("b", 68, 12, 60, 40)
        try horizontal([], brace: " {firstBaseline}", prepare: offsets).assert("b", 68, 12, 60, 40)
    }

    func testBaselineOffsetChangesMoveAlignedViews() throws {
        let scene = try horizontal(.alignAllFirstBaseline)
        scene.assert("b", 68, 10, 60, 40)
        scene.view("a").firstBaselineOffset = 12
        scene.view("b").firstBaselineOffset = 20
        scene.layout()
        scene.assert("b", 68, 12, 60, 40)
        scene.view("b").firstBaselineOffset = nil
        scene.layout()
        scene.assert("b", 68, -8, 60, 40)
    }

    // MARK: Alignments across a vertical statement

    /// `a` at (20, 10, 50, 30) left to right; `b` (60 x 40) follows at y 48.
    private func vertical(
        _ option: FormatOptions, brace: String = "", direction: LayoutDirection = .leftToRight,
        bWidth: String = "(60)"
    ) throws -> FrameScene {
        let scene = FrameScene(direction: direction)
        try scene.add("V:|-10-[a(30)]-[b(40)]" + brace, option)
        try scene.add("H:|-20-[a(50)]; H:[b\(bWidth)]")
        scene.layout()
        return scene
    }

    func testAlignAllLeft() throws {
        try vertical(.alignAllLeft).assert("b", 20, 48, 60, 40)
        try vertical([], brace: " {left}").assert("b", 20, 48, 60, 40)
        // Left is left whatever the direction: a is at 320 - 20 - 50 right to left.
        try vertical(.alignAllLeft, direction: .rightToLeft).assert("b", 250, 48, 60, 40)
    }

    func testAlignAllRight() throws {
        try vertical(.alignAllRight).assert("b", 10, 48, 60, 40)
        try vertical([], brace: " {right}").assert("b", 10, 48, 60, 40)
        try vertical(.alignAllRight, direction: .rightToLeft).assert("b", 240, 48, 60, 40)
    }

    func testAlignAllCenterX() throws {
        try vertical(.alignAllCenterX).assert("b", 15, 48, 60, 40)
        try vertical([], brace: " {alignCenterX}").assert("b", 15, 48, 60, 40)
    }

    func testAlignAllLeadingFollowsTheEngineDirection() throws {
        try vertical(.alignAllLeading).assert("b", 20, 48, 60, 40)
        try vertical([], brace: " {leading}").assert("b", 20, 48, 60, 40)
        let rtl = try vertical(.alignAllLeading, direction: .rightToLeft)
        rtl.assert("a", 250, 10, 50, 30)
        rtl.assert("b", 240, 48, 60, 40)
    }

    func testAlignAllTrailingFollowsTheEngineDirection() throws {
        try vertical(.alignAllTrailing).assert("b", 10, 48, 60, 40)
        try vertical([], brace: " {trailing}").assert("b", 10, 48, 60, 40)
        try vertical(.alignAllTrailing, direction: .rightToLeft).assert("b", 250, 48, 60, 40)
    }

    func testTwoAlignmentBraces() throws {
        let scene = try vertical([], brace: " {left, right}", bWidth: "")
        scene.assert("b", 20, 48, 50, 40)
        let spaced = try vertical([], brace: " {left right}", bWidth: "")
        spaced.assert("b", 20, 48, 50, 40)
    }

    // MARK: QuickVFL centring

    func testCenterXBraceCentresEveryViewInTheSuperview() throws {
        let scene = FrameScene()
        try scene.add("V:|-10-[a(30)]-[b(40)] {centerX}")
        try scene.add("H:[a(50)]; H:[b(60)]")
        scene.layout()
        scene.assert("a", 135, 10, 50, 30)
        scene.assert("b", 130, 48, 60, 40)
        scene.layout(width: 400)
        scene.assert("b", 170, 48, 60, 40)
    }

    func testCenterYBraceAndBothCentres() throws {
        let scene = FrameScene()
        try scene.add("H:|-10-[a(50)]-[b(60)] {centerY}")
        try scene.add("V:[a(30)]; V:[b(40)]")
        scene.layout()
        scene.assert("a", 10, 85, 50, 30)
        scene.assert("b", 68, 80, 60, 40)

        let both = FrameScene()
        try both.add("H:[c(50)] {centerX, centerY}; V:[c(30)]")
        both.layout()
        both.assert("c", 135, 85, 50, 30)
    }

    // MARK: Direction options

    private func direction(_ option: FormatOptions, brace: String = "", engine: LayoutDirection) throws -> FrameScene {
        let scene = FrameScene(direction: engine)
        try scene.add("H:|-10-[a(50)]-5-[b(60)]" + brace, option)
        try scene.add("V:|[a(10)]; V:|[b(10)]")
        scene.layout()
        return scene
    }

    func testLeadingToTrailingFollowsTheEngine() throws {
        let ltr = try direction(.directionLeadingToTrailing, engine: .leftToRight)
        ltr.assert("a", 10, 0, 50, 10)
        ltr.assert("b", 65, 0, 60, 10)
        let rtl = try direction(.directionLeadingToTrailing, engine: .rightToLeft)
        rtl.assert("a", 260, 0, 50, 10)
        rtl.assert("b", 195, 0, 60, 10)
        let brace = try direction([], brace: " {leadingToTrailing}", engine: .rightToLeft)
        brace.assert("b", 195, 0, 60, 10)
    }

    func testLeftToRightIgnoresTheEngine() throws {
        for engine in LayoutDirection.allCases {
            let scene = try direction(.directionLeftToRight, engine: engine)
            scene.assert("a", 10, 0, 50, 10)
            scene.assert("b", 65, 0, 60, 10)
            try direction([], brace: " {leftToRight}", engine: engine).assert("b", 65, 0, 60, 10)
        }
    }

    func testRightToLeftIgnoresTheEngine() throws {
        for engine in LayoutDirection.allCases {
            let scene = try direction(.directionRightToLeft, engine: engine)
            scene.assert("a", 260, 0, 50, 10)
            scene.assert("b", 195, 0, 60, 10)
            try direction([], brace: " {rightToLeft}", engine: engine).assert("b", 195, 0, 60, 10)
        }
    }

    func testChangingTheEngineDirectionMovesOnlyLeadingRelativeStatements() throws {
        let scene = FrameScene()
        try scene.add("H:|-10-[a(50)]; H:|-10-[b(50)]", .directionLeftToRight)
        try scene.add("H:|-10-[c(50)]")
        try scene.add("V:|[a(10)]; V:|[b(10)]; V:|[c(10)]")
        scene.layout()
        scene.assert("c", 10, 0, 50, 10)
        scene.engine.options.direction = .rightToLeft
        scene.layout()
        scene.assert("a", 10, 0, 50, 10)
        scene.assert("c", 260, 0, 50, 10)
    }

    // MARK: Baseline-to-baseline spacing

    func testSpacingBaselineToBaseline() throws {
        func run(_ option: FormatOptions, brace: String, offsets: Bool) throws -> FrameScene {
            let scene = FrameScene()
            try scene.add("V:|-10-[a(30)]-[b(40)]" + brace, option)
            try scene.add("H:|[a(50)]; H:|[b(60)]")
            if offsets {
                scene.view("a").lastBaselineOffset = 6
                scene.view("b").firstBaselineOffset = 15
            }
            scene.layout()
            return scene
        }
        // Without offsets both baselines are bottom edges: b.bottom == a.bottom + 8.
        try run(.spacingBaselineToBaseline, brace: "", offsets: false).assert("b", 0, 8, 60, 40)
        try run([], brace: " {baselineToBaseline}", offsets: false).assert("b", 0, 8, 60, 40)
        // a's last baseline 34, b's first baseline 15 below its top: b.top == 34 + 8 - 15.
        try run(.spacingBaselineToBaseline, brace: "", offsets: true).assert("b", 0, 27, 60, 40)
        // Edge to edge is the default.
        try run(.spacingEdgeToEdge, brace: "", offsets: true).assert("b", 0, 48, 60, 40)
        try run([], brace: " {edgeToEdge}", offsets: true).assert("b", 0, 48, 60, 40)
    }

    // MARK: Wrong axes

    func testAlignmentsOnTheWrongAxisAreErrors() {
        let scene = FrameScene()
        let wrong: [(String, FormatOptions, String)] = [
            ("H:[a]-[b]", .alignAllLeft, "1:1: error: cannot align 'alignAllLeft' in a horizontal statement"),
            ("H:[a]-[b]", .alignAllCenterX, "1:1: error: cannot align 'alignAllCenterX' in a horizontal statement"),
            ("V:[a]-[b]", .alignAllTop, "1:1: error: cannot align 'alignAllTop' in a vertical statement"),
            ("V:[a]-[b]", .alignAllFirstBaseline,
             "1:1: error: cannot align 'alignAllFirstBaseline' in a vertical statement"),
            ("H:[a][b] {left}", [], "1:11: error: cannot align 'left' in a horizontal statement"),
            ("V:[a][b] {top}", [], "1:11: error: cannot align 'top' in a vertical statement"),
            ("V:[a][b] {baseline}", [], "1:11: error: cannot align 'baseline' in a vertical statement"),
        ]
        for (text, options, prefix) in wrong {
            XCTAssertThrowsError(try scene.add(text, options), text) { error in
                let list = error as? DiagnosticList
                XCTAssertEqual(list?.diagnostics.count, 1, text)
                XCTAssertTrue(list?.description.hasPrefix(prefix) == true, "\(text): \(error)")
            }
        }
        XCTAssertEqual(scene.engine.constraints.count, 0)
        XCTAssertTrue(scene.root.subviews.isEmpty)
        XCTAssertThrowsError(try scene.add("V:[a][b] {middle}")) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.column), [11])
        }
    }
}
