import Foundation
import Testing
@testable import KuriosaCore

/// The compiled-in documents are generated from `Templates/builtin/*.json`; a document edited
/// without running `scripts/embed-templates.py` would ship stale, so this test catches it.
@Suite struct BuiltinTemplateDataTests {
    /// Tests/KuriosaCoreTests/BuiltinTemplates/<this file> → the package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sourceDirectory = packageRoot.appendingPathComponent("Templates/builtin", isDirectory: true)

    static func sourceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sourceDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everySourceDocumentIsEmbedded() throws {
        let ids = try Self.sourceFiles().map { "builtin." + $0.deletingPathExtension().lastPathComponent }
        #expect(Set(ids) == Set(BuiltinTemplateData.documents.keys),
                "run python3 scripts/embed-templates.py")
    }

    @Test func embeddedTextEqualsTheSourceDocuments() throws {
        for url in try Self.sourceFiles() {
            let id = "builtin." + url.deletingPathExtension().lastPathComponent
            let source = try String(contentsOf: url, encoding: .utf8)
            #expect(BuiltinTemplates.jsonText(id: id) == source,
                    "\(url.lastPathComponent) changed: run python3 scripts/embed-templates.py")
        }
    }
}
