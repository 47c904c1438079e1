import VisualFormat
import LayoutIR

/// PureLayout-style scopes around code that makes constraints with the anchor API.
extension LayoutEngine {
    /// Runs `body` with `priority` as the priority of every constraint the anchor and helper
    /// APIs make in it (instead of required). Scopes nest; the innermost wins.
    ///
    ///     engine.withPriority(.defaultHigh) { try engine.setDimension(.width, of: a, to: 100) }
    public func withPriority<R>(_ priority: LayoutPriority, _ body: () throws -> R) rethrows -> R {
        scopes.priority.append(priority)
        defer { scopes.priority.removeLast() }
        return try body()
    }

    /// Runs `body` with `identifier` given to every constraint made in it, layout text
    /// included. Scopes nest; the innermost wins.
    public func withIdentifier<R>(_ identifier: String, _ body: () throws -> R) rethrows -> R {
        scopes.identifier.append(identifier)
        defer { scopes.identifier.removeLast() }
        return try body()
    }

    /// Runs `body` and returns the constraints the anchor and helper APIs made in it, without
    /// installing them (they are inactive; set `isActive` to install them).
    public func makeWithoutInstalling(_ body: () throws -> Void) rethrows -> [LayoutConstraint] {
        scopes.uninstalled.append([])
        defer { scopes.uninstalled.removeLast() }
        try body()
        return scopes.uninstalled.last ?? []
    }

    /// Activates the constraints (one solver addition each).
    public func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine === self { constraint.isActive = true }
    }

    /// Deactivates the constraints (one solver removal each).
    public func deactivate(_ constraints: [LayoutConstraint]) {
        removeConstraints(constraints)
    }
}
