import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaCore
import KuriosaTestSupport
import Testing
@testable import KuriosaPreviews

/// The writer rule for a refresh (docs/store.md#the-writer-rule, #28): pages load for a long
/// time, and another writer may remove a link meanwhile. Each save of the refresh takes the
/// package lock, merges the other writer's catalog and prunes again from it, so the removed
/// link leaves no preview row behind, and the other writer's change is kept.
@Suite("A refresh saves from the catalog it replaces")
struct RefreshWriterRuleTests {
    @Test func aLinkRemovedDuringTheRefreshLeavesNoRow() throws {
        let server = try TestServer.start()
        let kept = "https://127.0.0.1:\(server.port)/hold?key=kept&ms=1500"
        let removed = "https://127.0.0.1:\(server.port)/hold?key=removed&ms=1500"
        let library = try JobLibrary([["maker_page": kept], ["maker_page": removed]])
        defer { library.remove() }
        let refresh = Process()
        refresh.executableURL = TestProcess.executable("kuriosa")
        refresh.arguments = ["previews", "refresh", library.package.path, "--recovery-key-file", library.keyFile.path,
                             "--ca-file", server.certificate, "--allow-host", "127.0.0.1", "--timeout", "10", "--json"]
        let output = Pipe()
        refresh.standardOutput = output
        refresh.standardError = FileHandle.nullDevice
        try refresh.run()
        // While its pages load, another writer takes the second piece's link away.
        usleep(600_000)
        let other = try LibraryPackage(url: library.package).open(.recoveryKey(library.recoveryKey)).openCatalog()
        // As an editor does, with a newer updated_at (the merge keeps the newer row).
        try other.db.execute("UPDATE item SET fields = '{}', updated_at = ? WHERE id = ?",
                             [Timestamp.string(from: Date()), library.itemIDs[1]])
        try other.save()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        refresh.waitUntilExit()
        let json = (try? JSONSerialization.jsonObject(with: stdout)) as? [String: Any] ?? [:]
        #expect(refresh.terminationStatus == 0, "\(json)")
        #expect(json["removedRows"] as? Int == 1, "\(json)")
        let rows = try library.rows()
        #expect(rows.map(\.url) == [kept], "\(rows.map(\.url)) \(json)")
        let session = try LibraryPackage(url: library.package).open(.recoveryKey(library.recoveryKey)).openCatalog()
        let fields = try session.db.rows("SELECT fields FROM item WHERE id = ?", [library.itemIDs[1]]).first?[0].string ?? ""
        #expect(!fields.contains("hold"), "the other writer's change was lost: \(fields)")
    }
}
