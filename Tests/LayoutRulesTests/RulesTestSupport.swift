import XCTest
import LayoutRules

/// Compiles rules for `v` and returns every rule set, in CSLayout's order, as `name = value`.
func ruleList(_ text: String, arguments: [RuleArgument] = [],
              file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        return try RuleCompiler().compile(text, for: "v", arguments: arguments).rules.map(\.description)
    } catch {
        XCTFail("unexpected diagnostics: \(error)", file: file, line: line)
        return []
    }
}

/// Compiles rules for `v` and returns the rules that survive (per axis, horizontal first: the
/// positions oldest first, the size, the bounds).
func survivingRules(_ text: String, arguments: [RuleArgument] = [],
                    file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        return try RuleCompiler().compile(text, for: "v", arguments: arguments).surviving.rules.map(\.description)
    } catch {
        XCTFail("unexpected diagnostics: \(error)", file: file, line: line)
        return []
    }
}

/// The frame CSLayout gives `v` in a superview of `superview` size, starting from `current`;
/// other views are siblings with the frames of `others`.
func ruleFrame(_ text: String, from current: RuleFrame = .zero, superview: (Double, Double) = (320, 480),
               others: [String: RuleFrame] = [:], arguments: [RuleArgument] = [],
               file: StaticString = #filePath, line: UInt = #line) -> RuleFrame? {
    do {
        let rules = try RuleCompiler().compile(text, for: "v", arguments: arguments).surviving
        return rules.frame(from: current, in: siblingEnvironment(superview: superview, others: others))
    } catch {
        XCTFail("unexpected diagnostics: \(error)", file: file, line: line)
        return nil
    }
}

/// Reads siblings' geometry the way CSLayout measures it.
func siblingEnvironment(superview: (Double, Double), others: [String: RuleFrame]) -> RuleEnvironment {
    let (width, height) = superview
    return RuleEnvironment(superviewWidth: width, superviewHeight: height) { name, rule in
        guard let f = others[name] else { return 0 }
        switch rule {
        case .tt: return f.y
        case .tb: return height - f.y
        case .bt: return f.y + f.height
        case .bb: return height - f.y - f.height
        case .ct: return f.y + f.height / 2
        case .cb: return height - f.y - f.height / 2
        case .ll: return f.x
        case .lr: return width - f.x
        case .rl: return f.x + f.width
        case .rr: return width - f.x - f.width
        case .cl: return f.x + f.width / 2
        case .cr: return width - f.x - f.width / 2
        case .w, .minw, .maxw: return f.width
        case .h, .minh, .maxh: return f.height
        }
    }
}

func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RuleFrame {
    RuleFrame(x: x, y: y, width: width, height: height)
}

/// Compiles rules that must fail and returns the diagnostics as `line:col: error: message (hint)`.
func ruleErrors(_ text: String, arguments: [RuleArgument] = [],
                file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        let program = try RuleCompiler().compile(text, for: "v", arguments: arguments)
        XCTFail("expected diagnostics, got \(program.rules)", file: file, line: line)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
