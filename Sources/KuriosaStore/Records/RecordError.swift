import Foundation

/// A catalog row that does not have the shape the schema promises (a money pair with one
/// half, a JSON column that is not JSON, an unknown enumerated value), or a row that is not
/// there. Names the table, the row and the column so a person can find and fix it.
public struct RecordError: Error, Sendable, Equatable, CustomStringConvertible {
    public let table: String
    public let id: String?
    public let column: String?
    public let problem: String

    public init(table: String, id: String?, column: String? = nil, problem: String) {
        self.table = table
        self.id = id
        self.column = column
        self.problem = problem
    }

    public var description: String {
        var s = "catalog table \(table)"
        if let id { s += ", row \(id)" }
        if let column { s += ", column \(column)" }
        return s + ": \(problem)"
    }
}
