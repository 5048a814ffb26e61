import Foundation
import KuriosaStore

/// Where renderers get the bytes of photos: an unlocked library, or anything a test makes.
/// A missing or unreadable file gives nil and the piece is shown without that photo.
public protocol ExportMediaSource {
    /// The thumbnail (a small JPEG) of a photo.
    func thumbnail(id: String) -> Data?
    /// The original file of a photo or document.
    func original(id: String) -> Data?
    /// A photo's cut-out (PNG, transparent around the subject).
    func cutout(id: String) -> Data?
    /// The thumbnail of a photo's cut-out.
    func cutoutThumbnail(id: String) -> Data?
}

extension ExportMediaSource {
    public func cutout(id: String) -> Data? { nil }
    public func cutoutThumbnail(id: String) -> Data? { nil }

    /// What a list shows of a photo: the cut-out's thumbnail when it is shown, else the
    /// thumbnail.
    func listPicture(_ photo: ExportMedia) -> Data? {
        photo.showsCutout ? cutoutThumbnail(id: photo.id) ?? cutout(id: photo.id) : thumbnail(id: photo.id)
    }

    /// The full-size picture a detail page starts from: the cut-out or the original, else
    /// (a library missing the file) the thumbnail.
    func fullPicture(_ photo: ExportMedia) -> Data? {
        (photo.showsCutout ? cutout(id: photo.id) : original(id: photo.id)) ?? listPicture(photo)
    }
}

extension Library: ExportMediaSource {
    public func thumbnail(id: String) -> Data? { try? readMedia(id: id, kind: .thumbnail) }
    public func original(id: String) -> Data? { try? readMedia(id: id, kind: .original) }
    public func cutout(id: String) -> Data? { try? readMedia(id: id, kind: .cutout) }
    public func cutoutThumbnail(id: String) -> Data? { try? readMedia(id: id, kind: .cutoutThumbnail) }
}

/// No media at all: a plain catalog file (`--catalog`) has no package to read from.
public struct NoMedia: ExportMediaSource {
    public init() {}
    public func thumbnail(id: String) -> Data? { nil }
    public func original(id: String) -> Data? { nil }
}
