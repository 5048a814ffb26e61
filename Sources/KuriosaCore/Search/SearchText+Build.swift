import Foundation

/// Which of a piece's values go into `item_search`, and in which order.
extension SearchText {
    /// The value types whose text a person would type to find a piece: words, links,
    /// numbers, days and choices. Measurements, money, ratings, check boxes, counts and
    /// links to other pieces are left out: their stored form (mm, minor units, IDs) is not
    /// what anyone types.
    static let searchedTypes: Set<FieldType> = [.text, .url, .number, .date, .dropdown, .multipleChoice]

    /// The two texts of a piece's `item_search` row.
    /// - `text`: the title, then the values of the template's visible fields that are not
    ///   sensitive, in the template's field order, then those of the wishlist template's
    ///   fields in `wishFields` (wish fields are kept when a wish is bought), normalized;
    ///   then the inventory number as `k 0007` (version 13).
    /// - `sensitiveText`: the values of the visible sensitive fields (serial numbers), in the
    ///   same order, normalized, so that search can leave them out unless asked.
    ///
    /// A field counts when the template defines it and does not hide it; keys the template does
    /// not define are ignored. A value is read by its own tag, not by the field's current type
    /// (a type may have changed): text and links as written, numbers in plain decimal digits
    /// (`48`, `42.5`), days as `YYYY-MM-DD`, choices by their labels in `language` in the order
    /// of the field's options (docs/values-and-calculations.md#multiple-choice-values; IDs the
    /// field does not know as themselves).
    /// - Parameters:
    ///   - template: the collection's template; nil (a damaged catalog) leaves only the title.
    ///   - wishlistTemplate: the template of `library_meta.wishlist_template_id`.
    ///   - number: `item.number`; nil for wishes.
    ///   - language: the language of the option labels (`en`, `de-CH`), English fallback.
    public static func build(
        title: String, fields: ItemFields, wishFields: ItemFields = ItemFields(), template: Template?,
        wishlistTemplate: Template?, number: Int?, language: String = "en"
    ) -> (text: String, sensitiveText: String) {
        var normal = [title]
        var sensitive: [String] = []
        for (values, fieldsTemplate) in [(fields, template), (wishFields, wishlistTemplate)] {
            for field in fieldsTemplate?.fields ?? [] where !field.hidden {
                guard let value = values[field.key], let words = words(of: value, field: field, language: language) else {
                    continue
                }
                if field.sensitive { sensitive.append(words) } else { normal.append(words) }
            }
        }
        return (appendingNumber(number, to: normalize(normal.joined(separator: " "))), normalize(sensitive.joined(separator: " ")))
    }

    /// The text a value adds, nil for types that are not searched.
    static func words(of value: FieldValue, field: TemplateField, language: String) -> String? {
        // The cases below are the `searchedTypes`, read by the value's own tag.
        switch value {
        case let .text(text), let .url(text), let .date(text):
            return text
        case let .number(number):
            return numberWords(number)
        case .dropdown, .multipleChoice:
            return choiceWords(value.choiceIDs ?? [], field: field, language: language)
        default:
            return nil
        }
    }

    /// A number in plain decimal digits (`48`, `42.5`): `DecimalMath.plainDigits` of
    /// `DecimalMath.decimal`, which reads Swift's shortest form of the double through
    /// Foundation's `Decimal`. When that form has no exponent (`1992.0`, `-0.25`), the digits
    /// are the form without the zeros ending its fraction, so the number fields of every
    /// imported row need no `Decimal` and no `Locale`.
    static func numberWords(_ number: Double) -> String? {
        guard number.isFinite else { return nil }
        if number == 0 { return "0" }
        var written = number.description
        let utf8 = written.utf8
        guard utf8.contains(0x2E), !utf8.contains(where: { $0 == 0x65 || $0 == 0x45 }) else {
            return DecimalMath.decimal(number).map(DecimalMath.plainDigits)
        }
        while written.utf8.last == 0x30 { written.removeLast() }
        if written.utf8.last == 0x2E { written.removeLast() }
        return written
    }

    /// `MultipleChoiceDisplay.labels` joined by spaces, without its sets (a row holds a few
    /// choices and a field a few dozen options): the labels of the chosen options in the
    /// options' order, then the chosen IDs no option has, each once.
    static func choiceWords(_ ids: [String], field: TemplateField, language: String) -> String {
        var words: [String] = []
        var seen: [String] = []
        for option in field.options ?? [] where ids.contains(option.id) {
            words.append(option.label.text(for: language))
            seen.append(option.id)
        }
        for id in ids where !seen.contains(id) {
            seen.append(id)
            words.append(id)
        }
        return words.joined(separator: " ")
    }
}
