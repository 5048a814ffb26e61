/// `--help` and `kuriosa help COMMAND`, laid out from a command's table: the usage lines, the
/// prose, then each section's options in two columns, the help wrapped at `width`.
enum HelpText {
    static let width = 92
    /// Where the help column starts; a longer label puts its help on the next line.
    static let column = 30

    /// - Parameter action: for `previews refresh --help`: only that action's usage lines and
    ///   the options it takes (a section left without options is left out, with its prose).
    static func render(_ table: CommandTable, action: String? = nil) -> String {
        let table = action.map { only($0, of: table) } ?? table
        var out = ""
        for (i, line) in usageLines(table).enumerated() {
            out += (i == 0 ? "Usage: " : "       ") + line + "\n"
        }
        if !table.about.isEmpty { out += "\n" + table.about + "\n" }
        for section in table.sections {
            out += "\n"
            if let title = section.title { out += title + "\n" }
            if !section.intro.isEmpty { out += section.intro + "\n" }
            for argument in section.arguments { out += row(argument.name, argument.help) }
            for option in section.options { out += row(option.label, helpLine(option)) }
            if !section.note.isEmpty { out += section.note + "\n" }
        }
        if !table.footer.isEmpty { out += "\n" + table.footer + "\n" }
        return String(out.dropLast())
    }

    static func only(_ action: String, of table: CommandTable) -> CommandTable {
        var cut = table
        cut.forms = table.forms(for: action)
        cut.sections = table.sections.compactMap { section in
            var s = section
            s.options = section.options.filter { $0.actions?.contains(action) ?? true }
            return s.options.isEmpty && !section.options.isEmpty ? nil : s
        }
        return cut
    }

    /// One usage line per form, made of its declared words and wrapped under its first
    /// argument (`kuriosa previews refresh LIBRARY …`).
    static func usageLines(_ table: CommandTable) -> [String] {
        table.forms.flatMap { form -> [String] in
            let words = form.items.flatMap { $0.words(actions: form.actions) }
            let lead = (["kuriosa", table.name] + (form.items.first.map { if case .action = $0 { [words[0]] } else { [] } } ?? [])).joined(separator: " ") + " "
            let rest = form.items.first.map { if case .action = $0 { Array(words.dropFirst()) } else { words } } ?? words
            let indent = String(repeating: " ", count: lead.count < 34 ? lead.count : 4)
            // Whole words only: `[--template builtin.ID|FILE.json]` is never cut at its space.
            var lines: [String] = []
            var line = String(lead.dropLast())
            var onLine = 0
            for word in rest {
                if onLine > 0 && line.count + 1 + word.count > width - 7 {
                    lines.append(line)
                    line = String(indent.dropLast())
                    onLine = 0
                }
                line += " " + word
                onLine += 1
            }
            lines.append(line)
            return lines
        }
    }

    /// The help, with the default and "repeatable" when the table says so.
    static func helpLine(_ option: Option) -> String {
        var extras: [String] = []
        if let value = option.defaultValue { extras.append("default \(value)") }
        if option.repeatable && !option.help.contains("repeatable") { extras.append("repeatable") }
        return extras.isEmpty ? option.help : option.help + " (" + extras.joined(separator: "; ") + ")"
    }

    static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = wrap(help, width: width - column, indent: "")
        var out = "  " + label
        if out.count + 1 > column {
            out += "\n" + indent
        } else {
            out += String(repeating: " ", count: column - out.count)
        }
        out += lines.joined(separator: "\n" + indent) + "\n"
        return out
    }

    /// Greedy word wrap; a word longer than the width stands on a line of its own.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= width { line += " " + word } else {
                lines.append(line)
                line = indent + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
