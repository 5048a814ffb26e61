import Foundation

/// `--templates-file FILE.json`: the collections of an export with the templates they use, as
/// `kuriosa export --templates-file` writes it, so that `--create-collections` makes a whole
/// library's collections in a new library as they were (docs/import.md#the-laws, law 3):
///
///     {"format": "kuriosa.collection-templates", "version": 1,
///      "collections": [{"path": "Coins", "template": "builtin.coins"}, …],
///      "templates": {"custom.…": {template document}, …}}
///
/// A built-in template goes by its id unless the library stores its own copy (perhaps an
/// older version); every other template is written out in full.
public enum TemplatesFile {
    public static let format = "kuriosa.collection-templates"

    public static func read(contentsOf url: URL) throws(ImportSetupError) -> [ImportOptions.CollectionTemplate] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportSetupError("\(url.path): cannot read the templates file: \(FileErrorText.describe(error))")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["format"] as? String == format, let collections = object["collections"] as? [[String: Any]] else {
            throw ImportSetupError("\(url.path): not a templates file (kuriosa export --templates-file writes one)")
        }
        let templates = object["templates"] as? [String: Any] ?? [:]
        var out: [ImportOptions.CollectionTemplate] = []
        for (i, entry) in collections.enumerated() {
            guard let path = entry["path"] as? String, let id = entry["template"] as? String, !path.isEmpty, !id.isEmpty else {
                throw ImportSetupError("\(url.path): collections[\(i)] needs a \"path\" and a \"template\"")
            }
            if id.hasPrefix("builtin."), templates[id] == nil {
                out.append(.init(path: path, source: .named(id)))
            } else {
                guard let document = templates[id],
                      let json = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]) else {
                    throw ImportSetupError("\(url.path): the template \(id) of \"\(path)\" is not in the file's \"templates\"")
                }
                out.append(.init(path: path, source: .document(id: id, json: json)))
            }
        }
        return out
    }
}
