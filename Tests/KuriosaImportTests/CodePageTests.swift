import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import KuriosaImport

/// The explicit code-page tables against glibc's iconv, byte by byte. glibc refuses 1252's five
/// undefined bytes and differs from Apple at Mac Roman 0xC6 and 0xF0; those are checked against
/// docs/import-rules.md#bytes-to-text and Apple's ROMAN.TXT instead.
@Suite("Code pages")
struct CodePageTests {
    static func iconvScalar(_ byte: UInt8, from encoding: String) -> UInt32? {
        let converter = iconv_open("UTF-32LE", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input: [CChar] = [CChar(bitPattern: byte)]
        var output = [UInt8](repeating: 0, count: 8)
        let converted: Int = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                var inLeft = 1
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var outLeft = 8
                return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
            }
        }
        guard converted != -1 else { return nil }
        return UInt32(output[0]) | UInt32(output[1]) << 8 | UInt32(output[2]) << 16
    }

    @Test func windows1252MatchesIconvWhereDefined() {
        let undefined: [UInt8: UInt32] = [0x81: 0x81, 0x8D: 0x8D, 0x8F: 0x8F, 0x90: 0x90, 0x9D: 0x9D]
        for byte in UInt8(0)...UInt8(255) {
            let ours = CodePages.scalar(byte, in: .windows1252)
            if let expected = undefined[byte] {
                #expect(ours == expected)
            } else {
                #expect(ours == Self.iconvScalar(byte, from: "CP1252"), "byte \(byte)")
            }
        }
    }

    @Test func macRomanMatchesIconvExceptApplesTwo() {
        for byte in UInt8(0)...UInt8(255) where byte != 0xC6 && byte != 0xF0 {
            #expect(CodePages.scalar(byte, in: .macRoman) == Self.iconvScalar(byte, from: "MACINTOSH"), "byte \(byte)")
        }
        #expect(CodePages.scalar(0xC6, in: .macRoman) == 0x2206)
        #expect(CodePages.scalar(0xF0, in: .macRoman) == 0xF8FF)
        #expect(CodePages.scalar(0xDB, in: .macRoman) == 0x20AC)
    }
}
