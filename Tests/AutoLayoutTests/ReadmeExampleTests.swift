import Cassowary
import XCTest
@testable import AutoLayout

/// The README's examples, as written there: if one of these fails, the README is wrong.
final class ReadmeExampleTests: XCTestCase {
    func testLayoutExample() throws {
        let root = LayoutView(name: "root")
        let avatar = LayoutView(name: "avatar"), name = LayoutView(name: "name")
        root.addSubview(avatar)
        root.addSubview(name)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("""
            H:|-[avatar(44)]-[name]-|
            V:|-[avatar(44)]   // comments and several statements in one text
            V:|-[name(21)]
            """)
        engine.layout(width: 375, height: 667)
        XCTAssertEqual(name.frame, LayoutRect(x: 72, y: 20, width: 283, height: 21))
        XCTAssertEqual("\(name.frame ?? .zero)", "(72, 20, 283, 21)")
    }

    func testUnknownNameExample() throws {
        let root = LayoutView(name: "root")
        for name in ["button", "label"] { root.addSubview(LayoutView(name: name)) }
        let engine = LayoutEngine(root: root)
        XCTAssertThrowsError(try engine.addConstraints("H:|-[button]-[lable]|")) { error in
            XCTAssertEqual("\(error)", """
                1:15: error: unknown view 'lable'
                H:|-[button]-[lable]|
                              ^~~~~
                hint: did you mean 'label'?
                """)
        }
    }

    func testDiagnosticExample() {
        let compiler = LayoutCompiler(views: ["button", "label"])
        let text = "H:|-[button]-[lable]|"
        XCTAssertThrowsError(try compiler.compile(text)) { error in
            guard let list = error as? DiagnosticList else { return XCTFail("\(error)") }
            XCTAssertEqual(DiagnosticFormatter().render(list, in: text), """
                1:15: error: unknown view 'lable'
                H:|-[button]-[lable]|
                              ^~~~~
                hint: did you mean 'label'?
                """)
        }
    }

    func testSolverExample() throws {
        var solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left >= 0)
        try solver.add((width == 100) | .weak)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(640, for: width)
        XCTAssertEqual(solver.value(of: width), 640)
    }
}
