import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A writer is killed with SIGKILL at random moments while it saves in a loop, 200 times; the
/// package must always open with a whole catalog, the old one or the new one, never a mix.
@Suite struct CrashSafetyTests {
    @Test func killedWritersNeverLeaveABrokenPackage() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyHex = "9e6a19228d8c88e561f9d270e73c8668af564623f4a46000f7ce59ac5ea25cf3"
        let key = try #require([UInt8](hex: keyHex))
        var generator = SystemRandomNumberGenerator()
        var lastCount = 0
        var killedMidSave = 0
        for round in 0..<200 {
            let p = Process()
            p.executableURL = TestProcess.executable("kuriosa-crash-writer")
            p.arguments = [url.path, keyHex]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(UInt32.random(in: 2_000...120_000, using: &generator))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").compactMap { Int($0) }.last

            let session = try LibraryPackage(url: url).open(.dataKey(key)).openCatalog()
            #expect(try session.db.scalar("PRAGMA integrity_check").string == "ok", "round \(round)")
            let names = try session.db.rows("SELECT name FROM tag WHERE name LIKE 'crash-%' ORDER BY name").compactMap { $0[0].string }
            let count = names.count
            // Whole saves only: tags 1…count, each save one more than the one before.
            #expect(names == (0..<count).map { String(format: "crash-%06d", $0 + 1) }, "round \(round)")
            #expect(count >= lastCount, "round \(round): a save was lost")
            // The last save the writer reported is on disk; at most one more may have landed.
            if let printed { #expect(count == printed || count == printed + 1, "round \(round)") }
            if let printed, count == printed { killedMidSave += 1 }
            lastCount = count
        }
        #expect(lastCount > 0, "the writer saved at least once")
        // Leftover temporary files never count as a catalog and are named so nothing picks them up.
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        #expect(names.filter { $0.hasPrefix("catalog") }.allSatisfy { $0 == "catalog.db.enc" })
        _ = killedMidSave
    }
}
