import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a killed writer leaves behind (docs/store.md#what-a-crash-leaves-behind), with real
/// SIGKILLs: a save's sealed temporary catalog, a photo import's media files, a half-made
/// `init`. `check` reports them, `check --repair` and the next writer of this device remove
/// exactly their own, and another device's files are reported and left alone. Each process gets
/// its own config folder, so the device ID is the test's.
@Suite struct CrashLeftoverTests {
    static let v1Key = "QWPQ-NXGC-AVCC-0SSG-X5WA-K73Y-X2Z0-82TS"
    static let v1DataKey = "9e6a19228d8c88e561f9d270e73c8668af564623f4a46000f7ce59ac5ea25cf3"

    static func start(_ executable: String, _ arguments: [String], config: URL, env: [String: String] = [:]) throws -> Process {
        let p = Process()
        p.executableURL = TestProcess.executable(executable)
        p.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["KURIOSA_CONFIG_DIR"] = config.path
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    static func kuriosa(_ arguments: [String], config: URL, env: [String: String] = [:]) throws -> TestProcess.Result {
        var e = env
        e["KURIOSA_CONFIG_DIR"] = config.path
        return try TestProcess.kuriosa(arguments, environment: e)
    }

    /// A CSV of 400 pieces with a photo each (in `folder/photos`): an import long enough to
    /// be stopped while it writes media.
    static func photoImport(in folder: URL) throws -> URL {
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let jpeg = try Data(contentsOf: Fixtures.root.appendingPathComponent("Samples/csv/photos/black-bay.jpg"))
        var csv = "Title,Brand,Photos\n"
        for i in 1...400 {
            try jpeg.write(to: photos.appendingPathComponent("p\(i).jpg"))
            csv += "Piece \(i),Omega,p\(i).jpg\n"
        }
        let file = photos.appendingPathComponent("pieces.csv")
        try Data(csv.utf8).write(to: file)
        return file
    }

    static func temporaries(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test func aKilledSavesTemporaryCatalogIsReportedAndRemoved() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        var generator = SystemRandomNumberGenerator()
        // Kill the writer until a kill lands mid-save (its temporary catalog is left).
        var rounds = 0
        let catalog = url.appendingPathComponent(LibraryPackage.catalogName).path
        while Self.temporaries(url).isEmpty, rounds < 60 {
            let before = CatalogFileIdentity(path: catalog)
            let p = try Self.start("kuriosa-crash-writer", [url.path, Self.v1DataKey], config: config)
            // Once it saved once it saves back to back: a kill then lands mid-save mostly.
            var waited = 0
            while CatalogFileIdentity(path: catalog) == before, p.isRunning, waited < 20_000 { usleep(500); waited += 1 }
            usleep(UInt32.random(in: 1_000...20_000, using: &generator))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            rounds += 1
        }
        let own = try #require(Self.temporaries(url).first, "no kill in \(rounds) landed mid-save")
        #expect(own.hasPrefix(".catalog.db.enc."))
        // Another device's temporary file: reported, never removed.
        let foreign = url.appendingPathComponent(".catalog.db.enc.0b5e7a5e-0000-4000-8000-000000000000.3a0c.tmp")
        try Data("another device".utf8).write(to: foreign)
        usleep(2_200_000)  // PackageLeftovers.settleSeconds

        let keyFile = folder.appendingPathComponent("key.txt")
        try Data(Self.v1Key.utf8).write(to: keyFile)
        let check = try Self.kuriosa(["check", url.path, "--recovery-key-file", keyFile.path], config: config)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("\(own): temporary file of an interrupted save of this device"), "\(check.stdout)")
        #expect(check.stdout.contains("temporary file not made on this device; it may be another device's save"), "\(check.stdout)")

        let repair = try Self.kuriosa(["check", url.path, "--recovery-key-file", keyFile.path, "--repair"], config: config)
        #expect(repair.stdout.contains("repaired: removed 1 temporary file(s)"), "\(repair.stdout)")
        #expect(Self.temporaries(url) == [foreign.lastPathComponent])
        // Another device's config: our leftovers are not its own.
        let other = folder.appendingPathComponent("other-config")
        try FileManager.default.removeItem(at: foreign)
        let p = try Self.start("kuriosa-crash-writer", [url.path, Self.v1DataKey], config: config)
        var waited = 0
        while Self.temporaries(url).isEmpty, waited < 2000 { usleep(1000); waited += 1 }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        if !Self.temporaries(url).isEmpty {
            usleep(2_200_000)
            let notOurs = try Self.kuriosa(["check", url.path, "--recovery-key-file", keyFile.path, "--repair"], config: other)
            #expect(!notOurs.stdout.contains("repaired:"), "\(notOurs.stdout)")
            #expect(!Self.temporaries(url).isEmpty)
            // The next writer of the device that made it removes it with its own save.
            let save = try Self.kuriosa(["previews", "on", url.path, "--recovery-key-file", keyFile.path], config: config)
            #expect(save.status == 0, "\(save.stderr)")
            #expect(Self.temporaries(url).isEmpty)
        }
    }

    @Test func aKilledPhotoImportsOrphanMediaAreReportedAndRemoved() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        let url = folder.appendingPathComponent("Lib")
        let (_, key) = try LibraryPackage.create(at: url)
        let file = try Self.photoImport(in: folder)
        let env = ["KURIOSA_RECOVERY_KEY": key.displayForm]
        let p = try Self.start("kuriosa", ["import", url.path, file.path, "--new-collection", "Watches", "--template", "builtin.watch"],
                               config: config, env: env)
        let media = url.appendingPathComponent("media")
        var waited = 0
        while ((try? FileManager.default.contentsOfDirectory(atPath: media.path)) ?? []).filter({ !$0.hasPrefix(".") }).count < 20, p.isRunning, waited < 60_000 {
            usleep(1000)
            waited += 1
        }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: media.path).filter { !$0.hasPrefix(".") }
        try #require(left.count >= 20, "the import was killed after writing media")
        // A media file of another device (its catalog not here yet): reported, left alone.
        let foreignID = SecureRandom.uuid()
        try FileManager.default.copyItem(at: media.appendingPathComponent(left[0]), to: media.appendingPathComponent("\(foreignID).enc"))
        usleep(2_200_000)

        let check = try Self.kuriosa(["check", url.path], config: config, env: env)
        #expect(check.status == 1)
        #expect(check.stdout.contains("no record names it; an interrupted import of this device left it"), "\(check.stdout.prefix(2000))")
        #expect(check.stdout.contains("media/\(foreignID).enc: neither the catalog nor its history names it; it may be another device's new photo"))
        let repair = try Self.kuriosa(["check", url.path, "--repair", "--json"], config: config, env: env)
        #expect(repair.status == 1, "the other device's file is still reported")
        let rest = try FileManager.default.contentsOfDirectory(atPath: media.path).filter { !$0.hasPrefix(".") }
        #expect(rest == ["\(foreignID).enc"], "\(rest.count) files left")
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).allSatisfy { !$0.hasPrefix(MediaIntent.prefix) })
    }

    @Test func aKilledInitLeavesNoPackageOrAWholeOne() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        var generator = SystemRandomNumberGenerator()
        var whole = 0, none = 0
        for round in 0..<12 {
            let target = folder.appendingPathComponent("Lib \(round)")
            let keyFile = folder.appendingPathComponent("key \(round).txt")
            let p = try Self.start("kuriosa", ["init", target.path, "--recovery-key-out", keyFile.path], config: config)
            usleep(UInt32.random(in: 5_000...60_000, using: &generator))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            if FileManager.default.fileExists(atPath: target.path) {
                // A package at the target is whole, and its key file is there and opens it.
                let text = try String(contentsOf: keyFile, encoding: .utf8)
                let package = try LibraryPackage(url: target)
                _ = try package.open(.recoveryKey(try RecoveryKey(parsing: text))).openCatalog()
                whole += 1
            } else {
                // Nothing blocks a second init.
                let again = try Self.kuriosa(["init", target.path, "--recovery-key-out", keyFile.path], config: config)
                #expect(again.status == 0, "round \(round): \(again.stderr)")
                none += 1
            }
        }
        #expect(whole + none == 12)
        // An empty folder at the target (a file manager's "New Folder") is taken.
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let r = try Self.kuriosa(["init", empty.path], config: config)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("manifest.json").path))
    }
}
