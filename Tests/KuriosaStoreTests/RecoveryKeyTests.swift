import Foundation
import KuriosaStore
import Testing

@Suite struct RecoveryKeyTests {
    static var file: [String: Any] { (try? Fixtures.json("recovery-keys.json")) ?? [:] }
    static func cases(_ key: String) -> [[String: String]] {
        (file[key] as? [[String: Any]] ?? []).map { $0.compactMapValues { $0 as? String } }
    }

    @Test(arguments: cases("encode"))
    func encodes(_ c: [String: String]) throws {
        let key = try RecoveryKey(bytes: try #require([UInt8](hex: c["hex"] ?? "")))
        #expect(key.displayForm == c["display"])
    }

    @Test(arguments: cases("decode"))
    func decodes(_ c: [String: String]) throws {
        let key = try RecoveryKey(parsing: c["input"] ?? "")
        #expect(key.bytes.hexString == c["expectHex"], "\(c["description"] ?? "")")
    }

    @Test(arguments: cases("decodeMustRefuse"))
    func refuses(_ c: [String: String]) {
        #expect(throws: RecoveryKeyError.self, "\(c["description"] ?? "")") { try RecoveryKey(parsing: c["input"] ?? "") }
    }

    @Test func tablesAreThere() {
        #expect(Self.cases("encode").count >= 6)
        #expect(Self.cases("decode").count >= 8)
        #expect(Self.cases("decodeMustRefuse").count >= 8)
    }

    @Test func generatedKeysRoundTrip() throws {
        for _ in 0..<50 {
            let key = try RecoveryKey.generate()
            #expect(try RecoveryKey(parsing: key.displayForm.lowercased()) == key)
        }
    }
}
