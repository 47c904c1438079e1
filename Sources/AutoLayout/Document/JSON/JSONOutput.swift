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
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Writes the value's UTF-8 into `out`, one buffer for the whole output: a string per
    /// scalar and per one-line container cost more than the layout they print.
    func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONText.appendQuoted(text, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            if elements.allSatisfy(\.isScalar) {
                out.append(contentsOf: "[".utf8)
                for (index, element) in elements.enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    element.write(to: &out, indent: indent)
                }
                out.append(contentsOf: "]".utf8)
                return
            }
            out.append(contentsOf: "[\n".utf8)
            for (index, element) in elements.enumerated() {
                Self.pad(&out, indent + 1)
                element.write(to: &out, indent: indent + 1)
                out.append(contentsOf: (index == elements.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.pad(&out, indent)
            out.append(contentsOf: "]".utf8)
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            if members.allSatisfy(\.value.isScalar) {
                out.append(contentsOf: "{ ".utf8)
                for (index, member) in members.enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    JSONText.appendQuoted(member.key, to: &out)
                    out.append(contentsOf: ": ".utf8)
                    member.value.write(to: &out, indent: indent)
                }
                out.append(contentsOf: " }".utf8)
                return
            }
            out.append(contentsOf: "{\n".utf8)
            for (index, member) in members.enumerated() {
                Self.pad(&out, indent + 1)
                JSONText.appendQuoted(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                member.value.write(to: &out, indent: indent + 1)
                out.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.pad(&out, indent)
            out.append(contentsOf: "}".utf8)
        }
    }

    /// Two spaces per level.
    private static func pad(_ out: inout [UInt8], _ indent: Int) {
        for _ in 0..<(2 * indent) { out.append(0x20) }
    }
}
