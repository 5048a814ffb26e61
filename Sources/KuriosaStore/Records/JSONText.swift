import Foundation
import KuriosaCore

/// A JSON column's value: the text exactly as stored, and the value read from it. Writing a
/// record back writes the stored text untouched, so nothing the toolkit does not understand
/// (key order, number spelling, keys of a newer app) is lost; a changed value gets the
/// canonical text.
public struct JSONText: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    public let value: JSONValue

    /// Reads stored text.
    /// - Throws: `JSONParseError` when the text is not JSON.
    public init(parsing text: String) throws {
        self.value = try JSONValue(parsing: text)
        self.text = text
    }

    /// A new value, written in canonical form.
    public init(_ value: JSONValue) {
        self.value = value
        self.text = value.catalogJSONText
    }

    public static let emptyObject = JSONText(.object([:]))
    public static let emptyArray = JSONText(.array([]))

    /// The members of an object value; empty for anything else.
    public var objectMembers: [String: JSONValue] {
        if case .object(let o) = value { o } else { [:] }
    }

    public var description: String { text }

    public static func == (a: JSONText, b: JSONText) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
