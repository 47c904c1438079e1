/// Suggestions for misspelt names, for "did you mean" hints.
enum RuleSpelling {
    /// The closest of `candidates` to `word`, if close enough to be a likely typo (one edit for
    /// names of one or two letters, two otherwise). Ties go to the earlier candidate.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let allowed = word.count <= 2 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word.lowercased(), candidate)
            if d <= allowed, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit (`mnw` vs `mwn`).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[x.count][y.count]
    }
}
