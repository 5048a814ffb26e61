internal import CPango
import Foundation

/// What a page of labels is drawn on: a cairo recording surface the size of the sheet, with
/// vector shapes for codes and outlines, and pango text that fits a box — shrunk down to a
/// minimum size, then cut at a grapheme boundary with an ellipsis (pango's own ellipsizing,
/// which never splits a cluster and knows right-to-left text). Points from the page's top
/// left. `finishPage` hands the page over to `LabelPDF`, which writes it on another thread;
/// a canvas, its layouts and its pango font map (pango's default is one a thread) stay on the
/// thread that made it.
final class LabelCanvas {
    private var surface: OpaquePointer
    private var cr: OpaquePointer
    let width: Double
    let height: Double
    /// Labels drawn so far, for the progress of `LabelPDF`'s thread.
    var labelsDrawn = 0
    /// `layout(_:)`'s layouts, made when first asked for.
    private var layouts: [OpaquePointer] = []
    /// The module grids of this page's codes drawn more than once, by payload
    /// (`draw(_:x:y:module:barHeight:key:)`); let go before the page is handed over.
    private var grids: [String: OpaquePointer] = [:]
    private let font: OpaquePointer
    static let family = "DejaVu Sans"

    init(width: Double, height: Double) throws {
        self.width = width
        self.height = height
        (surface, cr) = try Self.page(width: width, height: height)
        guard let font = pango_font_description_new() else {
            throw LabelError.render("cannot create a pango font description")
        }
        self.font = font
        pango_font_description_set_family(font, Self.family)
    }

    private static func page(width: Double, height: Double) throws -> (OpaquePointer, OpaquePointer) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else {
            throw LabelError.render("cairo: out of memory")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw LabelError.render("cairo: out of memory")
        }
        return (surface, cr)
    }

    deinit {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for grid in grids.values { cairo_surface_destroy(grid) }
        pango_font_description_free(font)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The page drawn so far, and a blank one to draw on next.
    func finishPage() throws -> LabelPage {
        let (nextSurface, nextCr) = try Self.page(width: width, height: height)
        cairo_destroy(cr)
        // Cairo copies a grid into the snapshots the page holds when it is let go: here, so
        // that the page refers to nothing this thread still has.
        for grid in grids.values { cairo_surface_destroy(grid) }
        grids = [:]
        let page = LabelPage(surface: surface, labelsDrawn: labelsDrawn)
        (surface, cr) = (nextSurface, nextCr)
        return page
    }

    // MARK: Shapes

    /// A code's modules, `module` points each, its top left at (x, y); a 1-D code's bars
    /// stretched to `barHeight`. A 2-D code is filled as its outlines, in one path, drawn in
    /// its own module grid (`moduleGrid`) and placed by a scale: its corners reach the PDF as
    /// small integers instead of page coordinates with three decimals, a third of the bytes
    /// for cairo to print and deflate (docs/labels.md, "Speed").
    /// - Parameter key: the code's payload where the same code is drawn more than once: its
    ///   grid is then written into the PDF once a page and only referred to again.
    func draw(_ code: CodeVector, x: Double, y: Double, module: Double, barHeight: Double? = nil, key: String? = nil) {
        if barHeight == nil, code.dots.isEmpty, code.outlines != nil {
            let grid = key.flatMap { grids[$0] } ?? moduleGrid(code)
            if let key, grids[key] == nil { grids[key] = grid }
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, module, module)
            cairo_set_source_surface(cr, grid, 0, 0)
            cairo_rectangle(cr, 0, 0, code.width, code.height)
            cairo_fill(cr)
            cairo_restore(cr)
            if key == nil { cairo_surface_destroy(grid) } // the page keeps cairo's copy
            return
        }
        cairo_set_source_rgb(cr, 0, 0, 0)
        let stretch = barHeight.map { $0 / (code.height * module) } ?? 1
        for r in code.rects {
            cairo_rectangle(cr, x + r.x * module, y + r.y * module * stretch, r.width * module, r.height * module * stretch)
        }
        for d in code.dots {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + d.x * module, y + d.y * module, d.diameter * module / 2, 0, 2 * Double.pi)
        }
        cairo_fill(cr)
    }

    /// A 2-D code's outlines filled in a recording surface one unit a module: cairo writes it
    /// as a form XObject whose corners are the module grid's whole numbers.
    private func moduleGrid(_ code: CodeVector) -> OpaquePointer {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: code.width, height: code.height)
        let grid = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let g = cairo_create(grid)!
        cairo_set_source_rgb(g, 0, 0, 0)
        for loop in code.outlines ?? [] {
            guard let first = loop.first else { continue }
            cairo_move_to(g, Double(first.x), Double(first.y))
            for c in loop.dropFirst() { cairo_line_to(g, Double(c.x), Double(c.y)) }
            cairo_close_path(g)
        }
        cairo_fill(g)
        cairo_destroy(g)
        return grid
    }

    /// A rectangle with rounded corners, stroked: a label's die-cut outline.
    func outline(x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double = 0.3,
                 red: Double = 0.85, green: Double = 0.1, blue: Double = 0.1) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_path(cr)
        if r > 0 {
            cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
            cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
            cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        } else {
            cairo_rectangle(cr, x, y, width, height)
        }
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    func line(x1: Double, y1: Double, x2: Double, y2: Double, width: Double = 0.3, gray: Double = 0) {
        cairo_set_source_rgb(cr, gray, gray, gray)
        cairo_set_line_width(cr, width)
        cairo_move_to(cr, x1, y1)
        cairo_line_to(cr, x2, y2)
        cairo_stroke(cr)
    }

    // MARK: Text

    /// A text laid out in a box `width` wide, in at most `lines` lines, by `fit`: its layout
    /// (`slot`) stays as measured until `draw` shows it, so a text is shaped once per size
    /// tried and never again to be drawn.
    struct Fitted {
        var size: Double
        var height: Double
        var ellipsized: Bool
        var slot: Int = 0
    }

    /// The layout a text of one role is laid out in (the number, the title, each field, the
    /// calibration page's notes): all share the one pango context and font map, and a
    /// label's texts are fitted side by side before any is drawn.
    private func layout(_ slot: Int) -> OpaquePointer {
        while layouts.count <= slot {
            guard let made = pango_cairo_create_layout(cr) else { fatalError("pango: out of memory") }
            pango_context_set_round_glyph_positions(pango_layout_get_context(made), 0)
            pango_layout_context_changed(made)
            layouts.append(made)
        }
        return layouts[slot]
    }

    /// Sets the text; `ellipsize` cuts it to `lines` lines, else words stay whole (a word
    /// wider than the box overflows, which `measured` reports, and the size shrinks).
    private func set(_ layout: OpaquePointer, _ text: String, size: Double, bold: Bool, width: Double, lines: Int, ellipsize: Bool) {
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, ellipsize ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
        pango_layout_set_height(layout, ellipsize ? -Int32(lines) : -1)
        pango_layout_set_ellipsize(layout, ellipsize ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
        pango_layout_set_text(layout, text, -1)
    }

    /// The logical size only: the ink extents would cost every glyph's outline box.
    private func measured(_ layout: OpaquePointer) -> (height: Double, width: Double, lines: Int, ellipsized: Bool) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return (Double(height) / Double(PANGO_SCALE), Double(width) / Double(PANGO_SCALE),
                Int(pango_layout_get_line_count(layout)), pango_layout_is_ellipsized(layout) != 0)
    }

    /// The largest size from `size` down to `minimum` at which `text` fits `lines` lines of
    /// `width`; at the minimum, cut with an ellipsis. Sizes shrink in proportion to the
    /// overflow, so a label costs a few layouts however long its text. The text stays laid
    /// out in `slot` for `draw`.
    /// - Parameter reuse: the text is one that repeats from label to label (a brand, a
    ///   collection): a text fitted alike before is drawn from the layout it got then, in a
    ///   slot of its own, instead of being shaped again (up to `reusedLimit` texts).
    func fit(_ text: String, size: Double, minimum: Double, bold: Bool, width: Double, lines: Int, slot: Int, reuse: Bool = false) -> Fitted {
        guard reuse else { return fitting(text, size: size, minimum: minimum, bold: bold, width: width, lines: lines, slot: slot) }
        let key = ReuseKey(text: text, size: size, bold: bold, width: width, lines: lines)
        if let fitted = reused[key] { return fitted }
        guard reused.count < Self.reusedLimit else { return fitting(text, size: size, minimum: minimum, bold: bold, width: width, lines: lines, slot: slot) }
        let fitted = fitting(text, size: size, minimum: minimum, bold: bold, width: width, lines: lines, slot: max(Self.firstReusedSlot, layouts.count))
        reused[key] = fitted
        return fitted
    }

    private struct ReuseKey: Hashable {
        var text: String
        var size: Double
        var bold: Bool
        var width: Double
        var lines: Int
    }

    /// Fitted texts kept for `fit(reuse: true)`, each in a layout no other text is set in.
    private var reused: [ReuseKey: Fitted] = [:]
    static let reusedLimit = 256
    /// Past the slots of the roles (number, title, fields).
    static let firstReusedSlot = 8

    /// The size a text fitted at that differs from this one in its digits only (`K-0001` and
    /// `K-0002`, `884.79.00000` and `254.78.00002`): tried first, and kept when the text fits
    /// at it, so that such texts are shaped once instead of once per size tried, and show alike
    /// (docs/labels.md, "Text").
    private var sizeByDigitShape: [ReuseKey: Double] = [:]
    static let sizeByDigitShapeLimit = 4096

    /// `text` with every digit 0; the text itself when it has none (most titles), without
    /// making a new string.
    static func digitShape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 48 < 10 }) else { return text }
        return String(decoding: text.utf8.map { $0 &- 48 < 10 ? 48 : $0 }, as: UTF8.self)
    }

    private func fitting(_ text: String, size: Double, minimum: Double, bold: Bool, width: Double, lines: Int, slot: Int) -> Fitted {
        let shape = ReuseKey(text: Self.digitShape(text), size: size, bold: bold, width: width, lines: lines)
        if let known = sizeByDigitShape[shape], let fitted = tryFitting(text, size: known, bold: bold, width: width, lines: lines, slot: slot).fitted {
            return fitted
        }
        let fitted = shrinking(text, size: size, minimum: minimum, bold: bold, width: width, lines: lines, slot: slot)
        if !fitted.ellipsized && sizeByDigitShape.count < Self.sizeByDigitShapeLimit { sizeByDigitShape[shape] = fitted.size }
        return fitted
    }

    /// The text laid out at `size` in `slot`: fitted if it fits `lines` lines of `width`, else
    /// nil and how far it overflows (the larger of its lines and its width over what is allowed).
    private func tryFitting(_ text: String, size: Double, bold: Bool, width: Double, lines: Int, slot: Int) -> (fitted: Fitted?, overflow: Double) {
        let layout = layout(slot)
        set(layout, text, size: size, bold: bold, width: width, lines: lines, ellipsize: false)
        let m = measured(layout)
        if m.lines <= lines && m.width <= width + 0.01 { return (Fitted(size: size, height: m.height, ellipsized: false, slot: slot), 1) }
        return (nil, max(Double(m.lines) / Double(lines), m.width / width))
    }

    private func shrinking(_ text: String, size: Double, minimum: Double, bold: Bool, width: Double, lines: Int, slot: Int) -> Fitted {
        var s = size
        for _ in 0..<6 {
            let (fitted, over) = tryFitting(text, size: s, bold: bold, width: width, lines: lines, slot: slot)
            if let fitted { return fitted }
            if s <= minimum { break }
            s = max(minimum, (s * min(0.97, 1 / over.squareRoot()) * 2).rounded(.down) / 2)
        }
        let layout = layout(slot)
        set(layout, text, size: minimum, bold: bold, width: width, lines: lines, ellipsize: true)
        let m = measured(layout)
        return Fitted(size: minimum, height: m.height, ellipsized: m.ellipsized, slot: slot)
    }

    /// Draws a text as `fit` laid it out, its first line's top at (x, y).
    func draw(_ fitted: Fitted, x: Double, y: Double) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout(fitted.slot))
    }

    /// A note in lines `width` wide, centred on x or starting there (ruler figures, the
    /// calibration page's text, which covers the outlines behind it with white).
    func note(_ text: String, size: Double, x: Double, y: Double, width: Double, centred: Bool = true, background: Bool = false) {
        let layout = layout(Self.noteSlot)
        set(layout, text, size: size, bold: false, width: width, lines: 20, ellipsize: false)
        pango_layout_set_alignment(layout, centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        let left = centred ? x - width / 2 : x
        if background {
            let m = measured(layout)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_rectangle(cr, left - 4, y - 3, width + 8, m.height + 6)
            cairo_fill(cr)
        }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, left, y)
        pango_cairo_show_layout(cr, layout)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    }

    /// The calibration page's notes share the number's layout: that page has no labels.
    static let noteSlot = 0
}

@available(*, unavailable) extension LabelCanvas: Sendable {}
