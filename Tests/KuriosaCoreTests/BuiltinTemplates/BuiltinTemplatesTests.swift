import Foundation
import Testing
@testable import KuriosaCore

/// The built-in templates are what collectors see first: every one must read, pass the
/// validator, speak all five languages, and keep the format's key order.
@Suite struct BuiltinTemplatesTests {
    @Test func thereAreThirtyFourDistinctBuiltins() {
        #expect(BuiltinTemplates.ids.count == 34)
        #expect(Set(BuiltinTemplates.ids).count == 34)
        #expect(Set(BuiltinTemplateData.documents.keys) == Set(BuiltinTemplates.ids))
    }

    @Test func anUnknownIDHasNoTemplate() throws {
        #expect(BuiltinTemplates.jsonText(id: "builtin.spaceship") == nil)
        #expect(try BuiltinTemplates.template(id: "custom.1") == nil)
    }

    @Test(arguments: BuiltinTemplates.ids)
    func decodesWithItsOwnID(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        #expect(template.id == id)
        #expect(template.version >= 1)
        #expect(!template.icon.isEmpty)
        #expect(template.basedOn == nil)
        #expect(template.removedStandardFields == nil)
    }

    @Test(arguments: BuiltinTemplates.ids)
    func passesTheValidator(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let issues = TemplateValidator.validate(template).map(\.description)
        #expect(issues == [], "\(id)")
    }

    /// Re-encoding gives the document back (minified): nothing unknown, nothing lost, and the
    /// keys are in the order of the format's tables.
    @Test(arguments: BuiltinTemplates.ids)
    func isWrittenInTheFormatsKeyOrder(id: String) throws {
        let text = try #require(BuiltinTemplates.jsonText(id: id))
        let template = try Template.decode(from: Data(text.utf8))
        let encoded = String(decoding: try template.encoded(), as: UTF8.self)
        #expect(encoded == Self.minified(text))
    }

    @Test(arguments: BuiltinTemplates.ids)
    func everyTextHasAllFiveLanguages(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        var texts: [(String, LocalizedText)] = [("name", template.name)]
        texts += template.sections.map { ("section \($0.id)", $0.label) }
        for field in template.fields {
            texts.append(("field \(field.key)", field.label))
            texts += (field.options ?? []).map { ("field \(field.key) option \($0.id)", $0.label) }
            if let suffix = field.suffix { texts.append(("field \(field.key) suffix", suffix)) }
        }
        texts += (template.suggestions ?? []).compactMap { s in s.name.map { ("suggestion \($0.english ?? "")", $0) } }
        if let one = template.quantity?.one { texts.append(("quantity one", one)) }
        if let other = template.quantity?.other { texts.append(("quantity other", other)) }
        for (place, text) in texts {
            let missing = LocalizedText.languages.filter { (text.texts[$0] ?? "").allSatisfy(\.isWhitespace) }
            #expect(missing == [], "\(id) \(place)")
            #expect(Set(text.texts.keys) == Set(LocalizedText.languages), "\(id) \(place)")
        }
    }

    /// Examples are English only for names and numbers; then they must not need translating.
    @Test(arguments: BuiltinTemplates.ids)
    func examplesAreEnglishOnlyOrFullyTranslated(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        for field in template.fields {
            guard let example = field.example else { continue }
            #expect([.text, .number].contains(field.type), "\(id) \(field.key)")
            #expect(!field.sensitive, "\(id) \(field.key)")
            let languages = Set(example.texts.keys)
            #expect(languages == ["en"] || languages == Set(LocalizedText.languages), "\(id) \(field.key)")
        }
    }

    @Test(arguments: BuiltinTemplates.ids)
    func highlightsAreVisibleFactsOrTheCount(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let highlights = template.highlights ?? []
        #expect(highlights.count <= 3)
        #expect(Set(highlights).count == highlights.count)
        for key in highlights {
            if key == Template.countHighlight {
                #expect(template.counts, "\(id) highlights @count without counting")
                continue
            }
            let field = try #require(template.field(key), "\(id) highlights unknown \(key)")
            #expect(!field.hidden && !field.sensitive, "\(id) \(key)")
        }
    }

    /// Option IDs and section IDs are stored too, so they follow the key form.
    @Test(arguments: BuiltinTemplates.ids)
    func optionAndSectionIDsHaveTheKeyForm(id: String) throws {
        let template = try #require(try BuiltinTemplates.template(id: id))
        for section in template.sections {
            #expect(TemplateValidator.isValidKey(section.id), "\(id) section \(section.id)")
        }
        for field in template.fields {
            for option in field.options ?? [] {
                #expect(TemplateValidator.isValidKey(option.id), "\(id) \(field.key) option \(option.id)")
            }
            if field.type == .measurement {
                #expect(field.unitHint?.metric != nil && field.unitHint?.imperial != nil, "\(id) \(field.key)")
            }
        }
    }

    @Test func theWishlistShipsWithExactlyTheLinkToBuy() throws {
        let wishlist = try #require(try BuiltinTemplates.template(id: BuiltinTemplates.wishlistID))
        #expect(wishlist.fields.map(\.key) == ["shop_url"])
        #expect(wishlist.fields.first?.type == .url)
        #expect(wishlist.fields.first?.label.english == "Link to buy")
        #expect(wishlist.quantity == nil && wishlist.suggestions == nil && wishlist.showcase == nil)
    }

    @Test func sensitiveSerialNumbersWhereAPieceHasOne() throws {
        let expected: [String: String] = [
            "builtin.watch": "serial_number", "builtin.firearm": "serial_number", "builtin.car": "vin",
            "builtin.camera": "serial_number", "builtin.lens": "serial_number", "builtin.instrument": "serial_number",
        ]
        for (id, key) in expected {
            let template = try #require(try BuiltinTemplates.template(id: id))
            let field = try #require(template.field(key), "\(id) has no \(key)")
            #expect(field.sensitive && field.identifying, "\(id) \(key)")
        }
    }

    /// Removes the whitespace between tokens, keeping strings as they are.
    static func minified(_ text: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        for c in text {
            if inString {
                out.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
                out.append(c)
            } else if !c.isWhitespace {
                out.append(c)
            }
        }
        return out
    }
}
