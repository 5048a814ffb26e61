import Foundation

/// The second pass of a large import on two threads: a mapping thread reads the records,
/// maps them (`RowMapper`) and makes each row's catalog-free part (`DirectRow`), while the
/// calling thread, which owns the database connection, writes them in file order.
///
/// Why: reading and mapping a row costs about as much as SQLite's inserts for it, and the
/// connection can only be used from one thread; handing over batches of rows lets the two
/// halves run side by side on two cores. The queue holds a few batches, so memory stays
/// constant in the number of rows, and the writer sees every row, error and read failure in
/// the order of the file, exactly as the one-thread loop does.
final class RowPipeline: @unchecked Sendable {
    /// One record's outcome: a row with its catalog-free part and its photos when the mapping
    /// thread made them already.
    enum Item: Sendable {
        case rejected([ImportReport.RowError])
        case row(ImportedRow, DirectRow?, RowPhotos?)
    }

    /// Rows per hand-over, and hand-overs waiting at most (for rows without photos).
    static let batchSize = 256
    static let capacity = 8

    private let batchSize: Int
    private let capacity: Int

    private let condition = NSCondition()
    private var batches: [[Item]] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false
    private var running = true

    private struct Cancelled: Error {}

    /// Starts the mapping thread over `file`'s records. `makeMap` runs there once and
    /// returns what maps each record (a `RowMapper` is made and used on that thread only);
    /// `finishBatch`, when given, runs there on each batch before it is handed over (the
    /// photos of a batch are prepared side by side).
    init(file: CSVFile, batchSize: Int = RowPipeline.batchSize, capacity: Int = RowPipeline.capacity,
         makeMap: @escaping @Sendable () -> (CSVRecord) -> Item,
         finishBatch: (@Sendable ([Item]) -> [Item])? = nil) {
        self.batchSize = batchSize
        self.capacity = capacity
        let thread = Thread { [self] in
            let map = makeMap()
            var batch: [Item] = []
            batch.reserveCapacity(batchSize)
            do {
                try file.forEachRecord { record in
                    batch.append(map(record))
                    if batch.count == batchSize {
                        try push(finishBatch?(batch) ?? batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { try push(finishBatch?(batch) ?? batch) }
                end(nil)
            } catch is Cancelled {
                end(nil)
            } catch {
                end(error)
            }
        }
        thread.name = "kuriosa import mapping"
        thread.start()
    }

    /// The next batch in file order; nil after the last. Throws the mapping thread's read
    /// error after the batches before it.
    func next() throws -> [Item]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, !finished { condition.wait() }
        if !batches.isEmpty {
            let batch = batches.removeFirst()
            condition.broadcast()
            return batch
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the mapping thread (the writer failed) and waits until it has.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    private func push(_ batch: [Item]) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity, !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        batches.append(batch)
        condition.broadcast()
    }

    private func end(_ error: (any Error)?) {
        condition.lock()
        failure = error
        finished = true
        running = false
        condition.broadcast()
        condition.unlock()
    }
}
