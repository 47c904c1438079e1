import AutoLayout
import XCTest

/// QuickVFL2's JSON layout files, read as they are, with the frames of the demo layouts
/// summarised in the notes (§10): an entrance of 375 x 667, Apple's spacing 8 and 20. The
/// files below are written for these tests in QuickVFL2's format.
final class QuickVFL2Tests: XCTestCase {
    private func load(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> DocumentSource {
        let source = try DocumentSource(text: text)
        XCTAssertEqual(source.format, .quickVFL2, file: file, line: line)
        return source
    }

    private func laidOut(_ text: String, width: Double = 375, height: Double = 667,
                         file: StaticString = #filePath, line: UInt = #line) throws -> DocumentLayout {
        try DocumentLayout(document: try load(text, file: file, line: line).document,
                           overrides: DocumentLayoutOverrides(width: width, height: height))
    }

    private func assertFrame(_ layout: DocumentLayout, _ name: String, _ x: Double, _ y: Double, _ width: Double,
                             _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = layout.report.frame(named: name) else { return XCTFail("no view \(name)", file: file, line: line) }
        XCTAssertEqual(frame.x, x, accuracy: 0.01, "x of \(name)", file: file, line: line)
        XCTAssertEqual(frame.y, y, accuracy: 0.01, "y of \(name)", file: file, line: line)
        XCTAssertEqual(frame.width, width, accuracy: 0.01, "width of \(name)", file: file, line: line)
        XCTAssertEqual(frame.height, height, accuracy: 0.01, "height of \(name)", file: file, line: line)
    }

    /// §10.1: a view given as a class name, filling the entrance.
    func testAClassNameViewFillsTheEntrance() throws {
        let layout = try laidOut(#"{"list":"UITableView", ":layout":"H:|[list]|;V:|[list]|;"}"#)
        assertFrame(layout, "list", 0, 0, 375, 667)
        XCTAssertEqual(layout.document.root.subviews.map(\.className), ["UITableView"])
        XCTAssertEqual(layout.report.warnings, [])
    }

    /// §10.1, second file: a label of text height hn above the list.
    func testANoteAboveTheList() throws {
        let source = try load(#"{"list":"UITableView", "note_":"UILabel", ":layout":"H:|[list]|; H:|-[note_]-|; V:|-10-[note_]-[list]|"}"#)
        var document = source.document
        document.root.subviews[1].intrinsicHeight = 41
        let layout = try DocumentLayout(document: document, overrides: DocumentLayoutOverrides(width: 375, height: 667))
        assertFrame(layout, "note_", 20, 10, 335, 41)
        assertFrame(layout, "list", 0, 59, 375, 608)
        XCTAssertTrue(document.root.subviews[1].isAnonymous)
    }

    /// §10.2: a vertical scroll, equal options with multipliers and attributes, `{centerY}`.
    func testEqualOptionsInAScroll() throws {
        let layout = try laidOut("""
            {
              ":scrollV": "scrollView",
              ":layout": "
                 H:|[box1_]|;
                 V:|[box1_]-[box2_]-| {left, right};
              ",
              "box1_": {
                "label1_": "UILabel",
                "label2_": "UILabel",
                ":layout": "H:|-[label1_(120)]-(>=8)-[label2_(140)]-| {centerY}; V:|-(>=8)-[label1_(160)]-(>=8)-|; V:|-(>=8)-[label2_(200)]-(>=8)-|;"
              },
              "box2_": {
                ":layout": "H:|-[labelA_]; V:|-[labelA_]-[labelB_]-[labelC_]-[labelD_]-| {left}",
                "labelA_": {":className": "UILabel", ":widthEqual": "label1_", ":heightEqual": "label2_"},
                "labelB_": {":viewData": {"className": "UILabel"}, ":widthEqual": "label1_@0.6@h", ":heightEqual": "label2_@0.8"},
                "labelC_": {":className": "UILabel", ":widthEqual": "labelA_@2.@w", ":heightEqual": "labelB_@0.8"},
                "labelD_": {":className": "UILabel", ":widthEqual": "labelA_@2", ":heightEqual": "labelD_@0.3@w",},
              },
            }
            """)
        assertFrame(layout, "scrollView", 0, 0, 375, 667)
        // The content is as long as its children: the first box settles on its lower bound.
        assertFrame(layout, "scrollView_sys_", 0, 0, 375, 868)
        assertFrame(layout, "scrollView_user_", 0, 0, 375, 868)
        assertFrame(layout, "box1_", 0, 0, 375, 216)
        assertFrame(layout, "label1_", 20, 28, 120, 160)
        assertFrame(layout, "label2_", 215, 8, 140, 200)
        assertFrame(layout, "box2_", 0, 224, 375, 624)
        assertFrame(layout, "labelA_", 20, 20, 120, 200)
        assertFrame(layout, "labelB_", 20, 228, 96, 160)
        assertFrame(layout, "labelC_", 20, 396, 240, 128)
        assertFrame(layout, "labelD_", 20, 532, 240, 72)
        XCTAssertEqual(layout.report.frame(named: "box1_")?.superview, "scrollView_user_")
        XCTAssertEqual(layout.report.warnings, [])
        // `:viewData.className` gives the class too.
        XCTAssertEqual(layout.document.root.subviews[0].subviews[0].subviews[0].subviews[1].subviews[1].className, "UILabel")
    }

    /// A short content still fills the scroll view (QuickVFL2's max(content, visible)).
    func testShortScrollContentFillsTheScrollView() throws {
        let layout = try laidOut(#"{":scrollH": "pager", "page": "UIView", ":layout": "H:|[page(100)]|; V:|[page]|"}"#)
        assertFrame(layout, "pager_sys_", 0, 0, 375, 667)
        assertFrame(layout, "pager_user_", 0, 0, 100, 667)
        let long = try laidOut(#"{":scrollH": "pager", "page": "UIView", ":layout": "H:|[page(1000)]|; V:|[page]|"}"#)
        assertFrame(long, "pager_sys_", 0, 0, 1000, 667)
    }

    /// §10.3: a width that is 0.8 of another view's and a height that is 0.6 of its own width.
    func testMultipliedWidths() throws {
        let card = """
            {
              "labelTitle": "UILabel",
              "imageViewTitle": {":className": "UIImageView", ":widthEqual": "labelTitle@0.8", ":heightEqual": "imageViewTitle@0.6@w"},
              ":layout": "H:|-[labelTitle]-[imageViewTitle]-|; V:|-[labelTitle]; V:|-[imageViewTitle]"
            }
            """
        for (width, title, image) in [(375.0, 181.67, 145.33), (335.0, 159.44, 127.56)] {
            let layout = try laidOut(card, width: width)
            assertFrame(layout, "labelTitle", 20, 20, title, 0)
            assertFrame(layout, "imageViewTitle", 28 + title, 20, image, image * 0.6)
        }
    }

    /// §10.4: three padded wrappers and a row of buttons; a wrapper hidden vertically.
    func testHideToggles() throws {
        let source = try load("""
            {
              "wrapper1": {"label1_": "UILabel", ":layout": "V:|-(8@250)-[label1_]-(8@250)-|;H:|-[label1_]-|;"},
              "wrapper2": {"label2_": "UILabel", ":layout": "V:|-(8@250)-[label2_]-(8@250)-|;H:|-[label2_]-|;"},
              "wrapper3": {"label3_": "UILabel", ":layout": "V:|-(8@250)-[label3_]-(8@250)-|;H:|-[label3_]-|;"},
              "buttonWrapper_": {
                "button1": "UIButton", "button2": "UIButton", "button3": "UIButton",
                ":layout": "V:|[button1]|;H:|-[button1]-[button2(button1)]-[button3(button1)]-| {top, bottom};"
              },
              ":layout": "H:|[wrapper1]|;V:|-[wrapper1][wrapper2][wrapper3]-20-[buttonWrapper_]-(>=0)-| {left,right};"
            }
            """)
        var document = source.document
        // Text sets the labels' height (h) and the buttons' (b).
        let h = 20.5, b = 30.0
        for index in 0..<3 { document.root.subviews[index].subviews[0].intrinsicHeight = h }
        for index in 0..<3 { document.root.subviews[3].subviews[index].intrinsicHeight = b }
        let layout = try DocumentLayout(document: document, overrides: DocumentLayoutOverrides(width: 375, height: 667))
        for n in 1...3 { assertFrame(layout, "wrapper\(n)", 0, 20 + Double(n - 1) * (h + 16), 375, h + 16) }
        assertFrame(layout, "buttonWrapper_", 0, 20 + 3 * (h + 16) + 20, 375, b)
        assertFrame(layout, "button1", 20, 0, 106.33, b)
        assertFrame(layout, "button2", 134.33, 0, 106.33, b)
        assertFrame(layout, "button3", 248.67, 0, 106.33, b)
        XCTAssertEqual(layout.report.warnings, [])
        // QuickVFL2's `q_setVisibility:NO isVertically:YES` on wrapper2.
        let wrapper2 = try XCTUnwrap(layout.root.descendant(named: "wrapper2"))
        try layout.engine.makeHideToggle(for: wrapper2, along: .vertical)
        layout.engine.layout()
        XCTAssertEqual(laidOutFrame(layout.engine, wrapper2).height, 0)
        XCTAssertEqual(laidOutFrame(layout.engine, try XCTUnwrap(layout.root.descendant(named: "wrapper3"))).y, 20 + h + 16, accuracy: 0.01)
        XCTAssertEqual(laidOutFrame(layout.engine, try XCTUnwrap(layout.root.descendant(named: "buttonWrapper_"))).y,
                       20 + 2 * (h + 16) + 20, accuracy: 0.01)
    }

    /// §10.5: z-order, alignment groups across containers, a square, data kept, trailing commas.
    func testStackingAlignmentsAndData() throws {
        let layout = try laidOut("""
            {
              "total_": {
                ":scrollV": "scroll",
                "part4_": {
                  "deleteWrapper_": {":zIndex": 101, ":viewData": {"tapEvent": "onDelete", "backgroundColor": "#FF0000"},},
                  "informationWrapper_": {
                    ":zIndex": 100,
                    "confirmButton_": {":viewData": {"className": "UIButton", "text": "OK", "padding": "-1 8 -1 8"}},
                    ":layout": "H:|-[confirmButton_(80)]-|; V:|-[confirmButton_(40)]-|",
                  },
                  "confirmButtonShadow": {":zIndex": 99, ":widthEqual": "confirmButton_", ":heightEqual": "confirmButton_"},
                  "imageViewRotate": {":className": "UIImageView", ":widthEqual": "imageViewRotate@1@h"},
                  ":layout": "H:|[informationWrapper_]; V:|[informationWrapper_]; H:[imageViewRotate]|; V:|[imageViewRotate(30)]; H:|[deleteWrapper_(44)]; V:[deleteWrapper_(44)]|; V:[informationWrapper_]-(>=0)-|",
                  ":rightAlign": "informationWrapper_,confirmButtonShadow",
                  ":topAlign": "informationWrapper_,confirmButtonShadow",
                },
                ":layout": "H:|[part4_]|; V:|[part4_(300)]",
              },
              "viewMask": {":zIndex": 1, ":viewData": {"alpha": 0, "backgroundColor": "#AA000000"}},
              "pickerWrapper_": {":zIndex": 2, ":layout": "V:|[picker_(200)]|; H:|[picker_]|", "picker_": "UIDatePicker"},
              ":layout": "H:|[total_]|; V:|[total_]|; H:|[viewMask]|; V:|[viewMask]|; V:[total_][pickerWrapper_] {left, right};",
            }
            """)
        XCTAssertEqual(layout.root.subviews.map(\.name), ["total_", "viewMask", "pickerWrapper_"])
        XCTAssertEqual(layout.report.frames.filter { $0.depth == 1 }.map(\.z), [nil, 1, 2])
        let part = try XCTUnwrap(layout.document.root.subviews.first?.subviews.first?.subviews.first?.subviews.first?.subviews.first)
        XCTAssertEqual(part.subviews.map(\.name), ["imageViewRotate", "confirmButtonShadow", "informationWrapper_", "deleteWrapper_"])
        XCTAssertEqual(part.subviews.map(\.zIndex), [nil, 99, 100, 101])
        assertFrame(layout, "pickerWrapper_", 0, 667, 375, 200)
        assertFrame(layout, "informationWrapper_", 0, 0, 120, 80)
        assertFrame(layout, "confirmButtonShadow", 40, 0, 80, 40)
        assertFrame(layout, "imageViewRotate", 345, 0, 30, 30)
        XCTAssertEqual(part.subviews[3].data?["tapEvent"], .string("onDelete"))
        XCTAssertEqual(part.subviews[2].subviews[0].className, "UIButton")
        XCTAssertEqual(part.subviews[2].subviews[0].data?["padding"], .string("-1 8 -1 8"))
        XCTAssertEqual(layout.report.warnings, [])
    }

    /// §5.3: a merge of a global entry (one level deep) and a replacement.
    func testGlobalEntries() throws {
        let source = try load("""
            {
              ":global": {
                "titleLabel": {":className": "UILabel", ":viewData": {"fontSize": 18, "numberOfLines": 2}},
                "brand": "#FF3366"
              },
              "label1": {"+titleLabel": "", ":viewData": {"+textColor": "brand"}},
              "label2": {"+titleLabel": ""},
              ":layout": "H:|-[label1]-|; V:|-[label1(20)]-[label2(20)]; H:|[label2]|"
            }
            """)
        let label1 = source.document.root.subviews[0], label2 = source.document.root.subviews[1]
        XCTAssertEqual(label1.className, "UILabel")
        XCTAssertEqual(label1.data, .object([.init("textColor", .string("#FF3366"))]))
        XCTAssertEqual(label2.data?["fontSize"], .number(18))
        let layout = try DocumentLayout(document: source.document, overrides: DocumentLayoutOverrides(width: 375, height: 667))
        assertFrame(layout, "label2", 0, 48, 375, 20)
    }

    func testStayOptionsSetHuggingAndResistance() throws {
        let source = try load(#"{"a": {":stayWhenStretched": "H@200", ":stayWhenCompressed": "v@1000"}, "b": "UILabel"}"#)
        XCTAssertEqual(source.document.root.subviews[0].hugging, DocumentPriorities(horizontal: 200, vertical: 250))
        XCTAssertEqual(source.document.root.subviews[0].compressionResistance, DocumentPriorities(horizontal: 750, vertical: 1000))
    }

    func testNamedConstraintsMayLeadTheirStatement() throws {
        let layout = try laidOut(#"{"a": "UIView", ":layout": "<topGap>V:|-10-[a]; V:[a(30)]; H:|[a]| ; V:[a]-(>=0)-|/* comment; with a semicolon */"}"#)
        assertFrame(layout, "a", 0, 10, 375, 30)
        XCTAssertEqual(layout.engine.constraints.compactMap(\.descriptor.identifier), ["topGap"])
        let named = try laidOut(#"{"a": "UIView", ":layout": "<width>H:[a(30)]; H:|[a]; V:|[a(5)]"}"#)
        XCTAssertEqual(named.engine.constraints.compactMap(\.descriptor.identifier), ["width"])
    }

    // MARK: Errors

    private func loadError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try DocumentSource(text: text)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let error as DocumentError {
            return DocumentErrorRenderer.render(error, in: text)
        } catch {
            return "\(error)"
        }
    }

    func testErrorsNameTheFilesPath() {
        XCTAssertEqual(loadError("{\n  \"a\": {\":layotu\": \"H:|[a]|\"}\n}"), """
            2:9: error: a.:layotu: unknown option ':layotu'; expected one of :layout, :widthEqual, :heightEqual, \
            :stayWhenStretched, :stayWhenCompressed, :scrollV, :scrollH, :topAlign, :bottomAlign, :leftAlign, :rightAlign, \
            :centerXAlign, :centerYAlign, :zIndex, :className, :viewData
              "a": {":layotu": "H:|[a]|"}
                    ^~~~~~~~~
            hint: did you mean ':layout'?
            """)
        XCTAssertEqual(loadError("{\"title\": \"UILabel\",\n \":layout\": \"H:|-[tilte]-|\"}"), """
            2:19: error: :layout: unknown view 'tilte'
             ":layout": "H:|-[tilte]-|"}
                              ^~~~~
            hint: did you mean 'title'?
            """)
        XCTAssertEqual(loadError(#"{"a": "UILabel", "b": {"a": "UIView"}}"#).components(separatedBy: "\n").first,
                       "1:24: error: b.a: the view name 'a' is already used by a")
        XCTAssertEqual(loadError(#"{"a": {":widthEqual": "b@0"}, "b": "UIView"}"#).components(separatedBy: "\n").first,
                       "1:23: error: a.:widthEqual: the multiplier must be a number greater than 0, found '0'")
        XCTAssertEqual(loadError(#"{"a": {":widthEqual": "c"}, "b": "UIView"}"#).components(separatedBy: "\n").first,
                       "1:23: error: a.:widthEqual: no view named 'c' in the file")
        XCTAssertEqual(loadError(#"{"a": {":widthEqual": "a@2"}}"#).components(separatedBy: "\n").first,
                       "error: a.:widthEqual: a view's width cannot equal its own width")
        XCTAssertEqual(loadError(#"{"a": {":topAlign": "b, c"}, "b": "UIView", "c": "UIView"}"#),
                       "1:21: error: a.:topAlign: no view named ' c' in the file\n"
                       + "{\"a\": {\":topAlign\": \"b, c\"}, \"b\": \"UIView\", \"c\": \"UIView\"}\n"
                       + "                    ^~~~~~\n"
                       + "hint: QuickVFL2 does not trim spaces around names here: write 'c' without them")
        XCTAssertEqual(loadError(#"{"a": {":stayWhenStretched": "X@200"}}"#).components(separatedBy: "\n").first,
                       "1:30: error: a.:stayWhenStretched: expected the orientation H or V before '@', found 'X'")
        XCTAssertEqual(loadError(#"{"a": 3, ":layout": ""}"#).components(separatedBy: "\n").first,
                       "1:7: error: a: expected a class name (\"UILabel\") or a view as an object, found the number 3")
        XCTAssertEqual(loadError(#"{"+a": "x", "b": "UIView"}"#).components(separatedBy: "\n").first,
                       "1:2: error: +a: the global reference '+a' has no ':global' entry to read")
        XCTAssertEqual(loadError(#"{":global": {"x": 1}, "a": {"+y": ""}}"#).components(separatedBy: "\n").first,
                       "1:29: error: a.+y: '+y': \"\" merges the global entry 'y', which :global lacks")
        XCTAssertEqual(loadError(#"{":widthEqual": "super", "a": "UIView"}"#).components(separatedBy: "\n").first,
                       "error: :widthEqual: 'super' of the top of the file is outside it")
    }

    func testLayoutErrorsPointIntoTheFile() throws {
        let text = "{\n  \"box\": {\n    \"a\": \"UIView\",\n    \":layout\": \"\n      H:|-[a]-|;\n      V:|-[a(]\"\n  }\n}\n"
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document, overrides: DocumentLayoutOverrides(width: 10, height: 10))) {
            guard let error = $0 as? DocumentError else { return XCTFail("\($0)") }
            XCTAssertEqual(source.render(error, fileName: nil), """
                6:14: error: box.:layout: expected a number, a metric or a view name, found ']'
                      V:|-[a(]"
                             ^
                """)
        }
    }

    func testDetection() throws {
        XCTAssertEqual(try DocumentSource(text: #"{"root": {"name": "r", "width": 1, "height": 1}}"#).format, .document)
        XCTAssertEqual(try DocumentSource(text: #"{"a": {"b": {":zIndex": 1}}}"#).format, .quickVFL2)
        // Only RFC 8259 for layout documents: a trailing comma stays an error there.
        XCTAssertThrowsError(try DocumentSource(text: #"{"root": {"name": "r",}}"#))
        // Forced.
        XCTAssertEqual(try DocumentSource(text: #"{"a": {}}"#, format: .quickVFL2).document.root.subviews.map(\.name), ["a"])
        XCTAssertThrowsError(try DocumentSource(text: #"{"a": "UIView"}"#, format: .document))
    }

    func testAConvertedFileWritesAndReadsBackAsALayoutDocument() throws {
        let source = try load(#"{"a": {":className": "UILabel", ":zIndex": 3, ":viewData": {"text": "Hi", "n": [1, true, null]}}, ":layout": "H:|[a]|; V:|[a]|"}"#)
        let written = source.document.json
        XCTAssertTrue(written.contains("\"class\": \"UILabel\""), written)
        XCTAssertEqual(try LayoutDocument(json: written), source.document)
    }
}

private extension DocumentErrorRenderer {
    static func render(_ error: DocumentError, in text: String) -> String {
        DocumentErrorRenderer(fileName: nil).render(error, inText: text)
    }
}
