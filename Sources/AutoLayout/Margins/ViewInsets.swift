import VisualFormat
import LayoutIR

/// What margin and safe-area attributes read of a view: its effective layout margins and its
/// safe-area insets.
struct ViewInsets: Equatable {
    var margins: LayoutInsets
    var safeArea: LayoutInsets

    init(_ view: LayoutView?) {
        margins = view?.effectiveLayoutMargins ?? .zero
        safeArea = view?.safeAreaInsets ?? .zero
    }
}

extension LayoutEngine {
    /// Reinstalls the constraints that read `item`'s margins or safe area when those changed
    /// since they were translated. O(1) for a view no such constraint reads, else O(*c*).
    func refreshInsets(of item: ItemVariables) {
        guard let used = item.insetsUsed, ViewInsets(item.view) != used else { return }
        item.insetsUsed = nil
        registry.forEach { constraint in
            let reads = (constraint.first === item && constraint.firstAttribute.inset != nil)
                || (constraint.second === item && constraint.secondAttribute?.inset != nil)
            if reads, constraint.installed != nil || constraint.conflict != nil { reinstall(constraint) }
        }
    }
}
