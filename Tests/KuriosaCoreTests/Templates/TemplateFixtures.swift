import Foundation
@testable import KuriosaCore

/// Templates the template tests start from.
enum TemplateFixtures {
    /// The custom ink template of the golden-v1 library (vectors/golden-v1), as stored.
    static let goldenInk = #"""
    {"id":"custom.14ee8256-4cdc-479f-9632-407960b209a9","version":1,"name":{"en":"Fountain pen inks"},"icon":"drop","basedOn":"builtin.ink","sections":[{"id":"details","label":{"en":"Details"}},{"id":"stock","label":{"en":"Stock"}}],"fields":[{"key":"brand","type":"text","label":{"en":"Brand"},"section":"details","identifying":true,"example":{"en":"Pilot"}},{"key":"color_name","type":"text","label":{"en":"Color name"},"section":"details","identifying":true},{"key":"colors","type":"multiple_choice","label":{"en":"Colors"},"section":"details","options":[{"id":"blue","label":{"en":"Blue"}},{"id":"black","label":{"en":"Black"}},{"id":"green","label":{"en":"Green"}},{"id":"red","label":{"en":"Red"}},{"id":"purple","label":{"en":"Purple"}},{"id":"brown","label":{"en":"Brown"},"hidden":true}]},{"key":"rating","type":"rating","label":{"en":"Rating"},"section":"details","ratingMax":5},{"key":"shimmer","type":"checkbox","label":{"en":"Shimmer"},"section":"details"},{"key":"bottle_size","type":"measurement","measurement":"volume","label":{"en":"Bottle size"},"section":"stock","unitHint":{"metric":"ml","imperial":"fl_oz"}},{"key":"bottles","type":"quantity","label":{"en":"Bottles"},"section":"stock","options":[{"id":"bottle","label":{"en":"Bottle"}},{"id":"sample","label":{"en":"Sample"}}]},{"key":"price_per_bottle","type":"calculation","label":{"en":"Price per bottle"},"section":"stock","formula":{"left":{"item":"purchasePrice"},"operation":"divide","right":{"field":"bottles"}}},{"key":"total_volume","type":"calculation","label":{"en":"Total volume"},"section":"stock","formula":{"left":{"field":"bottle_size"},"operation":"multiply","right":{"field":"bottles"}}},{"key":"old_code","type":"text","label":{"en":"Old code"},"section":"details","hidden":true}],"highlights":["brand","color_name","colors"],"removedStandardFields":["estimated_value","condition"],"showcase":"standing"}
    """#

    /// The built-in watch template of the golden-v1 library, shortened to what the tests need.
    static let goldenWatch = #"""
    {"id":"builtin.watch","version":1,"name":{"en":"Watches","de":"Uhren","fr":"Montres","it":"Orologi","es":"Relojes"},"icon":"watch.analog","sections":[{"id":"identity","label":{"en":"Identity","de":"Identität"}},{"id":"case","label":{"en":"Case","de":"Gehäuse"}}],"fields":[{"key":"brand","type":"text","label":{"en":"Brand","de":"Marke"},"section":"identity","required":true,"identifying":true,"example":{"en":"Rolex"}},{"key":"serial_number","type":"text","label":{"en":"Serial number"},"section":"identity","sensitive":true,"identifying":true},{"key":"power_reserve","type":"number","label":{"en":"Power reserve"},"section":"case","suffix":{"en":"h"}},{"key":"case_diameter","type":"measurement","measurement":"length","label":{"en":"Case diameter"},"section":"case","unitHint":{"metric":"mm","imperial":"in"}}],"highlights":["brand","power_reserve"],"suggestions":[{"template":"builtin.strap"},{"template":"builtin.blank","name":{"en":"Accessories","de":"Zubehör"},"icon":"tray.2"}],"showcase":"strap"}
    """#

    /// The custom coffee template of the golden-v10 library: a quantity field with the older
    /// `countsDown` key (docs/builtin-templates.md#decisions), which readers ignore and writers
    /// keep.
    static let goldenCoffee = #"""
    {"id":"custom.9abb305e-ea91-4d5e-b9a3-228731e1d83d","version":3,"name":{"en":"Coffee beans"},"icon":"cup.and.saucer","basedOn":"builtin.blank","sections":[{"id":"main","label":{"en":"Coffee"}}],"fields":[{"key":"roaster","type":"text","label":{"en":"Roaster"},"section":"main","identifying":true},{"key":"origin","type":"text","label":{"en":"Origin"},"section":"main"},{"key":"sample_packs","type":"quantity","label":{"en":"Sample packs"},"section":"main","options":[{"id":"pack","label":{"en":"Pack"}}]},{"key":"bags","type":"quantity","label":{"en":"Bags"},"section":"main","countsDown":true,"options":[{"id":"bag_250","label":{"en":"Bag (250 g)"}},{"id":"bag_1000","label":{"en":"Bag (1 kg)"}}]},{"key":"roasted_on","type":"date","label":{"en":"Roasted on"},"section":"main"}]}
    """#

    static func decode(_ text: String) throws -> Template {
        try Template.decode(from: Data(text.utf8))
    }

    /// A small valid template using every kind of field the rules talk about.
    static var valid: Template {
        Template(
            id: "custom.test", name: ["en": "Test"], icon: "star",
            sections: [TemplateSection(id: "main", label: ["en": "Main"])],
            fields: [
                TemplateField(key: "brand", type: .text, label: ["en": "Brand"], example: ["en": "Acme"]),
                TemplateField(key: "serial", type: .text, label: ["en": "Serial"], sensitive: true),
                TemplateField(key: "price", type: .currency, label: ["en": "Price"]),
                TemplateField(key: "rounds", type: .quantity, label: ["en": "Rounds"],
                              options: [FieldOption(id: "round", label: ["en": "Round"])]),
                TemplateField(key: "kind", type: .dropdown, label: ["en": "Kind"],
                              options: [FieldOption(id: "a", label: ["en": "A"]), FieldOption(id: "b", label: ["en": "B"])]),
                TemplateField(key: "weight", type: .measurement, label: ["en": "Weight"], measurement: .mass,
                              unitHint: UnitHint(metric: "g", imperial: "oz")),
                TemplateField(key: "stars", type: .rating, label: ["en": "Stars"], ratingMax: 10),
                TemplateField(key: "per_round", type: .calculation, label: ["en": "Per round"],
                              formula: Formula(left: .field("price"), operation: .divide, right: .field("rounds"))),
                TemplateField(key: "per_gram", type: .calculation, label: ["en": "Per round per gram"],
                              formula: Formula(left: .field("per_round"), operation: .divide, right: .field("weight"))),
            ],
            highlights: ["brand", "@count"], quantity: QuantityNames(one: ["en": "box"], other: ["en": "boxes"]),
            suggestions: [Suggestion(template: "builtin.blank", name: ["en": "Extras"], icon: "tray")],
            removedStandardFields: ["quantity", "condition", "notes"])
    }
}

extension Template {
    /// A copy with one field changed, for the validator's tables.
    func with(_ key: String, _ change: (inout TemplateField) -> Void) -> Template {
        var t = self
        if let i = t.fields.firstIndex(where: { $0.key == key }) { change(&t.fields[i]) }
        return t
    }
}
