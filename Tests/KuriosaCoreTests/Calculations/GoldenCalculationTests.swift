import Foundation
import KuriosaCore
import Testing

/// The golden library's ink template (shared/vectors/golden-v1/catalog.db, copied) with its
/// two calculations, on the golden items.
@Suite struct GoldenCalculationTests {
    static let inkTemplate = #"{"id":"custom.14ee8256-4cdc-479f-9632-407960b209a9","version":1,"name":{"en":"Fountain pen inks"},"icon":"drop","basedOn":"builtin.ink","sections":[{"id":"details","label":{"en":"Details"}},{"id":"stock","label":{"en":"Stock"}}],"fields":[{"key":"brand","type":"text","label":{"en":"Brand"},"section":"details","identifying":true,"example":{"en":"Pilot"}},{"key":"color_name","type":"text","label":{"en":"Color name"},"section":"details","identifying":true},{"key":"colors","type":"multiple_choice","label":{"en":"Colors"},"section":"details","options":[{"id":"blue","label":{"en":"Blue"}},{"id":"black","label":{"en":"Black"}},{"id":"green","label":{"en":"Green"}},{"id":"red","label":{"en":"Red"}},{"id":"purple","label":{"en":"Purple"}},{"id":"brown","label":{"en":"Brown"},"hidden":true}]},{"key":"rating","type":"rating","label":{"en":"Rating"},"section":"details","ratingMax":5},{"key":"shimmer","type":"checkbox","label":{"en":"Shimmer"},"section":"details"},{"key":"bottle_size","type":"measurement","measurement":"volume","label":{"en":"Bottle size"},"section":"stock","unitHint":{"metric":"ml","imperial":"fl_oz"}},{"key":"bottles","type":"quantity","label":{"en":"Bottles"},"section":"stock","options":[{"id":"bottle","label":{"en":"Bottle"}},{"id":"sample","label":{"en":"Sample"}}]},{"key":"price_per_bottle","type":"calculation","label":{"en":"Price per bottle"},"section":"stock","formula":{"left":{"item":"purchasePrice"},"operation":"divide","right":{"field":"bottles"}}},{"key":"total_volume","type":"calculation","label":{"en":"Total volume"},"section":"stock","formula":{"left":{"field":"bottle_size"},"operation":"multiply","right":{"field":"bottles"}}},{"key":"old_code","type":"text","label":{"en":"Old code"},"section":"details","hidden":true}],"highlights":["brand","color_name","colors"],"removedStandardFields":["estimated_value","condition"],"showcase":"standing"}"#

    @Test(arguments: [
        (#"{"brand":{"type":"text","value":"J. Herbin"},"colors":{"type":"multiple_choice","value":["green","red"]},"bottle_size":{"type":"measurement","value":50},"bottles":{"type":"quantity","value":{"amount":1,"unit":"bottle"}}}"#,
         Optional(Money(minorUnits: 2490, currency: "EUR")), Optional(CalculationResult.money(Money(minorUnits: 2490, currency: "EUR"))), Optional(50.0)),
        (#"{"bottle_size":{"type":"measurement","value":50},"bottles":{"type":"quantity","value":{"amount":2,"unit":"bottle"}}}"#,
         Money(minorUnits: 3200, currency: "CHF"), .money(Money(minorUnits: 1600, currency: "CHF")), 100),
        (#"{"colors":{"type":"multiple_choice","value":["red","brown"]}}"#, nil, nil, nil),
    ])
    func inks(fields: String, purchasePrice: Money?, perBottle: CalculationResult?, totalVolume: Double?) throws {
        let template = try Template.decode(from: Data(Self.inkTemplate.utf8))
        let values = try ItemFields.parse(fields).values
        let evaluator = CalculationEvaluator(template: template, fields: values, purchasePrice: purchasePrice, estimatedValue: nil)
        #expect(evaluator.result(for: "price_per_bottle") == perBottle)
        let hint = template.field("bottle_size")?.unitHint
        #expect(evaluator.result(for: "total_volume") == totalVolume.map { .measurement(canonical: $0, kind: .volume, hint: hint) })
        if let totalVolume {
            #expect(evaluator.result(for: "total_volume")?.string(locale: "en-US", system: .imperial)
                == MeasurementDisplay.string(canonical: totalVolume, kind: .volume, hint: hint, system: .imperial, locale: "en-US"))
        }
    }

    @Test func goldenChoicesValidateAndDisplay() throws {
        let template = try Template.decode(from: Data(Self.inkTemplate.utf8))
        let colors = try #require(template.field("colors"))
        #expect(FieldValueValidator.validate(.multipleChoice(["green", "red"]), for: colors).isEmpty)
        // "Diamine Oxblood" is stored red, brown: brown is a hidden option, the order is kept.
        #expect(FieldValueValidator.validate(.multipleChoice(["red", "brown"]), for: colors).isEmpty)
        #expect(MultipleChoiceDisplay.string(.multipleChoice(["red", "green"]), field: colors, language: "de") == "Green, Red")
        for field in template.fields where field.type == .calculation {
            #expect(!CalculationSensitivity.isSensitive(field: field, in: template))
        }
    }
}
