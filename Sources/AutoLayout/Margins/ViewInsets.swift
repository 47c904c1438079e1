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
        let records = self.records
        registry.forEachID { id in
            let packed = records.packed(id)
            let reads = (records.first(id) === item && packed.firstAttribute.inset != nil)
                || (records.second(id) === item && packed.secondAttribute?.inset != nil)
            if reads, packed.installed >= 0 || records.hasConflict(id) { reinstall(record: id) }
        }
    }
}
