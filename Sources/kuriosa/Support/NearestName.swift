/// "did you mean `export`?": a mistyped command (`exprot`) or option (`--templte`) names the
/// nearest one it could mean, instead of printing the whole help or nothing to go on (#27).
enum NearestName {
    /// The candidate within a small edit distance (a third of the word, at least 1, at most 3),
    /// the closest first; nil when none is that close.
    static func to(_ word: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        let typed = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let d = distance(typed, candidate.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours (the typo `exprot`) count one each.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[x.count][y.count]
    }
}
