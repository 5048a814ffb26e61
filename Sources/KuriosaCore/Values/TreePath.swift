/// `Home › Office › Safe`, `Watches › Straps`: the path of a place or collection as every
/// report, label, search answer and import summary writes it, and as the import reads it back
/// (docs/import-rules.md#places). One joiner (#26): the export, `kuriosa find`, the import's
/// conflicts and the box labels wrote it three ways.
public enum TreePath {
    /// Between the names of a path.
    public static let separator = " › "

    /// The names joined: `["Home", "Office"]` → `Home › Office`.
    public static func text(_ names: [String]) -> String { names.joined(separator: separator) }

    /// The names from the top down to `id`, following `parent` (the node's name and its
    /// parent's ID; nil for a node that is not there). A cycle stops at the first node met
    /// again, so a damaged tree still gives a path. Empty when `id` is not there.
    public static func names(of id: String, parent: (String) throws -> (name: String, parentID: String?)?) rethrows -> [String] {
        var names: [String] = [], seen = Set<String>(), next: String? = id
        while let current = next, seen.insert(current).inserted, let (name, up) = try parent(current) {
            names.insert(name, at: 0)
            next = up
        }
        return names
    }
}
