import Foundation
import KuriosaBenchSupport
import KuriosaPreviews

/// Extraction of saved pages: the pages are read into memory first, so the figure is the
/// extractor's alone (sniffing, decoding, tokenizing, libxml2, the rules), not the disk's.
struct ExtractionBench {
    let folder: URL

    func run(reps: Int) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        guard !names.isEmpty else { throw BenchError("no .html pages in \(folder.path)") }
        let pages = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let bytes = pages.reduce(0) { $0 + $1.count }
        guard let base = URL(string: "https://www.example.com/listing/126610ln-4711") else { throw BenchError("base URL") }

        // Every page must give what the reference finds, or the speed means nothing.
        for (name, page) in zip(names, pages) {
            let metadata = LinkPreviewExtractor.extract(html: page, baseURL: base, contentTypeHeader: nil)
            guard metadata.title != nil, metadata.imageURL != nil else {
                throw BenchError("\(name): no title or image (\(metadata.jsonString()))")
            }
        }
        if let first = pages.first {
            print("# \(names[0]): \(LinkPreviewExtractor.extract(html: first, baseURL: base, contentTypeHeader: nil).jsonString())")
        }
        var best = Double.infinity
        for rep in 0..<reps {
            let start = BenchMeasure.now()
            var found = 0
            for page in pages {
                let metadata = LinkPreviewExtractor.extract(html: page, baseURL: base, contentTypeHeader: nil)
                if metadata.title != nil { found += 1 }
            }
            let seconds = BenchMeasure.now() - start
            guard found == pages.count else { throw BenchError("rep \(rep): \(pages.count - found) page(s) lost their title") }
            best = min(best, seconds)
            print(String(format: "rep=%d pages=%d bytes=%d s=%.3f pages_per_s=%.1f MB_per_s=%.1f",
                         rep, pages.count, bytes, seconds, Double(pages.count) / seconds, Double(bytes) / seconds / 1e6))
        }
        print(String(format: "best pages_per_s=%.1f MB_per_s=%.1f", Double(pages.count) / best, Double(bytes) / best / 1e6))
    }
}
