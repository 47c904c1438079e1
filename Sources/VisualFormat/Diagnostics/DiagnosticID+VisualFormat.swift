import LayoutIR

/// The diagnostics of the layout language (`vfl.*`).
extension DiagnosticID {
    /// `H|[a]`: an orientation without its colon.
    public static let missingColon = DiagnosticID("vfl.missingColon")
    /// `X:[a]`: an orientation other than H, V, HV, Z or C.
    public static let unknownOrientation = DiagnosticID("vfl.unknownOrientation")
    /// `[a(=50)]`: a relation other than `==`, `<=`, `>=`.
    public static let unknownRelation = DiagnosticID("vfl.unknownRelation")
    /// `[a(50)`: a view without its `]`.
    public static let unterminatedView = DiagnosticID("vfl.unterminatedView")
    /// `[a(50]`: a predicate list without its `)`.
    public static let unterminatedPredicate = DiagnosticID("vfl.unterminatedPredicate")
    /// A view name that is neither a known view nor a metric.
    public static let unknownView = DiagnosticID("vfl.unknownView")
    /// A connection size or priority name that is not a metric.
    public static let unknownMetric = DiagnosticID("vfl.unknownMetric")
    /// A priority outside `0 < p <= 1000`.
    public static let invalidPriority = DiagnosticID("vfl.invalidPriority")
    /// `--10-`: a minus sign that could be a dash or a negative number.
    public static let ambiguousMinus = DiagnosticID("vfl.ambiguousMinus")
    /// `-10,20-`: several predicates in a connection without parentheses.
    public static let connectionListWithoutParentheses = DiagnosticID("vfl.connectionListWithoutParentheses")
    /// `-b-` where `b` is a view: without parentheses (Apple's form) a connection's size must be
    /// a number or a metric; `-(b)-` is Extended VFL's gap sized by the view.
    public static let viewAsConnectionSize = DiagnosticID("vfl.viewAsConnectionSize")
    /// `[a]` where `a` is a metric.
    public static let metricAsView = DiagnosticID("vfl.metricAsView")
    /// An alignment along the statement's own axis (`H:[a][b] {left}`).
    public static let wrongAxisAlignment = DiagnosticID("vfl.wrongAxisAlignment")
    /// An option that cannot apply (baseline spacing in H, two directions at once).
    public static let invalidOption = DiagnosticID("vfl.invalidOption")
    /// `{middle}`: a brace keyword the language does not know.
    public static let unknownBraceKeyword = DiagnosticID("vfl.unknownBraceKeyword")
    /// The text ended inside a statement.
    public static let unexpectedEnd = DiagnosticID("vfl.unexpectedEnd")
    /// Something other than the expected token.
    public static let unexpectedToken = DiagnosticID("vfl.unexpectedToken")
    /// A complete statement followed by more text.
    public static let trailingText = DiagnosticID("vfl.trailingText")
    /// A name with characters outside `[A-Za-z0-9_]` or starting with a digit.
    public static let invalidName = DiagnosticID("vfl.invalidName")
    /// The same view twice in one statement.
    public static let duplicateView = DiagnosticID("vfl.duplicateView")
    /// A number that is not finite (`1e999`) or a division by zero.
    public static let invalidNumber = DiagnosticID("vfl.invalidNumber")
    /// `a.depth`: an attribute the language does not know.
    public static let unknownAttribute = DiagnosticID("vfl.unknownAttribute")
    /// `[cell..4]`, `[cell4..1]`: a range that names no views.
    public static let invalidRange = DiagnosticID("vfl.invalidRange")
    /// Stacks nested deeper than the parser allows.
    public static let nestingTooDeep = DiagnosticID("vfl.nestingTooDeep")
    /// `H:|-[a]-| <name>`: a constraint name on a statement that makes no constraint or several.
    public static let constraintNameNeedsOneConstraint = DiagnosticID("vfl.constraintNameNeedsOneConstraint")
    /// The same constraint name twice in one text.
    public static let duplicateConstraintName = DiagnosticID("vfl.duplicateConstraintName")
    /// A `//spacing:` or `//viewport` meta comment whose value cannot be read.
    public static let invalidMetaComment = DiagnosticID("vfl.invalidMetaComment")
    /// `/*` without `*/`.
    public static let unterminatedComment = DiagnosticID("vfl.unterminatedComment")
    /// A text of 4 GiB or more: the compiler keeps offsets in 32 bits.
    public static let textTooLong = DiagnosticID("vfl.textTooLong")
}
