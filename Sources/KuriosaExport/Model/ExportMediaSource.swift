import Foundation
import KuriosaStore

/// Where renderers get the bytes of photos: an unlocked library, or anything a test makes.
/// A missing or unreadable file gives nil and the piece is shown without that photo.
public protocol ExportMediaSource {
    /// The thumbnail (a small JPEG) of a photo.
    func thumbnail(id: String) -> Data?
    /// The original file of a photo or document.
    func original(id: String) -> Data?
}

extension Library: ExportMediaSource {
    public func thumbnail(id: String) -> Data? { try? readMedia(id: id, kind: .thumbnail) }
    public func original(id: String) -> Data? { try? readMedia(id: id, kind: .original) }
}

/// No media at all: a plain catalog file (`--catalog`) has no package to read from.
public struct NoMedia: ExportMediaSource {
    public init() {}
    public func thumbnail(id: String) -> Data? { nil }
    public func original(id: String) -> Data? { nil }
}
