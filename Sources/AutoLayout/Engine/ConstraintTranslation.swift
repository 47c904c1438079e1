import Cassowary
import VisualFormat
import LayoutIR

/// The one place where an IR constraint becomes a Cassowary constraint.
///
/// Every item has four variables in absolute coordinates: `left`, `top`, `width`, `height`.
/// The other attributes are expressions of them:
///
/// | attribute | expression (minus the constraint's superview origin for positions) |
/// |---|---|
/// | right, bottom | left + width, top + height |
/// | centerX, centerY | left + width / 2, top + height / 2 |
/// | leading, trailing (left to right) | left, right |
/// | leading, trailing (right to left) | distance leftward from the superview's right edge to the right, left edge |
/// | firstBaseline | top + firstBaselineOffset (default: height) |
/// | lastBaseline | top + height - lastBaselineOffset (default: 0) |
///
/// Positions are measured from the origin of the constraint's superview, as Apple measures
/// them in the superview's coordinates: with a multiplier of 1 the origin cancels out, and
/// with another (`a.centerX == superview.centerX * 0.5`) or no second item (`a.left == 20`)
/// it gives Apple's meaning. Right to left, leading-relative positions grow leftward, so that
/// `|-20-[a]` puts `a` 20 points from the right edge and `[a]-8-[b]` puts `b` left of `a`.
enum ConstraintTranslation {
    /// Rejects what the solver cannot mean: bad priorities, non-finite numbers, positions
    /// related to sizes or across axes.
    ///
    /// Apple's rule against mixing positions and sizes has exceptions that keep a clear
    /// meaning, because every position is measured in the superview's bounds: the superview's
    /// size is its far edge (`a.centerX == superview.width * 0.5`, which rules write as `50%`),
    /// and a helper item is free geometry whose size may stand for any length. With
    /// `allowingMixedAttributes` (rule programs, where `tt = other.w` is a plain number of
    /// points) any pair of attributes may be related.
    static func validate(
        _ descriptor: ConstraintDescriptor, allowingMixedAttributes: Bool = false
    ) throws(LayoutError) {
        // The descriptor's text is made only when there is something to report.
        guard descriptor.priority.isValid else {
            throw .invalidPriority(descriptor.priority, constraint: descriptor.description)
        }
        guard descriptor.constant.isFinite, descriptor.multiplier.isFinite else {
            throw .nonFiniteValue(constraint: descriptor.description)
        }
        guard let secondItem = descriptor.secondItem, let second = descriptor.secondAttribute,
              !allowingMixedAttributes else { return }
        let first = descriptor.firstAttribute
        if case .helper = descriptor.firstItem { return }
        if case .helper = secondItem { return }
        if secondItem == .superview, second.isSize, !first.isSize { return }
        if first.isSize != second.isSize || (!first.isSize && first.axis != second.axis) {
            throw .incompatibleAttributes(first, second, constraint: descriptor.description)
        }
    }

    /// The solver constraint for a handle under the engine's direction, at `strength`, with
    /// an array of terms of its own (see ``appendTerms(of:in:direction:scratch:to:)``): what
    /// a batch installs for it, for tests to compare.
    static func linearConstraint(
        for constraint: LayoutConstraint, direction: LayoutDirection, strength: Strength
    ) -> LinearConstraint {
        var terms: [Term] = []
        var scratch = TermBuffer()
        let constant = appendTerms(
            of: constraint.id, in: constraint.records.columns, direction: direction, scratch: &scratch, to: &terms)
        return LinearConstraint(
            LinearExpression(terms, constant: constant), relation(constraint.relation), strength: strength)
    }

    /// Appends the terms of a record's solver constraint under the engine's direction to
    /// `out` and returns the constraint's constant.
    ///
    /// The terms are gathered into one small buffer, repeated variables combined in order of
    /// first appearance and zero coefficients dropped: the same expression, term for term, as
    /// `(lhs - rhs).reduced`, without the intermediate arrays and the dictionary.
    ///
    /// `terms` is scratch space (emptied first); `out` is the constraint's own array of terms.
    static func appendTerms(
        of id: Int32, in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection,
        scratch terms: inout TermBuffer, to out: inout [Term]
    ) -> Double {
        let constant = gatherTerms(of: id, in: records, direction: direction, scratch: &terms)
        if out.isEmpty { out.reserveCapacity(terms.count) }
        terms.reduce(into: &out)
        return constant
    }

    /// A chunk of records translated for the solver's `addAllOrNone(terms:_:hints:)`: the
    /// terms of every constraint in one array (unretained, see the solver's `BatchTerm`), a
    /// guess of each term's symbol, and the first entry of each variable, whose item keeps
    /// the symbol the solver gives it (``VariableSource/keep(_:)``).
    struct Batch {
        var terms: [Solver.BatchTerm]
        var constraints: [Solver.BatchConstraint]
        var guesses: [Int32]
        var sources: [VariableSource]
    }

    /// Translates the records `ids` for one batch: each one's terms, constant, relation and
    /// strength, term for term as ``appendTerms(of:in:direction:scratch:to:)`` and
    /// `ConstraintRecords.Columns.strength(for:)` give them for the record alone.
    ///
    /// Written through pointers into arrays sized once for the chunk (an array's uniqueness
    /// check on each append, three per term, was a third of the translation), reading the
    /// records' columns in place with the items unretained. A record with extras (a changed
    /// constant or priority, a gap a hidden view closes, a role) goes the general way.
    ///
    /// - Returns: `nil`, with every item's guess reset, when an id is not a record's or the
    ///   terms outgrow the bound taken from the attributes (neither is known to happen).
    /// - Complexity: O(1) per record.
    static func translate(
        _ ids: [Int32], in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection
    ) -> Batch? {
        // At most one term per variable an attribute's expansion names (``termBound(_:)``).
        var bound = 0
        for id in ids {
            let i = Int(id)
            guard i >= 0, i < records.packed.count else { return nil }
            let packed = records.packed[i]
            bound += termBound(packed.firstAttribute) + (packed.secondAttribute.map(termBound) ?? 0)
        }
        var scratch = TermBuffer()
        var complete = false
        var terms: [Solver.BatchTerm] = []
        var guesses: [Int32] = []
        var sources: [VariableSource] = []
        let constraints = [Solver.BatchConstraint](unsafeUninitializedCapacity: ids.count) { constraintsOut, made in
            terms = [Solver.BatchTerm](unsafeUninitializedCapacity: bound) { termsOut, termCount in
                guesses = [Int32](unsafeUninitializedCapacity: bound) { guessesOut, guessCount in
                    sources = [VariableSource](unsafeUninitializedCapacity: bound) { sourcesOut, sourceCount in
                        var out = BatchOutput(terms: termsOut, guesses: guessesOut, sources: sourcesOut)
                        complete = records.withUnretainedColumns { columns in
                            for (k, id) in ids.enumerated() {
                                guard let constraint = translate(
                                    id, in: columns, records: records, direction: direction, scratch: &scratch,
                                    into: &out)
                                else { return false }
                                constraintsOut.initializeElement(at: k, to: constraint)
                            }
                            return true
                        } ?? false
                        // The elements are plain values: those written count, whatever came after.
                        termCount = out.count
                        guessCount = out.count
                        sourceCount = out.sourceCount
                        made = complete ? ids.count : 0
                    }
                }
            }
        }
        guard complete else {
            for source in sources { source.keep([]) }
            return nil
        }
        return Batch(terms: terms, constraints: constraints, guesses: guesses, sources: sources)
    }

    /// The solver constraint of record `id` for a batch, its terms written to `out`; `nil`
    /// when they do not fit.
    private static func translate(
        _ id: Int32, in columns: ConstraintRecords.UnretainedColumns, records: borrowing ConstraintRecords.Columns,
        direction: LayoutDirection, scratch terms: inout TermBuffer, into out: inout BatchOutput
    ) -> Solver.BatchConstraint? {
        let i = Int(id)
        let packed = columns.packed[i]
        let constant: Double
        let strength: Strength
        if columns.hasNoExtras(i), let (origin, fields) = columns.plainFields(of: packed) {
            let first = columns.first[i]
            let second = columns.second[i]
            let secondAttribute = second == nil ? nil : packed.secondAttribute
            // As `gatherTerms` does, with no gap closer (it would be in the extras).
            let (lhsConstant, rhsConstant) = terms.gather(
                packed.firstAttribute, of: first, secondAttribute, of: second, origin: origin,
                multiplier: secondAttribute == nil ? 1 : fields.multiplier, direction: direction)
            constant = lhsConstant + -(rhsConstant + fields.constant)
            strength = ConstraintRecords.Columns.strength(
                priority: fields.priority, isCollapse: false, packed: packed, first: first, second: second)
        } else {
            constant = gatherTerms(of: id, in: records, direction: direction, scratch: &terms)
            strength = records.strength(for: id)
        }
        guard terms.reduce(into: &out) else { return nil }
        return Solver.BatchConstraint(
            end: out.count, constant: constant, relation: relation(packed.relation), strength: strength,
            tracking: packed.flags & ConstraintRecords.Flags.changes != 0 ? .tracked : .compact)
    }

    /// The most terms an attribute's expansion adds (see ``TermBuffer/add(_:of:origin:direction:scale:isRight:)``):
    /// one for a size, two for a plain edge, three for a far edge, a centre or a baseline, four
    /// for a leading or trailing edge (right to left) and for the edges of margins and safe
    /// areas, which are such an edge moved.
    static func termBound(_ attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .width, .height: return 1
        case .left, .top: return 2
        case .right, .bottom, .centerX, .centerY, .firstBaseline, .lastBaseline: return 3
        default: return 4
        }
    }

    /// Gathers the terms of a record's solver constraint into `terms` (unreduced) and returns
    /// the constraint's constant.
    private static func gatherTerms(
        of id: Int32, in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection,
        scratch terms: inout TermBuffer
    ) -> Double {
        let i = Int(id)
        let packed = records.packed[i]
        // Unretained: `records` holds the items for the whole translation.
        let second = records.second[i].map { Unmanaged.passUnretained($0) }
        let secondAttribute = second == nil ? nil : packed.secondAttribute
        let (lhsConstant, rhsConstant) = terms.gather(
            packed.firstAttribute, of: .passUnretained(records.first[i]), secondAttribute, of: second,
            origin: .passUnretained(records.superviewItem(id)), multiplier: secondAttribute == nil ? 1 : records.multiplier(id),
            direction: direction)
        // A gap a hidden view closes is installed with no spacing.
        return lhsConstant + -(rhsConstant + (records.gapClosers(id) > 0 ? 0 : records.constant(id)))
    }

    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// The terms of one constraint, each variable once, in order of first appearance. Each term
/// is kept as the item and which of its variables, so that the solver symbols the item keeps
/// can go with the constraint (see ``reduce(into:)-(BatchOutput)``).
///
/// A constraint names at most three items (its first and second items and the superview whose
/// origin positions are measured from), so a term is one of twelve slots, an item's role
/// times four plus which of its variables: adding one is an index, not a search, and the
/// buffer is plain values in place, with no array to check for uniqueness and bounds on
/// every write (those were a third of the translation).
struct TermBuffer {
    /// The items by role: the first item, then the second and the origin unless they are an
    /// item already met (not retained: the records being translated hold every item, for
    /// longer than the buffer is read; a retain and a release per term were a tenth of the
    /// translation).
    private var items: (Unmanaged<ItemVariables>?, Unmanaged<ItemVariables>?, Unmanaged<ItemVariables>?) = (nil, nil, nil)
    /// Coefficients by slot (role × 4 + variable); read only where `present` has the slot.
    private var coefficients: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var present: UInt16 = 0
    /// The slots in order of first appearance, four bits each.
    private var order: UInt64 = 0
    /// How many terms the buffer holds (zero coefficients included).
    private(set) var count = 0

    init() {}

    /// Gathers `first.firstAttribute - second.secondAttribute × multiplier` under
    /// `direction`, positions measured from `origin`'s: its terms in the buffer (emptied
    /// first), repeated variables combined, and the two sides' constants (the second one times
    /// the multiplier). Without a second attribute the right side is empty.
    ///
    /// Each coefficient of the right side becomes -(c × m), as `lhs - rhs * m` makes it.
    mutating func gather(
        _ firstAttribute: LayoutAttribute, of first: Unmanaged<ItemVariables>,
        _ secondAttribute: LayoutAttribute?, of second: Unmanaged<ItemVariables>?,
        origin: Unmanaged<ItemVariables>, multiplier: Double, direction: LayoutDirection
    ) -> (lhs: Double, rhs: Double) {
        present = 0
        order = 0
        count = 0
        // Roles by identity: an item met again keeps its first role, so that its terms combine.
        let firstKey = first.toOpaque()
        var secondRole = 1
        var originRole = 2
        items = (first, nil, nil)
        if let second {
            if second.toOpaque() == firstKey { secondRole = 0 } else { items.1 = second }
        }
        if origin.toOpaque() == firstKey {
            originRole = 0
        } else if let second, origin.toOpaque() == second.toOpaque() {
            originRole = secondRole
        } else {
            items.2 = origin
        }
        let lhs = add(firstAttribute, of: 0, origin: originRole, direction: direction, scale: 1, isRight: false)
        guard let secondAttribute, second != nil else { return (lhs, 0) }
        let rhs = add(secondAttribute, of: secondRole, origin: originRole, direction: direction, scale: multiplier, isRight: true)
        return (lhs, rhs * multiplier)
    }

    /// The item of a role.
    @inline(__always)
    private func item(_ role: Int) -> Unmanaged<ItemVariables>? {
        switch role {
        case 0: return items.0
        case 1: return items.1
        default: return items.2
        }
    }

    /// Calls `body` with the coefficients by slot.
    @inline(__always)
    private mutating func withCoefficients<R>(_ body: (UnsafeMutablePointer<Double>) -> R) -> R {
        // A homogeneous tuple's elements are laid out like an array's.
        withUnsafeMutablePointer(to: &coefficients) { body(UnsafeMutableRawPointer($0).assumingMemoryBound(to: Double.self)) }
    }

    /// Calls `body` with each term whose coefficient is not zero, in order of first appearance.
    @inline(__always)
    private mutating func forEachTerm(_ body: (Unmanaged<ItemVariables>, ItemVariable, Double) -> Bool) -> Bool {
        var slots = order
        for _ in 0..<count {
            let slot = Int(truncatingIfNeeded: slots & 15)
            slots &>>= 4
            guard slot < 12 else { return false }
            let coefficient = withCoefficients { $0[slot] }
            guard coefficient != 0 else { continue }
            guard let item = item(slot >> 2), let which = ItemVariable(rawValue: UInt8(slot & 3)) else { return false }
            guard body(item, which, coefficient) else { return false }
        }
        return true
    }

    /// Appends the terms with zero coefficients dropped to `out`.
    mutating func reduce(into out: inout [Term]) {
        _ = forEachTerm { item, which, coefficient in
            item._withUnsafeGuaranteedRef { out.append(Term($0.variable(which), coefficient)) }
            return true
        }
    }

    /// Writes the terms with zero coefficients dropped to a batch's `out` (see
    /// ``BatchOutput/write(_:_:_:)``).
    ///
    /// - Returns: `false` when `out` has no room left (it then holds part of the terms).
    mutating func reduce(into out: inout BatchOutput) -> Bool {
        forEachTerm { item, which, coefficient in out.write(item, which, coefficient) }
    }

    /// Adds `coefficient` to the term of the role's variable `which`, added at the end when new.
    @inline(__always)
    private mutating func put(_ role: Int, _ which: ItemVariable, _ coefficient: Double) {
        // Roles are 0 to 2, so slots 0 to 11 and at most twelve terms: the shifts stay in range.
        let slot = role &* 4 &+ Int(which.rawValue)
        let bit: UInt16 = 1 &<< UInt16(truncatingIfNeeded: slot)
        if present & bit == 0 {
            present |= bit
            order |= UInt64(truncatingIfNeeded: slot) &<< UInt64(truncatingIfNeeded: 4 &* count)
            count += 1
            withCoefficients { $0[slot] = coefficient }
        } else {
            withCoefficients { $0[slot] += coefficient }
        }
    }

    /// Adds the attribute of `item` as an expression of the solver variables; on the right
    /// side (`isRight`) each coefficient is times `scale` and negated (the right side is
    /// subtracted). Returns the expression's constant (unscaled).
    ///
    /// | attribute | expression (minus the constraint's superview origin for positions) |
    /// |---|---|
    /// | right, bottom | left + width, top + height |
    /// | centerX, centerY | left + width / 2, top + height / 2 |
    /// | leading, trailing (left to right) | left, right |
    /// | leading, trailing (right to left) | distance leftward from the superview's right edge to the right, left edge |
    /// | firstBaseline | top + firstBaselineOffset (default: height) |
    /// | lastBaseline | top + height - lastBaselineOffset (default: 0) |
    ///
    /// `item` and `origin` are roles (see ``gather(_:of:_:of:origin:multiplier:direction:)``).
    private mutating func add(
        _ attribute: LayoutAttribute, of item: Int, origin: Int, direction: LayoutDirection, scale: Double,
        isRight: Bool
    ) -> Double {
        // The left side is added as it is; the right side as -(c * m).
        @inline(__always)
        func put(_ role: Int, _ which: ItemVariable, _ coefficient: Double) {
            self.put(role, which, isRight ? -(coefficient * scale) : coefficient)
        }
        switch attribute {
        case .width:
            put(item, .width, 1)
        case .height:
            put(item, .height, 1)
        case .left:
            put(item, .left, 1); put(origin, .left, -1)
        case .right:
            put(item, .left, 1); put(item, .width, 1); put(origin, .left, -1)
        case .centerX:
            put(item, .left, 1); put(origin, .left, -1); put(item, .width, 0.5)
        case .top:
            put(item, .top, 1); put(origin, .top, -1)
        case .bottom:
            put(item, .top, 1); put(origin, .top, -1); put(item, .height, 1)
        case .centerY:
            put(item, .top, 1); put(origin, .top, -1); put(item, .height, 0.5)
        case .leading, .trailing:
            let leading = attribute == .leading
            if direction == .leftToRight {
                if leading {
                    put(item, .left, 1); put(origin, .left, -1)
                } else {
                    put(item, .left, 1); put(item, .width, 1); put(origin, .left, -1)
                }
            } else {
                // Right to left: distance from the origin's right edge, growing leftward
                // (`origin.width - edge`, the edge being the right one for leading).
                put(origin, .width, 1)
                if leading {
                    put(item, .left, -1); put(item, .width, -1); put(origin, .left, 1)
                } else {
                    put(item, .left, -1); put(origin, .left, 1)
                }
            }
        case .firstBaseline:
            put(item, .top, 1); put(origin, .top, -1)
            let offset = self.item(item)?._withUnsafeGuaranteedRef {
                $0.snapshot?.firstBaselineOffset ?? $0.view?.resolvedFirstBaselineOffset
            }
            if let offset { return 0 + offset }
            put(item, .height, 1)
        case .lastBaseline:
            put(item, .top, 1); put(origin, .top, -1); put(item, .height, 1)
            return 0 + -(self.item(item)?._withUnsafeGuaranteedRef {
                $0.snapshot?.lastBaselineOffset ?? $0.view?.resolvedLastBaselineOffset ?? 0
            } ?? 0)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .safeAreaLeft, .safeAreaRight, .safeAreaTop,
             .safeAreaBottom, .safeAreaLeading, .safeAreaTrailing:
            return addInset(attribute, of: item, origin: origin, direction: direction, scale: scale, isRight: isRight)
        }
        return 0
    }

    /// A margin or safe-area attribute: its plain edge moved inward by the view's margins or
    /// safe-area insets (read now; the engine reinstalls the constraint when they change).
    private mutating func addInset(
        _ attribute: LayoutAttribute, of item: Int, origin: Int, direction: LayoutDirection, scale: Double,
        isRight: Bool
    ) -> Double {
        guard let (edge, isSafeArea) = attribute.inset, let object = self.item(item) else { return 0 }
        let insets = object._withUnsafeGuaranteedRef { item in
            let insets = ViewInsets(item.view)
            item.insetsUsed = insets
            return insets
        }
        let used = isSafeArea ? insets.safeArea : insets.margins
        let (left, right) = direction == .leftToRight ? (used.leading, used.trailing) : (used.trailing, used.leading)
        let base = add(edge, of: item, origin: origin, direction: direction, scale: scale, isRight: isRight)
        switch edge {
        case .left: return base + left
        case .right: return base - right
        case .top: return base + used.top
        case .bottom: return base - used.bottom
        // Leading and trailing grow inward from their edge in either direction.
        case .leading: return base + used.leading
        case .trailing: return base - used.trailing
        case .centerX: return base + (left - right) / 2
        case .centerY: return base + (used.top - used.bottom) / 2
        default: return base
        }
    }
}

/// Where a batch's translation writes its terms: into arrays' uninitialized room, sized for
/// the batch beforehand (see ``ConstraintTranslation/translate(_:in:direction:)``).
struct BatchOutput {
    private let terms: UnsafeMutableBufferPointer<Solver.BatchTerm>
    private let guesses: UnsafeMutableBufferPointer<Int32>
    private let sources: UnsafeMutableBufferPointer<VariableSource>
    /// How many terms (and guesses) are written.
    private(set) var count = 0
    /// How many sources are written (one per variable, at its first term).
    private(set) var sourceCount = 0
    /// The room of the smallest of the three: sources are never more than terms.
    private let room: Int

    init(
        terms: UnsafeMutableBufferPointer<Solver.BatchTerm>, guesses: UnsafeMutableBufferPointer<Int32>,
        sources: UnsafeMutableBufferPointer<VariableSource>
    ) {
        self.terms = terms
        self.guesses = guesses
        self.sources = sources
        room = min(terms.count, guesses.count, sources.count)
    }

    /// Writes a term, unretained (the records being installed hold every item, and so every
    /// variable, until the batch is in), with a guess of its symbol (see the solver's
    /// `SymbolHints`): the one its item kept, or, for a variable already met in this batch, a
    /// reference to that earlier entry. The item's guess becomes that reference until the
    /// batch is done (``VariableSource/keep(_:)``), and the variable's first entry becomes a
    /// source, to keep the symbol the solver gives it.
    ///
    /// - Returns: `false`, writing nothing, when there is no room left.
    @inline(__always)
    mutating func write(_ item: Unmanaged<ItemVariables>, _ which: ItemVariable, _ coefficient: Double) -> Bool {
        // Sources never outnumber terms; guesses are as many.
        guard count < room else { return false }
        let entry = Int32(truncatingIfNeeded: count)
        let guess = item._withUnsafeGuaranteedRef { item in
            terms.initializeElement(at: count, to: Solver.BatchTerm(.passUnretained(item.variable(which)), coefficient))
            let guess = item.symbolGuess(which)
            if guess > -2 { item.setSymbolGuess(-2 - entry, for: which) }
            return guess
        }
        guesses.initializeElement(at: count, to: guess)
        if guess > -2 {
            sources.initializeElement(at: sourceCount, to: VariableSource(item: item, which: which, entry: entry))
            sourceCount += 1
        }
        count += 1
        return true
    }
}

/// Where a term's variable came from: the item and which of its four variables, and the
/// entry of the run's guesses that the variable first appears at.
struct VariableSource {
    /// Not retained: the records of the run hold the item until the run ends (see `Entry`).
    let item: Unmanaged<ItemVariables>
    let which: ItemVariable
    let entry: Int32

    /// Ends the run for this variable: its item keeps the symbol the solver gave (from the
    /// resolved guesses), or -1 when the run failed (`symbols` empty).
    func keep(_ symbols: [Int32]) {
        let i = Int(entry)
        let symbol = i < symbols.count ? max(-1, symbols[i]) : -1
        item._withUnsafeGuaranteedRef { $0.setSymbolGuess(symbol, for: which) }
    }
}
