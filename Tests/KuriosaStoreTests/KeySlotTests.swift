import Foundation
@testable import KuriosaStore
import Testing

/// keyslots.json step by step: derivations, wrapping with the fixture's nonce, unwrapping,
/// the manifest's exact text, and the cases that must not unwrap.
@Suite struct KeySlotTests {
    static var v: [String: Any] { (try? Fixtures.json("keyslots.json")) ?? [:] }
    var libraryID: String { Self.v["libraryID"] as? String ?? "" }
    var dataKey: [UInt8] { [UInt8](hex: Self.v["dataKeyHex"] as? String ?? "") ?? [] }
    func part(_ k: String) -> [String: Any] { Self.v[k] as? [String: Any] ?? [:] }
    func hex(_ d: [String: Any], _ k: String) -> [UInt8] { [UInt8](hex: d[k] as? String ?? "") ?? [] }

    @Test func recoveryKeySlot() throws {
        let r = part("recoveryKey")
        let key = try RecoveryKey(parsing: r["recoveryKeyDisplay"] as? String ?? "")
        #expect(key.bytes == hex(r, "recoveryKeyHex"))
        let salt = hex(r["hkdf"] as? [String: Any] ?? [:], "saltHex")
        let kek = try KeySlot.recoveryKEK(key, salt: salt)
        #expect(kek == hex(r, "kekHex"))
        let wrapped = try KeySlot.wrap(SecretKey(copying: dataKey), kek: kek, aad: KeySlot.aad(kind: "recoveryKey", libraryID: libraryID), nonce: hex(r, "nonceHex"))
        #expect(wrapped == hex(r, "wrappedKeyHex"))
        let slot = Manifest.parseSlot(r["slot"] as? [String: Any] ?? [:])
        #expect(slot.unwrap(recoveryKey: key, libraryID: libraryID) == dataKey)
        #expect(slot.unwrap(passphrase: "x", libraryID: libraryID) == nil)
    }

    @Test func passphraseSlotNormalizesToNFC() throws {
        let p = part("passphrase")
        let typed = p["passphraseAsTyped"] as? String ?? ""
        #expect(Array(typed.utf8) == hex(p, "passphraseAsTypedUTF8Hex"), "the fixture is typed in NFD")
        let kek = try KeySlot.passphraseKEK(typed, salt: hex(p, "saltHex"), iterations: p["iterations"] as? Int ?? 0)
        #expect(kek == hex(p, "kekHex"))
        let wrapped = try KeySlot.wrap(SecretKey(copying: dataKey), kek: kek, aad: KeySlot.aad(kind: "passphrase", libraryID: libraryID), nonce: hex(p, "nonceHex"))
        #expect(wrapped == hex(p, "wrappedKeyHex"))
        let slot = Manifest.parseSlot(p["slot"] as? [String: Any] ?? [:])
        #expect(slot.unwrap(passphrase: typed, libraryID: libraryID) == dataKey)
        #expect(slot.unwrap(passphrase: p["passphraseNFC"] as? String ?? "", libraryID: libraryID) == dataKey)
        #expect(slot.unwrap(passphrase: typed + " ", libraryID: libraryID) == nil, "no trimming")
    }

    @Test func defaultIterations() throws {
        let p = part("passphraseDefaultIterations")
        let kek = try KeySlot.passphraseKEK(p["passphraseAsTyped"] as? String ?? "", salt: hex(p, "saltHex"), iterations: KeySlot.defaultIterations)
        #expect(kek == hex(p, "kekHex"))
        var slotObject = p["slot"] as? [String: Any] ?? [:]
        slotObject.removeValue(forKey: "iterations")
        guard case .passphrase(_, let iterations) = Manifest.parseSlot(slotObject).kind else { Issue.record("not a passphrase slot"); return }
        #expect(iterations == 600_000, "absent iterations mean the default")
    }

    @Test func mustNotUnwrap() throws {
        let r = part("recoveryKey")
        let key = try RecoveryKey(bytes: hex(r, "recoveryKeyHex"))
        let slot = Manifest.parseSlot(r["slot"] as? [String: Any] ?? [:])
        #expect(slot.unwrap(recoveryKey: key, libraryID: "00000000-0000-4000-8000-000000000000") == nil, "another libraryID")
        var flipped = key.bytes
        flipped[0] ^= 1
        #expect(slot.unwrap(recoveryKey: try RecoveryKey(bytes: flipped), libraryID: libraryID) == nil, "one bit changed")
        let kek = SecretKey(copying: hex(r, "kekHex"))
        #expect(slot.unwrap(kek: kek, aad: KeySlot.aad(kind: "passphrase", libraryID: libraryID)) == nil, "kind passphrase in the AAD")
        let p = part("passphrase")
        let pslot = Manifest.parseSlot(p["slot"] as? [String: Any] ?? [:])
        let nfdKEK = try KeyDerivation.pbkdf2SHA256(password: hex(p, "passphraseAsTypedUTF8Hex"), salt: hex(p, "saltHex"), iterations: 1000, length: 32)
        #expect(pslot.unwrap(kek: nfdKEK, aad: KeySlot.aad(kind: "passphrase", libraryID: libraryID)) == nil, "NFD bytes used directly")
    }

    @Test func manifestTextIsExact() throws {
        let m = part("manifestExample")
        let text = m["text"] as? String ?? ""
        let manifest = try Manifest.parse(Data(text.utf8), path: "manifest.json")
        #expect(manifest.keySlots.count == 2)
        #expect(String(decoding: try manifest.encoded(), as: UTF8.self) == text)
    }

    @Test func freshSlotsUnwrap() throws {
        let key = try RecoveryKey.generate()
        let slot = try KeySlot.wrap(dataKey: SecretKey(copying: dataKey), recoveryKey: key, libraryID: libraryID)
        #expect(slot.unwrap(recoveryKey: key, libraryID: libraryID) == dataKey)
        let pslot = try KeySlot.wrap(dataKey: SecretKey(copying: dataKey), passphrase: "Grüezi", libraryID: libraryID, iterations: 1000)
        #expect(pslot.unwrap(passphrase: "Grüezi", libraryID: libraryID) == dataKey)
    }
}
