import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import KuriosaPreviews

/// The promise of docs/merge.md#writing-into-a-package-that-changed for previews: while a
/// second process saves the package again and again, a refresh stores its previews; afterwards
/// both writers' changes are in the catalog. The refresh runs in `kuriosa-preview-interrupt`
/// (the command's refresh and save with the test server's configuration, left to finish), the
/// other writer is `kuriosa-concurrent-writer`.
@Suite("Refresh while another process saves")
struct ConcurrentRefreshTests {
    @Test func everyChangeOfBothWritersIsKept() throws {
        let server = try TestServer.start()
        let folder = try TestFolder.make("kq-concurrent")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (library, recoveryKey) = try LibraryPackage.create(at: folder.appendingPathComponent("test.kuriosa"))
        let session = try library.openCatalog()
        try RefreshFixtures.prepare(session.db)
        let links = 24
        for n in 1...links {
            let host = n.isMultiple(of: 2) ? "shop.test" : "other.test"
            try RefreshFixtures.addItem(session.db, number: n, fields: ["maker_page": server.url("/hold?ms=150&n=\(n)", host: host)])
        }
        try PreviewSwitch.set(true, in: session.db)
        try session.save()

        let writes = 30
        let writer = Process()
        writer.executableURL = TestProcess.executable("kuriosa-concurrent-writer")
        writer.arguments = [library.package.url.path, library.dataKey.withUnsafeBytes { [UInt8]($0) }.hexString, "other", "\(writes)"]
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        let refresh = Process()
        refresh.executableURL = TestProcess.executable("kuriosa-preview-interrupt")
        refresh.arguments = [library.package.url.path, recoveryKey.bytes.hexString, server.certificate, "\(server.port)"]
        let out = Pipe()
        refresh.standardOutput = out
        refresh.standardError = FileHandle.nullDevice
        try refresh.run()
        try writer.run()
        defer {
            if refresh.isRunning { kill(refresh.processIdentifier, SIGKILL) }
            if writer.isRunning { kill(writer.processIdentifier, SIGKILL) }
        }
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        refresh.waitUntilExit()
        writer.waitUntilExit()
        #expect(refresh.terminationStatus == 0, "\(printed)")
        #expect(writer.terminationStatus == 0)

        let reopened = try LibraryPackage(url: library.package.url).open(.recoveryKey(recoveryKey)).openCatalog()
        let db = reopened.db
        // The refresh's rows, every one loaded…
        let rows = try LinkPreviewRow.fetchAll(db)
        #expect(rows.count == links)
        #expect(rows.allSatisfy { $0.title == "Held" })
        // …and every save of the other writer: its tags and pieces.
        #expect(try db.scalar("SELECT count(*) FROM tag WHERE name LIKE 'other-%'").int == writes)
        #expect(try db.scalar("SELECT count(*) FROM item WHERE title LIKE 'other piece %'").int == writes)
        #expect(try db.scalar("SELECT count(*) FROM item WHERE title LIKE 'Piece %'").int == links)
        #expect(try db.scalar("SELECT count(DISTINCT number) FROM item WHERE number IS NOT NULL").int
                == db.scalar("SELECT count(*) FROM item WHERE number IS NOT NULL").int, "numbers stay unique")
        #expect(try CatalogCheck.run(db).isEmpty)
        #expect(try PreviewSwitch.read(db).isOn)
    }
}
