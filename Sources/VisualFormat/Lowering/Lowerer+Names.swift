import LayoutIR
import LayoutSupport

extension Lowerer {
    /// The views an entry names: one, or each of a range `cell1..4`; `nil` after an error.
    mutating func names(of entry: ViewEntrySyntax) -> [String]? {
        let name = entry.name.text
        var result = [name]
        if case .range(let last, let lastRange) = entry.kind {
            let scalars = Array(name.unicodeScalars)
            var split = scalars.count
            while split > 0, scalars[split - 1] >= "0", scalars[split - 1] <= "9" { split -= 1 }
            let prefix = String(String.UnicodeScalarView(scalars[0..<split]))
            let digits = String(String.UnicodeScalarView(scalars[split...]))
            guard let first = Int(digits), !prefix.isEmpty else {
                error(.invalidRange, "expected a name ending in a number before '..', found '\(name)'",
                      at: entry.name.range, hint: "write a range as \(name)1..4")
                return nil
            }
            guard last >= first, last - first < 1000 else {
                error(.invalidRange, "range \(name)..\(last) is empty: expected a last number of at least \(first)",
                      at: lastRange)
                return nil
            }
            result = (first...last).map { "\(prefix)\($0)" }
        }
        var valid = true
        for view in result where !checkView(view, at: entry.name.range) { valid = false }
        return valid ? result : nil
    }

    /// Whether `name` may be a view; reports why not.
    mutating func checkView(_ name: String, at range: SourceRange) -> Bool {
        if metrics[name] != nil {
            error(.metricAsView, "expected a view, found metric '\(name)'", at: range,
                  hint: "rename the metric or the view: metrics are looked up before views")
            return false
        }
        if let knownViews, !knownViews.contains(name) {
            error(.unknownView, "unknown view '\(name)'", at: range,
                  hint: Suggestion.hint(for: name, among: knownViews.union(metrics.keys)))
            return false
        }
        mention(name)
        return true
    }

    /// A metric's value; reports an unknown metric.
    mutating func metric(_ name: NameSyntax, as what: String) -> Double? {
        if let value = metrics[name.text] { return value }
        error(.unknownMetric, "unknown metric '\(name.text)' as \(what)", at: name.range,
              hint: Suggestion.hint(for: name.text, among: Set(metrics.keys)))
        return nil
    }

    func isView(_ name: String) -> Bool {
        metrics[name] == nil && (knownViews?.contains(name) ?? true)
    }
}
