import Foundation
import KuriosaCore
import Testing

@Suite struct FieldValueTests {
    /// Every payload form of catalog-schema.md, "item.fields", as stored (compact text).
    @Test(arguments: [
        (#"{"type":"text","value":"Rolex"}"#, FieldValue.text("Rolex")),
        (#"{"type":"url","value":"https://www.rolex.com/watches/submariner"}"#, .url("https://www.rolex.com/watches/submariner")),
        (#"{"type":"number","value":48}"#, .number(48)),
        (#"{"type":"number","value":-0.25}"#, .number(-0.25)),
        (#"{"type":"measurement","value":42.5}"#, .measurement(42.5)),
        (#"{"type":"date","value":"2024-03-02"}"#, .date("2024-03-02")),
        (#"{"type":"currency","value":{"minorUnits":95000,"currency":"CHF"}}"#, .currency(Money(minorUnits: 95000, currency: "CHF"))),
        (#"{"type":"dropdown","value":"automatic"}"#, .dropdown("automatic")),
        (#"{"type":"multiple_choice","value":["green","red"]}"#, .multipleChoice(["green", "red"])),
        (#"{"type":"rating","value":4}"#, .rating(4)),
        (#"{"type":"checkbox","value":true}"#, .checkbox(true)),
        (#"{"type":"checkbox","value":false}"#, .checkbox(false)),
        (#"{"type":"quantity","value":{"amount":12,"unit":"bottle"}}"#, .quantity(amount: 12, unit: "bottle")),
        (#"{"type":"quantity","value":{"amount":0.5,"unit":"bottle"}}"#, .quantity(amount: 0.5, unit: "bottle")),
        (#"{"type":"relation","value":"663cdc28-f8f6-4746-b3f7-6dc86b176433"}"#, .relation("663cdc28-f8f6-4746-b3f7-6dc86b176433")),
        (#"{"type":"text","value":"Zürich \"/\" ☕\n"}"#, .text("Zürich \"/\" ☕\n")),
    ])
    func roundTripsStoredText(text: String, value: FieldValue) throws {
        #expect(try FieldValue(jsonText: text) == value)
        #expect(value.jsonText == text)
    }

    @Test(arguments: [
        (#"{"type":"number","value":48.0}"#, #"{"type":"number","value":48}"#),
        (#"{"type":"number","value":4.8e1}"#, #"{"type":"number","value":48}"#),
        (#"{"type":"rating","value":4.0}"#, #"{"type":"rating","value":4}"#),
        (#"{"value":1, "type" : "number"}"#, #"{"type":"number","value":1}"#),
        (#"{"type":"number","value":1e-7}"#, #"{"type":"number","value":1e-07}"#),
    ])
    func writesWholeNumbersWithoutFraction(input: String, output: String) throws {
        #expect(try FieldValue(jsonText: input).jsonText == output)
    }

    @Test(arguments: [
        (#"{"type":"calculation"}"#, "a calculation has no stored value"),
        (#"{"type":"calculation","value":3}"#, "a calculation has no stored value"),
        (#"{"type":"colour","value":"red"}"#, "unknown type \"colour\""),
        (#"{"value":"red"}"#, "missing \"type\""),
        (#"{"type":"text"}"#, "missing \"value\" for type text"),
        (#"{"type":"text","value":null}"#, "missing \"value\" for type text"),
        (#"{"type":"text","value":3}"#, "text value must be a string"),
        (#"{"type":"number","value":"3"}"#, "number value must be a number"),
        (#"{"type":"rating","value":3.5}"#, "rating value must be a whole number"),
        (#"{"type":"checkbox","value":1}"#, "checkbox value must be true or false"),
        (#"{"type":"multiple_choice","value":"red"}"#, "multiple_choice value must be an array of option IDs"),
        (#"{"type":"multiple_choice","value":["red",1]}"#, "multiple_choice value must be an array of option IDs"),
        (#"{"type":"currency","value":{"minorUnits":1.5,"currency":"CHF"}}"#, "currency minorUnits must be a whole number"),
        (#"{"type":"currency","value":{"minorUnits":150}}"#, "currency value needs a \"currency\" code"),
        (#"{"type":"quantity","value":{"unit":"bottle"}}"#, "quantity amount must be a number"),
        (#"{"type":"quantity","value":{"amount":2}}"#, "quantity value needs a \"unit\" option ID"),
        (#"["text"]"#, "expected an object {\"type\", \"value\"}"),
    ])
    func refusesWithTheKey(text: String, reason: String) {
        #expect(throws: FieldValueError(key: "brand", reason: reason)) {
            try FieldValue(jsonText: text, key: "brand")
        }
    }

    @Test func errorDescriptionNamesTheKey() {
        let error = FieldValueError(key: "colors", reason: "unknown type \"colour\"")
        #expect(error.description == #"Field "colors": unknown type "colour""#)
    }

    @Test func codableNamesTheKey() throws {
        let data = Data(#"{"brand":{"type":"text","value":3}}"#.utf8)
        #expect(throws: FieldValueError(key: "brand", reason: "text value must be a string")) {
            try JSONDecoder().decode([String: FieldValue].self, from: data)
        }
        let good = try JSONDecoder().decode([String: FieldValue].self, from: Data(#"{"year":{"type":"number","value":1931}}"#.utf8))
        #expect(good == ["year": .number(1931)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(FieldValue.quantity(amount: 2, unit: "bottle")), as: UTF8.self)
        #expect(text == #"{"type":"quantity","value":{"amount":2,"unit":"bottle"}}"#)
    }

    @Test func choiceIDs() {
        #expect(FieldValue.dropdown("steel").choiceIDs == ["steel"])
        #expect(FieldValue.multipleChoice(["a", "b"]).choiceIDs == ["a", "b"])
        #expect(FieldValue.text("steel").choiceIDs == nil)
    }
}

@Suite struct ItemFieldsTests {
    @Test func keepsUnknownTypesAndOrder() throws {
        let text = #"{"zeta":{"type":"text","value":"Z"},"future":{"type":"colour","value":{"r":1,"g":0.50}},"alpha":{"type":"number","value":1},"calc":{"type":"calculation"}}"#
        var fields = try ItemFields.parse(text)
        #expect(fields.keys == ["zeta", "future", "alpha", "calc"])
        #expect(fields.values == ["zeta": .text("Z"), "alpha": .number(1)])
        #expect(fields.problems.map(\.key) == ["future", "calc"])
        #expect(fields.text == text)
        fields["alpha"] = .number(2.5)
        fields["new"] = .checkbox(true)
        fields["zeta"] = nil
        #expect(fields.text == #"{"future":{"type":"colour","value":{"r":1,"g":0.50}},"alpha":{"type":"number","value":2.5},"calc":{"type":"calculation"},"new":{"type":"checkbox","value":true}}"#)
    }

    @Test(arguments: ["[]", "\"x\"", "{", "{\"a\":}", ""])
    func refusesWhatIsNotAnObject(text: String) {
        #expect(throws: FieldValueError.self) { try ItemFields.parse(text) }
    }

    @Test func dictionaryInitSortsKeys() {
        let fields = ItemFields(["b": .rating(3), "a": .text("x")])
        #expect(fields.text == #"{"a":{"type":"text","value":"x"},"b":{"type":"rating","value":3}}"#)
        #expect(ItemFields().text == "{}")
    }

    /// Every `item.fields` of the golden catalog reads without a problem and writes back
    /// byte for byte (copied from shared/vectors/golden-v1/catalog.db).
    @Test(arguments: [
        #"{"brand":{"type":"text","value":"Rolex"},"model":{"type":"text","value":"Submariner Date"},"reference":{"type":"text","value":"116610LN"},"serial_number":{"type":"text","value":"Z8K41937"},"manufacturer_url":{"type":"url","value":"https://www.rolex.com/watches/submariner"},"movement":{"type":"dropdown","value":"automatic"},"caliber":{"type":"text","value":"3135"},"power_reserve":{"type":"number","value":48},"case_diameter":{"type":"measurement","value":40},"case_material":{"type":"dropdown","value":"steel"},"water_resistance":{"type":"number","value":300},"service_cost":{"type":"currency","value":{"minorUnits":95000,"currency":"CHF"}},"last_service":{"type":"date","value":"2024-03-02"}}"#,
        #"{"brand":{"type":"text","value":"J. Herbin"},"color_name":{"type":"text","value":"Emerald of Chivor"},"colors":{"type":"multiple_choice","value":["green","red"]},"rating":{"type":"rating","value":4},"shimmer":{"type":"checkbox","value":true},"bottle_size":{"type":"measurement","value":50},"bottles":{"type":"quantity","value":{"amount":1,"unit":"bottle"}},"old_code":{"type":"text","value":"JH-1670-EC"}}"#,
        #"{"brand":{"type":"text","value":"Seiko"},"model":{"type":"text","value":"SKX007"},"reference":{"type":"text","value":"SKX007K2"},"serial_number":{"type":"text","value":"5N0123"},"movement":{"type":"dropdown","value":"automatic"},"caliber":{"type":"text","value":"7S26"},"case_diameter":{"type":"measurement","value":42.5},"case_material":{"type":"dropdown","value":"steel"},"water_resistance":{"type":"number","value":200}}"#,
        #"{"country":{"type":"text","value":"Switzerland"},"denomination":{"type":"text","value":"20 Francs"},"year":{"type":"number","value":1935},"mint_mark":{"type":"text","value":"L"},"km_number":{"type":"text","value":"KM# 35.1"},"metal":{"type":"dropdown","value":"gold"},"weight":{"type":"measurement","value":6.45},"diameter":{"type":"measurement","value":21},"grade":{"type":"dropdown","value":"unc"}}"#,
        #"{"brand":{"type":"text","value":"Diamine"},"color_name":{"type":"text","value":"Oxblood"},"colors":{"type":"multiple_choice","value":["red","brown"]}}"#,
    ])
    func goldenCatalogRoundTrips(text: String) throws {
        let fields = try ItemFields.parse(text)
        #expect(fields.problems.isEmpty)
        #expect(fields.text == text)
        var rebuilt = ItemFields()
        for key in fields.keys { rebuilt[key] = fields[key] }
        #expect(rebuilt.text == text)
    }

    @Test func parsesEscapes() throws {
        let fields = try ItemFields.parse(#"{"t":{"type":"text","value":"a\u00fc\ud83d\ude00\/\t"}}"#)
        #expect(fields["t"] == .text("aü😀/\t"))
        #expect(fields.text == #"{"t":{"type":"text","value":"aü😀/\t"}}"#)
    }
}
