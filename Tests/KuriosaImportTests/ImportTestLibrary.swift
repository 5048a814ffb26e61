import Foundation
import KuriosaCore
import KuriosaStore
@testable import KuriosaImport
import KuriosaTestSupport

/// A real encrypted library in a temporary folder (fast key derivation, no passphrase), and
/// helpers to run imports into it and look at the result.
final class ImportTestLibrary {
    let folder: URL
    let library: Library
    private(set) var session: CatalogSession

    init() throws {
        folder = try TestFolder.make("kuriosa-import")
        setenv("KURIOSA_CONFIG_DIR", folder.appendingPathComponent("config").path, 1)
        library = try LibraryPackage.create(at: folder.appendingPathComponent("lib"), passphrase: nil, iterations: 1000).library
        session = try library.openCatalog()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var db: Database { session.db }

    /// Runs an import of `csv` (UTF-8 text) and reopens the catalog from disk afterwards, so
    /// what the test sees is what was saved.
    @discardableResult
    func run(_ csv: String, into destination: ImportOptions.Destination = .collectionPath("Watches"),
             writesDirectly: Bool = true, pipelineRows: Int = 2_000,
             configure: (inout ImportOptions) -> Void = { _ in }) throws -> ImportReport {
        var options = ImportOptions(destination: destination)
        options.photosFolder = folder
        configure(&options)
        let importer = CSVImporter(session: session, library: library, options: options)
        importer.writesDirectly = writesDirectly
        importer.pipelineRows = pipelineRows
        let report = try importer.run(.bytes(Array(csv.utf8)))
        session = try library.openCatalog()
        return report
    }

    /// Makes a collection by importing nothing into a new one (header only; the watch
    /// template requires a brand column).
    func makeCollection(_ name: String, template: String, header: String = "Title,Brand") throws {
        try run(header + "\n", into: .newCollection(name: name, template: template, parentPath: nil))
    }

    func items() throws -> [ItemRecord] {
        try ItemRecord.fetchAll(db, includingDeleted: false)
    }

    func fields(_ item: ItemRecord) throws -> [String: FieldValue] {
        try ItemFields.parse(item.fields.text).values
    }

    /// The catalog's canonical dump with the times and the IDs made outside a test's ID
    /// sequence (the library's own, the device's) replaced, for comparing two imports.
    func comparableDump() throws -> String {
        var text = try CatalogDump.canonical(db)
        text = text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"#, with: "<time>", options: .regularExpression)
        return text.replacingOccurrences(of: #"(?!00000000-0000-4000-8000-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"#,
                                         with: "<other-id>", options: .regularExpression)
    }

    /// SHA-256 of every file of the package by relative path.
    func fileHashes() throws -> [String: [UInt8]] {
        let root = library.package.url
        var hashes: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            hashes[url.path.replacingOccurrences(of: root.path, with: "")] = try SHA256.hash(fileAt: url)
        }
        return hashes
    }

    func writeFile(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
}
