/// The JSON paths the loader, the builder and the diagnostics agree on.
enum DocumentPath {
    static func subview(_ index: Int, of parent: String) -> String { "\(parent).subviews[\(index)]" }

    /// A layout text's path: `root.layout` when the node has one plain text (written as a
    /// string), `root.layout[1]` otherwise.
    static func layout(of node: DocumentNode, at index: Int, nodePath: String) -> String {
        if node.layout.count == 1, node.layout[0].options.isEmpty { return "\(nodePath).layout" }
        return "\(nodePath).layout[\(index)]"
    }

    static func rules(nodePath: String) -> String { "\(nodePath).rules" }
}
