import LayoutIR

/// Compiles layout text (Apple's Visual Format Language with QuickVFL's and Extended VFL's
/// additions) into a ``LayoutProgram`` of constraint descriptors.
///
///     let compiler = LayoutCompiler(metrics: ["gap": 12])
///     let program = try compiler.compile("H:|-gap-[label]-[field(>=100)]-|")
///
/// Errors are collected for every statement and thrown together as a ``DiagnosticList``.
///
/// Choices where the sources leave room:
/// - Braces `{alignCenterX}` / `{alignCenterY}` are Apple's `alignAllCenterX/Y` (centres aligned
///   to each other, adjacent pairs); `{centerX}` / `{centerY}` are QuickVFL's centring of every
///   view of the statement in its superview, on either axis, both allowed together.
/// - A view may appear once per statement (`[a]-[a]` is `vfl.duplicateView`).
/// - In `[a,b(10)]` a predicate belongs to the entry it follows; a range `[cell1..4(44)]` gives
///   its predicates to each of its views. A connection joins every view of one slot to every
///   view of the next.
/// - Percent connections and `~` gaps are helper spacers named `_spacer1`, `_spacer2`, … in
///   order of appearance; a percentage is of the enclosing superview's (or stack's) size along
///   the axis, in `C:` along the attribute's axis.
/// - A stack `[col:[a][b]]` chains its children flush to `col`'s edges along the statement's
///   axis and makes each fill `col` across it (top/bottom in H, leading/trailing in V).
/// - `Z:` statements only order views; their connections and predicates are ignored.
/// - `HV:` lowers the statement as H then V; an alignment must suit both axes.
/// - With `views == nil`, a name in a connection is reported as a view used as a size when
///   it appears in brackets anywhere in the text, and as an unknown metric otherwise.
public struct LayoutCompiler: Sendable {
    /// Named numbers usable wherever a number is; looked up before views.
    public var metrics: [String: Double]
    /// Names that are views; `nil`: any name that is not a metric is a view. When set, an
    /// unknown name is an error with a did-you-mean hint.
    public var views: Set<String>?
    /// Standard spacing between sibling views (`[a]-[b]`).
    public var siblingSpacing: Double
    /// Standard spacing between a view and its superview's edge (`|-[a]`).
    public var superviewSpacing: Double

    /// A compiler with these metrics, views and standard spacing.
    public init(metrics: [String: Double] = [:], views: Set<String>? = nil,
                siblingSpacing: Double = 8, superviewSpacing: Double = 20) {
        self.metrics = metrics
        self.views = views
        self.siblingSpacing = siblingSpacing
        self.superviewSpacing = superviewSpacing
    }

    /// Parses and lowers a whole text (several statements); `options` apply to every statement.
    /// Throws every error of every statement, in source order.
    public func compile(_ text: String, options: FormatOptions = []) throws(DiagnosticList) -> LayoutProgram {
        let (syntax, parseDiagnostics) = Self.parsed(text)
        var lowerer = Lowerer(compiler: self, options: options, syntax: syntax)
        lowerer.lower()
        if parseDiagnostics.isEmpty && lowerer.diagnostics.isEmpty { return lowerer.program }
        let all = Self.ordered(parseDiagnostics + lowerer.diagnostics)
        if all.contains(where: { $0.severity == .error }) { throw DiagnosticList(all, source: text) }
        return lowerer.program
    }

    /// The syntax tree and the parse diagnostics, without lowering.
    package func parse(_ text: String) -> (syntax: LayoutSyntax, diagnostics: [Diagnostic]) {
        let (syntax, diagnostics) = Self.parsed(text)
        return (syntax, Self.ordered(diagnostics))
    }

    /// The tree and the parser's diagnostics (in the order found). The parser, and with it the
    /// token array, the largest block a compile makes, is gone when this returns: the
    /// lowering's program then reuses that memory instead of faulting in new pages.
    static func parsed(_ text: String) -> (LayoutSyntax, [Diagnostic]) {
        var parser = Parser(source: SourceText(text))
        let syntax = parser.parseText()
        return (syntax, parser.diagnostics)
    }

    /// Lowers a syntax tree to constraints; the diagnostics are name and option errors.
    package func lower(_ syntax: LayoutSyntax, options: FormatOptions = []) -> (program: LayoutProgram, diagnostics: [Diagnostic]) {
        var lowerer = Lowerer(compiler: self, options: options, syntax: syntax)
        lowerer.lower()
        return (lowerer.program, Self.ordered(lowerer.diagnostics))
    }

    /// Source order, each diagnostic once (an HV statement checks its parts twice).
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        if diagnostics.count < 2 { return diagnostics }
        var seen: Set<Diagnostic> = []
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted {
            ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
        }.map(\.element)
    }
}
