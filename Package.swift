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
    ],
    targets: [
        // MARK: C libraries from Debian, one small system module each.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libxml2's headers clash with Foundation's ICU: only CShims (C) includes them.
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // What Swift cannot call directly: variadic functions, macros, libxml2.
        .target(name: "CShims", dependencies: ["CCrypto", "CCurl", "CXML2", "CSQLite"]),

        // MARK: Swift modules by stage.
        .target(name: "KuriosaCore"),
        .target(name: "KuriosaStore", dependencies: ["KuriosaCore", "CSQLite", "CCrypto", "CShims"]),
        .target(name: "KuriosaPreviews", dependencies: ["KuriosaCore", "CShims"]),
        .executableTarget(name: "kuriosa", dependencies: ["KuriosaCore", "KuriosaStore"]),
        // Test helper: a writer the crash-safety test kills with SIGKILL while it saves.
        .executableTarget(name: "kuriosa-crash-writer", dependencies: ["KuriosaStore"], path: "Tests/CrashWriter"),
        // Test helper: a second process saving the library while a test saves it too (merge).
        .executableTarget(name: "kuriosa-concurrent-writer", dependencies: ["KuriosaStore"], path: "Tests/ConcurrentWriter"),

        // Benchmarks (Benchmarks/run.sh builds them in release mode).
        .executableTarget(name: "kuriosa-bench", dependencies: ["KuriosaStore"], path: "Benchmarks/KuriosaBench"),
        .executableTarget(name: "kuriosa-merge-bench", dependencies: ["KuriosaStore"], path: "Benchmarks/MergeBench"),

        // MARK: Tests.
        .testTarget(name: "KuriosaCoreTests", dependencies: ["KuriosaCore"]),
        .testTarget(name: "KuriosaPreviewsTests", dependencies: ["KuriosaPreviews"], exclude: ["Pages"]),
        .testTarget(name: "KuriosaStoreTests", dependencies: ["KuriosaStore", "KuriosaCore", "CPango", "CJPEG", "CCurl", "CShims"]),
    ]
)
