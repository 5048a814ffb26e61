internal import CPango
internal import CPoppler
import Foundation

/// A PDF document (a receipt) as the library stores documents: redrawn page by page by
/// poppler onto a new cairo PDF, so that nothing of the file's metadata (author, producer,
/// XMP, attachments, scripts, form data) comes along (library package format: "documents
/// are PDF, redrawn without metadata"). Text stays text and lines stay lines.
enum PDFRedraw {
    /// The redrawn PDF; nil when poppler cannot open the file (damaged, or a password).
    static func redraw(_ bytes: [UInt8]) -> Data? {
        guard bytes.starts(with: Array("%PDF".utf8)) else { return nil }
        guard let gbytes = bytes.withUnsafeBytes({ g_bytes_new($0.baseAddress, gsize($0.count)) }) else { return nil }
        defer { g_bytes_unref(gbytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(gbytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        let pages = Int(poppler_document_get_n_pages(document))
        guard pages > 0 else { return nil }
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("kuriosa-document-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: temp) }
        guard let surface = cairo_pdf_surface_create(temp.path, 595, 842) else { return nil }
        let context = cairo_create(surface)
        for index in 0..<pages {
            guard let page = poppler_document_get_page(document, Int32(index)) else { continue }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            cairo_pdf_surface_set_size(surface, width, height)
            cairo_save(context)
            poppler_page_render_for_printing(page, context)
            cairo_restore(context)
            cairo_show_page(context)
            g_object_unref(UnsafeMutableRawPointer(page))
        }
        cairo_destroy(context)
        cairo_surface_finish(surface)
        let ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        cairo_surface_destroy(surface)
        return ok ? try? Data(contentsOf: temp) : nil
    }
}
