import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa export --photos-dir DIR` and `--documents-dir DIR` (docs/export-templates.md#csv,
/// docs/import.md#photos-and-documents): every photo (or document) of the exported pieces is
/// written into DIR as the original the library stores, named after the piece and its place in
/// the piece's order (`K-0001-1.jpg`, `K-0001-2.jpg`, the main photo first, as the app shows
/// them), and a `Photos` (`Documents`) column names them, separated by `, ` like tags. `kuriosa
/// import … --photos-dir DIR` reads them back; a file whose bytes the piece has already is not
/// added again.
public enum ExportFiles {
    public enum Kind: Sendable {
        case photos, documents
    }

    /// Writes the files and fills each piece's cell of the column it returns (add it to the
    /// CSV's or workbook's columns). A file of DIR of the same name is replaced (atomically);
    /// other files are left alone.
    /// - Throws: `ExportError.render` naming the piece when the library lacks a file, or DIR
    ///   cannot be written.
    public static func write(_ kind: Kind, of document: inout ExportDocument, media: any ExportMediaSource,
                             to folder: URL) throws -> ExportColumn {
        // The cells are set here by the column's id, which is all CSV and XLSX read; the
        // source is only nominal (no standard column stands for documents).
        let column = ExportColumn(id: kind == .photos ? "files:photos" : "files:documents",
                                  label: label(kind, language: document.options.language), kind: .text,
                                  source: .standard(kind == .photos ? .photo : .notes))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ExportError.render("\(folder.path): cannot make the folder: \(error.localizedDescription)")
        }
        for g in document.groups.indices {
            for p in document.groups[g].pieces.indices {
                let piece = document.groups[g].pieces[p]
                let files = kind == .photos ? piece.photos : piece.documents
                guard !files.isEmpty else { continue }
                var names: [String] = []
                for (i, file) in files.enumerated() {
                    let name = "\(piece.number ?? piece.id)-\(i + 1).\(fileExtension(file.contentType))"
                    guard let bytes = media.original(id: file.id) else {
                        throw ExportError.render("\(piece.number ?? piece.id) \"\(piece.title)\": the library lacks the file of its "
                            + "\(kind == .photos ? "photo" : "document") \(i + 1) (media \(file.id)); `kuriosa check` looks at it")
                    }
                    let url = folder.appendingPathComponent(name)
                    if (try? Data(contentsOf: url)) != bytes {
                        // As the export's own file: atomically, readable as the umask allows (0o666).
                        do { try FileIO.writeAtomically(bytes, to: url, permissions: 0o666) } catch {
                            throw ExportError.render("\(error)")
                        }
                    }
                    names.append(name)
                }
                let text = names.joined(separator: ", ")
                document.groups[g].pieces[p].cells[column.id] = ExportCell(text: text)
            }
        }
        return column
    }

    /// The extension of a stored original: photos are JPEG, documents PDF or JPEG.
    static func fileExtension(_ contentType: String) -> String {
        switch contentType.lowercased() {
        case "image/jpeg", "image/jpg": "jpg"
        case "application/pdf": "pdf"
        case "image/png": "png"
        case "image/heic": "heic"
        default: "bin"
        }
    }

    /// The column's header, which the importer reads in each of the five languages.
    static func label(_ kind: Kind, language: String) -> String {
        let photos = ["en": "Photos", "de": "Fotos", "fr": "Photos", "it": "Foto", "es": "Fotos"]
        let documents = ["en": "Documents", "de": "Dokumente", "fr": "Documents", "it": "Documenti", "es": "Documentos"]
        return (kind == .photos ? photos : documents)[language] ?? (kind == .photos ? "Photos" : "Documents")
    }
}
