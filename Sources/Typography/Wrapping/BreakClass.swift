/// How a character takes part in line breaking: a small subset of the Unicode line breaking
/// algorithm (UAX #14) that covers Latin, CJK and the common punctuation.
///
/// Classes come from a cluster's first scalar, so a letter with combining marks breaks like the
/// letter, and `\r\n` (one `Character`) is one hard break.
enum BreakClass: UInt8, Sendable {
    /// Letters, digits and everything not listed: no break between two of them.
    case other
    /// ASCII digits: a hyphen before one is a minus sign, not a break opportunity.
    case digit
    /// Breaking spaces (space, tab, U+2000...U+200A except figure space, U+3000...): a break
    /// after them, and they hang at the end of a line. No-break spaces are ``other``.
    case space
    /// U+200B: a break opportunity, no width.
    case zeroWidthSpace
    /// `\n`, `\r`, `\r\n`, U+000B, U+000C, U+0085, U+2028, U+2029: always ends the line.
    case hardBreak
    /// Hyphen-minus, U+2010 hyphen, U+2012 figure dash, U+2013 en dash, U+2014 em dash: a
    /// break after, unless it starts a word or a digit follows.
    case hyphen
    /// Ideographs, kana, hangul, fullwidth forms, emoji: a break before and after each.
    case ideographic
    /// `( [ {`, `¡ ¿`: no break after.
    case openingPunctuation
    /// `) ] } ! ? , . : ;`, `…`, `‥`: no break before.
    case closingPunctuation
    /// Straight and curly quotation marks: no break before or after (their direction is
    /// ambiguous).
    case quotation
    /// CJK opening brackets `（「『【〔〈《`...: a break before (like an ideograph), none after.
    case ideographicOpening
    /// CJK closing punctuation `、。，．）」』】`..., small kana, `ー`, `々`, iteration marks: no
    /// break before (kinsoku), a break after.
    case ideographicClosing
    /// The end of the text, after the last cluster.
    case end

    @inline(__always)
    static func of(_ scalar: UInt32) -> BreakClass {
        scalar < 0x80 ? ascii[Int(scalar)] : classify(scalar)
    }

    /// ASCII, the common case, by one array read.
    private static let ascii: [BreakClass] = (0..<0x80).map { classify($0) }

    private static func classify(_ scalar: UInt32) -> BreakClass {
        switch scalar {
        case 0x30...0x39: return .digit
        case 0x41...0x5A, 0x61...0x7A: return .other
        case 0x20, 0x09: return .space
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .hardBreak
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return .hyphen
        case 0x28, 0x5B, 0x7B, 0xA1, 0xBF: return .openingPunctuation
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x2025, 0x2026, 0x203C, 0x2047...0x2049:
            return .closingPunctuation
        case 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A: return .quotation
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthSpace
        case 0x3001, 0x3002, 0x3005, 0x301E, 0x301F, 0x303B, 0x3099...0x309E, 0x30A0, 0x30FB...0x30FE,
            0x31F0...0x31FF, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
            0xFF60, 0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
            return .ideographicClosing
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            // Small kana: kinsoku forbids them at the start of a line.
            return .ideographicClosing
        case 0x3008...0x301B:
            // Paired brackets alternate: even code points open, odd ones close.
            return scalar & 1 == 0 ? .ideographicOpening : .ideographicClosing
        case 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: return .ideographicOpening
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3003...0x303F, 0x3040...0x31FF, 0x3200...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return .ideographic
        default: return .other
        }
    }

    /// Whether a line may break between a cluster of class `before` and one of class `self`.
    /// `hyphenBreaks` tells whether the hyphen before (if `before` is one) follows a word.
    @inline(__always)
    func allowsBreak(after before: BreakClass, hyphenBreaks: Bool) -> Bool {
        switch self {
        case .space, .zeroWidthSpace, .closingPunctuation, .ideographicClosing, .quotation, .hardBreak, .end:
            return false
        default: break
        }
        switch before {
        case .openingPunctuation, .ideographicOpening, .quotation: return false
        case .space, .zeroWidthSpace, .ideographic, .ideographicClosing: return true
        case .hyphen: return hyphenBreaks && self != .digit
        default: return self == .ideographic || self == .ideographicOpening
        }
    }

    /// Whether the class hangs past the end of a line (does not count toward its width).
    var hangs: Bool { self == .space || self == .zeroWidthSpace }
}

/// Scalars that draw nothing and take no advance whatever the font says (default-ignorable
/// code points: soft hyphen, joiners, bidi controls, variation selectors, tags...), as shaping
/// engines hide them.
@inline(__always)
func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xAD, 0x34F, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F,
        0xFEFF, 0xE0000...0xE0FFF:
        return true
    default: return false
    }
}
