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
        var groups: [[String]] = []
        for line in table.usage {
            if line.hasPrefix("kuriosa ") || groups.isEmpty { groups.append([line]) } else { groups[groups.count - 1].append(line) }
        }
        let mine = groups.filter { group in
            group[0].split(whereSeparator: { $0 == " " || $0 == "|" }).contains { $0 == action }
        }
        if !mine.isEmpty { cut.usage = mine.flatMap { $0 } }
        cut.sections = table.sections.compactMap { section in
            var s = section
            s.options = section.options.filter { $0.actions?.contains(action) ?? true }
            return s.options.isEmpty && !section.options.isEmpty ? nil : s
        }
        return cut
    }

    /// The table's usage lines, or one made of its arguments and every option.
    static func usageLines(_ table: CommandTable) -> [String] {
        if !table.usage.isEmpty { return table.usage }
        var words = ["kuriosa", table.name]
        if !table.arguments.isEmpty { words.append(table.arguments) }
        for option in table.options where option.name != LibraryOptions.catalog.option.name {
            words.append("[" + (option.short.map { "-\($0)" } ?? "--\(option.name)") + (option.placeholder.map { " " + $0 } ?? "") + "]"
                         + (option.repeatable ? "..." : ""))
        }
        return wrap(words.joined(separator: " "), width: width - 7, indent: "")
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
