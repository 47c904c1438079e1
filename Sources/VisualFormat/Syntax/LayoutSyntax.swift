import LayoutIR

/// The syntax tree of a whole layout text: its statements in order. Statements that did not
/// parse are left out; their diagnostics say why.
///
/// The nodes below a statement live in flat arrays (``slots``, ``entries``, ``connections``,
/// ``predicates``…) and refer to each other by index (``NodeList``), and positions are byte
/// ranges (``Span``) turned into lines and columns by ``range(_:)``: parsing a statement then
/// costs no allocation per node, and a node is copied without reference counting.
package struct LayoutSyntax: Hashable, Sendable {
    package var statements: [StatementSyntax] = []
    /// The range of the whole text.
    package var range: SourceRange
    /// The chains of stacks (`[col:[a][b]]`), by ``ViewEntrySyntax/Kind/stack(_:)``.
    package var chains: [ChainSyntax] = []
    package var slots: [ViewSlotSyntax] = []
    package var entries: [ViewEntrySyntax] = []
    package var connections: [ConnectionSyntax] = []
    package var predicates: [PredicateSyntax] = []
    package var operations: [OperationSyntax] = []
    package var keywords: [BraceKeywordSyntax] = []
    package var clauses: [ExplicitSyntax.Clause] = []
    /// autolayout.js's meta comments (`//spacing:8`, `//viewport width:300`), as written.
    package var metaComments: [Span] = []
    /// The text's names, by ``NameSyntax/id``.
    var names = NameTable(capacity: 0)
    /// By name id: 0 not looked up, 255 no attribute, else the attribute's index + 1 in
    /// `LayoutAttribute.allCases` (filled as the parser meets attributes).
    var attributeOfName: [UInt8] = []

    /// The attribute an attribute name (after `.`) spells; the parser checked it.
    func attribute(_ name: NameSyntax) -> LayoutAttribute? {
        guard name.id < attributeOfName.count else { return LayoutAttribute(rawValue: names[name.id]) }
        let code = Int(attributeOfName[name.id])
        return code == 0 || code == 255 ? LayoutAttribute(rawValue: names[name.id]) : LayoutAttribute.allCases[code - 1]
    }
    let source: SourceText

    init(source: SourceText) {
        self.init(source: source, range: source.range(0, source.count))
    }

    /// An empty tree of the text whose whole range is `range`.
    init(source: SourceText, range: SourceRange) {
        self.source = source
        self.range = range
    }

    /// The line and column range of a span of the text.
    package func range(_ span: Span) -> SourceRange { source.range(span.start, span.end) }

    /// A name as written.
    package func text(_ name: NameSyntax) -> String { names[name.id] }

    /// The text of a span.
    package func text(_ span: Span) -> String { source.slice(span.start, span.end) }
}

/// A byte range of the text, `start..<end`.
///
/// Kept as two 32-bit offsets (a compiled text is shorter than 4 GiB: see
/// `Token.maximumTextLength`): spans are in nearly every node, and the node arrays are most of
/// the memory a compile touches.
package struct Span: Hashable, Sendable {
    private var lower: UInt32
    private var upper: UInt32

    package var start: Int { Int(lower) }
    package var end: Int { Int(upper) }

    package init(_ start: Int, _ end: Int) {
        self.lower = UInt32(truncatingIfNeeded: start)
        self.upper = UInt32(truncatingIfNeeded: max(start, end))
    }
}

/// Consecutive nodes of one of ``LayoutSyntax``'s arrays (32-bit, as ``Span``: no array of
/// a text's nodes reaches 2^32 entries before its offsets do).
package struct NodeList: Hashable, Sendable {
    private var first: UInt32
    private var length: UInt32

    package var start: Int { Int(first) }
    package var count: Int { Int(length) }

    package init(start: Int, count: Int) {
        self.first = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: count)
    }

    package static let empty = NodeList(start: 0, count: 0)

    package var indices: Range<Int> { start..<start + count }
    package var isEmpty: Bool { length == 0 }
}

/// A name as written: its number in the text's name table and where it is.
package struct NameSyntax: Hashable, Sendable {
    private var number: Int32
    package var span: Span

    /// The name's id in the text's name table.
    package var id: Int { Int(number) }

    package init(id: Int, span: Span) {
        self.number = Int32(truncatingIfNeeded: id)
        self.span = span
    }
}
