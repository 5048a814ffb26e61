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
        // Required options and groups of which one may be given, from the table too.
        (["export", "/no/such/library", "-o", "a.pdf"], "missing --template"),
        (["export", "/no/such/library", "--template", "inventory"], "missing -o"),
        (["export", "/no/such/library", "--template", "inventory", "-o", "a.pdf", "--landscape", "--portrait"],
         "give either --landscape or --portrait, not both"),
        (["import", "/no/such/library", "f.csv", "--collection", "A", "--collection-id", "B", "--new-collection", "C"],
         "give only one of --collection, --collection-id and --new-collection"),
        (["previews", "refresh", "/no/such/library", "--all", "--stale"], "give either --all or --stale, not both"),
        (["info", "/no/such/library", "--recovery-key-file", "a", "--passphrase-file", "b"],
         "give either --recovery-key-file or --passphrase-file, not both"),
        // Typed values (`OptionValue`, #26): the type's one parse, when the line is read.
        (["export", "/no/such/library", "--template", "inventory", "-o", "a.pdf", "--date", "2026-02-30"],
         "--date takes YYYY-MM-DD, not '2026-02-30'"),
        (["export", "/no/such/library", "--template", "insurance", "-o", "a.pdf", "--since", "yesterday"], "--since takes YYYY-MM-DD"),
        (["export", "/no/such/library", "--template", "insurance", "-o", "a.pdf", "--stale-after", "3q"],
         "--stale-after takes a number and y, m, w or d"),
        (["import", "/no/such/library", "f.csv", "--photo-timeout", "0"], "--photo-timeout takes seconds from 0.1 to 3600, not '0'"),
        (["import", "/no/such/library", "f.csv", "--lock-wait", "-1"], "--lock-wait takes seconds from 0 to 86400"),
        (["import", "/no/such/library", "f.csv", "--default-currency", "Franken"], "--default-currency takes an ISO 4217 code"),
        (["previews", "refresh", "/no/such/library", "--older-than", "3q"], "--older-than takes a duration"),
        (["find", "/no/such/library", "--where", "brand"], "--where takes FIELD=VALUE"),
        // Positional arguments, matched against the form the table declares (#26).
        (["merge", "/no/such/library"], "missing OTHER (the copy to merge in)"),
        (["merge", "/no/such/library", "--catalog", "c.sqlite", "other"], "give either LIBRARY or --catalog FILE, not both"),
        (["keys", "remove", "/no/such/library"], "missing --slot N"),
        (["keys", "rmove", "/no/such/library"], "unknown action 'rmove' (did you mean 'remove'?)"),
        (["export-templates", "/no/such/library"], "missing the action: list, show, add or remove"),
        (["codes", "add", "/no/such/library", "K-0001"], "missing PAYLOAD"),
        (["labels", "--calibrate", "/no/such/library", "--sheet", "avery-l7163", "-o", "t.pdf"], "unexpected argument '/no/such/library'"),
        (["find", "/no/such/library", "omega", "speedmaster"], "unexpected argument 'speedmaster'"),
        (["previews", "extract"], "missing FILE.html"),
    ])
    func refusedBeforeTheLibrary(_ arguments: [String], _ option: String) throws {
        let r = try TestProcess.kuriosa(arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(option), "names \(option): \(r.stderr)")
        #expect(r.stderr.contains("Run 'kuriosa \(arguments[0]) --help'"), "\(r.stderr)")
    }
}
