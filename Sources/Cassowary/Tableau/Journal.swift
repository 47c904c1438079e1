/// An undo log for one public operation of the solver, so that an operation that fails
/// (an unsatisfiable required constraint found by phase one, an overflow, an internal error)
/// leaves the tableau exactly as it was: the same rows under the same ids, the same symbols
/// under the same numbers, the same free lists in the same order, hence the same later
/// results as a twin that never saw the operation.
///
/// The success path stays cheap: a row is saved (its head, and its terms copied into one
/// array of the journal, no allocation once that has grown) the first time the operation
/// touches it, found by a per-row stamp rather than a hash, and a row the operation made
/// (an id past the row count at its start) is not saved at all: a rollback drops it whole,
/// clearing the basic symbol it holds (``logs(row:)``); ids
/// freed during the operation go back to the free lists only at ``commit(_:)``, so the lists
/// only shrink meanwhile and their old state is their current prefix plus what was popped.
///
/// The column index is restored in its old *order*, not only its old contents: its order is
/// what the choices among equals follow (the first dummy row holding a marker, ties of a
/// ratio test), so a column re-appended in another order made a later removal pivot another
/// dummy than a twin that never saw the failure did (found by CassowaryFuzzer). Columns are
/// logged change by change (see ``ColumnChange``): an entry per change is O(1), where saving
/// a long column whole would copy it (copy on write) on an operation that only appends to it.
struct Journal {
    private(set) var isActive = false
    /// The operation's number; a row whose stamp equals it is saved already.
    private var generation: UInt32 = 0
    private var stamps: [UInt32] = []
    private var saved: [SavedRow] = []
    /// The saved rows' terms, one after the other (a saved row's head says where).
    private var savedTerms: [RowTerm] = []
    /// Rows whose constant alone changed (a suggestion shifting the rows of an edit): their
    /// first constant, kept without retaining the row's terms. `constantStamps[id]` says the
    /// row has an entry, `constantEntry[id]` where.
    private var constants: [SavedConstant] = []
    private var constantStamps: [UInt32] = []
    private var constantEntry: [Int32] = []
    /// The rows of the one column a suggestion shifted first thing in its operation (the
    /// column itself, a reference, not a copy) and each one's constant and magnitude before
    /// the shift, in the column's order (see ``saveShift(of:_:)``).
    private var shiftedRows: [Int32] = []
    private var shiftedConstants: [ShiftedConstant] = []
    /// Terms of long rows saved one by one (see ``Tableau/saveTerm(_:ofRow:)``), in the order
    /// saved; undone in reverse, after the whole rows.
    private var terms: [SavedTerm] = []
    private var symbolCount = 0
    private var rowCount = 0
    /// ``Tableau/termsVersion`` and ``Tableau/carriesRounding`` at the start: a rollback puts
    /// back the same coefficients, so both are what they were (a version moved on would make
    /// the next suggestion restart an edit's shift origin where a twin would not).
    private var termsVersion = 0
    private var carriesRounding = false
    /// Ids taken from the free lists, in the order taken.
    private var poppedSymbols: [SymbolID] = []
    private var poppedRows: [Int32] = []
    /// Ids released during the operation, freed at commit.
    private var releasedSymbols: [SymbolID] = []
    private var releasedRows: [Int32] = []
    /// Every change of the column index, in the order made; undone in reverse.
    private var columnChanges: [ColumnChange] = []
    /// Whole columns as they were before a substitution or a filter (see ``ColumnChange/Kind/replaced``).
    private var replacedColumns: [[Int32]] = []

    /// Starts recording on a tableau with `symbols` symbol ids and `rows` row ids, at
    /// `termsVersion`, carrying rounding or not.
    mutating func begin(symbols: Int, rows: Int, termsVersion: Int, carriesRounding: Bool) {
        // An operation that neither committed nor rolled back (its solver was replaced by a
        // rebuilt one, say) left its logs.
        if isActive { clearLogs() }
        isActive = true
        generation &+= 1
        if generation == 0 {
            // The stamps wrapped around: forget them all.
            for i in stamps.indices { stamps[i] = 0 }
            for i in constantStamps.indices { constantStamps[i] = 0 }
            generation = 1
        }
        symbolCount = symbols
        rowCount = rows
        self.termsVersion = termsVersion
        self.carriesRounding = carriesRounding
        // A commit or rollback emptied the rest; a suggestion, the hot path of a resize,
        // pops no ids, so these are empty too, and a look at each count is all it pays.
        Journal.clear(&poppedSymbols)
        Journal.clear(&poppedRows)
    }

    /// Empties `list` keeping its storage; an empty list is left alone (`removeAll` of an
    /// empty array still costs a uniqueness check and a call).
    @inline(__always)
    private static func clear<T>(_ list: inout [T]) {
        if !list.isEmpty { list.removeAll(keepingCapacity: true) }
    }

    /// Empties `list`, giving its storage back when it is large: a suggestion on a large
    /// tableau logs the constant of every row holding its edit (12,000 entries of 40 bytes
    /// for the 1,000-card list), and storage kept for the next resize stayed with the
    /// solver for its whole life (150 bytes a view after a layout).
    @inline(__always)
    private static func release<T>(_ list: inout [T]) {
        guard !list.isEmpty else { return }
        if list.capacity > Journal.keptCapacity { list = [] } else { list.removeAll(keepingCapacity: true) }
    }

    /// The most entries a log keeps storage for between operations.
    private static let keptCapacity = 256

    /// Empties the logs of the operation that ended (all but the popped ids, which
    /// ``begin(symbols:rows:termsVersion:carriesRounding:)`` empties).
    private mutating func clearLogs() {
        Journal.release(&saved)
        Journal.release(&savedTerms)
        Journal.release(&constants)
        Journal.release(&terms)
        Journal.clear(&releasedRows)
        Journal.clear(&releasedSymbols)
        Journal.clear(&columnChanges)
        Journal.clear(&replacedColumns)
        if !shiftedRows.isEmpty {
            shiftedRows = []
            // Its entries stay (the next suggestion of a resize shifts as many rows), unless
            // they are many.
            if shiftedConstants.capacity > Journal.keptCapacity { shiftedConstants = [] }
        }
    }

    /// Whether a change of row `id` is logged: the journal is recording and the row was there
    /// when the operation began. A row the operation made (an id past the row count at its
    /// start) is dropped whole by a rollback, which then needs none of its states: logging
    /// them cost a stamp, an entry and the retains of the copy for each new row of a batch
    /// (about 7% of a card list's batch insertion).
    @inline(__always)
    func logs(row id: Int32) -> Bool { isActive && Int(id) < rowCount }

    /// Records the state of a row before its first change in this operation.
    @inline(__always)
    mutating func save(_ id: Int32, _ view: RowView, _ basic: SymbolID) {
        view.terms.withUnsafeBufferPointer { save(id, view.head, $0, basic) }
    }

    /// Records the state of a row (its scalars and terms) before its first change in this
    /// operation: the terms are copied into one array of the journal, not kept by reference.
    @inline(__always)
    mutating func save(_ id: Int32, _ head: RowHead, _ terms: UnsafeBufferPointer<RowTerm>, _ basic: SymbolID) {
        let i = Int(id)
        guard i < rowCount else { return }  // made by this operation (see `logs(row:)`)
        if i >= stamps.count {
            stamps.append(contentsOf: repeatElement(0, count: i + 1 - stamps.count))
        }
        guard stamps[i] != generation else { return }
        stamps[i] = generation
        var row = head
        row.start = UInt32(savedTerms.count)
        if !terms.isEmpty { savedTerms.append(contentsOf: terms) }
        if i < constantStamps.count, constantStamps[i] == generation {
            // Its constant moved before the first full save: keep the first one.
            row.constant = constants[Int(constantEntry[i])].constant
            row.magnitude = constants[Int(constantEntry[i])].magnitude
            row.rounding = constants[Int(constantEntry[i])].rounding
            row.uncertainty = constants[Int(constantEntry[i])].uncertainty
        }
        saved.append(SavedRow(id: id, row: row, basic: basic))
    }

    /// Records a row's constant before its first change in this operation, when only the
    /// constant is about to change.
    @inline(__always)
    mutating func saveConstant(
        _ id: Int32, _ constant: Double, _ magnitude: Double, _ rounding: Double, _ uncertainty: Double
    ) {
        let i = Int(id)
        guard i < rowCount else { return }  // made by this operation (see `logs(row:)`)
        if i < stamps.count, stamps[i] == generation { return }
        if i >= constantStamps.count {
            constantStamps.append(contentsOf: repeatElement(0, count: i + 1 - constantStamps.count))
            constantEntry.append(contentsOf: repeatElement(0, count: i + 1 - constantEntry.count))
        }
        guard constantStamps[i] != generation else { return }
        constantStamps[i] = generation
        constantEntry[i] = Int32(constants.count)
        constants.append(
            SavedConstant(
                id: id, constant: constant, magnitude: magnitude, rounding: rounding, uncertainty: uncertainty))
    }

    /// Whether no row has been logged yet in this operation: the rows are then as they were
    /// at ``begin(symbols:rows:termsVersion:carriesRounding:)``.
    var isEmpty: Bool { shiftedRows.isEmpty && saved.isEmpty && constants.isEmpty && terms.isEmpty }

    /// An array of at least `count` entries whose first `count` are to be filled with the
    /// constants of a column about to be shifted: the last operation's log (no allocation or
    /// clearing per suggestion on a small tableau, where a resize is a microsecond; its
    /// entries are overwritten). Hand it back filled to ``saveShift(of:_:)``.
    ///
    /// - Complexity: O(`count`).
    mutating func shiftLog(count: Int) -> [ShiftedConstant] {
        var log: [ShiftedConstant] = []
        swap(&log, &shiftedConstants)
        // At least `count` entries; those past the column's are stale and never read (a
        // rollback reads as many as the column has rows), so a resize that alternates two
        // edits of different columns neither shrinks nor grows it.
        if log.count < count {
            log.append(contentsOf: repeatElement(ShiftedConstant(constant: 0, magnitude: 0), count: count - log.count))
        }
        return log
    }

    /// Records `before`, whose first `column.count` entries are the constant and magnitude
    /// of each row of `column` in its order, taken while the journal ``isEmpty`` (so they are
    /// the values at the operation's start) by a shift of each by a multiple of one change
    /// (``Tableau/shiftRows(ofColumn:by:)``); a rollback puts them back after everything else.
    ///
    /// Per row this is one 16-byte entry of an array of the column's length: the row-by-row
    /// log of a resize's 2,500 rows (a stamp per row, an entry index, a 40-byte entry grown
    /// by doubling) cost as much again as the shift itself (callgrind, issue 14). A shift
    /// changes neither a row's rounding nor its uncertainty, so a later entry of the row (a
    /// whole row, a constant) holds their first values, and only the constant and magnitude
    /// come from here. The column is kept as it is (a reference, not a copy).
    ///
    /// - Complexity: O(1).
    mutating func saveShift(of column: [Int32], _ before: [ShiftedConstant]) {
        shiftedRows = column
        shiftedConstants = before
    }

    /// Records a term (coefficient 0 for none) before it changes, in a row not saved whole.
    @inline(__always)
    mutating func saveTerm(_ id: Int32, _ term: RowTerm) {
        let i = Int(id)
        guard i < rowCount else { return }  // made by this operation (see `logs(row:)`)
        if i < stamps.count, stamps[i] == generation { return }
        terms.append(SavedTerm(id: id, term: term))
    }

    mutating func poppedSymbol(_ s: SymbolID) { poppedSymbols.append(s) }
    mutating func poppedRow(_ id: Int32) { poppedRows.append(id) }
    mutating func releasedSymbol(_ s: SymbolID) { releasedSymbols.append(s) }
    mutating func releasedRow(_ id: Int32) { releasedRows.append(id) }

    /// Records that a row id was appended to the column of `s`.
    @inline(__always)
    mutating func appended(toColumn s: SymbolID) {
        columnChanges.append(ColumnChange(kind: .appended, symbol: s, index: 0, row: 0))
    }

    /// Records that `row`, at `index` in the column of `s`, was swapped with the last entry and
    /// the last entry removed.
    @inline(__always)
    mutating func swapRemoved(_ row: Int32, at index: Int, fromColumn s: SymbolID) {
        columnChanges.append(ColumnChange(kind: .swapRemoved, symbol: s, index: Int32(index), row: row))
    }

    /// Records that the column of `s`, `column` before, was emptied or filtered at once.
    ///
    /// An empty column needs no entry: emptied or filtered, it stays empty, so undoing the
    /// changes logged after this one brings it back. Most substitutions of a layout are of a
    /// variable no row holds yet (a new view's width solved for its constant), and their
    /// entries, with the empty arrays kept until the operation ends, were a tenth of the
    /// journal's work on a first layout.
    @inline(__always)
    mutating func replaced(column: [Int32], of s: SymbolID) {
        guard !column.isEmpty else { return }
        columnChanges.append(ColumnChange(kind: .replaced, symbol: s, index: Int32(replacedColumns.count), row: 0))
        replacedColumns.append(column)
    }

    /// Ends the operation: the ids it released become free, in the order released.
    static func commit(_ t: inout Tableau) {
        t.journal.isActive = false
        for id in t.journal.releasedRows { t.freeRows.append(id) }
        for s in t.journal.releasedSymbols { t.releaseSymbol(s) }
        t.journal.clearLogs()
        t.costChanges.commit()
        // An operation that went through leaves no noted infeasible rows, as one rolled back
        // leaves none (below): what is left then is stale (a row noted by a substitution and
        // mended since, under another basic symbol), and a stale entry kept across operations
        // is popped first by its old, lower basic symbol. A solver that saw a failed add (which
        // dropped such an entry) then made its next suggestion's dual pivots in another order
        // than a twin that never saw the add, and ended 1 ulp apart (CassowaryFuzzer,
        // `Fuzz/solver-crashes/stale-infeasible-row-kept-across-operations`).
        t.infeasibleRows.removeAll()
    }

    /// Restores every saved row, the column index (in its order), the basis, the free lists,
    /// the symbol and row counts, the terms version and the rounding flag as they were at
    /// ``begin(symbols:rows:termsVersion:carriesRounding:)``.
    ///
    /// - Complexity: O(size of the saved rows, plus the column changes).
    static func rollback(_ t: inout Tableau) {
        let j = t.journal
        t.journal.isActive = false
        t.termsVersion = j.termsVersion
        t.carriesRounding = j.carriesRounding
        // The columns first, while every symbol the operation made still has one.
        for change in j.columnChanges.reversed() {
            let s = Int(change.symbol)
            switch change.kind {
            case .appended:
                t.columns[s].removeLast()
            case .swapRemoved:
                t.columns[s].append(change.row)
                t.columns[s].swapAt(Int(change.index), t.columns[s].count - 1)
            case .replaced:
                t.columns[s] = j.replacedColumns[Int(change.index)]
            }
        }
        // Take out the basics the operation left…
        for e in j.saved {
            let b = t.rowBasic[Int(e.id)]
            if b >= 0, t.kinds[Int(b)] != .objective, t.basicRow[Int(b)] == e.id { t.basicRow[Int(b)] = -1 }
        }
        // …those of the rows it made, which it did not log…
        if t.rows.count > j.rowCount {
            for i in j.rowCount..<t.rows.count {
                let b = t.rowBasic[i]
                if b >= 0, t.kinds[Int(b)] != .objective, t.basicRow[Int(b)] == Int32(i) { t.basicRow[Int(b)] = -1 }
            }
        }
        // …and put back the rows that were there.
        j.savedTerms.withUnsafeBufferPointer { saved in
            for e in j.saved where Int(e.id) < j.rowCount {
                let start = Int(e.row.start)
                t.rows.store(Int(e.id), head: e.row, terms: UnsafeBufferPointer(rebasing: saved[start..<start + Int(e.row.count)]))
            }
        }
        for e in j.saved where Int(e.id) < j.rowCount {
            let i = Int(e.id)
            t.rowBasic[i] = e.basic
            if e.basic >= 0, t.kinds[Int(e.basic)] != .objective { t.basicRow[Int(e.basic)] = e.id }
        }
        for c in j.constants where Int(c.id) < j.rowCount {
            let i = Int(c.id)
            if i < j.stamps.count, j.stamps[i] == j.generation { continue }  // restored whole
            t.rows.heads[i].constant = c.constant
            t.rows.heads[i].magnitude = c.magnitude
            t.rows.heads[i].rounding = c.rounding
            t.rows.heads[i].uncertainty = c.uncertainty
        }
        // A row saved whole after some of its terms were saved holds those changes: undoing
        // the terms in reverse after the whole rows gives the first state either way.
        for e in j.terms.reversed() where Int(e.id) < j.rowCount {
            t.restoreTerm(e.term, ofRow: e.id)
        }
        // Last: the shift was the operation's first change of these rows, so whatever a later
        // entry holds for their constant and magnitude came after it.
        for (k, id) in j.shiftedRows.enumerated() where Int(id) < j.rowCount {
            t.rows.heads[Int(id)].constant = j.shiftedConstants[k].constant
            t.rows.heads[Int(id)].magnitude = j.shiftedConstants[k].magnitude
        }
        if t.rows.count > j.rowCount {
            t.rows.truncate(to: j.rowCount)
            t.rowBasic.removeSubrange(j.rowCount...)
        }
        for id in j.poppedRows.reversed() { t.freeRows.append(id) }
        for s in j.poppedSymbols.reversed() {
            let i = Int(s)
            t.kinds[i] = .free
            t.basicRow[i] = -1
            t.freeSymbols.append(s)
        }
        if t.kinds.count > j.symbolCount {
            t.kinds.removeSubrange(j.symbolCount...)
            t.basicRow.removeSubrange(j.symbolCount...)
            t.columns.removeSubrange(j.symbolCount...)
        }
        t.infeasibleRows.removeAll()
        t.overflowed = false
        t.buffers.overflowed = false
        t.journal.clearLogs()
        t.costChanges.rollBack()
    }
}

/// One change of the column index under a journal, enough to undo it exactly.
struct ColumnChange {
    enum Kind: UInt8 {
        /// A row id appended: undone by removing the column's last entry.
        case appended
        /// `row` taken from `index` by swapping it with the last entry (``Tableau/unindex(_:_:)``).
        case swapRemoved
        /// The whole column taken or filtered at once (a substitution, rows removed together);
        /// `index` is its place in the journal's saved columns.
        case replaced
    }
    var kind: Kind
    var symbol: SymbolID
    var index: Int32
    var row: Int32
}

/// A row as it was before an operation first touched it.
struct SavedRow {
    var id: Int32
    /// The row's scalars; its terms are `count` from `start` in the journal's saved terms.
    var row: RowHead
    var basic: SymbolID
}

/// A term's coefficient (0: no term) as it was before an operation first changed it in a
/// row that was not saved whole.
struct SavedTerm {
    var id: Int32
    /// The term with its rounding bound (coefficient 0: no term).
    var term: RowTerm
}

/// A row's constant and magnitude before a suggestion shifted its column (see
/// ``Journal/saveShift(of:_:)``).
struct ShiftedConstant {
    var constant: Double
    var magnitude: Double
}

/// A row's constant as it was before an operation first moved it.
struct SavedConstant {
    var id: Int32
    var constant: Double
    var magnitude: Double
    /// The row's ``Row/rounding``, which an in-place substitution into a long row changes
    /// with the constant.
    var rounding: Double
    /// The row's ``Row/uncertainty``, which moves with the constant.
    var uncertainty: Double
}
