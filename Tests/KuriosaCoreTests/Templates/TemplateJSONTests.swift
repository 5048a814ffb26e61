import Foundation
import Testing
@testable import KuriosaCore

@Suite("Template JSON")
struct TemplateJSONTests {
    @Test func readsTheGoldenInkTemplate() throws {
        let t = try TemplateFixtures.decode(TemplateFixtures.goldenInk)
        #expect(t.id == "custom.14ee8256-4cdc-479f-9632-407960b209a9")
        #expect(t.basedOn == "builtin.ink")
        #expect(t.fields.map(\.key) == ["brand", "color_name", "colors", "rating", "shimmer", "bottle_size", "bottles",
                                         "price_per_bottle", "total_volume", "old_code"])
        let colors = try #require(t.field("colors"))
        #expect(colors.type == .multipleChoice)
        #expect(colors.option("brown")?.hidden == true)
        #expect(colors.visibleOptions.count == 5)
        #expect(t.field("bottle_size")?.unitHint?.imperialUnit == .flOz)
        #expect(t.field("total_volume")?.formula == Formula(left: .field("bottle_size"), operation: .multiply, right: .field("bottles")))
        #expect(t.field("price_per_bottle")?.formula?.left == .item(.purchasePrice))
        #expect(t.field("old_code")?.hidden == true)
        #expect(t.removedStandards == [.estimatedValue, .condition])
        #expect(t.showcase == .standing)
        #expect(t.suggestions == nil)
        #expect(t.quantity == nil)
        #expect(TemplateValidator.validate(t) == [])
    }

    @Test(arguments: [TemplateFixtures.goldenInk, TemplateFixtures.goldenWatch, TemplateFixtures.goldenCoffee])
    func roundTripKeepsEverything(text: String) throws {
        let t = try TemplateFixtures.decode(text)
        let again = try Template.decode(from: try t.encoded())
        #expect(again == t)
        // Same members as the original, whatever their order: nothing added, nothing lost.
        #expect(try JSONValue.parse(try t.encoded()) == (try JSONValue.parse(Data(text.utf8))))
    }

    @Test func olderCountsDownKeysAreKeptAsUnknownKeys() throws {
        let t = try TemplateFixtures.decode(TemplateFixtures.goldenCoffee)
        #expect(t.field("bags")?.unknownKeys == ["countsDown": .bool(true)])
        #expect(t.field("sample_packs")?.unknownKeys == [:])
        #expect(t.quantity == nil)
        #expect(TemplateValidator.validate(t) == [])
        #expect(String(decoding: try t.encoded(), as: UTF8.self).contains(#""countsDown":true"#))
    }

    @Test func absentKeysStayAbsentAndExplicitDefaultsStay() throws {
        let text = #"{"id":"custom.a","version":3,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"x","type":"rating","label":{"en":"X"},"required":false,"ratingMax":5},{"key":"y","type":"text","label":{"en":"Y"}}]}"#
        let t = try TemplateFixtures.decode(text)
        #expect(String(decoding: try t.encoded(), as: UTF8.self) == text)
        #expect(t.field("x")?.ratingMax == 5)
        #expect(t.field("y")?.ratingMax == 5)
        #expect(t.suggestions == nil)
    }

    @Test func emptySuggestionsAreKeptApartFromAbsentOnes() throws {
        let text = #"{"id":"custom.a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[],"quantity":{},"suggestions":[]}"#
        let t = try TemplateFixtures.decode(text)
        #expect(t.suggestions == [])
        #expect(t.quantity == QuantityNames())
        #expect(t.counts)
        #expect(String(decoding: try t.encoded(), as: UTF8.self) == text)
    }

    @Test func unknownKeysSurviveAtEveryLevel() throws {
        let text = #"""
        {"id":"custom.u","version":2,"name":{"en":"U","rm":"Ü"},"icon":"u","sections":[{"id":"s","label":{"en":"S"},"collapsed":true}],
         "fields":[{"key":"n","type":"quantity","label":{"en":"N"},"countsDown":true,"options":[{"id":"o","label":{"en":"O"},"color":"#ff0000"}],"future":{"a":[1,2.5,null,"x"]}},
                   {"key":"m","type":"measurement","measurement":"length","label":{"en":"M"},"unitHint":{"metric":"mm","imperial":"in","scientific":"m"}},
                   {"key":"c","type":"calculation","label":{"en":"C"},"formula":{"left":{"field":"n"},"operation":"add","right":{"number":1.5},"round":2}}],
         "quantity":{"one":{"en":"jar"},"gender":"m"},
         "suggestions":[{"template":"builtin.blank","name":{"en":"Bits"},"icon":"tray","order":7}],
         "layout":{"columns":2},"sharedBy":"someone"}
        """#
        let t = try TemplateFixtures.decode(text)
        #expect(t.unknownKeys == ["layout": .object(["columns": .number(2)]), "sharedBy": .string("someone")])
        #expect(t.sections[0].unknownKeys == ["collapsed": .bool(true)])
        let n = try #require(t.field("n"))
        #expect(n.unknownKeys["countsDown"] == .bool(true))
        #expect(n.unknownKeys["future"] == .object(["a": .array([.number(1), .number(2.5), .null, .string("x")])]))
        #expect(n.options?[0].unknownKeys == ["color": .string("#ff0000")])
        #expect(t.field("m")?.unitHint?.unknownKeys == ["scientific": .string("m")])
        #expect(t.field("c")?.formula?.unknownKeys == ["round": .number(2)])
        #expect(t.quantity?.unknownKeys == ["gender": .string("m")])
        #expect(t.suggestions?[0].unknownKeys == ["order": .number(7)])
        #expect(t.name.text(for: "rm") == "Ü")

        let written = try t.encoded()
        #expect(try Template.decode(from: written) == t)
        #expect(try JSONValue.parse(written) == (try JSONValue.parse(Data(text.utf8))))
    }

    @Test func writesCompactJSONInTheFormatsKeyOrder() throws {
        let t = Template(id: "custom.o", name: ["de": "Ö", "en": "O/\"q\""], icon: "o",
                         sections: [TemplateSection(id: "s", label: ["en": "S"])],
                         fields: [TemplateField(key: "k", type: .number, label: ["en": "K\n"], sensitive: true,
                                                suffix: ["en": "h"])],
                         basedOn: "builtin.o", showcase: .wide)
        let text = String(decoding: try t.encoded(), as: UTF8.self)
        #expect(text == #"{"id":"custom.o","version":1,"name":{"en":"O/\"q\"","de":"Ö"},"icon":"o","sections":[{"id":"s","label":{"en":"S"}}],"fields":[{"key":"k","type":"number","label":{"en":"K\n"},"sensitive":true,"suffix":{"en":"h"}}],"basedOn":"builtin.o","showcase":"wide"}"#)
    }

    @Test func codableGoesThroughTheSameReader() throws {
        let t = try TemplateFixtures.decode(TemplateFixtures.goldenWatch)
        let data = try JSONEncoder().encode([t])
        #expect(try JSONDecoder().decode([Template].self, from: data) == [t])
    }

    struct BadDocument: Sendable, CustomStringConvertible {
        let json: String
        let expected: String
        var description: String { expected }
    }

    static let badDocuments: [BadDocument] = [
        .init(json: #"[1]"#, expected: "template: expected an object"),
        .init(json: #"{"id":"a"}"#, expected: #"template "a": "version": is missing"#),
        .init(json: #"{"id":"a","version":"1","name":{"en":"A"},"icon":"a","sections":[],"fields":[]}"#,
              expected: #"template "a": "version": expected a whole number"#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"brand","label":{"en":"B"}}]}"#,
              expected: #"fields[0] "brand": "type": is missing"#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"brand","type":"colour","label":{"en":"B"}}]}"#,
              expected: #"fields[0] "brand": "type": unknown value "colour""#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"w","type":"measurement","measurement":"weight","label":{"en":"W"}}]}"#,
              expected: #"fields[0] "w": "measurement": unknown value "weight""#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"c","type":"calculation","label":{"en":"C"},"formula":{"left":{"field":"x","number":2},"operation":"add","right":{"number":1}}}]}"#,
              expected: #"fields[0] "c".formula.left: an operand has exactly one key"#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"c","type":"calculation","label":{"en":"C"},"formula":{"left":{"item":"price"},"operation":"add","right":{"number":1}}}]}"#,
              expected: #"fields[0] "c".formula.left: "item": unknown item amount "price""#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"c","type":"calculation","label":{"en":"C"},"formula":{"left":{"number":1},"operation":"modulo","right":{"number":1}}}]}"#,
              expected: #"fields[0] "c".formula: "operation": unknown value "modulo""#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"d","type":"dropdown","label":{"en":"D"},"options":[{"id":"x","label":"X"}]}]}"#,
              expected: #"fields[0] "d".options[0] "x": "label": expected an object"#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[{"key":"t","type":"text","label":{"en":"T"},"required":"yes"}]}"#,
              expected: #"fields[0] "t": "required": expected true or false"#),
        .init(json: #"{"id":"a","version":1,"name":{"en":"A"},"icon":"a","sections":[],"fields":[],"showcase":"floating"}"#,
              expected: #"template "a": "showcase": unknown value "floating""#),
        .init(json: #"{"id":"a","version":1,"name":{"en":1},"icon":"a","sections":[],"fields":[]}"#,
              expected: #"template "a": "name": language "en": expected a string"#),
        .init(json: #"{"id":"a","#, expected: "template: not valid JSON"),
    ]

    @Test(arguments: badDocuments)
    func errorsNameWhereTheProblemIs(bad: BadDocument) throws {
        let error = try #require(throws: TemplateDecodingError.self) { try TemplateFixtures.decode(bad.json) }
        #expect(error.description.hasPrefix(bad.expected), "\(error)")
    }

    @Test func missingEnglishIsReadAndLeftToTheValidator() throws {
        let t = try TemplateFixtures.decode(#"{"id":"a","version":1,"name":{"de":"Uhren"},"icon":"a","sections":[],"fields":[]}"#)
        #expect(t.name.text(for: "en") == "Uhren")
        #expect(TemplateValidator.validate(t).map(\.rule) == [.nameEnglish])
    }
}
