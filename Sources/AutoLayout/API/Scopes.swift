import VisualFormat
import LayoutIR

/// PureLayout-style scopes around code that makes constraints with the anchor API.
extension LayoutEngine {
    /// Runs `body` with `priority` as the priority of every constraint the anchor and helper
    /// APIs make in it (instead of required). Scopes nest; the innermost wins.
    ///
    ///     engine.withPriority(.defaultHigh) { try engine.setDimension(.width, of: a, to: 100) }
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the scope ends either way.
    public func withPriority<R>(_ priority: LayoutPriority, _ body: () throws -> R) rethrows -> R {
        scopes.priority.append(priority)
        defer { scopes.priority.removeLast() }
        return try body()
    }

    /// Runs `body` with `identifier` given to every constraint made in it, layout text
    /// included. Scopes nest; the innermost wins.
    ///
    /// The identifier is how a constraint is found again (``constraint(withIdentifier:in:)``) and
    /// how conflict reports name it.
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the scope ends either way.
    public func withIdentifier<R>(_ identifier: String, _ body: () throws -> R) rethrows -> R {
        scopes.identifier.append(identifier)
        defer { scopes.identifier.removeLast() }
        return try body()
    }

    /// Runs `body` and returns the constraints the anchor and helper APIs made in it, without
    /// installing them (they are inactive; set `isActive` to install them).
    ///
    /// Use it to prepare alternative layouts and switch between them with ``activate(_:)`` and
    /// ``deactivate(_:)``, which costs one solver addition or removal per constraint instead of
    /// compiling again.
    ///
    /// - Throws: What `body` throws; the constraints made until then are dropped.
    public func makeWithoutInstalling(_ body: () throws -> Void) rethrows -> [LayoutConstraint] {
        scopes.uninstalled.append([])
        defer { scopes.uninstalled.removeLast() }
        try body()
        return scopes.uninstalled.last ?? []
    }

    /// Activates the constraints (one solver addition each): an array of handles, or a
    /// ``LayoutConstraintList`` as `addConstraints` returns.
    ///
    /// Constraints of another engine are ignored.
    ///
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    public func activate(_ constraints: some Sequence<LayoutConstraint>) {
        for constraint in constraints where constraint.engine === self { constraint.isActive = true }
    }

    /// Deactivates the constraints (one solver removal each): an array of handles, or a
    /// ``LayoutConstraintList`` as `addConstraints` returns (which keeps them, so that they
    /// can be activated again through it).
    ///
    /// Constraints of another engine are ignored.
    ///
    /// - Complexity: One solver removal per constraint.
    public func deactivate(_ constraints: some Sequence<LayoutConstraint>) {
        removeConstraints(constraints)
    }
}
