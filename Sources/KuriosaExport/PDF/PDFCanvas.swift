internal import CPango
import Foundation

/// A PDF being drawn: owns the cairo surface and context (destroyed in `deinit`) and offers
/// what the report layouts need — text laid out by pango, lines, boxes, JPEG photos
/// embedded as they are, links, bookmarks and metadata — in points from the top-left corner.
final class PDFCanvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Double
    let height: Double
    private(set) var page = 1
    /// While true nothing is drawn and no bookmark is added: a layout being measured.
    var suppressed = false
    /// Media whose picture could not be shown (no readable header, a side cairo cannot take,
    /// pixels that do not decode): the export names them instead of leaving them out in silence.
    var undrawn = Set<String>()

    /// A surface writing to `path`, or counting pages only when `path` is nil.
    init(path: String?, width: Double, height: Double) throws {
        guard let surface = cairo_pdf_surface_create(path, width, height) else {
            throw ExportError.render("cannot create a PDF surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw ExportError.render("cannot create the PDF \(path ?? ""): \(message)")
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw ExportError.render("cannot create a cairo context")
        }
        self.surface = surface
        self.cr = cr
        self.width = width
        self.height = height
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// One pango layout per font (family, size, weight), made once and reused for every
    /// text of that font: a new layout per cell made a pango context and looked the font up
    /// again each time, most of a table's layout work.
    private var layouts: [LayoutKey: OpaquePointer] = [:]

    private struct LayoutKey: Hashable {
        var family: String
        var size: Double
        var bold: Bool
    }

    private func layout(_ style: Style) -> OpaquePointer? {
        let key = LayoutKey(family: style.family, size: style.size, bold: style.bold)
        if let known = layouts[key] { return known }
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        // Glyphs at the font's own advances: pango's default rounds each position to a whole
        // point, which on a PDF spaces small text unevenly and makes cairo write a kerning
        // number between every two glyphs (docs/export-templates.md, "PDF").
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_context_changed(layout)
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, style.family)
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        layouts[key] = layout
        return layout
    }

    /// Ends the document and reports a cairo error (a full disk, a closed file).
    func finish() throws {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ExportError.render("writing the PDF failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    func newPage() {
        cairo_show_page(cr)
        page += 1
    }

    /// Title, author, creator and creation date of the document.
    func setMetadata(title: String, author: String?, date: String) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        if let author { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Kuriosa Toolkit")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date + "T00:00:00")
    }

    /// A bookmark to the current page at `y`; returns its ID for children.
    @discardableResult
    func outline(_ title: String, parent: Int32 = 0, y: Double) -> Int32 {
        guard !suppressed else { return 0 }
        return cairo_pdf_surface_add_outline(surface, parent, title, "page=\(page) pos=[0 \(Int(y))]", CAIRO_PDF_OUTLINE_FLAG_OPEN)
    }

    // MARK: Text

    /// Text style: font family, size, weight, colour.
    struct Style {
        var size: Double = 9
        var bold = false
        var gray = 0.0
        var alignRight = false
        var family = "DejaVu Sans"
    }

    /// Lays out `text` in a box `width` points wide (wrapping at words, or anywhere when a
    /// word is longer than the box); `draw` false only measures. Returns the height used.
    @discardableResult
    func text(_ text: String, x: Double, y: Double, width: Double, style: Style, draw: Bool = true, link: String? = nil) -> Double {
        guard let layout = layout(style) else { return 0 }
        // Before the text is set: updating after it would lay the text out a second time.
        pango_cairo_update_layout(cr, layout)
        pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_alignment(layout, style.alignRight ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        pango_layout_set_text(layout, text, -1)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        let height = Double(h) / Double(PANGO_SCALE)
        if draw && !suppressed {
            if let link { cairo_tag_begin(cr, CAIRO_TAG_LINK, "uri='\(link.replacingOccurrences(of: "'", with: "%27"))'") }
            cairo_set_source_rgb(cr, style.gray, style.gray, link == nil ? style.gray : 0.55)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            if link != nil { cairo_tag_end(cr, CAIRO_TAG_LINK) }
        }
        return height
    }

    /// The width of `text` on one line.
    func textWidth(_ text: String, style: Style) -> Double {
        guard let layout = layout(style) else { return 0 }
        pango_layout_set_width(layout, -1)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_text(layout, text, -1)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return Double(w) / Double(PANGO_SCALE)
    }

    // MARK: Shapes

    func line(x1: Double, y1: Double, x2: Double, y2: Double, gray: Double = 0.75, width: Double = 0.5) {
        guard !suppressed else { return }
        cairo_set_source_rgb(cr, gray, gray, gray)
        cairo_set_line_width(cr, width)
        cairo_move_to(cr, x1, y1)
        cairo_line_to(cr, x2, y2)
        cairo_stroke(cr)
    }

    func fill(x: Double, y: Double, width: Double, height: Double, red: Double, green: Double, blue: Double) {
        guard !suppressed else { return }
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }
}

@available(*, unavailable) extension PDFCanvas: Sendable {}
