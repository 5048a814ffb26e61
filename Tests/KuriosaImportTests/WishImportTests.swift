import Foundation
import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaImport

/// `--kind wish`: the priority column and the wishlist template's fields (`wish_fields`),
/// which owned pieces do not have.
@Suite("Wishes: priority and wishlist fields")
struct WishImportTests {
    static func wishPlan(_ header: [String]) throws -> ColumnPlan {
        let template = try #require(try BuiltinTemplates.template(id: "builtin.watch"))
        let wishlist = try #require(try BuiltinTemplates.template(id: BuiltinTemplates.wishlistID))
        return ColumnPlan(header: CSVRecord(row: 1, cells: header), template: template,
                          standards: HeaderMatcher.wishStandards(for: template), mapping: nil, wishlist: wishlist)
    }

    static let headers: [(header: String, target: ImportTarget)] = [
        ("Priority", .standard(.wishPriority)), ("Priorität", .standard(.wishPriority)), ("priorite", .standard(.wishPriority)),
        ("Priorità", .standard(.wishPriority)), ("Prioridad", .standard(.wishPriority)), ("priority", .standard(.wishPriority)),
        ("Link to buy", .wishField("shop_url")), ("Link zum Kaufen", .wishField("shop_url")),
        ("Lien d'achat", .wishField("shop_url")), ("Enlace de compra", .wishField("shop_url")), ("shop_url", .wishField("shop_url")),
    ]

    @Test(arguments: headers)
    func wishHeadersMatchInEveryLanguage(_ example: (header: String, target: ImportTarget)) throws {
        let plan = try Self.wishPlan([example.header])
        #expect(plan.columns.map(\.target) == [example.target])
        #expect(plan.warnings.isEmpty)
    }

    @Test func ownedPiecesKeepThemUnknown() throws {
        let (plan, _) = try ImportMappingTests.plan(["Title", "Priorität", "Link to buy"])
        #expect(plan.columns.map(\.target) == [.standard(.title)])
        #expect(plan.warnings.map(\.reason) == ["unknown_column", "unknown_column"])
    }

    static let priorities: [(cell: String, value: Int?)] = [
        ("1", 1), ("5", 5), ("3.0", 3), ("0", nil), ("6", nil), ("2,5", nil), ("-1", nil), ("high", nil),
    ]

    @Test(arguments: priorities)
    func priorityIsAWholeNumberFromOneToFive(_ example: (cell: String, value: Int?)) {
        let parser = CellParser(kind: .priority, fileMark: .point)
        #expect(outcome(parser, example.cell) == (example.value.map { "priority:\($0)" } ?? "invalid_priority"))
    }

    static let csv = """
    Title,Brand,Priorität,Link zum Kaufen,Purchase price
    Nautilus,Patek Philippe,5,www.example.com/nautilus,CHF 120000
    Speedmaster,Omega,,,
    Submariner,Rolex,9,https://example.com/sub,
    Daytona,Rolex,2,no link,
    ,Cartier,3,https://example.com/tank,
    """

    @Test func storesPriorityAndLinkAndRejectsBadRows() throws {
        let lib = try ImportTestLibrary()
        #expect(try TemplateRow.fetchOne(lib.db, id: BuiltinTemplates.wishlistID) == nil)
        let report = try lib.run(Self.csv, into: DirectWriterTests.newWatches) { $0.kind = .wish }
        #expect(report.fatal == nil)
        // A priority or link that does not fit is kept in the notes; a wish without a title is
        // rejected.
        #expect(report.kept.map(\.reason) == ["invalid_priority", "invalid_url"])
        #expect(report.kept.map(\.row) == [4, 5])
        #expect(report.kept.first?.column == "Priorität")
        #expect(report.errors.map(\.reason) == ["missing_value"])
        #expect(report.errors.map(\.row) == [6] && report.errors.first?.column == "Title")
        #expect(report.created.count == 4)

        let items = try lib.items().sorted { $0.title < $1.title }
        let nautilus = try #require(items.first { $0.title == "Nautilus" })
        #expect(nautilus.wishPriority == 5)
        #expect(nautilus.wishFields.text == #"{"shop_url":{"type":"url","value":"https://www.example.com/nautilus"}}"#)
        #expect(nautilus.fields.text.contains("shop_url") == false)
        let speedmaster = try #require(items.first { $0.title == "Speedmaster" })
        #expect(speedmaster.wishPriority == nil && speedmaster.wishFields.text == "{}")
        let submariner = try #require(items.first { $0.title == "Submariner" })
        #expect(submariner.wishPriority == nil && submariner.notes == "Priorität: 9")
        #expect(submariner.wishFields.text == #"{"shop_url":{"type":"url","value":"https://example.com/sub"}}"#)
        let daytona = try #require(items.first { $0.title == "Daytona" })
        #expect(daytona.wishPriority == 2 && daytona.wishFields.text == "{}" && daytona.notes == "Link zum Kaufen: no link")
        #expect(items.count == 4)

        let entry = try #require(try HistoryEntry.fetchAll(lib.db).first { $0.entityID == nautilus.id })
        let paths = try HistoryChange.parse(entry.changesText).map(\.path)
        #expect(paths.contains("wishFields.shop_url") && paths.contains("wishPriority"))
        #expect(paths.suffix(3) == ["wishFields.shop_url", "wishPriority", "wishTarget"])

        // The wishlist template was used, so the library stores it, unrecorded.
        #expect(try TemplateRow.fetchOne(lib.db, id: BuiltinTemplates.wishlistID)?.json.text
                == BuiltinTemplates.jsonText(id: BuiltinTemplates.wishlistID))
    }

    @Test func noWishFieldColumnStoresNoWishlistTemplate() throws {
        let lib = try ImportTestLibrary()
        let report = try lib.run("Title,Brand,Priority\nNautilus,Patek,4\n", into: DirectWriterTests.newWatches) { $0.kind = .wish }
        #expect(report.errors.isEmpty)
        #expect(try lib.items().first?.wishPriority == 4)
        #expect(try TemplateRow.fetchOne(lib.db, id: BuiltinTemplates.wishlistID) == nil)
    }

    @Test func updateReplacesPriorityAndLink() throws {
        let lib = try ImportTestLibrary()
        _ = try lib.run("Title,Brand,Priority,Link to buy\nNautilus,Patek,2,https://a.example\n", into: DirectWriterTests.newWatches) {
            $0.kind = .wish
        }
        let report = try lib.run("Title,Brand,Priority,Link to buy\nNautilus,Patek,4,https://b.example\n", into: .collectionPath("Watches")) {
            $0.kind = .wish
            $0.onDuplicate = .update
        }
        #expect(report.updated.count == 1)
        let wish = try #require(try lib.items().first)
        #expect(wish.wishPriority == 4 && wish.wishFields.text == #"{"shop_url":{"type":"url","value":"https://b.example"}}"#)
        let batch = try #require(report.batchID)
        let entry = try #require(try HistoryEntry.fetchAll(lib.db, batchID: batch).first)
        let paths = try HistoryChange.parse(entry.changesText).map(\.path)
        #expect(paths.contains("wishFields.shop_url") && paths.contains("wishPriority"), "\(paths)")
    }
}
