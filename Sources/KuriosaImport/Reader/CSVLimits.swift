/// What one CSV record may hold (docs/import.md, "Limits"), checked as the bytes arrive so a
/// hostile file is refused before it is held: one 200 MB cell used to cost 2 GB of memory
/// and be stored. Each is far above what a spreadsheet of a collection has.
enum CSVLimits {
    /// A cell: 1 MiB (a long description is a few KB).
    static let cellBytes = 1 << 20
    /// A record, all its cells together: 16 MiB.
    static let rowBytes = 16 << 20
    /// Cells of a record, the header included: 16,384, Excel's own number of columns.
    static let columns = 16_384
}
