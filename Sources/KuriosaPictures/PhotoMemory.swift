import Foundation
import KuriosaCore

/// The memory the photos being stored at once may hold together (docs/pictures.md, "Memory").
/// Each photo says what it will cost before it starts, from its header (`PhotoCost`), and
/// waits until that fits beside the photos in flight. Without it every core took the next
/// photo whatever its size: on 8 cores, 8 turned 24-megapixel JPEGs hold over 1 GB.
public final class PhotoMemory: @unchecked Sendable {
    /// One budget for the process: an import's photo threads, an export's, all share it.
    /// 440 MiB leaves room under 512 MB for the rest of an import (catalog, rows, sealing:
    /// about 40 MB), and takes a 102-megapixel medium-format portrait photo (448 MB to turn).
    public static let shared = PhotoMemory(bytes: 440 << 20)

    public let capacity: Int
    private let condition = NSCondition()
    private var inUse = 0

    public init(bytes: Int) { capacity = bytes }

    /// Runs `body` once `bytes` fit beside the photos in flight. A photo that costs more than
    /// the whole budget is refused (`tooComplex`, named in the import report as
    /// `photo_too_complex`): however it is stored, it would take the import past its bound.
    /// The wait asks `cancellation` every 50 ms and throws `cancelled` once it is cancelled.
    func reserving<T>(_ bytes: Int, cancellation: CancellationToken?,
                      _ body: () throws(PictureError) -> T) throws(PictureError) -> T {
        guard bytes <= capacity else {
            throw .tooComplex("storing it would hold about \(bytes >> 20) MB, more than the \(capacity >> 20) MB photos may hold at once")
        }
        let taken = max(bytes, 0)
        condition.lock()
        while inUse + taken > capacity {
            if cancellation?.isCancelled == true {
                condition.unlock()
                throw .cancelled
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
        inUse += taken
        condition.unlock()
        defer {
            condition.lock()
            inUse -= taken
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// Bytes held by the photos running now (tests).
    public var held: Int { condition.withLock { inUse } }
}
