/// Did-you-mean suggestions for misspelt keys, option names and view names.
enum NameSuggestion {
    /// The candidate closest to `name` when it is close enough to be a likely typo: a
    /// case-insensitive match, or within an edit distance of a third of the name (at least 1,
    /// at most 3).
    static func closest(to name: String, among candidates: [String]) -> String? {
        if let same = candidates.first(where: { $0.lowercased() == name.lowercased() }) { return same }
        let limit = min(3, max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
