import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import KuriosaCore

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
        let seen = HandOverQueue<Int32>(capacity: 1)
        let thread = Thread {
            YieldingThreads.lowerCurrentThread()
            _ = seen.put(Self.niceness())
            seen.finish(nil)
        }
        thread.start()
        let lowered = try seen.next()
        // A nice value stops at 19; a thread cannot go below its process's own without privileges.
        #expect(lowered == min(19, max(before, YieldingThreads.niceness)))
        #expect(Self.niceness() == before, "the calling thread keeps its priority")
    }
}

