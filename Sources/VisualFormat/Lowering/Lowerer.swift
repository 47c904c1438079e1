import LayoutIR

/// Turns a syntax tree into a ``LayoutProgram``: resolves names against the metrics and views,
/// applies the options, and emits the constraints in Apple's order. Pure and deterministic:
/// helper names are numbered in order of appearance.
struct Lowerer {
    let metrics: [String: Double]
    let siblingSpacing: Double
    let superviewSpacing: Double
    let options: FormatOptions
    /// The names that may be views (the compiler's views and every stack of the text), or `nil`
    /// when any name that is not a metric is a view.
    let knownViews: Set<String>?
    var program = LayoutProgram()
    var diagnostics: [Diagnostic] = []
    private var mentioned: Set<String> = []
    /// Every name written in a slot anywhere in the text: with no view list, these are the views.
    let slotNames: Set<String>
    private var spacerCount = 0
    /// The first `~` spacer of the statement and axis being lowered: every other `~` equals it.
    var firstEqualSpacer: LayoutItem?

    init(compiler: LayoutCompiler, options: FormatOptions, syntax: LayoutSyntax) {
        metrics = compiler.metrics
        siblingSpacing = compiler.siblingSpacing
        superviewSpacing = compiler.superviewSpacing
        self.options = options
        slotNames = Self.slotNames(in: syntax)
        if let views = compiler.views {
            knownViews = views.union(Self.stackNames(in: syntax))
        } else {
            knownViews = nil
        }
    }

    mutating func lower(_ syntax: LayoutSyntax) {
        for statement in syntax.statements { lower(statement) }
    }

    /// Records a view name in order of first mention.
    mutating func mention(_ name: String) {
        if mentioned.insert(name).inserted { program.viewNames.append(name) }
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, hint: String? = nil) {
        diagnostics.append(Diagnostic(id, message, at: range, hint: hint))
    }

    /// A new helper spacer along `axis`.
    mutating func makeSpacer(axis: LayoutAxis, origin: SourceOrigin) -> LayoutItem {
        spacerCount += 1
        let name = "_spacer\(spacerCount)"
        program.helpers.append(HelperItem(name: name, axis: axis, origin: origin))
        return .helper(name)
    }

    private static func slotNames(in syntax: LayoutSyntax) -> Set<String> {
        var names: Set<String> = []
        func visit(_ chain: ChainSyntax) {
            for entry in chain.slots.flatMap(\.entries) {
                names.insert(entry.name.text)
                if case .stack(let inner) = entry.kind { visit(inner) }
            }
        }
        for statement in syntax.statements {
            if case .chain(let chain) = statement.body { visit(chain) }
            if case .explicit(let explicit) = statement.body { names.insert(explicit.view.text) }
        }
        return names
    }

    private static func stackNames(in syntax: LayoutSyntax) -> Set<String> {
        var names: Set<String> = []
        func visit(_ chain: ChainSyntax) {
            for entry in chain.slots.flatMap(\.entries) {
                if case .stack(let inner) = entry.kind {
                    names.insert(entry.name.text)
                    visit(inner)
                }
            }
        }
        for statement in syntax.statements {
            if case .chain(let chain) = statement.body { visit(chain) }
        }
        return names
    }
}

/// The statement being lowered, for the constraints' origins.
struct StatementScope {
    let text: String
    let range: SourceRange

    func origin(_ part: SourceRange) -> SourceOrigin {
        SourceOrigin(statement: text, statementRange: range, range: part)
    }
}

/// How a chain maps onto attributes: its axis, the item its `|` stands for, and the
/// attributes of an item's first and last edge in writing order.
struct AxisScope {
    var axis: LayoutAxis
    var parent: LayoutItem
    /// The edge written first (`leading`, `left`, `top`; `right` when mirrored).
    var lead: LayoutAttribute
    var trail: LayoutAttribute
    /// Right-to-left: the written order runs against the coordinates, so each constraint is
    /// stated from the earlier item (`a.left == b.right + 10`).
    var mirrored: Bool
    var baselineSpacing: Bool

    var size: LayoutAttribute { axis.sizeAttribute }
}
