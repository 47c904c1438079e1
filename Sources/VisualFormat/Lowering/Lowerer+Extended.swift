import LayoutIR

extension Lowerer {
    /// `Z:|[under][over]`: the views from bottom to top. Connections and predicates carry no
    /// meaning here and are ignored.
    mutating func lowerStackingOrder(_ chain: ChainSyntax, scope: StatementScope) {
        let views = chain.slots.flatMap(\.entries).flatMap { names(of: $0) ?? [] }
        program.stackingOrders.append(LayoutProgram.StackingOrder(views: views, origin: scope.origin(scope.range)))
    }

    /// `C:badge.centerX(icon.right)`: `badge.centerX == icon.right`, one constraint per
    /// predicate of each clause; a percentage is of the superview's size along the attribute.
    mutating func lowerExplicit(_ explicit: ExplicitSyntax, scope: StatementScope) {
        guard checkView(explicit.view.text, at: explicit.view.range) else { return }
        for clause in explicit.clauses {
            guard let attribute = LayoutAttribute(rawValue: clause.attribute.text) else { continue }
            for predicate in clause.predicates {
                if let constraint = constraint(.view(explicit.view.text), attribute, predicate,
                                               percentBase: (.superview, attribute.axis.sizeAttribute), scope: scope) {
                    program.constraints.append(constraint)
                }
            }
        }
    }
}
