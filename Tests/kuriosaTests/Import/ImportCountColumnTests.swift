import Foundation
import KuriosaStore
import KuriosaTestSupport
import Testing

/// A counted collection's count column (docs/import.md#template-mapping): a wine sheet's
/// `Bottles` fills the count (`purchase_quantity`), not the wine template's hidden legacy
/// `bottles` field (where every row failed `invalid_quantity: 6`); so do the standard labels
/// and the template's unit names in the five languages.
@Suite("kuriosa import: the count column", .serialized)
struct ImportCountColumnTests {

    static let newWine = ["--new-collection", "Wein", "--template", "builtin.wine"]

    /// The library's catalog as saved, opened in the test.
    static func session(_ lib: CLILibrary) throws -> CatalogSession {
        let key = try RecoveryKey(parsing: String(contentsOf: lib.key, encoding: .utf8))
        return try LibraryPackage(url: lib.library).open(.recoveryKey(key)).openCatalog()
    }

    @Test(arguments: ["Bottles", "Flaschen", "bouteilles", "Bottiglie", "Botellas", "Quantity", "Anzahl", "Cantidad", "bottle"])
    func aCountedCollectionsCountColumnFillsTheCount(_ header: String) throws {
        let lib = try CLILibrary()
        let csv = try lib.write("wine.csv", "Title,Producer,\(header)\nBarolo,Conterno,6\nBarbaresco,Gaja,12\n")
        let (status, json) = try lib.importJSON(csv, Self.newWine)
        #expect(status == 0, "\(json)")
        #expect((json["errors"] as? [Any])?.isEmpty == true, "\(json)")
        #expect((json["warnings"] as? [Any])?.isEmpty == true, "\(json)")
        let quantities = try ItemRecord.fetchAll(Self.session(lib).db, includingDeleted: false).map { $0.purchaseQuantity }
        #expect(quantities.sorted { ($0 ?? 0) < ($1 ?? 0) } == [6, 12])
    }
}
