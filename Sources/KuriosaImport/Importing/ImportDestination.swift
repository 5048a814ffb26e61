import Foundation
import KuriosaCore
import KuriosaStore

/// The collection the pieces go into and its template, found (or prepared) before the CSV is
/// read and written only inside the import's transaction, so a refused file leaves no new
/// collection behind.
package struct ImportDestination {
    /// Where a new collection's template comes from.
    public enum TemplateSource: Sendable, Equatable {
        /// A built-in id (`builtin.coins`) or a template document file, as `--template` says.
        case named(String)
        /// A template document of a templates file, with the id it is known by there.
        case document(id: String, json: Data)
    }

    var collection: CollectionRecord
    var template: Template
    /// True when the collection is made by this import.
    let isNew: Bool
    /// The template document to store on first use (a built-in or a file's), when the library
    /// does not have it yet.
    var templateToStore: TemplateRow?
    /// The template `--add-fields` made or extended (inserted or replaced on write).
    var editedTemplate: TemplateRow?
    /// The collection as stored before this import (nil when new), for the history update.
    var storedCollection: CollectionRecord?

    static func resolve(_ destination: ImportOptions.Destination, db: Database, now: String) throws -> ImportDestination {
        switch destination {
        case .collectionID(let id):
            guard let collection = try CollectionRecord.fetchOne(db, id: id), collection.deletedAt == nil else {
                throw ImportSetupError("no collection with id \(id)")
            }
            return ImportDestination(collection: collection, template: try storedTemplate(collection.templateID, db: db), isNew: false,
                                     storedCollection: collection)
        case .collectionPath(let path):
            guard let collection = try CollectionPaths.find(path, db: db, option: "--collection") else {
                let known = try CollectionRecord.fetchAll(db, includingDeleted: false).map { try CollectionPaths.path(of: $0, db: db) }.sorted()
                let list = known.isEmpty ? "the library has no collections yet (--new-collection makes one)"
                    : "the library's collections: " + known.prefix(30).joined(separator: ", ") + (known.count > 30 ? ", …" : "")
                throw ImportSetupError("no collection \"\(path)\" (write the path from the top level, levels separated by ›); \(list)")
            }
            return ImportDestination(collection: collection, template: try storedTemplate(collection.templateID, db: db), isNew: false,
                                     storedCollection: collection)
        case .fromFile:
            throw ImportSetupError("the file's rows name their collections (CollectionRouter routes them)")
        case let .newCollection(name, templateSource, parentPath):
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw ImportSetupError("--new-collection needs a name") }
            var parentID: String?
            if let parentPath {
                guard let parent = try CollectionPaths.find(parentPath, db: db, option: "--parent") else {
                    throw ImportSetupError("no parent collection \"\(parentPath)\"")
                }
                parentID = parent.id
            }
            let siblings = try CollectionRecord.fetchChildren(db, parentID: parentID)
            // A second collection of the same path is never what was meant: the app shows two
            // "Uhren" side by side and a later --collection Uhren cannot tell them apart.
            if let existing = siblings.first(where: { $0.name.lowercased() == trimmed.lowercased() }) {
                let path = try CollectionPaths.path(of: existing, db: db)
                throw ImportSetupError("--new-collection: the collection \"\(path)\" exists (id \(existing.id)); "
                    + "import into it with --collection \"\(path)\", or choose another name", usage: true)
            }
            let (template, row) = try newTemplate(.named(templateSource), db: db, now: now)
            let collection = CollectionRecord(id: SecureRandom.uuid(), name: trimmed, parentID: parentID, templateID: template.id,
                                              sortIndex: (siblings.map(\.sortIndex).max() ?? -1) + 1, createdAt: now, updatedAt: now)
            return ImportDestination(collection: collection, template: template, isNew: true, templateToStore: row)
        }
    }

    /// A new collection under a parent that may itself be new in this import
    /// (`--create-collections`); `pending` are the collections made so far, whose templates
    /// a later one may share.
    static func newChild(name: String, parentID: String?, template source: TemplateSource, sortIndex: Int, db: Database, now: String,
                         pending: [ImportDestination]) throws -> ImportDestination {
        var (template, row) = try newTemplate(source, db: db, now: now)
        if row != nil, pending.contains(where: { $0.template.id == template.id && $0.templateToStore != nil }) { row = nil }
        let collection = CollectionRecord(id: SecureRandom.uuid(), name: name, parentID: parentID, templateID: template.id,
                                          sortIndex: sortIndex, createdAt: now, updatedAt: now)
        return ImportDestination(collection: collection, template: template, isNew: true, templateToStore: row)
    }

    /// Creates what is new: the template row (not recorded in the history, as the app does)
    /// and the collection (recorded).
    func write(db: Database, history: HistoryWriter) throws {
        if let templateToStore, try TemplateRow.fetchOne(db, id: templateToStore.id) == nil {
            try templateToStore.insert(db)
        }
        if let editedTemplate {
            if try TemplateRow.fetchOne(db, id: editedTemplate.id) == nil { try editedTemplate.insert(db) } else { try editedTemplate.update(db) }
        }
        if isNew {
            try collection.insert(db)
            try history.create(collection, in: db)
        } else if let storedCollection, storedCollection != collection {
            try collection.update(db)
            try history.update(old: storedCollection, new: collection, in: db)
        }
    }

    /// `--add-fields`: the unknown columns become text fields of the collection's own
    /// customized copy (`custom.<uuid>`, `basedOn`); a custom template no other collection
    /// uses is the collection's own already and gets the fields itself. Only prepares: the
    /// template and the collection change are written by `write`, in the transaction.
    mutating func addFields(labels: [String], db: Database, now: String) throws {
        guard !labels.isEmpty else { return }
        try editCopy(db: db, now: now) { edited in
            for label in labels { edited.addField(label: label, type: .text) }
        }
    }

    /// docs/import.md#columns-no-field-takes: in a collection this import makes,
    /// required fields the file leaves empty in some row become optional in its copy of the
    /// template, instead of every such row being refused.
    mutating func relaxRequired(_ keys: Set<String>, db: Database, now: String) throws {
        guard !keys.isEmpty else { return }
        try editCopy(db: db, now: now) { edited in
            for index in edited.fields.indices where keys.contains(edited.fields[index].key) { edited.fields[index].required = false }
        }
    }

    /// docs/import.md#ratings-on-another-scale: rating fields of a collection this import makes
    /// that the file rates on five stars with halves, or on ten, count ten stars.
    mutating func countTenStars(_ keys: Set<String>, db: Database, now: String) throws {
        guard !keys.isEmpty else { return }
        try editCopy(db: db, now: now) { edited in
            for index in edited.fields.indices where keys.contains(edited.fields[index].key) { edited.fields[index].ratingMax = 10 }
        }
    }

    /// `--add-options`: words of the file that no option of a choice field names become options
    /// of the collection's copy, labelled as written.
    mutating func addOptions(_ words: [String: [String]], db: Database, now: String) throws {
        guard !words.isEmpty else { return }
        var failure: Error?
        try editCopy(db: db, now: now) { edited in
            for (key, labels) in words {
                for label in labels {
                    do { try edited.addOption(label: label, toField: key) } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
    }

    /// Edits the collection's own copy of its template: a built-in or a template other
    /// collections share is copied (`custom.<uuid>`, `basedOn`) and the collection switched to it.
    private mutating func editCopy(db: Database, now: String, _ edit: (inout Template) -> Void) throws {
        let others = try CollectionRecord.countUsing(templateID: template.id, except: collection.id, db)
        let sharedOrBuiltin = template.isBuiltin || others > 0
        var edited = sharedOrBuiltin ? template.customizedCopy(id: UUID()) : template
        edit(&edited)
        let text = String(decoding: try edited.encoded(), as: UTF8.self)
        editedTemplate = TemplateRow(id: edited.id, version: edited.version, json: try JSONText(parsing: text), updatedAt: now)
        if edited.id != collection.templateID {
            collection.templateID = edited.id
            collection.updatedAt = now
        }
        template = edited
    }

    // MARK: Look-ups

    /// A collection's path from the top level, for the summary.
    static func path(of collection: CollectionRecord, db: Database) throws -> String {
        try CollectionPaths.path(of: collection, db: db)
    }

    /// The template a collection uses: its stored document, else the built-in of that id.
    static func storedTemplate(_ id: String, db: Database) throws -> Template {
        if let row = try TemplateRow.fetchOne(db, id: id) {
            do { return try Template.decode(from: Data(row.json.text.utf8)) } catch {
                throw ImportSetupError("the library's template \(id) does not read: \(error)")
            }
        }
        if let builtin = try BuiltinTemplates.template(id: id) { return builtin }
        throw ImportSetupError("the collection's template \(id) is not in the library")
    }

    /// A new collection's template: a built-in id or a template document file. A template the
    /// library already has is used as stored.
    static func newTemplate(_ given: TemplateSource, db: Database, now: String) throws -> (Template, TemplateRow?) {
        let source: String
        let data: Data
        switch given {
        case .document(let id, let json):
            source = "the templates file's \(id)"
            data = json
        case .named(let name):
            source = name
            if name.hasPrefix("builtin.") { return try builtinTemplate(name, db: db, now: now) }
            do { data = try Data(contentsOf: URL(fileURLWithPath: name)) } catch {
                throw ImportSetupError("\(name): cannot read the template file: \(FileErrorText.describe(error))")
            }
        }
        let template: Template
        do { template = try Template.decode(from: data) } catch {
            throw ImportSetupError("\(source): not a template document: \(error)")
        }
        let problems = TemplateValidator.validate(template)
        if let first = problems.first { throw ImportSetupError("\(source): \(first)") }
        if try TemplateRow.fetchOne(db, id: template.id) != nil { return (try storedTemplate(template.id, db: db), nil) }
        let text = String(decoding: data, as: UTF8.self)
        return (template, TemplateRow(id: template.id, version: template.version, json: try JSONText(parsing: text), updatedAt: now))
    }

    private static func builtinTemplate(_ source: String, db: Database, now: String) throws -> (Template, TemplateRow?) {
        guard let text = BuiltinTemplates.jsonText(id: source), let template = try BuiltinTemplates.template(id: source) else {
            throw ImportSetupError("\(source) is not a built-in template (kuriosa templates list)")
        }
        guard template.id != BuiltinTemplates.wishlistID else {
            throw ImportSetupError("builtin.wishlist holds the wishlist's fields and is not a collection template")
        }
        if try TemplateRow.fetchOne(db, id: source) != nil { return (try storedTemplate(source, db: db), nil) }
        return (template, TemplateRow(id: source, version: template.version, json: try JSONText(parsing: text), updatedAt: now))
    }
}
