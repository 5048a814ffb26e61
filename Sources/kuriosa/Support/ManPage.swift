import Foundation

/// kuriosa(1) in roff (man-pages macros), made from the commands' tables: a section per
/// command with its usage, what it does and its options. The prose, written for `--help`
/// with its own line breaks, is filled by the formatter (`prose`), so the page fits the
/// reader's width: set as preformatted text it ran 146 lines past 80 columns.
enum ManPage {
    static func render(_ tables: [CommandTable], version: String) -> String {
        var s = """
        .\\" kuriosa(1), made by 'kuriosa man' from the commands' tables; do not edit.
        .TH KURIOSA 1 "" "kuriosa \(version)" "Kuriosa Toolkit"
        .SH NAME
        kuriosa \\- work on the encrypted collection libraries of the Kuriosa catalog app
        .SH SYNOPSIS
        .B kuriosa
        .I command
        [\\fIoptions\\fR]
        .br
        .B kuriosa help
        [\\fIcommand\\fR]
        .SH DESCRIPTION
        Each command takes its own options; \\fBkuriosa\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR prints them.
        Commands that open a library take the library package (or the folder that holds it) as
        LIBRARY and the secret from \\fB\\-\\-recovery\\-key\\-file\\fR, \\fB\\-\\-passphrase\\-file\\fR, the
        environment or a prompt, never from the command line itself.
        .SH COMMANDS

        """
        for table in tables {
            s += ".SS \(text(table.name))\n\(text(table.summary))\n.PP\n.nf\n"
            // A usage is one `kuriosa …` line and its continuations, wrapped again for 80 columns.
            var usages: [String] = []
            for line in HelpText.usageLines(table) {
                if line.hasPrefix("kuriosa ") || usages.isEmpty { usages.append(line) } else { usages[usages.count - 1] += " " + line.trimmingCharacters(in: .whitespaces) }
            }
            for usage in usages { s += wrapped(usage, width: 72).map(text).joined(separator: "\n") + "\n" }
            s += ".fi\n"
            if !table.about.isEmpty { s += prose(table.about) }
            for section in table.sections {
                if let title = section.title { s += ".PP\n\\fB\(text(title))\\fR\n" }
                if !section.intro.isEmpty { s += prose(section.intro) }
                for argument in section.arguments { s += ".TP\n\\fI\(text(argument.name))\\fR\n\(text(argument.help))\n" }
                for option in section.options {
                    var label = option.short.map { "\\fB\\-\(text(String($0)))\\fR, " } ?? ""
                    label += "\\fB\\-\\-\(text(option.name))\\fR"
                    if let placeholder = option.placeholder { label += " \\fI\(text(placeholder))\\fR" }
                    s += ".TP\n\(label)\n\(text(HelpText.helpLine(option)))\n"
                }
                if !section.note.isEmpty { s += ".PP\n" + text(section.note) + "\n" }
            }
            if !table.footer.isEmpty { s += prose(table.footer) }
        }
        s += """
        .SH EXIT STATUS
        0 success, 1 problems found (check) or nothing found (find), 2 error (nothing was written),
        3 partly done (some rows or links rejected, see the report), 64 wrong usage, 75 busy
        (another refresh of the library is running), 130 interrupted.
        .SH ENVIRONMENT
        .TP
        .B KURIOSA_RECOVERY_KEY
        the recovery key, when no key or passphrase file is given
        .TP
        .B KURIOSA_PASSPHRASE
        the passphrase, when neither file nor KURIOSA_RECOVERY_KEY is given
        .SH SEE ALSO
        docs/cli.md in the Kuriosa Toolkit's repository.
        """
        return s
    }

    /// Help prose as filled roff: paragraphs (blank lines) as `.PP`, `- ` items as bullets,
    /// `term   text` lines (a word, two or more spaces, then the text, continued on lines
    /// indented under it) as tagged paragraphs, other lines joined and left to the filler.
    static func prose(_ source: String) -> String {
        var out = ""
        var words: [String] = []
        func flush() {
            if !words.isEmpty { out += text(words.joined(separator: " ")) + "\n" }
            words = []
        }
        var lastWasBlank = true
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                flush()
                lastWasBlank = true
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if trimmed.hasPrefix("- ") {
                flush()
                out += ".IP \\(bu 2\n"
                words = [String(trimmed.dropFirst(2))]
            } else if indent == 0, let range = line.range(of: "  "), !line[..<range.lowerBound].contains(" "),
                      !line[range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
                out += ".TP\n\\fB" + text(String(line[..<range.lowerBound])) + "\\fR\n"
                words = [line[range.upperBound...].trimmingCharacters(in: .whitespaces)]
            } else {
                if lastWasBlank && indent == 0 {
                    flush()
                    out += ".PP\n"
                }
                words.append(trimmed)
            }
            lastWasBlank = false
        }
        flush()
        return out
    }

    /// A usage line broken at spaces to at most `width` columns, the rest indented by four.
    static func wrapped(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count > width && !current.isEmpty {
                lines.append(current)
                current = "    " + word
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// Text made safe for roff: backslashes and hyphens escaped, characters beyond ASCII as
    /// `\[uXXXX]` (troff reads bytes, not UTF-8), no line starting with a control character
    /// ('.' or '\'').
    static func text(_ s: String) -> String {
        let escaped = s.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.unicodeScalars.map { $0.isASCII ? String($0) : "\\[u" + String(format: "%04X", $0.value) + "]" }.joined()
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
