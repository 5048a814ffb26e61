import Foundation
import KuriosaCore
import KuriosaPreviews
import KuriosaStore

/// `kuriosa previews …`: link previews (catalog schema version 16) from a computer — the
/// switch, a refresh of a whole library, the stored rows, and the extractor on a saved page.
enum PreviewsCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let collection = OptionKey.text("collection", "NAME|ID", "only this collection and its sub-collections", actions: refresh)
        static let all = OptionKey.flag("all", "load every link again", actions: refresh)
        static let stale = OptionKey.flag("stale", "missing and stale rows only (the default)", actions: refresh)
        static let olderThan = OptionKey.parsed("older-than", "DURATION", expected: "a duration such as 30d, 12h or 90m", "also reload previews that loaded fine this long ago (30d, 12h)", actions: refresh) { RefreshOptions.duration($0) }
        static let maxLinks = OptionKey.integer("max-links", "N", 1...1_000_000, "load at most N links this run (missing first, then oldest)", actions: refresh)
        static let concurrency = OptionKey.integer("concurrency", "N", 1...32, "loads at the same time, 1–32, at most 2 per host", default: RefreshOptions().concurrency, actions: refresh)
        static let timeout = OptionKey.integer("timeout", "S", 1...120, "seconds for a page and for its picture, 1–120", default: Int(RefreshOptions().loader.pageTimeout), actions: refresh)
        static let dryRun = OptionKey.flag("dry-run", "list what would be loaded, skipped and deleted; change nothing", actions: refresh)
        static let report = OptionKey.text("report", "FILE.json", .file, "refresh: write the run's report (links grouped by reason, skipped links); "
                       + "show: what the run that wrote FILE.json said about each link", actions: ["refresh", "show"])
        static let wait = OptionKey.flag("wait", "wait for another refresh of the library instead of exiting 75", actions: refresh)
        static let caFile = OptionKey.text("ca-file", "FILE", .file, "also trust the CAs in this PEM file (the system's stay trusted)", actions: refresh)
        static let allowHost = OptionKey.list("allow-host", "HOST[:PORT]", "exception to the address rules for this host (loopback and private "
                       + "addresses allowed; HTTPS still required)", actions: refresh)
        static let resolve = OptionKey.list("resolve", "HOST:PORT:ADDRESS[,ADDRESS]", "use ADDRESS for HOST:PORT (as curl's; the address rules still apply "
                       + "unless the host is allowed)", actions: refresh)
        static let proxy = OptionKey.text("proxy", "URL|none", "http(s)://HOST[:PORT]; default https_proxy/all_proxy, no_proxy", actions: refresh)
        static let userAgent = OptionKey.text("user-agent", "TEXT", "the User-Agent sent", default: "\(RefreshOptions().loader.userAgent)", actions: refresh)
        static let item = OptionKey.text("item", "K-0042|ID", "only this piece's rows", actions: ["show"])
        static let baseUrl = OptionKey.text("base-url", "URL", "the page's address (default: the file)", actions: ["extract"])
        static let contentType = OptionKey.text("content-type", "TYPE", "the Content-Type header the page came with", actions: ["extract"])
        static let json = OptionKey.flag("json", "print one JSON object (keys documented in docs/cli.md)")
    }

    static let table = CommandTable(
        name: "previews", summary: "refresh, show and switch link previews; extract one saved page",
        forms: [
            .init(actions: refresh, [.action, .library, .option(Options.collection), .either([Options.all, Options.stale]),
                                     .option(Options.olderThan), .option(Options.maxLinks), .option(Options.concurrency),
                                     .option(Options.timeout), .option(Options.dryRun), .option(Options.json), .option(Options.report),
                                     .option(Options.wait), .option(Options.caFile), .option(Options.allowHost), .option(Options.resolve),
                                     .option(Options.proxy), .option(Options.userAgent)]),
            .init(actions: ["on", "off", "status"], [.action, .library, .option(Options.json)]),
            .init(actions: ["show"], [.action, .library, .option(Options.item), .option(Options.report), .option(Options.json)]),
            .init(actions: ["extract"], [.action, .option(Options.baseUrl), .option(Options.contentType), .argument(page)]),
        ],
        sections: [
            .init(nil, intro: """
            refresh   Loads the previews of the links on the pieces: url fields that are visible and
                      not sensitive (the collection's template, and the wishlist template for
                      wish_fields), https:// with a host. Loads missing rows, and rows that gave
                      nothing and were loaded at least a day ago (--stale, the default); --all loads
                      every link. A link refused by this command's own settings (blocked host or
                      address, untrusted certificate, proxy error) stores nothing and is tried
                      again at the next run. Rows of links a piece no longer has are deleted. Pages are loaded
                      over HTTPS only (every redirect too, at most 5), never from private, loopback
                      or other special-purpose addresses, only HTML, only the first 1 MiB; the
                      picture (JPEG, PNG, GIF, WebP; at most 5 MiB and 40 megapixels) is stored as a
                      JPEG of at most 800 px. Previews are never written to the history. Does
                      nothing while previews are off. Ctrl-C stops: the rows stored so far are saved.
                      Challenge and block pages (blocked_by_site) never replace a stored preview;
                      429/503 with Retry-After are tried again later in the run. One refresh per
                      library at a time: a second one exits 75 (busy) unless --wait (a dry run
                      takes no lock).
            """, [
                Options.collection,
                Options.all,
                Options.stale,
                Options.olderThan,
                Options.maxLinks,
                Options.concurrency,
                Options.timeout,
                Options.dryRun,
                Options.report,
                Options.wait,
                Options.caFile,
                Options.allowHost,
                Options.resolve,
                Options.proxy,
                Options.userAgent,
            ]),
            .init(nil, intro: """
            on, off   Turn previews on or off (off deletes every preview row).
            status    Whether previews are on, since when, and how many rows there are.
            show      The stored rows (title, site name, picture size, when loaded); --report adds
                      what the run that wrote FILE.json said about each link (its last reason).
            """, [
                Options.item,
            ]),
            .init(nil, intro: """
            extract   The extractor's JSON {"title", "siteName", "imageURL"} for one saved page;
                      no library, no network.
            """, [
                Options.baseUrl,
                Options.contentType,
            ]),
            .library(writes: true),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Failure reasons (per link): blocked_by_site, http_status_N, not_html, not_https,
        insecure_redirect, too_many_redirects, bad_redirect, blocked_host, blocked_address,
        unknown_host, connect_failed, tls_failed, timeout, bad_encoding, headers_too_large,
        network_error_N; for
        pictures the same with a picture_ prefix, and picture_unsupported, picture_too_many_pixels,
        picture_undecodable (docs/link-previews.md).

        Skipped links (dry run, report): not_https, no_host, hidden_field, sensitive_field.

        Exit codes: 0 done, 2 error (nothing written), 3 refresh done but some links failed,
        64 wrong usage, 75 another refresh of the library is running (nothing done),
        130 interrupted (rows stored so far are saved).
        """,
        // Options that only some actions take are refused by the table too (`Option.actions`).
        exclusive: [[Options.all, Options.stale]])

    private static let refresh = ["refresh"]

    /// The saved page `extract` reads.
    static let page = ArgumentKey.one("FILE.html")

    static func run(_ args: Arguments) throws -> ExitCode {
        switch args.action {
        case "extract": return try extract(args)
        case "refresh": return try refresh(args)
        case "on", "off": return try setSwitch(args.action == "on", args)
        case "status": return try status(args)
        default: return try show(args)
        }
    }

    // MARK: extract

    static func extract(_ args: Arguments) throws -> ExitCode {
        let file = URL(fileURLWithPath: args[page])
        var base = file
        if let text = args[Options.baseUrl] {
            guard let url = URL(string: text), url.scheme != nil else { throw UsageError("--base-url '\(text)' is not an absolute URL") }
            base = url
        }
        let metadata = try LinkPreviewExtractor.extract(file: file.path, baseURL: base, contentTypeHeader: args[Options.contentType])
        Terminal.out(metadata.jsonString())
        return .success
    }

    // MARK: on, off, status

    static func setSwitch(_ on: Bool, _ args: Arguments) throws -> ExitCode {
        let opened = try LibraryOptions(args).open()
        let db = opened.session.db
        try requireVersion16(db)
        // Under the lock, from the catalog it replaces (docs/store.md#the-writer-rule): the rows
        // an "off" removes are those of the catalog as it is now, not of an older snapshot.
        let removed = try opened.session.exclusively { save in
            let removed = try PreviewSwitch.set(on, in: db)
            try save()
            return removed
        }
        let state = try PreviewSwitch.read(db)
        if args[Options.json] {
            JSONOutput.print(Switched(on: state.isOn, changedAt: state.changedAt, removedRows: removed))
        } else {
            Terminal.out(on ? "Link previews are on." : "Link previews are off; \(removed) preview row(s) deleted.")
        }
        return .success
    }

    /// `on --json`, `off --json`.
    struct Switched: Encodable {
        let on: Bool
        @NullIfAbsent var changedAt: String?
        let removedRows: Int
    }

    /// `status --json`.
    struct Status: Encodable {
        let on: Bool
        @NullIfAbsent var changedAt: String?
        let rows: Int
        let emptyRows: Int
        let rowsWithPicture: Int
        let links: Int
    }

    static func status(_ args: Arguments) throws -> ExitCode {
        let opened = try LibraryOptions(args).open()
        let db = opened.session.db
        try requireVersion16(db)
        let state = try PreviewSwitch.read(db)
        let rows = try LinkPreviewRow.fetchAll(db)
        let links = try PreviewLinkCollector.collect(db).links.count
        let empty = rows.filter(\.isEmpty).count
        let pictures = rows.filter { $0.picture != nil }.count
        if args[Options.json] {
            JSONOutput.print(Status(on: state.isOn, changedAt: state.changedAt, rows: rows.count,
                                    emptyRows: empty, rowsWithPicture: pictures, links: links))
        } else {
            let since = state.changedAt.map { " (since \($0))" } ?? ""
            Terminal.out("Link previews are \(state.isOn ? "on" : "off")\(since).")
            Terminal.out("\(links) link(s) on pieces; \(rows.count) preview row(s), \(pictures) with a picture, \(empty) that gave nothing.")
        }
        return .success
    }

    static func requireVersion16(_ db: Database) throws {
        let version = try db.userVersion
        if version < RefreshJob.minimumSchemaVersion { throw PreviewRefreshError.catalogTooOld(version: version) }
    }
}
