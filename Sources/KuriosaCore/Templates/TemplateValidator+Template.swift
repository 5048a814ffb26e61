extension TemplateValidator {
    static func checkQuantity(_ template: Template, into issues: inout [TemplateIssue]) {
        guard let q = template.quantity else { return }
        for (name, text) in [("one", q.one), ("other", q.other)] {
            if let text, !text.hasEnglish {
                issues.append(.init(fieldKey: nil, rule: .textEnglish, message: "quantity.\(name) has no English text (\"en\")"))
            }
        }
    }

    /// Up to three keys of visible, non-sensitive fields, or `@count` when the collection counts.
    static func checkHighlights(_ template: Template, into issues: inout [TemplateIssue]) {
        guard let highlights = template.highlights else { return }
        if highlights.count > 3 {
            issues.append(.init(fieldKey: nil, rule: .highlightsTooMany, message: "highlights has \(highlights.count) keys; at most 3 are shown"))
        }
        var seen: Set<String> = []
        for key in highlights {
            func add(_ rule: TemplateIssue.Rule, _ message: String) {
                issues.append(.init(fieldKey: key, rule: rule, message: message))
            }
            if !seen.insert(key).inserted { add(.highlightsDuplicate, "highlights lists \"\(key)\" more than once") }
            if key == Template.countHighlight {
                if template.quantity == nil { add(.highlightsCount, "\"@count\" is only a highlight of a collection that counts (\"quantity\")") }
                continue
            }
            guard let field = template.field(key) else {
                add(.highlightsUnknown, "highlight \"\(key)\" is not a field of the template")
                continue
            }
            if field.hidden { add(.highlightsHidden, "highlight \"\(key)\" is a hidden field") }
            if field.sensitive { add(.highlightsSensitive, "highlight \"\(key)\" is a sensitive field") }
        }
    }

    /// Known standard field names, each once, in the documented order; `quantity` only when
    /// the collection counts.
    static func checkRemovedStandardFields(_ template: Template, into issues: inout [TemplateIssue]) {
        guard let removed = template.removedStandardFields else { return }
        var lastIndex = -1
        var seen: Set<String> = []
        for name in removed {
            guard let standard = StandardField(rawValue: name),
                  let index = StandardField.allCases.firstIndex(of: standard) else {
                let known = StandardField.allCases.map(\.rawValue).joined(separator: ", ")
                issues.append(.init(fieldKey: nil, rule: .removedUnknown, message: "removedStandardFields: \"\(name)\" is not a standard field (known: \(known))"))
                continue
            }
            if standard == .quantity && template.quantity == nil {
                issues.append(.init(fieldKey: nil, rule: .removedQuantity, message: "removedStandardFields: \"quantity\" can only be removed from a collection that counts"))
            }
            if !seen.insert(name).inserted || index < lastIndex {
                issues.append(.init(fieldKey: nil, rule: .removedOrder, message: "removedStandardFields: \"\(name)\" is repeated or out of the documented order"))
            }
            lastIndex = max(lastIndex, index)
        }
    }

    /// A non-empty template and icon where given, English in the name, and a name and icon
    /// of its own when the suggestion has no template.
    static func checkSuggestions(_ template: Template, into issues: inout [TemplateIssue]) {
        for (i, s) in (template.suggestions ?? []).enumerated() {
            let which = "suggestion \(i + 1)"
            func add(_ rule: TemplateIssue.Rule, _ message: String) {
                issues.append(.init(fieldKey: nil, rule: rule, message: "\(which): \(message)"))
            }
            if let t = s.template, t.allSatisfy(\.isWhitespace) { add(.suggestionTemplate, "\"template\" is empty") }
            if let icon = s.icon, icon.allSatisfy(\.isWhitespace) { add(.suggestionIcon, "\"icon\" is empty") }
            if let name = s.name, !name.hasEnglish { add(.suggestionNameEnglish, "the name has no English text (\"en\")") }
            if s.template == nil {
                if s.name == nil { add(.suggestionNameRequired, "without \"template\" it needs a name") }
                if s.icon == nil { add(.suggestionIconRequired, "without \"template\" it needs an icon") }
            }
        }
    }
}
