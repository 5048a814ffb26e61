internal import CTurboJPEG
import Foundation

/// What storing one photo will hold in memory at most, from its header, before any of it is
/// decoded (`PhotoMemory`). The figures are the buffers of each step, measured against the
/// peak resident memory of imports (docs/pictures.md, "Memory"); the file's own bytes, read
/// whole before, count too.
enum PhotoCost {
    /// Thumbnail, encoder state, rows: what every photo holds besides its big buffers.
    static let overhead = 8 << 20

    /// A JPEG kept losslessly: TurboJPEG's transform holds every DCT coefficient of the file
    /// (2 bytes each: 3 bytes a pixel at 4:2:0, 6 at 4:4:4) and, for a turn, a second set for
    /// the result; the result is about the file's size. The thumbnail's decode (a progressive
    /// file's coefficients again) comes after the transform freed its own.
    static func losslessJPEG(_ bytes: [UInt8], orientation: Int) -> Int {
        let (pixels, coefficientBytes) = coefficients(bytes)
        let sets = orientation <= 2 ? 1 : 2
        return 2 * bytes.count + sets * Int(Double(pixels) * coefficientBytes) + overhead
    }

    /// A picture decoded whole and encoded again: 4 bytes a pixel decoded (PNG: another 4
    /// for its RGBA first), 4 more for the upright copy of a turned one, about one for the
    /// JPEG written.
    static func reencoded(pixels: Int, fileSize: Int, orientation: Int, png: Bool) -> Int {
        let perPixel = 4 + (png ? 4 : 0) + (orientation == 1 ? 0 : 4) + 1
        return fileSize + perPixel * pixels + overhead
    }

    /// A PNG streamed into its JPEG: the JPEG written (about a byte a pixel at most, with the
    /// growth of libjpeg's buffer), a few rows, the shrunk copy.
    static func streamedPNG(pixels: Int, fileSize: Int) -> Int { fileSize + pixels + overhead }

    /// Pixels and bytes of coefficients a pixel, from the JPEG's sampling; a file TurboJPEG
    /// cannot classify counts as four full components (CMYK at 4:4:4:4).
    static func coefficients(_ bytes: [UInt8]) -> (pixels: Int, perPixel: Double) {
        guard let handle = tjInitDecompress() else { return (0, 8) }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        let pixels = Int(max(width, 0)) * Int(max(height, 0))
        guard status == 0 else { return (pixels, 8) }
        if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) { return (pixels, 8) }
        switch subsampling {
        case Int32(TJSAMP_444.rawValue): return (pixels, 6)
        case Int32(TJSAMP_422.rawValue), Int32(TJSAMP_440.rawValue): return (pixels, 4)
        case Int32(TJSAMP_420.rawValue), Int32(TJSAMP_411.rawValue): return (pixels, 3)
        case Int32(TJSAMP_GRAY.rawValue): return (pixels, 2)
        default: return (pixels, 8)
        }
    }
}
