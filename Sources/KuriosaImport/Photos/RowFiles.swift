import Foundation
import KuriosaStore

/// A photo or document ready to be added to a piece: the original as the library stores it
/// (JPEG without metadata, or a redrawn PDF) and its thumbnail when it has one.
struct PreparedFile: Sendable {
    let kind: MediaRecord.Kind
    let fileName: String
    let contentType: String
    let original: Data
    let thumbnail: Data?
    let width: Int?
    let height: Int?
    /// Set when a photo (or a JPEG/PNG document) was re-encoded: the report's line for it.
    var note: ImportReport.ReencodedPhoto? = nil
    /// Why a photo was re-encoded (`PreparedPhoto.reencoded`).
    var reencoded: String? = nil
}

/// The files a row's `Photos` or `Documents` cell names that its piece does not have yet
/// (docs/import.md#photos-and-documents): a file whose bytes are those of one of the piece's
/// stored originals (same SHA-256), before or after the importer's own re-encoding, is not
/// added again, so that an export with `--photos-dir` imports back without doubling a single
/// photo.
enum RowFiles {
    /// Where names are looked up, and the column they came from (for errors).
    struct Source: Sendable {
        let locator: PhotoLocator
        let kind: MediaRecord.Kind
        let header: String?
        let columnIndex: Int
        let limits: PhotoLimits

        init(folder: URL, kind: MediaRecord.Kind, header: String?, columnIndex: Int, limits: PhotoLimits = PhotoLimits()) {
            locator = PhotoLocator(folder: folder)
            self.kind = kind
            self.header = header
            self.columnIndex = columnIndex
            self.limits = limits
        }
    }

    /// - Parameter stored: the SHA-256 of the piece's stored originals of this kind.
    static func newFiles(_ names: [String], row: Int, from source: Source, stored: Set<[UInt8]>)
        -> (files: [PreparedFile], errors: [ImportReport.RowError]) {
        var known = stored
        var files: [PreparedFile] = []
        var errors: [ImportReport.RowError] = []
        for name in names {
            do throws(PhotoError) {
                let url: URL
                switch source.locator.locate(name) {
                case .success(let found): url = found
                case .failure(let error): throw error
                }
                let bytes = try PhotoFile.read(url, document: source.kind == .document)
                let base = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? url.lastPathComponent
                guard var file = try unknown(bytes, fileName: base, kind: source.kind, limits: source.limits, known: &known) else { continue }
                if let why = file.reencoded {
                    file.note = ImportReport.ReencodedPhoto(row: row, column: source.header, columnIndex: source.columnIndex, file: name, why: why)
                }
                files.append(file)
            } catch {
                let code = source.kind == .photo ? error.code : error.code.replacingOccurrences(of: "photo", with: "document")
                errors.append(ImportReport.RowError(row: row, column: source.header, columnIndex: source.columnIndex, reason: code,
                                                    text: name, detail: error.detail))
            }
        }
        return (files, errors)
    }

    /// The sheet's pictures on a row that updates a piece, those the piece does not have yet
    /// (same SHA-256 of the original, as for files): a sheet imported again adds no photo
    /// twice. One that cannot be stored is a warning, never the row's error.
    static func newPictures(_ pictures: [SheetPicture], row: Int, from source: RowPhotos.Source, stored: Set<[UInt8]>)
        -> (files: [PreparedFile], stored: [ImportReport.RowError], warnings: [ImportReport.Warning]) {
        var known = stored
        var files: [PreparedFile] = []
        var kept: [ImportReport.RowError] = []
        var warnings: [ImportReport.Warning] = []
        for picture in pictures {
            do throws(PhotoError) {
                let bytes = try source.bytes(of: picture)
                guard var file = try unknown(bytes, fileName: picture.fileName, kind: .photo, limits: source.limits, known: &known) else { continue }
                file.note = file.reencoded.map { picture.reencoded(row: row, why: $0) }
                files.append(file)
                kept.append(picture.stored(row: row))
            } catch {
                warnings.append(picture.notImported(error.detail))
            }
        }
        return (files, kept, warnings)
    }

    /// A file prepared when the piece has neither its bytes nor their stored form (`known`,
    /// the SHA-256 of both, grows by them); nil when it has.
    private static func unknown(_ bytes: [UInt8], fileName: String, kind: MediaRecord.Kind, limits: PhotoLimits,
                                known: inout Set<[UInt8]>) throws(PhotoError) -> PreparedFile? {
        guard known.insert(SHA256.hash(bytes)).inserted else { return nil }
        let file = try prepare(bytes, fileName: fileName, kind: kind, limits: limits)
        guard known.insert(SHA256.hash(file.original)).inserted || file.original == Data(bytes) else { return nil }
        return file
    }

    /// A photo re-encoded as the importer stores photos; a document's PDF redrawn, its JPEG
    /// or PNG (a scanned receipt) stored like a photo.
    static func prepare(_ bytes: [UInt8], fileName: String, kind: MediaRecord.Kind, limits: PhotoLimits = PhotoLimits()) throws(PhotoError) -> PreparedFile {
        if kind == .document, bytes.starts(with: PhotoFile.pdfSignature) {
            guard let pdf = PDFRedraw.redraw(bytes) else { throw PhotoError.unreadable("\(fileName): a PDF that does not open (damaged, or locked)") }
            return PreparedFile(kind: kind, fileName: fileName, contentType: "application/pdf", original: pdf, thumbnail: nil,
                                width: nil, height: nil)
        }
        let photo = try PhotoProcessor.prepare(bytes: bytes, fileName: fileName, limits: limits)
        var file = PreparedFile(kind: kind, fileName: fileName, contentType: "image/jpeg", original: photo.original,
                                thumbnail: photo.thumbnail, width: photo.width, height: photo.height)
        file.reencoded = photo.reencoded
        return file
    }
}
