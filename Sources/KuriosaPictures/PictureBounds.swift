internal import CImageShims
import KuriosaCore

/// What decoding one picture may cost (docs/pictures.md, "Bounds"). Every decode is given
/// one: the pixel cap and the pixels-per-byte cap are checked from the header before
/// anything is allocated (and by `check(prefix:fileSize:)` before a file is read whole),
/// the scan count of a progressive JPEG before its first scan is decoded, and the deadline
/// and `cancellation` all along every decode: each row of MCUs of a JPEG, each 8 KiB of a
/// PNG's compressed data and each of its rows, each line of a GIF, each 32 KiB of a WebP.
public struct PictureBounds: Sendable {
    /// Declared width × height above this is refused (`tooManyPixels`).
    public var maximumPixels: UInt64
    /// Progressive JPEGs of more scans are refused (`tooComplex`): each scan is a pass over
    /// the whole picture, and ordinary encoders write at most a dozen.
    public var maximumScans: Int = 100
    /// More than this many declared pixels per byte of the file is refused above
    /// `pixelsPerByteFloor` pixels (`tooComplex`): a camera's JPEG holds 2–10 pixels a byte,
    /// a flat scan a few hundred; a 401-byte file claiming 120 megapixels, 300,000.
    public var maximumPixelsPerByte: UInt64 = 2_000
    public var pixelsPerByteFloor: UInt64 = 4_000_000
    /// Seconds one decode may take (`timedOut`); nil: no deadline.
    public var seconds: Double?
    /// Asked while a picture decodes (any format); cancelled stops it (`cancelled`): Ctrl-C.
    public var cancellation: CancellationToken?
    /// The fuzz harness's stop after as many polls as its input says (it is compiled into this
    /// module); asked instead of `cancellation` when set.
    var poll: (@Sendable () -> Bool)?

    public init(maximumPixels: UInt64, seconds: Double? = nil, cancellation: CancellationToken? = nil) {
        self.maximumPixels = maximumPixels
        self.seconds = seconds
        self.cancellation = cancellation
    }

    /// Photos of an import and of exports: 135 megapixels (about 540 MB of pixels), 20 s each.
    public static let photo = PictureBounds(maximumPixels: 135_000_000, seconds: 20)

    /// Calls `body` with the C form of the bounds, the deadline starting now.
    func withC<T>(_ body: (UnsafePointer<kq_picture_bounds>) -> T) -> T {
        var c = kq_picture_bounds()
        c.max_pixels = maximumPixels
        c.max_scans = Int32(clamping: maximumScans)
        c.pixels_per_byte = maximumPixelsPerByte
        c.pixels_per_byte_floor = pixelsPerByteFloor
        if let seconds { c.deadline_ns = kq_monotonic_ns() + Int64(seconds * 1e9) }
        guard let ask = poll ?? cancellation.map({ token in { @Sendable in token.isCancelled } }) else { return body(&c) }
        let box = StopBox(ask)
        return withExtendedLifetime(box) {
            c.should_stop = { context in
                guard let context else { return 0 }
                return Unmanaged<StopBox>.fromOpaque(context).takeUnretainedValue().ask() ? 1 : 0
            }
            c.stop_context = Unmanaged.passUnretained(box).toOpaque()
            return body(&c)
        }
    }

    private final class StopBox {
        let ask: @Sendable () -> Bool
        init(_ ask: @escaping @Sendable () -> Bool) { self.ask = ask }
    }
}

extension PictureError {
    /// The error for a shim's code; nil for KQ_IMAGE_OK.
    init?(code: Int32, format: PictureFormat, width: Int32, height: Int32, message: String) {
        switch Int(code) {
        case Int(KQ_IMAGE_OK): return nil
        case Int(KQ_IMAGE_TOO_MANY_PIXELS): self = .tooManyPixels(width: Int(width), height: Int(height))
        case Int(KQ_IMAGE_TOO_COMPLEX): self = .tooComplex(message.isEmpty ? format.rawValue : message)
        case Int(KQ_IMAGE_TIMED_OUT): self = .timedOut
        case Int(KQ_IMAGE_CANCELLED): self = .cancelled
        case Int(KQ_IMAGE_NO_MEMORY): self = .noMemory
        default: self = .undecodable(message.isEmpty ? format.rawValue : "\(format.rawValue): \(message)")
        }
    }
}

extension PictureError {
    /// A C message buffer as text.
    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
