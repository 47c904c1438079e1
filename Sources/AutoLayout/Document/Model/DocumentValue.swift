/// A JSON value a document keeps without interpreting it: a view's data (QuickVFL2's
/// `:viewData`: colours, fonts, text), for the app that draws the views.
public enum DocumentValue: Hashable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A JSON number; written back as the shortest text that reads as the same `Double`.
    case number(Double)
    /// A JSON string, with its escapes resolved.
    case string(String)
    /// Elements in the order written.
    case array([DocumentValue])
    /// Members in the order written.
    case object([Member])

    /// One `"key": value` of an object.
    public struct Member: Hashable, Sendable {
        /// The member's name; a document keeps duplicates as written, and the subscript finds
        /// the first.
        public var key: String
        /// The member's value.
        public var value: DocumentValue

        /// The member `"key": value`.
        public init(_ key: String, _ value: DocumentValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in an object; `nil` for a missing key or a value that is not an
    /// object. O(members).
    public subscript(key: String) -> DocumentValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension DocumentValue {
    /// A parsed JSON value, kept as written. O(size of the value).
    init(_ json: JSONNode) {
        switch json.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text, _): self = .string(text)
        case .array(let elements): self = .array(elements.map(DocumentValue.init))
        case .object(let members): self = .object(members.map { Member($0.key, DocumentValue($0.value)) })
        }
    }

    /// The value as JSON to write.
    var output: JSONOutput {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .exact(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(\.output))
        case .object(let members): return .object(members.map { (key: $0.key, value: $0.value.output) })
        }
    }
}
