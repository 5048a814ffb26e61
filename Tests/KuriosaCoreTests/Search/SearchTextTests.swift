import KuriosaCore
import Testing

@Suite struct SearchTextTests {
    @Test(arguments: [
        ("5 Franken 1931 Hirtenbüste", "5 franken 1931 hirtenbuste"),
        ("KM# 35.1", "km 35 1"),
        ("IWC Pilot's Watch Mark XVIII", "iwc pilot s watch mark xviii"),
        ("Krug Grande Cuvée 170ème Édition", "krug grande cuvee 170eme edition"),
        ("A. Lange & Söhne", "a lange sohne"),
        ("https://www.rolex.com/watches/submariner", "https www rolex com watches submariner"),
        (".223 Rem 55 gr FMJ", "223 rem 55 gr fmj"),
        ("…", ""),
        ("", ""),
        ("  --  ", ""),
        ("Straße", "strasse"),
        ("STRASSE", "strasse"),
        ("ﬁne ½", "fine 1 2"),
        ("H₂O²", "h2o2"),
        ("ΣΊΣΥΦΟΣ σίσυφος", "σισυφοσ σισυφοσ"),
        ("İstanbul", "istanbul"),
        ("Ångström", "angstrom"),
        ("Œuvre Æon", "œuvre æon"),
        ("Ｒｏｌｅｘ　１２３", "rolex 123"),
        ("東京 時計", "東京 時計"),
        ("a\tb\nc\u{00A0}d", "a b c d"),
        ("K-0007", "k 0007"),
    ])
    func normalizes(text: String, normalized: String) {
        #expect(SearchText.normalize(text) == normalized)
    }

    @Test(arguments: ["Hirtenbüste", "Hirtenbu\u{0308}ste", "HIRTENBÜSTE", "hirtenbuste"])
    func composedAndDecomposedFormsMatch(text: String) {
        #expect(SearchText.normalize(text) == "hirtenbuste")
    }

    @Test(arguments: ["Ärger über Öl", "Château", "KM# 35.1", "ΣΊΣΥΦΟΣ", "ﬁne ½"])
    func isIdempotent(text: String) {
        let once = SearchText.normalize(text)
        #expect(SearchText.normalize(once) == once)
    }

    @Test(arguments: [(1, "k 0001"), (7, "k 0007"), (12345, "k 12345")])
    func numberText(number: Int, text: String) {
        #expect(SearchText.numberText(number) == text)
    }

    /// Pieces whose golden row is out of date: the fixture's item_search was not rebuilt
    /// after a later edit, so the row lacks a value the piece now has.
    static let staleGoldenRows: [String: (golden: String, rebuilt: String)] = [
        // golden-v1 history: fields.last_service (2024-03-02) was set on 2026-09-24, after the row was written.
        "Rolex Submariner Date": (
            "rolex submariner date rolex submariner date 116610ln https www rolex com watches submariner automatic 3135 48 steel 300 k 0002",
            "rolex submariner date rolex submariner date 116610ln https www rolex com watches submariner automatic 3135 48 steel 300 2024 03 02 k 0002"
        ),
    ]

    @Test(arguments: GoldenSearchRows.rows)
    func rebuildsTheGoldenRows(row: GoldenSearchRows.Row) throws {
        let built = SearchText.build(
            title: row.title, fields: try ItemFields.parse(row.fields), wishFields: try ItemFields.parse(row.wishFields),
            template: GoldenSearchTemplates.byID[row.templateID],
            wishlistTemplate: GoldenSearchTemplates.byID["builtin.wishlist"], number: row.number, language: "en")
        if let stale = Self.staleGoldenRows[row.title] {
            #expect(row.text == stale.golden)
            #expect(built.text == stale.rebuilt)
        } else {
            #expect(built.text == row.text)
        }
        #expect(built.sensitiveText == row.sensitiveText)
    }

    @Test func leavesOutHiddenFieldsAndUnsearchedTypes() throws {
        let template = Template(id: "t", name: LocalizedText(english: "T"), icon: "i", fields: [
            TemplateField(key: "secret", type: .text, label: ["en": "Secret"], sensitive: true, hidden: true),
            TemplateField(key: "old", type: .text, label: ["en": "Old"], hidden: true),
            TemplateField(key: "size", type: .measurement, label: ["en": "Size"]),
            TemplateField(key: "cost", type: .currency, label: ["en": "Cost"]),
            TemplateField(key: "stars", type: .rating, label: ["en": "Stars"]),
            TemplateField(key: "boxed", type: .checkbox, label: ["en": "Boxed"]),
            TemplateField(key: "count", type: .quantity, label: ["en": "Count"], options: [FieldOption(id: "u", label: ["en": "Unit"])]),
            TemplateField(key: "twin", type: .relation, label: ["en": "Twin"]),
            TemplateField(key: "note", type: .text, label: ["en": "Note"]),
            TemplateField(key: "weight", type: .number, label: ["en": "Weight"]),
        ])
        let fields = ItemFields([
            "secret": .text("S3CR3T"), "old": .text("gone"), "size": .measurement(40), "cost": .currency(Money(minorUnits: 95000, currency: "CHF")),
            "stars": .rating(4), "boxed": .checkbox(true), "count": .quantity(amount: 3, unit: "u"), "twin": .relation("abc"),
            "note": .text("Kept"), "weight": .number(31.45), "undefined": .text("not in the template"),
        ])
        let built = SearchText.build(title: "T", fields: fields, template: template, wishlistTemplate: nil, number: nil)
        #expect(built.text == "t kept 31 45")
        #expect(built.sensitiveText == "")
    }

    @Test func readsValuesByTheirTagAndLabelsInTheLanguage() throws {
        let template = Template(id: "t", name: LocalizedText(english: "T"), icon: "i", fields: [
            TemplateField(key: "metal", type: .multipleChoice, label: ["en": "Metal"], options: [
                FieldOption(id: "gold", label: ["en": "Gold", "de": "Gold"]),
                FieldOption(id: "silver", label: ["en": "Silver", "de": "Silber"], hidden: true),
            ]),
            // Was a text field; the value kept its number tag.
            TemplateField(key: "year", type: .text, label: ["en": "Year"]),
            TemplateField(key: "serial", type: .text, label: ["en": "Serial"], sensitive: true),
            TemplateField(key: "bought", type: .date, label: ["en": "Bought"]),
        ])
        let wishlist = Template(id: "w", name: LocalizedText(english: "W"), icon: "i", fields: [
            TemplateField(key: "shop_url", type: .url, label: ["en": "Link"]),
            TemplateField(key: "contact", type: .text, label: ["en": "Contact"], sensitive: true),
        ])
        let fields = ItemFields([
            "metal": .multipleChoice(["silver", "gold", "platinum"]), "year": .number(1931), "serial": .text("A-1"),
            "bought": .date("2024-03-02"),
        ])
        let wish = ItemFields(["shop_url": .url("https://shop.example/x?id=1"), "contact": .text("Ann Müller")])
        let built = SearchText.build(
            title: "Münze", fields: fields, wishFields: wish, template: template, wishlistTemplate: wishlist, number: 42,
            language: "de-CH")
        #expect(built.text == "munze gold silber platinum 1931 2024 03 02 https shop example x id 1 k 0042")
        #expect(built.sensitiveText == "a 1 ann muller")
    }

    @Test func withoutTemplateOnlyTheTitleAndNumber() {
        let built = SearchText.build(
            title: "…", fields: ItemFields(["brand": .text("Rolex")]), template: nil, wishlistTemplate: nil, number: 3)
        #expect(built == (text: "k 0003", sensitiveText: ""))
    }
}
