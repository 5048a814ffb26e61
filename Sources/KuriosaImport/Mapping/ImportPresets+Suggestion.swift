/// Which preset a file's headers look like. A Vivino or Discogs export imported without
/// `--preset` mostly ends in `unknown_column` warnings (or a missing title: Vivino names it
/// `Wine name`), and the person does not know a preset exists; the summary names it
/// (docs/import.md#the-summary-without---json).
extension ImportPresets {
    /// The preset naming the most of `headers`, when it names at least three of them and at
    /// least half of the named ones (so a sheet that happens to have `Title`, `Year` and
    /// `Country` among twenty own columns is not taken for a Numista export); nil otherwise.
    /// Ties go to the earlier preset in `names`.
    public static func suggestion(for headers: [String]) -> String? {
        let labels = headers.map(HeaderLabel.init).filter { !$0.isEmpty }
        guard !labels.isEmpty else { return nil }
        var best: (name: String, count: Int)?
        for name in names {
            guard let mapping = mapping(name) else { continue }
            let count = labels.filter { mapping.rule(for: $0) != nil }.count
            if count > (best?.count ?? 0) { best = (name, count) }
        }
        guard let best, best.count >= 3, best.count * 2 >= labels.count else { return nil }
        return best.name
    }
}
