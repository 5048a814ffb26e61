internal import CPango
import Foundation

/// The PDF file of a label run: a cairo PDF surface that pages drawn elsewhere
/// (`LabelCanvas.finishPage`) are painted onto, one a page, in order. Writing a page — cairo's
/// pass over its drawing, printing every coordinate and deflating the content — is what must
/// happen on one thread; drawing the next pages (fitting and shaping text, filling codes) is
/// done meanwhile on another (`LabelRenderer.render`, docs/labels.md, "Speed").
final class LabelPDF {
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    init(path: String, width: Double, height: Double) throws {
        guard let surface = cairo_pdf_surface_create(path, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw LabelError.render("cannot create the PDF \(path)")
        }
        self.surface = surface
        self.cr = cr
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func setMetadata(title: String) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Kuriosa Toolkit")
    }

    /// Paints a drawn page as the next page of the file: cairo writes it as one form
    /// XObject, its codes, text and outlines inside it as they were drawn. Cairo holds on to
    /// nothing of the page afterwards, so that the drawing thread may let go of it
    /// (`SpentPages`).
    func add(_ page: LabelPage) {
        cairo_set_source_surface(cr, page.surface, 0, 0)
        cairo_paint(cr)
        cairo_show_page(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
    }

    func finish() throws {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw LabelError.render("writing the PDF failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

@available(*, unavailable) extension LabelPDF: Sendable {}

/// One page as `LabelCanvas` drew it (a cairo recording surface), handed once from the
/// thread that drew it to the thread that writes the PDF and never touched again by the first.
/// What it refers to is its own (cairo's copies of the codes' grids) or shared under cairo's
/// locks (scaled fonts).
final class LabelPage: @unchecked Sendable {
    let surface: OpaquePointer
    /// Labels drawn up to the end of this page, for the progress shown.
    let labelsDrawn: Int

    init(surface: OpaquePointer, labelsDrawn: Int) {
        self.surface = surface
        self.labelsDrawn = labelsDrawn
    }

    deinit { cairo_surface_destroy(surface) }
}
