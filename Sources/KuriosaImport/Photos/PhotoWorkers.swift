import Foundation

/// The threads that store an import's photos (`StoredPhoto`: transform, thumbnail), one a
/// core, taking jobs in the order they were given (docs/import.md#photos).
///
/// Why not `concurrentPerform` over a batch: a batch waits for its slowest photo (a turned
/// photo costs about a third more than an upright one), so a core stood idle at the end of
/// every batch, and the thread that handed batches over waited too. Here the mapping thread
/// only hands jobs in; both cores take the next photo as soon as they finish one, while the
/// writing thread seals the photos done before. Jobs whose row nobody waits for any more (the
/// import failed or was stopped) are skipped.
final class PhotoWorkers: @unchecked Sendable {
    /// One pool for the process: idle threads cost nothing, and an import never waits for
    /// another's threads to start.
    static let shared = PhotoWorkers(threads: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var head = 0

    init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "kuriosa photos \(index + 1)"
            // A photo needs about 1 MB of stack at most (libjpeg keeps its state on the heap).
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Runs `job` on the next free thread, after the jobs given before it.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while head == jobs.count { condition.wait() }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job()
        }
    }
}
