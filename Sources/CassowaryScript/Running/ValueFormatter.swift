/// How a script prints numbers: up to 6 decimals, no trailing zeros, `-0` as `0`.
///
/// Done by hand on integers rather than with `String(format:)` so that the output is the same
/// everywhere and needs no Foundation.
public enum ValueFormatter {
    /// `12`, `0.333333`, `-2.5`, `0` for `-0.0000001`; `nan`, `inf`, `-inf` when not finite.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let scaled = (value.magnitude * 1_000_000).rounded()
        // Beyond 2^63 the integer path cannot hold the digits; such values print as Swift does.
        guard scaled < 9.0e18, let micro = Int64(exactly: scaled) else {
            return String(value)
        }
        if micro == 0 { return "0" }
        let whole = micro / 1_000_000
        var fraction = String(micro % 1_000_000)
        var text = value < 0 ? "-\(whole)" : "\(whole)"
        if fraction != "0" {
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.last == "0" { fraction.removeLast() }
            text += "." + fraction
        }
        return text
    }

    /// The value as JSON: like ``format(_:)``, `null` when not finite.
    public static func json(_ value: Double) -> String {
        value.isFinite ? format(value) : "null"
    }

    /// A JSON string literal.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
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
}
