/// What lowering a layout text produces: the constraints, in Apple's order, and what the
/// engine must create besides them.
public struct LayoutProgram: Hashable, Sendable {
    /// A view the text creates to hold other views (an Extended VFL stack, `[col:[a][b]]`).
    public struct Container: Hashable, Sendable {
        /// The new view's name.
        public var name: String
        /// Its children, in order; their superview is the container.
        public var children: [String]
        public var origin: SourceOrigin

        public init(name: String, children: [String], origin: SourceOrigin) {
            self.name = name
            self.children = children
            self.origin = origin
        }
    }

    /// A stacking order set by a `Z:` statement: `views` from bottom to top.
    public struct StackingOrder: Hashable, Sendable {
        public var views: [String]
        public var origin: SourceOrigin

        public init(views: [String], origin: SourceOrigin) {
            self.views = views
            self.origin = origin
        }
    }

    /// The constraints: for each statement, each connection then the predicates of the view
    /// after it, the closing edge, alignments last.
    public var constraints: [ConstraintDescriptor]
    /// Every view name the text mentions, in order of first mention (containers included).
    public var viewNames: [String]
    /// The invisible items the constraints refer to with ``LayoutItem/helper(_:)``.
    public var helpers: [HelperItem]
    /// The views the text creates as containers for others.
    public var containers: [Container]
    /// The stacking orders set with `Z:`.
    public var stackingOrders: [StackingOrder]

    public init(
        constraints: [ConstraintDescriptor] = [], viewNames: [String] = [],
        helpers: [HelperItem] = [], containers: [Container] = [],
        stackingOrders: [StackingOrder] = []
    ) {
        self.constraints = constraints
        self.viewNames = viewNames
        self.helpers = helpers
        self.containers = containers
        self.stackingOrders = stackingOrders
    }
}
