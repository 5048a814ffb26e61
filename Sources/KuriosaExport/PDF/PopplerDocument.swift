internal import CPango
internal import CPoppler
import Foundation

/// A PDF document of a piece (a receipt, a certificate) read by poppler-glib, whose pages
/// are drawn onto the report's cairo surface with `poppler_page_render_for_printing`: text
/// stays text and lines stay lines, so an appended receipt is as sharp as the original.
/// Owns the poppler document and the bytes it reads from; both are released in `deinit`.
final class PopplerDocument {
    private let document: OpaquePointer
    private let bytes: OpaquePointer
    let pageCount: Int

    /// nil when the data is not a PDF poppler can open (damaged, or locked by a password).
    init?(_ data: Data) {
        guard data.starts(with: Array("%PDF".utf8)) else { return nil }
        let bytes = data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        guard let bytes else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            g_bytes_unref(bytes)
            return nil
        }
        self.bytes = bytes
        self.document = document
        pageCount = Int(poppler_document_get_n_pages(document))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
        g_bytes_unref(bytes)
    }

    /// The size of a page in points; nil for a page poppler cannot load.
    func pageSize(_ index: Int) -> (width: Double, height: Double)? {
        guard let page = poppler_document_get_page(document, Int32(index)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Draws page `index` fitted into a box (keeping its proportions, centred across), on
    /// white, clipped to the page. Returns the height drawn, 0 when the page cannot be loaded.
    @discardableResult
    func drawPage(_ index: Int, on cr: OpaquePointer, x: Double, y: Double, maxWidth: Double, maxHeight: Double) -> Double {
        guard let size = pageSize(index), let page = poppler_document_get_page(document, Int32(index)) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let scale = min(maxWidth / size.width, maxHeight / size.height)
        let left = x + (maxWidth - size.width * scale) / 2
        cairo_save(cr)
        cairo_rectangle(cr, left, y, size.width * scale, size.height * scale)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        cairo_translate(cr, left, y)
        cairo_scale(cr, scale, scale)
        // poppler's cairo types and ours are the same C types from the same headers.
        poppler_page_render_for_printing(page, cr)
        cairo_restore(cr)
        cairo_save(cr)
        cairo_set_source_rgb(cr, 0.75, 0.75, 0.75)
        cairo_set_line_width(cr, 0.5)
        cairo_rectangle(cr, left, y, size.width * scale, size.height * scale)
        cairo_stroke(cr)
        cairo_restore(cr)
        return size.height * scale
    }
}

@available(*, unavailable) extension PopplerDocument: Sendable {}
