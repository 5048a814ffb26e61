import Foundation
import KuriosaPictures
import KuriosaStore

/// A picture pasted into a sheet on a piece's row (an .xlsx drawing's picture, an .ods cell's
/// image): a photo of the piece, read from the workbook itself
/// (docs/import.md#pictures-in-a-sheet). Collectors paste a photo beside each row far more
/// often than they save photos as files and type their names, so the picture is the piece's,
/// as a Photos column's file would be; one that cannot be stored is named, and the row is
/// imported all the same (it is no cell of the row's values).
package struct SheetPicture: Sendable, Equatable {
    /// The picture's name in the workbook (`Picture 3`, `Image 1`).
    public let name: String
    /// The workbook's part holding its bytes (`xl/media/image3.jpeg`); for an .xls, its
    /// entry of the BLIP store (`blip 3`), whose bytes are `bytes`.
    public let media: String
    public let bytes: ArraySlice<UInt8>?
    /// The sheet and cell it is anchored at, as the workbook numbers them.
    public let sheet: String
    public let cell: String
    /// The column of the file it is in (1-based) and its header.
    public let columnIndex: Int
    public let column: String?

    /// The name the photo's media row keeps: the picture's name with its part's extension
    /// (`Picture 3.jpeg`), since a part's own name says nothing (`image3.jpeg`, LibreOffice's
    /// `1000000000000140000000F00117C4729010D8C3.jpg`); the part's name for a picture without one.
    var fileName: String {
        let part = media.split(separator: "/").last.map(String.init) ?? media
        let named = name.map { $0 == "/" || $0 == "\\" || $0.isNewline ? "-" : $0 }
        guard !name.isEmpty, name != "a picture" else { return part }
        // A picture kept in a database has no extension of its own: it is stored as a JPEG.
        guard let dot = part.lastIndex(of: ".") else { return String(named) + ".jpg" }
        return String(named) + part[dot...]
    }

    /// The report's line for the picture stored (`kept`, reason `sheet_picture`).
    func stored(row: Int) -> ImportReport.RowError {
        ImportReport.RowError(row: row, column: column, columnIndex: columnIndex, reason: Self.storedReason, text: name,
                              detail: "the picture at cell \(cell) of sheet \"\(sheet)\", stored as a photo of the piece (\(fileName))")
    }

    /// The report's line for the picture stored re-encoded (a PNG), naming its cell.
    func reencoded(row: Int, why: String) -> ImportReport.ReencodedPhoto {
        ImportReport.ReencodedPhoto(row: row, column: column, columnIndex: columnIndex, file: "\(name) (cell \(cell))", why: why)
    }

    /// The warning naming a picture that could not be stored, and why.
    func notImported(_ why: String) -> ImportReport.Warning {
        ImportReport.Warning(reason: ImportReport.pictureNotImported, column: cell, columnIndex: columnIndex,
                             detail: "sheet \"\(sheet)\", on the row of a piece, but \(why): \(name)")
    }

    /// The `kept` reason of a picture stored as a photo.
    static let storedReason = "sheet_picture"

    /// The picture's bytes, checked as a photo file's are (PhotoFile): at most 512 MiB, a JPEG,
    /// PNG, GIF or WebP whose header declares no more pixels than a photo may have. Any other
    /// format is named as what it is (Excel keeps a pasted drawing as EMF).
    func read(workbook path: String) throws(PhotoError) -> [UInt8] {
        let read: [UInt8]?
        if media.hasPrefix(OpenNumismatBook.mediaPrefix) {
            do {
                read = try OpenNumismatBook.picture(path: path, media: media, limit: PhotoFile.maximumBytes)
            } catch ForeignDatabaseError.tooLarge(let size) {
                throw PhotoError.tooLarge("it has \(size) bytes, more than the \(PhotoFile.maximumBytes >> 20) MiB a photo may have")
            } catch {
                throw PhotoError.unreadable("the collection's picture cannot be read: \(error)")
            }
        } else if media.hasPrefix(CellAnnotation.filePrefix) {
            // A picture beside the file it came with (a Tellico collection's `Coins_files/`),
            // read with a photo file's checks.
            read = try PhotoFile.read(URL(fileURLWithPath: String(media.dropFirst(CellAnnotation.filePrefix.count))))
        } else if let held = self.bytes {
            guard held.count <= PhotoFile.maximumBytes else {
                throw PhotoError.tooLarge("it has \(held.count) bytes, more than the \(PhotoFile.maximumBytes >> 20) MiB a photo may have")
            }
            read = Array(held)
        } else {
            do throws(CSVReadError) {
                read = try WorkbookArchive(path: path).bytes(media, limit: UInt64(PhotoFile.maximumBytes))
            } catch {
                throw PhotoError.unreadable(error.detail)
            }
        }
        guard let bytes = read else { throw PhotoError.missing("the workbook has no part \(media) for it") }
        guard !bytes.isEmpty else { throw PhotoError.unreadable("its part \(media) is empty") }
        guard PictureFormat(sniffing: bytes) != nil else {
            throw PhotoError.unreadable("\(Self.format(of: bytes)), and photos are stored from JPEG, PNG, GIF and WebP")
        }
        do throws(PictureError) {
            try PictureBounds.photo.check(prefix: Array(bytes.prefix(PictureHeader.prefixBytes)), fileSize: bytes.count)
        } catch {
            throw PhotoError(error, fileName: fileName)
        }
        return bytes
    }

    /// What a picture that is no JPEG or PNG is, by its first bytes.
    static func format(of bytes: [UInt8]) -> String {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let prefix = Array(text.utf8)
            return bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if let format = PictureFormat(sniffing: bytes) { return "a \(format.rawValue.uppercased()) picture" }
        if starts(" EMF", at: 40) { return "an EMF drawing (Windows' vector format)" }
        if bytes.starts(with: [0xD7, 0xCD, 0xC6, 0x9A]) || bytes.starts(with: [0x01, 0x00, 0x09, 0x00]) {
            return "a WMF drawing (Windows' vector format)"
        }
        if starts("BM") { return "a BMP picture" }
        if starts("II*\u{0}") || starts("MM\u{0}*") { return "a TIFF picture" }
        if starts("<svg") || starts("<?xml") { return "an SVG drawing" }
        return "not a picture format the import knows"
    }
}
