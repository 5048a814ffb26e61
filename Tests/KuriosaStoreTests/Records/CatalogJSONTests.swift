import Foundation
import KuriosaCore
@testable import KuriosaStore
import Testing

/// The JSON reader and the canonical writer the history column depends on.
@Suite struct CatalogJSONTests {
    @Test(arguments: [
        (#"{"currency":"CHF","minorUnits":95000}"#, #"{"minorUnits":95000,"currency":"CHF"}"#),
        (#"{"value":40.0,"type":"measurement"}"#, #"{"type":"measurement","value":40}"#),
        (#"{"value":42.5,"type":"measurement"}"#, #"{"type":"measurement","value":42.5}"#),
        (#"{"unit":"bottle","amount":2}"#, #"{"amount":2,"unit":"bottle"}"#),
        (#"{"note":"n","dueDate":"2026-10-15","counterparty":"Marco","price":null,"quantity":1,"date":"2026-10-01","kind":"lent_out","id":"e1"}"#,
         #"{"id":"e1","kind":"lent_out","date":"2026-10-01","quantity":1,"price":null,"counterparty":"Marco","dueDate":"2026-10-15","note":"n"}"#),
        (#"{"repeat":"yearly","lead":"on_the_day","id":"field:x"}"#, #"{"id":"field:x","lead":"on_the_day","repeat":"yearly"}"#),
        (#"{"height":0.5,"width":0.25,"y":0,"x":0.1}"#, #"{"x":0.1,"y":0,"width":0.25,"height":0.5}"#),
        (#"{"zeta":1,"Alpha":2,"path":"p"}"#, #"{"path":"p","Alpha":2,"zeta":1}"#),
        (#" [ true , false , null , -0 , 1e2 , 1.5E-7 ] "#, #"[true,false,null,0,100,1.5e-07]"#),
        (#""https:\/\/example.com \u00e9 Zürich ☕""#, #""https://example.com é Zürich ☕""#),
        (#""tab\tline\nquote\"back\\ \u0001 \u001f""#, #""tab\tline\nquote\"back\\ \u0001 \u001f""#),
        (#""\ud83d\ude00""#, "\"😀\""),
        ("9223372036854775807", "9223372036854775807"),
        ("[]", "[]"), ("{}", "{}"),
    ])
    func canonicalText(_ input: String, _ expected: String) throws {
        let value = try JSONValue(parsing: input)
        #expect(value.catalogJSONText == expected)
        // The canonical text reads back to the same text.
        #expect(try JSONValue(parsing: expected).catalogJSONText == expected)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"a", "\"\u{01}\"", "\"\\x\"", "[1] 2", "1e", "NaN"])
    func invalidTextIsRefused(_ input: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: input) }
    }

    @Test func nestingHasALimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Never.self) { try JSONValue(parsing: fine) }
    }

    @Test func integersAndDoublesStayApartButCompareEqualAsTheHistorySeesThem() throws {
        #expect(try JSONValue(parsing: "40") == .integer(40))
        #expect(try JSONValue(parsing: "40.0") == .double(40))
        #expect(JSONValue.integer(40).isCatalogEqual(to: .double(40)))
        #expect(!JSONValue.integer(40).isCatalogEqual(to: .double(40.5)))
    }

    @Test func moneyReadsItsJSONForm() {
        let m = Money(minorUnits: 2490, currency: "EUR")
        #expect(Money(catalogJSON: Money.catalogJSON(m)) == m)
        #expect(Money.catalogJSON(nil) == .null)
        #expect(Money(catalogJSON: .string("EUR")) == nil)
    }
}
