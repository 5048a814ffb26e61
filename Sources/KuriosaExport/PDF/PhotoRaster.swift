internal import CPango
import Foundation
import KuriosaPictures

/// Photos as pixels, for the two places an export cannot embed the stored file as it is:
/// the detail pages of a report (an original of many megapixels that its thumbnail does not
/// cover is drawn from a copy at 200 dpi as drawn, `PDFRenderer.printPicture`, so a report of
/// hundreds of photos stays small) and HTML (an
/// `<img>` has no crop that prints reliably, so edited photos are sent already turned and
/// cropped). Decoding, scaling and encoding are KuriosaPictures', as for import and previews.
enum PhotoRaster {
    /// A JPEG at most `longSide` px on its long side. A stored JPEG that is no larger is
    /// returned as it is (never re-encoded); a larger one is decoded at a reduced DCT scale,
    /// scaled once and encoded again; a PNG (a cut-out) is put on white. nil when the data
    /// cannot be read.
    static func downscaled(_ data: Data, longSide: Int, quality: Int32 = 80) -> Data? {
        if let size = PDFCanvas.jpegSize(data), max(size.width, size.height) <= longSide { return data }
        guard let source = try? PictureDecoder.decode(data, bounds: .photo, minLongSide: longSide),
              let scaled = try? PictureScaler.scaled(source, longSide: longSide),
              let jpeg = try? JPEGCodec.encode(scaled, quality: Int(quality)) else { return nil }
        return Data(jpeg)
    }

    /// The photo turned and cropped as edited, on white, as a JPEG (for HTML).
    static func edited(_ data: Data, rotation: Int, crop: [Double]?, quality: Int32 = 85) -> Data? {
        guard let source = try? PictureDecoder.decode(data, bounds: .photo) else { return nil }
        let geometry = PhotoGeometry(width: Double(source.width), height: Double(source.height), rotation: rotation, crop: crop)
        let width = max(1, Int(geometry.shownWidth.rounded())), height = max(1, Int(geometry.shownHeight.rounded()))
        guard let target = Bitmap(width: width, height: height), let cr = cairo_create(target.cairoSurface) else { return nil }
        geometry.draw(source.cairoSurface, on: cr, x: 0, y: 0, scale: 1)
        cairo_destroy(cr)
        return (try? JPEGCodec.encode(target, quality: Int(quality))).map { Data($0) }
    }

    /// A cairo surface of a PNG's pixels on white (the caller destroys it), for drawing.
    static func surface(_ data: Data) -> OpaquePointer? {
        guard let bitmap = try? PictureDecoder.decode(data, bounds: .photo) else { return nil }
        return cairo_surface_reference(bitmap.cairoSurface)
    }
}
