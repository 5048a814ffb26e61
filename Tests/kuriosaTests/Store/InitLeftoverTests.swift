import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A `kuriosa init` killed while it builds leaves its hidden folder beside the target
/// (docs/store.md#creating-a-library). The next `init` of this device removes it, `check` reports it and `check
/// --repair` removes it, when it is provably the toolkit's own: this device's ID in its name,
/// its builder's lock free, and nothing in it that `init` does not write. Real SIGKILLs.
@Suite struct InitLeftoverTests {
    static func building(_ folder: URL, _ name: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("." + name + ".kuriosa-init.") }.sorted()
    }

    @Test func aKilledInitsFolderIsRemovedByTheNextInitAndByCheckRepair() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        let other = folder.appendingPathComponent("Other"), otherKey = folder.appendingPathComponent("other-key.txt")
        #expect(try CrashLeftoverTests.kuriosa(["init", other.path, "--recovery-key-out", otherKey.path], config: config).status == 0)
        let device = try String(contentsOf: config.appendingPathComponent("device-id"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)

        // Kill `init Lib` as soon as its building folder shows, until one is left behind.
        let target = folder.appendingPathComponent("Lib"), keyFile = folder.appendingPathComponent("key.txt")
        var left: [String] = []
        for _ in 0..<40 where left.isEmpty {
            let p = try CrashLeftoverTests.start("kuriosa", ["init", target.path, "--recovery-key-out", keyFile.path], config: config)
            var waited = 0
            while Self.building(folder, "Lib").isEmpty, p.isRunning, waited < 20_000 { usleep(100); waited += 1 }
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            left = Self.building(folder, "Lib")
            try? FileManager.default.removeItem(at: target)
        }
        try #require(left.count == 1, "no kill landed while init built its folder")
        #expect(left[0].contains(".kuriosa-init.\(device)."))
        #expect(!FileManager.default.fileExists(atPath: target.path))

        // Not provably ours, so kept: another device's building folder, and one of ours that
        // holds a file init never writes.
        let foreign = folder.appendingPathComponent(".Lib.kuriosa-init.\(UUID().uuidString.lowercased()).\(UUID().uuidString.lowercased())")
        let withUserFile = folder.appendingPathComponent(".Lib.kuriosa-init.\(device).\(UUID().uuidString.lowercased())")
        for f in [foreign, withUserFile] {
            try FileManager.default.createDirectory(at: f.appendingPathComponent("media"), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: f.appendingPathComponent(LibraryPackage.manifestName))
        }
        try Data("mine".utf8).write(to: withUserFile.appendingPathComponent("notes.txt"))
        // A folder younger than 2 s may be one whose builder has not taken its lock yet.
        usleep(2_100_000)

        let checked = try CrashLeftoverTests.kuriosa(["check", other.path, "--recovery-key-file", otherKey.path], config: config)
        #expect(checked.status == 1, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.contains("../\(left[0]): the building folder of an interrupted `kuriosa init` of this device"), "\(checked.stdout)")
        #expect(!checked.stdout.contains(foreign.lastPathComponent) && !checked.stdout.contains(withUserFile.lastPathComponent))

        let again = try CrashLeftoverTests.kuriosa(["init", target.path, "--recovery-key-out", keyFile.path], config: config)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.building(folder, "Lib") == [foreign.lastPathComponent, withUserFile.lastPathComponent].sorted())
        _ = try LibraryPackage(url: target).open(.recoveryKey(try RecoveryKey(parsing: try String(contentsOf: keyFile, encoding: .utf8)))).openCatalog()

        // `check --repair` removes one too (here: a copy of what a killed init leaves, aged).
        let made = folder.appendingPathComponent(".Lib.kuriosa-init.\(device).\(UUID().uuidString.lowercased())")
        try FileManager.default.createDirectory(at: made.appendingPathComponent("media"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: target.appendingPathComponent(LibraryPackage.catalogName), to: made.appendingPathComponent(LibraryPackage.catalogName))
        var old = [timeval(tv_sec: time(nil) - 60, tv_usec: 0), timeval(tv_sec: time(nil) - 60, tv_usec: 0)]
        #expect(utimes(made.path, &old) == 0)
        let repaired = try CrashLeftoverTests.kuriosa(["check", other.path, "--repair", "--recovery-key-file", otherKey.path], config: config)
        #expect(repaired.status == 0, "\(repaired.stdout)\(repaired.stderr)")
        #expect(repaired.stdout.contains("and 1 init folder(s) of this device's interrupted writers"), "\(repaired.stdout)")
        #expect(!FileManager.default.fileExists(atPath: made.path))
        #expect(FileManager.default.fileExists(atPath: foreign.path) && FileManager.default.fileExists(atPath: withUserFile.path))
    }
}
