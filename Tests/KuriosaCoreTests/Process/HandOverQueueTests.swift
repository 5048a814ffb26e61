import Foundation
import KuriosaCore
import Testing

/// `HandOverQueue`: order, the bound on what waits, the producer's error after its items,
/// and a consumer that gives up while the producer is blocked on a full queue.
@Suite("hand-over queue between two threads")
struct HandOverQueueTests {
    struct Broken: Error {}

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test("10,000 items arrive in order; never more than the capacity wait; the error comes last")
    func orderBoundAndError() throws {
        let queue = HandOverQueue<Int>(capacity: 3)
        let waiting = Counter()
        let producer = Thread {
            for i in 0..<10_000 { _ = queue.put(i); waiting.add() }
            queue.finish(Broken())
        }
        producer.start()
        var taken: [Int] = []
        #expect(throws: Broken.self) {
            while let i = try queue.next() {
                taken.append(i)
                // The producer is at most `capacity` items (plus the one it is putting) ahead.
                #expect(waiting.count - taken.count <= queue.capacity + 1)
            }
        }
        #expect(taken == Array(0..<10_000))
    }

    @Test("a consumer that gives up stops a producer blocked on a full queue, and waits for it")
    func cancelStopsTheProducer() throws {
        let queue = HandOverQueue<Int>(capacity: 2)
        let finished = Counter()
        let producer = Thread {
            var i = 0
            while queue.put(i) { i += 1 }
            finished.add()
            queue.finish(nil)
        }
        producer.start()
        #expect(try queue.next() == 0)
        queue.cancelAndWait()
        #expect(finished.count == 1)
    }
}
