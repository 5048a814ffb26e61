import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import KuriosaCore

@Suite("a helper thread gives way")
struct YieldingThreadsTests {
    /// The calling thread's nice value (errno tells -1 from an error; nice values are small).
    static func niceness() -> Int32 {
        errno = 0
        return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test("lowering a thread's priority changes that thread's nice value only")
    func lowersOnlyTheCallingThread() throws {
        let before = Self.niceness()
        let seen = LockedBox<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            YieldingThreads.lowerCurrentThread()
            seen.set(Self.niceness())
            done.signal()
        }
        thread.start()
        done.wait()
        // A nice value stops at 19; a thread cannot go below its process's own without privileges.
        #expect(seen.get() == min(19, max(before, YieldingThreads.niceness)))
        #expect(Self.niceness() == before, "the calling thread keeps its priority")
    }
}

/// A value written on one thread and read on another after a semaphore.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
}
