import Foundation
import KuriosaPictures

/// Whether the exports can show a stored picture, asked by `kuriosa check` (#28). An
/// authentic media file (its KEF1 records verify) whose bytes are no picture, or whose header
/// declares 60000 × 60000 pixels, passed `check`, and the insurance PDF then left the photo
/// out. The header is read by the picture's own library and held to the bounds every decode
/// of a photo has (docs/pictures.md, "Bounds") and to what a PDF page can embed; `deep`
/// decodes the whole picture too (at libjpeg's smallest scale: every coefficient is still
/// read, for a fraction of the memory).
public enum StoredPictureCheck {
    /// nil when the picture can be drawn; otherwise what is wrong, in words.
    public static func problem(_ data: Data, pngExpected: Bool, deep: Bool) -> String? {
        let expected = pngExpected ? PictureFormat.png : .jpeg
        guard let format = PictureFormat(sniffing: data) else {
            return "not a picture: the library package format stores \(expected.rawValue.uppercased()) here"
        }
        guard format == expected else {
            return "a \(format.rawValue.uppercased()) picture, where the library package format stores \(expected.rawValue.uppercased())"
        }
        guard let header = PictureHeader(prefix: [UInt8](data.prefix(PictureHeader.prefixBytes))) else {
            return "its \(format.rawValue.uppercased()) header cannot be read (the picture is damaged)"
        }
        do throws(PictureError) {
            try PictureBounds.photo.check(header, fileSize: data.count)
        } catch {
            let why = if case .tooManyPixels = error {
                "more than the \(PictureBounds.photo.maximumPixels.formatted(.number.locale(Locale(identifier: "en_US")))) a photo may have"
            } else { "\(error)" }
            return "declares \(header.width) × \(header.height) pixels, \(why); no export can draw it"
        }
        if max(header.width, header.height) >= PDFCanvas.maximumSide {
            return "declares \(header.width) × \(header.height) pixels: a side of \(PDFCanvas.maximumSide) px or more cannot be drawn on a PDF page"
        }
        guard deep else { return nil }
        do throws(PictureError) {
            _ = try PictureDecoder.decode(data, bounds: .photo, minLongSide: 1)
        } catch {
            return "cannot be decoded: \(error)"
        }
        return nil
    }
}
