import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// A manifest anyone with write access to a shared folder can edit: its slots must not set the
/// reader's work (docs/store.md#key-slots-the-work-a-reader-runs). Each case runs `kuriosa
/// info` in a real process; without the caps the first would run 2^31 PBKDF2 iterations and the
/// second 200 derivations.
@Suite struct KeySlotCapTests {
    /// A new library with a passphrase slot of 1,000 iterations, and its manifest as JSON.
    func makeLibrary(_ folder: URL) throws -> (url: URL, manifest: [String: Any]) {
        let url = folder.appendingPathComponent("Lib")
        _ = try LibraryPackage.create(at: url, passphrase: "right", iterations: 1000)
        let data = try Data(contentsOf: url.appendingPathComponent(LibraryPackage.manifestName))
        return (url, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    func write(_ manifest: [String: Any], to url: URL) throws {
        try JSONSerialization.data(withJSONObject: manifest).write(to: url.appendingPathComponent(LibraryPackage.manifestName))
    }

    func fakePassphraseSlot(iterations: Int) throws -> [String: Any] {
        ["kind": "passphrase", "algorithm": "pbkdf2-sha256", "iterations": iterations,
         "salt": Data(try SecureRandom.bytes(16)).base64EncodedString(),
         "wrappedKey": Data(try SecureRandom.bytes(60)).base64EncodedString()]
    }

    @Test func aSlotAskingForTooManyIterationsIsSkippedAndNamed() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (url, manifest) = try makeLibrary(folder)
        var slots = try #require(manifest["keySlots"] as? [[String: Any]])
        slots.insert(try fakePassphraseSlot(iterations: Int(Int32.max)), at: 1)
        manifest["keySlots"] = slots
        try write(manifest, to: url)

        let right = try TestProcess.kuriosa(["info", url.path], environment: ["KURIOSA_PASSPHRASE": "right"])
        #expect(right.status == 0, "the real slot after it still opens: \(right.stderr)")
        let wrong = try TestProcess.kuriosa(["info", url.path], environment: ["KURIOSA_PASSPHRASE": "wrong"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("the passphrase is wrong"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("key slot 2 asks for 2147483647 PBKDF2 iterations, more than the 5000000 this toolkit runs"), "\(wrong.stderr)")

        let check = try TestProcess.kuriosa(["check", url.path], environment: ["KURIOSA_PASSPHRASE": "right"])
        #expect(check.status == 1, "check reports the slot as a problem: \(check.stdout)")
        #expect(check.stdout.contains("key slot 2 asks for 2147483647"), "\(check.stdout)")
    }

    @Test func onlyTheFirstFourPassphraseSlotsAreTried() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (url, manifest) = try makeLibrary(folder)
        var slots = try #require(manifest["keySlots"] as? [[String: Any]])
        // 200 slots at the default work factor before the real one: about 70 s uncapped.
        let fakes = try (0..<200).map { _ in try fakePassphraseSlot(iterations: KeySlot.defaultIterations) }
        slots.insert(contentsOf: fakes, at: 1)
        manifest["keySlots"] = slots
        try write(manifest, to: url)

        let r = try TestProcess.kuriosa(["info", url.path], environment: ["KURIOSA_PASSPHRASE": "right"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("the passphrase is wrong (or the manifest was changed: its libraryID, a slot's wrappedKey or salt); key slot 6 and later passphrase slots were not tried (at most 4 are)"), "\(r.stderr)")
        // The recovery key still opens it.
        let package = try LibraryPackage(url: url)
        #expect(package.manifest.keySlots.count == 202)
    }

    @Test func initRefusesMoreIterationsThanAReaderRuns() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pass = folder.appendingPathComponent("pass.txt")
        try Data("x\n".utf8).write(to: pass)
        let r = try TestProcess.kuriosa(["init", folder.appendingPathComponent("L").path, "--passphrase-file", pass.path, "--iterations", "5000001"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("L").path))
    }
}
