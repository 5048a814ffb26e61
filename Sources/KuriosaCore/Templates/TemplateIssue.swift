/// One thing wrong with a template, as the validator finds it: which field (if any), which
/// rule (a stable identifier tools and tests can match), and a message for a person.
public struct TemplateIssue: Sendable, Hashable, CustomStringConvertible {
    /// The rules of "Validation" in the template format, plus the highlight, standard field
    /// and example rules stated with those keys. Raw values are stable identifiers.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case keyFormat = "key.format"
        case keyDuplicate = "key.duplicate"
        case keyReserved = "key.reserved"
        case nameEnglish = "name.english"
        case labelEnglish = "label.english"
        case sectionEnglish = "section.english"
        case sectionDuplicate = "section.duplicate"
        case sectionUnknown = "section.unknown"
        case optionsMissing = "options.missing"
        case optionsDuplicate = "options.duplicate"
        case optionEnglish = "option.english"
        case textEnglish = "text.english"
        case measurementKind = "measurement.kind"
        case unitHintUnknown = "unitHint.unknown"
        case unitHintKind = "unitHint.kind"
        case ratingMaxRange = "ratingMax.range"
        case calculationFormula = "calculation.formula"
        case calculationUnknownField = "calculation.unknownField"
        case calculationFieldType = "calculation.fieldType"
        case calculationCircle = "calculation.circle"
        case calculationRequired = "calculation.required"
        case calculationIdentifying = "calculation.identifying"
        case calculationSensitive = "calculation.sensitive"
        case exampleSensitive = "example.sensitive"
        case highlightsTooMany = "highlights.tooMany"
        case highlightsUnknown = "highlights.unknown"
        case highlightsHidden = "highlights.hidden"
        case highlightsSensitive = "highlights.sensitive"
        case highlightsDuplicate = "highlights.duplicate"
        case highlightsCount = "highlights.count"
        case removedUnknown = "removedStandardFields.unknown"
        case removedQuantity = "removedStandardFields.quantity"
        case removedOrder = "removedStandardFields.order"
        case suggestionTemplate = "suggestion.template"
        case suggestionIcon = "suggestion.icon"
        case suggestionNameEnglish = "suggestion.nameEnglish"
        case suggestionNameRequired = "suggestion.nameRequired"
        case suggestionIconRequired = "suggestion.iconRequired"
    }

    /// The field the issue is about; nil for template-level issues.
    public var fieldKey: String?
    public var rule: Rule
    public var message: String

    public init(fieldKey: String?, rule: Rule, message: String) {
        self.fieldKey = fieldKey
        self.rule = rule
        self.message = message
    }

    public var description: String {
        if let fieldKey { return "field \"\(fieldKey)\": \(message) [\(rule.rawValue)]" }
        return "\(message) [\(rule.rawValue)]"
    }
}
