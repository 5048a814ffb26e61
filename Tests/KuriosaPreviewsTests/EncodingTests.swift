import Foundation
import Testing
@testable import KuriosaPreviews

/// The HTML standard's sniffing with WHATWG labels (docs/link-preview-rules.md#decoding).
@Suite("Legacy encodings")
struct EncodingTests {
    struct BytesCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var contentType: String?
        var title: String
        var testDescription: String { name }
    }

    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("Decoding", arguments: [
        BytesCase(name: "iso-8859-1 means windows-1252", bytes: ascii("<meta charset=iso-8859-1><title>") + [0x93, 0x41, 0x94, 0x20, 0x80] + ascii("</title>"), title: "“A” €"),
        BytesCase(name: "http-equiv content-type", bytes: ascii("<meta http-equiv=Content-Type content='text/html; charset=windows-1251'><title>") + [0xCF, 0xF0, 0xE8] + ascii("</title>"), title: "При"),
        BytesCase(name: "content without http-equiv is ignored", bytes: ascii("<meta content='text/html; charset=windows-1251'><title>") + [0xE9] + ascii("</title>"), title: "é"),
        BytesCase(name: "Shift_JIS with NEC row 13", bytes: ascii("<meta charset=\"Shift_JIS\"><title>") + [0x87, 0x40, 0x93, 0xFA, 0x96, 0x7B] + ascii("</title>"), title: "①日本"),
        BytesCase(name: "sjis label", bytes: ascii("<meta charset=sjis><title>") + [0x82, 0xA0] + ascii("</title>"), title: "あ"),
        BytesCase(name: "EUC-KR", bytes: ascii("<meta charset=euc-kr><title>") + [0xC7, 0xD1] + ascii("</title>"), title: "한"),
        BytesCase(name: "gb2312 is GBK", bytes: ascii("<meta charset=gb2312><title>") + [0xD6, 0xD0] + ascii("</title>"), title: "中"),
        BytesCase(name: "BOM beats a lying meta", bytes: [0xEF, 0xBB, 0xBF] + ascii("<meta charset=windows-1252><title>") + Array("café".utf8) + ascii("</title>"), title: "café"),
        BytesCase(name: "UTF-16LE BOM", bytes: [0xFF, 0xFE] + Array("<title>Ü</title>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, title: "Ü"),
        BytesCase(name: "HTTP charset beats meta", bytes: ascii("<meta charset=utf-8><title>") + [0xE9] + ascii("</title>"), contentType: "text/html; charset=ISO-8859-1", title: "é"),
        BytesCase(name: "quoted HTTP charset", bytes: ascii("<title>") + [0xE9] + ascii("</title>"), contentType: "text/html;charset=\"latin1\"", title: "é"),
        BytesCase(name: "BOM beats HTTP charset", bytes: [0xEF, 0xBB, 0xBF] + ascii("<title>") + Array("é".utf8) + ascii("</title>"), contentType: "text/html; charset=windows-1252", title: "é"),
        BytesCase(name: "no declaration, valid UTF-8", bytes: ascii("<title>") + Array("Zürich ✓".utf8) + ascii("</title>"), title: "Zürich ✓"),
        BytesCase(name: "no declaration, not UTF-8", bytes: ascii("<title>Z") + [0xFC] + ascii("rich</title>"), title: "Zürich"),
        BytesCase(name: "meta UTF-16 means UTF-8", bytes: ascii("<meta charset=utf-16><title>") + Array("é".utf8) + ascii("</title>"), title: "é"),
        BytesCase(name: "meta in a comment ignored by the prescan", bytes: ascii("<!-- <meta charset=windows-1251> --><title>") + Array("é".utf8) + ascii("</title>"), title: "é"),
        BytesCase(name: "meta after 1024 bytes not seen", bytes: ascii("<!--" + String(repeating: "x", count: 1100) + "--><meta charset=windows-1251><title>") + Array("é".utf8) + ascii("</title>"), title: "é"),
        BytesCase(name: "unknown label falls through", bytes: ascii("<meta charset=klingon><title>") + [0xE9] + ascii("</title>"), title: "é"),
    ])
    func decoding(_ page: BytesCase) {
        #expect(extract(bytes: page.bytes, contentType: page.contentType).title == page.title)
    }

    @Test("Labels map through the WHATWG table", arguments: [
        ("latin1", "windows-1252"), ("US-ASCII", "windows-1252"), (" utf8 ", "UTF-8"), ("x-sjis", "Shift_JIS"),
        ("ks_c_5601-1987", "EUC-KR"), ("iso-2022-kr", "replacement"), ("unicode", "UTF-16LE"), ("tis-620", "windows-874"),
    ])
    func labels(_ label: String, _ name: String) {
        #expect(WebEncoding(label: label)?.name == name)
    }

    @Test("A prefix cut inside a UTF-8 sequence is still UTF-8")
    func truncatedUTF8() {
        let bytes = Array("<title>€</title>".utf8) + [0xE2, 0x82]
        #expect(EncodingSniffer.sniff(bytes, contentTypeHeader: nil, truncated: true).encoding == .utf8)
        #expect(EncodingSniffer.sniff(bytes, contentTypeHeader: nil, truncated: false).encoding == .windows1252)
    }
}
