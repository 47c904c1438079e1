/// How the package prints numbers, in every output format and in constraint scripts: at most
/// 6 decimals, trailing zeros dropped, no `.0` on whole numbers, never `-0`, and no exponent
/// below 2⁶³.
///
/// Done on integers rather than with `String(format:)`, so that the output is the same on
/// every platform and needs no Foundation.
package enum DecimalText {
    /// `12`, `0.333333`, `-2.5`, `0` for `-0.0000001`; `nan`, `inf`, `-inf` when not finite.
    ///
    /// - Complexity: O(1).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let sign = value < 0 ? "-" : ""
        let scaled = (value.magnitude * 1_000_000).rounded()
        guard scaled < 9.0e18, let micros = Int64(exactly: scaled) else {
            // Too large for millionths: such values are whole (a Double has no fraction
            // digits left beyond 2⁵³), printed as an integer while one holds them.
            if let whole = Int64(exactly: value.magnitude.rounded()) { return sign + String(whole) }
            return String(value)
        }
        if micros == 0 { return "0" }
        let whole = micros / 1_000_000
        let fraction = micros % 1_000_000
        if fraction == 0 { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
