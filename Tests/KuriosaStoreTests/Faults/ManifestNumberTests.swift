import Foundation
@testable import KuriosaStore
import Testing

/// The manifest fuzzer's finding (Fuzz/StoreFuzz/corpus-manifest/float-iterations.json): a
/// passphrase slot with `"iterations" : 100.0` is malformed (integers only) and kept as an
/// unknown slot; writing the manifest back spelled the number `100`, so the next reader took
/// the slot as a valid one and dropped its extra keys. A number with a fraction now stays one.
@Suite struct ManifestNumberTests {
    @Test func aSkippedSlotStaysSkippedWhenWrittenBack() throws {
        let seed = Fixtures.root.appendingPathComponent("Fuzz/StoreFuzz/corpus-manifest/float-iterations.json")
        let manifest = try Manifest.parse(try Data(contentsOf: seed), path: "manifest.json")
        let slots = manifest.keySlots.map { if case .unknown = $0.kind { "unknown" } else { "known" } }
        let encoded = try manifest.encoded()
        let again = try Manifest.parse(encoded, path: "again")
        #expect(again == manifest, "one round of writing back changes nothing")
        #expect(again.keySlots.map { if case .unknown = $0.kind { "unknown" } else { "known" } } == slots)
        #expect(try again.encoded() == encoded)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains(#""iterations" : 100.0,"#))
        #expect(!text.contains("kuriosa-number-"))
    }

    @Test func numbersKeepTheirKindEverywhere() throws {
        let text = #"""
        {"createdAt":"2026-09-21T14:13:20Z","formatVersion":1,"keySlots":[{"kind":"future","cost":65536.0,"big":1e20,"half":0.5,"n":7}],
         "libraryID":"beda320a-c536-433a-a148-c6948d42ee7d","note":{"list":[1.0,-0.0,2]}}
        """#
        let manifest = try Manifest.parse(Data(text.utf8), path: "manifest.json")
        let written = String(decoding: try manifest.encoded(), as: UTF8.self)
        for spelled in [#""cost" : 65536.0"#, #""big" : 1e+20"#, #""half" : 0.5"#, #""n" : 7"#, "1.0,", "-0.0,", "2\n"] {
            #expect(written.contains(spelled), "\(spelled) in \(written)")
        }
        #expect(try Manifest.parse(Data(written.utf8), path: "again") == manifest)
    }
}
