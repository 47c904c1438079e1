/// Numbers as the output formats print them: integers without `.0`, other values rounded to
/// at most 6 decimals with trailing zeros dropped, never `-0` and never an exponent.
enum OutputNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        // Beyond 2^53 / 10^6 micro-units would not fit exactly; such values are whole anyway.
        guard abs(value) < 1e9 else {
            if let whole = Int64(exactly: value.rounded()) { return String(whole) }
            return String(value)
        }
        let micros = Int64((abs(value) * 1_000_000).rounded())
        if micros == 0 { return "0" }
        let sign = value < 0 ? "-" : ""
        let whole = micros / 1_000_000
        let fraction = micros % 1_000_000
        if fraction == 0 { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
