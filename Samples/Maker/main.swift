import Foundation
import KuriosaCore
import KuriosaStore

/// Makes `Samples/Sample Library`: a small, realistic library (watches with straps, coins, a
/// wine cellar, a wish) written the way the app writes one — built-in templates stored on
/// first use, inventory numbers, search rows, and one history batch per collection, so that
/// every command of the toolkit has something real to work on.
/// Usage: kuriosa-make-sample OUTPUT-FOLDER   (writes "Sample Library" and the key file)
let args = CommandLine.arguments
guard args.count == 2 else {
    FileHandle.standardError.write(Data("usage: kuriosa-make-sample OUTPUT-FOLDER\n".utf8))
    exit(64)
}
let out = URL(fileURLWithPath: args[1])
let packageURL = out.appendingPathComponent("Sample Library")
try? FileManager.default.removeItem(at: packageURL)
let (library, recoveryKey) = try LibraryPackage.create(at: packageURL)
let session = try library.openCatalog()
final class SampleBuilder {
    let db: Database
    init(db: Database) { self.db = db }

    let device = "5a3b1e0c-7f1d-4c55-9a65-6b3d3c9f2e10"
    var clock = Date(timeIntervalSince1970: 1_767_261_600) // 2026-01-01T10:00:00Z
    func tick() -> String { clock += 97; return Timestamp.string(from: clock) }

    func fields(_ pairs: [String: FieldValue]) -> JSONText {
        (try? JSONText(parsing: ItemFields(pairs).text)) ?? .emptyObject
    }
    func chf(_ francs: Double) -> StoredMoney { StoredMoney(minorUnits: Int64((francs * 100).rounded()), currency: "CHF") }

    var templates = [String: Template]()
    func useTemplate(_ id: String, history: HistoryWriter) throws -> Template {
        if let t = templates[id] { return t }
        guard let text = BuiltinTemplates.jsonText(id: id), let t = try BuiltinTemplates.template(id: id) else {
            throw StoreError.notFound(what: "built-in template \(id)")
        }
        try TemplateRow(id: id, version: t.version, json: try JSONText(parsing: text), updatedAt: tick()).insert(db)
        templates[id] = t
        return t
    }


    func build() throws {
        try db.transaction {

            let setup = HistoryWriter(device: device, occurredAt: tick())
            _ = try useTemplate("builtin.wishlist", history: setup)
            var places = [String: String]()
            for (name, parent) in [("Home", nil), ("Safe", "Home"), ("Watch box", "Home"), ("Wine cellar", "Home"), ("Bank deposit box", nil)] as [(String, String?)] {
                let rec = LocationRecord(id: SecureRandom.uuid(), parentID: parent.flatMap { places[$0] }, name: name,
                                         sortIndex: places.count, createdAt: tick(), updatedAt: Timestamp.string(from: clock))
                try rec.insert(db)
                _ = try setup.create(rec, in: db)
                places[name] = rec.id
            }
            var tags = [String: String]()
            for name in ["Daily wear", "Inherited", "For sale", "Gift"] {
                let rec = TagRecord(id: SecureRandom.uuid(), name: name)
                try rec.insert(db)
                _ = try setup.create(rec, in: db)
                tags[name] = rec.id
            }

            struct Piece {
                var title: String
                var fields: [String: FieldValue]
                var place: String?
                var date: String?
                var price: Double?
                var source: String?
                var value: Double?
                var condition: ItemRecord.Condition?
                var tags: [String] = []
                var quantity: Double? = nil
                var wish: (priority: Int, target: Double, url: String)? = nil
                var notes: String? = nil
            }

            func collection(_ name: String, template id: String, parent: String? = nil, sort: Int, pieces: [Piece]) throws -> String {
                let history = HistoryWriter(device: device, occurredAt: tick())
                let template = try useTemplate(id, history: history)
                let c = CollectionRecord(id: SecureRandom.uuid(), name: name, parentID: parent, templateID: id, sortIndex: sort,
                                         createdAt: tick(), updatedAt: Timestamp.string(from: clock))
                try c.insert(db)
                _ = try history.create(c, in: db)
                let wishlist = templates["builtin.wishlist"]
                for p in pieces {
                    let isWish = p.wish != nil
                    let number = isWish ? nil : try ItemNumbers.assignNext(db)
                    let created = tick()
                    var wishFields = [String: FieldValue]()
                    if let w = p.wish { wishFields["shop_url"] = .url(w.url) }
                    let item = ItemRecord(
                        id: SecureRandom.uuid(), collectionID: c.id, kind: isWish ? .wish : .owned, title: p.title,
                        locationID: p.place.flatMap { places[$0] }, purchaseDate: p.date, purchasePrice: p.price.map(chf),
                        source: p.source, estimatedValue: p.value.map(chf), condition: p.condition, notes: p.notes,
                        wishPriority: p.wish?.priority, wishTarget: p.wish.map { chf($0.target) },
                        fields: fields(p.fields), wishFields: fields(wishFields), createdAt: created, updatedAt: created,
                        purchaseQuantity: p.quantity, number: number, tagIDs: p.tags.compactMap { tags[$0] }.sorted())
                    try item.insert(db)
                    _ = try history.create(item, in: db)
                    let search = SearchText.build(title: p.title, fields: ItemFields(p.fields), wishFields: ItemFields(wishFields),
                                                  template: template, wishlistTemplate: wishlist, number: number)
                    try db.execute("INSERT INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)", [item.id, search.text, search.sensitiveText])
                }
                return c.id
            }

            let watches = try collection("Watches", template: "builtin.watch", sort: 0, pieces: [
                Piece(title: "Rolex Submariner Date", fields: ["brand": .text("Rolex"), "model": .text("Submariner Date"), "reference": .text("126610LN"),
                      "serial_number": .text("7X41K092"), "year": .number(2021), "movement": .dropdown("automatic"), "caliber": .text("3235"),
                      "power_reserve": .number(70), "complications": .multipleChoice(["date"]), "case_diameter": .measurement(41),
                      "case_material": .dropdown("steel"), "crystal": .dropdown("sapphire"), "water_resistance": .number(300),
                      "box": .checkbox(true), "papers": .checkbox(true), "manufacturer_url": .url("https://www.rolex.com/watches/submariner")],
                      place: "Safe", date: "2021-06-12", price: 9_850, source: "Bucherer Zürich", value: 13_500, condition: .excellent, tags: ["Daily wear"]),
                Piece(title: "Omega Speedmaster Professional", fields: ["brand": .text("Omega"), "model": .text("Speedmaster Professional Moonwatch"),
                      "reference": .text("310.30.42.50.01.001"), "year": .number(2022), "movement": .dropdown("manual"), "caliber": .text("3861"),
                      "complications": .multipleChoice(["chronograph"]), "case_diameter": .measurement(42), "case_material": .dropdown("steel"),
                      "box": .checkbox(true), "papers": .checkbox(true)],
                      place: "Watch box", date: "2022-03-04", price: 6_450.50, source: "Omega Boutique Genève", value: 6_200, condition: .veryGood),
                Piece(title: "Longines pocket watch (grandfather's)", fields: ["brand": .text("Longines"), "year": .number(1931),
                      "movement": .dropdown("manual"), "case_material": .dropdown("gold"), "case_diameter": .measurement(48)],
                      place: "Bank deposit box", value: 2_800, condition: .good, tags: ["Inherited"],
                      notes: "Engraved on the back: \"F. M. 1931\". Serviced by Meier & Co., Biel."),
                Piece(title: "Grand Seiko SBGA211 Snowflake", fields: ["brand": .text("Grand Seiko"), "reference": .text("SBGA211"),
                      "movement": .dropdown("spring_drive")], wish: (priority: 1, target: 5_800, url: "https://www.grand-seiko.com/ch-de/collections/sbga211g")),
            ])
            _ = try collection("Straps", template: "builtin.strap", parent: watches, sort: 0, pieces: [
                Piece(title: "Brown calf leather strap", fields: ["brand": .text("Hirsch"), "material": .dropdown("leather"), "color": .text("Dark brown"),
                      "lug_width": .measurement(20), "quick_release": .checkbox(true)], place: "Watch box", date: "2023-01-15", price: 120, source: "Hirsch"),
            ])
            _ = try collection("Coins", template: "builtin.coin", sort: 1, pieces: [
                Piece(title: "Vreneli 20 Francs 1935 L-B", fields: ["country": .text("Switzerland"), "denomination": .text("20 Francs"), "year": .number(1935),
                      "mint_mark": .text("L-B"), "km_number": .text("KM# 35.1"), "metal": .dropdown("gold"), "fineness": .number(0.9),
                      "weight": .measurement(6.45), "diameter": .measurement(21), "grade": .dropdown("unc")],
                      place: "Bank deposit box", date: "2019-11-02", price: 420, source: "SBV coin auction", value: 560, condition: .mint, quantity: 3),
                Piece(title: "5 Francs Shooting Thaler 1865", fields: ["country": .text("Switzerland"), "denomination": .text("5 Francs"), "year": .number(1865),
                      "coin_type": .dropdown("commemorative"), "metal": .dropdown("silver"), "weight": .measurement(25), "grade": .dropdown("xf")],
                      place: "Safe", date: "2020-05-20", price: 380, source: "Münzen Basel", value: 450, condition: .excellent, quantity: 1),
            ])
            _ = try collection("Wine cellar", template: "builtin.wine", sort: 2, pieces: [
                Piece(title: "Château Margaux 2015", fields: ["producer": .text("Château Margaux"), "vintage": .number(2015), "color": .dropdown("red"),
                      "country": .text("France"), "region": .text("Bordeaux"), "appellation": .text("Margaux"), "bottle_size": .measurement(750),
                      "drink_from": .date("2028-01-01"), "my_rating": .rating(5)],
                      place: "Wine cellar", date: "2018-04-10", price: 690, source: "Mövenpick Wein", value: 980, quantity: 6, notes: "Owc, stored lying at 12 °C."),
                Piece(title: "Dôle du Valais 2022", fields: ["producer": .text("Provins"), "vintage": .number(2022), "color": .dropdown("red"),
                      "country": .text("Switzerland"), "region": .text("Valais"), "bottle_size": .measurement(750), "my_rating": .rating(3)],
                      place: "Wine cellar", date: "2024-09-01", price: 18.9, source: "Coop", tags: ["Gift"], quantity: 12),
            ])

        }
    }
}

try SampleBuilder(db: session.db).build()
try session.save()
let keyFile = out.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt")
try Data((recoveryKey.displayForm + "\n").utf8).write(to: keyFile)
print("Made \(packageURL.path)\nRecovery key in \(keyFile.path)")
