import Cassowary
import VisualFormat

/// Moving handles in and out of the solver, and catching conflicts the way Apple does: a
/// required constraint that cannot hold is left out (broken) and reported with the constraints
/// it conflicts with; the layout goes on without it.
extension LayoutEngine {
    /// Adds an active handle to the solver: one solver addition (amortised O(rows it touches)).
    ///
    /// A handle that has changed before (constant, priority, activity, collapse) is added as
    /// a tracked equality, so that its next change is a pivot rather than a rebuild of the
    /// solver; the others stay compact, which keeps long chains sparse (see the solver's
    /// `EqualityTracking`). So only a handle's first change of a required equality costs a
    /// rebuild.
    func install(_ constraint: LayoutConstraint) {
        guard constraint.installed == nil else { return }
        if let kind = constraint.descriptor.standardSpacing {
            let spacing = kind == .sibling ? options.siblingSpacing : options.superviewSpacing
            constraint.setStandardConstant(constraint.constant < 0 ? -spacing : spacing)
        }
        let linear = ConstraintTranslation.linearConstraint(
            for: constraint, direction: options.direction, strength: strength(for: constraint))
        do {
            try solver.add(linear, tracking: constraint.changes ? .tracked : .compact)
            constraint.installed = linear
            constraint.conflict = nil
            owners[linear] = .handle(constraint)
        } catch {
            constraint.conflict = warning(for: error, report: ConstraintReport(constraint))
        }
        cachedAmbiguity = nil
    }

    /// Takes a handle out of the solver (one solver removal) and forgets a conflict.
    func uninstall(_ constraint: LayoutConstraint) {
        if let linear = constraint.installed {
            try? solver.remove(linear)
            owners[linear] = nil
            constraint.installed = nil
            needsRetry = true
        }
        constraint.conflict = nil
        cachedAmbiguity = nil
    }

    func reinstall(_ constraint: LayoutConstraint) {
        constraint.changes = true
        uninstall(constraint)
        install(constraint)
    }

    /// A required size constraint of a collapsed view yields to the collapse; every other
    /// constraint keeps its priority.
    func strength(for constraint: LayoutConstraint) -> Strength {
        let d = constraint.descriptor
        guard d.priority.isRequired, !constraint.isCollapse else { return Priorities.strength(d.priority) }
        if d.firstAttribute.isSize, constraint.first.isCollapsed(along: d.firstAttribute.axis) {
            return Priorities.collapseYield
        }
        if let second = constraint.second, let attribute = d.secondAttribute, attribute.isSize,
           second.isCollapsed(along: attribute.axis) {
            return Priorities.collapseYield
        }
        return Priorities.strength(d.priority)
    }

    func activate(_ constraint: LayoutConstraint) {
        activationCounter += 1
        active[ObjectIdentifier(constraint)] = (activationCounter, constraint)
        if case .collapse(let axis) = constraint.role {
            constraint.changes = true
            constraint.first.collapseCount[axis, default: 0] += 1
            collapseDidChange(constraint.first)
        }
        install(constraint)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        constraint.changes = true
        uninstall(constraint)
        active[ObjectIdentifier(constraint)] = nil
        if case .collapse(let axis) = constraint.role {
            constraint.first.collapseCount[axis, default: 1] -= 1
            collapseDidChange(constraint.first)
        }
    }

    func constraintDidChange(_ constraint: LayoutConstraint) {
        guard constraint.isActive, active[ObjectIdentifier(constraint)] != nil else { return }
        reinstall(constraint)
    }

    /// Reinstalls the size constraints touching `item` so that their strength follows its
    /// collapse state, and its intrinsic constraints. O(*c*) to find them.
    func collapseDidChange(_ item: ItemVariables) {
        for constraint in constraints where !constraint.isCollapse {
            let d = constraint.descriptor
            let touches = (constraint.first === item && d.firstAttribute.isSize)
                || (constraint.second === item && d.secondAttribute?.isSize == true)
            if touches, constraint.installed != nil || constraint.conflict != nil { reinstall(constraint) }
        }
        if item.snapshot != nil, item !== rootItem { reinstallIntrinsic(item) }
    }

    /// Retries broken constraints after others left the solver.
    func retryBrokenConstraints() {
        guard needsRetry else { return }
        needsRetry = false
        for constraint in constraints where constraint.installed == nil {
            install(constraint)
        }
        for item in treeOrder where brokenIntrinsic[ObjectIdentifier(item)] != nil {
            reinstallIntrinsic(item)
        }
    }

    func warning(for error: SolverError, report: ConstraintReport) -> LayoutWarning {
        if case .unsatisfiableConstraint(_, let conflicting) = error {
            return .unsatisfiable(broken: report, conflicting: conflicting.map(self.report(for:)))
        }
        return .rejected(report, reason: error.description)
    }

    func report(for linear: LinearConstraint) -> ConstraintReport {
        switch owners[linear] {
        case .handle(let constraint): return ConstraintReport(constraint)
        case .engine(let text): return ConstraintReport(text: text)
        case nil: return ConstraintReport(text: linear.description)
        }
    }
}
