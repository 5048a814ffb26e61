import Foundation

/// A value as SQLite stores it, for binding parameters and reading columns.
public enum DatabaseValue: Sendable, Equatable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    public var isNull: Bool { if case .null = self { true } else { false } }
    public var string: String? { if case .text(let s) = self { s } else { nil } }
    public var int64: Int64? {
        switch self {
        case .integer(let i): i
        case .real(let d) where d == d.rounded(): Int64(exactly: d)
        default: nil
        }
    }
    public var int: Int? { int64.map { Int($0) } }
    public var double: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }
    public var data: Data? { if case .blob(let d) = self { d } else { nil } }
}

/// Types that bind as a statement parameter.
public protocol DatabaseValueConvertible: Sendable {
    var databaseValue: DatabaseValue { get }
}

extension DatabaseValue: DatabaseValueConvertible { public var databaseValue: DatabaseValue { self } }
extension String: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .text(self) } }
extension Int: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(Int64(self)) } }
extension Int64: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(self) } }
extension Double: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .real(self) } }
extension Bool: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) } }
extension Data: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .blob(self) } }
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
