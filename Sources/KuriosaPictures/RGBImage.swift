/// Pixels as packed 8-bit RGB, rows packed: how tests and fixtures make and compare
/// pictures. The pipeline itself works on `Bitmap`.
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
}
