import Foundation
import Testing
@testable import KuriosaImport

/// The compiled-in presets are generated from `ImportPresets/*.json`; a document edited without
/// running `scripts/embed-import-presets.py` would ship stale, so this test catches it.
@Suite struct ImportPresetDataTests {
    static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImportPresets", isDirectory: true)

    @Test func embeddedTextEqualsTheSourceDocuments() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.sourceDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(Set(files.map { $0.deletingPathExtension().lastPathComponent }) == Set(ImportPresetData.documents.keys),
                "run python3 scripts/embed-import-presets.py")
        for url in files {
            let source = try String(contentsOf: url, encoding: .utf8)
            #expect(ImportPresetData.documents[url.deletingPathExtension().lastPathComponent] == source,
                    "\(url.lastPathComponent) changed: run python3 scripts/embed-import-presets.py")
        }
    }

    /// Every document reads (a broken one would silently be missing from `ImportPresets.all`).
    @Test func everyDocumentReads() throws {
        for (name, text) in ImportPresetData.documents {
            let preset = try ImportPreset(document: text)
            #expect(preset.name == name)
            #expect(preset.signature.count >= 2)
        }
        #expect(ImportPresets.all.count == ImportPresetData.documents.count)
    }

    /// No app's signature holds another's whole: a file of the smaller one would be taken for
    /// the larger, never the other way round, and two equal signatures would be a coin toss.
    @Test func signaturesAreDistinct() {
        let presets = Array(ImportPresets.all.values)
        for a in presets {
            for b in presets where a.name < b.name {
                #expect(a.signature != b.signature, "\(a.name) and \(b.name)")
            }
        }
    }
}
