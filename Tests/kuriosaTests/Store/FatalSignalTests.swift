import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// SIGABRT sent during a photo import printed "Program crashed" with a backtrace, then the
/// import carried on and committed (#28). A fatal signal now ends the process at once, dying
/// of the signal, with nothing saved. Real process, real signals.
@Suite("Fatal signals end the process", .serialized)
struct FatalSignalTests {
    @Test(arguments: [SIGABRT, SIGSEGV])
    func aFatalSignalDuringAPhotoImportSavesNothing(_ signal: Int32) throws {
        let folder = try TestFolder.make("kuriosa-fatal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        let url = folder.appendingPathComponent("Lib")
        let (_, key) = try LibraryPackage.create(at: url)
        let catalog = try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName))
        let file = try CrashLeftoverTests.photoImport(in: folder)
        let p = Process()
        p.executableURL = TestProcess.executable("kuriosa")
        p.arguments = ["import", url.path, file.path, "--new-collection", "Watches", "--template", "builtin.watch"]
        var environment = ProcessInfo.processInfo.environment
        environment["KURIOSA_CONFIG_DIR"] = config.path
        environment["KURIOSA_RECOVERY_KEY"] = key.displayForm
        p.environment = environment
        let err = Pipe()
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let media = url.appendingPathComponent("media")
        var waited = 0
        while ((try? FileManager.default.contentsOfDirectory(atPath: media.path)) ?? []).filter({ !$0.hasPrefix(".") }).count < 10,
              p.isRunning, waited < 60_000 {
            usleep(1000)
            waited += 1
        }
        try #require(p.isRunning, "the import ended before the signal")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == signal, "\(p.terminationReason) \(p.terminationStatus): \(stderr)")
        #expect(stderr.contains("kuriosa: ended by a fatal signal; nothing was saved"), "\(stderr)")
        #expect(try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName)) == catalog, "the catalog was saved")
    }
}
