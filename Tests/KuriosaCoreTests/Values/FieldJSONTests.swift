import KuriosaCore
import Testing

@Suite struct FieldJSONTests {
    @Test(arguments: [
        "null", "true", "false", "0", "-0", "12", "-1.5e+3", "1E-7", "\"\"", "[]", "{}",
        #"{"b":1,"a":[true,null,"x"]}"#, #"["ü","😀"]"#,
    ])
    func roundTripsCompactText(text: String) throws {
        #expect(try FieldJSON.parse(text).text == text)
    }

    @Test(arguments: [
        ("", 0), ("nul", 0), ("01", 2), ("1.", 2), ("-", 1), ("[1,]", 3), ("{\"a\" 1}", 5), ("{\"a\":1", 6),
        ("\"abc", 4), ("\"\\u+123\"", 3), ("\"\\ud83d\"", 7), ("\"\\x\"", 3), ("1 2", 2), ("\"a\nb\"", 2),
    ])
    func refusesWithOffset(text: String, offset: Int) {
        #expect(throws: JSONParseError.self) { try FieldJSON.parse(text) }
        #expect((try? FieldJSON.parse(text)) == nil)
        do { _ = try FieldJSON.parse(text) } catch let error as JSONParseError {
            #expect(error.offset == offset, "\(error)")
        } catch {}
    }

    @Test func keepsOrderAndSpacingFreeText() throws {
        let json = try FieldJSON.parse(" { \"z\" : 1 , \"a\" : { \"y\" : 2.50 } } ")
        #expect(json.text == #"{"z":1,"a":{"y":2.50}}"#)
        #expect(json["a"]?["y"] == .number("2.50"))
        #expect(json["missing"] == nil)
    }

    @Test func escapesControlCharacters() {
        #expect(FieldJSON.string("a\u{01}\"\\\n").text == #""a\u0001\"\\\n""#)
        #expect(FieldJSON.number(48.0) == .number("48"))
        #expect(FieldJSON.number(0.1) == .number("0.1"))
    }
}
