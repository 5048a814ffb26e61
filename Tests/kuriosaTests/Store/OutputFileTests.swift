import Foundation
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a written output leaves around it (#28, docs/store.md#what-a-crash-leaves-behind):
/// replacing a file keeps its mode (a 0600 report stays 0600), a new package is the owner's
/// only (0700), and a killed run's temporary file beside the target is removed by the next
/// run to that folder — this device's, dead, only. Real processes.
@Suite("Output files", .serialized)
struct OutputFileTests {
    static func mode(_ path: String) -> mode_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    @Test func replacingKeepsTheModeAndNewPackagesAreTheOwners() throws {
        let lib = try CLILibrary()
        #expect(Self.mode(lib.library.path) == 0o700)
        #expect(Self.mode(lib.library.appendingPathComponent("media").path) == 0o700)
        let out = lib.folder.appendingPathComponent("inventory.csv")
        try Data("old\n".utf8).write(to: out)
        chmod(out.path, 0o600)
        let r = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "-o", out.path,
                                         "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: out, encoding: .utf8) != "old\n")
        #expect(Self.mode(out.path) == 0o600)
    }

    @Test func aKilledRunsTemporaryFileGoesWithTheNextRun() throws {
        let lib = try CLILibrary()
        // The device ID the command line uses (made by `init` in the test's config folder).
        let device = try String(contentsOf: lib.folder.appendingPathComponent("config/device-id"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let out = lib.folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let dead = out.appendingPathComponent(".inventory.csv.\(device).\(UUID().uuidString.lowercased()).tmp")
        let other = out.appendingPathComponent(".inventory.csv.\(UUID().uuidString.lowercased()).\(UUID().uuidString.lowercased()).tmp")
        for file in [dead, other] {
            try Data(repeating: 0x25, count: 4096).write(to: file)
            // Older than the 2 s a fresh file is given before it counts as dead.
            var times = [timespec(tv_sec: time(nil) - 60, tv_nsec: 0), timespec(tv_sec: time(nil) - 60, tv_nsec: 0)]
            utimensat(AT_FDCWD, file.path, &times, 0)
        }
        let r = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "-o", out.appendingPathComponent("inventory.csv").path,
                                         "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(r.status == 0, "\(r.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(left == [other.lastPathComponent, "inventory.csv"].sorted(), "\(left)")
    }
}
