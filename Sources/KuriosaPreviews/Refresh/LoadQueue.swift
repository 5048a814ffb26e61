import Foundation

/// The links waiting to be loaded, handed to worker threads so that at most `perHost` loads
/// to one host run at once, and the outcomes handed back to the thread that writes the
/// catalog (SQLite handles stay on one thread).
final class LoadQueue: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    struct Job: Sendable {
        let index: Int
        let url: String
        let host: String
    }

    private let condition = NSCondition()
    private var pending: [Job]
    private var activePerHost: [String: Int] = [:]
    private var active = 0
    private var finished: [(Int, FetchOutcome)] = []
    private let perHost: Int
    private let cancellation: CancellationFlag

    init(jobs: [Job], perHost: Int, cancellation: CancellationFlag) {
        pending = jobs
        self.perHost = max(1, perHost)
        self.cancellation = cancellation
    }

    /// A worker's next job: the first waiting link whose host has room. Nil when there is
    /// nothing left or the run was cancelled. Waits while every waiting host is busy.
    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if cancellation.isCancelled || pending.isEmpty { return nil }
            if let i = pending.firstIndex(where: { activePerHost[$0.host, default: 0] < perHost }) {
                let job = pending.remove(at: i)
                activePerHost[job.host, default: 0] += 1
                active += 1
                return job
            }
            // Timed, so a cancellation set from a signal handler is seen without a signal here.
            _ = condition.wait(until: Date().addingTimeInterval(0.2))
        }
    }

    func finish(_ job: Job, _ outcome: FetchOutcome) {
        condition.lock()
        activePerHost[job.host, default: 1] -= 1
        active -= 1
        finished.append((job.index, outcome))
        condition.broadcast()
        condition.unlock()
    }

    /// The writer's wait: outcomes as they come; nil when every job is done, or when the run
    /// was cancelled and the loads in progress have ended.
    func results() -> [(Int, FetchOutcome)]? {
        condition.lock()
        defer { condition.unlock() }
        while finished.isEmpty {
            if active == 0 && (pending.isEmpty || cancellation.isCancelled) { return nil }
            _ = condition.wait(until: Date().addingTimeInterval(0.2))
        }
        let batch = finished
        finished = []
        return batch
    }
}
