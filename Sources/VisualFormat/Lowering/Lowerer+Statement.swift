import LayoutIR

extension Lowerer {
    mutating func lower(_ statement: StatementSyntax) {
        let scope = StatementScope(text: statement.text, range: statement.range)
        let keyword = statement.orientation?.keyword ?? .horizontal
        switch statement.body {
        case .explicit(let explicit):
            lowerExplicit(explicit, scope: scope)
        case .chain(let chain):
            if keyword == .zOrder {
                lowerStackingOrder(chain, scope: scope)
                return
            }
            let options = resolveOptions(statement)
            checkDuplicates(chain)
            let axes: [LayoutAxis] = keyword == .both ? [.horizontal, .vertical]
                : keyword == .vertical ? [.vertical] : [.horizontal]
            // Apple aligns adjacent views: a range counts as several, a stack as one view.
            let viewCount = chain.slots.reduce(0) { count, slot in
                count + slot.entries.reduce(0) { n, entry in
                    if case .range = entry.kind { return n + 2 }
                    return n + 1
                }
            }
            for axis in axes {
                guard validate(options, axis: axis, viewCount: viewCount) else { continue }
                var axisScope: AxisScope
                if axis == .vertical {
                    axisScope = AxisScope(axis: .vertical, parent: .superview, lead: .top, trail: .bottom,
                                          mirrored: false, baselineSpacing: options.baselineSpacing != nil)
                } else {
                    switch options.direction {
                    case .leadingToTrailing:
                        axisScope = AxisScope(axis: .horizontal, parent: .superview, lead: .leading, trail: .trailing,
                                              mirrored: false, baselineSpacing: false)
                    case .leftToRight:
                        axisScope = AxisScope(axis: .horizontal, parent: .superview, lead: .left, trail: .right,
                                              mirrored: false, baselineSpacing: false)
                    case .rightToLeft:
                        axisScope = AxisScope(axis: .horizontal, parent: .superview, lead: .right, trail: .left,
                                              mirrored: true, baselineSpacing: false)
                    }
                }
                firstEqualSpacer = nil
                let views = lowerChain(chain, axis: axisScope, scope: scope, implicitEdges: false)
                for alignment in options.alignments {
                    for (earlier, later) in zip(views, views.dropFirst()) {
                        program.constraints.append(ConstraintDescriptor(
                            .view(earlier), alignment.attribute, .equal, .view(later), alignment.attribute,
                            origin: scope.origin(alignment.range)))
                    }
                }
                for centering in options.centerings {
                    for view in views {
                        program.constraints.append(ConstraintDescriptor(
                            .view(view), centering.attribute, .equal, .superview, centering.attribute,
                            origin: scope.origin(centering.range)))
                    }
                }
            }
        }
    }

    /// Apple rejects a view that appears twice in one format string.
    private mutating func checkDuplicates(_ chain: ChainSyntax) {
        var seen: Set<String> = []
        func visit(_ chain: ChainSyntax, _ lowerer: inout Lowerer) {
            for entry in chain.slots.flatMap(\.entries) {
                if !seen.insert(entry.name.text).inserted {
                    lowerer.error(.duplicateView, "view '\(entry.name.text)' appears more than once in the statement",
                                  at: entry.name.range, hint: "write a second statement to constrain it again")
                }
                if case .stack(let inner) = entry.kind { visit(inner, &lowerer) }
            }
        }
        visit(chain, &self)
    }
}
