internal import CPango

/// Where a photo's pixels go once its media edits are applied (catalog schema, "Media
/// edits"): turned clockwise by `rotation`, then cropped to a share of the turned photo. One
/// type for the PDF (drawing the stored file) and for re-encoded copies (HTML), so both
/// show the same part of the photo.
struct PhotoGeometry {
    /// Quarter turns clockwise, 0…3.
    let turns: Int
    let rotatedWidth: Double
    let rotatedHeight: Double
    /// The shown share of the turned photo: x, y, width, height in 0…1.
    let crop: (x: Double, y: Double, w: Double, h: Double)

    /// - Parameter crop: `[x, y, width, height]`; ignored when it is not a valid share
    ///   (the whole photo is shown rather than nothing).
    init(width: Double, height: Double, rotation: Int, crop: [Double]?) {
        turns = ((rotation % 360) + 360) % 360 / 90
        rotatedWidth = turns % 2 == 1 ? height : width
        rotatedHeight = turns % 2 == 1 ? width : height
        if let c = crop, c.count == 4, c[2] > 0, c[3] > 0, c[0] >= 0, c[1] >= 0, c[0] + c[2] <= 1.0001, c[1] + c[3] <= 1.0001 {
            self.crop = (c[0], c[1], c[2], c[3])
        } else {
            self.crop = (0, 0, 1, 1)
        }
    }

    var shownWidth: Double { rotatedWidth * crop.w }
    var shownHeight: Double { rotatedHeight * crop.h }

    /// The scale that fits the shown part into a box.
    func scale(fitting maxWidth: Double, _ maxHeight: Double) -> Double {
        guard shownWidth > 0, shownHeight > 0 else { return 0 }
        return min(maxWidth / shownWidth, maxHeight / shownHeight)
    }

    /// Paints `source` (pixels of `width` × `height` before the edits) with its top-left
    /// shown corner at (x, y) and `scale` points per pixel, on white, clipped to the crop.
    func draw(_ source: OpaquePointer, on cr: OpaquePointer, x: Double, y: Double, scale: Double) {
        cairo_save(cr)
        cairo_rectangle(cr, x, y, shownWidth * scale, shownHeight * scale)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        cairo_translate(cr, x - crop.x * rotatedWidth * scale, y - crop.y * rotatedHeight * scale)
        cairo_scale(cr, scale, scale)
        switch turns {
        case 1: cairo_translate(cr, rotatedWidth, 0); cairo_rotate(cr, Double.pi / 2)
        case 2: cairo_translate(cr, rotatedWidth, rotatedHeight); cairo_rotate(cr, Double.pi)
        case 3: cairo_translate(cr, 0, rotatedHeight); cairo_rotate(cr, -Double.pi / 2)
        default: break
        }
        cairo_set_source_surface(cr, source, 0, 0)
        // Downscaling by a large factor: GOOD uses a box filter, so no moiré.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
