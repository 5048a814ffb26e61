import Foundation
import KuriosaTestSupport
import Testing

/// Two templates of one name: `Modern` uses builtin.coin ("Coins", a number `Year`), `Ancient`
/// a custom template also called "Coins" whose `Year` is text (`44 BC`). Headed with the name,
/// both years would be `Year (Coins)`; the export heads them with their collections' paths
/// instead, and the importer reads each for its own rows.
extension RoundTripLawTests {
    static let ancientTemplate = #"""
    {"id":"custom.ancient","version":1,"name":{"en":"Coins","de":"Münzen"},"icon":"star",
     "sections":[{"id":"main","label":{"en":"Main"}}],
     "fields":[{"key":"year","type":"text","label":{"en":"Year","de":"Jahr"},"section":"main"}]}
    """#

    static func sameNameLibrary() throws -> Package {
        let package = try Package.new()
        let modern = package.folder.appendingPathComponent("modern.csv")
        try Data("Title,Year,Country\nVreneli,1935,Switzerland\n".utf8).write(to: modern)
        var r = try package.run("import", [modern.path, "--new-collection", "Modern", "--template", "builtin.coin"])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        let template = package.folder.appendingPathComponent("ancient.json")
        try Data(Self.ancientTemplate.utf8).write(to: template)
        let ancient = package.folder.appendingPathComponent("ancient.csv")
        try Data("Title,Year\nDenarius of Caesar,44 BC\n".utf8).write(to: ancient)
        r = try package.run("import", [ancient.path, "--new-collection", "Ancient", "--template", template.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return package
    }

    @Test(arguments: LawFormat.allCases)
    func sameNameTemplatesKeepTheLaws(format: LawFormat) throws {
        let package = try Self.sameNameLibrary()
        let templates = package.folder.appendingPathComponent("templates.json")
        let out = try Self.export(package, format, to: "all", extra: ["--templates-file", templates.path])
        let header = try format.text(of: out.file).prefix { $0 != "\r" }
        #expect(header.contains("Year (Modern)") && header.contains("Year (Ancient)") && !header.contains("(Coins)"), "\(header)")
        // Law 1.
        let before = try package.files()
        var (status, json) = try Self.importJSON(package, out.file, [])
        #expect(status == 0 && Self.count(json, "warnings") == 0 && Self.count(json, "errors") == 0, "\(json)")
        #expect(Self.count(json, "updated") == 0 && Self.count(json, "created") == 0, "\(json)")
        #expect(try package.files() == before)
        // Law 3: a new library, its collections made from the templates file.
        let fresh = try Package.new()
        (status, json) = try Self.importJSON(fresh, out.file, ["--create-collections", "--templates-file", templates.path])
        #expect(status == 0 && Self.count(json, "created") == 2 && Self.count(json, "warnings") == 0, "\(json)")
        let again = try Self.export(fresh, format, to: "again")
        #expect(try format.withoutNumbers(again.file) == format.withoutNumbers(out.file))
        // Law 2: the ancient year, one path.
        try format.edit(out.file, [("44 BC", "43 BC")])
        (status, json) = try Self.importJSON(package, out.file, [])
        #expect(status == 0 && Self.count(json, "updated") == 1 && Self.count(json, "warnings") == 0, "\(json)")
        #expect(try package.newestPaths(of: "K-0002") == ["fields.year"])
    }
}
