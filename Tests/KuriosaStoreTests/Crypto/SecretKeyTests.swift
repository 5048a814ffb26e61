import Foundation
@testable import KuriosaStore
import Testing

/// The one home of key bytes: what it shows, how it compares, and that a library's data key
/// comes out of the store only as a `SecretKey` inside the `Library`.
@Suite struct SecretKeyTests {
    @Test func showsItsSizeNeverItsBytes() {
        let key = SecretKey(copying: [UInt8](repeating: 0xAB, count: 32))
        #expect(String(describing: key) == "SecretKey(32 bytes)")
        #expect(String(reflecting: key) == "SecretKey(32 bytes)")
        #expect(!"\(key)".lowercased().contains("abab"))
    }

    @Test func comparesByContent() throws {
        let bytes = [UInt8](0..<32)
        #expect(SecretKey(copying: bytes) == SecretKey(copying: bytes))
        #expect(SecretKey(copying: bytes) != SecretKey(copying: bytes.dropLast()))
        var other = bytes
        other[31] ^= 1
        #expect(SecretKey(copying: bytes) != SecretKey(copying: other))
        let a = try SecretKey.random(count: 32), b = try SecretKey.random(count: 32)
        #expect(a.count == 32 && a != b)
    }

    @Test func aFailedFillLeavesNoKey() {
        struct Refused: Error {}
        #expect(throws: Refused.self) { _ = try SecretKey(count: 32) { _ in throw Refused() } }
    }

    @Test func derivedKeysAreSecretKeys() throws {
        let kek = try KeyDerivation.hkdfSHA256(ikm: [1, 2, 3], salt: [4], info: [5], length: 32)
        #expect(kek.count == 32)
        let pkek = try KeySlot.passphraseKEK("Grüezi", salt: [UInt8](repeating: 7, count: 16), iterations: 1000)
        #expect(pkek.count == 32)
        // NFC and NFD of the same passphrase derive the same key, from the string in place.
        #expect(try KeySlot.passphraseKEK("Gru\u{0308}ezi", salt: [UInt8](repeating: 7, count: 16), iterations: 1000) == pkek)
    }
}
