#if canImport(Glibc)
import Glibc
#endif

/// What every benchmark executable measures, the same way in each: monotonic seconds and the
/// process's peak memory.
public enum BenchMeasure {
    /// Monotonic seconds, for timing phases (wall-clock jumps must not show up as speed).
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The process's peak resident memory so far (ru_maxrss) in MiB: a benchmark runs each
    /// phase in its own process so that the figure is that phase's.
    public static func peakMiB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
