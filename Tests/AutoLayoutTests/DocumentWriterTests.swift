import XCTest
@testable import AutoLayout

final class DocumentWriterTests: XCTestCase {
    func testRoundTripOfEveryKey() throws {
        let document = LayoutDocument(
            metrics: ["margin": 20, "side": 44.5, "tiny": 1e-7],
            spacing: DocumentSpacing(sibling: 6, superview: 16),
            scale: 3, direction: .rightToLeft,
            root: DocumentNode(
                name: "top", width: 375, height: 667.25,
                layout: [DocumentLayoutEntry(format: "H:|-margin-[a]-|\nV:|[a]|")],
                subviews: [
                    DocumentNode(
                        name: "a", layout: [
                            DocumentLayoutEntry(format: "H:|[b]|"),
                            DocumentLayoutEntry(format: "V:|[b]-[c]|", options: ["alignAllLeading", "alignAllBaseline"]),
                        ],
                        subviews: [
                            DocumentNode(name: "b", intrinsicWidth: 120, intrinsicHeight: nil, isHidden: true),
                            DocumentNode(
                                name: "c", intrinsicHeight: 21,
                                hugging: DocumentPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(250)),
                                compressionResistance: DocumentPriorities(horizontal: .required, vertical: LayoutPriority(1)),
                                rules: "tt = 20, ll = \"q\"", firstBaseline: 15, lastBaseline: nil),
                        ]),
                    DocumentNode(name: "d", lastBaseline: 3),
                ]))
        let written = document.json
        XCTAssertEqual(try LayoutDocument(json: written), document)
        XCTAssertEqual(try LayoutDocument(json: try LayoutDocument(json: written).json).json, written)
    }

    func testRoundTripOfTheSpecificationExample() throws {
        let document = try LayoutDocument(json: DocumentLoaderTests.specExample)
        XCTAssertEqual(try LayoutDocument(json: document.json), document)
    }

    func testWrittenTextIsExact() {
        let document = LayoutDocument(
            metrics: ["m": 8], scale: 2,
            root: DocumentNode(
                name: "root", width: 100, height: 50, layout: [DocumentLayoutEntry(format: "H:|-m-[a]")],
                subviews: [DocumentNode(name: "a", intrinsicWidth: nil, intrinsicHeight: 20.5)]))
        XCTAssertEqual(document.json, """
        {
          "metrics": { "m": 8 },
          "scale": 2,
          "root": {
            "name": "root",
            "width": 100,
            "height": 50,
            "layout": "H:|-m-[a]",
            "subviews": [
              {
                "name": "a",
                "intrinsicSize": [null, 20.5]
              }
            ]
          }
        }

        """)
    }
}
