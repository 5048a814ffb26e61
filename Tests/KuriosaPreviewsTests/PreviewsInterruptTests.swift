import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import KuriosaPreviews

/// Ctrl-C during a refresh, as a person gives it: SIGINT to a running process. The process
/// is `kuriosa-preview-interrupt`
/// (`Tests/PreviewInterrupt`), which runs `RefreshJob` with the command's own SIGINT handling
/// (`InterruptHandler`) and save, and the test server's configuration.
@Suite("Interrupted refresh (SIGINT)")
struct PreviewsInterruptTests {
    /// Lines a child process prints, collected as they come, read from the test's thread.
    final class Lines: @unchecked Sendable {
        // @unchecked: `text` is read and written only under `lock`.
        private let lock = NSLock()
        private var text = ""

        func append(_ data: Data) {
            lock.lock()
            text += String(decoding: data, as: UTF8.self)
            lock.unlock()
        }

        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return text.split(separator: "\n").map(String.init)
        }

        /// Waits until `condition` holds for the lines, at most `seconds`.
        func wait(_ seconds: Double, until condition: ([String]) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(all) { return true }
                usleep(20_000)
            }
            return condition(all)
        }
    }

    @Test func sigintKeepsTheStoredRowsAndExits130() throws {
        let server = try TestServer.start()
        let folder = try TestFolder.make("kq-interrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (library, recoveryKey) = try LibraryPackage.create(at: folder.appendingPathComponent("test.kuriosa"))
        let session = try library.openCatalog()
        try RefreshFixtures.prepare(session.db)
        // 40 links of 400 ms each, two at a time: about 8 s in all, so SIGINT lands mid-run.
        let links = 40
        for n in 1...links {
            let host = n.isMultiple(of: 2) ? "shop.test" : "other.test"
            try RefreshFixtures.addItem(session.db, number: n, fields: ["maker_page": server.url("/hold?ms=400&n=\(n)", host: host)])
        }
        try PreviewSwitch.set(true, in: session.db)
        try session.save()

        let process = Process()
        process.executableURL = TestProcess.executable("kuriosa-preview-interrupt")
        process.arguments = [library.package.url.path, recoveryKey.bytes.hexString, server.certificate, "\(server.port)"]
        let output = Pipe()
        let lines = Lines()
        output.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // SIGINT once four links are stored, while the others load or wait.
        let started = lines.wait(30) { $0.contains("done 4") }
        try #require(started, "the helper did not get going: \(lines.all)")
        let storedBeforeSignal = lines.all.filter { $0.hasPrefix("done ") }.count
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        try #require(!process.isRunning, "SIGINT did not stop the run within 10 s")
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        lines.append(output.fileHandleForReading.readDataToEndOfFile())

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        let summary = try #require(lines.all.last { $0.hasPrefix("interrupted=") })
        #expect(summary.hasPrefix("interrupted=true"))
        let loaded = try #require(summary.split(separator: " ").first { $0.hasPrefix("loaded=") }
            .flatMap { Int($0.dropFirst("loaded=".count)) })
        #expect(loaded >= storedBeforeSignal)
        #expect(loaded < links, "the run was not cut short")

        // The library opens with a whole catalog and exactly the rows stored before the stop.
        let reopened = try LibraryPackage(url: library.package.url).open(.recoveryKey(recoveryKey)).openCatalog()
        #expect(try reopened.db.scalar("PRAGMA integrity_check").string == "ok")
        let rows = try LinkPreviewRow.fetchAll(reopened.db)
        #expect(rows.count == loaded)
        #expect(rows.allSatisfy { $0.title == "Held" })
        #expect(try PreviewSwitch.read(reopened.db).isOn)
    }
}
