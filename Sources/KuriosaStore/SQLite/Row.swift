/// One result row, copied out of the statement so it outlives the next step.
public struct Row: Sendable, Equatable {
    /// The names of a statement's result columns and where each is, made once a run and
    /// shared by its rows: a record reads some twenty columns by name, and comparing the name
    /// with every column before it cost more than reading the row (a tenth of selecting the
    /// labels of 10,000 pieces).
    final class Columns: Sendable {
        let names: [String]
        let position: [String: Int]

        init(_ names: [String]) {
            self.names = names
            // The first of two equal names, as a search from the left would find.
            var position: [String: Int] = [:]
            for (i, name) in names.enumerated() where position[name] == nil { position[name] = i }
            self.position = position
        }
    }

    let layout: Columns
    public let values: [DatabaseValue]
    public var columns: [String] { layout.names }

    init(layout: Columns, values: [DatabaseValue]) {
        self.layout = layout
        self.values = values
    }

    public subscript(_ index: Int) -> DatabaseValue { values[index] }

    /// The value of a column by name; `.null` for a name the row does not have.
    public subscript(_ name: String) -> DatabaseValue {
        guard let i = layout.position[name] else { return .null }
        return values[i]
    }

    public static func == (a: Row, b: Row) -> Bool { a.columns == b.columns && a.values == b.values }
}
