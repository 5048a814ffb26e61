import Foundation
import Testing

/// The C-layering rule of docs/architecture.md, checked on the source text: each C module
/// is imported only by the Swift module that wraps it, and only with `internal import` (or
/// narrower, or `@_implementationOnly`), so that no C type can show in a public API and a
/// change of a C library is a change of one module. The store's target must not reach
/// libcurl or libxml2 through its dependencies.
@Suite struct CModuleImportTests {
    /// Every C target under Sources/ and the Swift modules allowed to import it. A C target
    /// missing here fails `everyCModuleHasAWrapper`: a new one gets its row with its wrapper.
    static let wrappers: [String: Set<String>] = [
        "CSQLite": ["KuriosaStore"],
        "CCrypto": ["KuriosaStore"],
        "CCurl": ["KuriosaPreviews"],
        "CCurlShims": ["KuriosaPreviews"],
        "CPreviewHTML": ["KuriosaPreviews"],
        // libxml2's headers clash with Foundation's ICU: only C targets include them.
        "CXML2": [],
        "CSheetShims": ["KuriosaImport"],
        "CZip": ["KuriosaImport"],
        "CXLSXWriter": ["KuriosaExport"],
        "CZint": ["KuriosaLabels"],
        // Cairo and pango are the drawing surface of every PDF: reports, labels, the
        // documents' redraw and picture scaling.
        "CPango": ["KuriosaExport", "KuriosaLabels", "KuriosaImport", "KuriosaPictures"],
        "CPoppler": ["KuriosaExport", "KuriosaImport"],
        // Pictures: decoded, scaled and encoded in one module for import, export and previews.
        "CImageShims": ["KuriosaPictures"],
        "CTurboJPEG": ["KuriosaPictures"],
        "CJPEG": ["KuriosaPictures"],
        "CPNG": ["KuriosaPictures"],
        "CGIF": ["KuriosaPictures"],
        "CWebP": ["KuriosaPictures"],
    ]

    /// C libraries the store must not link, by the system module that links them.
    static let notInTheStore: Set<String> = ["CCurl", "CXML2"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var sources: URL { root.appendingPathComponent("Sources") }

    /// The C targets: folders of Sources/ with a module map (system libraries) or C files.
    static func cModules() throws -> Set<String> {
        let fm = FileManager.default
        var found = Set<String>()
        for name in try fm.contentsOfDirectory(atPath: sources.path) {
            let files = fm.enumerator(atPath: sources.appendingPathComponent(name).path)?.allObjects as? [String] ?? []
            if files.contains(where: { $0.hasSuffix("module.modulemap") || $0.hasSuffix(".c") }) { found.insert(name) }
        }
        return found
    }

    /// One `import` line of a Swift file under Sources/.
    struct Import: CustomStringConvertible {
        var module: String      // the Swift module the file belongs to
        var file: String        // path below Sources/
        var line: Int
        var imported: String
        var hidden: Bool        // internal or narrower, or @_implementationOnly
        var description: String { "Sources/\(file):\(line): import \(imported)" }
    }

    static func imports() throws -> [Import] {
        var result = [Import]()
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let module = String(file.split(separator: "/")[0])
            for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                var hidden = false
                while let first = words.first, first != "import" {
                    switch first {
                    case "internal", "private", "fileprivate", "@_implementationOnly": hidden = true
                    case "public", "package", "@preconcurrency", "@testable": break
                    default: words = []
                    }
                    if !words.isEmpty { words.removeFirst() }
                }
                guard words.count >= 2 else { continue }
                // `import struct Foo.Bar` imports module Foo.
                let target = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) && words.count >= 3 ? words[2] : words[1]
                let imported = String(target.split(separator: ".")[0])
                result.append(Import(module: module, file: file, line: n + 1, imported: imported, hidden: hidden))
            }
        }
        return result
    }

    @Test func everyCModuleHasAWrapper() throws {
        let modules = try Self.cModules()
        #expect(modules.contains("CSQLite") && modules.contains("CCrypto"), "found no C targets in \(Self.sources.path)")
        for module in modules.sorted() {
            #expect(Self.wrappers[module] != nil, "Sources/\(module) is a C target without a row in the wrapper table of CModuleImportTests")
        }
    }

    @Test func cModulesAreImportedOnlyByTheirWrappers() throws {
        let modules = try Self.cModules()
        let imports = try Self.imports()
        #expect(imports.count > 100, "read too few import lines")
        for i in imports where modules.contains(i.imported) {
            let allowed = Self.wrappers[i.imported] ?? []
            #expect(allowed.contains(i.module), "\(i): \(i.imported) may be imported only by \(allowed.sorted().joined(separator: ", ")), not by \(i.module)")
        }
    }

    @Test func cModulesAreImportedInternally() throws {
        let modules = try Self.cModules()
        for i in try Self.imports() where modules.contains(i.imported) {
            #expect(i.hidden, "\(i): write `internal import \(i.imported)`, so no C type can appear in a public API")
        }
    }

    /// The targets of Package.swift and their declared dependencies, read from its text.
    static func targets() throws -> [String: [String]] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var result = [String: [String]]()
        for chunk in text.components(separatedBy: "(name: \"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            let name = String(chunk[..<end])
            let call = chunk.components(separatedBy: "\n        .").first ?? ""
            var deps = [String]()
            if let open = call.range(of: "dependencies: ["), let close = call[open.upperBound...].firstIndex(of: "]") {
                deps = call[open.upperBound..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }.filter { !$0.isEmpty }
            }
            result[name] = deps
        }
        return result
    }

    @Test func theStoreLinksNeitherCurlNorXML() throws {
        let targets = try Self.targets()
        #expect(targets["KuriosaStore"] != nil, "no KuriosaStore target in Package.swift")
        var reached = Set<String>()
        var queue = ["KuriosaStore"]
        while let next = queue.popLast() {
            for dep in targets[next] ?? [] where reached.insert(dep).inserted { queue.append(dep) }
        }
        #expect(reached.contains("CSQLite"), "the dependency graph was not read: \(reached.sorted())")
        #expect(reached.isDisjoint(with: Self.notInTheStore), "KuriosaStore reaches \(reached.intersection(Self.notInTheStore).sorted()) through \(reached.sorted())")
    }

    /// Every module a Swift target of Package.swift depends on is imported by one of its files
    /// (#26): KuriosaPreviews depended on CPango and `kuriosa` on KuriosaPictures, and neither
    /// imported them, so Package.swift said more than the code did.
    @Test func everyDeclaredDependencyIsImported() throws {
        let imports = try Self.imports()
        var imported = [String: Set<String>]()
        for i in imports { imported[i.module, default: []].insert(i.imported) }
        let swiftTargets = Set(imports.map(\.module))
        #expect(swiftTargets.contains("KuriosaStore") && swiftTargets.contains("kuriosa"))
        for (target, dependencies) in try Self.targets() where swiftTargets.contains(target) {
            for dependency in dependencies {
                #expect(imported[target, default: []].contains(dependency),
                        "Package.swift: \(target) depends on \(dependency), which none of its files imports")
            }
        }
    }
}
