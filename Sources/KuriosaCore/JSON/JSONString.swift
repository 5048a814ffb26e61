/// JSON string text as every writer of the catalog spells it: only what JSON requires is
/// escaped (the quote, the backslash, control characters as their short forms or `\u00xx` in
/// lower case); `/` and non-ASCII stay as they are. One function, so that templates, field
/// values and history changes can never disagree on a byte.
public enum JSONString {
    public static func write(_ s: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole, not scalar by scalar (a large import
        // writes millions of strings).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
