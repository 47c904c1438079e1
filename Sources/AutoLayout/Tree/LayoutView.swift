import VisualFormat
import LayoutIR

/// A node of the abstract view tree that the engine lays out.
///
/// A view is a reference type because a tree has identity: two views may share a name (names
/// only matter to layout text, which looks them up nearest first), but never a place in the
/// tree. A change to a view's properties or to the tree tells the engines laying the tree
/// out (O(depth)); the next ``LayoutEngine/layout(width:height:)`` then looks at those views
/// only, and walks the whole tree only after the tree itself changed.
public final class LayoutView {
    /// The name layout text refers to the view by.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// The parent; weak because the parent owns its children.
    public private(set) weak var superview: LayoutView?
    /// The children in order of addition.
    public private(set) var subviews: [LayoutView] = []

    /// The intrinsic width, or `nil` for none on that axis.
    public var intrinsicWidth: Double? { didSet { didChange() } }
    /// The intrinsic height, or `nil` for none on that axis.
    public var intrinsicHeight: Double? { didSet { didChange() } }

    /// For content such as text whose height depends on its width: gets a proposed width
    /// (`nil`: unconstrained) and returns the size the content needs.
    ///
    /// The engine asks once unconstrained for the intrinsic size, then, after each solve, with
    /// the width the view got, and solves again while the height changes (at most a few
    /// passes). An explicit ``intrinsicWidth`` or ``intrinsicHeight`` wins over the answer.
    public var measure: (@Sendable (Double?) -> LayoutSize)? { didSet { didChange() } }

    /// How strongly the view resists growing beyond its intrinsic size (Apple's default 250).
    public var contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) =
        (.defaultLow, .defaultLow)
    {
        didSet { didChange() }
    }
    /// How strongly the view resists shrinking below its intrinsic size (Apple's default 750).
    public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) =
        (.defaultHigh, .defaultHigh)
    {
        didSet { didChange() }
    }

    /// A hidden view collapses to zero size on both axes; its constraints stay installed, and
    /// its own required size constraints yield to the collapse.
    public var isHidden = false { didSet { didChange() } }

    /// The first baseline, measured from the top; `nil` puts it at the bottom edge.
    public var firstBaselineOffset: Double? { didSet { didChange() } }
    /// The last baseline, measured up from the bottom; `nil` puts it at the bottom edge.
    public var lastBaselineOffset: Double? { didSet { didChange() } }

    /// Adds `view` as the last child, taking it from its current parent first.
    ///
    /// Adding the view itself or one of its ancestors would make a cycle: that is ignored.
    public func addSubview(_ view: LayoutView) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didChange(structure: true)
    }

    /// Detaches the view (and its subtree) from its parent.
    ///
    /// As in Apple's Auto Layout, the engines laying out the tree deactivate the constraints
    /// that tie the subtree to the rest of the tree (those mentioning a view of the subtree
    /// together with a view outside it, or measured against a superview outside it);
    /// constraints wholly inside the subtree stay. Moving a view with ``addSubview(_:)``
    /// removes it first, so it loses those constraints too. Cost: O(depth) to find the
    /// engines, and for each O(*c* + subtree size).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: LayoutView? = parent
        while let node = ancestor {
            node.observers.removeAll { $0.engine == nil }
            for observer in node.observers { observer.engine?.viewWillLeaveTree(self) }
            ancestor = node.superview
        }
        didChange(structure: true)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Tells the engines whose root is above this view that it changed (`structure`: that the
    /// tree changed around it).
    func didChange(structure: Bool = false) {
        var node: LayoutView? = self
        while let current = node {
            for observer in current.observers { observer.engine?.viewDidChange(self, structure: structure) }
            node = current.superview
        }
    }

    /// The engines whose root this view is, told when a view below leaves the tree; weak, so
    /// that a view does not keep an engine alive.
    var observers: [EngineObserver] = []

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// Searches this view and its descendants, breadth first, so that the nearest view of that
    /// name wins.
    public func descendant(named name: String) -> LayoutView? {
        var queue: [LayoutView] = [self]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            if node.name == name { return node }
            queue.append(contentsOf: node.subviews)
            index += 1
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no parent).
    public var rootView: LayoutView {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The hugging priority along one axis.
    public func contentHugging(along axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }

    /// The compression resistance priority along one axis.
    public func compressionResistance(along axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets the hugging priority along one axis.
    public func setContentHugging(_ priority: LayoutPriority, along axis: LayoutAxis) {
        if axis == .horizontal { contentHugging.horizontal = priority } else { contentHugging.vertical = priority }
    }

    /// Sets the compression resistance priority along one axis.
    public func setCompressionResistance(_ priority: LayoutPriority, along axis: LayoutAxis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
    }
}

extension LayoutView: CustomStringConvertible {
    public var description: String { name }
}

/// A weak reference from a root view to an engine laying it out.
final class EngineObserver {
    weak var engine: LayoutEngine?

    init(_ engine: LayoutEngine) {
        self.engine = engine
    }
}
