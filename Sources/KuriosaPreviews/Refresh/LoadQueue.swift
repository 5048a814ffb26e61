import Foundation
import KuriosaCore

/// The links waiting to be loaded, handed to worker threads so that at most `perHost` loads
/// to one host run at once, and the outcomes handed back to the thread that writes the
/// catalog (SQLite handles stay on one thread). A link a site asked to come back to later
/// (`Retry-After`) waits in the queue until then, without holding a worker.
final class LoadQueue: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    struct Job: Sendable {
        let index: Int
        let url: String
        let host: String
        /// Loads of this link so far that the site asked to repeat.
        var retries = 0
        /// Not handed out before this time (a retry).
        var notBefore: Date?

        init(index: Int, url: String, host: String) {
            self.index = index
            self.url = url
            self.host = host
        }
    }

    struct Finished {
        let index: Int
        let outcome: FetchOutcome
        let retries: Int
    }

    private let condition = NSCondition()
    private var pending: [Job]
    private var activePerHost: [String: Int] = [:]
    private var active = 0
    private var finished: [Finished] = []
    private let perHost: Int
    private let cancellation: CancellationToken

    init(jobs: [Job], perHost: Int, cancellation: CancellationToken) {
        pending = jobs
        self.perHost = max(1, perHost)
        self.cancellation = cancellation
    }

    /// A worker's next job: the first waiting link whose host has room and whose retry time
    /// has come. Nil when there is nothing left or the run was cancelled. Waits otherwise.
    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if cancellation.isCancelled || pending.isEmpty { return nil }
            let now = Date()
            if let i = pending.firstIndex(where: { activePerHost[$0.host, default: 0] < perHost && ($0.notBefore ?? now) <= now }) {
                let job = pending.remove(at: i)
                activePerHost[job.host, default: 0] += 1
                active += 1
                return job
            }
            // Timed, so a cancellation set from a signal handler is seen without a signal here,
            // and a retry is picked up when its time comes.
            _ = condition.wait(until: now.addingTimeInterval(0.2))
        }
    }

    func finish(_ job: Job, _ outcome: FetchOutcome) {
        condition.lock()
        activePerHost[job.host, default: 1] -= 1
        active -= 1
        finished.append(Finished(index: job.index, outcome: outcome, retries: job.retries))
        condition.broadcast()
        condition.unlock()
    }

    /// Puts a job back to be loaded again after `seconds`, behind the others.
    func retry(_ job: Job, after seconds: Int) {
        condition.lock()
        activePerHost[job.host, default: 1] -= 1
        active -= 1
        var again = job
        again.retries += 1
        again.notBefore = Date().addingTimeInterval(Double(seconds))
        pending.append(again)
        condition.broadcast()
        condition.unlock()
    }

    /// The writer's wait: outcomes as they come; nil when every job is done, or when the run
    /// was cancelled and the loads in progress have ended.
    func results() -> [Finished]? {
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

    /// The links in an order that spreads each host over the run: round robin over the
    /// hosts in order of first appearance, each host's links in their own order.
    static func spread(_ jobs: [Job]) -> [Job] {
        var byHost: [String: [Job]] = [:]
        var hosts: [String] = []
        for job in jobs {
            if byHost[job.host] == nil { hosts.append(job.host) }
            byHost[job.host, default: []].append(job)
        }
        var result: [Job] = []
        result.reserveCapacity(jobs.count)
        var round = 0
        while result.count < jobs.count {
            hosts.removeAll { (byHost[$0]?.count ?? 0) <= round }
            for host in hosts { result.append(byHost[host]![round]) }
            round += 1
        }
        return result
    }
}
