import Foundation
import Testing
@testable import KuriosaPreviews

/// The fast path of the C side (SAX events, and only the candidate tags when no `<title>`
/// follows an `<svg>` or `<math>`) against the reference it replaced: a walk of the tree
/// libxml2 builds from the whole token stream. Same candidates, same order, same `foreign`.
@Suite("Candidate parser: SAX and cut-down stream against the tree walk")
struct CandidateParserTests {
    /// Fragments where libxml2's HTML 4 rules decide structure: implied elements, end tags
    /// with priorities, tables, foreign roots, text that implies a paragraph, controls.
    static let fragments = [
        "<svg>", "</svg>", "<math>", "</math>", "<title>T</title>", "<title>", "</title>", "<p>", "</p>",
        "<div>", "</div>", "<span>", "</span>", "<table>", "<tr>", "<td>", "</td>", "</tr>", "</table>",
        "<head>", "</head>", "<body>", "</body>", "<html>", "</html>", "<meta property=og:title content=M>",
        "<meta name=twitter:title content='N'>", "<link rel=image_src href=/l.png>", "<base href=/b/>",
        "<script>x</script>", "<style>y</style>", "<script>", "text", " ", "\n", "\u{1}", "\u{C}", "&amp;", "&nbsp;",
        "<!-- c -->", "<foreignObject>", "</foreignObject>", "<g>", "</g>", "<select>", "<option>", "<li>",
        "<ul>", "</ul>", "<textarea>t</textarea>", "<frameset>", "<noframes>", "<object>", "<form>", "</form>",
        "<h1>", "</h1>", "<br/>", "<img src=x>", "<a href=#>", "</a>", "<dl><dt>", "<dd>", "<b>", "</b>",
        "<plaintext>", "<xmp>", "<!doctype html>", "<?xml?>", "\u{0}", "é", "<SVG>", "<Title>", "</ TITLE>",
        "<x:title>P</x:title>", "<og:meta property=og:title content=Q>", "<svg:svg>", "<html:title>",
    ]

    /// A deterministic generator (SplitMix64), so a failure names a seed that reproduces it.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func page() -> String {
            let count = 3 + Int(next() % 60)
            var html = ""
            for index in 0..<count {
                let fragment = CandidateParserTests.fragments[Int(next() % UInt64(CandidateParserTests.fragments.count))]
                // Numbered contents, so a moved or lost candidate shows.
                html += fragment.replacingOccurrences(of: ">T<", with: ">T\(index)<")
                    .replacingOccurrences(of: "content=M", with: "content=M\(index)")
            }
            return html
        }
    }

    @Test("Generated markup", arguments: 0..<8)
    func generated(_ batch: Int) {
        var generator = Generator(state: UInt64(batch) * 1_000_003)
        var differences: [String] = []
        for _ in 0..<500 {
            let html = generator.page()
            let fast = HTMLCandidates.parse(html), reference = HTMLCandidates.parseWithTree(html)
            if fast.items != reference.items { differences.append(html.debugDescription) }
        }
        #expect(differences.isEmpty, "first: \(differences.first ?? "")")
    }

    @Test("Golden pages and the fuzz seeds")
    func files() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let pages = root.appendingPathComponent("Pages")
        let seeds = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/PreviewExtractorFuzz")
        var files: [URL] = []
        for folder in [pages, seeds] {
            files += try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "html" }
        }
        #expect(files.count >= 7)
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(HTMLCandidates.parse(text).items == HTMLCandidates.parseWithTree(text).items, "\(file.lastPathComponent)")
        }
    }

    @Test("A title after an svg keeps the whole stream and its foreign flag", arguments: [
        ("<svg><title>Icon</title></svg><title>Page</title>", [true, false]),
        ("<div><svg></div><title>Page</title>", [false]),
        ("<svg><p>x</p><title>Deep</title></svg>", [true]),
        ("<math><title>M</title>", [true]),
        ("<title>First</title><svg><path/></svg>", [false]),
        // A prefixed name is another element (HTML5), not a title (found by the fuzzer).
        ("<x:title>No</x:title><svg><title>Icon</title>", [true]),
    ])
    func foreign(_ html: String, _ flags: [Bool]) {
        let titles = HTMLCandidates.parse(html).items.compactMap { item -> Bool? in
            if case .title(_, let foreign) = item { return foreign }
            return nil
        }
        #expect(titles == flags)
        #expect(HTMLCandidates.parse(html).items == HTMLCandidates.parseWithTree(html).items)
    }

    @Test("UTF-8 check matches Swift's", arguments: [
        [0x41], [0xC3, 0xA9], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF0, 0x9F, 0x98, 0x80], [0xE2, 0x82], [0xFF], [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0xE2, 0x82, 0xAC],
        [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x80],
    ] as [[UInt8]])
    func utf8(_ bytes: [UInt8]) {
        let swift = String(validating: bytes, as: UTF8.self) != nil
        let c = bytes.withUnsafeBufferPointer { EncodingSniffer.isValidUTF8($0, allowingTruncatedEnd: false) }
        #expect(c == swift)
    }
}
