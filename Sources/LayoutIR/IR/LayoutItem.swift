/// What one side of a constraint refers to.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// A view, by its name.
    case view(String)
    /// The superview of the statement (`|`): the view whose layout text it is.
    case superview
    /// An item the language creates for its own use (an equal spacer `~`, a percent gap), by a
    /// generated name that cannot clash with a view name (it starts with `_`). Helper items have
    /// the statement's superview as their superview; see ``HelperItem``.
    case helper(String)

    /// The view's or helper's name, or `superview`.
    public var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "superview"
        case .helper(let name): return name
        }
    }
}

/// An invisible item the language creates: it has a frame in the solver but is not a view.
public struct HelperItem: Hashable, Sendable {
    /// The generated name used in ``LayoutItem/helper(_:)``.
    public var name: String
    /// The axis the helper measures along (a spacer has a size along one axis only).
    public var axis: LayoutAxis
    /// The part of the text that made the helper.
    public var origin: SourceOrigin

    /// A helper named `name` measuring along `axis`, made by the text at `origin`.
    public init(name: String, axis: LayoutAxis, origin: SourceOrigin) {
        self.name = name
        self.axis = axis
        self.origin = origin
    }
}
