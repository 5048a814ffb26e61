/// One result row, copied out of the statement so it outlives the next step.
public struct Row: Sendable, Equatable {
    public let columns: [String]
    public let values: [DatabaseValue]

    public subscript(_ index: Int) -> DatabaseValue { values[index] }

    /// The value of a column by name; `.null` for a name the row does not have.
    public subscript(_ name: String) -> DatabaseValue {
        guard let i = columns.firstIndex(of: name) else { return .null }
        return values[i]
    }
}
