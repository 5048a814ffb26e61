internal import CZip
import Foundation

// libFuzzer target over the .xlsx workbook reader (compiled together with the reader of
// Sources/KuriosaImport by scripts/fuzz-xlsx.sh; not part of the Swift package).
//
// Each input is read two ways, so both the container and the XML inside it are mutated:
//   ZIP level   an input starting with "PK" is written as it is to a file and opened as an
//               .xlsx (libFuzzer's mutations of a real workbook: damaged directories, local
//               headers, sizes, compressed data); one starting with an OLE compound file's
//               signature is an Excel 97–2003 workbook, opened the same way (its FAT,
//               directory and BIFF8 records mutated); one starting with SQLite's signature
//               is an OpenNumismat collection (its pages, schema, coins and picture blobs);
//   HTML level  an input whose first byte is 0x02 is `<table>` and the rest: an HTML page
//               (a web app's .xls export) for libxml2's HTML parser and the table reader;
//   Tellico     an input whose first byte is 0x04 is the rest as a Tellico collection's bare
//               XML (its fields, entries, pictures in base64, loans; a .tc is a ZIP: above);
//   JSON        0x05: the rest as LibraryThing's JSON export (its books' lists and objects);
//   ODS level   an input whose first byte is 0x03 is the rest as the content.xml of an
//               OpenDocument spreadsheet, zipped beside a valid manifest (its tables, repeats,
//               spans, value types, annotations and links for the ODS reader);
//   XML level   any other input is split at U+0001 bytes into the sheet, the shared strings,
//               the styles, the workbook part, the sheet's comments and its threaded comments
//               (missing or empty ones take a small valid part), put
//               into a fresh ZIP with valid relationships, stored or deflated as the first
//               byte says, and opened (mutations of the XML the sheet parser reads).
// Each is opened as the import opens a file (`WorkbookSignature`: the kind by its first bytes,
// the sheets of an export combined). Besides "no crash, no sanitizer report", reading either
// refuses with a CSVReadError or gives a header and records whose rows increase past the
// header's, none blank, every cell trimmed, every comment and link on its own record's row; reading the
// records twice gives the same.

let fuzzFile = "/tmp/xlsxfuzz-\(getpid()).xlsx"

@_cdecl("LLVMFuzzerTestOneInput")
public func xlsxFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if bytes.starts(with: [0x50, 0x4B]) || bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0]) || bytes.starts(with: Array("SQLite f".utf8)) {
        FileManager.default.createFile(atPath: fuzzFile, contents: bytes)
    } else if bytes.first == 0x02 {
        FileManager.default.createFile(atPath: fuzzFile, contents: Data(#"<table>"#.utf8) + bytes.dropFirst())
    } else if bytes.first == 0x04 || bytes.first == 0x05 {
        FileManager.default.createFile(atPath: fuzzFile, contents: Data(bytes.dropFirst()))
    } else if bytes.first == 0x03 {
        writeZip([("mimetype", Data("application/vnd.oasis.opendocument.spreadsheet".utf8)), ("META-INF/manifest.xml", Data(odsManifest.utf8)),
                  ("content.xml", Data(bytes.dropFirst()))], store: bytes.count % 2 == 0, to: fuzzFile)
    } else {
        writeWorkbook(parts: bytes.split(separator: 0x01, omittingEmptySubsequences: false).map { Data($0) }, to: fuzzFile)
    }
    readAndCheck(fuzzFile)
    return 0
}

/// The parts a workbook needs besides the fuzzer's, all valid.
let contentTypes = #"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#
let packageRels = #"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
let workbookRels = #"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>"#
let defaults = [
    #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2"><v>1.5</v></c></row></sheetData><hyperlinks><hyperlink xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ref="A2:B3" r:id="rId3" location="x"/></hyperlinks></worksheet>"#,
    #"<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>Title</t></si></sst>"#,
    #"<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>"#,
    #"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
    #"<comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>Anna</author></authors><commentList><comment ref="A2" authorId="0"><text><r><rPr><b/></rPr><t>Anna:</t></r><r><t xml:space="preserve">&#10;bought in Basel</t></r></text></comment><comment ref="A1" authorId="0"><text><t>the header</t></text></comment></commentList></comments>"#,
    #"<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="A2" id="{1}"><text>a thread</text></threadedComment><threadedComment ref="A2" id="{2}" parentId="{1}"><text>a reply</text></threadedComment></ThreadedComments>"#,
]
let partNames = ["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml", "xl/styles.xml", "xl/workbook.xml", "xl/comments1.xml",
                 "xl/threadedComments/threadedComment1.xml"]
let sheetRels = #"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="../comments1.xml"/><Relationship Id="rId2" Type="http://schemas.microsoft.com/office/2017/10/relationships/threadedComment" Target="../threadedComments/threadedComment1.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>"#

let odsManifest = #"<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/></manifest:manifest>"#

/// A ZIP made with libzip from the fuzzer's parts.
func writeWorkbook(parts: [Data], to path: String) {
    let store = (parts.first?.first ?? 0) & 1 == 0
    var files: [(String, Data)] = [("[Content_Types].xml", Data(contentTypes.utf8)), ("_rels/.rels", Data(packageRels.utf8)),
                                   ("xl/_rels/workbook.xml.rels", Data(workbookRels.utf8)),
                                   ("xl/worksheets/_rels/sheet1.xml.rels", Data(sheetRels.utf8))]
    for (i, name) in partNames.enumerated() {
        files.append((name, i < parts.count && !parts[i].isEmpty ? parts[i] : Data(defaults[i].utf8)))
    }
    writeZip(files, store: store, to: path)
}

/// Writes `files` as a ZIP with libzip, stored or deflated.
func writeZip(_ files: [(String, Data)], store: Bool, to path: String) {
    var error: Int32 = 0
    guard let zip = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &error) else { fatalError("zip_open: \(error)") }
    for (name, content) in files {
        // libzip keeps the buffer until zip_close and frees it then (freep = 1); an empty part
        // has no buffer (libzip would not free one of no bytes).
        var buffer: UnsafeMutableRawPointer?
        if !content.isEmpty {
            buffer = malloc(content.count)!
            content.copyBytes(to: buffer!.assumingMemoryBound(to: UInt8.self), count: content.count)
        }
        guard let source = zip_source_buffer(zip, buffer, zip_uint64_t(content.count), buffer == nil ? 0 : 1) else { fatalError("zip_source_buffer") }
        let index = zip_file_add(zip, name, source, zip_flags_t(ZIP_FL_OVERWRITE))
        precondition(index >= 0, "zip_file_add")
        zip_set_file_compression(zip, zip_uint64_t(index), store ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 1)
    }
    precondition(zip_close(zip) == 0, "zip_close")
}

/// Opens the workbook as the import does and checks what it gives.
func readAndCheck(_ path: String) {
    let opened: WorkbookSheet?
    do {
        opened = try WorkbookSignature.open(.file(path: path), sheet: nil)
    } catch {
        return
    }
    guard let sheet = opened else { return }
    precondition(sheet.header.row >= 1 && !sheet.header.isBlank, "the header is a non-blank row")
    func records() -> [CSVRecord]? {
        var out: [CSVRecord] = []
        do {
            try sheet.forEachRecord { out.append($0) }
        } catch is CSVReadError {
            return nil
        } catch {
            preconditionFailure("an error that is not a CSVReadError: \(error)")
        }
        return out
    }
    let first = records()
    var last = sheet.header.row
    for record in first ?? [] {
        precondition(record.row > last, "rows must increase")
        last = record.row
        precondition(!record.isBlank, "blank rows are skipped")
        for cell in record.cells { precondition(CellTrimming.trim(cell) == cell, "cells are trimmed: \(cell.unicodeScalars.map { String($0.value, radix: 16) })") }
        for comment in record.annotations {
            precondition(comment.row == record.row && comment.column >= 0 && !comment.text.isEmpty, "a comment is on its record's row")
        }
    }
    for stray in sheet.strayAnnotations { precondition(!stray.comment.text.isEmpty && stray.comment.column >= 0, "a named comment has text") }
    precondition(records() == first, "a second pass reads differently")
}
