import VisualFormat
import LayoutIR
import LayoutSupport

/// A parsed JSON value with where it was written, so that a document error can point at the
/// spot in the file rather than only name its path.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        /// `quote` is the index (in UTF-8 bytes) of the opening quote in the file:
        /// `JSONParser.scalarLocations(ofStringAt:in:)` maps a position inside the string's
        /// value (a layout text) back to the file, across escape sequences, when needed.
        case string(String, quote: Int)
        case array([JSONNode])
        /// Members in the order written; duplicates are rejected by the parser.
        case object([JSONMember])
    }

    var value: Value
    var range: SourceRange

    /// How the value reads in an error message's "found ..." part.
    var summary: String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "the number \(DecimalText.format(number))"
        case .string(let text, _):
            let shown = text.count > 30 ? String(text.prefix(27)) + "..." : text
            return "the string \"\(shown)\""
        case .array(let elements):
            return elements.count == 1 ? "an array of 1 element" : "an array of \(elements.count) elements"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object.
struct JSONMember: Sendable {
    var key: String
    var keyRange: SourceRange
    var value: JSONNode
}
