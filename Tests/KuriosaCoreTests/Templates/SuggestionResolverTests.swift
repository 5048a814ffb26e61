import Foundation
import Testing
@testable import KuriosaCore

@Suite("Suggested sub-collections")
struct SuggestionResolverTests {
    static func builtin(_ name: String, icon: String, suggestions: [Suggestion]? = nil) -> Template {
        Template(id: "builtin.\(name)", name: ["en": name.capitalized, "de": "\(name.capitalized)-de"], icon: icon,
                 sections: [TemplateSection(id: "s", label: ["en": "S"])], suggestions: suggestions)
    }

    /// The built-ins "as shipped": the watch now suggests straps, accessories, and one
    /// template this app version does not know.
    static let shipped: [String: Template] = [
        "builtin.watch": builtin("watch", icon: "watch.analog", suggestions: [
            Suggestion(template: "builtin.strap"),
            Suggestion(template: "builtin.blank", name: ["en": "Accessories", "de": "Zubehör"], icon: "tray.2"),
            Suggestion(template: "builtin.hologram"),
        ]),
        "builtin.strap": builtin("strap", icon: "line.3.horizontal"),
        "builtin.blank": builtin("blank", icon: "square.dashed", suggestions: []),
        "builtin.coin": builtin("coin", icon: "circle.circle", suggestions: [
            Suggestion(template: "builtin.banknote"), Suggestion(name: ["en": "Medals"], icon: "medal"),
        ]),
        "builtin.banknote": builtin("banknote", icon: "banknote"),
    ]

    static let resolver = SuggestionResolver(builtins: { shipped[$0] })

    @Test func ownSuggestionsWin() {
        var stored = Self.builtin("watch", icon: "watch.analog", suggestions: [Suggestion(template: "builtin.coin")])
        #expect(Self.resolver.suggestions(for: stored) == [Suggestion(template: "builtin.coin")])
        stored.suggestions = []
        #expect(Self.resolver.suggestions(for: stored) == [])
    }

    @Test func anOlderStoredBuiltinGetsTheShippedSuggestions() {
        let olderStored = Self.builtin("watch", icon: "watch.analog")
        #expect(Self.resolver.suggestions(for: olderStored).count == 3)
    }

    @Test func aCustomizedCopyGetsThoseOfItsBuiltin() {
        let copy = Self.builtin("watch", icon: "clock").customizedCopy(id: UUID())
        #expect(copy.suggestions == nil)
        #expect(Self.resolver.suggestions(for: copy).count == 3)
        let userMade = Template(id: "custom.x", name: ["en": "Mine"], icon: "x", basedOn: "custom.y")
        #expect(Self.resolver.suggestions(for: userMade) == [])
    }

    @Test func unknownTemplatesAreNotOfferedAndNamesAndIconsAreFilledIn() throws {
        let offered = Self.resolver.offered(for: Self.builtin("watch", icon: "watch.analog"))
        #expect(offered.map(\.name) == [["en": "Strap", "de": "Strap-de"], ["en": "Accessories", "de": "Zubehör"]])
        #expect(offered.map(\.icon) == ["line.3.horizontal", "tray.2"])
        #expect(offered.map(\.template.id) == ["builtin.strap", "builtin.blank"])
    }

    @Test func aSuggestionWithoutTemplateUsesTheParentsFields() throws {
        let coin = try #require(Self.shipped["builtin.coin"])
        let medals = try #require(Self.resolver.offered(for: coin).last)
        #expect(medals.template.id == "builtin.coin")
        #expect(medals.icon == "medal")
    }

    @Test(arguments: [
        (false, ["STRAP"], "en", ["Accessories"]),
        (false, ["ZUBEHÖR"], "de", ["Strap-de"]),
        (false, ["Accessories "], "en", ["Strap", "Accessories"]),
        (true, [], "en", []),
        (false, [], "it", ["Strap", "Accessories"]),
    ])
    func chipsLeaveOutExistingNames(hasPieces: Bool, names: [String], language: String, expected: [String]) {
        let chips = Self.resolver.chips(for: Self.builtin("watch", icon: "watch.analog"), hasPieces: hasPieces,
                                        subCollectionNames: names, language: language)
        #expect(chips.map { $0.name.text(for: language) } == expected)
    }

    @Test func aDifferentIconGivesTheSubCollectionItsOwnCopy() throws {
        let offered = Self.resolver.offered(for: Self.builtin("watch", icon: "watch.analog"))
        let strap = try #require(offered.first)
        #expect(SuggestionResolver.subCollectionTemplate(for: strap, newID: UUID()) == Self.shipped["builtin.strap"])

        let uuid = try #require(UUID(uuidString: "0E8A5B0C-1D2E-4F30-8A4B-5C6D7E8F9A0B"))
        let accessories = try #require(offered.last)
        let copy = SuggestionResolver.subCollectionTemplate(for: accessories, newID: uuid)
        #expect(copy.id == "custom.0e8a5b0c-1d2e-4f30-8a4b-5c6d7e8f9a0b")
        #expect(copy.basedOn == "builtin.blank")
        #expect(copy.icon == "tray.2")
        #expect(copy.suggestions == [])
        #expect(copy.name == Self.shipped["builtin.blank"]?.name)
    }
}
