import Foundation

/// The memory the photos being stored at once may hold together (docs/pictures.md, "Memory").
/// Each photo says what it will cost before it starts, from its header (`PhotoCost`), and
/// waits until that fits beside the photos in flight. Without it every core took the next
/// photo whatever its size: on 8 cores, 8 turned 24-megapixel JPEGs hold over 1 GB.
public final class PhotoMemory: @unchecked Sendable {
    /// One budget for the process: an import's photo threads, an export's, all share it.
    /// 400 MiB leaves room under 512 MB for the rest of an import (catalog, rows, sealing).
    public static let shared = PhotoMemory(bytes: 400 << 20)

    public let capacity: Int
    private let condition = NSCondition()
    private var inUse = 0
    private var running = 0

    public init(bytes: Int) { capacity = bytes }

    /// Runs `body` once `bytes` fit. A photo that costs more than the whole budget waits until
    /// no other photo runs and then runs alone: its cost is its own, never added to another's.
    /// The wait asks `shouldStop` every 50 ms and throws `cancelled` when it says so.
    func reserving<T>(_ bytes: Int, shouldStop: (@Sendable () -> Bool)?,
                      _ body: () throws(PictureError) -> T) throws(PictureError) -> T {
        let taken = min(max(bytes, 0), capacity)
        condition.lock()
        while running > 0 && inUse + taken > capacity {
            if shouldStop?() == true {
                condition.unlock()
                throw .cancelled
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
        inUse += taken
        running += 1
        condition.unlock()
        defer {
            condition.lock()
            inUse -= taken
            running -= 1
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// Bytes held by the photos running now (tests).
    public var held: Int { condition.withLock { inUse } }
}
