import Foundation
import KuriosaTestSupport
import Testing

/// A copy of the sample library with five more pieces whose titles are Greek, Japanese,
/// Arabic, very long and accented (LabelScripts.csv, imported by `kuriosa import`), and the
/// real tools that read labels back: pdftoppm, pdftotext, zbarimg, dmtxread.
final class LabelFixture {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where rendered pages are kept for people to look at.
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/labels")

    let folder: URL
    let library: URL
    let unlock: [String]
    let environment: [String: String]

    init() throws {
        folder = try TestFolder.make("kuriosa-labels")
        let samples = Self.root.appendingPathComponent("Samples")
        library = folder.appendingPathComponent("Sample Library")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Sample Library"), to: library)
        unlock = ["--recovery-key-file", samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt").path]
        environment = ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        let csv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LabelScripts.csv")
        let imported = try run("import", [csv.path, "--new-collection", "Scripts", "--template", "builtin.watch"])
        try #require(imported.status == 0, "kuriosa import: \(imported.stderr)")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func run(_ command: String, _ arguments: [String], stdin: String = "") throws -> TestProcess.Result {
        try TestProcess.kuriosa([command, library.path] + arguments + unlock, environment: environment, stdin: stdin)
    }

    /// `kuriosa labels … --json`, its report read.
    func labels(_ arguments: [String], output: URL) throws -> [String: Any] {
        let r = try run("labels", ["-o", output.path, "--json"] + arguments)
        try #require(r.status == 0, "kuriosa labels \(arguments): \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    /// The package's bytes, file by file: "left byte for byte unchanged" is checked with it.
    func snapshot() throws -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(at: library, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = e?.nextObject() as? URL {
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                out[url.path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.run(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments)
    }

    /// A part of a page, in points from its top left, rendered at `dpi` as PNG.
    static func crop(_ pdf: URL, page: Int, x: Double, y: Double, width: Double, height: Double, dpi: Int, to png: URL) throws {
        let s = Double(dpi) / 72
        let r = try tool("pdftoppm", ["-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-x", "\(Int(x * s))", "-y", "\(Int(y * s))",
                                      "-W", "\(Int((width * s).rounded(.up)))", "-H", "\(Int((height * s).rounded(.up)))",
                                      "-png", "-singlefile", pdf.path, png.deletingPathExtension().path])
        try #require(r.status == 0, "pdftoppm: \(r.stderr)")
    }

    /// The text pdftotext reads in a part of a page (points).
    static func text(_ pdf: URL, page: Int, x: Double, y: Double, width: Double, height: Double) throws -> String {
        let r = try tool("pdftotext", ["-f", "\(page)", "-l", "\(page)", "-r", "72", "-x", "\(Int(x))", "-y", "\(Int(y))",
                                       "-W", "\(Int(width.rounded(.up)))", "-H", "\(Int(height.rounded(.up)))", "-enc", "UTF-8", pdf.path, "-"])
        try #require(r.status == 0, "pdftotext: \(r.stderr)")
        return r.stdout
    }

    /// What zbarimg decodes in each image: path → payloads (its XML names each source).
    static func decode(_ images: [URL]) throws -> [String: [String]] {
        let r = try tool("zbarimg", ["--xml", "-q"] + images.map(\.path))
        var out: [String: [String]] = [:], current = ""
        for line in r.stdout.split(separator: "\n") {
            if let start = line.range(of: "<source href='"), let end = line.range(of: "'>", range: start.upperBound..<line.endIndex) {
                current = String(line[start.upperBound..<end.lowerBound])
                out[current] = out[current] ?? []
            }
            var rest = line[...]
            while let start = rest.range(of: "<![CDATA["), let end = rest.range(of: "]]>", range: start.upperBound..<rest.endIndex) {
                out[current, default: []].append(String(rest[start.upperBound..<end.lowerBound]))
                rest = rest[end.upperBound...]
            }
        }
        return out
    }

    /// What zbarimg decodes in one image, one payload a line.
    static func decode(_ png: URL) throws -> [String] {
        let r = try tool("zbarimg", ["--raw", "-q", png.path])
        return r.stdout.split(separator: "\n").map(String.init)
    }

    /// The words pdftotext finds on a page, with the top left of each (points).
    static func words(_ pdf: URL, page: Int) throws -> [(x: Double, y: Double, text: String)] {
        let r = try tool("pdftotext", ["-bbox", "-f", "\(page)", "-l", "\(page)", "-enc", "UTF-8", pdf.path, "-"])
        var out: [(x: Double, y: Double, text: String)] = []
        for line in r.stdout.split(separator: "\n") where line.contains("<word ") {
            func number(_ key: String) -> Double? {
                guard let s = line.range(of: key + "=\""), let e = line[s.upperBound...].firstIndex(of: "\"") else { return nil }
                return Double(line[s.upperBound..<e])
            }
            guard let x = number("xMin"), let y = number("yMin"), let open = line.firstIndex(of: ">"),
                  let close = line.range(of: "</word>") else { continue }
            let text = String(line[line.index(after: open)..<close.lowerBound])
                .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            out.append((x + 0.5, y + 0.5, text))
        }
        return out
    }

    /// Each of the first `count` labels of `pdf` cut out of its page at 300 dpi (PPM files in
    /// the fixture's folder) with the words pdftotext finds within it, label by label.
    func labels(_ pdf: URL, sheet: SheetGeometry, count: Int) throws -> (crops: [URL], texts: [String]) {
        var crops: [URL] = [], texts: [String] = []
        guard count > 0 else { return ([], []) }
        for page in 1...((count + sheet.perPage - 1) / sheet.perPage) {
            let base = folder.appendingPathComponent("page")
            _ = try Self.tool("pdftoppm", ["-r", "300", "-f", "\(page)", "-l", "\(page)", "-singlefile", pdf.path, base.path])
            let image = try PPM(Data(contentsOf: base.appendingPathExtension("ppm")))
            let words = try Self.words(pdf, page: page)
            for slot in 0..<min(sheet.perPage, count - (page - 1) * sheet.perPage) {
                let f = sheet.frame(slot)
                let crop = folder.appendingPathComponent("label-\(crops.count).ppm")
                try image.crop(x: f.x * 300 / 72, y: f.y * 300 / 72, width: f.width * 300 / 72, height: f.height * 300 / 72).write(to: crop)
                crops.append(crop)
                texts.append(words.filter { $0.x >= f.x && $0.x < f.x + f.width && $0.y >= f.y && $0.y < f.y + f.height }.map(\.text).joined(separator: " "))
            }
        }
        return (crops, texts)
    }
}
