import Foundation

/// Corrects the cross-reference table of a PDF written by cairo 1.16 (Debian 12), which
/// records a wrong offset for a page object when the page carries link annotations
/// (`qpdf --check`: "expected 3 0 obj"). Entries have a fixed width, so the table is
/// rewritten in place; an entry is changed only when it does not point at its object and
/// the object's header is found in the file. Newer cairo writes correct tables, which this
/// leaves untouched.
enum PDFXrefRepair {
    static func repair(_ url: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: url))
        guard let tableStart = xrefOffset(bytes), let header = line(bytes, at: tableStart), header == "xref",
              let rangeStart = nextLine(bytes, after: tableStart), let range = line(bytes, at: rangeStart) else { return }
        let parts = range.split(separator: " ")
        guard parts.count == 2, parts[0] == "0", let count = Int(parts[1]),
              var entry = nextLine(bytes, after: rangeStart) else { return }
        var headers: [Int: Int]?
        var changed = false
        for object in 0..<count {
            guard entry + 20 <= bytes.count else { return }
            let text = String(decoding: bytes[entry..<(entry + 20)], as: UTF8.self)
            if object > 0, text.dropFirst(17).hasPrefix("n"), let offset = Int(text.prefix(10)),
               !startsObject(bytes, at: offset, number: object) {
                if headers == nil { headers = objectHeaders(bytes) }
                if let found = headers?[object] {
                    let replacement = Array(String(format: "%010d", found).utf8)
                    bytes.replaceSubrange(entry..<(entry + 10), with: replacement)
                    changed = true
                }
            }
            entry += 20
        }
        if changed { try Data(bytes).write(to: url) }
    }

    static func xrefOffset(_ b: [UInt8]) -> Int? {
        let tail = String(decoding: b.suffix(64), as: UTF8.self)
        guard let range = tail.range(of: "startxref") else { return nil }
        return Int(tail[range.upperBound...].split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
    }

    static func line(_ b: [UInt8], at offset: Int) -> String? {
        guard offset >= 0, offset < b.count else { return nil }
        var end = offset
        while end < b.count, b[end] != 10, b[end] != 13 { end += 1 }
        return String(decoding: b[offset..<end], as: UTF8.self)
    }

    static func nextLine(_ b: [UInt8], after offset: Int) -> Int? {
        var i = offset
        while i < b.count, b[i] != 10, b[i] != 13 { i += 1 }
        while i < b.count, b[i] == 10 || b[i] == 13 { i += 1 }
        return i < b.count ? i : nil
    }

    static func startsObject(_ b: [UInt8], at offset: Int, number: Int) -> Bool {
        let expected = Array("\(number) 0 obj".utf8)
        guard offset >= 0, offset + expected.count <= b.count else { return false }
        return Array(b[offset..<(offset + expected.count)]) == expected
    }

    /// Object number → offset of `N 0 obj` at the start of a line (the first one found).
    static func objectHeaders(_ b: [UInt8]) -> [Int: Int] {
        var out: [Int: Int] = [:]
        var i = 0
        while i < b.count {
            if i == 0 || b[i - 1] == 10 || b[i - 1] == 13 {
                var j = i
                var number = 0
                while j < b.count, (48...57).contains(b[j]), j - i < 9 { number = number * 10 + Int(b[j] - 48); j += 1 }
                if j > i, startsObject(b, at: i, number: number), out[number] == nil { out[number] = i }
            }
            i += 1
        }
        return out
    }
}
