/// "Did you mean" suggestions, one policy for every front end, document key, option and
/// command-line flag.
///
/// A candidate is suggested when it is the same name in another case, or close by edit
/// distance (optimal string alignment: a swap of neighbours is one edit, so `lable` is one
/// edit from `label`): within 1 edit for names of up to 3 characters, 2 up to 8, 3 beyond.
/// Ties go to the earlier candidate, so callers list their candidates in the order they
/// prefer (a set's candidates are sorted first, so that a suggestion never depends on the
/// order of a hash table).
///
/// The work is bounded whatever the input: names longer than ``maximumLength`` get no
/// suggestion, candidates whose length differs by more than the allowed distance are skipped
/// without computing it, and the distance keeps two rows of at most ``maximumLength`` + 1
/// entries.
package enum Suggestion {
    /// Longer names are not typos of a name anyone would type: no suggestion, no work.
    package static let maximumLength = 64

    /// The closest candidate, or `nil` when none is close enough.
    ///
    /// - Complexity: O(*c* · *k*²) for *c* candidates of at most *k* = ``maximumLength``
    ///   characters.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, inOrder: candidates)
    }

    /// The closest of a set's candidates, ties going to the alphabetically first.
    package static func closest(to word: String, among candidates: Set<String>) -> String? {
        closest(to: word, inOrder: candidates.sorted())
    }

    private static func closest(to word: String, inOrder candidates: some Sequence<String>) -> String? {
        let key = Array(word.lowercased().unicodeScalars)
        guard !key.isEmpty, key.count <= maximumLength else { return nil }
        let limit = key.count <= 3 ? 1 : key.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - key.count) <= limit else { continue }
            let d = distance(key, other, limit: limit)
            guard d <= limit else { continue }
            if let current = best, d >= current.distance { continue }
            best = (candidate, d)
        }
        return best?.name
    }

    /// `did you mean 'label'?`, or `nil`.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// `did you mean 'label'?` for the closest of a set's candidates, or `nil`.
    package static func hint(for word: String, among candidates: Set<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The optimal-string-alignment distance, or any value above `limit` once it is certain
    /// to exceed it.
    ///
    /// - Complexity: O(*n* · *m*) time, O(*m*) space.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // Later entries come from this row (+0 or more) or, by a swap, from the row
            // before (+1): once both are past the limit, so is the result.
            if rowMinimum > limit, previousMinimum + 1 > limit { return limit + 1 }
            previousMinimum = rowMinimum
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
