import Foundation
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `kuriosa keys` (#27, docs/store.md#key-slots-after-init) in real processes: each change opens with
/// the new secret and refuses the old one, an independent reader (Python's `cryptography`,
/// the package format's slot rules) unwraps the new slots, the opening slot is never
/// removed, and a command killed while it works leaves a library that opens.
@Suite("Key slots after init", .serialized)
struct KeysCommandTests {
    struct Lib {
        let folder: URL
        let library: URL
        let key: URL
        init() throws {
            folder = try TestFolder.make("kuriosa-keys")
            library = folder.appendingPathComponent("Lib")
            key = folder.appendingPathComponent("key.txt")
            let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path])
            try #require(made.status == 0, "\(made.stderr)")
        }
        func run(_ arguments: [String]) throws -> TestProcess.Result {
            try TestProcess.kuriosa(arguments, environment: ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path])
        }
        func secret(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data((text + "\n").utf8).write(to: url)
            return url.path
        }
        func opens(_ option: String, _ file: String) throws -> Bool { try run(["info", library.path, option, file]).status == 0 }
    }

    /// The slots as an independent reader unwraps them: for each slot, the data key in hex,
    /// or `-` when the secret given does not open it.
    static func reference(_ manifest: URL, passphrase: String?, recoveryKey: String?) throws -> [String] {
        let script = #"""
        import base64, hashlib, json, sys, unicodedata
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        from cryptography.hazmat.primitives.kdf.hkdf import HKDF
        from cryptography.hazmat.primitives import hashes
        m = json.load(open(sys.argv[1])); lib = m["libraryID"]
        phrase = sys.argv[2] or None; key = sys.argv[3] or None
        def crockford(text):
            alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
            t = text.upper().replace("-", "").replace("O", "0").replace("I", "1").replace("L", "1")
            n = 0
            for c in t: n = n * 32 + alphabet.index(c)
            return n.to_bytes(20, "big")
        for s in m["keySlots"]:
            salt = base64.b64decode(s.get("salt", "")); w = base64.b64decode(s.get("wrappedKey", ""))
            kek = None
            if s.get("kind") == "passphrase" and phrase is not None:
                kek = hashlib.pbkdf2_hmac("sha256", unicodedata.normalize("NFC", phrase).encode(), salt, s["iterations"], 32)
            if s.get("kind") == "recoveryKey" and key is not None:
                kek = HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=b"kuriosa.keyslot.v1:recoveryKey").derive(crockford(key))
            try:
                dk = AESGCM(kek).decrypt(w[:12], w[12:], ("kuriosa.keyslot.v1:%s:%s" % (s["kind"], lib)).encode()) if kek else None
            except Exception:
                dk = None
            print(dk.hex() if dk else "-")
        """#
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, manifest.path, passphrase ?? "", recoveryKey ?? ""])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    @Test func aPassphraseIsAddedChangedAndRemovedAndTheRecoveryKeyRenewed() throws {
        let lib = try Lib()
        defer { try? FileManager.default.removeItem(at: lib.folder) }
        let recovery = try String(contentsOf: lib.key, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let first = try lib.secret("p1.txt", "Vreneli Zürich 1935"), second = try lib.secret("p2.txt", "Château Margaux 2015")

        let added = try lib.run(["keys", "add-passphrase", lib.library.path, "--recovery-key-file", lib.key.path,
                                 "--new-passphrase-file", first, "--iterations", "1000", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try lib.opens("--passphrase-file", first))
        let manifest = lib.library.appendingPathComponent("manifest.json")
        var slots = try Self.reference(manifest, passphrase: "Vreneli Zürich 1935", recoveryKey: recovery)
        #expect(slots.count == 2 && slots[0] != "-" && slots[0] == slots[1], "\(slots)")

        let changed = try lib.run(["keys", "change-passphrase", lib.library.path, "--passphrase-file", first,
                                   "--new-passphrase-file", second, "--iterations", "1000"])
        #expect(changed.status == 0, "\(changed.stderr)")
        let opensSecond = try lib.opens("--passphrase-file", second), opensFirst = try lib.opens("--passphrase-file", first)
        #expect(opensSecond && !opensFirst)
        slots = try Self.reference(manifest, passphrase: "Vreneli Zürich 1935", recoveryKey: nil)
        #expect(slots == ["-", "-"], "the old passphrase opens nothing: \(slots)")

        // The slot the key given opens is never removed.
        let before = try Data(contentsOf: manifest)
        let refused = try lib.run(["keys", "remove", lib.library.path, "--slot", "2", "--passphrase-file", second])
        #expect(refused.status == 2 && refused.stderr.contains("key slot 2 is the one the key given opens"), "\(refused.stderr)")
        #expect(try Data(contentsOf: manifest) == before)

        let renewed = try lib.run(["keys", "new-recovery-key", lib.library.path, "--passphrase-file", second, "--json"])
        #expect(renewed.status == 0, "\(renewed.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(renewed.stdout.utf8)) as? [String: Any])
        let newKey = try #require(json["recoveryKey"] as? String)
        let newFile = try lib.secret("new-key.txt", newKey)
        let opensNewKey = try lib.opens("--recovery-key-file", newFile), opensOldKey = try lib.opens("--recovery-key-file", lib.key.path)
        #expect(opensNewKey && !opensOldKey)
        slots = try Self.reference(manifest, passphrase: "Château Margaux 2015", recoveryKey: newKey)
        #expect(slots.count == 2 && slots[0] != "-" && slots[0] == slots[1], "\(slots)")

        let removed = try lib.run(["keys", "remove", lib.library.path, "--slot", "2", "--recovery-key-file", newFile])
        let afterRemove = (try lib.opens("--passphrase-file", second), try lib.opens("--recovery-key-file", newFile))
        #expect(removed.status == 0 && !afterRemove.0 && afterRemove.1, "\(removed.stderr)")
        let listed = try lib.run(["keys", "list", lib.library.path])
        #expect(listed.stdout.contains("  1  recoveryKey") && !listed.stdout.contains("passphrase"), "\(listed.stdout)")
        // A wrong key changes nothing.
        let wrong = try lib.run(["keys", "new-recovery-key", lib.library.path, "--recovery-key-file", lib.key.path])
        #expect(wrong.status == 2 && wrong.stderr.contains("the recovery key is wrong"), "\(wrong.stderr)")
    }

    /// Killed at random moments while it changes the passphrase (600,000 iterations, so most
    /// kills land in the key derivation, some in the write), the library always opens: with
    /// the old passphrase or the new one, and with the recovery key.
    @Test func aKilledChangeLeavesALibraryThatOpens() throws {
        let lib = try Lib()
        defer { try? FileManager.default.removeItem(at: lib.folder) }
        let old = try lib.secret("old.txt", "old secret"), new = try lib.secret("new.txt", "new secret")
        #expect(try lib.run(["keys", "add-passphrase", lib.library.path, "--recovery-key-file", lib.key.path,
                             "--new-passphrase-file", old, "--iterations", "1000"]).status == 0)
        var current = old, next = new
        for round in 0..<8 {
            let p = Process()
            p.executableURL = TestProcess.executable("kuriosa")
            p.arguments = ["keys", "change-passphrase", lib.library.path, "--passphrase-file", current, "--new-passphrase-file", next]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(UInt32(50_000 + round * 90_000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let opensOld = try lib.opens("--passphrase-file", current), opensNew = try lib.opens("--passphrase-file", next)
            #expect(opensOld != opensNew, "round \(round): exactly one of the two passphrases opens (old \(opensOld), new \(opensNew))")
            #expect(try lib.opens("--recovery-key-file", lib.key.path))
            if opensNew { swap(&current, &next) }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: lib.library.path).filter { $0.hasPrefix(".manifest") }
            #expect(leftovers.count <= 1, "\(leftovers)")
        }
    }
}
