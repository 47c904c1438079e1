import XCTest
@testable import AutoLayout

final class OutputFormatterTests: XCTestCase {
    let report = LayoutReport(
        rootName: "root", rootWidth: 375, rootHeight: 667,
        frames: [
            .init(name: "avatar", superview: "root", x: 20, y: 20, width: 44, height: 44),
            .init(name: "card", superview: "root", x: 0, y: 100.5, width: 187.333333333, height: 50, z: 2),
            .init(name: "title", superview: "card", x: -0.0000001, y: 0, width: 1e-7, height: 12.25,
                  absoluteX: 0, absoluteY: 100.5, depth: 2),
        ],
        warnings: ["conflict in \"H:|[a(10)]|\""])

    func testJSON() {
        XCTAssertEqual(report.rendered(as: .json), """
        {
          "frames": {
            "avatar": { "superview": "root", "x": 20, "y": 20, "width": 44, "height": 44 },
            "card": { "superview": "root", "x": 0, "y": 100.5, "width": 187.333333, "height": 50, "z": 2 },
            "title": { "superview": "card", "x": 0, "y": 0, "width": 0, "height": 12.25 }
          },
          "warnings": ["conflict in \\"H:|[a(10)]|\\""]
        }

        """)
        let empty = LayoutReport(rootName: "r", rootWidth: 1, rootHeight: 1, frames: [])
        XCTAssertEqual(empty.rendered(as: .json), "{\n  \"frames\": {},\n  \"warnings\": []\n}\n")
    }

    func testTable() {
        XCTAssertEqual(report.rendered(as: .table), """
        view       superview   x      y       width  height  z
        root       -           0      0         375     667  -
          avatar   root       20     20          44      44  -
          card     root        0  100.5  187.333333      50  2
            title  card        0      0           0   12.25  -

        """)
    }

    func testTableWithoutZ() {
        let plain = LayoutReport(rootName: "r", rootWidth: 10, rootHeight: 5, frames: [
            .init(name: "a", superview: "r", x: 1, y: 2, width: 3, height: 4),
        ])
        XCTAssertEqual(plain.rendered(as: .table), """
        view  superview  x  y  width  height
        r     -          0  0     10       5
          a   r          1  2      3       4

        """)
    }

    /// Columns are as wide as their cells in characters, not bytes: a name of wide
    /// characters lines up with ASCII ones; JSON escapes quotes, backslashes and control
    /// characters and keeps wide characters as they are.
    func testWideNamesAndEscapes() {
        let wide = LayoutReport(rootName: "r", rootWidth: 10, rootHeight: 5, frames: [
            .init(name: "caf\u{E9}\u{301}", superview: "r", x: 1, y: 2, width: 3, height: 4),
            .init(name: "\u{1F600}", superview: "caf\u{E9}\u{301}", x: 1, y: 2, width: 3, height: 4, depth: 2),
        ], warnings: ["a\"b\\c\u{1}\t\u{E9}\r\n\u{1F}"])
        XCTAssertEqual(wide.rendered(as: .table), """
        view    superview  x  y  width  height
        r       -          0  0     10       5
          caf\u{E9}\u{301}  r          1  2      3       4
            \u{1F600}   caf\u{E9}\u{301}       1  2      3       4

        """)
        XCTAssertEqual(wide.rendered(as: .json), """
        {
          "frames": {
            "caf\u{E9}\u{301}": { "superview": "r", "x": 1, "y": 2, "width": 3, "height": 4 },
            "\u{1F600}": { "superview": "caf\u{E9}\u{301}", "x": 1, "y": 2, "width": 3, "height": 4 }
          },
          "warnings": ["a\\"b\\\\c\\u0001\\t\u{E9}\\r\\n\\u001f"]
        }

        """)
    }

    func testSVG() {
        let small = LayoutReport(rootName: "r", rootWidth: 100, rootHeight: 50, frames: [
            .init(name: "a", superview: "r", x: 10, y: 5, width: 30, height: 20),
            .init(name: "b<", superview: "a", x: 2, y: 3, width: 4, height: 5, absoluteX: 12, absoluteY: 8, depth: 2),
        ])
        XCTAssertEqual(small.rendered(as: .svg), """
        <svg xmlns="http://www.w3.org/2000/svg" width="260" height="128" viewBox="0 0 260 128" font-family="Helvetica, Arial, sans-serif" font-size="10">
          <rect x="10" y="10" width="100" height="50" fill="#ffffff" stroke="#000000"/>
          <text x="13" y="21" fill="#000000">r</text>
          <g id="a">
            <rect x="20" y="15" width="30" height="20" fill="#1f77b4" fill-opacity="0.12" stroke="#1f77b4"/>
            <text x="22" y="25" fill="#1f77b4">a</text>
          </g>
          <g id="b&lt;">
            <rect x="22" y="18" width="4" height="5" fill="#ff7f0e" fill-opacity="0.12" stroke="#ff7f0e"/>
            <text x="24" y="28" fill="#ff7f0e">b&lt;</text>
          </g>
          <g id="legend">
            <text x="10" y="81" fill="#000000">r: 100 x 50</text>
            <rect x="10" y="88" width="10" height="10" fill="#1f77b4"/>
            <text x="26" y="97" fill="#000000">a in r: 10, 5, 30 x 20</text>
            <rect x="10" y="104" width="10" height="10" fill="#ff7f0e"/>
            <text x="26" y="113" fill="#000000">b&lt; in a: 2, 3, 4 x 5</text>
          </g>
        </svg>

        """)
    }
}
