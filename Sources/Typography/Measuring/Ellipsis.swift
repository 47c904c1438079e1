/// The ellipsis a face can draw: `…` if it has the glyph, else `...`, else none.
struct Ellipsis {
    let text: String
    let glyph: UInt16
    let count: Int
    let typeface: Typeface
    let kerning: Bool

    init?(typeface: Typeface, kerning: Bool) {
        self.typeface = typeface
        self.kerning = kerning
        let ellipsis = typeface.glyph(for: "\u{2026}")
        let period = typeface.glyph(for: ".")
        if ellipsis != 0 {
            (text, glyph, count) = ("\u{2026}", ellipsis, 1)
        } else if period != 0 {
            (text, glyph, count) = ("...", period, 3)
        } else {
            return nil
        }
    }

    /// Its width in font units after `previous` (kerned against it).
    func units(after previous: UInt16?) -> Int {
        let advance = typeface.advance(ofGlyph: glyph)
        var units = count * advance
        if kerning {
            units += (count - 1) * typeface.kerning(between: glyph, and: glyph)
            if let previous { units += typeface.kerning(between: previous, and: glyph) }
        }
        return units
    }
}
