internal import CImageShims
internal import CTurboJPEG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// JPEG out of the pipeline: encoding a bitmap with libjpeg (a JFIF header and nothing else:
/// no EXIF, XMP, IPTC or comment), and the lossless transform of a stored JPEG through
/// TurboJPEG, which keeps the DCT coefficients as they are.
public enum JPEGCodec {
    /// A baseline JPEG of the bitmap. `optimize`: optimized Huffman tables (smaller, slower).
    public static func encode(_ bitmap: Bitmap, quality: Int = 90, optimize: Bool = false) throws(PictureError) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = kq_jpeg_encode(bitmap.data, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.stride), KQ_JPEG_CAIRO_RGB24,
                                    Int32(quality), optimize ? 1 : 0, &out, &size, &message, message.count)
        guard status == Int32(KQ_IMAGE_OK), let out else { throw .encodingFailed("jpeg: " + PictureError.text(message)) }
        defer { kq_image_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// Packed RGB to JPEG (fixtures and tests).
    public static func encode(_ image: RGBImage, quality: Int = 90) throws(PictureError) -> [UInt8] {
        guard let bitmap = Bitmap(image) else { throw .noMemory }
        return try encode(bitmap, quality: quality)
    }

    /// Any picture to packed RGB at full size (tests and comparisons).
    public static func decode(_ bytes: [UInt8], bounds: PictureBounds = .photo) throws(PictureError) -> RGBImage {
        try PictureDecoder.decode(bytes, bounds: bounds).rgb
    }

    /// The declared size of a JPEG and whether it is within `bounds` (pixels, pixels a byte,
    /// scans), read from its header and markers without decoding.
    public static func check(_ bytes: [UInt8], bounds: PictureBounds) throws(PictureError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let code = bounds.withC { c in
            bytes.withUnsafeBufferPointer { kq_jpeg_check($0.baseAddress, $0.count, c, &width, &height, &message, message.count) }
        }
        if let error = PictureError(code: code, format: .jpeg, width: width, height: height, message: PictureError.text(message)) { throw error }
        return (Int(width), Int(height))
    }

    /// The frame's width and height from the header alone (TurboJPEG reads up to the first
    /// scan): for a JPEG this pipeline made, whose bounds were checked on its source.
    static func size(_ bytes: [UInt8]) throws(PictureError) -> (width: Int, height: Int) {
        guard let handle = tjInitDecompress() else { throw .noMemory }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        guard status == 0, width > 0, height > 0 else { throw .undecodable("jpeg: " + String(cString: tjGetErrorStr2(handle))) }
        return (Int(width), Int(height))
    }

    /// The JPEG turned by the lossless transform an EXIF orientation asks for (1–8), every
    /// marker but the frame's own dropped (TJXOPT_COPYNONE), partial MCU blocks at an edge
    /// that a turn would move inside the picture cut off (TJXOPT_TRIM, as `jpegtran -trim`).
    /// Throws when TurboJPEG cannot transform the file (it is then re-encoded by the caller).
    public static func transformed(_ bytes: [UInt8], orientation: Int) throws(PictureError) -> [UInt8] {
        guard let handle = tjInitTransform() else { throw .noMemory }
        defer { tjDestroy(handle) }
        var transform = tjtransform()
        transform.op = Int32(operation(orientation).rawValue)
        transform.options = TJXOPT_COPYNONE | TJXOPT_TRIM
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            tjTransform(handle, buffer.baseAddress, UInt(buffer.count), 1, &out, &size, &transform, 0)
        }
        defer { if let out { tjFree(out) } }
        guard status == 0, let out, size > 0 else {
            throw .undecodable(String(cString: tjGetErrorStr2(handle)))
        }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// TurboJPEG's transform for an EXIF orientation.
    static func operation(_ orientation: Int) -> TJXOP {
        switch orientation {
        case 2: TJXOP_HFLIP
        case 3: TJXOP_ROT180
        case 4: TJXOP_VFLIP
        case 5: TJXOP_TRANSPOSE
        case 6: TJXOP_ROT90
        case 7: TJXOP_TRANSVERSE
        case 8: TJXOP_ROT270
        default: TJXOP_NONE
        }
    }
}
