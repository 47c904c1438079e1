import LayoutSupport

/// A JSON value to print, with its keys in the order they are to appear (stable output).
enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    /// A number already spelt as it is to be printed.
    case number(String)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// A number spelt so that reading it back gives the same `Double` (for documents).
    static func exact(_ value: Double) -> JSONOutput {
        if let whole = Int64(exactly: value) { return .number(String(whole)) }
        return .number(String(value))
    }

    /// A number rounded for people (for reports): at most 6 decimals, no `.0`.
    /// JSON has no infinities: a value that is not finite is `null`.
    static func rounded(_ value: Double) -> JSONOutput { .number(JSONText.number(value)) }

    /// The value printed with two-space indentation; an array or object whose elements are
    /// all scalars stays on one line, so that a frame or a pair reads as one line.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): out += JSONText.quoted(text)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                out += "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
                return
            }
            let pad = String(repeating: "  ", count: indent + 1)
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                element.write(to: &out, indent: indent + 1)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            if members.allSatisfy(\.value.isScalar) {
                out += "{ " + members.map { "\(JSONText.quoted($0.key)): \($0.value.rendered())" }.joined(separator: ", ") + " }"
                return
            }
            let pad = String(repeating: "  ", count: indent + 1)
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += pad + JSONText.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }
}
