import KuriosaCore

/// The apps whose exports the import recognises (docs/import-apps.md), read once from the
/// compiled-in documents (`ImportPresetData`). A file whose header holds every signature header
/// of an app is read with that app's mapping without `--preset`; `--preset NAME` picks one by
/// hand and `--preset none` turns recognition off.
public enum ImportPresets {
    /// Every preset by name. The documents are checked by the tests; one that does not read
    /// is a bug of the build, so it is left out rather than stopping every import.
    package static let all: [String: ImportPreset] = {
        var presets: [String: ImportPreset] = [:]
        for (name, text) in ImportPresetData.documents {
            presets[name] = try? ImportPreset(document: text)
        }
        return presets
    }()

    public static var names: [String] { all.keys.sorted() }

    /// The mapping of a preset; nil for an unknown name.
    public static func mapping(_ name: String) -> ColumnMapping? {
        all[name]?.mapping
    }

    /// The built-in template each preset is written for.
    public static var templates: [String: String] { all.mapValues(\.template) }

    /// The app whose export `headers` is: the preset whose signature the headers hold, the one
    /// with the longest signature when several do (a CellarTracker inventory holds the list's
    /// headers and more). Nil when none does.
    package static func recognise(_ headers: [String]) -> ImportPreset? {
        recognition(headers)?.preset
    }

    /// What `recognise` finds, and, when no signature is held whole, an app's export that lacks
    /// one signature column of three or more (the collector deleted `numplays` or `iWine`
    /// before importing): it holds four or more of the signature's others, or its preset knows
    /// at least half of the file's headers; `missing` names that column. Without it such a file
    /// was no app's and, its title column unknown to header matching, refused whole
    /// (docs/import-apps.md#how-a-file-is-recognised).
    package static func recognition(_ headers: [String]) -> (preset: ImportPreset, missing: String?)? {
        let normalized = Set(headers.map { HeaderLabel($0).normalized }.filter { !$0.isEmpty })
        if let whole = all.values.filter({ $0.matches(normalized) })
            .max(by: { ($0.signature.count, $1.name) < ($1.signature.count, $0.name) }) {
            return (whole, nil)
        }
        let partial = all.values.compactMap { preset -> (preset: ImportPreset, missing: String, known: Int)? in
            let missing = preset.missing(normalized)
            guard missing.headers.count == 1, missing.of >= 3 else { return nil }
            let known = preset.knownCount(normalized)
            guard missing.of - 1 >= 4 || (known >= 3 && known * 2 >= normalized.count) else { return nil }
            return (preset, missing.headers[0], known)
        }
        return partial.max { ($0.known, $1.preset.name) < ($1.known, $0.preset.name) }.map { ($0.preset, $0.missing) }
    }

    /// For a file no app's: the app whose export it most likely is all the same, with the
    /// signature headers it lacks — two of a signature of four or more, the preset knowing half
    /// of its headers — so the summary can name `--preset` (docs/import-apps.md#how-a-file-is-recognised).
    package static func nearMiss(_ headers: [String]) -> (preset: ImportPreset, missing: [String])? {
        let normalized = Set(headers.map { HeaderLabel($0).normalized }.filter { !$0.isEmpty })
        let near = all.values.compactMap { preset -> (preset: ImportPreset, missing: [String], known: Int)? in
            let missing = preset.missing(normalized)
            guard missing.headers.count == 2, missing.of >= 4 else { return nil }
            let known = preset.knownCount(normalized)
            guard known >= 3, known * 2 >= normalized.count else { return nil }
            return (preset, missing.headers, known)
        }
        return near.max { ($0.known, $1.preset.name) < ($1.known, $0.preset.name) }.map { ($0.preset, $0.missing) }
    }
}
