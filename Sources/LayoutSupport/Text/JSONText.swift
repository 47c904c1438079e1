/// JSON text the package writes: string literals and numbers.
package enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped (`\n`,
    /// `\u001f`), everything else as it is.
    ///
    /// - Complexity: O(*n*) for *n* scalars.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number as JSON: ``DecimalText/format(_:)``, or `null` when not finite (JSON has no
    /// infinities).
    package static func number(_ value: Double) -> String {
        value.isFinite ? DecimalText.format(value) : "null"
    }
}
