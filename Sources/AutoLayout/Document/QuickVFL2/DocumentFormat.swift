/// The file formats a ``DocumentSource`` reads.
public enum DocumentFormat: String, Hashable, Sendable, CaseIterable {
    /// This package's layout document (`{"root": {...}}`).
    case document
    /// QuickVFL2's JSON layout files, read as they are (see <doc:QuickVFL2Files>).
    case quickVFL2 = "quickvfl2"

    /// The format of a parsed top-level value: QuickVFL2 when it is an object without a
    /// `root` key and with a class name as a value (`"table": "UITableView"`), a `+` reference,
    /// or an option key (`:layout`, `:global`) in it or in an object inside it; otherwise a
    /// layout document.
    ///
    /// - Complexity: O(size of the value), without recursion.
    static func detect(_ json: JSONNode) -> DocumentFormat {
        guard case .object(let members) = json.value, !members.contains(where: { $0.key == "root" }) else {
            return .document
        }
        for member in members {
            if member.key.hasPrefix("+") { return .quickVFL2 }
            if case .string = member.value.value { return .quickVFL2 }
        }
        var pending = [json]
        while let node = pending.popLast() {
            guard case .object(let inner) = node.value else { continue }
            for member in inner {
                if member.key.hasPrefix(":") { return .quickVFL2 }
                pending.append(member.value)
            }
        }
        return .document
    }
}
