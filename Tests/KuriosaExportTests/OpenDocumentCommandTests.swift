import Foundation
import KuriosaTestSupport
import Testing

/// OpenDocument spreadsheets (.ods, LibreOffice's own format) import as their .xlsx and CSV
/// twins do (docs/import.md#opendocument-spreadsheets). In real processes, on files LibreOffice
/// saves in that format.
@Suite("OpenDocument spreadsheets", .serialized)
struct OpenDocumentCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// `file` saved by LibreOffice as an .ods (a CSV read as UTF-8).
    static func ods(_ file: URL, in package: Package) throws -> URL {
        try LibreOffice.convert(file, to: "ods", pathExtension: "ods", in: package.folder,
                                inputFilter: file.pathExtension == "csv" ? "CSV:44,34,76,1" : nil)
    }

    /// The sample library's workbook of a sheet per collection, saved as .ods, reads back as
    /// nothing changed; with two cells edited, exactly those two are written.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aSheetPerCollectionWorkbookComesBackFromODS() throws {
        try WorkbookFormatChecks.sheetPerCollectionComesBack { file, package in try Self.ods(file, in: package) }
    }

    /// A uCoin-shaped list kept in LibreOffice gives the pieces its CSV gives.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func anODSGivesThePiecesItsCSVGives() throws {
        try WorkbookFormatChecks.uCoinListGivesItsCSVPieces("ods") { file, package in try Self.ods(file, in: package) }
    }
}
