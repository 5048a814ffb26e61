internal import CPango

/// The one scaler of the toolkit: cairo, filter GOOD (a box filter when shrinking a lot, so
/// thin lines do not alias away; bilinear otherwise), edges padded from the picture. It turns
/// a picture upright by its EXIF orientation in the same pass, pixel for pixel when the size
/// stays (filter NEAREST, so no pixel is blended).
public enum PictureScaler {
    /// The size of `width` × `height` fitted into a long side of `longSide` (never enlarged,
    /// never below 1 px, the aspect kept).
    public static func fitted(width: Int, height: Int, longSide: Int) -> (width: Int, height: Int) {
        let long = max(width, height)
        guard long > longSide else { return (width, height) }
        let scale = Double(longSide) / Double(long)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The bitmap turned upright for `orientation` (EXIF 1–8; anything else is 1) and
    /// scaled so its long side is at most `longSide`. The same bitmap when neither applies.
    public static func scaled(_ bitmap: Bitmap, longSide: Int = .max, orientation: Int = 1) throws(PictureError) -> Bitmap {
        let turn = (1...8).contains(orientation) ? orientation : 1
        let swaps = turn >= 5
        let uprightWidth = swaps ? bitmap.height : bitmap.width, uprightHeight = swaps ? bitmap.width : bitmap.height
        let (width, height) = fitted(width: uprightWidth, height: uprightHeight, longSide: longSide)
        if turn == 1 && width == bitmap.width && height == bitmap.height { return bitmap }
        guard let target = Bitmap(width: width, height: height), let cr = cairo_create(target.cairoSurface) else {
            throw .encodingFailed("cairo surface \(width)×\(height)")
        }
        defer { cairo_destroy(cr) }
        cairo_set_source_surface(cr, bitmap.cairoSurface, 0, 0)
        let pattern = cairo_get_source(cr)
        // The pattern's matrix maps a target point to the stored picture: scaled back to the
        // upright size, then to where EXIF says that point is stored.
        let kx = Double(uprightWidth) / Double(width), ky = Double(uprightHeight) / Double(height)
        let w = Double(bitmap.width), h = Double(bitmap.height)
        var matrix = cairo_matrix_t()
        switch turn {
        case 2: cairo_matrix_init(&matrix, -kx, 0, 0, ky, w, 0)
        case 3: cairo_matrix_init(&matrix, -kx, 0, 0, -ky, w, h)
        case 4: cairo_matrix_init(&matrix, kx, 0, 0, -ky, 0, h)
        case 5: cairo_matrix_init(&matrix, 0, kx, ky, 0, 0, 0)
        case 6: cairo_matrix_init(&matrix, 0, -kx, ky, 0, 0, h)
        case 7: cairo_matrix_init(&matrix, 0, -kx, -ky, 0, w, h)
        case 8: cairo_matrix_init(&matrix, 0, kx, -ky, 0, w, 0)
        default: cairo_matrix_init(&matrix, kx, 0, 0, ky, 0, 0)
        }
        cairo_pattern_set_matrix(pattern, &matrix)
        let exact = width == uprightWidth && height == uprightHeight
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw .encodingFailed("cairo scaling") }
        cairo_surface_flush(target.cairoSurface)
        return target
    }
}
