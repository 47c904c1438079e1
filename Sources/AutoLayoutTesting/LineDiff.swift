/// The lines two texts differ by, as `diff -u` shows them without its headers: lines only in
/// the first with `-`, lines only in the second with `+`, two lines of context around each
/// change and `...` for what is left out between.
///
/// The common first and last lines are set aside, then the rest is matched by a longest
/// common subsequence of lines; past ``maximumCells`` comparisons the middle is shown as
/// wholly removed and added, so that a huge snapshot cannot make a failing test slow.
struct LineDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)

        var isSame: Bool {
            if case .same = self { return true }
            return false
        }
    }

    static let maximumCells = 1_000_000
    static let context = 2
    let lines: [Line]

    init(_ old: [String], _ new: [String]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var out = old[..<prefix].map(Line.same)
        if a.count * b.count <= Self.maximumCells {
            out += Self.matched(a, b)
        } else {
            out += a.map(Line.removed) + b.map(Line.added)
        }
        out += old[(old.count - suffix)...].map(Line.same)
        lines = out
    }

    /// A longest common subsequence, removals before additions at each change.
    private static func matched(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return a.map(Line.removed) + b.map(Line.added) }
        // length(i, j): the LCS of a[i...] and b[j...], in one flat table.
        let width = m + 1
        var lengths = [Int32](repeating: 0, count: (n + 1) * width)
        func length(_ i: Int, _ j: Int) -> Int32 { lengths[i * width + j] }
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j] ? length(i + 1, j + 1) + 1 : max(length(i + 1, j), length(i, j + 1))
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                out.append(.same(a[i]))
                i += 1
                j += 1
            } else if j == m || (i < n && length(i + 1, j) >= length(i, j + 1)) {
                out.append(.removed(a[i]))
                i += 1
            } else {
                out.append(.added(b[j]))
                j += 1
            }
        }
        return out
    }

    /// `- line`, `+ line`, `  line` for context, `...` between distant changes.
    func rendered() -> String {
        var keep = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where !line.isSame {
            for near in max(0, index - Self.context)...min(lines.count - 1, index + Self.context) { keep[near] = true }
        }
        var out: [String] = []
        var skipped = false
        for (index, line) in lines.enumerated() {
            guard keep[index] else {
                skipped = true
                continue
            }
            if skipped, !out.isEmpty { out.append("...") }
            skipped = false
            switch line {
            case .same(let text): out.append("  " + text)
            case .removed(let text): out.append("- " + text)
            case .added(let text): out.append("+ " + text)
            }
        }
        if skipped, !out.isEmpty { out.append("...") }
        return out.joined(separator: "\n")
    }
}
