import AutoLayout
import XCTest

/// Extended VFL (autolayout.js's forms with Apple's meaning), from text to exact frames.
final class ExtendedFrameTests: XCTestCase {
    func testPercentSizesFollowTheSuperview() throws {
        let scene = FrameScene()
        try scene.add("H:|[side(==30%)][main]|; V:|[side]|; V:|[main]|")
        scene.layout()
        scene.assert("side", 0, 0, 96, 200)
        scene.assert("main", 96, 0, 224, 200)
        scene.layout(width: 400, height: 100)
        scene.assert("side", 0, 0, 120, 100)
        scene.assert("main", 120, 0, 280, 100)
    }

    func testPercentGapsAreOfTheAxis() throws {
        let scene = FrameScene()
        try scene.add("H:|-10%-[a]-10%-|; V:|-20%-[a]-20%-|")
        scene.layout()
        scene.assert("a", 32, 40, 256, 120)
    }

    func testEqualSpacersCentre() throws {
        let scene = FrameScene()
        try scene.add("H:|~[d(120)]~|; V:|~[d(40)]~|")
        scene.layout()
        scene.assert("d", 100, 80, 120, 40)
        scene.layout(width: 400, height: 100)
        scene.assert("d", 140, 30, 120, 40)
    }

    func testEqualSpacersDistributeEvenly() throws {
        let scene = FrameScene()
        try scene.add("H:|~[a(40)]~[b(40)]~[c(40)]~|; V:|[a(10)]; V:|[b(10)]; V:|[c(10)]")
        scene.layout()
        scene.assert("a", 50, 0, 40, 10)
        scene.assert("b", 140, 0, 40, 10)
        scene.assert("c", 230, 0, 40, 10)
    }

    func testASizedSpacerFixesEveryEqualSpacer() throws {
        let scene = FrameScene()
        try scene.add("H:|-10-[a(40)]~(20)~[b(40)]~[c(40)]; V:|[a(10)]; V:|[b(10)]; V:|[c(10)]")
        scene.layout()
        scene.assert("b", 70, 0, 40, 10)
        scene.assert("c", 130, 0, 40, 10)

        let percent = FrameScene()
        try percent.add("H:|[a(40)]~(10%)~[b(40)]~[c(40)]; V:|[a(10)]; V:|[b(10)]; V:|[c(10)]")
        percent.layout()
        percent.assert("b", 72, 0, 40, 10)
        percent.assert("c", 144, 0, 40, 10)
    }

    func testSpacersAndPercentGapsRightToLeft() throws {
        let scene = FrameScene(direction: .rightToLeft)
        try scene.add("H:|-10%-[a(40)]~[b(40)]~|; V:|[a(10)]; V:|[b(10)]")
        scene.layout()
        // Leading offsets 32 (10%) and 104 for each spacer, measured leftward from x = 320.
        scene.assert("a", 248, 0, 40, 10)
        scene.assert("b", 104, 0, 40, 10)
        let stack = FrameScene(direction: .rightToLeft)
        try stack.add("H:|[row:[x(50)][y]]|; V:|-10-[row(30)]")
        stack.layout()
        stack.assert("x", 270, 0, 50, 30)
        stack.assert("y", 0, 0, 270, 30)
    }

    func testSeveralViewsInOneSlot() throws {
        let scene = FrameScene()
        try scene.add("V:|[a,b]|; H:|[a(50)]; H:[b(60)]|")
        scene.layout()
        scene.assert("a", 0, 0, 50, 200)
        scene.assert("b", 260, 0, 60, 200)

        let joined = FrameScene()
        try joined.add("H:|-10-[a(20)]-[b(30),c(40)]; V:|[a(10)]-[b(10)]-[c(10)]")
        joined.layout()
        joined.assert("b", 38, 18, 30, 10)
        joined.assert("c", 38, 36, 40, 10)
    }

    func testRanges() throws {
        let scene = FrameScene()
        try scene.add("H:|-[cell1..3(44)]; V:|[cell1(10)]-[cell2(10)]-[cell3(10)]")
        scene.layout()
        scene.assert("cell1", 20, 0, 44, 10)
        scene.assert("cell2", 20, 18, 44, 10)
        scene.assert("cell3", 20, 36, 44, 10)
    }

    func testVerticalStack() throws {
        let scene = FrameScene()
        try scene.add("V:|[col:[t(40)][m][b(20)]]|; H:|-10-[col]-10-|")
        scene.layout()
        let col = scene.view("col")
        XCTAssertEqual(col.subviews.map(\.name), ["t", "m", "b"])
        XCTAssertTrue(col.superview === scene.root)
        scene.assert("col", 10, 0, 300, 200)
        scene.assert("t", 0, 0, 300, 40)
        scene.assert("m", 0, 40, 300, 140)
        scene.assert("b", 0, 180, 300, 20)
        assertFrame(scene.engine.absoluteFrame(of: scene.view("b")), 10, 180, 300, 20)
        scene.layout(width: 320, height: 300)
        scene.assert("m", 0, 40, 300, 240)
    }

    func testPercentInAStackIsOfTheStack() throws {
        let scene = FrameScene()
        try scene.add("V:|-20-[col:[t(25%)][m]]-20-|; H:|[col]|")
        scene.layout()
        scene.assert("t", 0, 0, 320, 40)
        scene.assert("m", 0, 40, 320, 120)
    }

    func testHorizontalStack() throws {
        let scene = FrameScene()
        try scene.add("H:|[row:[x(50)][y]]|; V:|-10-[row(30)]")
        scene.layout()
        scene.assert("row", 0, 10, 320, 30)
        scene.assert("x", 0, 0, 50, 30)
        scene.assert("y", 50, 0, 270, 30)
    }

    func testBothAxes() throws {
        let scene = FrameScene()
        try scene.add("HV:|-[bg]-|")
        scene.layout()
        scene.assert("bg", 20, 20, 280, 160)
        let metric = FrameScene()
        try metric.engine.addConstraints("HV:|-m-[bg]-m-|", metrics: ["m": 5], creatingViews: true)
        metric.layout()
        metric.assert("bg", 5, 5, 310, 190)
    }

    func testZOrder() throws {
        let scene = FrameScene()
        try scene.add("HV:|[under]|; HV:|-10-[over]-10-|; HV:|[other]|")
        try scene.add("Z:|[under][over]")
        scene.layout()
        XCTAssertEqual(scene.engine.zIndex(of: scene.view("under")), 0)
        XCTAssertEqual(scene.engine.zIndex(of: scene.view("over")), 1)
        XCTAssertNil(scene.engine.zIndex(of: scene.view("other")))
        scene.assert("over", 10, 10, 300, 180)
    }

    func testDisconnection() throws {
        let scene = FrameScene()
        try scene.add("H:|[l(50)]->[r(50)]|; V:|[l(10)]; V:|[r(10)]")
        scene.layout()
        scene.assert("l", 0, 0, 50, 10)
        scene.assert("r", 270, 0, 50, 10)
        let between = scene.engine.constraints.filter { $0.firstView?.name == "r" && $0.secondView?.name == "l" }
        XCTAssertTrue(between.isEmpty)
    }

    func testExplicitLines() throws {
        let scene = FrameScene()
        try scene.add("H:|-100-[icon(40)]; V:|-50-[icon(40)]; H:[badge(20)]; V:[badge(20)]")
        try scene.add("C:badge.centerX(icon.right).centerY(icon.top)")
        scene.layout()
        scene.assert("badge", 130, 40, 20, 20)

        let scaled = FrameScene()
        try scaled.add("H:|-100-[icon(40)]; V:|-50-[icon(40)]; V:|[badge(20)]")
        try scaled.add("C:badge.centerX(icon.right * 2 + 3).width(50%)")
        scaled.layout()
        // centerX == 140 * 2 + 3 = 283, width half of 320.
        scaled.assert("badge", 203, 0, 160, 20)
    }

    func testOperatorsInPredicates() throws {
        let scene = FrameScene()
        try scene.add("H:|[b(100)][a(==b*2-20)][c(b/2)]; V:|[a(10)]; V:|[b(10)]; V:|[c(10)]")
        scene.layout()
        scene.assert("b", 0, 0, 100, 10)
        scene.assert("a", 100, 0, 180, 10)
        scene.assert("c", 280, 0, 50, 10)
    }

    func testAttributesGiveAnAspectRatio() throws {
        let scene = FrameScene()
        try scene.add("V:|[v(v.width/2)]; H:|-10-[v]-10-|")
        scene.layout()
        scene.assert("v", 10, 0, 300, 150)
        scene.layout(width: 420, height: 300)
        scene.assert("v", 10, 0, 400, 200)
    }

    func testAttributesOfOtherViews() throws {
        let scene = FrameScene()
        try scene.add("H:|[a(80)]; V:|[a(30)]; H:[b(a.height)]; V:[b(a.width/4)]; H:|[b]; V:[a][b]")
        scene.layout()
        scene.assert("b", 0, 30, 30, 20)
    }
}
