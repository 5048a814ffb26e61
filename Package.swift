// swift-tools-version:6.0
import PackageDescription

/// Layers, lowest first: system C libraries and the C shims, then KuriosaCore (pure Swift:
/// templates, values, calculations), KuriosaStore (packages, crypto, catalog), the pipeline
/// stages, and the thin `kuriosa` executable. A module depends only on the ones below it.
let package = Package(
    name: "KuriosaToolkit",
    products: [
        .executable(name: "kuriosa", targets: ["kuriosa"]),
        .library(name: "KuriosaCore", targets: ["KuriosaCore"]),
        .library(name: "KuriosaStore", targets: ["KuriosaStore"]),
        .library(name: "KuriosaExport", targets: ["KuriosaExport"]),
        .library(name: "KuriosaLabels", targets: ["KuriosaLabels"]),
    ],
    targets: [
        // MARK: C libraries from Debian, one small system module each.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Lossless JPEG transforms (photo import: metadata dropped, turned upright, no re-encoding).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // PDF documents of pieces, drawn into reports as vector pages.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpdemux", providers: [.apt(["libwebp-dev"])]),
        // Spreadsheets (.xlsx) of exports: libxlsxwriter writes the sheets and the ZIP around them.
        .systemLibrary(name: "CXLSXWriter", pkgConfig: "xlsxwriter", providers: [.apt(["libxlsxwriter-dev"])]),
        // Barcodes and QR codes for labels, as vectors: every symbology in one library. Debian's
        // libzint-dev has no pkg-config file, so the module links it by name.
        .systemLibrary(name: "CZint", providers: [.apt(["libzint-dev"])]),
        // libxml2's headers clash with Foundation's ICU: only the C shims include them.
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Workbooks (.xlsx) the importer reads: the ZIP container around the sheets' XML.
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // C shims, one target per library, each used by the one Swift module that wraps it
        // (docs/architecture.md). libcurl's variadic setopt/getinfo and the address guard
        // for the link-preview loader (SQLite's one variadic call is inline in CSQLite).
        .target(name: "CCurlShims", dependencies: ["CCurl"]),
        // The link-preview HTML tokenizer and collector, through libxml2's HTML parser.
        .target(name: "CPreviewHTML", dependencies: ["CXML2"]),
        // Pictures: libjpeg's error exit and progress monitor must longjmp, so decoding and
        // encoding stay in C. Only KuriosaPictures imports it.
        .target(name: "CImageShims", dependencies: ["CJPEG", "CPNG", "CGIF", "CWebP"]),
        // The XML of imported workbooks through libxml2's SAX parser (its headers stay in C).
        .target(name: "CSheetShims", dependencies: ["CXML2"]),

        // MARK: Swift modules by stage.
        .target(name: "KuriosaCore"),
        .target(name: "KuriosaStore", dependencies: ["KuriosaCore", "CSQLite", "CCrypto"]),
        // Every picture of the toolkit (import photos, link preview pictures, export photos):
        // decoding with bounds, orientation, the one scaler, JPEG encoding and lossless transforms.
        .target(name: "KuriosaPictures", dependencies: ["KuriosaCore", "CImageShims", "CTurboJPEG", "CPango"]),
        .target(name: "KuriosaPreviews", dependencies: ["KuriosaCore", "KuriosaStore", "KuriosaPictures", "CCurlShims", "CPreviewHTML", "CCurl"]),
        // The bulk importer of CSV files and .xlsx workbooks: reading, cell parsing, template
        // mapping, writing, photos and documents.
        .target(name: "KuriosaImport", dependencies: ["KuriosaCore", "KuriosaStore", "KuriosaPictures", "CPango",
                                                      "CPoppler", "CZip", "CSheetShims"]),
        // Exports and reports: CSV, HTML and PDF through cairo and pango, XLSX through libxlsxwriter.
        .target(name: "KuriosaExport", dependencies: ["KuriosaCore", "KuriosaStore", "KuriosaPictures", "CPango", "CPoppler", "CXLSXWriter"]),
        // Labels for boxes, shelves and trays: sheet presets, codes drawn by libzint, payloads linked in item_code.
        .target(name: "KuriosaLabels", dependencies: ["KuriosaCore", "KuriosaStore", "KuriosaExport", "CPango", "CZint"]),
        .executableTarget(name: "kuriosa", dependencies: ["KuriosaCore", "KuriosaStore", "KuriosaPreviews", "KuriosaImport", "KuriosaExport", "KuriosaLabels"]),
        // Test helper: a writer the crash-safety test kills with SIGKILL while it saves.
        .executableTarget(name: "kuriosa-crash-writer", dependencies: ["KuriosaStore"], path: "Tests/CrashWriter"),
        // Test helper: a second process saving the library while a test saves it too (merge).
        .executableTarget(name: "kuriosa-concurrent-writer", dependencies: ["KuriosaStore"], path: "Tests/ConcurrentWriter"),
        // Test helper: a refresh with the command's Ctrl-C handling that the interrupt test stops with SIGINT.
        .executableTarget(name: "kuriosa-preview-interrupt", dependencies: ["KuriosaPreviews", "KuriosaStore"], path: "Tests/PreviewInterrupt"),
        // Test helper: one picture decoded within its bounds, Ctrl-C wired to the decode (bombs, SIGINT).
        .executableTarget(name: "kuriosa-picture-probe", dependencies: ["KuriosaCore", "KuriosaPictures"], path: "Tests/PictureProbe"),

        // Benchmarks (Benchmarks/run.sh builds them in release mode), measured alike.
        .target(name: "KuriosaBenchSupport", path: "Benchmarks/BenchSupport"),
        .executableTarget(name: "kuriosa-bench", dependencies: ["KuriosaBenchSupport", "KuriosaStore"], path: "Benchmarks/KuriosaBench"),
        .executableTarget(name: "kuriosa-merge-bench", dependencies: ["KuriosaBenchSupport", "KuriosaStore"], path: "Benchmarks/MergeBench"),
        // What bounds an import (Benchmarks/import.sh): SQLite's inserts alone, sealing, payload.
        .executableTarget(name: "kuriosa-bench-import", dependencies: ["KuriosaBenchSupport", "KuriosaStore"], path: "Benchmarks/ImportBench"),
        // Link previews (Benchmarks/previews.sh): extraction of saved pages, a refresh at concurrency 8.
        .executableTarget(name: "kuriosa-bench-previews", dependencies: ["KuriosaBenchSupport", "KuriosaPreviews", "KuriosaStore"], path: "Benchmarks/PreviewsBench"),

        // MARK: Tests.
        // Helpers every test target shares: running the built executables, temporary folders.
        .target(name: "KuriosaTestSupport", path: "Tests/KuriosaTestSupport"),
        .testTarget(name: "KuriosaCoreTests", dependencies: ["KuriosaCore"]),
        .testTarget(name: "KuriosaPreviewsTests", dependencies: ["KuriosaTestSupport", "KuriosaPreviews", "KuriosaPictures", "KuriosaStore", "KuriosaCore", "CCurl", "CCurlShims", "CPreviewHTML", "CPango", "CWebP", "CGIF"],
                    exclude: ["Pages", "Server"]),
        .testTarget(name: "KuriosaImportTests", dependencies: ["KuriosaTestSupport", "KuriosaImport", "KuriosaPictures", "KuriosaStore", "KuriosaCore"], exclude: ["Fixtures", "Presets"]),
        .testTarget(name: "KuriosaExportTests", dependencies: ["KuriosaTestSupport", "KuriosaExport", "KuriosaImport", "KuriosaPictures", "KuriosaStore", "KuriosaCore",
                                                          "CPango", "CJPEG"], exclude: ["Golden", "Scripts"]),
        // The picture pipeline itself: lossless import, orientations, bombs, Ctrl-C in a decode.
        .testTarget(name: "KuriosaPicturesTests", dependencies: ["KuriosaTestSupport", "KuriosaPictures", "CPNG", "CGIF", "CWebP"]),
        .testTarget(name: "KuriosaLabelsTests", dependencies: ["KuriosaTestSupport", "KuriosaLabels", "KuriosaExport", "KuriosaStore", "KuriosaCore"],
                    exclude: ["LabelScripts.csv"]),
        // Rules of docs/architecture.md read from the source text (no module to build).
        .testTarget(name: "ArchitectureTests"),
        // The `kuriosa` command run as a process: help, completions, man page, and each command's behaviour.
        .testTarget(name: "kuriosaTests", dependencies: ["KuriosaTestSupport", "KuriosaStore", "KuriosaCore"], exclude: ["Golden"]),
        .testTarget(name: "KuriosaStoreTests", dependencies: ["KuriosaTestSupport", "KuriosaStore", "KuriosaCore", "CSQLite", "CCrypto"]),
    ]
)
