import LayoutIR

/// Splits a rule text into tokens, reporting characters that cannot start one.
struct RuleLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var location = SourceLocation(offset: 0, line: 1, column: 1)
    private var placeholderCount = 0
    private(set) var diagnostics: [Diagnostic] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token, ending with `.end`, and the number of placeholders seen.
    mutating func tokenize() -> (tokens: [RuleToken], placeholders: Int) {
        var tokens: [RuleToken] = []
        while true {
            skipBlanks()
            let start = location
            guard let scalar = peek() else {
                tokens.append(RuleToken(kind: .end, range: SourceRange(start: start, end: start), text: ""))
                return (tokens, placeholderCount)
            }
            if let kind = lexToken(scalar) {
                tokens.append(RuleToken(kind: kind, range: SourceRange(start: start, end: location),
                                        text: text(from: start)))
            }
        }
    }

    private mutating func lexToken(_ scalar: Unicode.Scalar) -> RuleToken.Kind? {
        let start = location
        if scalar == "\n" {
            advance()
            return .newline
        }
        if Self.isDigit(scalar) || (scalar == "." && peek(1).map(Self.isDigit) == true) {
            let value = lexNumber()
            if peek() == "%" {
                advance()
                return .percent(value, nil)
            }
            return .number(value)
        }
        if Self.isIdentifierStart(scalar) {
            let name = lexIdentifier()
            if (name == "H" || name == "V"), peek() == ":" {
                return lexAxisPercent(axis: name == "H" ? .horizontal : .vertical, start: start)
            }
            return .identifier(name)
        }
        advance()
        switch scalar {
        case "%": return lexPlaceholder(start: start, axis: nil)
        case "+": return assignOr(.plus, .add)
        case "-": return assignOr(.minus, .subtract)
        case "*": return assignOr(.star, .multiply)
        case "/": return assignOr(.slash, .divide)
        case "=": return .assign(.assign)
        case "(": return .leftParen
        case ")": return .rightParen
        case ".": return .dot
        case "@": return .at
        case ",", ";": return .separator
        default:
            diagnostics.append(Diagnostic(
                .rulesInvalidCharacter, "unexpected character '\(scalar)'",
                at: SourceRange(start: start, end: location),
                hint: "rules are written like 'tt = 20, ll = rr = 10%'"))
            return nil
        }
    }

    private mutating func assignOr(_ plain: RuleToken.Kind, _ compound: RuleAssignOperator) -> RuleToken.Kind {
        if peek() == "=" {
            advance()
            return .assign(compound)
        }
        return plain
    }

    /// `H:50%`, `V:%f%`: CSLayout's percentages of a fixed axis.
    private mutating func lexAxisPercent(axis: LayoutAxis, start: SourceLocation) -> RuleToken.Kind? {
        advance()  // ':'
        var value = 0.0
        if let next = peek(), Self.isDigit(next) || next == "." {
            value = lexNumber()
            if peek() == "%" {
                advance()
                return .percent(value, axis)
            }
        } else if peek() == "%" {
            let percentStart = location
            advance()
            if case .placeholderPercent(_, let index)? = lexPlaceholder(start: percentStart, axis: axis) {
                return .placeholderPercent(axis, index: index)
            }
        }
        diagnostics.append(Diagnostic(
            .rulesUnexpectedToken,
            "expected a percentage after '\(text(from: start).prefix(2))', found '\(text(from: start))'",
            at: SourceRange(start: start, end: location),
            hint: "write a percentage of the superview's \(axis == .horizontal ? "width" : "height"), like 'H:50%'"))
        // Reported once: the parser sees a percentage and goes on.
        return .percent(value, axis)
    }

    /// After `%`: `%f`, `%f%` or a geometry name (`%ll`).
    private mutating func lexPlaceholder(start: SourceLocation, axis: LayoutAxis?) -> RuleToken.Kind? {
        guard let next = peek(), Self.isIdentifierStart(next) else {
            diagnostics.append(Diagnostic(
                .rulesUnexpectedToken, "expected a placeholder name after '%'",
                at: SourceRange(start: start, end: location),
                hint: "use '%f' for a number argument or '%ll', '%w', ... for a view's geometry"))
            return nil
        }
        let name = lexIdentifier()
        let index = placeholderCount
        placeholderCount += 1
        if name == "f", peek() == "%" {
            advance()
            return .placeholderPercent(axis, index: index)
        }
        if axis != nil {
            diagnostics.append(Diagnostic(
                .rulesUnexpectedToken, "expected '%f%' after 'H:' or 'V:', found '%\(name)'",
                at: SourceRange(start: start, end: location)))
            return nil
        }
        return .placeholder(name, index: index)
    }

    /// A number's value; one too large for a `Double` (`1e309`) is reported and read as 0.
    private mutating func lexNumber() -> Double {
        let start = location
        var digits = ""
        while let s = peek(), Self.isDigit(s) { digits.unicodeScalars.append(s); advance() }
        if peek() == ".", peek(1).map(Self.isDigit) == true || !digits.isEmpty {
            digits.unicodeScalars.append("."); advance()
            while let s = peek(), Self.isDigit(s) { digits.unicodeScalars.append(s); advance() }
        }
        // An exponent only when digits follow, so that `2e` stays a number and a name.
        if let e = peek(), e == "e" || e == "E" {
            var ahead = 1
            if let sign = peek(1), sign == "+" || sign == "-" { ahead = 2 }
            if let d = peek(ahead), Self.isDigit(d) {
                for _ in 0..<ahead { if let s = peek() { digits.unicodeScalars.append(s) }; advance() }
                while let s = peek(), Self.isDigit(s) { digits.unicodeScalars.append(s); advance() }
            }
        }
        if digits.hasPrefix(".") { digits = "0" + digits }
        if digits.hasSuffix(".") { digits += "0" }
        let value = Double(digits) ?? 0
        guard value.isFinite else {
            diagnostics.append(Diagnostic(
                .rulesInvalidNumber, "number '\(text(from: start))' is out of range",
                at: SourceRange(start: start, end: location), hint: "numbers are at most 1.7e308"))
            return 0
        }
        return value
    }

    private mutating func lexIdentifier() -> String {
        var name = ""
        while let s = peek(), Self.isIdentifierStart(s) || Self.isDigit(s) {
            name.unicodeScalars.append(s)
            advance()
        }
        return name
    }

    private mutating func skipBlanks() {
        while let s = peek(), s == " " || s == "\t" || s == "\r" { advance() }
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let i = index + ahead
        return i < scalars.count ? scalars[i] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        location.offset += UTF8.width(scalar)
        if scalar == "\n" {
            location.line += 1
            location.column = 1
        } else {
            location.column += 1
        }
    }

    /// The text between `start` and the current position (both on the scalar array).
    private func text(from start: SourceLocation) -> String {
        var offset = location.offset
        var i = index
        while offset > start.offset, i > 0 {
            i -= 1
            offset -= UTF8.width(scalars[i])
        }
        return String(String.UnicodeScalarView(scalars[i..<index]))
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
    static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_"
    }
}
