extension TemplateValidator {
    /// Calculation rules (docs/values-and-calculations.md#calculations-calculationevaluator): a
    /// formula whose fields exist and have a number, no circle, never required or identifying,
    /// sensitive when it uses a sensitive field.
    static func checkCalculations(_ template: Template, into issues: inout [TemplateIssue]) {
        let byKey = Dictionary(template.fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let graph = CalculationGraph(fieldsByKey: byKey)
        for field in template.fields where field.type == .calculation {
            let key = field.key
            func add(_ rule: TemplateIssue.Rule, _ message: String) {
                issues.append(.init(fieldKey: key, rule: rule, message: message))
            }
            if let formula = field.formula {
                for operandKey in formula.fieldKeys {
                    guard let operand = byKey[operandKey] else {
                        add(.calculationUnknownField, "the formula uses \"\(operandKey)\", which is not a field of the template")
                        continue
                    }
                    if !operand.type.isCalculable {
                        add(.calculationFieldType, "the formula uses \"\(operandKey)\", a \(operand.type.rawValue) field, which has no number to calculate with")
                    }
                }
            } else {
                add(.calculationFormula, "a calculation field needs a formula")
            }
            if graph.isInCircle(key) { add(.calculationCircle, "the formula uses itself, directly or through other calculations") }
            if field.required { add(.calculationRequired, "a calculation cannot be required") }
            if field.identifying { add(.calculationIdentifying, "a calculation cannot be identifying") }
            if !field.sensitive, let source = graph.sensitiveSource(of: key) {
                add(.calculationSensitive, "the formula uses the sensitive field \"\(source)\", so the calculation must be sensitive")
            }
        }
    }
}

/// The "uses" relation between calculation fields, for circles and inherited sensitivity.
struct CalculationGraph {
    let fieldsByKey: [String: TemplateField]

    /// Field keys the calculation `key` uses directly; empty for other fields.
    func uses(_ key: String) -> [String] {
        guard let field = fieldsByKey[key], field.type == .calculation else { return [] }
        return field.formula?.fieldKeys ?? []
    }

    /// Whether following formulas from `key` leads back to `key`.
    func isInCircle(_ key: String) -> Bool {
        var visited: Set<String> = []
        var stack = uses(key)
        while let next = stack.popLast() {
            if next == key { return true }
            if visited.insert(next).inserted { stack.append(contentsOf: uses(next)) }
        }
        return false
    }

    /// The first sensitive field `key` uses, directly or through other calculations.
    func sensitiveSource(of key: String) -> String? {
        var visited: Set<String> = [key]
        var queue = uses(key)
        var i = 0
        while i < queue.count {
            let next = queue[i]
            i += 1
            guard visited.insert(next).inserted, let field = fieldsByKey[next] else { continue }
            if field.sensitive { return next }
            queue.append(contentsOf: uses(next))
        }
        return nil
    }
}
