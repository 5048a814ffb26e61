import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// The golden library (Fixtures/vectors/golden-v1: photos, places, tags, several
/// currencies), copied to a temporary folder and opened with its data key.
enum ExportFixture {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// Where rendered pages are kept for people to look at.
    static let artifacts = root.appendingPathComponent(".build/test-artifacts")
    static let date = "2026-10-01"

    /// A fresh copy of the golden library, unlocked; the caller removes `folder`.
    static func library() throws -> (folder: URL, library: Library) {
        let folder = try TestFolder.make("kuriosa-export")
        let source = root.appendingPathComponent("Fixtures/vectors/golden-v1/Golden.kuriosa")
        let dest = folder.appendingPathComponent("Golden.kuriosa")
        try FileManager.default.copyItem(at: source, to: dest)
        let packages = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Fixtures/vectors/packages.json"))) as? [String: Any]
        let golden = packages?["golden-v1"] as? [String: Any]
        let hex = golden?["dataKeyHex"] as? String ?? ""
        var key: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            key.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return (folder, try LibraryPackage(url: dest).open(.dataKey(key)))
    }

    /// The document of a built-in template over the golden library.
    static func document(_ name: String, library: Library, options: ExportOptions? = nil) throws -> (ExportDocument, ExportBuilder) {
        let template = try #require(try BuiltinExportTemplates.template(named: name))
        let catalog = try ExportCatalog(db: library.openCatalog().db, template: template)
        let builder = ExportBuilder(catalog: catalog, template: template, options: options ?? ExportOptions(language: "en", date: date))
        return (try builder.build(), builder)
    }

    /// Compares with a golden file beside the tests; writes it only when
    /// KURIOSA_RECORD_GOLDEN=1 (never silently).
    static func compareGolden(_ data: Data, name: String) throws -> Bool {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["KURIOSA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try data.write(to: url)
            return true
        }
        guard let expected = try? Data(contentsOf: url) else { return false }
        if expected != data {
            try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try? data.write(to: artifacts.appendingPathComponent("actual-" + name))
        }
        return expected == data
    }
}
