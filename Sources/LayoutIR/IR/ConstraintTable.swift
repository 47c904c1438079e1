/// A program's constraints as plain values: each item once in a table, each constraint a
/// 40-byte record that names its items by index, and each origin its statement's index and a
/// packed range. ``LayoutProgram/constraints`` is made from it on request.
///
/// A compiler emits tens of thousands of constraints per megabyte of text: as
/// ``ConstraintDescriptor`` values (120 bytes, two item names, an origin reference and an
/// optional name each) every one costs reference counting to make, copy and free, and the
/// engine that binds them hashes each item's name again. As records nothing is counted, the
/// arrays grow by plain copies, and an engine resolves each distinct item once and then reads
/// every constraint's items by index.
package struct ConstraintTable: Sendable {
    /// An item of the table: an index into ``items``, or the statement's superview.
    package struct ItemID: Hashable, Sendable {
        package var raw: Int32

        package init(raw: Int32) { self.raw = raw }

        /// `|`: never stored in ``items``.
        package static let superview = ItemID(raw: -1)
        /// No second item (the record's right side is its constant alone).
        package static let none = ItemID(raw: -2)
    }

    /// One constraint, its items by index.
    package struct Record: Sendable {
        package var first: ItemID
        /// ``ItemID/none`` when the right side is the constant alone.
        package var second: ItemID
        package var firstAttribute: LayoutAttribute
        /// `nil` exactly when `second` is ``ItemID/none``.
        package var secondAttribute: LayoutAttribute?
        package var relation: LayoutRelation
        package var standardSpacing: ConstraintDescriptor.StandardSpacing?
        package var multiplier: Double
        package var constant: Double
        package var priority: LayoutPriority

        package init(
            first: ItemID, firstAttribute: LayoutAttribute, relation: LayoutRelation,
            second: ItemID = .none, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
            constant: Double = 0, priority: LayoutPriority = .required,
            standardSpacing: ConstraintDescriptor.StandardSpacing? = nil
        ) {
            self.first = first
            self.second = second
            self.firstAttribute = firstAttribute
            self.secondAttribute = second == .none ? nil : secondAttribute ?? firstAttribute
            self.relation = relation
            self.standardSpacing = standardSpacing
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }
    }

    /// Where a constraint came from: its statement (an index for ``statement(at:)``) and the
    /// part's bytes, counted from the statement's first byte. The part's line and column are
    /// found from the statement's text only when the origin is asked for: a compiler then
    /// spends nothing on positions no one reads.
    package struct OriginRef: Sendable {
        package var statement: Int32
        /// The part's first byte in the statement's text; negative: the part is the range
        /// the statement's origin already has.
        package var partStart: Int32
        package var partEnd: Int32

        /// No origin (a constraint made in code).
        package static let none = OriginRef(statement: -1, partStart: -1, partEnd: -1)

        package init(statement: Int32, partStart: Int32 = -1, partEnd: Int32 = -1) {
            self.statement = statement
            self.partStart = partStart
            self.partEnd = partEnd
        }
    }

    /// The items the records name, each once (views and helpers; never `superview`).
    package private(set) var items: [LayoutItem] = []
    /// The constraints, in order.
    package private(set) var records: [Record] = []
    /// Each record's origin, by the record's index.
    package private(set) var origins: [OriginRef] = []
    /// One origin per statement, whose range a record's ``OriginRef`` replaces: the copies
    /// share the statement's text. A compiler's statements are kept as byte ranges of
    /// ``source`` and positions, and become origins only when one is asked for: most are
    /// never read, and an origin is an allocation.
    private var statementEntries: [StatementEntry] = []
    /// The text a compiler's statements are in (see ``addStatement(bytes:range:)``).
    package var source = ""

    /// A statement's origin as given, or as a compiler's byte range and positions in ``source``.
    private enum StatementEntry: Sendable {
        case origin(SourceOrigin)
        case compiled(CompiledStatement)
    }

    /// A statement of ``source``: its bytes and its range's positions, in 32-bit fields.
    private struct CompiledStatement: Sendable {
        var start: Int32, end: Int32
        var startLine: Int32, startColumn: Int32, endLine: Int32, endColumn: Int32

        init?(bytes: Range<Int>, range: SourceRange) {
            guard bytes.lowerBound == range.start.offset, bytes.upperBound == range.end.offset,
                  let start = Int32(exactly: bytes.lowerBound), let end = Int32(exactly: bytes.upperBound),
                  let startLine = Int32(exactly: range.start.line), let startColumn = Int32(exactly: range.start.column),
                  let endLine = Int32(exactly: range.end.line), let endColumn = Int32(exactly: range.end.column)
            else { return nil }
            (self.start, self.end) = (start, end)
            (self.startLine, self.startColumn, self.endLine, self.endColumn) = (startLine, startColumn, endLine, endColumn)
        }

        var range: SourceRange {
            SourceRange(
                start: SourceLocation(offset: Int(start), line: Int(startLine), column: Int(startColumn)),
                end: SourceLocation(offset: Int(end), line: Int(endLine), column: Int(endColumn)))
        }
    }
    /// The named constraints' names (few or none), by record index.
    package private(set) var identifiers: [Int: String] = [:]

    package init() {}

    /// The table of `descriptors`, items in order of first appearance.
    ///
    /// - Complexity: O(*n*) expected (each item hashed once per use).
    package init(_ descriptors: [ConstraintDescriptor]) {
        records.reserveCapacity(descriptors.count)
        origins.reserveCapacity(descriptors.count)
        var index: [LayoutItem: Int32] = [:]
        func id(_ item: LayoutItem?) -> ItemID {
            switch item {
            case nil: return .none
            case .superview?: return .superview
            case let item?:
                if let known = index[item] { return ItemID(raw: known) }
                let made = addItem(item)
                index[item] = made.raw
                return made
            }
        }
        for descriptor in descriptors {
            var record = Record(
                first: id(descriptor.firstItem), firstAttribute: descriptor.firstAttribute,
                relation: descriptor.relation, second: id(descriptor.secondItem),
                secondAttribute: descriptor.secondAttribute, multiplier: descriptor.multiplier,
                constant: descriptor.constant, priority: descriptor.priority,
                standardSpacing: descriptor.standardSpacing)
            // A descriptor may have a second attribute without a second item only when made
            // field by field: keep it as it is.
            record.secondAttribute = descriptor.secondAttribute
            var origin = OriginRef.none
            if let made = descriptor.origin {
                origin = OriginRef(statement: addStatement(made))
            }
            append(record, origin: origin)
            if let identifier = descriptor.identifier { identifiers[records.count - 1] = identifier }
        }
    }

    /// The number of constraints.
    package var count: Int { records.count }

    /// Room for `count` constraints, `items` items and `statements` statement origins in all.
    package mutating func reserveCapacity(_ count: Int, items: Int = 0, statements: Int = 0) {
        records.reserveCapacity(count)
        origins.reserveCapacity(count)
        self.items.reserveCapacity(items)
        statementEntries.reserveCapacity(statements)
    }

    /// Adds an item to the table (not checked for a duplicate: the caller keeps its own index).
    package mutating func addItem(_ item: LayoutItem) -> ItemID {
        items.append(item)
        return ItemID(raw: Int32(truncatingIfNeeded: items.count - 1))
    }

    /// Adds a statement's origin; records refer to it by the returned index.
    package mutating func addStatement(_ origin: SourceOrigin) -> Int32 {
        statementEntries.append(.origin(origin))
        return Int32(truncatingIfNeeded: statementEntries.count - 1)
    }

    /// Adds the statement at `bytes` of ``source``, whose range is `range` (the origin's range
    /// is the whole statement's); records refer to it by the returned index.
    package mutating func addStatement(bytes: Range<Int>, range: SourceRange) -> Int32 {
        if let compiled = CompiledStatement(bytes: bytes, range: range) {
            statementEntries.append(.compiled(compiled))
            return Int32(truncatingIfNeeded: statementEntries.count - 1)
        }
        return addStatement(SourceOrigin(statement: slice(bytes), statementRange: range, range: range))
    }

    /// The origin of the statement at `index` (its range the whole statement's).
    ///
    /// - Complexity: O(1); a compiler's statement makes its origin (an allocation) on each call.
    package func statement(at index: Int) -> SourceOrigin {
        switch statementEntries[index] {
        case .origin(let origin):
            return origin
        case .compiled(let compiled):
            let range = compiled.range
            return SourceOrigin(statement: slice(Int(compiled.start)..<Int(compiled.end)), statementRange: range, range: range)
        }
    }

    /// Bytes of ``source`` (clamped; on scalar boundaries, as statements are) without a copy.
    private func slice(_ bytes: Range<Int>) -> Substring {
        let utf8 = source.utf8
        let count = utf8.count
        let lower = min(max(bytes.lowerBound, 0), count)
        let from = utf8.index(utf8.startIndex, offsetBy: lower)
        return source[from..<utf8.index(from, offsetBy: min(max(bytes.upperBound, lower), count) - lower)]
    }

    /// Whether every statement is a byte range of ``source`` (as a compiler adds them), so that
    /// the table holds no text of its own but ``source`` and its item names.
    package var statementsAreInSource: Bool {
        statementEntries.allSatisfy { entry in
            if case .compiled = entry { return true }
            return false
        }
    }

    /// The table with every item name and constraint name passed through `rename`, over
    /// `source` instead of ``source``: the same constraints, origins at the same offsets, for a
    /// text that differs from this one's only in names of the same lengths (a compiler's shape
    /// cache). `nil` when a statement is an origin of its own (see ``statementsAreInSource``).
    ///
    /// - Complexity: O(items + named constraints); the records and origins are shared.
    package func renamed(_ rename: (String) -> String, source: String) -> ConstraintTable? {
        guard statementsAreInSource else { return nil }
        var copy = self
        copy.source = source
        copy.items = items.map { item in
            switch item {
            case .view(let name): return .view(rename(name))
            case .helper(let name): return .helper(rename(name))
            case .superview: return .superview
            }
        }
        if !identifiers.isEmpty { copy.identifiers = identifiers.mapValues(rename) }
        return copy
    }

    /// Appends a constraint.
    package mutating func append(_ record: Record, origin: OriginRef) {
        records.append(record)
        origins.append(origin)
    }

    /// Appends items, then constraints and their origins (as many of each), in one step: a
    /// compiler collects them in its own arrays, which an empty table takes over without a
    /// copy. The records' item ids count from the table's first item.
    ///
    /// - Complexity: O(1) when the table is empty, else O(`items.count + records.count`).
    package mutating func append(items: [LayoutItem], records: [Record], origins: [OriginRef]) {
        if self.items.isEmpty { self.items = items } else { self.items.append(contentsOf: items) }
        if self.records.isEmpty && self.origins.isEmpty {
            self.records = records
            self.origins = origins
        } else {
            self.records.append(contentsOf: records)
            self.origins.append(contentsOf: origins)
        }
    }

    /// Names the constraint at `index`.
    package mutating func setIdentifier(_ identifier: String?, at index: Int) {
        identifiers[index] = identifier
    }

    /// The item of `id`; `nil` for ``ItemID/none``.
    package func item(_ id: ItemID) -> LayoutItem? {
        if id.raw >= 0 { return items[Int(id.raw)] }
        return id == .superview ? .superview : nil
    }

    /// The origin of the constraint at `index`.
    ///
    /// - Complexity: O(*s*) for a statement of *s* bytes.
    package func origin(at index: Int) -> SourceOrigin? {
        var positions: StatementPositions?
        return origin(origins[index], positions: &positions)
    }

    /// The origin `ref` stands for.
    ///
    /// - Complexity: O(*s*) for a statement of *s* bytes.
    package func origin(_ ref: OriginRef) -> SourceOrigin? {
        var positions: StatementPositions?
        return origin(ref, positions: &positions)
    }

    /// The origin `ref` stands for, with the positions of the last statement looked at kept in
    /// `positions`: each statement's text is read once for all its constraints.
    ///
    /// - Complexity: O(log *s*) when `positions` is `ref`'s statement's (ASCII text), else
    ///   O(*s*) for a statement of *s* bytes.
    private func origin(_ ref: OriginRef, positions: inout StatementPositions?) -> SourceOrigin? {
        guard ref.statement >= 0 else { return nil }
        guard ref.partStart >= 0 else { return statement(at: Int(ref.statement)) }
        if positions?.statement != ref.statement {
            positions = StatementPositions(statement(at: Int(ref.statement)), statement: ref.statement)
        }
        guard let known = positions else { return statement(at: Int(ref.statement)) }
        var origin = known.origin
        origin.range = SourceRange(start: known.location(Int(ref.partStart)), end: known.location(Int(ref.partEnd)))
        return origin
    }

    /// The constraint at `index` as a descriptor.
    package func descriptor(at index: Int) -> ConstraintDescriptor {
        descriptor(at: index, origin: origin(at: index))
    }

    private func descriptor(at index: Int, origin: SourceOrigin?) -> ConstraintDescriptor {
        let record = records[index]
        var descriptor = ConstraintDescriptor(
            item(record.first) ?? .superview, record.firstAttribute, record.relation, item(record.second),
            record.secondAttribute, multiplier: record.multiplier, constant: record.constant,
            priority: record.priority, standardSpacing: record.standardSpacing, origin: origin,
            identifier: identifiers.isEmpty ? nil : identifiers[index])
        descriptor.secondAttribute = record.secondAttribute
        return descriptor
    }

    /// Every constraint as a descriptor without its origin, for a caller that reads an
    /// origin only when it reports one (``origin(at:)`` of ``originsOnly``): the origins were
    /// three fifths of making the descriptors, each statement's text read and each origin's
    /// lines and columns counted, for messages that seldom come.
    ///
    /// - Complexity: O(*n*).
    package var descriptorsWithoutOrigins: [ConstraintDescriptor] {
        var made: [ConstraintDescriptor] = []
        made.reserveCapacity(records.count)
        for index in records.indices { made.append(descriptor(at: index, origin: nil)) }
        return made
    }

    /// The table with only what ``origin(at:)`` reads (the origins, the statements and the
    /// source), to keep beside ``descriptorsWithoutOrigins``: its constraints and items go.
    ///
    /// - Complexity: O(1) (the kept arrays are shared, not copied).
    package var originsOnly: ConstraintTable {
        var kept = self
        kept.items = []
        kept.records = []
        kept.identifiers = [:]
        return kept
    }

    /// Every constraint as a descriptor.
    ///
    /// - Complexity: O(*n*).
    package var descriptors: [ConstraintDescriptor] {
        var made: [ConstraintDescriptor] = []
        made.reserveCapacity(records.count)
        var positions: StatementPositions?
        for index in records.indices {
            made.append(descriptor(at: index, origin: origin(origins[index], positions: &positions)))
        }
        return made
    }
}

/// Lines and columns of byte offsets into one statement's text, as the compiler counts them
/// (lines start after each line feed; columns count Unicode scalars), from the statement's own
/// start position.
private struct StatementPositions {
    let statement: Int32
    /// The statement's origin, made once for all its constraints.
    let origin: SourceOrigin
    let base: SourceLocation
    let bytes: [UInt8]
    /// The offset just past each line feed.
    private var lineStarts: [Int] = []
    /// Beyond ASCII: where the scalars are, for columns.
    private let scalarBlocks: ScalarBlocks

    init(_ origin: SourceOrigin, statement: Int32) {
        self.statement = statement
        self.origin = origin
        base = origin.statementRange.start
        // A slice of a native string is contiguous: copied at once, not scalar by scalar through
        // the generic sequence path (five times the cost).
        let slice = origin.statementSlice
        bytes = slice.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(slice.utf8)
        var ascii = true
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A { lineStarts.append(offset + 1) }
            if byte >= 0x80 { ascii = false }
        }
        scalarBlocks = ScalarBlocks(bytes, isASCII: ascii)
    }

    /// The location of byte `offset` of the statement (clamped to its text).
    func location(_ offset: Int) -> SourceLocation {
        let o = min(max(offset, 0), bytes.count)
        // The number of line starts at or before `o`: the lines before its own.
        var low = 0, high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= o { low = mid + 1 } else { high = mid }
        }
        let lineStart = low == 0 ? 0 : lineStarts[low - 1]
        let scalars = scalarsBefore(o) - scalarsBefore(lineStart)
        let column = low == 0 ? base.column + scalars : 1 + scalars
        return SourceLocation(offset: base.offset + o, line: base.line + low, column: column)
    }

    private func scalarsBefore(_ offset: Int) -> Int { scalarBlocks.scalars(before: offset, in: bytes) }
}
