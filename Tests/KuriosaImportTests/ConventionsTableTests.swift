import Foundation
import KuriosaCore
import Testing
@testable import KuriosaImport

/// The tables in code must agree with `Fixtures/import-conventions.json` (a copy of the
/// shared file), entry for entry.
@Suite("Conventions tables agree with import-conventions.json")
struct ConventionsTableTests {
    struct Conventions: Decodable {
        let standardColumns: [String: [String: [String]]]
        let conditionLabels: [String: [String: String]]
        let checkboxTrue: [String]
        let checkboxFalse: [String]
        let unitFactorsToCanonical: [String: [String: String]]
        let unitSpellings: [String: [String: [String]]]
        let currencySymbols: [String: String]
        let currencyExponentsOtherThan2: [String: Int]
        let monthNames: [String: [String]]
        let formulaNeutralizerTriggers: [String]
        let placeSeparators: [String]
        let choiceSeparators: [String]
        let delimiterCandidates: [String]
    }

    static func load() throws -> Conventions {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import-conventions.json")
        return try JSONDecoder().decode(Conventions.self, from: Data(contentsOf: url))
    }

    @Test func tablesAgree() throws {
        let json = try Self.load()
        #expect(ImportConventions.standardColumns == json.standardColumns)
        #expect(ImportConventions.conditionLabels == json.conditionLabels)
        #expect(Set(ImportConventions.conditionIDs) == Set(json.conditionLabels.keys))
        #expect(Set(ImportConventions.standardColumnKeys) == Set(json.standardColumns.keys))
        #expect(ImportConventions.checkboxTrue == json.checkboxTrue)
        #expect(ImportConventions.checkboxFalse == json.checkboxFalse)
        #expect(ImportConventions.unitFactorsToCanonical == json.unitFactorsToCanonical)
        #expect(ImportConventions.unitSpellings == json.unitSpellings)
        #expect(ImportConventions.currencySymbols == json.currencySymbols)
        // Exponents: Core's one table, not a copy here (#26).
        for (code, digits) in json.currencyExponentsOtherThan2 { #expect(Currency.minorUnitDigits(code) == digits, "\(code)") }
        #expect(ImportConventions.monthNames == Dictionary(uniqueKeysWithValues: json.monthNames.map { (Int($0.key) ?? 0, $0.value) }))
        #expect(ImportConventions.formulaNeutralizerTriggers == json.formulaNeutralizerTriggers)
        #expect(ImportConventions.placeSeparators == json.placeSeparators)
        #expect(ImportConventions.choiceSeparators == json.choiceSeparators)
        #expect(ImportConventions.delimiterCandidates == json.delimiterCandidates)
        #expect(CSVFile.delimiterCandidates.map { String($0) } == json.delimiterCandidates)
    }

    @Test func fixtureIsTheSharedFile() throws {
        // `../shared` beside the project (CI), or the development machine's copy.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [root.appendingPathComponent("../shared/import-conventions.json"),
                          URL(fileURLWithPath: "/work/shared/import-conventions.json")]
        guard let sharedData = candidates.lazy.compactMap({ try? Data(contentsOf: $0) }).first else { return }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import-conventions.json")
        #expect(try Data(contentsOf: url) == sharedData)
    }

    @Test func everyUnitHasAFactorAndEverySpellingIsUnique() {
        for kind in MeasurementUnits.Kind.allCases {
            for (unit, spellings) in ImportConventions.unitSpellings[kind.rawValue] ?? [:] {
                #expect(MeasurementUnits.factor(of: unit, kind: kind) != nil, "\(unit)")
                for spelling in spellings {
                    #expect(MeasurementUnits.unit(spelled: spelling, kind: kind) == unit, "\(spelling) in \(kind)")
                }
            }
        }
    }

    @Test func monthNamesAreUnambiguous() {
        var seen: [String: Int] = [:]
        for (month, names) in ImportConventions.monthNames {
            for name in names {
                if let other = seen[name] { #expect(other == month, "\(name)") }
                seen[name] = month
            }
        }
    }
}
