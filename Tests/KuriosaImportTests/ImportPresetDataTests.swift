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

    /// The OpenNumismat reader keeps the columns of the preset's signature in every sheet (they
    /// recognise the file even where no coin fills them): the two lists are one.
    @Test func theOpenNumismatReaderKeepsThePresetsSignature() {
        #expect(Set(OpenNumismatBook.signature.map(TextNormalizer.normalize)) == ImportPresets.all["opennumismat"]?.signature)
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

    /// An app's export with one signature column deleted is still that app's, and says which
    /// column it lacks; with two deleted, or with few of its headers known to the app, it is
    /// no app's (docs/import-apps.md#how-a-file-is-recognised).
    @Test func aFileWithoutOneSignatureColumnIsStillTheApps() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Presets")
        func header(_ file: String, _ separator: Character) throws -> [String] {
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")[0]
                .split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        }
        let bgg = try header("bgg-export.csv", ",")
        let withoutPlays = try #require(ImportPresets.recognition(bgg.filter { $0 != "numplays" }))
        #expect(withoutPlays.preset.name == "bgg" && withoutPlays.missing == "numplays")
        #expect(ImportPresets.recognition(bgg)?.missing == nil)
        #expect(ImportPresets.recognition(bgg.filter { $0 != "numplays" && $0 != "collid" }) == nil)
        let near = try #require(ImportPresets.nearMiss(bgg.filter { $0 != "numplays" && $0 != "collid" }))
        #expect(near.preset.name == "bgg" && Set(near.missing) == ["numplays", "collid"])
        let cellar = try header("cellartracker-inventory-export.tsv", "\t")
        let withoutWine = try #require(ImportPresets.recognition(cellar.filter { $0 != "iWine" }))
        #expect(withoutWine.preset.name == "cellartracker-inventory" && withoutWine.missing == "iWine")
        // Two of eBay's three signature headers among many its preset does not know.
        let foreign = ["CollectibleId", "Professional Grader"] + (1...10).map { "Column \($0)" }
        #expect(ImportPresets.recognition(foreign) == nil)
        #expect(ImportPresets.recognition(["CollectibleId", "Professional Grader", "Title", "Sport"])?.missing == "Purchase Date MM-DD-YYYY")
    }

    /// An app's headers in another language read as the English ones, and its own signature
    /// recognises the file; a translation of a header the preset does not map, or a language
    /// without a signature, is refused when the preset is read (docs/import.md#mappings-and-presets).
    @Test func translatedHeadersReadAsTheEnglishOnes() throws {
        let numista = try #require(ImportPresets.all["numista"])
        #expect(ImportPresets.recognise(["País", "Emissor", "Valor de face", "Título"])?.name == "numista")
        #expect(ImportPresets.recognise(["Pays", "Émetteur", "Valeur faciale"]) == nil, "no French headers are known")
        #expect(numista.mapping.rules[TextNormalizer.normalize("Valor de face")] == numista.mapping.rules[TextNormalizer.normalize("Face value")])
        let base = #"{"name": "x", "app": "X", "template": "builtin.coin", "signature": ["A", "B"], "columns": {"A": "field:year", "B": "column:title"}"#
        #expect(throws: ImportSetupError.self) {
            try ImportPreset(document: base + #", "headers": {"pt": {"signature": ["Á", "Bê"], "columns": {"Cê": "C"}}}}"#)
        }
        #expect(throws: ImportSetupError.self) {
            try ImportPreset(document: base + #", "headers": {"pt": {"columns": {"Á": "A"}}}}"#)
        }
        let preset = try ImportPreset(document: base + #", "headers": {"pt": {"signature": ["Á", "Bê"], "columns": {"Á": "A", "Bê": "B"}}}}"#)
        #expect(preset.matches([TextNormalizer.normalize("Á"), TextNormalizer.normalize("Bê")]))
    }
}
