/// Suggestions for misspelt rule names, for "did you mean" hints (the distance is the VFL
/// front end's: `Suggestion.distance`).
enum RuleSpelling {
    /// The closest of `candidates` to `word`, if close enough to be a likely typo (one edit for
    /// names of one or two letters, two otherwise). Ties go to the earlier candidate.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let allowed = word.count <= 2 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = Suggestion.distance(word.lowercased(), candidate)
            if d <= allowed, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }
}
