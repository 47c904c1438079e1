import LayoutIR

/// One side of a connection: the views of a slot, or the parent's first or last edge.
struct ChainEnd {
    var items: [LayoutItem]
    var isParentStart = false
    var isParentEnd = false
    var isParent: Bool { isParentStart || isParentEnd }
}

extension Lowerer {
    /// Lowers a chain in Apple's order and returns its views in order (not their stacks'
    /// children). A stack's chain has `implicitEdges`: flush to the stack's first and last edge.
    mutating func lowerChain(_ chain: ChainSyntax, axis: AxisScope, scope: StatementScope,
                             implicitEdges: Bool) -> [String] {
        var ends: [ChainEnd] = []
        var slotViews: [[String]] = []
        for slot in chain.slots {
            let slotNames = slot.entries.flatMap { names(of: $0) ?? [] }
            slotViews.append(slotNames)
            ends.append(ChainEnd(items: slotNames.map(LayoutItem.view)))
        }
        let start = ChainEnd(items: [axis.parent], isParentStart: true)
        let end = ChainEnd(items: [axis.parent], isParentEnd: true)
        for (index, slot) in chain.slots.enumerated() {
            if index == 0 {
                if chain.leadingSuperview != nil, let connection = chain.leadingConnection {
                    connect(start, ends[0], connection, axis: axis, scope: scope)
                } else if implicitEdges {
                    connect(start, ends[0], ConnectionSyntax(kind: .flush, range: slot.range), axis: axis, scope: scope)
                }
            } else if index - 1 < chain.connections.count {
                connect(ends[index - 1], ends[index], chain.connections[index - 1], axis: axis, scope: scope)
            }
            lowerSlot(slot, axis: axis, scope: scope)
        }
        if let last = ends.last, let lastSlot = chain.slots.last {
            if chain.trailingSuperview != nil, let connection = chain.trailingConnection {
                connect(last, end, connection, axis: axis, scope: scope)
            } else if implicitEdges {
                connect(last, end, ConnectionSyntax(kind: .flush, range: lastSlot.range), axis: axis, scope: scope)
            }
        }
        return slotViews.flatMap { $0 }
    }

    /// The stack's children, then each entry's predicates.
    private mutating func lowerSlot(_ slot: ViewSlotSyntax, axis: AxisScope, scope: StatementScope) {
        for entry in slot.entries {
            guard let views = names(of: entry) else { continue }
            for view in views {
                if case .stack(let inner) = entry.kind {
                    lowerStack(view, inner, entry: entry, axis: axis, scope: scope)
                }
                for predicate in entry.predicates {
                    if let constraint = constraint(.view(view), axis.size, predicate,
                                                   percentBase: (axis.parent, axis.size), scope: scope) {
                        program.constraints.append(constraint)
                    }
                }
            }
        }
    }

    /// `[col:[a][b]]`: the children chained inside `col` along the axis, flush to its edges, and
    /// filling it across the axis.
    private mutating func lowerStack(_ name: String, _ chain: ChainSyntax, entry: ViewEntrySyntax,
                                     axis: AxisScope, scope: StatementScope) {
        var inner = axis
        inner.parent = .view(name)
        let children = lowerChain(chain, axis: inner, scope: scope, implicitEdges: true)
        let (crossLead, crossTrail): (LayoutAttribute, LayoutAttribute) =
            axis.axis == .horizontal ? (.top, .bottom) : (.leading, .trailing)
        for child in children {
            program.constraints.append(ConstraintDescriptor(
                .view(child), crossLead, .equal, .view(name), crossLead, origin: scope.origin(entry.range)))
            program.constraints.append(ConstraintDescriptor(
                .view(name), crossTrail, .equal, .view(child), crossTrail, origin: scope.origin(entry.range)))
        }
        if !program.containers.contains(where: { $0.name == name }) {
            program.containers.append(LayoutProgram.Container(
                name: name, children: children, origin: scope.origin(entry.range)))
        }
    }

    /// The constraints of one connection between every pair of items of its two sides.
    private mutating func connect(_ earlier: ChainEnd, _ later: ChainEnd, _ connection: ConnectionSyntax,
                                  axis: AxisScope, scope: StatementScope) {
        let origin = scope.origin(connection.range)
        switch connection.kind {
        case .disconnected:
            return
        case .flush:
            edges(earlier, later, .equal, 0, .required, nil, axis: axis, origin: origin)
        case .standard:
            let sibling = !earlier.isParent && !later.isParent
            let value = sibling ? siblingSpacing : superviewSpacing
            var axis = axis
            if !sibling { axis.baselineSpacing = false }
            edges(earlier, later, .equal, value, .required, sibling ? .sibling : .superview, axis: axis, origin: origin)
        case .predicates(let predicates):
            var values: [(LoweredValue, LayoutPriority, PredicateSyntax)] = []
            for predicate in predicates {
                let value = evaluate(predicate.object, defaultAttribute: axis.size,
                                     percentBase: (axis.parent, axis.size), allowsViews: false)
                let priority = self.priority(of: predicate)
                if let value, let priority { values.append((value, priority, predicate)) }
            }
            guard values.count == predicates.count else { return }
            let needsSpacer = values.contains { if case .linear = $0.0 { return true } else { return false } }
            if needsSpacer {
                let spacer = spacerBetween(earlier, later, axis: axis, origin: origin)
                for (value, priority, predicate) in values {
                    program.constraints.append(Self.constraint(spacer, axis.size, predicate.relation ?? .equal, value,
                                                               priority, origin: scope.origin(predicate.range)))
                }
            } else {
                for (value, priority, predicate) in values {
                    guard case .constant(let gap) = value else { continue }
                    var plain = axis
                    plain.baselineSpacing = false
                    // One predicate: the whole connection made it; in a list, its own part.
                    let part = predicates.count == 1 ? connection.range : predicate.range
                    edges(earlier, later, predicate.relation ?? .equal, gap, priority, nil,
                          axis: plain, origin: scope.origin(part))
                }
            }
        case .equalSpacer(let predicates):
            let spacer = spacerBetween(earlier, later, axis: axis, origin: origin)
            if let first = firstEqualSpacer {
                program.constraints.append(ConstraintDescriptor(spacer, axis.size, .equal, first, axis.size, origin: origin))
            } else {
                firstEqualSpacer = spacer
            }
            for predicate in predicates {
                if let constraint = constraint(spacer, axis.size, predicate,
                                               percentBase: (axis.parent, axis.size), scope: scope) {
                    program.constraints.append(constraint)
                }
            }
        }
    }

    /// A helper spacer flush between the two sides.
    private mutating func spacerBetween(_ earlier: ChainEnd, _ later: ChainEnd, axis: AxisScope,
                                        origin: SourceOrigin) -> LayoutItem {
        let spacer = makeSpacer(axis: axis.axis, origin: origin)
        var plain = axis
        plain.baselineSpacing = false
        let middle = ChainEnd(items: [spacer])
        edges(earlier, middle, .equal, 0, .required, nil, axis: plain, origin: origin)
        edges(middle, later, .equal, 0, .required, nil, axis: plain, origin: origin)
        return spacer
    }

    /// `later.lead relation earlier.trail + gap` (mirrored: `earlier.trail relation later.lead +
    /// gap`) for every pair; the parent's edges are its own lead/trail.
    private mutating func edges(_ earlier: ChainEnd, _ later: ChainEnd, _ relation: LayoutRelation, _ gap: Double,
                                _ priority: LayoutPriority, _ standard: ConstraintDescriptor.StandardSpacing?,
                                axis: AxisScope, origin: SourceOrigin) {
        var earlierAttribute = earlier.isParentStart ? axis.lead : axis.trail
        var laterAttribute = later.isParentEnd ? axis.trail : axis.lead
        if axis.baselineSpacing && !earlier.isParent && !later.isParent {
            earlierAttribute = .lastBaseline
            laterAttribute = .firstBaseline
        }
        for first in earlier.items {
            for second in later.items {
                if axis.mirrored {
                    program.constraints.append(ConstraintDescriptor(
                        first, earlierAttribute, relation, second, laterAttribute, constant: gap,
                        priority: priority, standardSpacing: standard, origin: origin))
                } else {
                    program.constraints.append(ConstraintDescriptor(
                        second, laterAttribute, relation, first, earlierAttribute, constant: gap,
                        priority: priority, standardSpacing: standard, origin: origin))
                }
            }
        }
    }
}
