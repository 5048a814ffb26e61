internal import CCrypto
import Foundation

/// Random UUID v4s handed out in ascending order, for a writer that knows how many rows it
/// will add (an import: one piece and one history entry per CSV row).
///
/// Why: every ID is a key of an SQLite index (the table's primary key, `history_entity`,
/// `item_search`, `item_tag`). Random keys land all over each index, so every insert touches
/// a page the page cache no longer holds and splits pages to about 70 % full; ascending keys
/// append at the right edge, which keeps the path in the cache and leaves full pages (the
/// 100,000-row import's catalog is about 9 % smaller and its inserts faster).
///
/// How: the first 48 bits of the n IDs are the order statistics of n uniform samples, made
/// one at a time from the largest down (`max = U^(1/n)`, then each next one the previous
/// times `V^(1/k)`), so no list of n IDs is ever held; the other 74 random bits are drawn
/// as usual. Each ID is still uniformly distributed and the set of IDs is a random set; only
/// the order in which they are handed out is sorted. After n IDs, or when a test sets
/// `SecureRandom.sequence` (which must see the same order of draws as the general writer),
/// it gives what `UUIDBatch` gives.
public struct AscendingUUIDs: Sendable {
    private var remaining: Int
    /// 1 − the last order statistic handed out: the samples are made from the top down.
    private var complement = 1.0
    private var batch = UUIDBatch()
    private var pool = [UInt8](repeating: 0, count: 4096)
    private var position = 4096

    /// - Parameter count: how many IDs are handed out in order; more are plain random IDs.
    public init(count: Int) {
        remaining = max(0, count)
    }

    public mutating func next() -> String {
        guard remaining > 0, SecureRandom.sequence == nil, refill() else { return batch.next() }
        // V in (0, 1] from 53 random bits; the next smaller order statistic of `remaining`
        // samples below the previous one.
        let bits = pool.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: UInt64.self) } >> 11
        let v = (Double(bits) + 1) / 9_007_199_254_740_992
        complement *= Foundation.pow(v, 1 / Double(remaining))
        remaining -= 1
        // Handing out 1 − sample from the largest sample down gives ascending values.
        let top = min(UInt64((1 - complement) * 281_474_976_710_656), (1 << 48) - 1)
        return pool.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<6 { buffer[position + 8 + i] = UInt8(truncatingIfNeeded: top >> (40 - 8 * UInt64(i))) }
            defer { position += 24 }
            return UUIDText.format(UnsafeBufferPointer(rebasing: buffer[position + 8..<position + 24]))
        }
    }

    /// 24 fresh random bytes at `position`: 8 for V, 16 for the ID. False without OpenSSL's
    /// generator (never seen), and then the IDs are plain random ones.
    private mutating func refill() -> Bool {
        guard position + 24 > pool.count else { return true }
        let ok = pool.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32($0.count)) } == 1
        position = ok ? 0 : pool.count
        return ok
    }
}
