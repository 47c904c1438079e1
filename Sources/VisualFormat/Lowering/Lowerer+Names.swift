import LayoutIR
import LayoutSupport

extension Lowerer {
    /// Appends the views an entry names to `items` (one, or each of a range `cell1..4`) and
    /// returns where they are; `nil` after an error.
    mutating func appendViews(of entry: ViewEntrySyntax) -> Range<Int>? {
        let start = items.count
        guard case .range(let last, let lastSpan) = entry.kind else {
            guard checkView(entry.name.id, at: entry.name.span) else { return nil }
            items.append(.view(text(entry.name.id)))
            return start..<start + 1
        }
        let name = text(entry.name.id)
        let scalars = Array(name.unicodeScalars)
        var split = scalars.count
        while split > 0, scalars[split - 1] >= "0", scalars[split - 1] <= "9" { split -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[0..<split]))
        let digits = String(String.UnicodeScalarView(scalars[split...]))
        guard let first = Int(digits), !prefix.isEmpty else {
            error(.invalidRange, "expected a name ending in a number before '..', found '\(name)'",
                  at: entry.name.span, hint: "write a range as \(name)1..4")
            return nil
        }
        guard last >= first, last - first < 1000 else {
            error(.invalidRange, "range \(name)..\(last) is empty: expected a last number of at least \(first)",
                  at: lastSpan)
            return nil
        }
        var valid = true
        for number in first...last {
            let view = "\(prefix)\(number)"
            if checkView(id(of: view), at: entry.name.span) {
                items.append(.view(view))
            } else {
                valid = false
            }
        }
        guard valid else {
            items.removeSubrange(start...)
            return nil
        }
        return start..<items.count
    }

    /// Whether the name may be a view; reports why not.
    mutating func checkView(_ id: Int, at span: Span) -> Bool {
        if metric(id) != nil {
            error(.metricAsView, "expected a view, found metric '\(text(id))'", at: span,
                  hint: "rename the metric or the view: metrics are looked up before views")
            return false
        }
        if !isView(id) {
            error(.unknownView, "unknown view '\(text(id))'", at: span,
                  hint: Suggestion.hint(for: text(id), among: knownViews().union(metrics.keys)))
            return false
        }
        mention(id)
        return true
    }

    /// A metric's value; reports an unknown metric.
    mutating func metric(_ name: NameSyntax, as what: String) -> Double? {
        if let value = metric(name.id) { return value }
        error(.unknownMetric, "unknown metric '\(text(name.id))' as \(what)", at: name.span,
              hint: Suggestion.hint(for: text(name.id), among: Set(metrics.keys)))
        return nil
    }
}
