import LayoutIR

/// A statement's options once the API's options and its braces are merged.
struct StatementOptions {
    enum Direction: Equatable { case leadingToTrailing, leftToRight, rightToLeft }

    /// Apple's align-all: `earlier.attr == later.attr` for adjacent views; `name` as written;
    /// `isOption` when it came with the API's options rather than from braces.
    var alignments: [(attribute: LayoutAttribute, name: String, span: Span, isOption: Bool)] = []
    /// QuickVFL's `centerX`/`centerY`: every view centred in the superview.
    var centerings: [(attribute: LayoutAttribute, span: Span)] = []
    var direction = Direction.leadingToTrailing
    var baselineSpacing: (name: String, span: Span)?

    /// Adds an alignment unless the statement already has one of that attribute: an alignment
    /// given twice (option and brace) aligns once, reported where it was first given. A check
    /// of the few alignments so far rather than a set: no allocation per statement.
    mutating func align(_ attribute: LayoutAttribute, _ name: String, _ span: Span, isOption: Bool) {
        if alignments.contains(where: { $0.attribute == attribute }) { return }
        alignments.append((attribute, name, span, isOption))
    }

    /// Adds a centring unless the statement already has one of that attribute.
    mutating func center(_ attribute: LayoutAttribute, _ span: Span) {
        if centerings.contains(where: { $0.attribute == attribute }) { return }
        centerings.append((attribute, span))
    }
}

extension Lowerer {
    /// Merges the API options (reported at the statement) with the braces (reported at each
    /// keyword); two different directions are an error.
    mutating func resolveOptions(_ statement: StatementSyntax) -> StatementOptions {
        var result = StatementOptions()
        var directionSource: Span?
        func setDirection(_ direction: StatementOptions.Direction, _ name: String, _ range: Span,
                          _ lowerer: inout Lowerer) {
            if directionSource != nil, result.direction != direction {
                lowerer.error(.invalidOption, "conflicting directions: '\(name)' after another direction", at: range,
                              hint: "give one of leadingToTrailing, leftToRight, rightToLeft")
                return
            }
            result.direction = direction
            directionSource = range
        }
        let statementSpan = statement.span
        if options.rawValue & 0xFFFF != 0 {
            for (option, attribute, name) in Self.alignmentOptions where options.contains(option) {
                let spelled = option == .alignAllLastBaseline && options.contains(.spelledBaseline) ? "alignAllBaseline" : name
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
            result.baselineSpacing = ("spacingBaselineToBaseline", statementSpan)
        }
        for index in statement.braces?.keywords.indices ?? 0..<0 {
            let keyword = syntax.keywords[index]
            let range = keyword.span
            switch keyword.keyword {
            case .left: result.align(.left, keyword.keyword.rawValue, range, isOption: false)
            case .right: result.align(.right, keyword.keyword.rawValue, range, isOption: false)
            case .top: result.align(.top, keyword.keyword.rawValue, range, isOption: false)
            case .bottom: result.align(.bottom, keyword.keyword.rawValue, range, isOption: false)
            case .leading: result.align(.leading, keyword.keyword.rawValue, range, isOption: false)
            case .trailing: result.align(.trailing, keyword.keyword.rawValue, range, isOption: false)
            case .baseline, .lastBaseline: result.align(.lastBaseline, keyword.keyword.rawValue, range, isOption: false)
            case .firstBaseline: result.align(.firstBaseline, keyword.keyword.rawValue, range, isOption: false)
            case .alignCenterX: result.align(.centerX, keyword.keyword.rawValue, range, isOption: false)
            case .alignCenterY: result.align(.centerY, keyword.keyword.rawValue, range, isOption: false)
            case .centerX: result.center(.centerX, range)
            case .centerY: result.center(.centerY, range)
            case .leftToRight: setDirection(.leftToRight, keyword.keyword.rawValue, range, &self)
            case .rightToLeft: setDirection(.rightToLeft, keyword.keyword.rawValue, range, &self)
            case .leadingToTrailing: setDirection(.leadingToTrailing, keyword.keyword.rawValue, range, &self)
            case .baselineToBaseline: result.baselineSpacing = (keyword.keyword.rawValue, range)
            case .edgeToEdge: break
            }
        }
        return result
    }

    /// Apple's alignment options with their names.
    private static let alignmentOptions: [(FormatOptions, LayoutAttribute, String)] = [
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
            error(.wrongAxisAlignment,
                  "cannot align '\(alignment.name)' in a \(kind) statement: expected \(allowed)",
                  at: alignment.span,
                  hint: "alignments run across the statement's axis; put '\(alignment.name)' on a \(axis == .horizontal ? "V:" : "H:") statement")
            valid = false
        }
        if let spacing = options.baselineSpacing, axis == .horizontal {
            error(.invalidOption, "'\(spacing.name)' applies to vertical statements only", at: spacing.span,
                  hint: "start the statement with 'V:'")
            valid = false
        }
        return valid
    }
}
