import CassowaryScript
import LayoutSupport

/// A JSON object written on one line with Python's separators (`", "`, `": "`), so that our
/// report reads like `peer_kiwi.py`'s.
struct JSONLine {
    private var members: [String] = []

    mutating func add(_ key: String, string value: String) {
        members.append("\(Self.quote(key)): \(Self.quote(value))")
    }

    mutating func add(_ key: String, int value: Int) {
        members.append("\(Self.quote(key)): \(value)")
    }

    /// A number as Python prints a float (`100.0`, `0.3333333333333333`); `null` when absent
    /// or not finite.
    mutating func add(_ key: String, number value: Double?) {
        members.append("\(Self.quote(key)): \(Self.number(value))")
    }

    /// A nested object of numbers, keys in the given order.
    mutating func add(_ key: String, numbers: [(String, Double)]) {
        let inner = numbers.map { "\(Self.quote($0.0)): \(Self.number($0.1))" }.joined(separator: ", ")
        members.append("\(Self.quote(key)): {\(inner)}")
    }

    var text: String { "{" + members.joined(separator: ", ") + "}" }

    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
