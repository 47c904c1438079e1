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
    /// an array of terms of its own (see ``appendTerms(of:in:direction:scratch:to:)``).
    static func linearConstraint(
        for constraint: LayoutConstraint, direction: LayoutDirection, strength: Strength,
        scratch: inout TermBuffer
    ) -> LinearConstraint {
        var terms: [Term] = []
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
    /// `terms` is scratch space the engine keeps between calls; `out` is the array of terms
    /// of a batch of constraints (see the solver's `addAllOrNone(terms:_:hints:)`), or the
    /// constraint's own.
    static func appendTerms(
        of id: Int32, in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection,
        scratch terms: inout TermBuffer, to out: inout [Term]
    ) -> Double {
        let constant = gatherTerms(of: id, in: records, direction: direction, scratch: &terms)
        if out.isEmpty { out.reserveCapacity(terms.count) }
        terms.reduce(into: &out)
        return constant
    }

    /// ``appendTerms(of:in:direction:scratch:to:)`` for a batch: the terms go to the batch's
    /// array unretained (see the solver's `BatchTerm`), with a guess of each symbol.
    static func appendTerms(
        of id: Int32, in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection,
        scratch terms: inout TermBuffer, to out: inout [Solver.BatchTerm]
    ) -> Double {
        let constant = gatherTerms(of: id, in: records, direction: direction, scratch: &terms)
        terms.reduce(into: &out)
        return constant
    }

    /// Gathers the terms of a record's solver constraint into `terms` (unreduced) and returns
    /// the constraint's constant.
    private static func gatherTerms(
        of id: Int32, in records: borrowing ConstraintRecords.Columns, direction: LayoutDirection,
        scratch terms: inout TermBuffer
    ) -> Double {
        let i = Int(id)
        // Unretained: `records` holds the items for the whole translation.
        let origin = Unmanaged.passUnretained(records.superviewItem(id))
        let packed = records.packed[i]
        terms.removeAll()
        let lhsConstant = terms.add(packed.firstAttribute, of: .passUnretained(records.first[i]), origin: origin,
                                    direction: direction, scale: 1, isRight: false)
        var rhsConstant = 0.0
        if let second = records.second[i], let attribute = packed.secondAttribute {
            let m = records.multiplier(id)
            // `rhs * m` then negated: each coefficient becomes -(c * m), as `lhs - rhs * m` makes it.
            rhsConstant = terms.add(
                attribute, of: .passUnretained(second), origin: origin, direction: direction, scale: m, isRight: true) * m
        }
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

/// The terms of one constraint: at most a dozen, combined by a linear scan. Each term is
/// kept as the item and which of its variables, so that the solver symbols the item keeps
/// can go with the constraint (``collectsGuesses``).
struct TermBuffer {
    private struct Entry {
        /// Not retained: the records being translated hold every item a term names, for
        /// longer than the buffer's entries are read (a retain and a release per term were
        /// a tenth of the translation).
        let item: Unmanaged<ItemVariables>
        let which: ItemVariable
        var coefficient: Double
    }

    private var terms: [Entry] = []
    /// How many of `terms` are the current constraint's (see ``removeAll()``).
    private var used = 0

    init() { terms.reserveCapacity(8) }

    /// Empties the buffer, keeping its room and its entries, which are plain values: only
    /// the first `used` count, and the next term overwrites the first. This runs once per
    /// constraint installed.
    mutating func removeAll() {
        used = 0
    }

    /// With `collectsGuesses`, ``reduce()`` also appends, for each term it keeps, a guess of
    /// the variable's solver symbol to `guesses` (see the solver's `SymbolHints`): the one
    /// its item kept, or, for a variable already met in this run, a reference to that earlier
    /// entry. The item's guess becomes that reference until the run is done
    /// (``VariableSource/keep(_:)``), and the first entry of each variable goes to `sources`,
    /// to keep the symbol the solver gives it.
    var collectsGuesses = false
    var guesses: [Int32] = []
    var sources: [VariableSource] = []

    /// How many terms the buffer holds (zero coefficients included).
    var count: Int { used }

    /// Appends the terms with zero coefficients dropped to `out`.
    mutating func reduce(into out: inout [Term]) {
        for i in 0..<used where terms[i].coefficient != 0 {
            let which = terms[i].which
            let coefficient = terms[i].coefficient
            terms[i].item._withUnsafeGuaranteedRef { out.append(Term($0.variable(which), coefficient)) }
        }
    }

    /// Appends the terms with zero coefficients dropped to a batch's `out`, unretained (the
    /// records being installed hold every item, and so every variable, until the batch is
    /// in), and with ``collectsGuesses`` a guess of each one's symbol.
    mutating func reduce(into out: inout [Solver.BatchTerm]) {
        for i in 0..<used where terms[i].coefficient != 0 {
            let unmanaged = terms[i].item
            let which = terms[i].which
            let coefficient = terms[i].coefficient
            let guess = unmanaged._withUnsafeGuaranteedRef { item in
                out.append(Solver.BatchTerm(.passUnretained(item.variable(which)), coefficient))
                return item.symbolGuess(which)
            }
            guard collectsGuesses else { continue }
            guesses.append(guess)
            if guess > -2 {
                let entry = Int32(truncatingIfNeeded: guesses.count - 1)
                unmanaged._withUnsafeGuaranteedRef { $0.setSymbolGuess(-2 - entry, for: which) }
                sources.append(VariableSource(item: unmanaged, which: which, entry: entry))
            }
        }
    }

    private mutating func add(_ item: Unmanaged<ItemVariables>, _ which: ItemVariable, _ coefficient: Double) {
        for i in 0..<used where terms[i].item.toOpaque() == item.toOpaque() && terms[i].which == which {
            terms[i].coefficient += coefficient
            return
        }
        let entry = Entry(item: item, which: which, coefficient: coefficient)
        if used < terms.count { terms[used] = entry } else { terms.append(entry) }
        used += 1
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
    mutating func add(
        _ attribute: LayoutAttribute, of item: Unmanaged<ItemVariables>, origin: Unmanaged<ItemVariables>,
        direction: LayoutDirection, scale: Double, isRight: Bool
    ) -> Double {
        // The left side is added as it is; the right side as -(c * m).
        func put(_ item: Unmanaged<ItemVariables>, _ which: ItemVariable, _ coefficient: Double) {
            add(item, which, isRight ? -(coefficient * scale) : coefficient)
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
            let offset = item._withUnsafeGuaranteedRef {
                $0.snapshot?.firstBaselineOffset ?? $0.view?.resolvedFirstBaselineOffset
            }
            if let offset { return 0 + offset }
            put(item, .height, 1)
        case .lastBaseline:
            put(item, .top, 1); put(origin, .top, -1); put(item, .height, 1)
            return 0 + -item._withUnsafeGuaranteedRef {
                $0.snapshot?.lastBaselineOffset ?? $0.view?.resolvedLastBaselineOffset ?? 0
            }
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
        _ attribute: LayoutAttribute, of item: Unmanaged<ItemVariables>, origin: Unmanaged<ItemVariables>,
        direction: LayoutDirection, scale: Double, isRight: Bool
    ) -> Double {
        guard let (edge, isSafeArea) = attribute.inset else { return 0 }
        let insets = item._withUnsafeGuaranteedRef { item in
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
