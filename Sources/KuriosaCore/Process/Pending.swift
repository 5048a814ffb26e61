import Dispatch
import Foundation

/// A value another thread sets once; `value` waits for it. The one future of the package
/// (#26: the import's photos and the labels' codes each had their own): an import row's
/// photos being stored by the photo workers, a chunk of label codes being encoded ahead of
/// the drawing.
public final class Pending<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written only with `condition` locked, and a wait needs
    // a condition variable, which Mutex has not.
    private let condition = NSCondition()
    private var stored: Value?

    public init(_ value: Value? = nil) { stored = value }

    public func set(_ value: Value) {
        condition.lock()
        stored = value
        condition.broadcast()
        condition.unlock()
    }

    public var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while stored == nil { condition.wait() }
        return stored!
    }

    /// `work` run on a global queue now; `value` is its result.
    public static func computing<Success: Sendable>(_ work: @escaping @Sendable () throws -> Success) -> Pending<Result<Success, any Error>>
    where Value == Result<Success, any Error> {
        let pending = Pending<Result<Success, any Error>>()
        DispatchQueue.global(qos: .userInitiated).async { pending.set(Result { try work() }) }
        return pending
    }
}
