import Foundation
import Testing

/// The documentation stands alone: a comment that cites a rule or an issue by its number from a
/// document outside the repository, or a `docs/…md#…` pointer to a heading that was renamed,
/// leaves a maintainer with only this repository unable to find the rule. The check is
/// `scripts/check-doc-links.sh`, run here so that the suite catches it.
@Suite struct DocLinkTests {
    /// Tests/KuriosaCoreTests/<this file> → the package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func commentsPointAtDocsSectionsThatExist() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.packageRoot.appendingPathComponent("scripts/check-doc-links.sh").path,
                             Self.packageRoot.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))")
    }
}
