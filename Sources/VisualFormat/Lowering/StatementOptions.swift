import LayoutIR

/// A statement's options once the API's options and its braces are merged.
///
/// Its lists hold plain values (an option's name is made into text only for a message): a
/// statement with braces then allocates at most one small array per list and frees it
/// without destroying its elements one by one.
struct StatementOptions {
    enum Direction: Equatable { case leadingToTrailing, leftToRight, rightToLeft }

    /// How an option was written: a brace keyword, or one of the API's options.
    enum Name: Equatable {
        case keyword(BraceKeywordSyntax.Keyword)
        /// By index in `Lowerer.alignmentOptions`.
        case alignmentOption(Int)
        /// `.alignAllLastBaseline` given with `.spelledBaseline`.
        case alignAllBaseline
        case spacingBaselineToBaseline

        /// The name as written, for a message.
        var text: String {
            switch self {
            case .keyword(let keyword): return keyword.rawValue
            case .alignmentOption(let index): return Lowerer.alignmentOptions[index].2
            case .alignAllBaseline: return "alignAllBaseline"
            case .spacingBaselineToBaseline: return "spacingBaselineToBaseline"
            }
        }
    }

    /// Apple's align-all: `earlier.attr == later.attr` for adjacent views; `isOption` when it
    /// came with the API's options rather than from braces.
    struct Alignment {
        var attribute: LayoutAttribute
        var name: Name
        var span: Span
        var isOption: Bool
    }

    /// QuickVFL's `centerX`/`centerY`: every view centred in the superview.
    struct Centering {
        var attribute: LayoutAttribute
        var span: Span
    }

    /// Baseline-to-baseline spacing, as given.
    struct BaselineSpacing {
        var name: Name
        var span: Span
    }

    var alignments: [Alignment] = []
    var centerings: [Centering] = []
    var direction = Direction.leadingToTrailing
    var baselineSpacing: BaselineSpacing?

    /// Adds an alignment unless the statement already has one of that attribute: an alignment
    /// given twice (option and brace) aligns once, reported where it was first given. A check
    /// of the few alignments so far rather than a set: no allocation per statement.
    mutating func align(_ attribute: LayoutAttribute, _ name: Name, _ span: Span, isOption: Bool) {
        if alignments.contains(where: { $0.attribute == attribute }) { return }
        alignments.append(Alignment(attribute: attribute, name: name, span: span, isOption: isOption))
    }

    /// Adds a centring unless the statement already has one of that attribute.
    mutating func center(_ attribute: LayoutAttribute, _ span: Span) {
        if centerings.contains(where: { $0.attribute == attribute }) { return }
        centerings.append(Centering(attribute: attribute, span: span))
    }
}

extension Lowerer {
    /// Merges the API options (reported at the statement) with the braces (reported at each
    /// keyword); two different directions are an error.
    mutating func resolveOptions(_ statement: StatementSyntax) -> StatementOptions {
        var result = StatementOptions()
        var directionSource: Span?
        func setDirection(_ direction: StatementOptions.Direction, _ name: @autoclosure () -> String, _ range: Span,
                          _ lowerer: inout Lowerer) {
            if directionSource != nil, result.direction != direction {
                lowerer.error(.invalidOption, "conflicting directions: '\(name())' after another direction", at: range,
                              hint: "give one of leadingToTrailing, leftToRight, rightToLeft")
                return
            }
            result.direction = direction
            directionSource = range
        }
        let statementSpan = statement.span
        if options.rawValue & 0xFFFF != 0 {
            for (index, (option, attribute, _)) in Self.alignmentOptions.enumerated() where options.contains(option) {
                let spelled: StatementOptions.Name =
                    option == .alignAllLastBaseline && options.contains(.spelledBaseline) ? .alignAllBaseline : .alignmentOption(index)
                result.align(attribute, spelled, statementSpan, isOption: true)
            }
        }
        switch (options.rawValue >> 16) & 0x7 {
        case 0: break
        case 1: setDirection(.leftToRight, "directionLeftToRight", statementSpan, &self)
        case 2: setDirection(.rightToLeft, "directionRightToLeft", statementSpan, &self)
        default:
            error(.invalidOption, "expected one direction option, found several", at: statementSpan,
                  hint: "give one of directionLeadingToTrailing, directionLeftToRight, directionRightToLeft")
        }
        if options.contains(.spacingBaselineToBaseline) {
            result.baselineSpacing = .init(name: .spacingBaselineToBaseline, span: statementSpan)
        }
        for index in statement.braces?.keywords.indices ?? 0..<0 {
            let keyword = syntax.keywords[index]
            let range = keyword.span
            let name = StatementOptions.Name.keyword(keyword.keyword)
            switch keyword.keyword {
            case .left: result.align(.left, name, range, isOption: false)
            case .right: result.align(.right, name, range, isOption: false)
            case .top: result.align(.top, name, range, isOption: false)
            case .bottom: result.align(.bottom, name, range, isOption: false)
            case .leading: result.align(.leading, name, range, isOption: false)
            case .trailing: result.align(.trailing, name, range, isOption: false)
            case .baseline, .lastBaseline: result.align(.lastBaseline, name, range, isOption: false)
            case .firstBaseline: result.align(.firstBaseline, name, range, isOption: false)
            case .alignCenterX: result.align(.centerX, name, range, isOption: false)
            case .alignCenterY: result.align(.centerY, name, range, isOption: false)
            case .centerX: result.center(.centerX, range)
            case .centerY: result.center(.centerY, range)
            case .leftToRight: setDirection(.leftToRight, keyword.keyword.rawValue, range, &self)
            case .rightToLeft: setDirection(.rightToLeft, keyword.keyword.rawValue, range, &self)
            case .leadingToTrailing: setDirection(.leadingToTrailing, keyword.keyword.rawValue, range, &self)
            case .baselineToBaseline: result.baselineSpacing = .init(name: name, span: range)
            case .edgeToEdge: break
            }
        }
        return result
    }

    /// Apple's alignment options with their names.
    static let alignmentOptions: [(FormatOptions, LayoutAttribute, String)] = [
        (.alignAllLeft, .left, "alignAllLeft"), (.alignAllRight, .right, "alignAllRight"),
        (.alignAllTop, .top, "alignAllTop"), (.alignAllBottom, .bottom, "alignAllBottom"),
        (.alignAllLeading, .leading, "alignAllLeading"), (.alignAllTrailing, .trailing, "alignAllTrailing"),
        (.alignAllCenterX, .centerX, "alignAllCenterX"), (.alignAllCenterY, .centerY, "alignAllCenterY"),
        (.alignAllLastBaseline, .lastBaseline, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, .firstBaseline, "alignAllFirstBaseline"),
    ]

    /// Checks the options against a chain's axis: alignments across it only, baseline spacing
    /// in V only. Like Apple, an option's axis is checked only where it aligns a pair of views:
    /// with `viewCount` below 2 it is accepted (Eureka passes `.alignAllLastBaseline` with
    /// `V:|-[textField]-|`). A brace keyword is written in the statement itself, so a wrong one
    /// is reported whatever the count.
    mutating func validate(_ options: StatementOptions, axis: LayoutAxis, viewCount: Int) -> Bool {
        var valid = true
        for alignment in options.alignments where alignment.attribute.axis == axis {
            if alignment.isOption && viewCount < 2 { continue }
            let allowed: String
            switch (axis, alignment.isOption) {
            case (.horizontal, false): allowed = "top, bottom, alignCenterY, baseline, firstBaseline or lastBaseline"
            case (.vertical, false): allowed = "left, right, leading, trailing or alignCenterX"
            case (.horizontal, true):
                allowed = "alignAllTop, alignAllBottom, alignAllCenterY, alignAllLastBaseline (alignAllBaseline) or alignAllFirstBaseline"
            case (.vertical, true):
                allowed = "alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or alignAllCenterX"
            }
            let kind = axis == .horizontal ? "horizontal" : "vertical"
            let name = alignment.name.text
            error(.wrongAxisAlignment,
                  "cannot align '\(name)' in a \(kind) statement: expected \(allowed)",
                  at: alignment.span,
                  hint: "alignments run across the statement's axis; put '\(name)' on a \(axis == .horizontal ? "V:" : "H:") statement")
            valid = false
        }
        if let spacing = options.baselineSpacing, axis == .horizontal {
            error(.invalidOption, "'\(spacing.name.text)' applies to vertical statements only", at: spacing.span,
                  hint: "start the statement with 'V:'")
            valid = false
        }
        return valid
    }
}
