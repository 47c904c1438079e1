import LayoutIR
import LayoutSupport

/// The value of an expression: a constant, or an item's attribute times a multiplier plus a
/// constant (a view reference or a percentage of the superview).
enum LoweredValue: Equatable {
    case constant(Double)
    case linear(ConstraintTable.ItemID, LayoutAttribute, multiplier: Double, constant: Double)
}

extension Lowerer {
    /// Evaluates `expression`. A view name without attribute means its `defaultAttribute`; a
    /// percentage is of `percentBase`. With `allowsViews` false (Apple's unparenthesized
    /// connection, `-b-`) a view is an error.
    ///
    /// In a connection (`inConnection`), a name without an attribute is a view only when the text
    /// shows it is one (a closed view set, or the name in brackets somewhere in the text);
    /// otherwise it is an unknown metric, so that a misspelt metric in `-(pading)-` is still
    /// reported rather than read as a view of that name.
    mutating func evaluate(
        _ expression: ExpressionSyntax, defaultAttribute: LayoutAttribute,
        percentBase: (ItemID, LayoutAttribute), allowsViews: Bool, inConnection: Bool = false
    ) -> LoweredValue? {
        var value: LoweredValue
        switch expression.atom {
        case .number(let number, _):
            value = .constant(number)
        case .percent(let fraction, _):
            value = .linear(percentBase.0, percentBase.1, multiplier: fraction, constant: 0)
        case .name(let name, let attribute):
            if attribute == nil, let metric = metric(name.id) {
                value = .constant(metric)
            } else if metric(name.id) != nil {
                error(.metricAsView, "expected a view before '.', found metric '\(text(name.id))'", at: name.span)
                return nil
            } else if !allowsViews || (inConnection && attribute == nil && compilerViews == nil
                                       && !isSlotName(text(name.id))) {
                let written = text(name.id)
                if !allowsViews && isView(name.id) && (compilerViews != nil || attribute != nil || isSlotName(written)) {
                    error(.viewAsConnectionSize,
                          "expected a number or a metric as the connection's size, found view '\(written)'",
                          at: name.span,
                          hint: "a gap sized by a view is written in parentheses: -(\(written))-")
                } else {
                    error(.unknownMetric, "unknown metric '\(written)' as connection size", at: name.span,
                          hint: Suggestion.hint(for: written, among: Set(metrics.keys)))
                }
                return nil
            } else {
                guard let item = checkedView(name.id, at: name.span) else { return nil }
                let attr = attribute.flatMap { syntax.attribute($0) } ?? defaultAttribute
                value = .linear(item, attr, multiplier: 1, constant: 0)
            }
        }
        if expression.negated { value = Self.scale(value, by: -1) }
        for index in expression.operations.indices {
            let operation = syntax.operations[index]
            guard var operand = self.operand(operation.operand, as: "operand") else { return nil }
            if operation.negated { operand = -operand }
            switch operation.op {
            case .multiply: value = Self.scale(value, by: operand)
            case .divide:
                guard operand != 0 else {
                    error(.invalidNumber, "division by zero", at: operation.span)
                    return nil
                }
                value = Self.scale(value, by: 1 / operand)
            case .add: value = Self.offset(value, by: operand)
            case .subtract: value = Self.offset(value, by: -operand)
            }
        }
        switch value {
        case .constant(let c) where !c.isFinite, .linear(_, _, _, let c) where !c.isFinite:
            error(.invalidNumber, "the value of '\(range(expression.span))' is not finite", at: expression.span)
            return nil
        case .linear(_, _, let m, _) where !m.isFinite:
            error(.invalidNumber, "the multiplier is not finite", at: expression.span)
            return nil
        default:
            return value
        }
    }

    /// A number or a metric's value.
    mutating func operand(_ operand: OperandSyntax, as what: String) -> Double? {
        switch operand {
        case .number(let value, _): return value
        case .name(let name): return metric(name, as: what)
        }
    }

    /// A predicate's priority, checked against `0 < p <= 1000`.
    mutating func priority(of predicate: PredicateSyntax) -> LayoutPriority? {
        guard let syntax = predicate.priority else { return .required }
        guard let value = operand(syntax, as: "priority") else { return nil }
        let priority = LayoutPriority(value)
        guard priority.isValid else {
            error(.invalidPriority,
                  "expected a priority greater than 0 and at most 1000, found \(priority)",
                  at: syntax.span, hint: "1000 is required; 750 is high, 250 low")
            return nil
        }
        return priority
    }

    private static func scale(_ value: LoweredValue, by factor: Double) -> LoweredValue {
        switch value {
        case .constant(let c): return .constant(c * factor)
        case .linear(let item, let attr, let m, let c): return .linear(item, attr, multiplier: m * factor, constant: c * factor)
        }
    }

    private static func offset(_ value: LoweredValue, by amount: Double) -> LoweredValue {
        switch value {
        case .constant(let c): return .constant(c + amount)
        case .linear(let item, let attr, let m, let c): return .linear(item, attr, multiplier: m, constant: c + amount)
        }
    }

    /// `item.attribute relation value @priority` for a predicate, appended to the program.
    mutating func emit(
        _ item: ItemID, _ attribute: LayoutAttribute, _ predicate: PredicateSyntax,
        percentBase: (ItemID, LayoutAttribute)
    ) {
        let value = evaluate(predicate.object, defaultAttribute: attribute, percentBase: percentBase, allowsViews: true)
        let priority = self.priority(of: predicate)
        guard let value, let priority else { return }
        add(item, attribute, predicate.relation ?? .equal, value, priority, origin: originRef(predicate.span))
    }

    /// `item.attribute relation value @priority`, appended to the program.
    mutating func add(
        _ item: ItemID, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ value: LoweredValue, _ priority: LayoutPriority, origin: OriginRef
    ) {
        switch value {
        case .constant(let c):
            add(item, attribute, relation, noItem, constant: c, priority: priority, origin: origin)
        case .linear(let other, let otherAttribute, let m, let c):
            add(item, attribute, relation, other, otherAttribute,
                multiplier: m, constant: c, priority: priority, origin: origin)
        }
    }
}
