/// An absolute `http`/`https` URL in the WHATWG URL Standard's serialized form.
///
/// Foundation's `URL` follows RFC 3986 and resolves `\`, `//host`, dot segments, default ports
/// and percent-encoding differently from browsers, and the rules
/// (docs/link-preview-rules.md#url-resolution) say "per WHATWG". Only `http` and `https`
/// results are ever usable, so this parser implements the Standard's special-scheme path only;
/// every other scheme is "not usable".
struct HTTPURL: Sendable, Hashable {
    var scheme: String
    var userinfo: String
    var host: String
    var port: Int?
    var path: [String]
    var query: String?
    var fragment: String?

    /// The serialization (`href`).
    var serialized: String {
        var text = scheme + "://" + userinfo + host
        if let port { text += ":\(port)" }
        text += "/" + path.joined(separator: "/")
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// What relative addresses on a page resolve against (the document base of
    /// docs/link-preview-rules.md#url-resolution).
    enum Base: Sendable, Hashable {
        case http(HTTPURL)
        /// A base that is not http(s), e.g. `<base href="ftp://…">`: relative candidates
        /// cannot become http(s), absolute ones still can.
        case other
    }

    /// Resolves `input` against `base`; `nil` when the result is not an absolute http(s)
    /// URL (a `data:`, `javascript:`, `blob:` or `file:` address, a bad host, a bad port).
    static func resolve(_ input: String, against base: Base) -> HTTPURL? {
        var scalars = Array(input.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let input = scalars[...]

        if let colon = schemeEnd(input) {
            let scheme = String(String.UnicodeScalarView(input[..<colon])).lowercased()
            guard scheme == "http" || scheme == "https" else { return nil }
            let rest = input[(colon + 1)...]
            if case .http(let baseURL) = base, baseURL.scheme == scheme, !(rest.first.map(isSlash) ?? false) {
                return relative(rest, to: baseURL)
            }
            return authority(rest.drop(while: isSlash), scheme: scheme)
        }
        guard case .http(let baseURL) = base else { return nil }
        if input.count >= 2, isSlash(input[input.startIndex]), isSlash(input[input.startIndex + 1]) {
            return authority(input.drop(while: isSlash), scheme: baseURL.scheme)
        }
        return relative(input, to: baseURL)
    }

    static func isSlash(_ scalar: Unicode.Scalar) -> Bool { scalar == "/" || scalar == "\\" }

    /// Index of the `:` ending a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
    private static func schemeEnd(_ input: ArraySlice<Unicode.Scalar>) -> Int? {
        guard let first = input.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        for index in input.indices.dropFirst() {
            let scalar = input[index]
            if scalar == ":" { return index }
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
            if !allowed { return nil }
        }
        return nil
    }

    private static func relative(_ input: ArraySlice<Unicode.Scalar>, to base: HTTPURL) -> HTTPURL? {
        var url = base
        url.fragment = nil
        guard let first = input.first else { return url }
        if isSlash(first) {
            url.path = []
            url.query = nil
            url.parseRest(input)
        } else if first == "?" {
            url.query = nil
            url.parseRest(input)
        } else if first == "#" {
            url.parseRest(input)
        } else {
            url.query = nil
            if !url.path.isEmpty { url.path.removeLast() }
            url.parseRest(ArraySlice(["/"] + Array(input)))
        }
        return url
    }

    private static func authority(_ input: ArraySlice<Unicode.Scalar>, scheme: String) -> HTTPURL? {
        let end = input.firstIndex { isSlash($0) || $0 == "?" || $0 == "#" } ?? input.endIndex
        var hostPort = input[input.startIndex..<end]
        var userinfo = ""
        if let at = hostPort.lastIndex(of: "@") {
            let credentials = hostPort[hostPort.startIndex..<at]
            let colon = credentials.firstIndex(of: ":") ?? credentials.endIndex
            let username = PercentEncoding.encode(credentials[credentials.startIndex..<colon], set: .userinfo)
            let password = PercentEncoding.encode(credentials[colon...].dropFirst(), set: .userinfo)
            if !username.isEmpty || !password.isEmpty {
                userinfo = username + (password.isEmpty ? "" : ":" + password) + "@"
            }
            hostPort = hostPort[(at + 1)...]
        }
        var portText: ArraySlice<Unicode.Scalar>?
        var hostText = hostPort
        var insideBrackets = false
        for index in hostPort.indices {
            let scalar = hostPort[index]
            if scalar == "[" { insideBrackets = true }
            if scalar == "]" { insideBrackets = false }
            if scalar == ":", !insideBrackets {
                hostText = hostPort[hostPort.startIndex..<index]
                portText = hostPort[(index + 1)...]
                break
            }
        }
        guard let host = HostParser.parse(hostText) else { return nil }
        var port: Int?
        if let portText, !portText.isEmpty {
            guard portText.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            let digits = String(String.UnicodeScalarView(portText.drop { $0 == "0" }))
            guard digits.count <= 5, let value = Int(digits.isEmpty ? "0" : digits), value <= 65535 else { return nil }
            port = value == (scheme == "https" ? 443 : 80) ? nil : value
        }
        var url = HTTPURL(scheme: scheme, userinfo: userinfo, host: host, port: port, path: [], query: nil, fragment: nil)
        url.parseRest(input[end...])
        if url.path.isEmpty { url.path = [""] }
        return url
    }

    /// Parses `[/path][?query][#fragment]`, appending path segments to `path`.
    private mutating func parseRest(_ input: ArraySlice<Unicode.Scalar>) {
        var rest = input
        if let hash = rest.firstIndex(of: "#") {
            fragment = PercentEncoding.encode(rest[(hash + 1)...], set: .fragment)
            rest = rest[rest.startIndex..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = PercentEncoding.encode(rest[(question + 1)...], set: .specialQuery)
            rest = rest[rest.startIndex..<question]
        }
        guard let first = rest.first else {
            if path.isEmpty { path = [""] }
            return
        }
        let body = HTTPURL.isSlash(first) ? rest.dropFirst() : rest
        let segments = body.split(omittingEmptySubsequences: false, whereSeparator: HTTPURL.isSlash)
        for (offset, segment) in segments.enumerated() {
            let isLast = offset == segments.count - 1
            let lowered = String(String.UnicodeScalarView(segment)).lowercased()
            if [".", "%2e"].contains(lowered) {
                if isLast { path.append("") }
            } else if ["..", ".%2e", "%2e.", "%2e%2e"].contains(lowered) {
                if !path.isEmpty { path.removeLast() }
                if isLast { path.append("") }
            } else {
                path.append(PercentEncoding.encode(segment, set: .path))
            }
        }
    }
}
