/// Rounding to device pixels.
enum PixelSnapping {
    /// The rectangle with its edges (not its size) rounded to multiples of `1 / scale`: two
    /// views sharing an edge round it the same way, so no gap or overlap appears between them.
    static func snap(left: Double, top: Double, width: Double, height: Double, scale: Double?) -> LayoutRect {
        guard let scale, scale > 0, scale.isFinite else {
            return LayoutRect(x: left + 0, y: top + 0, width: width + 0, height: height + 0)
        }
        let minX = round(left, scale), maxX = round(left + width, scale)
        let minY = round(top, scale), maxY = round(top + height, scale)
        return LayoutRect(x: minX, y: minY, width: maxX - minX + 0, height: maxY - minY + 0)
    }

    /// A value whose pixel count is not finite, or already whole (beyond 2^52), stays as it
    /// is: rounding it would only turn a large finite value into an infinite or NaN one.
    static func round(_ value: Double, _ scale: Double) -> Double {
        let pixels = value * scale
        guard abs(pixels) < 0x1p52 else { return value + 0 }
        return pixels.rounded() / scale + 0
    }
}
