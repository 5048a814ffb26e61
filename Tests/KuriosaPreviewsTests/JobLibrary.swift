import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
@testable import KuriosaPreviews

/// A real library package (KEF1, recovery key in a file) with previews on and one piece per
/// set of fields, for tests that run the `kuriosa previews` command line on it.
struct JobLibrary {
    let folder: URL
    let package: URL
    let keyFile: URL
    let recoveryKey: RecoveryKey
    var itemIDs: [String] = []

    init(_ pieces: [[String: String]]) throws {
        folder = try TestFolder.make("kq-previews-job")
        let (library, key) = try LibraryPackage.create(at: folder.appendingPathComponent("test.kuriosa"))
        package = library.package.url
        recoveryKey = key
        keyFile = folder.appendingPathComponent("key.txt")
        try Data(key.displayForm.utf8).write(to: keyFile)
        let session = try library.openCatalog()
        try RefreshFixtures.prepare(session.db)
        for (n, fields) in pieces.enumerated() { itemIDs.append(try RefreshFixtures.addItem(session.db, number: n + 1, fields: fields)) }
        try PreviewSwitch.set(true, in: session.db)
        try session.save()
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `kuriosa previews ACTION PACKAGE --recovery-key-file KEY ARGS…`.
    func previews(_ action: String, _ arguments: [String], environment: [String: String] = [:]) throws -> TestProcess.Result {
        try TestProcess.kuriosa(["previews", action, package.path, "--recovery-key-file", keyFile.path] + arguments,
                                environment: environment)
    }

    /// `refresh … --json`, its exit status and its JSON.
    func refreshJSON(_ arguments: [String]) throws -> (status: Int32, json: [String: Any], stderr: String) {
        let result = try previews("refresh", arguments + ["--json"])
        let json = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
        return (result.status, json, result.stderr)
    }

    /// The rows as saved in the package.
    func rows() throws -> [LinkPreviewRow] {
        let session = try LibraryPackage(url: package).open(.recoveryKey(recoveryKey)).openCatalog()
        return try LinkPreviewRow.fetchAll(session.db)
    }

    static func results(_ json: [String: Any]) -> [[String: Any]] { json["results"] as? [[String: Any]] ?? [] }
}
