import Foundation
import KuriosaTestSupport
import Testing

/// Usage errors are found from the command's table before anything runs: exit 64 naming the
/// option, and the library is never opened (here it does not even exist).
@Suite struct UsageCheckTests {
    @Test(arguments: [
        (["previews", "refresh", "/no/such/library", "--concurrency", "99"], "--concurrency"),
        (["import", "/no/such/library", "f.csv", "--date-order", "ymd"], "--date-order"),
        (["export", "/no/such/library", "--format", "docx"], "--format"),
        (["history", "/no/such/library", "--limit", "-1"], "--limit"),
        (["init", "/no/such/folder/lib", "--iterations", "0"], "--iterations"),
        (["labels", "/no/such/library", "--code", "aztec"], "--code"),
        (["previews", "status", "/no/such/library", "--timeout", "5"], "--timeout"),
        (["info", "/no/such/library", "--bogus"], "--bogus"),
        (["info", "/no/such/library", "--json=yes"], "--json"),
    ])
    func refusedBeforeTheLibrary(_ arguments: [String], _ option: String) throws {
        let r = try TestProcess.kuriosa(arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(option), "names \(option): \(r.stderr)")
        #expect(r.stderr.contains("Run 'kuriosa \(arguments[0]) --help'"), "\(r.stderr)")
    }
}
