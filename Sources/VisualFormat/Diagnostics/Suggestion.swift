/// "Did you mean" suggestions by edit distance (with transpositions, so `lable` is one edit
/// from `label`).
enum Suggestion {
    /// The closest candidate within a distance that still looks like a typo, or `nil`.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(word, candidate)
            guard d <= limit else { continue }
            if let current = best,
               d > current.distance || (d == current.distance && candidate >= current.name) {
                continue
            }
            best = (candidate, d)
        }
        return best?.name
    }

    /// `did you mean 'label'?`, or `nil`.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal-string-alignment distance over Unicode scalars.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
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
