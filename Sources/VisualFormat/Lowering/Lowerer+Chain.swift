import LayoutIR

/// One side of a connection: the views of a slot (by index in ``Lowerer/items``), or the
/// parent's first or last edge.
enum ChainEnd {
    case views(Range<Int>)
    case parentStart
    case parentEnd

    var isParent: Bool {
        if case .views = self { return false }
        return true
    }
}

extension Lowerer {
    /// Lowers a chain in Apple's order and returns where its views are in `items` (not their
    /// stacks' children); the caller drops them from `items` when done. A stack's chain has
    /// `implicitEdges`: flush to the stack's first and last edge.
    mutating func lowerChain(_ chain: ChainSyntax, axis: AxisScope, implicitEdges: Bool) -> Range<Int> {
        // Every slot's views first (they are mentioned in order), then each connection and slot.
        let itemStart = items.count
        let entryStart = entryItems.count
        let slotEndStart = slotEnds.count
        for slotIndex in chain.slots.indices {
            for entryIndex in syntax.slots[slotIndex].entries.indices {
                entryItems.append(appendViews(of: syntax.entries[entryIndex]))
            }
            slotEnds.append(items.count)
        }
        // Stacks lowered below push their own slot ends above this chain's, and pop them.
        func slotRange(_ i: Int) -> Range<Int> {
            (i == 0 ? itemStart : slotEnds[slotEndStart + i - 1])..<slotEnds[slotEndStart + i]
        }

        var entryCursor = entryStart
        for (position, slotIndex) in chain.slots.indices.enumerated() {
            let slot = syntax.slots[slotIndex]
            if position == 0 {
                if chain.leadingSuperview != nil, let connection = chain.leadingConnection {
                    connect(.parentStart, .views(slotRange(0)), syntax.connections[connection], axis: axis)
                } else if implicitEdges {
                    connect(.parentStart, .views(slotRange(0)),
                            ConnectionSyntax(kind: .flush, parenthesized: false, span: slot.span), axis: axis)
                }
            } else if position - 1 < chain.connections.count {
                connect(.views(slotRange(position - 1)), .views(slotRange(position)),
                        syntax.connections[chain.connections.start + position - 1], axis: axis)
            }
            lowerSlot(slot, entryCursor: &entryCursor, axis: axis)
        }
        if !chain.slots.isEmpty {
            let last = chain.slots.count - 1
            if chain.trailingSuperview != nil, let connection = chain.trailingConnection {
                connect(.views(slotRange(last)), .parentEnd, syntax.connections[connection], axis: axis)
            } else if implicitEdges {
                connect(.views(slotRange(last)), .parentEnd,
                        ConnectionSyntax(kind: .flush, parenthesized: false,
                                         span: syntax.slots[chain.slots.start + last].span), axis: axis)
            }
        }
        entryItems.truncate(to: entryStart)
        slotEnds.truncate(to: slotEndStart)
        return itemStart..<items.count
    }

    /// The stack's children, then each entry's predicates.
    private mutating func lowerSlot(_ slot: ViewSlotSyntax, entryCursor: inout Int, axis: AxisScope) {
        for entryIndex in slot.entries.indices {
            let entry = syntax.entries[entryIndex]
            let views = entryItems[entryCursor]
            entryCursor += 1
            guard let views else { continue }
            for index in views {
                let view = items[index]
                if case .stack(let chain) = entry.kind {
                    lowerStack(view, entry.name.id, syntax.chains[chain], entry: entry, axis: axis)
                }
                for predicateIndex in entry.predicates.indices {
                    emit(view, axis.size, syntax.predicates[predicateIndex], percentBase: (axis.parent, axis.size))
                }
            }
        }
    }

    /// `[col:[a][b]]`: the children chained inside `col` along the axis, flush to its edges, and
    /// filling it across the axis.
    private mutating func lowerStack(_ view: ItemID, _ id: Int, _ chain: ChainSyntax, entry: ViewEntrySyntax,
                                     axis: AxisScope) {
        var inner = axis
        inner.parent = view
        let children = lowerChain(chain, axis: inner, implicitEdges: true)
        let (crossLead, crossTrail): (LayoutAttribute, LayoutAttribute) =
            axis.axis == .horizontal ? (.top, .bottom) : (.leading, .trailing)
        let entryOrigin = originRef(entry.span)
        for index in children {
            let child = items[index]
            add(child, crossLead, .equal, view, crossLead, origin: entryOrigin)
            add(view, crossTrail, .equal, child, crossTrail, origin: entryOrigin)
        }
        if !nameStates[id].isContainer {
            nameStates[id].isContainer = true
            program.containers.append(LayoutProgram.Container(
                name: text(id), children: children.map { itemName(items[$0]) }, origin: origin(entry.span)))
        }
        items.truncate(to: children.lowerBound)
    }

    /// The constraints of one connection between every pair of items of its two sides.
    private mutating func connect(_ earlier: ChainEnd, _ later: ChainEnd, _ connection: ConnectionSyntax,
                                  axis: AxisScope) {
        switch connection.kind {
        case .disconnected:
            return
        case .flush:
            edges(earlier, later, .equal, 0, .required, nil, axis: axis, origin: originRef(connection.span))
        case .standard:
            let sibling = !earlier.isParent && !later.isParent
            var axis = axis
            if !sibling { axis.baselineSpacing = false }
            let (value, marker) = standardSpacing(sibling: sibling, earlier: earlier, axis: axis)
            edges(earlier, later, .equal, value, .required, marker, axis: axis, origin: originRef(connection.span))
        case .predicates(let predicates):
            lowerSizedConnection(earlier, later, connection, predicates, axis: axis)
        case .equalSpacer(let predicates):
            let connectionOrigin = originRef(connection.span)
            let spacer = spacerBetween(earlier, later, axis: axis, part: connection.span, origin: connectionOrigin)
            if let first = firstEqualSpacer {
                add(spacer, axis.size, .equal, first, axis.size, origin: connectionOrigin)
            } else {
                firstEqualSpacer = spacer
            }
            for index in predicates.indices {
                emit(spacer, axis.size, syntax.predicates[index], percentBase: (axis.parent, axis.size))
            }
        }
    }

    /// `-10-`, `-(>=8,<=20)-`, `-(b)-`: constant gaps are constraints between the two sides; a
    /// gap that depends on an item (a percentage, a view) is the size of a spacer between them.
    private mutating func lowerSizedConnection(_ earlier: ChainEnd, _ later: ChainEnd, _ connection: ConnectionSyntax,
                                               _ predicates: NodeList, axis: AxisScope) {
        if predicates.count == 1 {
            // The common `-10-`: no list to collect.
            let predicate = syntax.predicates[predicates.start]
            let value = evaluate(predicate.object, defaultAttribute: axis.size,
                                 percentBase: (axis.parent, axis.size), allowsViews: connection.parenthesized, inConnection: true)
            let priority = self.priority(of: predicate)
            guard let value, let priority else { return }
            switch value {
            case .constant(let gap):
                var plain = axis
                plain.baselineSpacing = false
                edges(earlier, later, predicate.relation ?? .equal, gap, priority, nil,
                      axis: plain, origin: originRef(connection.span))
            case .linear:
                let spacer = spacerBetween(earlier, later, axis: axis, part: connection.span, origin: originRef(connection.span))
                add(spacer, axis.size, predicate.relation ?? .equal, value, priority, origin: originRef(predicate.span))
            }
            return
        }
        var values: [(LoweredValue, LayoutPriority, PredicateSyntax)] = []
        values.reserveCapacity(predicates.count)
        for index in predicates.indices {
            let predicate = syntax.predicates[index]
            // Apple's `-b-` is an error; Extended VFL's `-(b)-` is a gap sized by the view.
            let value = evaluate(predicate.object, defaultAttribute: axis.size,
                                 percentBase: (axis.parent, axis.size), allowsViews: connection.parenthesized, inConnection: true)
            let priority = self.priority(of: predicate)
            if let value, let priority { values.append((value, priority, predicate)) }
        }
        guard values.count == predicates.count else { return }
        let needsSpacer = values.contains { if case .linear = $0.0 { return true } else { return false } }
        if needsSpacer {
            let spacer = spacerBetween(earlier, later, axis: axis, part: connection.span, origin: originRef(connection.span))
            for (value, priority, predicate) in values {
                add(spacer, axis.size, predicate.relation ?? .equal, value, priority, origin: originRef(predicate.span))
            }
        } else {
            var plain = axis
            plain.baselineSpacing = false
            for (value, priority, predicate) in values {
                guard case .constant(let gap) = value else { continue }
                // One predicate: the whole connection made it; in a list, its own part.
                let part = predicates.count == 1 ? connection.span : predicate.span
                edges(earlier, later, predicate.relation ?? .equal, gap, priority, nil,
                      axis: plain, origin: originRef(part))
            }
        }
    }

    /// The standard gap: the compiler's, or the text's `//spacing:` (then a fixed constant, not
    /// marked as standard, so that an engine's own spacing does not replace it).
    private mutating func standardSpacing(sibling: Bool, earlier: ChainEnd, axis: AxisScope)
        -> (Double, ConstraintDescriptor.StandardSpacing?)
    {
        guard let spacing = textSpacing else {
            return sibling ? (siblingSpacing, .sibling) : (superviewSpacing, .superview)
        }
        if sibling { return (axis.axis == .horizontal ? spacing.horizontal : spacing.vertical, nil) }
        // The edge next to `|`: the one written first is the leading (left) or top edge, the
        // right edge when the statement runs right to left.
        let first = { if case .parentStart = earlier { return true } else { return false } }()
        switch (axis.axis, first != axis.mirrored) {
        case (.horizontal, true): return (spacing.left, nil)
        case (.horizontal, false): return (spacing.right, nil)
        case (.vertical, true): return (spacing.top, nil)
        case (.vertical, false): return (spacing.bottom, nil)
        }
    }

    /// A helper spacer flush between the two sides, made by `part` (whose origin is `origin`).
    private mutating func spacerBetween(_ earlier: ChainEnd, _ later: ChainEnd, axis: AxisScope,
                                        part: Span, origin: OriginRef) -> ItemID {
        let spacer = makeSpacer(axis: axis.axis, part: part)
        var plain = axis
        plain.baselineSpacing = false
        items.append(spacer)
        let middle = ChainEnd.views(items.count - 1..<items.count)
        edges(earlier, middle, .equal, 0, .required, nil, axis: plain, origin: origin)
        edges(middle, later, .equal, 0, .required, nil, axis: plain, origin: origin)
        items.removeLast()
        return spacer
    }

    /// `later.lead relation earlier.trail + gap` (mirrored: `earlier.trail relation later.lead +
    /// gap`) for every pair; the parent's edges are its own lead/trail.
    private mutating func edges(_ earlier: ChainEnd, _ later: ChainEnd, _ relation: LayoutRelation, _ gap: Double,
                                _ priority: LayoutPriority, _ standard: ConstraintDescriptor.StandardSpacing?,
                                axis: AxisScope, origin: OriginRef) {
        var earlierAttribute = axis.trail
        var laterAttribute = axis.lead
        if case .parentStart = earlier { earlierAttribute = axis.lead }
        if case .parentEnd = later { laterAttribute = axis.trail }
        if axis.baselineSpacing && !earlier.isParent && !later.isParent {
            earlierAttribute = .lastBaseline
            laterAttribute = .firstBaseline
        }
        let parent = axis.parent
        let firsts: Range<Int>
        if case .views(let range) = earlier { firsts = range } else { firsts = -1..<0 }
        let seconds: Range<Int>
        if case .views(let range) = later { seconds = range } else { seconds = -1..<0 }
        for i in firsts {
            let first = i < 0 ? parent : items[i]
            for j in seconds {
                let second = j < 0 ? parent : items[j]
                if axis.mirrored {
                    add(
                        first, earlierAttribute, relation, second, laterAttribute, constant: gap,
                        priority: priority, standardSpacing: standard, origin: origin)
                } else {
                    add(
                        second, laterAttribute, relation, first, earlierAttribute, constant: gap,
                        priority: priority, standardSpacing: standard, origin: origin)
                }
            }
        }
    }
}
