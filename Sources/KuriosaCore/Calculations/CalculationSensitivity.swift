/// Whether a calculation must be sensitive (template format, "Calculation fields"): a result
/// worked out from a sensitive field reveals it, so it is hidden, blurred and left out of
/// exports like the field itself.
public enum CalculationSensitivity {
    /// True when the calculation `field` uses a sensitive field directly or through other
    /// calculations (followed through their formulas, each once, so circles end). False for
    /// fields that are not calculations.
    public static func isSensitive(field: TemplateField, in template: Template) -> Bool {
        sensitiveSource(of: field, in: template) != nil
    }

    /// The key of the first sensitive field the calculation uses, breadth first, for
    /// messages ("uses the sensitive field …").
    public static func sensitiveSource(of field: TemplateField, in template: Template) -> String? {
        guard field.type == .calculation else { return nil }
        var visited: Set<String> = [field.key]
        var queue = field.formula?.fieldKeys ?? []
        var index = 0
        while index < queue.count {
            let key = queue[index]
            index += 1
            guard visited.insert(key).inserted, let used = template.field(key) else { continue }
            if used.sensitive { return key }
            if used.type == .calculation { queue.append(contentsOf: used.formula?.fieldKeys ?? []) }
        }
        return nil
    }
}
