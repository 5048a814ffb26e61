/// A spreadsheet that could not be made: the file, what failed, libxlsxwriter's reason and,
/// for a cell, its row and column (from 1, as a spreadsheet counts them).
public struct XLSXError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var operation: String
    public var message: String
    /// From 0; shown from 1.
    public var row: Int? = nil
    public var column: Int? = nil

    public var description: String {
        let cell = row.map { r in " at row \(r + 1), column \(column.map { String($0 + 1) } ?? "?")" } ?? ""
        return "cannot write the spreadsheet \(path): \(operation)\(cell): \(message)"
    }
}
