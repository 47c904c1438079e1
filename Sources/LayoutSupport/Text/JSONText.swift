/// JSON text the package writes: string literals and numbers.
package enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped (`\n`,
    /// `\u001f`), everything else as it is.
    ///
    /// - Complexity: O(*n*) for *n* scalars.
    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (``quoted(_:)``) to the UTF-8 bytes `out`.
    ///
    /// - Complexity: O(*n*) for *n* UTF-8 bytes.
    package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        // Only ASCII bytes are escaped, and a byte of a wide character's UTF-8 is never ASCII.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            out.append(contentsOf: text.utf8)
            out.append(0x22)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let digits = "0123456789abcdef".utf8
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
                out.append(digits[digits.index(digits.startIndex, offsetBy: Int(byte >> 4))])
                out.append(digits[digits.index(digits.startIndex, offsetBy: Int(byte & 0x0F))])
            default:
                out.append(byte)
            }
        }
        out.append(0x22)
    }

    /// A number as JSON: ``DecimalText/format(_:)``, or `null` when not finite (JSON has no
    /// infinities).
    package static func number(_ value: Double) -> String {
        value.isFinite ? DecimalText.format(value) : "null"
    }
}
