import LayoutIR
import LayoutSupport

/// Turns a syntax tree into a ``LayoutProgram``: resolves names against the metrics and views,
/// applies the options, and emits the constraints in Apple's order. Pure and deterministic:
/// helper names are numbered in order of appearance.
///
/// Names are resolved once per distinct name (by ``NameSyntax/id``): whether a name is a
/// metric and whether it is a known view are array lookups, and so is whether a view was
/// already mentioned or already appeared in the statement.
struct Lowerer {
    typealias ItemID = ConstraintTable.ItemID
    typealias OriginRef = ConstraintTable.OriginRef

    let syntax: LayoutSyntax
    let metrics: [String: Double]
    let siblingSpacing: Double
    let superviewSpacing: Double
    let options: FormatOptions
    /// The compiler's views; `nil` when any name that is not a metric is a view.
    let compilerViews: Set<String>?
    var program: LayoutProgram
    var diagnostics: [Diagnostic] = []
    /// The constraints made so far and their origins, moved into the program's table in one
    /// step when lowering ends (see ``lower()``): appending here is inlined, while the
    /// table's own `append` and `addItem` are calls into another module per constraint and item.
    var records: [ConstraintTable.Record] = []
    var recordOrigins: [OriginRef] = []
    /// A record and an origin made once, which ``add(_:_:_:_:_:multiplier:constant:priority:standardSpacing:origin:)``
    /// and ``originRef(_:)`` fill in field by field (their initializers are calls into LayoutIR,
    /// their fields are written in place), and ``ConstraintTable/ItemID/none`` read once.
    let recordTemplate = ConstraintTable.Record(first: .superview, firstAttribute: .width, relation: .equal)
    let originTemplate = OriginRef.none
    let noItem = ItemID.none
    /// ``ConstraintTable/ItemID/superview``, read once (each read is a call into LayoutIR).
    let superviewItem = ItemID.superview
    /// The table's items (views and helpers) by ``ItemID``, moved into it with the records.
    var tableItems: [LayoutItem] = []

    /// The text's names, shared with the syntax tree and never changed here: a change would
    /// copy the whole table (slots, names and ranges) for the first name lowering makes.
    let names: NameTable
    /// The names lowering makes (a range's views that the text does not write), numbered on
    /// from the text's: id `names.count + k` is `madeNames[k]`.
    var madeNames: NameTable
    /// The compiler's metrics by bytes, for made names (see ``madeNameMetric(_:)``).
    private var metricNames: MetricNames?
    /// What lowering knows of one name.
    struct NameState {
        /// The metric's value.
        var metric: Double?
        /// 0 not yet known, 1 a known view, 2 not a known view (closed view set only).
        var viewState: UInt8 = 0
        /// Whether a container was made for the stack of that name.
        var isContainer = false
        /// The number of the last statement the view appeared in (duplicates).
        var seenInStatement = -1
        /// The view's item in the program's table, once a constraint may name it.
        var item: ConstraintTable.ItemID?
    }

    /// By name id. A work list: a view's state is written once or twice as it is lowered, with
    /// no check that the storage is shared.
    var nameStates: WorkList<NameState>
    /// The names of stacks: views even with a closed view set.
    private var stackIDs: Set<Int> = []
    /// Every name written in a slot anywhere in the text, made when an error message needs it.
    private var slotNamesCache: Set<String>?

    private var spacerCount = 0
    /// The first `~` spacer of the statement and axis being lowered: every other `~` equals it.
    var firstEqualSpacer: ItemID?
    private(set) var statementRange = SourceRange(start: SourceLocation(offset: 0, line: 1, column: 1),
                                                  end: SourceLocation(offset: 0, line: 1, column: 1))
    /// The bytes of the statement being lowered (its text is exactly these bytes).
    private(set) var statementSpan = Span(0, 0)
    var statementNumber = 0
    /// The program's origin of the statement being lowered (see ``ConstraintTable/statements``),
    /// which every origin of the statement shares; -1 until its first use. Reset whenever
    /// ``statementRange`` changes (``beginStatement(_:range:)``), so that a use costs one
    /// comparison, not a comparison of two ranges.
    private var statementIndex: Int32 = -1
    /// The origin made for the statement at that index, which every helper, container and meta
    /// comment of the statement shares (one slice of the text and one allocation, not one each).
    private var statementOrigin: (index: Int32, origin: SourceOrigin)?
    /// Where the last position was looked up.
    private var cursor = SourceText.Cursor()
    /// The views of chains being lowered (a stack's chain above its parent's), by index.
    /// Working lists, pushed and dropped a few entries per view, entry and slot: see ``WorkList``.
    var items = WorkList<ItemID>()
    /// Per entry being lowered: where its views are in `items`, or `nil` after an error.
    var entryItems = WorkList<Range<Int>?>()
    /// Per slot of the chains being lowered: where its views end in `items`.
    var slotEnds = WorkList<Int>()
    /// A `//spacing:` comment's values, which replace the compiler's standard spacing.
    var textSpacing: LayoutProgram.Spacing?
    /// Constraint names given so far, with where.
    var constraintNames: [String: Span] = [:]

    // Always inlined into its two callers: as a call, the lowerer built on its stack was copied
    // into the caller's (some fifty references retained) and then destroyed.
    @inline(__always)
    init(compiler: LayoutCompiler, options: FormatOptions, syntax: LayoutSyntax) {
        // A range's views may be names the text does not write: room for them as well, so that
        // the per-name tables do not grow (a copy of every name's state) when they come.
        let rangeViews = Self.rangeViewCount(syntax)
        self.syntax = syntax
        program = LayoutProgram(table: ConstraintTable())
        metrics = compiler.metrics
        siblingSpacing = compiler.siblingSpacing
        superviewSpacing = compiler.superviewSpacing
        self.options = options
        compilerViews = compiler.views
        names = syntax.names
        // The names a range makes, with room: a growing table rehashes every name at each
        // doubling.
        madeNames = NameTable(capacity: rangeViews)
        var states = WorkList(repeating: NameState(), count: names.count, capacity: names.count + rangeViews)
        // Only the metrics the text names matter: look each metric up in the text's names
        // rather than each name up in the metrics.
        for (name, value) in metrics {
            if let id = names.id(of: name) { states[id].metric = value }
        }
        nameStates = states
        let constraintCount = syntax.connections.count + syntax.predicates.count + syntax.entries.count
        records.reserveCapacity(constraintCount)
        recordOrigins.reserveCapacity(constraintCount)
        // Helpers are items too: room for one per connection that may make a spacer (a `~`,
        // or a size that is a percentage or a view), so that the table, kept by the program,
        // is not grown (a copy of every item) near its end.
        var spacerConnections = 0
        for connection in syntax.connections {
            switch connection.kind {
            case .equalSpacer, .predicates: spacerConnections += 1
            case .flush, .standard, .disconnected: break
            }
        }
        tableItems.reserveCapacity(names.count + rangeViews + spacerConnections)
        program.table.reserveCapacity(0, statements: syntax.statements.count + syntax.metaComments.count)
        program.viewNames.reserveCapacity(names.count + rangeViews)
        // Statements are byte ranges of the text, made into origins on request.
        program.table.source = syntax.source.text
        if compilerViews != nil {
            for entry in syntax.entries {
                if case .stack = entry.kind { stackIDs.insert(entry.name.id) }
            }
        }
    }

    /// How many views the text's ranges name (each range counted up to 1,000).
    private static func rangeViewCount(_ syntax: LayoutSyntax) -> Int {
        var count = 0
        for entry in syntax.entries {
            guard case .range(let last, _) = entry.kind else { continue }
            let span = entry.name.span
            var split = span.end
            while split > span.start, Lexer.isDigit(syntax.source.bytes[split - 1]) { split -= 1 }
            if let first = decimal(syntax.source.bytes, split..<span.end), last >= first {
                count += min(last - first + 1, 1000)
            }
        }
        return count
    }

    mutating func lower() {
        lowerMetaComments()
        for statement in syntax.statements { lower(statement) }
        program.table.append(items: tableItems, records: records, origins: recordOrigins)
        tableItems = []
        records = []
        recordOrigins = []
    }

    /// The name of an id.
    // Helpers are `mutating` even when they change nothing: a non-mutating method called from a
    // mutating one gets a copy of the whole lowerer per call.

    mutating func text(_ id: Int) -> String { id < names.count ? names[id] : madeNames[id - names.count] }

    /// The id of a name lowering makes (a range's views): the text's id when the text writes
    /// the name too, else one after the text's names; with room in the per-name tables.
    mutating func id(of name: UnsafeBufferPointer<UInt8>) -> Int {
        if let id = names.id(of: name) { return id }
        let id = names.count + madeNames.intern(name, 0, name.count)
        if nameStates.count <= id {
            // A made name is new exactly once: it is a metric if the compiler's metrics have its
            // bytes (looked up as bytes: no `String` hashed per made name).
            nameStates.append(NameState(metric: madeNameMetric(name)))
        }
        return id
    }

    /// The metric spelt by a made name's bytes, if any: the metrics' names are put in a table
    /// of their own at the first made name (a range's views are made by the thousand), looked
    /// up by bytes (no `String` hashed per made name).
    private mutating func madeNameMetric(_ name: UnsafeBufferPointer<UInt8>) -> Double? {
        if metrics.isEmpty { return nil }
        if metricNames == nil { metricNames = MetricNames(metrics) }
        return metricNames?.value(of: name)
    }

    /// The metric's value if `id` names one.
    mutating func metric(_ id: Int) -> Double? { nameStates[id].metric }

    /// Whether `id` may be a view: not a metric and, with a closed view set, in it (or a stack).
    mutating func isView(_ id: Int) -> Bool {
        if nameStates[id].metric != nil { return false }
        guard let compilerViews else { return true }
        if nameStates[id].viewState == 0 {
            nameStates[id].viewState = compilerViews.contains(text(id)) || stackIDs.contains(id) ? 1 : 2
        }
        return nameStates[id].viewState == 1
    }

    /// The views a closed view set allows, stacks included: for did-you-mean.
    mutating func knownViews() -> Set<String> {
        (compilerViews ?? []).union(stackIDs.map { text($0) })
    }

    /// The view's or helper's name of a table item.
    mutating func itemName(_ item: ItemID) -> String {
        if item.raw >= 0 { return tableItems[Int(item.raw)].description }
        return item == .superview ? LayoutItem.superview.description : ""
    }

    /// Adds an item to the program's table (see ``tableItems``).
    mutating func addItem(_ item: LayoutItem) -> ItemID {
        tableItems.append(item)
        // Set on a copy of a constant: `ItemID(raw:)` is a call into LayoutIR.
        var id = noItem
        id.raw = Int32(truncatingIfNeeded: tableItems.count - 1)
        return id
    }

    /// Appends a constraint to the program.
    mutating func add(
        _ first: ItemID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: ItemID = .none, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        standardSpacing: ConstraintDescriptor.StandardSpacing? = nil, origin: OriginRef
    ) {
        // Field by field into a copy of a record made once, as `Record.init` would (its fields
        // are written in place here; the initializer is a call into LayoutIR per constraint).
        var record = recordTemplate
        record.first = first
        record.second = second
        record.firstAttribute = firstAttribute
        record.secondAttribute = second.raw == noItem.raw ? nil : secondAttribute ?? firstAttribute
        record.relation = relation
        record.standardSpacing = standardSpacing
        record.multiplier = multiplier
        record.constant = constant
        record.priority = priority
        records.append(record)
        recordOrigins.append(origin)
    }

    /// Whether `name` is written in a slot anywhere in the text.
    mutating func isSlotName(_ name: String) -> Bool {
        if slotNamesCache == nil {
            var names: Set<String> = []
            for entry in syntax.entries { names.insert(text(entry.name.id)) }
            for statement in syntax.statements {
                if case .explicit(let explicit) = statement.body { names.insert(text(explicit.view.id)) }
            }
            slotNamesCache = names
        }
        return slotNamesCache?.contains(name) ?? false
    }

    mutating func range(_ span: Span) -> SourceRange {
        syntax.source.range(span.start, span.end, cursor: &cursor)
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at span: Span, hint: String? = nil) {
        diagnostics.append(Diagnostic(id, message, at: range(span), hint: hint))
    }

    /// The program's origin of the current statement (its range that of the whole statement),
    /// made at the statement's first use.
    mutating func statementOriginIndex() -> Int32 {
        if statementIndex < 0 {
            statementIndex = program.table.addStatement(bytes: statementSpan.start..<statementSpan.end,
                                                         range: statementRange)
        }
        return statementIndex
    }

    /// Makes `span` (at `range`) the statement being lowered: its origin is made at its first use.
    @inline(__always)
    mutating func beginStatement(_ span: Span, range: SourceRange) {
        statementSpan = span
        statementRange = range
        statementIndex = -1
    }

    /// Where a constraint made by `part` of the current statement comes from: the statement's
    /// origin in the program (made once per statement) and the part's bytes in it. No line or
    /// column is worked out here (see ``ConstraintTable/OriginRef``).
    mutating func originRef(_ part: Span) -> OriginRef {
        let index = statementOriginIndex()
        let base = statementSpan.start
        if part.start >= base, part.end <= statementSpan.end, statementSpan.end - base <= Int(Int32.max) {
            var ref = originTemplate
            ref.statement = index
            ref.partStart = Int32(part.start - base)
            ref.partEnd = Int32(part.end - base)
            return ref
        }
        // Not within the statement's bytes: an origin of its own, positions worked out now.
        var own = program.table.statement(at: Int(index))
        own.range = range(part)
        return OriginRef(statement: program.table.addStatement(own))
    }

    /// The origin of `part` of the current statement as a value (for what is not a constraint:
    /// helpers, containers, meta comments); it shares the statement's text.
    mutating func origin(_ part: Span) -> SourceOrigin {
        // The index first: the subscript's base would be read before the call adds to it.
        let index = statementOriginIndex()
        var made: SourceOrigin
        if let cached = statementOrigin, cached.index == index {
            made = cached.origin
        } else {
            made = program.table.statement(at: Int(index))
            statementOrigin = (index, made)
        }
        made.range = range(part)
        return made
    }

    /// A new helper spacer along `axis`, made by `part` of the current statement.
    mutating func makeSpacer(axis: LayoutAxis, part: Span) -> ItemID {
        spacerCount += 1
        let name = Self.spacerName(spacerCount)
        // The part's position from the text's line table, not from the statement's text.
        program.helpers.append(HelperItem(name: name, axis: axis, origin: origin(part)))
        return addItem(.helper(name))
    }

    /// `_spacer` and the number's digits, written into a buffer on the stack and made into a
    /// (small) string at once: no interpolation, which costs four times as much.
    static func spacerName(_ number: Int) -> String {
        // 7 bytes of prefix and at most 20 of digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var n = 0
            for byte in "_spacer".utf8 {
                buffer[n] = byte
                n += 1
            }
            let digitsStart = n
            var rest = number.magnitude
            repeat {
                buffer[n] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                n += 1
            } while rest > 0
            var (i, j) = (digitsStart, n - 1)
            while i < j {
                buffer.swapAt(i, j)
                i += 1
                j -= 1
            }
            return NameTable.string(UnsafeBufferPointer(rebasing: buffer[0..<n]))
        }
    }
}

/// The compiler's metrics by their names' bytes, for the names lowering makes. A class: the
/// lowerer holds one reference, `nil` until a range makes a name (a table held inline would
/// be copied out of an optional per lookup, and made and destroyed with every lowerer).
private final class MetricNames {
    private let names: NameTable
    private let values: [Double]

    init(_ metrics: [String: Double]) {
        var names = NameTable(capacity: metrics.count)
        var values: [Double] = []
        values.reserveCapacity(metrics.count)
        for (key, value) in metrics {
            var key = key
            let id = key.withUTF8 { names.intern($0, 0, $0.count) }
            if id == values.count { values.append(value) }
        }
        self.names = names
        self.values = values
    }

    /// The value of the metric spelt by `bytes`, if any.
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let id = names.id(of: bytes), id < values.count else { return nil }
        return values[id]
    }
}

/// How a chain maps onto attributes: its axis, the item its `|` stands for, and the
/// attributes of an item's first and last edge in writing order.
struct AxisScope {
    var axis: LayoutAxis
    var parent: ConstraintTable.ItemID
    /// The edge written first (`leading`, `left`, `top`; `right` when mirrored).
    var lead: LayoutAttribute
    var trail: LayoutAttribute
    /// Right-to-left: the written order runs against the coordinates, so each constraint is
    /// stated from the earlier item (`a.left == b.right + 10`).
    var mirrored: Bool
    var baselineSpacing: Bool

    var size: LayoutAttribute { axis.sizeAttribute }
}
