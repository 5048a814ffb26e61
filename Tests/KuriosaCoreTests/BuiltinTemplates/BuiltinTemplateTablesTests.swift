import Testing
@testable import KuriosaCore

/// The format lists exactly which built-ins count, suggest sub-collections, and have a
/// showcase mode, and how "New collection" groups them; the shipped documents must agree.
@Suite struct BuiltinTemplateTablesTests {
    static let showcase: [String: ShowcaseMode] = [
        "watch": .strap, "strap": .strap,
        "coin": .lying, "banknote": .lying, "stamp": .lying, "trading_card": .lying, "comic": .lying, "record": .lying,
        "wine": .standing, "spirits": .standing, "perfume": .standing, "ink": .standing, "handbag": .standing,
        "book": .standing, "toy": .standing,
        "car": .wide, "knife": .wide, "firearm": .wide, "pen": .wide, "scale_model": .wide, "optic": .wide,
    ]

    /// English unit names (one, other); nil, nil for pieces.
    static let quantity: [String: (String?, String?)] = [
        "wine": ("bottle", "bottles"), "spirits": ("bottle", "bottles"), "ink": ("bottle", "bottles"),
        "trading_card": ("copy", "copies"), "ammunition": ("round", "rounds"),
        "coin": (nil, nil), "banknote": (nil, nil), "stamp": (nil, nil), "sealed_product": (nil, nil), "blank": (nil, nil),
    ]

    /// Suggestions as (template, English name, icon).
    static let suggestions: [String: [Suggestion]] = {
        let accessories = Suggestion(template: "builtin.blank", name: ["en": "Accessories"], icon: "tray.2")
        return [
            "watch": [Suggestion(template: "builtin.strap"), accessories],
            "firearm": [Suggestion(template: "builtin.ammunition"), Suggestion(template: "builtin.optic"), accessories],
            "camera": [Suggestion(template: "builtin.lens"), accessories],
            "video_game": [Suggestion(template: "builtin.console"), accessories],
            "coin": [Suggestion(template: "builtin.banknote"), Suggestion(name: ["en": "Medals"], icon: "medal")],
            "stamp": [Suggestion(name: ["en": "Covers"], icon: "envelope")],
            "trading_card": [Suggestion(template: "builtin.sealed_product")],
            "wine": [Suggestion(template: "builtin.spirits")],
            "perfume": [Suggestion(name: ["en": "Samples and decants"], icon: "drop")],
            "handbag": [Suggestion(name: ["en": "Small leather goods"], icon: "creditcard")],
            "pen": [Suggestion(template: "builtin.ink")],
        ]
    }()

    static func name(_ id: String) -> String { String(id.dropFirst("builtin.".count)) }

    @Test(arguments: BuiltinTemplates.ids)
    func showcaseModeIsTheFormats(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        #expect(template.showcase == Self.showcase[Self.name(id)], "\(id)")
    }

    @Test(arguments: BuiltinTemplates.ids)
    func countsExactlyTheFormatsCollections(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        guard let expected = Self.quantity[Self.name(id)] else {
            #expect(template.quantity == nil, "\(id) counts but should not")
            return
        }
        let quantity = try #require(template.quantity, "\(id) should count")
        #expect(quantity.one?.english == expected.0, "\(id)")
        #expect(quantity.other?.english == expected.1, "\(id)")
        #expect(quantity.one == nil || quantity.one?.texts.count == 5, "\(id)")
    }

    /// Compares template, English name and icon; the other languages are checked with every label.
    @Test(arguments: BuiltinTemplates.ids)
    func suggestsExactlyTheFormatsSubCollections(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let expected = Self.suggestions[Self.name(id)]
        let actual = template.suggestions?.map {
            Suggestion(template: $0.template, name: $0.name?.english.map { ["en": $0] }, icon: $0.icon)
        }
        #expect(actual == expected, "\(id)")
        for suggestion in template.suggestions ?? [] {
            if let target = suggestion.template {
                #expect(BuiltinTemplates.ids.contains(target), "\(id) suggests unknown \(target)")
            } else {
                #expect(suggestion.name != nil && suggestion.icon != nil, "\(id)")
            }
        }
    }

    @Test func groupsAreTheFormatsInOrder() {
        let groups = TemplateGroup.allCases.map { ($0.displayName, $0.templateIDs.map(Self.name)) }
        #expect(groups.map(\.0) == [
            "Wear and carry", "Coins and paper", "Art, music, and play", "Drinks and scents", "Gear and nature", "Start empty",
        ])
        #expect(groups.map(\.1) == [
            ["watch", "jewelry", "sneaker", "handbag", "pen", "knife"],
            ["coin", "banknote", "stamp", "trading_card", "comic", "book"],
            ["art", "record", "instrument", "toy", "scale_model", "video_game"],
            ["wine", "spirits", "perfume"],
            ["car", "camera", "mineral", "firearm", "ammunition"],
            ["blank"],
        ])
    }

    @Test func suggestionOnlyTemplatesAndTheWishlistAreInNoGroup() {
        #expect(BuiltinTemplates.suggestionOnlyIDs.map(Self.name) == ["strap", "optic", "lens", "ink", "console", "sealed_product"])
        for id in BuiltinTemplates.suggestionOnlyIDs + [BuiltinTemplates.wishlistID] {
            #expect(TemplateGroup.group(of: id) == nil, "\(id)")
        }
        #expect(TemplateGroup.group(of: "builtin.ammunition") == .gearAndNature)
    }

    @Test func theResolverFindsTheShippedBuiltins() throws {
        let firearm = try #require(try BuiltinTemplates.template(id: "builtin.firearm"))
        let offered = BuiltinTemplates.suggestionResolver.offered(for: firearm)
        #expect(offered.map(\.template.id) == ["builtin.ammunition", "builtin.optic", "builtin.blank"])
        #expect(offered.last?.name.english == "Accessories")
    }
}
