import Typography

extension LayoutReport {
    /// A view's text as the layout set it, for output that draws it: the lines, each at its
    /// baseline, in the font's family and size.
    public struct TextLines: Hashable, Sendable {
        /// One line: what to draw and where.
        public struct Line: Hashable, Sendable {
            /// The characters, with the ellipsis of a truncated last line.
            public var text: String
            /// The baseline's distance from the top of the view, in points.
            public var baseline: Double
            /// The line's width in points.
            public var width: Double

            /// A line.
            public init(text: String, baseline: Double, width: Double) {
                self.text = text
                self.baseline = baseline
                self.width = width
            }
        }

        /// The font's family name (``LayoutText/familyName``), `nil` when unknown.
        public var familyName: String?
        /// The font size in points.
        public var fontSize: Double
        /// The lines, top to bottom.
        public var lines: [Line]

        /// Lines of text.
        public init(familyName: String?, fontSize: Double, lines: [Line]) {
            self.familyName = familyName
            self.fontSize = fontSize
            self.lines = lines
        }

        /// The lines of `measured`, the measurement of `text`.
        init(_ text: LayoutText, measured: MeasuredText) {
            self.init(
                familyName: text.familyName, fontSize: text.style.size,
                lines: measured.lines.map { line in
                    Line(text: String(line.text) + (line.ellipsis ?? ""), baseline: line.baseline, width: line.width)
                })
        }
    }
}
