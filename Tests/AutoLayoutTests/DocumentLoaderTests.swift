import XCTest
@testable import AutoLayout

final class DocumentLoaderTests: XCTestCase {
    private func load(_ json: String) throws -> LayoutDocument { try LayoutDocument(json: json) }

    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> DocumentError? {
        do {
            _ = try LayoutDocument(json: json)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    static let specExample = """
    {
      "metrics": { "margin": 20, "side": 44 },
      "spacing": { "sibling": 8, "superview": 20 },
      "scale": 2,
      "root": {
        "name": "root",
        "width": 375, "height": 667,
        "layout": "H:|-margin-[avatar(side)]-[name]-margin-|; V:|-margin-[avatar(side)]",
        "subviews": [
          { "name": "avatar" },
          { "name": "name", "intrinsicSize": [120, 21],
            "hugging": [250, 250], "compressionResistance": [750, 750] },
          { "name": "card",
            "layout": [ "H:|[title]|",
                        { "format": "V:|[title]-[body]|", "options": ["alignAllLeading"] } ],
            "subviews": [ { "name": "title" }, { "name": "body", "hidden": true } ] }
        ]
      }
    }
    """

    func testLoadsTheSpecificationExample() throws {
        let document = try load(Self.specExample)
        XCTAssertEqual(document.metrics, ["margin": 20, "side": 44])
        XCTAssertEqual(document.spacing, DocumentSpacing(sibling: 8, superview: 20))
        XCTAssertEqual(document.scale, 2)
        XCTAssertNil(document.direction)
        XCTAssertEqual(document.root.name, "root")
        XCTAssertEqual(document.root.width, 375)
        XCTAssertEqual(document.root.height, 667)
        XCTAssertEqual(document.root.layout, [DocumentLayoutEntry(format: "H:|-margin-[avatar(side)]-[name]-margin-|; V:|-margin-[avatar(side)]")])
        XCTAssertEqual(document.root.subviews.map(\.name), ["avatar", "name", "card"])
        let name = document.root.subviews[1]
        XCTAssertEqual(name.intrinsicWidth, 120)
        XCTAssertEqual(name.intrinsicHeight, 21)
        XCTAssertEqual(name.hugging, .defaultHugging)
        XCTAssertEqual(name.compressionResistance, .defaultCompressionResistance)
        let card = document.root.subviews[2]
        XCTAssertEqual(card.layout, [
            DocumentLayoutEntry(format: "H:|[title]|"),
            DocumentLayoutEntry(format: "V:|[title]-[body]|", options: ["alignAllLeading"]),
        ])
        XCTAssertEqual(card.layout[1].formatOptions, .alignAllLeading)
        XCTAssertEqual(card.subviews.map(\.name), ["title", "body"])
        XCTAssertFalse(card.subviews[0].isHidden)
        XCTAssertTrue(card.subviews[1].isHidden)
    }

    func testLoadsEveryOtherKey() throws {
        let document = try load("""
        { "direction": "rtl",
          "root": { "width": 100, "height": 50,
            "subviews": [ { "name": "a", "intrinsicSize": [null, 21], "hugging": [251, 1000],
                            "compressionResistance": [1, 999.5], "rules": "tt = 20, ll = bb = rr = 10",
                            "baselines": { "first": 15, "last": 4 } },
                          { "name": "b", "intrinsicSize": [30, null], "baselines": { "last": null } } ] } }
        """)
        XCTAssertEqual(document.direction, .rightToLeft)
        XCTAssertEqual(document.root.name, "root", "the root's name defaults to root")
        XCTAssertEqual(document.spacing, DocumentSpacing())
        let a = document.root.subviews[0]
        XCTAssertNil(a.intrinsicWidth)
        XCTAssertEqual(a.intrinsicHeight, 21)
        XCTAssertEqual(a.hugging, DocumentPriorities(horizontal: LayoutPriority(251), vertical: .required))
        XCTAssertEqual(a.compressionResistance, DocumentPriorities(horizontal: LayoutPriority(1), vertical: LayoutPriority(999.5)))
        XCTAssertEqual(a.rules, "tt = 20, ll = bb = rr = 10")
        XCTAssertEqual(a.firstBaseline, 15)
        XCTAssertEqual(a.lastBaseline, 4)
        let b = document.root.subviews[1]
        XCTAssertEqual(b.intrinsicWidth, 30)
        XCTAssertNil(b.intrinsicHeight)
        XCTAssertNil(b.lastBaseline)
    }

    func testUnknownKeyNamesItsPathAndSuggests() {
        let error = error("""
        { "root": { "subviews": [ { "name": "a" }, { "name": "b" },
          { "name": "c", "huging": [1, 2] } ] } }
        """)
        XCTAssertEqual(error?.kind, .unknownKey)
        XCTAssertEqual(error?.path, "root.subviews[2].huging")
        XCTAssertEqual(error?.hint, "did you mean 'hugging'?")
        XCTAssertEqual(error?.range?.start.line, 2)
        XCTAssertEqual(error?.range?.start.column, 18)
        XCTAssertTrue(error?.message.hasPrefix("unknown key 'huging' in a view; expected one of 'name', 'layout'") ?? false)
    }

    func testUnknownTopLevelKeyWithoutNearMiss() {
        let error = error(#"{ "root": {}, "zzzzzz": 1 }"#)
        XCTAssertEqual(error?.path, "zzzzzz")
        XCTAssertEqual(error?.kind, .unknownKey)
        XCTAssertNil(error?.hint)
        XCTAssertEqual(error?.message, "unknown key 'zzzzzz' in the document; expected one of 'metrics', 'spacing', 'scale', 'direction', 'strict', 'fonts', 'root'")
    }

    func testTypeErrorsNameExpectedAndFound() {
        let cases: [(String, String, String)] = [
            (#"{ "root": { "subviews": [ { "name": "a" }, { "name": "b", "hugging": "high" } ] } }"#,
             "root.subviews[1].hugging",
             #"expected an array of two values [horizontal, vertical] (priorities from 1 to 1000), found the string "high""#),
            (#"{ "root": { "width": "wide" } }"#, "root.width", #"expected a number (at least 0) or "fit", found the string "wide""#),
            (#"{ "root": { "width": -1 } }"#, "root.width", "expected a number of at least 0, found the number -1"),
            (#"{ "root": { "subviews": [ { "name": "a", "hugging": [250, 0] } ] } }"#, "root.subviews[0].hugging[1]",
             "expected a priority greater than 0 and at most 1000, found the number 0"),
            (#"{ "root": { "subviews": [ { "name": "a", "compressionResistance": [1001, 5] } ] } }"#,
             "root.subviews[0].compressionResistance[0]", "expected a priority greater than 0 and at most 1000, found the number 1001"),
            (#"{ "root": { "subviews": [ { "name": "a", "intrinsicSize": [1, 2, 3] } ] } }"#, "root.subviews[0].intrinsicSize",
             "expected an array of two values [width, height] (numbers or null), found an array of 3 elements"),
            (#"{ "root": { "subviews": [ { "name": "a", "intrinsicSize": [true, 2] } ] } }"#, "root.subviews[0].intrinsicSize[0]",
             "expected a number (at least 0) or null, found true"),
            (#"{ "root": { "subviews": [ { "name": "a", "hidden": "yes" } ] } }"#, "root.subviews[0].hidden",
             #"expected true, false, "horizontal", "vertical" or "both", found the string "yes""#),
            (#"{ "root": { "subviews": [ { "name": "a", "rules": 3 } ] } }"#, "root.subviews[0].rules", "expected a string, found the number 3"),
            (#"{ "root": { "layout": 3 } }"#, "root.layout",
             #"expected a layout string or an array of layout strings and {"format", "options"} objects, found the number 3"#),
            (#"{ "root": { "layout": ["H:|[a]|", 4] } }"#, "root.layout[1]",
             #"expected a layout string or a {"format", "options"} object, found the number 4"#),
            (#"{ "root": { "layout": [{ "options": [] }] } }"#, "root.layout[0]", #"expected a "format" string in the layout entry"#),
            (#"{ "root": { "layout": [{ "format": "H:|[a]|", "options": "alignAllTop" }] } }"#, "root.layout[0].options",
             #"expected an array of option names such as "alignAllLeading", found the string "alignAllTop""#),
            (#"{ "root": { "subviews": {} } }"#, "root.subviews", "expected an array of views, found an object"),
            (#"{ "root": { "subviews": [ 1 ] } }"#, "root.subviews[0]", "expected a view as an object, found the number 1"),
            (#"{ "root": { "subviews": [ {} ] } }"#, "root.subviews[0]", #"expected a "name" for the view"#),
            (#"{ "root": { "subviews": [ { "name": "1a" } ] } }"#, "root.subviews[0].name",
             #"expected a view name of the layout language (letters, digits and '_', not starting with a digit), found the string "1a""#),
            (#"{ "metrics": [], "root": {} }"#, "metrics", #"expected an object of named numbers, such as {"margin": 20}, found an array of 0 elements"#),
            (#"{ "metrics": { "m": "x" }, "root": {} }"#, "metrics.m", #"expected a number, found the string "x""#),
            (#"{ "metrics": { "a-b": 1 }, "root": {} }"#, "metrics.a-b",
             "the metric name 'a-b' is not a name of the layout language (letters, digits and '_', not starting with a digit)"),
            (#"{ "spacing": { "sibling": -2 }, "root": {} }"#, "spacing.sibling", "expected a number of at least 0, found the number -2"),
            (#"{ "scale": 0, "root": {} }"#, "scale", "expected a positive scale (1, 2, 3, ...), found the number 0"),
            (#"{ "direction": "up", "root": {} }"#, "direction", #"expected "ltr" or "rtl", found the string "up""#),
            (#"{ "root": { "subviews": [ { "name": "a", "baselines": { "first": "x" } } ] } }"#, "root.subviews[0].baselines.first",
             #"expected a number (at least 0) or null, found the string "x""#),
            ("[]", "", "expected the document as an object, found an array of 0 elements"),
            ("{}", "", #"expected a "root" object describing the root view"#),
        ]
        for (json, path, message) in cases {
            let error = error(json)
            XCTAssertEqual(error?.path, path, json)
            XCTAssertEqual(error?.message, message, json)
            XCTAssertNotNil(error?.range, json)
        }
    }

    func testUnknownOptionSuggestsAppleName() {
        let error = error(#"{ "root": { "layout": [{ "format": "V:|[a][b]|", "options": ["alignAllLeadin"] }] } }"#)
        XCTAssertEqual(error?.kind, .invalidValue)
        XCTAssertEqual(error?.path, "root.layout[0].options[0]")
        XCTAssertEqual(error?.message, "unknown option 'alignAllLeadin'; expected one of Apple's format option names")
        XCTAssertEqual(error?.hint, "did you mean 'alignAllLeading'?")
    }

    func testWidthOnlyOnTheRoot() {
        let error = error(#"{ "root": { "subviews": [ { "name": "a", "width": 10 } ] } }"#)
        XCTAssertEqual(error?.path, "root.subviews[0].width")
        XCTAssertEqual(error?.message, "only the root has a width and a height in the document")
        XCTAssertEqual(error?.hint, #"give the view a size in a layout text, for example "H:[view(120)]""#)
    }

    func testDuplicateNamesAndKeys() {
        let duplicate = error(#"{ "root": { "subviews": [ { "name": "a" }, { "name": "b", "subviews": [ { "name": "a" } ] } ] } }"#)
        XCTAssertEqual(duplicate?.kind, .duplicateName)
        XCTAssertEqual(duplicate?.path, "root.subviews[1].subviews[0].name")
        XCTAssertEqual(duplicate?.message, "the view name 'a' is already used by root.subviews[0]")
        let key = error(#"{ "root": { "name": "r", "name": "s" } }"#)
        XCTAssertEqual(key?.kind, .duplicateKey)
        XCTAssertEqual(key?.path, "root.name")
        XCTAssertEqual(key?.range?.start.column, 26)
    }

    /// The loader keeps where each view and layout string is by index, not by path: an error
    /// found after loading still points into the file, at a nested view's object and at a
    /// nested entry of a layout array, and a duplicate name deep in the tree names the first
    /// declaration's path.
    func testErrorsAfterLoadingPointAtNestedViewsAndTexts() throws {
        let json = """
        { "root": { "name": "root", "width": 100, "height": 50, "subviews": [
          { "name": "a" },
          { "name": "b", "layout": ["H:|[c]|", "V:|[c(==\\u00e9)]|"], "subviews": [
            { "name": "c" } ] } ] } }
        """
        let source = try DocumentSource(text: json)
        XCTAssertEqual(source.valueRange(at: "root.subviews[1]")?.start, SourceLocation(offset: 91, line: 3, column: 3))
        XCTAssertEqual(source.valueRange(at: "root.subviews[1].subviews[0]")?.start.line, 4)
        XCTAssertNil(source.valueRange(at: "root.subviews[2]"))
        XCTAssertEqual(source.quote(ofStringAt: "root.subviews[1].layout[1]"), 128)
        XCTAssertNil(source.quote(ofStringAt: "root.subviews[1].layout[2]"))
        XCTAssertThrowsError(try DocumentLayout(document: source.document, warningHandler: nil)) { error in
            guard let error = error as? DocumentError else { return XCTFail("expected a document error") }
            XCTAssertEqual(source.render(error, fileName: "f.json"), """
            f.json:3:49: error: root.subviews[1].layout[1]: expected a metric or view name, found invalid name '\u{E9}'
              { "name": "b", "layout": ["H:|[c]|", "V:|[c(==\\u00e9)]|"], "subviews": [
                                                            ^~~~~~
            hint: names are ASCII letters, digits and '_', starting with a letter or '_'
            """)
        }
        let placed = DocumentError(.invalidValue, at: "root.subviews[1].subviews[0]", "a message")
        XCTAssertEqual(source.render(placed, fileName: "f.json"), """
        f.json:4:5: error: root.subviews[1].subviews[0]: a message
            { "name": "c" } ] } ] } }
            ^
        """)
    }

    func testDirectionTypoSuggests() {
        XCTAssertEqual(error(#"{ "direction": "rlt", "root": {} }"#)?.hint, "did you mean 'rtl'?")
    }
}
