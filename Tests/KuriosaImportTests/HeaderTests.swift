import Testing
@testable import KuriosaImport

@Suite("Header normalization and bracket suffixes")
struct HeaderTests {
    static let normalized: [(written: String, normalized: String)] = [
        ("TITRE", "titre"),
        ("État", "etat"),
        ("Diamètre du boîtier", "diametre du boitier"),
        ("date d’achat", "date d'achat"),
        ("date d‘achat", "date d'achat"),
        ("date d`achat", "date d'achat"),
        ("Schätzwert", "schatzwert"),
        ("Straße", "strasse"),
        ("GROSSE", "grosse"),
        ("ẞ", "ss"),
        ("purchase_price", "purchase price"),
        ("Purchase-Date", "purchase date"),
        ("  Purchase \t  date\u{00A0} ", "purchase date"),
        ("Ubicación", "ubicacion"),
        ("Quantità", "quantita"),
        ("ﬁle", "file"),
        ("Ｔｉｔｌｅ", "title"),
    ]

    @Test(arguments: normalized)
    func normalizes(_ example: (written: String, normalized: String)) {
        #expect(TextNormalizer.normalize(example.written) == example.normalized)
    }

    static let brackets: [(header: String, base: String?, bracket: String?)] = [
        ("Gewicht (g)", "gewicht", "g"),
        ("Durchmesser [mm]", "durchmesser", "mm"),
        ("Kaufpreis (EUR)", "kaufpreis", "EUR"),
        ("Buying price (USD)", "buying price", "USD"),
        ("Power reserve (h)", "power reserve", "h"),
        ("Preis (€)", "preis", "€"),
        ("(mm)", nil, nil),
        ("Dicke ()", nil, nil),
        ("Title", nil, nil),
        ("Size (mm) x", nil, nil),
    ]

    @Test(arguments: brackets)
    func bracket(_ example: (header: String, base: String?, bracket: String?)) {
        let label = HeaderLabel(example.header)
        #expect(label.normalizedBase == example.base)
        #expect(label.bracket == example.bracket)
    }

    @Test func bracketIndicationsAreUnderstood() {
        #expect(MoneyReader.currency(forIndication: "EUR") == "EUR")
        #expect(MoneyReader.currency(forIndication: "usd") == "USD")
        #expect(MoneyReader.currency(forIndication: "€") == "EUR")
        #expect(MoneyReader.currency(forIndication: "SFr.") == "CHF")
        #expect(MoneyReader.currency(forIndication: "ABC") == nil)
        #expect(MeasurementUnits.unit(spelled: "g", kind: .mass) == "g")
        #expect(MeasurementUnits.unit(spelled: "mm", kind: .mass) == nil)
        #expect(MeasurementReader.defaultUnit(kind: .length, columnUnit: "cm", metricHint: "mm") == "cm")
        #expect(MeasurementReader.defaultUnit(kind: .length, columnUnit: "g", metricHint: "m") == "m")
        #expect(MeasurementReader.defaultUnit(kind: .volume, columnUnit: nil, metricHint: nil) == "ml")
    }

    @Test func standardLabelsNormalizeToOneTargetEach() {
        var targets: [String: String] = [:]
        for (key, languages) in ImportConventions.standardColumns {
            for label in languages.values.flatMap({ $0 }) + [key] {
                let normalized = TextNormalizer.normalize(label)
                if let other = targets[normalized] { #expect(other == key, "\(label) names \(other) and \(key)") }
                targets[normalized] = key
            }
        }
        #expect(targets["etiquettes"] == "tags")
        #expect(targets["date d'achat"] == "purchase_date")
    }
}
