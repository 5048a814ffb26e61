import Foundation
import Testing
@testable import KuriosaCore

@Suite("Customizing templates")
struct TemplateCustomizingTests {
    @Test(arguments: [
        ("Brand", [String](), "brand"),
        ("Année", [], "annee"),
        ("Größe", [], "grosse"),
        ("Ærø Øl", [], "aero_ol"),
        ("Case size (mm)", [], "case_size__mm_"),
        ("  Lug width", [], "field___lug_width"),
        ("1st owner", [], "field_1st_owner"),
        ("_x", [], "field__x"),
        ("", [], "field_"),
        ("😀 Mood", [], "field___mood"),
        ("Crème brûlée", [], "creme_brulee"),
        ("Brand", ["brand"], "brand_2"),
        ("Brand", ["brand", "brand_2", "brand_3"], "brand_4"),
        ("Brand", ["brand_2"], "brand"),
        ("Ünï", ["uni"], "uni_2"),
    ])
    func derivesKeysFromLabels(label: String, taken: [String], expected: String) {
        let key = FieldKey.derive(from: label, taken: Set(taken))
        #expect(key == expected)
        #expect(TemplateValidator.isValidKey(key))
    }

    @Test func aCustomizedCopyHasANewIDAndRemembersItsOrigin() throws {
        let watch = try TemplateFixtures.decode(TemplateFixtures.goldenWatch)
        let uuid = try #require(UUID(uuidString: "A0B1C2D3-E4F5-4678-9ABC-DEF012345678"))
        let copy = watch.customizedCopy(id: uuid)
        #expect(copy.id == "custom.a0b1c2d3-e4f5-4678-9abc-def012345678")
        #expect(copy.basedOn == "builtin.watch")
        #expect(copy.fields == watch.fields)
        #expect(!copy.isBuiltin && watch.isBuiltin)
    }

    @Test func renamingReplacesEveryLanguageAndKeepsTheKey() throws {
        var t = try TemplateFixtures.decode(TemplateFixtures.goldenWatch)
        try t.renameField("brand", to: "Maker")
        #expect(t.field("brand")?.label == ["en": "Maker"])
        #expect(t.field("brand")?.label.text(for: "de") == "Maker")
        t.rename(to: "My watches")
        #expect(t.name == ["en": "My watches"])
        #expect(throws: TemplateEditError.self) { try t.renameField("nope", to: "X") }
    }

    @Test func hidingInsteadOfDeleting() throws {
        var t = try TemplateFixtures.decode(TemplateFixtures.goldenInk)
        try t.setFieldHidden("shimmer")
        try t.setOptionHidden("blue", ofField: "colors")
        #expect(t.field("shimmer")?.hidden == true)
        #expect(t.field("colors")?.visibleOptions.map(\.id) == ["black", "green", "red", "purple"])
        #expect(t.fields.count == 10)
        try t.setOptionHidden("brown", ofField: "colors", false)
        #expect(t.field("colors")?.option("brown")?.hidden == false)
        #expect(throws: TemplateEditError.self) { try t.setOptionHidden("pink", ofField: "colors") }
    }

    @Test func newFieldsAndOptionsGetDerivedKeys() throws {
        var t = try TemplateFixtures.decode(TemplateFixtures.goldenInk)
        let f = t.addField(label: "Old code", type: .text)
        #expect(f.key == "old_code_2")
        #expect(f.label == ["en": "Old code"])
        let o = try t.addOption(label: "Blue", toField: "colors")
        #expect(o.id == "blue_2")
    }

    struct Change: Sendable, CustomStringConvertible {
        let from: FieldType
        let to: FieldType
        let values: [JSONValue]
        let allowed: Bool
        var description: String { "\(from) → \(to) with \(values)" }
    }

    static let changes: [Change] = [
        Change(from: .dropdown, to: .multipleChoice, values: [.string("a"), .string("b")], allowed: true),
        Change(from: .multipleChoice, to: .dropdown, values: [.array([.string("a")]), .string("b")], allowed: true),
        Change(from: .multipleChoice, to: .dropdown, values: [.array([.string("a"), .string("b")])], allowed: false),
        Change(from: .multipleChoice, to: .dropdown, values: [], allowed: true),
        Change(from: .text, to: .number, values: [], allowed: true),
        Change(from: .text, to: .number, values: [.null, .array([])], allowed: true),
        Change(from: .text, to: .number, values: [.string("12")], allowed: false),
        Change(from: .dropdown, to: .text, values: [.string("a")], allowed: false),
        Change(from: .multipleChoice, to: .text, values: [.array([.string("a")])], allowed: false),
        Change(from: .calculation, to: .number, values: [.number(3)], allowed: true),
        Change(from: .number, to: .number, values: [.number(3)], allowed: true),
    ]

    @Test(arguments: changes)
    func typeChangeRules(c: Change) {
        let field = TemplateField(key: "f", type: c.from, label: ["en": "F"])
        #expect(TypeChange.check(field: field, to: c.to, valuesInUse: c.values).isAllowed == c.allowed)
    }

    @Test func aTypeChangeDropsWhatTheNewTypeDoesNotUse() throws {
        var t = TemplateFixtures.valid
        try t.changeFieldType("kind", to: .multipleChoice, valuesInUse: [.string("a")])
        #expect(t.field("kind")?.options?.count == 2)
        try t.changeFieldType("kind", to: .text, valuesInUse: [])
        #expect(t.field("kind")?.options == nil)
        try t.changeFieldType("per_gram", to: .number, valuesInUse: [.number(1)])
        #expect(t.field("per_gram")?.formula == nil)
        try t.changeFieldType("brand", to: .calculation, valuesInUse: [],
                              formula: Formula(left: .field("serial"), operation: .add, right: .number(1)))
        #expect(t.field("brand")?.sensitive == true)
        #expect(throws: TemplateEditError.self) {
            try t.changeFieldType("price", to: .text, valuesInUse: [.object(["minorUnits": .number(100), "currency": .string("CHF")])])
        }
    }

    @Test(arguments: [
        (ShowcaseMode?.some(.lying), ShowcaseMode?.some(.wide), false, 10.0, 1.0, ShowcaseMode.lying),
        (nil, .some(.strap), true, 1, 1, .strap),
        (nil, nil, false, 3, 1, .passepartout),
        (nil, nil, true, 1.7, 1, .wide),
        (nil, nil, true, 1.6, 1, .standing),
        (nil, nil, true, 1, 3, .standing),
    ])
    func showcaseMode(own: ShowcaseMode?, base: ShowcaseMode?, cutOut: Bool, width: Double, height: Double, expected: ShowcaseMode) {
        let original = Template(id: "builtin.coin", name: ["en": "Coins"], icon: "c", showcase: base)
        var t = original.customizedCopy(id: UUID())
        t.showcase = own
        let photo = ShowcasePhoto(isCutOut: cutOut, width: width, height: height)
        #expect(ShowcaseMode.resolve(template: t, basedOn: original, photo: photo) == expected)
    }

    @Test func aBaseThatIsNotTheOneNamedIsIgnored() {
        let other = Template(id: "builtin.watch", name: ["en": "W"], icon: "w", showcase: .strap)
        let t = Template(id: "custom.x", name: ["en": "X"], icon: "x", basedOn: "builtin.coin")
        #expect(ShowcaseMode.resolve(template: t, basedOn: other, photo: ShowcasePhoto(isCutOut: false, width: 1, height: 1)) == .passepartout)
    }
}
