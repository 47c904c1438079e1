import LayoutIR

extension Lowerer {
    /// `Z:|[under][over]`: the views from bottom to top. Connections and predicates carry no
    /// meaning here and are ignored.
    mutating func lowerStackingOrder(_ chain: ChainSyntax, span: Span) {
        let start = items.count
        for slotIndex in chain.slots.indices {
            for entryIndex in syntax.slots[slotIndex].entries.indices {
                _ = appendViews(of: syntax.entries[entryIndex])
            }
        }
        let views = (start..<items.count).map { itemName(items[$0]) }
        items.truncate(to: start)
        program.stackingOrders.append(LayoutProgram.StackingOrder(views: views, origin: origin(span)))
    }

    /// `C:badge.centerX(icon.right)`: `badge.centerX == icon.right`, one constraint per
    /// predicate of each clause; a percentage is of the superview's size along the attribute.
    mutating func lowerExplicit(_ explicit: ExplicitSyntax) {
        guard let view = checkedView(explicit.view.id, at: explicit.view.span) else { return }
        for clauseIndex in explicit.clauses.indices {
            let clause = syntax.clauses[clauseIndex]
            guard let attribute = syntax.attribute(clause.attribute) else { continue }
            for index in clause.predicates.indices {
                emit(view, attribute, syntax.predicates[index], percentBase: (.superview, attribute.axis.sizeAttribute))
            }
        }
    }
}
