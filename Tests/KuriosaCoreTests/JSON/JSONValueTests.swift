import Foundation
@testable import KuriosaCore
import Testing

/// The shared reader and the two writers of `JSONValue`, beside `FieldJSON` read by the same
/// parser with its own choices.
@Suite struct JSONValueTests {
    @Test func numbersReadAsIntegersOrDoubles() throws {
        #expect(try JSONValue(parsing: "2") == .integer(2))
        #expect(try JSONValue(parsing: "2") == .number(2))
        #expect(try JSONValue(parsing: "2.5") == .number(2.5))
        #expect(try JSONValue(parsing: "2.0") == .double(2))
        #expect(try JSONValue(parsing: "99999999999999999999") == .double(1e20))
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "1e400") }
        #expect(try FieldJSON.parse("1e400") == .number("1e400"))
    }

    @Test func loneSurrogatesAreReplacedOnlyWhereTheTextIsNotKept() throws {
        #expect(try JSONValue(parsing: #""a\ud83db""#) == .string("a\u{FFFD}b"))
        #expect(throws: JSONParseError.self) { try FieldJSON.parse(#""a\ud83db""#) }
    }

    @Test func duplicateKeysKeepTheLastOrAll() throws {
        #expect(try JSONValue(parsing: #"{"a":1,"a":2}"#) == .object(["a": .integer(2)]))
        #expect(try FieldJSON.parse(#"{"a":1,"a":2}"#).text == #"{"a":1,"a":2}"#)
    }

    /// Documents spell every number as a Double below 9·10^15 and sort unknown keys by name;
    /// the catalog keeps integers, writes doubles from 10^15 on in Swift's form (`2000000000000000.0`)
    /// and orders keys by `catalogKeyOrder`.
    @Test func theTwoWritersKeepTheirRules() throws {
        let value = try JSONValue(parsing: #"{"value":12345678901234567,"type":"x","b":40.0,"a":2e15}"#)
        #expect(JSONWriter.write(.value(value)) == #"{"a":2000000000000000,"b":40,"type":"x","value":1.2345678901234568e+16}"#)
        #expect(value.catalogJSONText == #"{"type":"x","value":12345678901234567,"a":2000000000000000.0,"b":40}"#)
    }

    @Test func refusesTextThatIsNotUTF8() {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(Data([0x22, 0xFF, 0x22])) }
    }
}
