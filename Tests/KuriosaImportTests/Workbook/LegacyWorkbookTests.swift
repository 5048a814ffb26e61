import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// Excel 97–2003 workbooks read as the records an .xlsx gives (docs/import.md, "Excel
/// 97-2003 workbooks"): every BIFF8 cell form, strings across CONTINUE records, merged
/// ranges, hidden sheets, and each broken or unreadable file refused with its reason.
@Suite("reading .xls workbooks")
struct LegacyWorkbookTests {
    typealias B = LegacyWorkbookBuilder

    static func open(_ bytes: [UInt8], sheet: String? = nil) throws -> (file: CSVFile, rows: [CSVRecord]) {
        let folder = try TestFolder.make("kuriosa-xls-read")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("book.xls")
        try Data(bytes).write(to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: sheet)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        return (file, rows)
    }

    /// Shared strings, the second split in a CONTINUE record where its characters turn from
    /// one byte to two; styles 0 General, 1 a day (built-in 14), 2 a custom CHF amount.
    static func globals(long: String) -> [UInt8] {
        let xf = { (format: Int) -> [UInt8] in B.record(0x00E0, B.u16(0) + B.u16(format) + [UInt8](repeating: 0, count: 16)) }
        let strings = ["Title", "Bought", "Price", "Omega Speedmaster"]
        var sst = B.u32((strings.count + 1)) + B.u32((strings.count + 1))
        for text in strings { sst += B.string(text) }
        // The long string: its first 10 characters compressed here, the rest in UTF-16 next.
        let units = Array(long.utf16)
        sst += B.u16((units.count)) + [0] + units[0..<10].map { UInt8($0) }
        let rest = [UInt8(1)] + units[10...].flatMap { B.u16($0) }
        let format: [UInt8] = B.record(0x041E, B.u16(164) + B.string(##""CHF "#,##0.00"##))
        let styles: [UInt8] = xf(0) + xf(14) + xf(164)
        return B.record(0x0022, B.u16(0)) + format + styles + B.record(0x00FC, sst) + B.record(0x003C, rest)
    }

    @Test func cellsReadAsWhatTheyHold() throws {
        let long = "Seamaster – Планета Океан"
        let sheet = B.record(0x00E5, B.u16(1) + B.u16(0) + B.u16(0) + B.u16(0) + B.u16(2))  // A1:C1, a title
            + B.record(0x0204, B.cell(0, 0) + B.string("My watches"))
            + B.record(0x00FD, B.cell(2, 0) + B.u32((0))) + B.record(0x00FD, B.cell(2, 1) + B.u32((1)))
            + B.record(0x00FD, B.cell(2, 2) + B.u32((2)))
            + B.record(0x00FD, B.cell(3, 0) + B.u32((3)))
            + B.record(0x027E, B.cell(3, 1, style: 1) + B.u32((45366 << 2 | 2)))           // RK integer, a day
            + B.record(0x0203, B.cell(3, 2, style: 2) + Array(withUnsafeBytes(of: 6450.5.bitPattern.littleEndian, Array.init)))
            + B.record(0x00FD, B.cell(4, 0) + B.u32((4)))
            + B.record(0x00BD, B.u16(4) + B.u16(1) + B.u16(0) + B.u32((1234 << 2 | 3)) + B.u16(0) + B.u32((7 << 2 | 2)) + B.u16(2))
            + B.record(0x0006, B.cell(5, 0) + [0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 6))
            + B.record(0x04BC, [UInt8](repeating: 0, count: 10))  // a shared formula between FORMULA and its STRING
            + B.record(0x0207, B.string("from a formula"))
            + B.record(0x0205, B.cell(5, 1) + [1, 0]) + B.record(0x0205, B.cell(5, 2) + [0x2A, 1])
            // ="0525509283" as LibreOffice saves it: a cached number 0, no STRING record.
            + B.record(0x0006, B.cell(6, 0) + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0] + B.u16(13) + [0x17, 10, 0]
                       + Array("0525509283".utf8))
        let bytes = B.compoundFile([("Workbook", B.stream(globals: Self.globals(long: long), sheets: [("Pieces", sheet)]))])
        let (file, rows) = try Self.open(bytes)
        #expect(file.sheet?.name == "Pieces")
        #expect(file.header == CSVRecord(row: 3, cells: ["Title", "Bought", "Price"]), "row 1 is a title merged across the table")
        #expect(rows == [CSVRecord(row: 4, cells: ["Omega Speedmaster", "2024-03-15", "CHF 6450.50"]),
                         CSVRecord(row: 5, cells: [long, "12.34", "7"]),
                         CSVRecord(row: 6, cells: ["from a formula", "TRUE", "#N/A"]),
                         CSVRecord(row: 7, cells: ["0525509283"])], "a formula that is one text constant gives it, whatever its cache")
    }

    /// Hidden sheets are not read; `--sheet` picks one by name, ignoring case.
    @Test func sheetsAreChosenAsInAnXLSX() throws {
        let one = { (title: String) in B.record(0x0204, B.cell(0, 0) + B.string("Title")) + B.record(0x0204, B.cell(1, 0) + B.string(title)) }
        let bytes = B.compoundFile([("Workbook", B.stream(globals: [], sheets: [("Secret", one("x")), ("Coins", one("Vreneli")),
                                                                                 ("Stamps", one("Penny Black"))], hidden: ["Secret"]))])
        let first = try Self.open(bytes)
        #expect(first.rows.map(\.cells) == [["Vreneli"]])
        #expect(first.file.sheet?.skipped.map(\.name) == ["Secret", "Stamps"])
        #expect(try Self.open(bytes, sheet: "stamps").rows.map(\.cells) == [["Penny Black"]])
    }

    /// Each broken or unreadable file is one clear error, found in time bounded by its size.
    @Test func brokenFilesAreRefusedWithTheirReason() throws {
        let good = B.stream(globals: [], sheets: [("Sheet1", B.record(0x0204, B.cell(0, 0) + B.string("Title")))])
        let cases: [(String, [UInt8], CSVReadError.Reason)] = [
            ("truncated", Array(B.compoundFile([("Workbook", good)]).prefix(700)), .invalidWorkbook),
            ("looping FAT", B.compoundFile([("Workbook", good + [UInt8](repeating: 0, count: 5000))], loop: true), .invalidWorkbook),
            ("Excel 95", B.compoundFile([("Book", B.stream(globals: [], sheets: [], version: 0x0500))]), .unsupportedWorkbook),
            ("BIFF5 in a Workbook stream", B.compoundFile([("Workbook", B.stream(globals: [], sheets: [], version: 0x0500))]), .unsupportedWorkbook),
            ("a Word file", B.compoundFile([("WordDocument", [UInt8](repeating: 7, count: 100))]), .unsupportedWorkbook),
            ("encrypted", B.compoundFile([("Workbook", B.stream(globals: B.record(0x002F, [1, 0]), sheets: []))]), .passwordProtected),
            ("record past the end", B.compoundFile([("Workbook", B.bof(sheet: false) + B.u16((0x00FC)) + B.u16((9000)))]), .invalidWorkbook),
            ("shared string out of range", B.compoundFile([("Workbook", B.stream(globals: [], sheets: [
                ("Sheet1", B.record(0x00FD, B.cell(0, 0) + B.u32((3))))]))]), .invalidWorkbook),
            ("no worksheet", B.compoundFile([("Workbook", B.stream(globals: [], sheets: []))]), .invalidWorkbook),
            ("empty sheet", B.compoundFile([("Workbook", B.stream(globals: [], sheets: [("Sheet1", [])]))]), .emptyFile),
        ]
        for (name, bytes, reason) in cases {
            let error = #expect(throws: CSVReadError.self, "\(name)") { try Self.open(bytes) }
            #expect(error?.reason == reason, "\(name): \(String(describing: error))")
            #expect(error?.file?.hasSuffix("book.xls") == true, "\(name) names the file")
        }
    }

    @Test(arguments: [(UInt32(0x3FF0_0000), 1.0), (UInt32(0x405E_C001), 1.23), (UInt32(0xFFFF_FFFA), -2.0), (UInt32(400 << 2 | 3), 4.0)])
    func rkNumbersUnpack(raw: UInt32, value: Double) {
        #expect(LegacyWorkbook.rk(raw) == value)
    }
}
