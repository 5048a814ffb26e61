import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Threads that give way to the one that sets a run's pace.
///
/// When one thread's work cannot be shared — the labels' PDF is written by one thread, because
/// one cairo surface can only be — a helper only helps if it does not take that thread's core.
/// With two cores and three busy threads (writing, drawing, encoding codes), the scheduler gave
/// them the cores in turns of 4 ms, and the writing thread was off its core 0.85 s of a run of
/// about 5 s. A helper at a lower priority (a nice value of 5: the scheduler weighs it 335
/// against 1,024, about a quarter of a core it shares with a thread of the normal priority)
/// takes what the writing thread leaves free, and all of it while that thread waits (0.4 s).
public enum YieldingThreads {
    public static let niceness: Int32 = 5

    /// Lowers the calling thread's priority for the rest of its life. A thread without
    /// privileges cannot raise it again, so this is only for a thread made for the work (the
    /// labels' drawing thread), never for a shared one (Dispatch's).
    public static func lowerCurrentThread() {
        #if canImport(Glibc)
        // On Linux a nice value is a thread's own: PRIO_PROCESS 0 is the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}
