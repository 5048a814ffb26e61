import Foundation
import KuriosaCore

/// A photo as a library stores it (library package format: JPEG, upright, no metadata) with
/// its 640-pixel thumbnail, and how it got so (docs/pictures.md, "Photos").
public struct StoredPhoto: Sendable {
    /// How the stored JPEG was made from the file.
    public enum Storage: Sendable, Equatable {
        /// The file's own DCT coefficients, metadata dropped, turned by a lossless transform.
        case lossless
        /// As `lossless`, with the partial MCU blocks of an edge cut off by the turn (at most
        /// 15 px of one or two edges), as `jpegtran -trim` does.
        case losslessTrimmed
        /// Decoded and encoded again (quality 92): a PNG, or a JPEG TurboJPEG cannot
        /// transform; the text says why.
        case reencoded(String)
    }

    public static let thumbnailLongSide = 640
    /// JPEG quality of re-encoded originals and of thumbnails.
    public static let originalQuality = 92
    public static let thumbnailQuality = 85

    public let original: [UInt8]
    public let thumbnail: [UInt8]
    public let width: Int
    public let height: Int
    public let storage: Storage

    /// The stored form of a photo file's bytes: a JPEG kept as it is where it can be, a PNG,
    /// GIF or WebP encoded as JPEG. The photo waits until its cost
    /// fits in `memory` beside the photos being stored on other threads.
    public static func make(_ bytes: [UInt8], bounds: PictureBounds = .photo, memory: PhotoMemory = .shared) throws(PictureError) -> StoredPhoto {
        switch PictureFormat(sniffing: bytes) {
        case .jpeg:
            let orientation = EXIFOrientation.ofJPEG(bytes)
            // The caps first: a refused photo neither waits nor holds memory.
            let (width, height) = try JPEGCodec.check(bytes, bounds: bounds)
            let cost = PhotoCost.losslessJPEG(bytes, orientation: orientation)
            let rewrite = PhotoCost.reencoded(bytes, pixels: width * height, orientation: orientation, png: false)
            // A lossless turn holds the file's coefficients (twice when turned); above the
            // budget the photo is decoded and encoded again instead, in a fraction of that.
            if cost > memory.capacity && rewrite < cost {
                let why = "keeping it lossless would hold \(cost >> 20) MB, more than the \(memory.capacity >> 20) MB photos may hold at once"
                return try memory.reserving(rewrite, cancellation: bounds.cancellation) { () throws(PictureError) in
                    try reencoded(bytes, orientation: orientation, bounds: bounds, why: why)
                }
            }
            let outcome = try memory.reserving(cost, cancellation: bounds.cancellation) { () throws(PictureError) in
                try jpeg(bytes, orientation: orientation, width: width, height: height, bounds: bounds)
            }
            switch outcome {
            case .stored(let photo): return photo
            case .reencode(let why, let left):
                return try memory.reserving(rewrite, cancellation: bounds.cancellation) { () throws(PictureError) in
                    try reencoded(bytes, orientation: orientation, bounds: left, why: why)
                }
            }
        case .png:
            let orientation = EXIFOrientation.ofPNG(bytes)
            guard let header = PictureHeader(prefix: bytes) else { throw .undecodable("png") }
            try bounds.check(header, fileSize: bytes.count)
            let pixels = header.width * header.height
            if orientation == 1, !isInterlacedPNG(bytes) {
                let cost = PhotoCost.streamedPNG(pixels: pixels, fileSize: bytes.count)
                if let streamed = try memory.reserving(cost, cancellation: bounds.cancellation, { () throws(PictureError) in
                    try streamedPNG(bytes, bounds: bounds)
                }) { return streamed }
            }
            let cost = PhotoCost.reencoded(bytes, pixels: pixels, orientation: orientation, png: true)
            return try memory.reserving(cost, cancellation: bounds.cancellation) { () throws(PictureError) in
                try reencoded(bytes, orientation: orientation, bounds: bounds, why: "a PNG, stored as JPEG")
            }
        case .gif, .webp:
            // No orientation of their own; the first frame of an animation is the photo.
            guard let header = PictureHeader(prefix: bytes) else { throw .undecodable(PictureFormat(sniffing: bytes)?.rawValue ?? "") }
            try bounds.check(header, fileSize: bytes.count)
            let gif = PictureFormat(sniffing: bytes) == .gif
            let cost = PhotoCost.reencoded(bytes, pixels: header.width * header.height, orientation: 1, png: true)
            return try memory.reserving(cost, cancellation: bounds.cancellation) { () throws(PictureError) in
                try reencoded(bytes, orientation: 1, bounds: bounds, why: gif ? "a GIF, stored as JPEG (an animation: its first picture)" : "a WebP, stored as JPEG")
            }
        case nil: throw .unsupported
        }
    }

    /// A JPEG stored losslessly, or why it must be decoded and encoded again (with the time
    /// left), which costs other memory.
    enum JPEGOutcome {
        case stored(StoredPhoto)
        case reencode(String, PictureBounds)
    }

    static func jpeg(_ bytes: [UInt8], orientation: Int, width fileWidth: Int, height fileHeight: Int,
                     bounds: PictureBounds) throws(PictureError) -> JPEGOutcome {
        let clock = PhotoClock(bounds)
        let turned: [UInt8]
        do throws(PictureError) {
            try clock.check()
            turned = try JPEGCodec.transformed(bytes, orientation: orientation)
        } catch {
            if error == .timedOut || error == .cancelled { throw error }
            let detail = if case .undecodable(let text) = error { text } else { error.description }
            return .reencode("no lossless transform of it: \(detail)", clock.remaining)
        }
        // The transform gave the file's own frame: its size is read from the header alone.
        let (width, height) = try JPEGCodec.size(turned)
        let original = JPEGMarkers.inserting(JPEGMarkers.iccSegments(bytes), into: turned)
        let swaps = orientation >= 5 && orientation <= 8
        let trimmed = width != (swaps ? fileHeight : fileWidth) || height != (swaps ? fileWidth : fileHeight)
        // The thumbnail from the file decoded at the smallest DCT scale that covers it,
        // turned and scaled in one pass.
        try clock.check()
        let small = try PictureDecoder.decode(bytes, bounds: clock.remaining, minLongSide: thumbnailLongSide)
        let thumbnail = try PictureScaler.scaled(small, longSide: thumbnailLongSide, orientation: orientation)
        return .stored(StoredPhoto(original: original, thumbnail: try JPEGCodec.encode(thumbnail, quality: thumbnailQuality),
                                   width: width, height: height, storage: trimmed ? .losslessTrimmed : .lossless))
    }
}

/// One photo's deadline and stop across its steps: the lossless transform has no progress
/// hook, so the clock and the stop are asked before and after it, and each decode gets the
/// time that is left.
struct PhotoClock {
    let bounds: PictureBounds
    /// CLOCK_MONOTONIC seconds when the photo's time is up; nil: no deadline.
    let end: Double?

    init(_ bounds: PictureBounds) {
        self.bounds = bounds
        end = bounds.seconds.map { Self.now() + $0 }
    }

    /// Throws `timedOut` past the deadline, `cancelled` once the stop says so.
    func check() throws(PictureError) {
        if let end, Self.now() > end { throw .timedOut }
        if bounds.cancellation?.isCancelled == true { throw .cancelled }
    }

    /// The bounds with the time that is left.
    var remaining: PictureBounds {
        var left = bounds
        if let end { left.seconds = max(0.001, end - Self.now()) }
        return left
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
