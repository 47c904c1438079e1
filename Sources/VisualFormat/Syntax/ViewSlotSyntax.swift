import LayoutIR

/// `[ entry (, entry)* ]`: the views that share one place of a chain.
public struct ViewSlotSyntax: Hashable, Sendable {
    public var entries: [ViewEntrySyntax]
    public var range: SourceRange

    public init(entries: [ViewEntrySyntax], range: SourceRange) {
        self.entries = entries
        self.range = range
    }
}

/// One entry of a slot: a view, a range of views (`cell1..4`) or a stack (`col:[a][b]`), with
/// its predicates.
public struct ViewEntrySyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case view
        /// `cell1..4`: the name's trailing number up to `last`.
        case range(last: Int, lastRange: SourceRange)
        /// `col:[a][b]`: a new view holding the chain.
        case stack(ChainSyntax)
    }

    public var name: NameSyntax
    public var kind: Kind
    public var predicates: [PredicateSyntax]
    public var range: SourceRange

    public init(name: NameSyntax, kind: Kind = .view, predicates: [PredicateSyntax] = [],
                range: SourceRange) {
        self.name = name
        self.kind = kind
        self.predicates = predicates
        self.range = range
    }
}

/// A name as written, with its range.
public struct NameSyntax: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
