import Foundation
import KuriosaCore
import KuriosaStore

extension ExportBuilder {
    /// `kuriosa export --templates-file FILE.json`: the exported collections (and their
    /// parents) in the library's tree order, each with its template, and every template that is
    /// not built in written out in full, so that `kuriosa import NEW FILE.csv
    /// --create-collections --templates-file FILE.json` makes them in another library as they
    /// are here (docs/import.md#the-laws, law 3; the format is `TemplatesFile` of the
    /// importer's). A built-in the library does not store goes by its id alone.
    public func templatesFile(db: Database) throws -> Data {
        let selected = try selectedCollectionIDs()
        let byID = Dictionary(uniqueKeysWithValues: catalog.collections.map { ($0.id, $0) })
        var wanted = Set<String>()
        for id in selected {
            var current: String? = id
            while let c = current, wanted.insert(c).inserted { current = byID[c]?.parentID }
        }
        var entries: [String] = []
        var templates: [String: String] = [:]
        for (id, _) in Self.treeOrder(catalog.collections.map { ($0.id, $0.parentID) }) where wanted.contains(id) {
            guard let collection = byID[id] else { continue }
            entries.append("{\"path\":\(Self.jsonString(collectionPath(id))),\"template\":\(Self.jsonString(collection.templateID))}")
            // The library's own copy of a built-in too: it may be an older version than this
            // toolkit's, with other options and fields, and the pieces' values are of that one.
            if templates[collection.templateID] == nil {
                if let row = try TemplateRow.fetchOne(db, id: collection.templateID) {
                    templates[collection.templateID] = row.json.text
                } else if !collection.templateID.hasPrefix("builtin.") {
                    throw ExportError.template(id: collection.templateID, reason: "the library does not have it")
                }
            }
        }
        let documents = templates.keys.sorted().map { "\(Self.jsonString($0)):\(templates[$0] ?? "{}")" }
        let text = "{\"format\":\"kuriosa.collection-templates\",\"version\":1,\n\"collections\":[\n"
            + entries.joined(separator: ",\n") + "],\n\"templates\":{" + documents.joined(separator: ",\n") + "}}\n"
        return Data(text.utf8)
    }

    static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
