/// An incremental Cassowary simplex solver with a strict priority hierarchy.
///
/// Add and remove linear constraints, make variables editable and suggest values for them;
/// the solver keeps the best solution: every required constraint holds, and among the
/// others a higher priority always wins over any number of lower ones (lexicographic
/// objective), while within one priority the weighted sum of errors is minimised.
///
///     var solver = Solver()
///     let left = Variable("left"), width = Variable("width")
///     try solver.add(left >= 0)
///     try solver.add((width == 100) | .weak)
///     try solver.addEditVariable(width, strength: .strong)
///     try solver.suggestValue(640, for: width)
///     solver.value(of: width)   // 640
///
/// `Solver` is a value: copying one is cheap and the copies evolve apart. Every operation
/// that throws leaves the solver exactly as it was (a failed suggestion: with the same values;
/// see <doc:Numerics>). Results are deterministic: the same operations give the same values,
/// run after run.
///
/// The tableau is sparse: a column index tells which rows hold each symbol, so a
/// substitution touches only those rows, and a suggestion only the rows that depend on the
/// edit. See each operation for its cost.
public struct Solver: Sendable {
    var tableau = Tableau()

    // Variables, in order of first appearance (see Solver+Variables.swift). A slot whose
    // symbol is -1 is a forgotten variable's, waiting to be dropped.
    var variableIndex = VariableIndex()
    var variableList: [Variable] = []
    var variableSymbols: [SymbolID] = []
    var cachedValues: [Double] = []
    var changedPositions: [Int32] = []
    var deadVariables = 0
    /// Per symbol id: how many constraints (edit constraints included) hold the variable.
    var variableUses: [Int32] = []
    /// Per symbol id: the variable's slot in `variableList`, or -1.
    var variablePositions: [Int32] = []
    /// The symbols whose use the running operation counted, taken back if it fails.
    var usesThisOperation: [SymbolID] = []

    // Constraints (`ConstraintTable`: a record per constraint in flat arrays, by id).
    var records = ConstraintTable()
    /// Per symbol id: the constraint whose marker the symbol is, or -1.
    var markerOwners: [ConstraintID] = []
    /// The ids of the constraints added through the public API, and back: a front end that
    /// adds by id (``add(terms:constant:relation:strength:tracking:)``) pays for neither.
    var publicIDs: [LinearConstraint: ConstraintID] = [:]
    var publicConstraints: [ConstraintID: LinearConstraint] = [:]
    var nextSequence = 0

    // The objective: one row per priority level in use, highest first.
    var levels: [PriorityLevel] = []
    var objectiveRows: [Int32] = []

    // Edit variables.
    var editIndex: [Variable: Int] = [:]
    var edits: [EditRecord] = []

    /// Whether an unsatisfiable constraint's error names the conflicting constraints (the
    /// search for a small set costs a few small solves; internal scratch solvers turn it off).
    var explainsConflicts = true

    /// Whether each inequality's slack is in the units of its scaled constraint (a
    /// coefficient of ±1 beside its largest, in [1, 2)) rather than in those of the
    /// constraint as written: the second opinion of a rebuild before a refusal is believed
    /// (see `Solver+Recovery.swift`, and `makeRow`). Set only on a rebuilt solver.
    var scaledSlacks = false

    /// How many times a removal rebuilt the tableau (for tests of what stays incremental).
    var rebuildCount = 0
    /// Set while a soft line is added unmet, the last resort of the recovery: each new row is
    /// solved for its own slack or error (see `Solver+Recovery.swift`).
    var insertsUnmet = false
    /// Set while phase one takes its second look (see `addWithArtificialVariable`): every
    /// negative cost of its objective is real, however small.
    var phaseOnePricesEveryCost = false
    /// How many times a removal rebuilt only the component of the removed equality (see
    /// Solver+ComponentRebuild.swift), and the index of holders that finds it.
    var componentRebuildCount = 0
    var holderIndex = HolderIndex()
    /// The required constraints' symbols for a suggestion's accuracy check.
    var requiredCheck = RequiredCheck()

    /// The largest magnitude of a coefficient, constant or value the solver accepts, 1e100;
    /// beyond it an add throws ``SolverError/coefficientRange(_:)`` (see <doc:Numerics>).
    /// Front ends can check their numbers against it to point at the one that is too large.
    public static let largestSupportedMagnitude: Double = Numerics.magnitude

    /// An empty solver: no variables, no constraints, no edit variables.
    public init() {}

    /// Removes every constraint, edit variable and variable.
    ///
    /// - Complexity: O(1) plus releasing the storage.
    public mutating func reset() {
        self = Solver()
    }

    // MARK: Queries

    /// Whether this constraint object is in the solver.
    ///
    /// - Complexity: O(1).
    public func contains(_ constraint: LinearConstraint) -> Bool { publicIDs[constraint] != nil }

    /// The constraints in the solver, in the order they were added (edit constraints are not
    /// listed).
    ///
    /// - Complexity: O(*n* log *n*).
    public var constraints: [LinearConstraint] {
        records.filter { !$0.record.isEdit }.sorted { $0.record.sequence < $1.record.sequence }.map { linear($0.id) }
    }

    /// The variables the solver knows, in order of first appearance: those that at least
    /// one constraint or edit variable holds. A variable is forgotten when the last
    /// constraint holding it is removed (see <doc:SolvingConstraints>); if it comes back
    /// later, it counts as new and goes to the end.
    ///
    /// - Complexity: O(1), or O(*v*) while forgotten variables wait to be dropped.
    public var variables: [Variable] {
        guard deadVariables > 0 else { return variableList }
        return variableList.indices.compactMap { variableSymbols[$0] >= 0 ? variableList[$0] : nil }
    }

    /// The current value of a variable: always up to date (0 for a variable the solver does
    /// not know: one it never saw, or one it forgot when the last constraint holding it was
    /// removed).
    ///
    /// - Complexity: O(1) (one hash lookup).
    public func value(of variable: Variable) -> Double {
        guard let s = knownSymbol(of: variable) else { return 0 }
        return tableau.value(of: s)
    }

    /// Refreshes the cached values and returns the variables whose value changed since the
    /// last call, in order of first appearance.
    ///
    /// A variable forgotten since the last call (see ``variables``) whose value was not 0
    /// is reported once, with the value 0 it now reads as; if it came back meanwhile, it is
    /// reported twice, first as 0 and then, later in the report, with its new value. (A
    /// solver whose report is not read for so long that forgotten variables outnumber the
    /// known ones twice over stops keeping them for it.)
    ///
    /// The result is a view over the solver's variable list and a reused buffer of
    /// positions: calling this after every suggestion allocates nothing.
    ///
    /// - Complexity: O(*v*) for *v* variables (forgotten ones included until they are
    ///   dropped).
    @discardableResult
    public mutating func updateVariables() -> ChangedVariables {
        if deadVariables > 0, 2 * deadVariables >= variableList.count { dropDeadSlots(keepingUnreported: true) }
        changedPositions.removeAll(keepingCapacity: true)
        // Room for every variable at once, not by doublings: the first report after a large
        // batch lists about all of them (a list of 1,000 cards left the doublings' blocks
        // behind, 30 bytes a view of the resident set), and taken here, after the batch, it
        // reuses what the batch freed (reserved with the batch's hint, it raised the resident
        // set at 10,000 cards).
        if changedPositions.capacity < variableSymbols.count { changedPositions.reserveCapacity(variableSymbols.count) }
        for i in variableSymbols.indices {
            let s = variableSymbols[i]
            let v = s >= 0 ? tableau.value(of: s) : 0
            if v != cachedValues[i] {
                cachedValues[i] = v
                changedPositions.append(Int32(i))
            }
        }
        return ChangedVariables(variables: variableList, positions: changedPositions, values: cachedValues)
    }

    /// The variable's slot in the change report (``ChangedVariables/values`` is indexed by
    /// it), or -1 for a variable the solver does not know. A slot stays the variable's until
    /// a report drops forgotten slots or the solver is rebuilt or replaced, so a caller that
    /// keeps it checks `ChangedVariables.variables[slot] === variable` before trusting it.
    ///
    /// - Complexity: O(1) (one hash lookup).
    package func slot(of variable: Variable) -> Int32 {
        guard let s = knownSymbol(of: variable) else { return -1 }
        return variablePositions[Int(s)]
    }

    /// ``slot(of:)`` given a guess of the variable's symbol (see ``SymbolHints``): a right
    /// guess reads two arrays instead of hashing; a wrong one costs the lookup.
    ///
    /// - Complexity: O(1).
    package func slot(of variable: Variable, symbolGuess: Int32) -> Int32 {
        isSymbol(symbolGuess, of: variable) ? variablePositions[Int(symbolGuess)] : slot(of: variable)
    }

    /// ``value(of:)`` given a guess of the variable's symbol (see ``SymbolHints``).
    ///
    /// - Complexity: O(1).
    package func value(of variable: Variable, symbolGuess: Int32) -> Double {
        isSymbol(symbolGuess, of: variable) ? tableau.value(of: symbolGuess) : value(of: variable)
    }

    /// Whether the variable is an edit variable.
    ///
    /// - Complexity: O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool { editIndex[variable] != nil }

    /// The edit variables, in the order they were added.
    public var editVariables: [Variable] { edits.map(\.variable) }
}

/// What the solver remembers of a constraint.
struct ConstraintRecord: Sendable {
    /// The symbol that identifies the constraint's row: its slack, its positive error, or the
    /// dummy of a tracked required equality; -1 for a compact required equality, which has
    /// none (see ``EqualityTracking``).
    var marker: SymbolID
    /// The second error of a non-required constraint, or -1.
    var other: SymbolID
    var strength: Strength
    var sequence: Int
    var isEdit: Bool
    var tracking: EqualityTracking
}

/// One priority level of the objective.
struct PriorityLevel: Sendable {
    var priority: Double
    var row: Int32
    var symbol: SymbolID
    /// How many constraints use the level; at zero the level goes.
    var users: Int
    /// The smallest of its constraints' largest coefficients (as written), at most 1: the
    /// units its costs are in, against which a cost is judged zero (see `pricedCost`). Only
    /// lowered while the level lives (a removal leaves it).
    var unit: Double = 1
}

/// An edit variable: its constraint's errors and the last suggested value.
struct EditRecord: Sendable {
    var variable: Variable
    var constraint: ConstraintID
    var plus: SymbolID
    var minus: SymbolID
    var constant: Double
    /// The suggested value when the tableau's terms were last found changed (at
    /// ``shiftOriginVersion``, a ``Tableau/termsVersion``): the shifts since then went
    /// through the same coefficients, so their rounding is that of `constant - shiftOrigin`.
    var shiftOrigin = 0.0
    var shiftOriginVersion = -1
}

/// The variables whose values changed, as ``Solver/updateVariables()`` found them.
public struct ChangedVariables: RandomAccessCollection, Sendable {
    /// Every variable slot of the solver (forgotten ones included), indexed by slot.
    package let variables: [Variable]
    /// The slots of the changed variables.
    package let positions: [Int32]
    /// The current value of every slot, indexed by slot: a front end that keeps each
    /// variable's slot (``Solver/slot(of:)``) reads values here by index, hashing nothing.
    package let values: [Double]

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position: the number of changed variables.
    public var endIndex: Int { positions.count }
    /// The changed variable at `position`.
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> Variable { variables[Int(positions[position])] }

    /// The new value of the changed variable at `position`: what ``Solver/value(of:)`` gives
    /// for it, without looking the variable up.
    ///
    /// - Complexity: O(1).
    public func value(at position: Int) -> Double { values[Int(positions[position])] }
}

/// How the solver keeps a required equality, which decides what removing it costs.
///
/// Cassowary marks every required equality with a dummy symbol whose column records how each
/// row depends on it. Along a chain of views each position then carries the marker of every
/// constraint before it, so rows grow to the length of the chain and a build to its square
/// (kiwi's rows grow dense this way). So the solver keeps equalities `compact` unless told
/// otherwise, and tracks only those that are expected to change.
public enum EqualityTracking: Sendable, Hashable {
    /// No marker: the tableau stays sparse. Removing the constraint is a pivot when it holds
    /// a variable that no other constraint holds (that variable serves as its marker), else
    /// a rebuild of the constraints linked to it when they are all required (O(their
    /// build)), else of the whole tableau (O(a build)): see ``Solver/remove(_:)``. The
    /// default.
    case compact
    /// A marker: removing the constraint (to change its constant, say) is a pivot. Use it for
    /// constraints that come and go.
    case tracked
}
