/// Decoded pixels, 8-bit RGB, rows packed: the one form photos pass through between
/// decoding, turning upright, scaling, and encoding.
public struct RGBImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes, row after row.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image turned upright for an EXIF orientation (1–8; anything else is 1). Each
    /// output pixel is taken from the stored pixel the tag says belongs there.
    public func upright(orientation: Int) -> RGBImage {
        guard (2...8).contains(orientation) else { return self }
        let swaps = orientation >= 5
        let outWidth = swaps ? height : width
        let outHeight = swaps ? width : height
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = Self.source(x: x, y: y, orientation: orientation, width: width, height: height)
                        let from = (sy * width + sx) * 3
                        let to = (y * outWidth + x) * 3
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return RGBImage(width: outWidth, height: outHeight, pixels: out)
    }

    /// Where the upright pixel (x, y) is in the stored image (EXIF 2.3, tag 0x0112: the stored
    /// row 0 is shown at the top (1), flipped (2), at the bottom turned (3), …).
    static func source(x: Int, y: Int, orientation: Int, width: Int, height: Int) -> (Int, Int) {
        switch orientation {
        case 2: return (width - 1 - x, y)
        case 3: return (width - 1 - x, height - 1 - y)
        case 4: return (x, height - 1 - y)
        case 5: return (y, x)
        case 6: return (y, height - 1 - x)
        case 7: return (width - 1 - y, height - 1 - x)
        case 8: return (width - 1 - y, x)
        default: return (x, y)
        }
    }
}
