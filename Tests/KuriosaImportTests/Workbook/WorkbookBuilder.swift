import Foundation
import KuriosaTestSupport

/// Writes .xlsx files part by part with Python's zipfile, an independent ZIP writer, so the
/// tests can hold every form a workbook's XML takes (inline strings, rich text, sparse rows,
/// formulas, the 1904 system, merged ranges) and every way a file can be broken.
enum WorkbookBuilder {
    static let main = #"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main""#
    static let rel = #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#

    /// A workbook of `sheets` (name and `<sheetData>…` XML), with shared strings and cell
    /// styles (`numFmtId`s of cellXfs, custom codes by id).
    static func workbook(sheets: [(name: String, xml: String)], strings: [String] = [], styles: [Int] = [0],
                         codes: [Int: String] = [:], date1904: Bool = false) -> [String: String] {
        var parts: [String: String] = [:]
        parts["[Content_Types].xml"] = #"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>"#
        parts["_rels/.rels"] = #"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
        var rels = ""
        var list = ""
        for (index, sheet) in sheets.enumerated() {
            rels += #"<Relationship Id="rId\#(index + 1)" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet\#(index + 1).xml"/>"#
            list += #"<sheet name="\#(sheet.name)" sheetId="\#(index + 1)" r:id="rId\#(index + 1)"/>"#
            parts["xl/worksheets/sheet\(index + 1).xml"] = #"<?xml version="1.0"?><worksheet \#(main)>\#(sheet.xml)</worksheet>"#
        }
        rels += #"<Relationship Id="rS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>"#
        rels += #"<Relationship Id="rT" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="/xl/sharedStrings.xml"/>"#
        parts["xl/_rels/workbook.xml.rels"] = #"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\#(rels)</Relationships>"#
        parts["xl/workbook.xml"] = #"<?xml version="1.0"?><workbook \#(main) \#(rel)><workbookPr\#(date1904 ? #" date1904="1""# : "")/><sheets>\#(list)</sheets></workbook>"#
        let formats = codes.map { #"<numFmt numFmtId="\#($0.key)" formatCode="\#($0.value)"/>"# }.joined()
        let xfs = styles.map { #"<xf numFmtId="\#($0)" fontId="0"/>"# }.joined()
        parts["xl/styles.xml"] = #"<?xml version="1.0"?><styleSheet \#(main)><numFmts>\#(formats)</numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>\#(xfs)</cellXfs></styleSheet>"#
        parts["xl/sharedStrings.xml"] = #"<?xml version="1.0"?><sst \#(main)>\#(strings.map { "<si>\($0)</si>" }.joined())</sst>"#
        return parts
    }

    /// Writes `parts` as a ZIP at `url` (deflated).
    static func write(_ parts: [String: String], to url: URL) throws {
        let json = try JSONSerialization.data(withJSONObject: parts)
        let script = """
        import json, sys, zipfile
        parts = json.load(sys.stdin)
        with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
            for name, text in parts.items():
                z.writestr(name, text)
        """
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, url.path],
                                    stdin: String(decoding: json, as: UTF8.self))
        guard r.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: r.stderr]) }
    }

    /// A workbook whose sheet inflates to `mebibytes` of spaces: a ZIP bomb of about 1,000 to 1.
    static func bomb(mebibytes: Int, to url: URL) throws {
        let parts = workbook(sheets: [("Sheet1", "<sheetData/>")])
        let json = try JSONSerialization.data(withJSONObject: parts)
        let script = """
        import json, sys, zipfile
        parts = json.load(sys.stdin)
        with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
            for name, text in parts.items():
                if name != "xl/worksheets/sheet1.xml":
                    z.writestr(name, text)
            with z.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as f:
                f.write(b'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>')
                block = b" " * (1 << 20)
                for _ in range(int(sys.argv[2])):
                    f.write(block)
                f.write(b"</sheetData></worksheet>")
        """
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, url.path, String(mebibytes)],
                                    stdin: String(decoding: json, as: UTF8.self))
        guard r.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: r.stderr]) }
    }

    /// An OLE compound file as Excel writes a password-protected workbook: the CFB signature
    /// and a directory naming the `EncryptionInfo` and `EncryptedPackage` streams. Without
    /// `encrypted`, the directory names a `Workbook` stream, as an Excel 97–2003 .xls does.
    static func oleFile(encrypted: Bool) -> [UInt8] {
        var bytes: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)
        func entry(_ name: String) -> [UInt8] {
            let utf16: [UInt8] = name.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0, 0]
            var record = utf16 + [UInt8](repeating: 0, count: 64 - utf16.count)
            let meta: [UInt8] = [UInt8(utf16.count), 0, 2, 1]
            record += meta + [UInt8](repeating: 0, count: 60)
            return record
        }
        let names = encrypted ? ["Root Entry", "EncryptionInfo", "EncryptedPackage"] : ["Root Entry", "Workbook"]
        for name in names { bytes += entry(name) }
        return bytes + [UInt8](repeating: 0, count: 2048)
    }
}

extension WorkbookBuilder {
    /// Encrypts a workbook with a password as Excel does (ECMA-376 agile encryption, by
    /// msoffcrypto-tool, which scripts/install-deps.sh installs); false when it is missing.
    static func encrypt(_ url: URL, to encrypted: URL) throws -> Bool {
        let script = """
        import sys
        try:
            from msoffcrypto.format.ooxml import OOXMLFile
        except ImportError:
            sys.exit(3)
        with open(sys.argv[1], "rb") as f, open(sys.argv[2], "wb") as out:
            OOXMLFile(f).encrypt("secret", out)
        """
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, url.path, encrypted.path])
        return r.status == 0
    }
}
