/// Checks a template against every rule of the format's "Validation" section, so that a
/// template made by hand, imported or shared is refused with all of its problems at once
/// rather than one per attempt.
public enum TemplateValidator {
    /// Every issue of the template, in document order: fields first (in field order, then
    /// calculations), then template-level keys. Empty when the template is valid.
    public static func validate(_ template: Template) -> [TemplateIssue] {
        var issues: [TemplateIssue] = []
        checkName(template, into: &issues)
        checkSections(template, into: &issues)
        var seenKeys: Set<String> = []
        for field in template.fields {
            checkKey(field, seen: &seenKeys, into: &issues)
            checkField(field, in: template, into: &issues)
        }
        checkCalculations(template, into: &issues)
        checkQuantity(template, into: &issues)
        checkHighlights(template, into: &issues)
        checkRemovedStandardFields(template, into: &issues)
        checkSuggestions(template, into: &issues)
        return issues
    }

    /// Whether a key has the storage key form `[a-z][a-z0-9_]*`.
    public static func isValidKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return bytes.allSatisfy { b in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
                || b == UInt8(ascii: "_")
        }
    }

    private static func checkName(_ template: Template, into issues: inout [TemplateIssue]) {
        if !template.name.hasEnglish {
            issues.append(.init(fieldKey: nil, rule: .nameEnglish, message: "the template's name has no English text (\"en\")"))
        }
    }

    private static func checkSections(_ template: Template, into issues: inout [TemplateIssue]) {
        var seen: Set<String> = []
        for section in template.sections {
            if !seen.insert(section.id).inserted {
                issues.append(.init(fieldKey: nil, rule: .sectionDuplicate, message: "section \"\(section.id)\" is listed more than once"))
            }
            if !section.label.hasEnglish {
                issues.append(.init(fieldKey: nil, rule: .sectionEnglish, message: "section \"\(section.id)\" has no English label"))
            }
        }
    }

    private static func checkKey(_ field: TemplateField, seen: inout Set<String>, into issues: inout [TemplateIssue]) {
        let key = field.key
        if key == Template.countHighlight {
            issues.append(.init(fieldKey: key, rule: .keyReserved, message: "\"@count\" stands for the collection's count and cannot be a field key"))
        } else if !isValidKey(key) {
            issues.append(.init(fieldKey: key, rule: .keyFormat, message: "key \"\(key)\" is not of the form [a-z][a-z0-9_]*"))
        }
        if !seen.insert(key).inserted {
            issues.append(.init(fieldKey: key, rule: .keyDuplicate, message: "key \"\(key)\" is used by more than one field"))
        }
    }

    private static func checkField(_ field: TemplateField, in template: Template, into issues: inout [TemplateIssue]) {
        let key = field.key
        func add(_ rule: TemplateIssue.Rule, _ message: String) {
            issues.append(.init(fieldKey: key, rule: rule, message: message))
        }
        if !field.label.hasEnglish { add(.labelEnglish, "the label has no English text (\"en\")") }
        if let section = field.section {
            if !template.sections.contains(where: { $0.id == section }) {
                add(.sectionUnknown, "section \"\(section)\" is not one of the template's sections")
            }
        } else if template.sections.isEmpty {
            add(.sectionUnknown, "the field has no section and the template has none to default to")
        }
        if field.type.hasOptions && (field.options ?? []).isEmpty {
            add(.optionsMissing, "a \(field.type.rawValue) field needs at least one option")
        }
        var optionIDs: Set<String> = []
        var reported: Set<String> = []
        for option in field.options ?? [] {
            if !optionIDs.insert(option.id).inserted, reported.insert(option.id).inserted {
                add(.optionsDuplicate, "option \"\(option.id)\" is listed more than once")
            }
            if !option.label.hasEnglish { add(.optionEnglish, "option \"\(option.id)\" has no English label") }
        }
        if field.type == .measurement && field.measurement == nil {
            add(.measurementKind, "a measurement field needs \"measurement\": length, mass, or volume")
        }
        if let hint = field.unitHint { checkUnitHint(hint, of: field, add: add) }
        if !(1...10).contains(field.ratingMax) { add(.ratingMaxRange, "ratingMax \(field.ratingMax) is not in 1…10") }
        if let suffix = field.suffix, !suffix.hasEnglish { add(.textEnglish, "the suffix has no English text (\"en\")") }
        if let example = field.example {
            if !example.hasEnglish { add(.textEnglish, "the example has no English text (\"en\")") }
            if field.sensitive { add(.exampleSensitive, "a sensitive field cannot have an example") }
        }
    }

    /// Both hinted units must be known identifiers of the field's kind (or, for a field
    /// without a kind, of one kind).
    private static func checkUnitHint(
        _ hint: UnitHint, of field: TemplateField, add: (TemplateIssue.Rule, String) -> Void
    ) {
        var kinds: [MeasurementKind] = []
        for (slot, raw) in [("metric", hint.metric), ("imperial", hint.imperial)] {
            guard let raw else { continue }
            guard let unit = DisplayUnit(rawValue: raw) else {
                add(.unitHintUnknown, "the \(slot) unit hint \"\(raw)\" is not a known unit")
                continue
            }
            if let kind = field.measurement, unit.kind != kind {
                add(.unitHintKind, "the \(slot) unit hint \"\(raw)\" is a \(unit.kind.rawValue) unit, the field measures \(kind.rawValue)")
            }
            kinds.append(unit.kind)
        }
        if field.measurement == nil, kinds.count == 2, kinds[0] != kinds[1] {
            add(.unitHintKind, "the unit hints are of different kinds (\(kinds[0].rawValue), \(kinds[1].rawValue))")
        }
    }
}
