import Foundation

/// Seconds of an import's phases in order (`CSVImporter.phaseSeconds`, for
/// `KURIOSA_PHASE_TIMES` and the benchmark): each phase ends where the next one starts.
struct PhaseClock {
    private var start = DispatchTime.now().uptimeNanoseconds

    mutating func end(_ phase: String, into phases: inout [(phase: String, seconds: Double)]) {
        let end = DispatchTime.now().uptimeNanoseconds
        phases.append((phase, Double(end - start) / 1e9))
        start = end
    }
}
