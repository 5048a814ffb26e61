import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// Files that are not workbooks one can read: each is a fatal error that names the file, exit
/// code 2, found before anything is inflated or written, and the library stays byte for byte
/// as it was (docs/import.md, "XLSX", "Errors").
@Suite("hostile .xlsx files", .serialized)
struct HostileWorkbookTests {
    /// A real workbook to break: a header and two rows.
    static func goodWorkbook(at url: URL) throws {
        let rows = (2...200).map { #"<row r="\#($0)"><c r="A\#($0)" t="inlineStr"><is><t>Watch \#($0)</t></is></c><c r="B\#($0)"><v>\#($0)</v></c></row>"# }
        try WorkbookBuilder.write(WorkbookBuilder.workbook(sheets: [("Sheet1", """
            <sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Title</t></is></c><c r="B1" t="inlineStr"><is><t>Brand</t></is></c></row>
            \(rows.joined())</sheetData>
            """)]), to: url)
    }

    @Test func badFilesAreFatalAndChangeNothing() throws {
        let folder = try TestFolder.make("kuriosa-xlsx-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        let library = folder.appendingPathComponent("lib")
        let key = folder.appendingPathComponent("key")
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path, "--json"], environment: environment)
        try #require(made.status == 0, "\(made.stderr)")
        let good = folder.appendingPathComponent("good.xlsx")
        try Self.goodWorkbook(at: good)
        let goodBytes = try Data(contentsOf: good)

        var files: [(name: String, reason: String, sheet: String?)] = []
        func add(_ name: String, _ bytes: Data, _ reason: String, sheet: String? = nil) throws {
            try bytes.write(to: folder.appendingPathComponent(name))
            files.append((name, reason, sheet))
        }
        try add("renamed.xlsx", Data("Title,Brand\nSpeedmaster,Omega\n".utf8), "invalid_workbook")
        try add("truncated.xlsx", goodBytes.prefix(goodBytes.count / 2), "invalid_workbook")
        try add("protected.xlsx", Data(WorkbookBuilder.oleFile(encrypted: true)), "password_protected")
        // A workbook really encrypted with a password, where msoffcrypto-tool is installed.
        if try WorkbookBuilder.encrypt(good, to: folder.appendingPathComponent("encrypted.xlsx")) {
            files.append(("encrypted.xlsx", "password_protected", nil))
        }
        try add("old.xls", Data(WorkbookBuilder.oleFile(encrypted: false)), "invalid_workbook")
        // Excel 97–2003 and the markup some apps name .xls (docs/import.md, "Excel 97-2003
        // workbooks", "HTML tables").
        let book = LegacyWorkbookBuilder.compoundFile([("Workbook", LegacyWorkbookBuilder.stream(globals: [], sheets: [
            ("Sheet1", LegacyWorkbookBuilder.record(0x0204, LegacyWorkbookBuilder.cell(0, 0) + LegacyWorkbookBuilder.string("Title")))]))])
        try add("truncated.xls", Data(book.prefix(700)), "invalid_workbook")
        try add("looping.xls", Data(LegacyWorkbookBuilder.compoundFile([("Workbook", [UInt8](repeating: 0, count: 5000))], loop: true)),
                "invalid_workbook")
        try add("excel95.xls", Data(LegacyWorkbookBuilder.compoundFile([("Book", LegacyWorkbookBuilder.stream(globals: [], sheets: [],
                                                                                                           version: 0x0500))])),
                "unsupported_workbook")
        try add("notable.xls", Data("<!DOCTYPE html><html><body><p>Export failed</p></body></html>".utf8), "invalid_workbook")
        try add("xml2003.xls", Data(#"<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"/>"#.utf8),
                "unsupported_workbook")
        try add("nosheet.xlsx", goodBytes, "sheet_not_found", sheet: "Coins")
        try add("notaworkbook.xlsx", try Self.zip(["hello.txt": "not a workbook"], in: folder), "invalid_workbook")
        // Other documents people keep lists in: each named, with what to do.
        let manifest = { (type: String) in
            #"<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="\#(type)"/></manifest:manifest>"#
        }
        try add("notable.ods", try Self.zip(["mimetype": "application/vnd.oasis.opendocument.spreadsheet", "content.xml": "<x/>",
                                             "META-INF/manifest.xml": manifest("application/vnd.oasis.opendocument.spreadsheet")], in: folder),
                "invalid_workbook: the workbook has no worksheet")
        try add("broken.ods", try Self.zip(["META-INF/manifest.xml": manifest("application/vnd.oasis.opendocument.spreadsheet"),
                                            "content.xml": "<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\"><office:body>"],
                                           in: folder),
                "invalid_workbook: the spreadsheet's content.xml cannot be read")
        try add("list.odt", try Self.zip(["META-INF/manifest.xml": manifest("application/vnd.oasis.opendocument.text")], in: folder),
                "unsupported_workbook: the file is an OpenDocument document (text)")
        try add("list.numbers", try Self.zip(["Index/Document.iwa": "x"], in: folder), "unsupported_workbook: the file is an Apple Numbers document")
        try add("list.docx", try Self.zip(["word/document.xml": "<w:document/>"], in: folder), "unsupported_workbook: the file is a Word document")
        try add("empty.xlsx", try Self.zip(WorkbookBuilder.workbook(sheets: [("Sheet1", "<sheetData/>")]), in: folder), "empty_file")
        try add("doctype.xlsx", try Self.zip(WorkbookBuilder.workbook(sheets: [("Sheet1", "<sheetData/>")]).merging(
            ["xl/workbook.xml": #"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><workbook/>"#]) { $1 }, in: folder),
            "invalid_workbook")
        try WorkbookBuilder.bomb(mebibytes: 64, to: folder.appendingPathComponent("bomb.xlsx"))
        files.append(("bomb.xlsx", "workbook_too_large", nil))

        let before = try Self.hashes(library)
        for file in files {
            let path = folder.appendingPathComponent(file.name).path
            let r = try TestProcess.kuriosa(["import", library.path, path, "--new-collection", "Watches", "--template", "builtin.watch",
                                             "--recovery-key-file", key.path] + (file.sheet.map { ["--sheet", $0] } ?? []),
                                            environment: environment)
            #expect(r.status == 2, "\(file.name): \(r.status) \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains(path) && r.stderr.contains(file.reason), "\(file.name): \(r.stderr)")
            #expect(try Self.hashes(library) == before, "\(file.name) changed the library")
        }
        // The good workbook itself imports.
        let r = try TestProcess.kuriosa(["import", library.path, good.path, "--new-collection", "Watches", "--template", "builtin.watch",
                                         "--recovery-key-file", key.path], environment: environment)
        #expect(r.status == 0 && r.stdout.contains("Imported 199 pieces"), "\(r.stdout)\(r.stderr)")
    }

    /// A bomb is refused by its stated sizes, before it is inflated: the check itself.
    /// An encrypted workbook's OLE directory names `EncryptedPackage` wherever it lies: at
    /// the start, across the 1 MiB chunks the file is searched in, at the very end.
    @Test(arguments: [600, (1 << 20) + 31 - 9, (1 << 20) + 31 - 32, (1 << 20) + 30, 3 << 20])
    func anEncryptedPackageIsFoundAnywhere(offset: Int) throws {
        let folder = try TestFolder.make("kuriosa-encrypted-scan")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array("EncryptedPackage".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        var bytes = [UInt8](repeating: 0x45, count: offset + name.count)  // 'E' everywhere: many false starts
        bytes.replaceSubrange(0..<8, with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
        bytes.replaceSubrange(offset..<(offset + name.count), with: name)
        let url = folder.appendingPathComponent("protected.xlsx")
        try Data(bytes).write(to: url)
        let error = #expect(throws: CSVReadError.self) { try CSVFile.open(.file(path: url.path), sheet: nil) }
        #expect(error?.reason == .passwordProtected, "\(offset): \(String(describing: error))")
    }

    @Test func aBombIsRefusedBeforeInflating() throws {
        let folder = try TestFolder.make("kuriosa-xlsx-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bomb.xlsx")
        try WorkbookBuilder.bomb(mebibytes: 64, to: url)
        let error = #expect(throws: CSVReadError.self) { try CSVFile.open(.file(path: url.path)) }
        #expect(error?.reason == .workbookTooLarge)
        #expect(error?.detail.contains("xl/worksheets/sheet1.xml") == true, "\(String(describing: error))")
    }

    static func zip(_ parts: [String: String], in folder: URL) throws -> Data {
        let url = folder.appendingPathComponent("parts.zip")
        try WorkbookBuilder.write(parts, to: url)
        return try Data(contentsOf: url)
    }

    static func hashes(_ library: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: library, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            out[url.path] = try Data(contentsOf: url)
        }
        return out
    }
}
