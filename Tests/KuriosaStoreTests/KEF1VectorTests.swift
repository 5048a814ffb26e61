import Foundation
import KuriosaStore
import KuriosaTestSupport
import Testing

/// The KEF1 vectors of the independent implementation: every one opens or fails as its index
/// says, and sealing with the same key, context, C and P gives the same bytes.
@Suite struct KEF1VectorTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let context: String
        let chunkSize: Int
        let plaintext: String?
        let sealed: String
        let key: [UInt8]
        var testDescription: String { name }
    }

    static var index: [String: Any] { (try? Fixtures.json("kef1/vectors.json")) ?? [:] }
    static var key: [UInt8] { [UInt8](hex: index["keyHex"] as? String ?? "") ?? [] }
    static var prefix: [UInt8] { [UInt8](hex: index["prefixHex"] as? String ?? "") ?? [] }

    static func vectors(_ listKey: String) -> [Vector] {
        (index[listKey] as? [[String: Any]] ?? []).map {
            Vector(name: $0["name"] as? String ?? "?", context: $0["context"] as? String ?? "",
                   chunkSize: $0["chunkSize"] as? Int ?? 0, plaintext: $0["plaintext"] as? String,
                   sealed: $0["sealed"] as? String ?? "",
                   key: [UInt8](hex: $0["keyHex"] as? String ?? "") ?? key)
        }
    }

    @Test func indexHasEveryVector() {
        #expect(Self.vectors("vectors").count == 12)
        #expect(Self.vectors("mustFail").count == 17)
    }

    @Test(arguments: vectors("vectors"))
    func opens(_ v: Vector) throws {
        let sealed = try Fixtures.data("kef1/" + v.sealed)
        let expected = try Fixtures.data("kef1/" + (v.plaintext ?? ""))
        let opened = try KEF1.open(sealed, key: v.key, context: v.context, path: v.sealed)
        #expect(opened == expected)
        let file = try KEF1.openFile(at: Fixtures.url("kef1/" + v.sealed), key: v.key, context: v.context)
        #expect(file == expected)
    }

    @Test(arguments: vectors("vectors"))
    func sealsByteForByte(_ v: Vector) throws {
        let plain = try Fixtures.data("kef1/" + (v.plaintext ?? ""))
        let sealed = try KEF1.seal(plain, key: v.key, context: v.context, chunkSize: v.chunkSize, prefix: Self.prefix)
        #expect(sealed == (try Fixtures.data("kef1/" + v.sealed)))
    }

    @Test(arguments: vectors("mustFail"))
    func refuses(_ v: Vector) throws {
        let sealed = try Fixtures.data("kef1/" + v.sealed)
        // Each failure names the file.
        let error = #expect(throws: StoreError.self) {
            try KEF1.open(sealed, key: v.key, context: v.context, path: v.sealed)
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains(v.sealed))
        #expect(throws: StoreError.self) {
            try KEF1.verifyFile(at: Fixtures.url("kef1/" + v.sealed), key: v.key, context: v.context)
        }
    }

    @Test func streamingOpenToFileLeavesNothingOnFailure() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("plain")
        #expect(throws: StoreError.self) {
            try KEF1.openFile(at: Fixtures.url("kef1/f01-truncated-last-record.kef1"), to: out, key: Self.key, context: "catalog")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [0, 1, 15, 16, 17, 48, 1000])
    func roundTripsEverySize(size: Int) throws {
        let plain = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let sealed = try KEF1.seal(plain, key: Self.key, context: "media:x", chunkSize: 16)
        #expect(sealed.count == 16 + size + max(1, (size + 15) / 16) * 16)
        #expect(try KEF1.open(sealed, key: Self.key, context: "media:x", path: "mem") == plain)
        #expect(throws: StoreError.self) { try KEF1.open(sealed, key: Self.key, context: "thumb:x", path: "mem") }
    }
}
