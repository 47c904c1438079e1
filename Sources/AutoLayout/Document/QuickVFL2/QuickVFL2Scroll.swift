/// QuickVFL2's scroll wrapper (`:scrollV` / `:scrollH`, `UIScrollView+constraint.m`) as views and
/// layout text, with the content size QuickVFL2's `q_refreshContentView` sets kept up to date
/// by every layout.
///
/// A node `N` that scrolls holds a scroll view `S` filling it; `S` holds `sys`, whose frame is
/// the scrollable content (at `S`'s origin, as wide as `S` for a vertical scroll, and as long as
/// the larger of `S` and `user`); `sys` holds `user`, the parent of `N`'s children, as long as
/// its children make it. Where the children leave the length open, it is as short as they
/// allow (the fitting pull at priority 50), as Apple's engine settles it.
///
/// This is plain layout text on purpose: the engine's `makeScrollContent` grows the same
/// `max(content, visible)` behaviour; the two can trade places without changing frames.
struct QuickVFL2Scroll {
    let axis: LayoutAxis
    let scroll: String
    let system: String
    let user: String

    /// Placed in `S`: `sys` at `S`'s origin, as wide as `S` across the axis, at least as long
    /// as `S` along it, no longer than needed.
    var systemLayout: String {
        let (across, along) = axis == .vertical ? ("H", "V") : ("V", "H")
        return "\(across):|[\(system)]|; \(along):|[\(system)]; \(along):[\(system)(>=\(scroll))]; \(along):[\(system)(0@50)]"
    }

    /// Placed in `sys`: `user` at its origin, as wide across, inside it along the axis, as
    /// short as its children allow.
    var userLayout: String {
        let (across, along) = axis == .vertical ? ("H", "V") : ("V", "H")
        return "\(across):|[\(user)]|; \(along):|[\(user)]-(>=0)-|; \(along):[\(user)(0@50)]"
    }
}
