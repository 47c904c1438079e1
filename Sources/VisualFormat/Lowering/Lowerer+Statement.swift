import LayoutIR

extension Lowerer {
    mutating func lower(_ statement: StatementSyntax) {
        statementNumber += 1
        beginStatement(statement.span, range: range(statement.span))
        let constraintsBefore = records.count
        let diagnosticsBefore = diagnostics.count
        lowerBody(statement)
        if let name = statement.constraintName {
            nameConstraint(name, made: records.count - constraintsBefore,
                           failed: diagnostics.count > diagnosticsBefore, from: constraintsBefore)
        }
    }

    private mutating func lowerBody(_ statement: StatementSyntax) {
        let keyword = statement.orientation?.keyword ?? .horizontal
        switch statement.body {
        case .explicit(let explicit):
            lowerExplicit(explicit)
        case .chain(let chain):
            if keyword == .zOrder {
                lowerStackingOrder(chain, span: statement.span)
                return
            }
            // Most statements have no braces and the compiler no options: then there is nothing
            // to resolve, check or destroy (the options' arrays cost more than the rest of a
            // short statement's setup).
            let options: StatementOptions? =
                statement.braces == nil && self.options.isEmpty ? nil : resolveOptions(statement)
            checkDuplicates(chain)
            // The axes without an array (a static one is retained and released per statement).
            let firstAxis: LayoutAxis = keyword == .vertical ? .vertical : .horizontal
            let axisCount = keyword == .both ? 2 : 1
            // Apple aligns adjacent views: a range counts as several, a stack as one view.
            var viewCount = 0
            if options != nil {
                for slotIndex in chain.slots.indices {
                    for entryIndex in syntax.slots[slotIndex].entries.indices {
                        if case .range = syntax.entries[entryIndex].kind { viewCount += 2 } else { viewCount += 1 }
                    }
                }
            }
            for axisIndex in 0..<axisCount {
                let axis = axisIndex == 0 ? firstAxis : .vertical
                if let options {
                    guard validate(options, axis: axis, viewCount: viewCount) else { continue }
                }
                var axisScope: AxisScope
                if axis == .vertical {
                    axisScope = AxisScope(axis: .vertical, parent: superviewItem, lead: .top, trail: .bottom,
                                          mirrored: false, baselineSpacing: options?.baselineSpacing != nil)
                } else {
                    switch options?.direction ?? .leadingToTrailing {
                    case .leadingToTrailing:
                        axisScope = AxisScope(axis: .horizontal, parent: superviewItem, lead: .leading, trail: .trailing,
                                              mirrored: false, baselineSpacing: false)
                    case .leftToRight:
                        axisScope = AxisScope(axis: .horizontal, parent: superviewItem, lead: .left, trail: .right,
                                              mirrored: false, baselineSpacing: false)
                    case .rightToLeft:
                        axisScope = AxisScope(axis: .horizontal, parent: superviewItem, lead: .right, trail: .left,
                                              mirrored: true, baselineSpacing: false)
                    }
                }
                firstEqualSpacer = nil
                let views = lowerChain(chain, axis: axisScope, implicitEdges: false)
                guard let options else {
                    items.truncate(to: views.lowerBound)
                    continue
                }
                for alignment in options.alignments {
                    let alignmentOrigin = originRef(alignment.span)
                    for index in views.dropLast() {
                        add(
                            items[index], alignment.attribute, .equal, items[index + 1], alignment.attribute,
                            origin: alignmentOrigin)
                    }
                }
                for centering in options.centerings {
                    let centeringOrigin = originRef(centering.span)
                    for index in views {
                        add(
                            items[index], centering.attribute, .equal, superviewItem, centering.attribute,
                            origin: centeringOrigin)
                    }
                }
                items.truncate(to: views.lowerBound)
            }
        }
    }

    /// Apple rejects a view that appears twice in one format string.
    private mutating func checkDuplicates(_ chain: ChainSyntax) {
        // Stacks nest at most ``Parser/maximumDepth`` deep: the recursion is bounded.
        for slotIndex in chain.slots.indices {
            for entryIndex in syntax.slots[slotIndex].entries.indices {
                let entry = syntax.entries[entryIndex]
                let id = entry.name.id
                if nameStates[id].seenInStatement == statementNumber {
                    error(.duplicateView, "view '\(text(id))' appears more than once in the statement",
                          at: entry.name.span, hint: "write a second statement to constrain it again")
                }
                nameStates[id].seenInStatement = statementNumber
                if case .stack(let inner) = entry.kind { checkDuplicates(syntax.chains[inner]) }
            }
        }
    }

    /// `<name>` after a statement: the one constraint it made gets the name.
    private mutating func nameConstraint(_ name: NameSyntax, made count: Int, failed: Bool, from first: Int) {
        // A statement with errors made an unknown number of constraints: its errors say enough.
        guard !failed else { return }
        let written = text(name.id)
        guard count == 1 else {
            error(.constraintNameNeedsOneConstraint,
                  "constraint name '\(written)' needs a statement that makes one constraint, found \(count == 0 ? "none" : "\(count)")",
                  at: name.span, hint: count == 0 ? nil : "name a statement of one view or one connection, such as H:[a(100)] <\(written)>")
            return
        }
        if let earlier = constraintNames[written] {
            error(.duplicateConstraintName,
                  "constraint name '\(written)' is already used at \(range(earlier).start)",
                  at: name.span, hint: "give each constraint its own name")
            return
        }
        constraintNames[written] = name.span
        program.table.setIdentifier(written, at: first)
    }
}
