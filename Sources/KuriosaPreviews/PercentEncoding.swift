/// The WHATWG URL Standard's percent-encode sets, for the parts of an http(s) URL.
enum PercentEncoding {
    enum EncodeSet {
        case fragment, specialQuery, path, userinfo

        /// ASCII characters (besides C0 controls, space and non-ASCII) this set encodes.
        var extra: Set<Unicode.Scalar> {
            switch self {
            case .fragment: ["\"", "<", ">", "`"]
            case .specialQuery: ["\"", "#", "<", ">", "'"]
            case .path: ["\"", "#", "<", ">", "?", "^", "`", "{", "}"]
            case .userinfo: ["\"", "#", "<", ">", "?", "^", "`", "{", "}", "/", ":", ";", "=", "@", "[", "\\", "]", "|"]
            }
        }
    }

    /// UTF-8 percent-encodes what the set names; an existing `%` is kept as it is.
    static func encode(_ scalars: some Collection<Unicode.Scalar>, set: EncodeSet) -> String {
        let extra = set.extra
        var result = ""
        for scalar in scalars {
            if scalar.value > 0x20, scalar.value < 0x7F, !extra.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + hex(byte)
                }
            }
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
