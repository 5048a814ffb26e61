import Foundation
import KuriosaCore

/// The second pass of a large import on two threads: a mapping thread reads the records,
/// maps them (`RowMapper`) and makes each row's catalog-free part (`DirectRow`), while the
/// calling thread, which owns the database connection, writes them in file order.
///
/// Why: reading and mapping a row costs about as much as SQLite's inserts for it, and the
/// connection can only be used from one thread; handing over batches of rows lets the two
/// halves run side by side on two cores. The queue holds a few batches, so memory stays
/// constant in the number of rows, and the writer sees every row, error and read failure in
/// the order of the file, exactly as the one-thread loop does.
final class RowPipeline: Sendable {
    /// One record's outcome: a row with its catalog-free part and its photos when the mapping
    /// thread made them already.
    enum Item: Sendable {
        case rejected([ImportReport.RowError])
        case row(ImportedRow, DirectRow?, RowPhotos?)
    }

    /// Rows per hand-over, and hand-overs waiting at most (for rows without photos).
    static let batchSize = 256
    static let capacity = 8

    private let queue: HandOverQueue<[Item]>

    private struct Cancelled: Error {}

    /// Starts the mapping thread over `file`'s records. `makeMap` runs there once and
    /// returns what maps each record (a `RowMapper` is made and used on that thread only);
    /// `finishBatch`, when given, runs there on each batch before it is handed over (the
    /// photos of a batch are prepared side by side).
    init(file: CSVFile, batchSize: Int = RowPipeline.batchSize, capacity: Int = RowPipeline.capacity,
         makeMap: @escaping @Sendable () -> (CSVRecord) -> Item,
         finishBatch: (@Sendable ([Item]) -> [Item])? = nil) {
        let queue = HandOverQueue<[Item]>(capacity: capacity)
        self.queue = queue
        let thread = Thread {
            let map = makeMap()
            var batch: [Item] = []
            batch.reserveCapacity(batchSize)
            do {
                try file.forEachRecord { record in
                    batch.append(map(record))
                    if batch.count == batchSize {
                        guard queue.put(finishBatch?(batch) ?? batch) else { throw Cancelled() }
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { _ = queue.put(finishBatch?(batch) ?? batch) }
                queue.finish(nil)
            } catch is Cancelled {
                queue.finish(nil)
            } catch {
                queue.finish(error)
            }
        }
        thread.name = "kuriosa import mapping"
        thread.start()
    }

    /// The next batch in file order; nil after the last. Throws the mapping thread's read
    /// error after the batches before it.
    func next() throws -> [Item]? { try queue.next() }

    /// Stops the mapping thread (the writer failed) and waits until it has.
    func cancel() { queue.cancelAndWait() }
}
