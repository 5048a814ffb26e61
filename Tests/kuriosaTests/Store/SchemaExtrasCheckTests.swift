import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// `check` compares the whole `sqlite_master` with the specification (#28, docs/store.md):
/// an extra trigger or view passed as "identical to the specification" and then broke every
/// import. Real package made hostile through the store's fixture API, real process.
@Suite("check names triggers and views the specification lacks")
struct SchemaExtrasCheckTests {
    @Test func anExtraTriggerAndViewAreFindings() throws {
        let folder = try TestFolder.make("kuriosa-schema-extras")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Lib")
        let (library, key) = try LibraryPackage.create(at: url)
        let session = try library.openCatalog()
        try session.db.execute("CREATE TRIGGER eat_items AFTER INSERT ON item BEGIN DELETE FROM item WHERE id = NEW.id; END")
        try session.db.execute("CREATE VIEW cheap AS SELECT id FROM item")
        try session.save()
        let r = try TestProcess.kuriosa(["check", url.path], environment: ["KURIOSA_RECOVERY_KEY": key.displayForm])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let text = r.stdout + r.stderr
        #expect(text.contains("trigger eat_items is not in the specification"), "\(text)")
        #expect(text.contains("view cheap is not in the specification"), "\(text)")
    }
}
