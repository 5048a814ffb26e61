import Foundation

/// The picture of a `link_preview` row: a JPEG without metadata, at most 800 px on its long
/// side, transparent parts on white, with its size in pixels.
public struct PreviewPicture: Sendable, Hashable {
    public var jpeg: Data
    public var width: Int
    public var height: Int

    public init(jpeg: Data, width: Int, height: Int) {
        self.jpeg = jpeg
        self.width = width
        self.height = height
    }
}
