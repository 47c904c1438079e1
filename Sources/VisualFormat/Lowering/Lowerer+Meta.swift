import LayoutIR
import LayoutSupport

extension Lowerer {
    /// autolayout.js's meta comments, read as its `parseMetaInfo` documents them:
    /// `//spacing:VALUE` (a number or an array) and `//viewport key:value key:value…`. A comment
    /// that starts like one but cannot be read is an error rather than silently nothing.
    mutating func lowerMetaComments() {
        for span in syntax.metaComments {
            let comment = Span(span.start - 2, span.end)
            let saved = (statementRange, statementSpan)
            beginStatement(comment, range: range(comment))
            if syntax.source.bytes[span.start] == UInt8(ascii: "s") {
                lowerSpacing(Span(span.start + "spacing:".utf8.count, span.end))
            } else {
                lowerViewport(Span(span.start + "viewport ".utf8.count, span.end))
            }
            beginStatement(saved.1, range: saved.0)
        }
    }

    /// `8`, `[10, 20]`, `[10, 20, 5]`, `[t, r, b, l, h, v]`, `[t, r, b, l, h, v, z]`.
    private mutating func lowerSpacing(_ value: Span) {
        let trimmed = trim(value)
        let written = syntax.text(trimmed)
        let bytes = syntax.source.bytes
        var numbers: [Double] = []
        var valid = true
        if trimmed.start < trimmed.end, bytes[trimmed.start] == UInt8(ascii: "["), bytes[trimmed.end - 1] == UInt8(ascii: "]") {
            var start = trimmed.start + 1
            for i in trimmed.start + 1..<trimmed.end where bytes[i] == UInt8(ascii: ",") || i == trimmed.end - 1 {
                if let number = self.number(trim(Span(start, i))) { numbers.append(number) } else { valid = false }
                start = i + 1
            }
            valid = valid && [2, 3, 6, 7].contains(numbers.count)
        } else if let number = number(trimmed) {
            numbers = [number]
        } else {
            valid = false
        }
        guard valid else {
            error(.invalidMetaComment,
                  "expected a number or an array of 2, 3, 6 or 7 numbers after '//spacing:', found '\(written)'",
                  at: trimmed, hint: "write //spacing:8 or //spacing:[10, 20]")
            return
        }
        let spacingOrigin = origin(trimmed)
        let spacing: LayoutProgram.Spacing
        switch numbers.count {
        case 1:
            spacing = .init(top: numbers[0], right: numbers[0], bottom: numbers[0], left: numbers[0],
                            horizontal: numbers[0], vertical: numbers[0], origin: spacingOrigin)
        case 2, 3:
            let (h, v) = (numbers[0], numbers[1])
            spacing = .init(top: v, right: h, bottom: v, left: h, horizontal: h, vertical: v,
                            zIndex: numbers.count == 3 ? numbers[2] : 1, origin: spacingOrigin)
        default:
            spacing = .init(top: numbers[0], right: numbers[1], bottom: numbers[2], left: numbers[3],
                            horizontal: numbers[4], vertical: numbers[5],
                            zIndex: numbers.count == 7 ? numbers[6] : 1, origin: spacingOrigin)
        }
        program.spacing = spacing
        textSpacing = spacing
    }

    private static let viewportKeys = [
        "aspect-ratio", "width", "height", "min-width", "max-width", "min-height", "max-height",
    ]

    /// `aspect-ratio:16/9 width:300 height:intrinsic min-width:… max-height:…`.
    private mutating func lowerViewport(_ value: Span) {
        let bytes = syntax.source.bytes
        var viewport = program.viewport ?? LayoutProgram.Viewport(origin: origin(Span(value.start - 9, value.end)))
        var i = value.start
        while i < value.end {
            while i < value.end, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
            let start = i
            while i < value.end, bytes[i] != 0x20, bytes[i] != 0x09, bytes[i] != 0x0D { i += 1 }
            guard start < i else { continue }
            let item = Span(start, i)
            var colon = start
            while colon < i, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
            let key = syntax.text(Span(start, colon))
            let valueSpan = Span(min(colon + 1, i), i)
            guard colon < i, Self.viewportKeys.contains(key) else {
                error(.invalidMetaComment,
                      "unknown viewport setting '\(syntax.text(item))': expected key:value with a key of \(Self.viewportKeys.joined(separator: ", "))",
                      at: item, hint: Suggestion.hint(for: key, among: Self.viewportKeys))
                continue
            }
            let written = syntax.text(valueSpan)
            switch key {
            case "aspect-ratio":
                var slash = valueSpan.start
                while slash < valueSpan.end, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
                if let width = number(Span(valueSpan.start, slash)), let height = number(Span(slash + 1, valueSpan.end)),
                   width > 0, height > 0 {
                    viewport.aspectRatio = width / height
                } else {
                    error(.invalidMetaComment, "expected a ratio such as 16/9 after 'aspect-ratio:', found '\(written)'",
                          at: valueSpan)
                }
            case "width", "height":
                let size: LayoutProgram.Viewport.Size?
                if written == "intrinsic" {
                    size = .intrinsic
                } else if let points = number(valueSpan), points >= 0 {
                    size = .points(points)
                } else {
                    size = nil
                    error(.invalidMetaComment, "expected a size or 'intrinsic' after '\(key):', found '\(written)'",
                          at: valueSpan)
                }
                if key == "width", let size { viewport.width = size }
                if key == "height", let size { viewport.height = size }
            default:
                guard let points = number(valueSpan), points >= 0 else {
                    error(.invalidMetaComment, "expected a size after '\(key):', found '\(written)'", at: valueSpan)
                    continue
                }
                switch key {
                case "min-width": viewport.minWidth = points
                case "max-width": viewport.maxWidth = points
                case "min-height": viewport.minHeight = points
                default: viewport.maxHeight = points
                }
            }
        }
        program.viewport = viewport
    }

    /// A finite number written alone in `span`.
    private func number(_ span: Span) -> Double? {
        let bytes = syntax.source.bytes
        guard span.start < span.end, span.end - span.start <= 64 else { return nil }
        let text = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private func trim(_ span: Span) -> Span {
        let bytes = syntax.source.bytes
        var start = span.start, end = span.end
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0D { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return Span(start, end)
    }
}
