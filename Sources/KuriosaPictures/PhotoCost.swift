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

    /// A picture decoded and encoded again (`StoredPhoto.reencoded`): an upright or mirrored
    /// baseline JPEG row by row, about a byte a pixel for the JPEG written; otherwise decoded whole,
    /// packed (JPEG 3 bytes a pixel, PNG 4), plus the JPEG written.
    static func reencoded(_ bytes: [UInt8], pixels: Int, orientation: Int, png: Bool) -> Int {
        let streams = !png && orientation <= 2 && !isProgressiveJPEG(bytes)
        let perPixel = streams ? 1 : (png ? 4 : 3) + 1
        return bytes.count + perPixel * pixels + overhead
    }

    /// Whether the first frame header is a progressive one (SOF2, SOF6, SOF10, SOF14).
    static func isProgressiveJPEG(_ bytes: [UInt8]) -> Bool {
        var i = 2
        while i + 3 < bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) { return [0xC2, 0xC6, 0xCA, 0xCE].contains(marker) }
            if marker == 0xDA { return false }
            i += 2 + (Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]))
        }
        return false
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
