import Testing
@testable import KuriosaImport

@Suite("Dropdowns, multiple choice, conditions")
struct ChoiceTests {
    static let movements = [
        ImportOption(id: "automatic", labels: ["en": "Automatic", "de": "Automatik"]),
        ImportOption(id: "quartz", labels: ["en": "Quartz", "fr": "Quartz"]),
        ImportOption(id: "manual", labels: ["en": "Manual winding", "de": "Handaufzug"], hidden: true),
    ]
    static let materials = [
        ImportOption(id: "steel", labels: ["en": "Steel", "de": "Stahl"]),
        ImportOption(id: "gold_18k", labels: ["en": "Gold, 18k", "fr": "Or, 18 carats"]),
        ImportOption(id: "leather", labels: ["en": "Leather", "de": "Leder"]),
    ]

    static let dropdownCases: [(cell: String, expected: String)] = [
        ("automatic", "automatic"),
        ("Automatik", "automatic"),
        ("AUTOMATIC", "automatic"),
        ("Quartz", "quartz"),
        ("handaufzug", "manual"),
        ("Automatic, Quartz", "invalid_option"),
        ("Solar", "invalid_option"),
    ]

    @Test(arguments: dropdownCases)
    func dropdown(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .dropdown(options: Self.movements), fileMark: .point), example.cell) == example.expected)
    }

    static let multiple: [(cell: String, expected: String)] = [
        ("Gold, 18k", "gold_18k"),
        ("Or, 18 carats", "gold_18k"),
        ("Leather, Steel", "steel|leather"),
        ("Leder;Stahl;leather", "steel|leather"),
        ("gold_18k; Leather", "gold_18k|leather"),
        ("Gold, 18k;Leather", "invalid_option"),
        ("Steel, Titanium", "invalid_option"),
        (", ;", "nil"),
        ("steel,,", "steel"),
    ]

    @Test(arguments: multiple)
    func multipleChoice(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .multipleChoice(options: Self.materials), fileMark: .point), example.cell) == example.expected)
    }

    static let conditions: [(cell: String, expected: String)] = [
        ("mint", "condition:mint"),
        ("very_good", "condition:very_good"),
        ("Very good", "condition:very_good"),
        ("Sehr gut", "condition:very_good"),
        ("Très bon", "condition:very_good"),
        ("tres bon", "condition:very_good"),
        ("Muy bueno", "condition:very_good"),
        ("Come nuovo", "condition:mint"),
        ("Ordentlich", "condition:fair"),
        ("VG+", "invalid_option"),
        ("UNC", "invalid_option"),
    ]

    @Test(arguments: conditions)
    func condition(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .condition, fileMark: .point), example.cell) == example.expected)
    }
}

@Suite("Quantities, ratings, checkboxes")
struct QuantityRatingCheckboxTests {
    static let warranty = [
        ImportOption(id: "year", labels: ["en": "years", "de": "Jahre", "fr": "ans"]),
        ImportOption(id: "month", labels: ["en": "months", "de": "Monate"]),
    ]

    static let quantities: [(cell: String, expected: String)] = [
        ("5 years", "5.0 year"),
        ("60 Monate", "60.0 month"),
        ("10 ans", "10.0 year"),
        ("1 year", "1.0 year"),
        ("1 years", "1.0 year"),
        ("5", "invalid_quantity"),
        ("0 years", "invalid_quantity"),
        ("-1 years", "invalid_quantity"),
        ("5 decades", "invalid_quantity"),
    ]

    @Test(arguments: quantities)
    func quantityField(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .quantity(units: Self.warranty), fileMark: .point), example.cell) == example.expected)
    }

    @Test func quantityFieldWithOneVisibleOption() {
        let units = [ImportOption(id: "round", labels: ["en": "rounds"]), ImportOption(id: "box", labels: ["en": "boxes"], hidden: true)]
        let parser = CellParser(kind: .quantity(units: units), fileMark: .point)
        #expect(outcome(parser, "50") == "50.0 round")
        #expect(outcome(parser, "2 boxes") == "2.0 box")
    }

    static let counts: [(cell: String, expected: String)] = [
        ("12", "count:12.0"),
        ("12 bottles", "count:12.0"),
        ("1 Flasche", "count:1.0"),
        ("12 bouteilles", "count:12.0"),
        ("1.5", "count:1.5"),
        ("0", "invalid_quantity"),
        ("6 cases", "invalid_quantity"),
        ("half a dozen", "invalid_quantity"),
    ]

    @Test(arguments: counts)
    func quantityColumn(_ example: (cell: String, expected: String)) {
        let names = ["bottle", "bottles", "Flasche", "Flaschen", "bouteille", "bouteilles"]
        #expect(outcome(CellParser(kind: .count(unitNames: names), fileMark: .point), example.cell) == example.expected)
    }

    static let ratings: [(cell: String, maximum: Int, expected: String)] = [
        ("4", 5, "rating:4"),
        ("4.0", 5, "rating:4"),
        ("4,0", 5, "rating:4"),
        ("0", 5, "rating:0"),
        ("★★★★☆", 5, "rating:4"),
        ("⭐⭐⭐", 5, "rating:3"),
        ("⭐️⭐️", 5, "rating:2"),
        ("☆☆☆☆☆", 5, "rating:0"),
        ("4/5", 5, "rating:4"),
        ("8/10", 5, "rating:4"),
        ("4.5/5", 10, "rating:9"),
        ("7/10", 5, "invalid_rating"),
        ("3.5", 5, "invalid_rating"),
        ("4.5", 5, "invalid_rating"),
        ("6", 5, "invalid_rating"),
        ("★★★★★★", 5, "invalid_rating"),
        ("-1", 5, "invalid_rating"),
        ("great", 5, "invalid_rating"),
        ("4/0", 5, "invalid_rating"),
    ]

    @Test(arguments: ratings)
    func rating(_ example: (cell: String, maximum: Int, expected: String)) {
        #expect(outcome(CellParser(kind: .rating(maximum: example.maximum), fileMark: .point), example.cell) == example.expected, "\(example.cell)")
    }

    static let checkboxes: [(cell: String, expected: String)] = [
        ("yes", "checkbox:true"), ("Y", "checkbox:true"), ("TRUE", "checkbox:true"), ("1", "checkbox:true"),
        ("x", "checkbox:true"), ("✓", "checkbox:true"), ("✔", "checkbox:true"), ("✔️", "checkbox:true"),
        ("on", "checkbox:true"), ("Ja", "checkbox:true"), ("WAHR", "checkbox:true"), ("oui", "checkbox:true"),
        ("VRAI", "checkbox:true"), ("si", "checkbox:true"), ("sì", "checkbox:true"), ("Sí", "checkbox:true"),
        ("VERO", "checkbox:true"), ("VERDADERO", "checkbox:true"),
        ("no", "checkbox:false"), ("N", "checkbox:false"), ("FALSE", "checkbox:false"), ("0", "checkbox:false"),
        ("off", "checkbox:false"), ("nein", "checkbox:false"), ("FALSCH", "checkbox:false"), ("non", "checkbox:false"),
        ("FAUX", "checkbox:false"), ("falso", "checkbox:false"),
        ("", "nil"), ("maybe", "invalid_checkbox"), ("2", "invalid_checkbox"), ("-", "invalid_checkbox"),
        ("✗", "invalid_checkbox"),
    ]

    @Test(arguments: checkboxes)
    func checkbox(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .checkbox, fileMark: .point), example.cell) == example.expected, "\(example.cell)")
    }
}
