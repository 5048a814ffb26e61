import Foundation

/// What one producing thread hands to one consuming thread, in order, at most `capacity`
/// items waiting, so that memory holds a few items whatever the length of the run: the
/// import's mapped rows (`RowPipeline`), the labels' drawn pages (`LabelRenderer`). The
/// producer ends with `finish` (its error, if any); the consumer takes items with `next` and,
/// however it ends, calls `cancelAndWait`, which the producer sees at its next `put` and
/// which returns once the producer has finished, so nothing it made outlives the run.
public final class HandOverQueue<Element>: @unchecked Sendable {
    // Every property is read and written with `condition` locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false
    public let capacity: Int

    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Waits for room; false when the consumer has given up and the producer should stop.
    public func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The producer's last word: everything is in, or why not.
    public func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next item in order; nil after the last.
    /// - Throws: the producer's error, once the items before it are taken.
    public func next() throws -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !finished { condition.wait() }
        if !items.isEmpty {
            condition.broadcast()
            return items.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the producer at its next `put`, lets go of what it handed over and not yet taken,
    /// and waits until it has called `finish`.
    public func cancelAndWait() {
        condition.lock()
        cancelled = true
        items.removeAll()
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
