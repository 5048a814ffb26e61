import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// The `kuriosa` executable as people run it: exit codes, errors that name the file, and
/// libraries left byte for byte unchanged by every failure.
@Suite struct CommandLineTests {
    static let v1Key = "QWPQ-NXGC-AVCC-0SSG-X5WA-K73Y-X2Z0-82TS"

    func snapshot(_ folder: URL) throws -> [String: Data] {
        var out = [String: Data]()
        let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let u = e?.nextObject() as? URL {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: u.path, isDirectory: &isDir), !isDir.boolValue {
                out[u.path] = try Data(contentsOf: u)
            }
        }
        return out
    }

    @Test func initInfoCheckMigrate() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lib = folder.appendingPathComponent("Kuriosa Library").path
        let pass = folder.appendingPathComponent("pass.txt")
        try Data("Grüezi mitenand\n".utf8).write(to: pass)
        let created = try TestProcess.kuriosa(["init", lib, "--passphrase-file", pass.path, "--iterations", "1000", "--json"])
        #expect(created.status == 0, "\(created.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any] ?? [:]
        let key = try #require(json["recoveryKey"] as? String)
        #expect(try RecoveryKey(parsing: key).displayForm == key)

        // The chosen folder holds the package: it is found by its name.
        let info = try TestProcess.kuriosa(["info", folder.path, "--json"], environment: ["KURIOSA_RECOVERY_KEY": key])
        #expect(info.status == 0, "\(info.stderr)")
        let infoJSON = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(infoJSON["schemaVersion"] as? Int == 16)
        #expect(infoJSON["libraryID"] as? String == json["libraryID"] as? String)
        #expect(!info.stdout.contains(key), "info never prints the key")

        let check = try TestProcess.kuriosa(["check", lib, "--passphrase-file", pass.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("All checks passed."))
        let migrate = try TestProcess.kuriosa(["migrate", lib, "--json"], environment: ["KURIOSA_PASSPHRASE": "Grüezi mitenand"])
        #expect(migrate.status == 0)
        #expect(migrate.stdout.contains("\"saved\" : false"))
    }

    @Test func migrateSavesTheGoldenLibrary() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyFile = folder.appendingPathComponent("key.txt")
        try Data(Self.v1Key.lowercased().utf8).write(to: keyFile)
        let r = try TestProcess.kuriosa(["migrate", url.path, "--recovery-key-file", keyFile.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("from schema version 1 to 16"))
        let check = try TestProcess.kuriosa(["check", url.path, "--recovery-key-file", keyFile.path, "--json"])
        #expect(check.status == 0, "\(check.stdout)")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let environment: [String: String]
        let exit: Int32
        let mentions: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "wrong recovery key", arguments: ["info", "$LIB"], environment: ["KURIOSA_RECOVERY_KEY": "000G-40R4-0M30-E209-185G-R38E-1W81-24GK"], exit: 2, mentions: "recovery key is wrong"),
        BadCase(name: "wrong passphrase", arguments: ["check", "$LIB"], environment: ["KURIOSA_PASSPHRASE": "nope"], exit: 2, mentions: "manifest.json"),
        BadCase(name: "malformed recovery key", arguments: ["info", "$LIB"], environment: ["KURIOSA_RECOVERY_KEY": "UUUU"], exit: 2, mentions: "KURIOSA_RECOVERY_KEY"),
        BadCase(name: "no key and no terminal", arguments: ["migrate", "$LIB"], environment: [:], exit: 2, mentions: "no key given"),
        BadCase(name: "unknown option", arguments: ["info", "$LIB", "--frobnicate"], environment: [:], exit: 64, mentions: "--frobnicate"),
        BadCase(name: "unknown command", arguments: ["frobnicate"], environment: [:], exit: 64, mentions: "unknown command"),
        BadCase(name: "mistyped command", arguments: ["exprot"], environment: [:], exit: 64, mentions: "unknown command 'exprot' (did you mean 'export'?)"),
        BadCase(name: "mistyped option", arguments: ["export", "$LIB", "--templte", "inventory"], environment: [:], exit: 64,
                mentions: "unknown option --templte (did you mean --template?)"),
        BadCase(name: "not a library", arguments: ["info", "/"], environment: ["KURIOSA_PASSPHRASE": "x"], exit: 2, mentions: "no library package"),
        BadCase(name: "tampered catalog", arguments: ["migrate", "$LIB", "--tamper"], environment: ["KURIOSA_RECOVERY_KEY": v1Key], exit: 2, mentions: "catalog.db.enc"),
        BadCase(name: "truncated catalog", arguments: ["migrate", "$LIB", "--truncate"], environment: ["KURIOSA_RECOVERY_KEY": v1Key], exit: 2, mentions: "catalog.db.enc"),
        BadCase(name: "newer format", arguments: ["migrate", "$LIB", "--newer-format"], environment: ["KURIOSA_RECOVERY_KEY": v1Key], exit: 2, mentions: "formatVersion 2"),
        BadCase(name: "newer schema", arguments: ["migrate", "$LIB", "--newer-schema"], environment: ["KURIOSA_RECOVERY_KEY": v1Key], exit: 2, mentions: "schema version 17"),
    ]

    @Test(arguments: badCases)
    func badInputFailsClearlyAndChangesNothing(_ c: BadCase) throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        var args = c.arguments.map { $0 == "$LIB" ? url.path : $0 }
        let catalog = url.appendingPathComponent("catalog.db.enc")
        if let i = args.firstIndex(of: "--tamper") {
            args.remove(at: i)
            var bytes = try Data(contentsOf: catalog)
            bytes[bytes.count / 2] ^= 0x01
            try bytes.write(to: catalog)
        }
        if let i = args.firstIndex(of: "--truncate") {
            args.remove(at: i)
            let bytes = try Data(contentsOf: catalog)
            try bytes.prefix(bytes.count - 100).write(to: catalog)
        }
        if let i = args.firstIndex(of: "--newer-format") {
            args.remove(at: i)
            let m = url.appendingPathComponent("manifest.json")
            let text = try String(contentsOf: m, encoding: .utf8).replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 2")
            try Data(text.utf8).write(to: m)
        }
        if let i = args.firstIndex(of: "--newer-schema") {
            args.remove(at: i)
            let key = try #require([UInt8](hex: "9e6a19228d8c88e561f9d270e73c8668af564623f4a46000f7ce59ac5ea25cf3"))
            let db = try Database(serialized: Fixtures.data("golden-v1/catalog.db"))
            try db.execute("PRAGMA user_version = 17")
            try KEF1.sealData(try db.serialize(), to: catalog, key: key, context: "catalog")
        }
        let before = try snapshot(folder)
        let r = try TestProcess.kuriosa(args, environment: c.environment)
        #expect(r.status == c.exit, "\(r.stderr)")
        #expect(r.stderr.contains(c.mentions), "\(r.stderr)")
        #expect(try snapshot(folder) == before, "the library is byte for byte unchanged")
    }

    @Test func checkReportsDamagedMedia() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let media = url.appendingPathComponent("media/663cdc28-f8f6-4746-b3f7-6dc86b176433.enc")
        var bytes = try Data(contentsOf: media)
        bytes[40] ^= 0x80
        try bytes.write(to: media)
        let r = try TestProcess.kuriosa(["check", url.path, "--json"], environment: ["KURIOSA_RECOVERY_KEY": Self.v1Key])
        #expect(r.status == 1)
        #expect(r.stdout.contains("663cdc28-f8f6-4746-b3f7-6dc86b176433.enc"))
    }

    @Test func everyCommandHasHelp() throws {
        for command in ["init", "info", "check", "migrate", "templates"] {
            let r = try TestProcess.kuriosa([command, "--help"])
            #expect(r.status == 0)
            #expect(r.stdout.contains("Usage: kuriosa \(command)"))
            #expect(r.stdout.contains("Exit codes"))
        }
        #expect(try TestProcess.kuriosa(["--help"]).stdout.contains("Commands:"))
    }

    @Test func templatesListShowValidate() throws {
        let list = try TestProcess.kuriosa(["templates", "list", "--json"])
        #expect(list.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any] ?? [:]
        let groups = json["groups"] as? [[String: Any]] ?? []
        #expect(groups.reduce(0) { $0 + (($1["templates"] as? [Any])?.count ?? 0) } == 34)
        let show = try TestProcess.kuriosa(["templates", "show", "builtin.watch", "--json"])
        #expect(show.status == 0 && show.stdout.contains("\"builtin.watch\""))
        #expect(try TestProcess.kuriosa(["templates", "show", "builtin.nope"]).status == 2)
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"id":"custom.x","version":1,"name":{"en":"X"},"icon":"a","sections":[{"id":"s","label":{"en":"S"}}],"fields":[{"key":"Bad","type":"text","label":{"en":"b"}},{"key":"d","type":"dropdown","label":{"de":"d"}}]}"#.utf8).write(to: bad)
        let v = try TestProcess.kuriosa(["templates", "validate", bad.path, "--json"])
        #expect(v.status == 1)
        #expect(v.stdout.contains("key.format") && v.stdout.contains("\"d\""), "every problem, with its field")
        let good = folder.appendingPathComponent("good.json")
        try Data((try TestProcess.kuriosa(["templates", "show", "builtin.coin", "--json"])).stdout.utf8).write(to: good)
        #expect(try TestProcess.kuriosa(["templates", "validate", good.path]).status == 0)
        try Data("{".utf8).write(to: bad)
        let broken = try TestProcess.kuriosa(["templates", "validate", bad.path])
        #expect(broken.status == 2 && broken.stderr.contains(bad.path))
    }

    @Test func sampleLibraryIsHealthy() throws {
        let samples = Fixtures.root.appendingPathComponent("Samples")
        let r = try TestProcess.kuriosa(["check", samples.appendingPathComponent("Sample Library").path,
                                         "--recovery-key-file", samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt").path, "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let info = try TestProcess.kuriosa(["info", samples.path, "--json"],
                                           environment: ["KURIOSA_RECOVERY_KEY": try String(contentsOf: samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt"), encoding: .utf8)])
        #expect(info.status == 0)
        #expect(info.stdout.contains("\"pieces\" : 15"), "\(info.stdout)")
    }
}
