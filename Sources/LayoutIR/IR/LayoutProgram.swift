/// What lowering a layout text produces: the constraints, in Apple's order, and what the
/// engine must create besides them.
///
/// The constraints are kept as plain records that name their items by index into one table
/// of the program's items (see ``constraints`` for the descriptors): a compiler makes them
/// without reference counting, and an engine binds each distinct item once. Two programs are
/// equal when their descriptors and other parts are.
public struct LayoutProgram: Hashable, Sendable {
    /// A view the text creates to hold other views (an Extended VFL stack, `[col:[a][b]]`).
    public struct Container: Hashable, Sendable {
        /// The new view's name.
        public var name: String
        /// Its children, in order; their superview is the container.
        public var children: [String]
        /// The part of the text that made the container.
        public var origin: SourceOrigin

        /// A container `name` holding `children`, made by the text at `origin`.
        public init(name: String, children: [String], origin: SourceOrigin) {
            self.name = name
            self.children = children
            self.origin = origin
        }
    }

    /// A stacking order set by a `Z:` statement: `views` from bottom to top.
    public struct StackingOrder: Hashable, Sendable {
        /// The views' names, the bottom one first.
        public var views: [String]
        /// The `Z:` statement.
        public var origin: SourceOrigin

        /// The order of `views`, bottom first, set by the statement at `origin`.
        public init(views: [String], origin: SourceOrigin) {
            self.views = views
            self.origin = origin
        }
    }

    /// autolayout.js's `//spacing:` meta comment: the standard spacing a text asks for, per
    /// edge (next to `|`) and between siblings along each axis.
    ///
    /// `//spacing:8` sets every value; `[h, v]` and `[h, v, z]` set the horizontal ones (left,
    /// right, between siblings in H) and the vertical ones (top, bottom, between siblings in V);
    /// six or seven numbers are `[top, right, bottom, left, horizontal, vertical, z]`.
    public struct Spacing: Hashable, Sendable {
        /// Between a view and the superview's top edge.
        public var top: Double
        /// Between a view and the superview's right edge.
        public var right: Double
        /// Between a view and the superview's bottom edge.
        public var bottom: Double
        /// Between a view and the superview's left edge.
        public var left: Double
        /// Between two views in an H statement.
        public var horizontal: Double
        /// Between two views in a V statement.
        public var vertical: Double
        /// Between two items of a `Z:` statement (autolayout.js's z-index step; 1 by default).
        public var zIndex: Double
        /// The meta comment.
        public var origin: SourceOrigin

        /// The spacing the meta comment at `origin` asks for.
        public init(top: Double, right: Double, bottom: Double, left: Double, horizontal: Double,
                    vertical: Double, zIndex: Double = 1, origin: SourceOrigin) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
            self.horizontal = horizontal
            self.vertical = vertical
            self.zIndex = zIndex
            self.origin = origin
        }
    }

    /// autolayout.js's `//viewport` meta comment: the size the text's superview is meant to
    /// have (`//viewport aspect-ratio:16/9 max-height:300`).
    public struct Viewport: Hashable, Sendable {
        /// A viewport width or height: a number of points, or the size of the content.
        public enum Size: Hashable, Sendable {
            /// A fixed size in points.
            case points(Double)
            /// `intrinsic`: the fitting size of what the text lays out.
            case intrinsic
        }

        /// Width divided by height (`aspect-ratio:16/9` is 16/9).
        public var aspectRatio: Double?
        /// `width:`: the superview's width.
        public var width: Size?
        /// `height:`: the superview's height.
        public var height: Size?
        /// `min-width:`: the superview is at least this wide.
        public var minWidth: Double?
        /// `max-width:`: the superview is at most this wide.
        public var maxWidth: Double?
        /// `min-height:`: the superview is at least this tall.
        public var minHeight: Double?
        /// `max-height:`: the superview is at most this tall.
        public var maxHeight: Double?
        /// The meta comment.
        public var origin: SourceOrigin

        /// The viewport the meta comment at `origin` asks for; `nil` leaves a value open.
        public init(aspectRatio: Double? = nil, width: Size? = nil, height: Size? = nil,
                    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                    maxHeight: Double? = nil, origin: SourceOrigin) {
            self.aspectRatio = aspectRatio
            self.width = width
            self.height = height
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.origin = origin
        }
    }

    /// The constraints: for each statement, each connection then the predicates of the view
    /// after it, the closing edge, alignments last.
    ///
    /// Made from the program's records on each read, and turned back into records on each
    /// write: read it once into a local rather than indexing it in a loop.
    ///
    /// - Complexity: O(*n*) to read or write.
    public var constraints: [ConstraintDescriptor] {
        get { table.descriptors }
        set { table = ConstraintTable(newValue) }
    }
    /// The number of constraints, without making their descriptors: count with this rather
    /// than `constraints.count`.
    ///
    /// - Complexity: O(1).
    public var constraintCount: Int { table.count }
    /// The constraints as records (see ``ConstraintTable``).
    package var table: ConstraintTable
    /// Every view name the text mentions, in order of first mention (containers included).
    public var viewNames: [String]
    /// The invisible items the constraints refer to with ``LayoutItem/helper(_:)``.
    public var helpers: [HelperItem]
    /// The views the text creates as containers for others.
    public var containers: [Container]
    /// The stacking orders set with `Z:`.
    public var stackingOrders: [StackingOrder]
    /// The text's `//spacing:` meta comment (the last one wins, as in autolayout.js); its
    /// values are already in the constraints, as plain constants.
    public var spacing: Spacing?
    /// The text's `//viewport` meta comment (the last one wins, key by key).
    public var viewport: Viewport?

    /// An empty program around `table` (a compiler's records), made without the descriptors'
    /// path.
    package init(table: ConstraintTable) {
        self.table = table
        viewNames = []
        helpers = []
        containers = []
        stackingOrders = []
    }

    /// A program of these parts; everything but what is given is empty.
    public init(
        constraints: [ConstraintDescriptor] = [], viewNames: [String] = [],
        helpers: [HelperItem] = [], containers: [Container] = [],
        stackingOrders: [StackingOrder] = [], spacing: Spacing? = nil, viewport: Viewport? = nil
    ) {
        table = ConstraintTable(constraints)
        self.viewNames = viewNames
        self.helpers = helpers
        self.containers = containers
        self.stackingOrders = stackingOrders
        self.spacing = spacing
        self.viewport = viewport
    }
}

extension LayoutProgram {
    /// Whether the two programs have the same constraints (as descriptors) and parts.
    public static func == (lhs: LayoutProgram, rhs: LayoutProgram) -> Bool {
        lhs.viewNames == rhs.viewNames && lhs.helpers == rhs.helpers && lhs.containers == rhs.containers
            && lhs.stackingOrders == rhs.stackingOrders && lhs.spacing == rhs.spacing
            && lhs.viewport == rhs.viewport && lhs.table.count == rhs.table.count
            && lhs.constraints == rhs.constraints
    }

    /// Hashes the constraints (as descriptors) and parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(constraints)
        hasher.combine(viewNames)
        hasher.combine(helpers)
        hasher.combine(containers)
        hasher.combine(stackingOrders)
        hasher.combine(spacing)
        hasher.combine(viewport)
    }
}
