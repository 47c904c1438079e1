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

    static func round(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale + 0
    }
}
