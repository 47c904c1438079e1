import LayoutIR
import LayoutSupport

extension Lowerer {
    /// Appends the views an entry names to `items` (one, or each of a range `cell1..4`) and
    /// returns where they are; `nil` after an error.
    mutating func appendViews(of entry: ViewEntrySyntax) -> Range<Int>? {
        let start = items.count
        guard case .range(let last, let lastSpan) = entry.kind else {
            guard let item = checkedView(entry.name.id, at: entry.name.span) else { return nil }
            items.append(item)
            return start..<start + 1
        }
        let name = text(entry.name.id)
        // The parser accepts ASCII names only: the trailing digits are bytes.
        let bytes = syntax.source.bytes
        var split = entry.name.span.end
        while split > entry.name.span.start, Lexer.isDigit(bytes[split - 1]) { split -= 1 }
        let prefix = entry.name.span.start..<split
        guard let first = Self.decimal(bytes, split..<entry.name.span.end), !prefix.isEmpty else {
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
        // Each view's name is the prefix's bytes and the number's digits, interned as bytes:
        // no `String` is built to be looked up.
        var buffer = [UInt8](bytes[prefix])
        for number in first...last {
            buffer.truncate(to: prefix.count)
            Self.appendDecimal(number, to: &buffer)
            let id = buffer.withUnsafeBufferPointer { self.id(of: $0) }
            if let item = checkedView(id, at: entry.name.span) {
                items.append(item)
            } else {
                valid = false
            }
        }
        guard valid else {
            items.truncate(to: start)
            return nil
        }
        return start..<items.count
    }

    /// The value of the decimal digits `bytes[range]`; `nil` when there are none or the value
    /// does not fit an `Int` (as `Int(String)` says).
    static func decimal(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        var value = 0
        for i in range {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[i] &- UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    /// Appends the decimal digits of a non-negative `value`.
    static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
        let start = buffer.count
        var rest = value
        repeat {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        buffer[start...].reverse()
    }

    /// The item of the view `id` names, checked (see ``checkView(_:at:)``); `nil` after an error.
    mutating func checkedView(_ id: Int, at span: Span) -> ItemID? {
        // A name gets its item only once it passed the checks, whose answers never change: a
        // view met again (a second axis, a predicate naming it) is one look-up.
        let state = nameStates[id]
        if let item = state.item { return item }
        // The common case without a call: not a metric, and any name may be a view.
        guard state.metric == nil && compilerViews == nil || checkView(id, at: span) else { return nil }
        // A view is mentioned (in order of first mention) exactly when it gets its item: a
        // view without one was never mentioned.
        let name = text(id)
        program.viewNames.append(name)
        let item = addItem(.view(name))
        nameStates[id].item = item
        return item
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
