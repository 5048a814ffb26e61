import Foundation
import KuriosaCore
import KuriosaPreviews
import KuriosaStore

/// `kuriosa previews …`: link previews (catalog schema version 16) from a computer — the
/// switch, a refresh of a whole library, the stored rows, and the extractor on a saved page.
enum PreviewsCommand: Command {
    static let name = "previews"
    static let summary = "refresh, show and switch link previews; extract one saved page"
    static let spec = Arguments.Spec(
        valued: LibraryOptions.valued.union(["collection", "concurrency", "timeout", "item", "base-url", "content-type",
                                             "ca-file", "allow-host", "resolve", "proxy", "user-agent", "older-than",
                                             "max-links", "report"]),
        flags: ["json", "all", "stale", "dry-run", "wait"],
        repeatable: ["allow-host", "resolve"])
    static let help = """
    Usage: kuriosa previews refresh LIBRARY [--collection NAME|ID] [--all|--stale]
                                   [--older-than DURATION] [--max-links N]
                                   [--concurrency N] [--timeout S] [--dry-run] [--json]
                                   [--report FILE.json] [--wait]
                                   [--ca-file FILE] [--allow-host HOST[:PORT]]...
                                   [--resolve HOST:PORT:ADDRESS[,ADDRESS]]... [--proxy URL|none]
                                   [--user-agent TEXT]
           kuriosa previews on|off|status LIBRARY [--json]
           kuriosa previews show LIBRARY [--item K-0042|ID] [--report FILE.json] [--json]
           kuriosa previews extract [--base-url URL] [--content-type TYPE] FILE.html

    refresh   Loads the previews of the links on the pieces: url fields that are visible and
              not sensitive (the collection's template, and the wishlist template for
              wish_fields), https:// with a host. Loads missing rows, and rows that gave
              nothing and were loaded at least a day ago (--stale, the default); --all loads
              every link. Rows of links a piece no longer has are deleted. Pages are loaded
              over HTTPS only (every redirect too, at most 5), never from private, loopback
              or other special-purpose addresses, only HTML, only the first 1 MiB; the
              picture (JPEG, PNG, GIF, WebP; at most 5 MiB and 40 megapixels) is stored as a
              JPEG of at most 800 px. Previews are never written to the history. Does
              nothing while previews are off. Ctrl-C stops: the rows stored so far are saved.
              Challenge and block pages (blocked_by_site) never replace a stored preview;
              429/503 with Retry-After are tried again later in the run. One refresh per
              library at a time: a second one exits 75 (busy) unless --wait (a dry run
          takes no lock).
      --collection NAME|ID        only this collection and its sub-collections
      --all                       load every link again
      --stale                     missing and stale rows only (the default)
      --older-than DURATION       also reload previews that loaded fine this long ago (30d, 12h)
      --max-links N               load at most N links this run (missing first, then oldest)
      --concurrency N             loads at the same time, 1–32 (default 8; at most 2 per host)
      --timeout S                 seconds for a page and for its picture, 1–120 (default 10)
      --dry-run                   list what would be loaded, skipped and deleted; change nothing
      --report FILE.json          write the run's report: links grouped by reason, skipped links
      --wait                      wait for another refresh of the library instead of exiting 75
      --ca-file FILE              also trust the CAs in this PEM file (the system's stay trusted)
      --allow-host HOST[:PORT]    exception to the address rules for this host (loopback and
                                  private addresses allowed; HTTPS still required); repeatable
      --resolve HOST:PORT:ADDRESS use ADDRESS for HOST:PORT (as curl's; the address rules still
                                  apply unless the host is allowed); repeatable
      --proxy URL|none            http(s)://HOST[:PORT]; default https_proxy/all_proxy, no_proxy
      --user-agent TEXT           the User-Agent sent (default KuriosaToolkit/0.1 (+link previews))
    on, off   Turn previews on or off (off deletes every preview row).
    status    Whether previews are on, since when, and how many rows there are.
    show      The stored rows (title, site name, picture size, when loaded); --report adds
              what the run that wrote FILE.json said about each link (its last reason).
    extract   The extractor's JSON {"title", "siteName", "imageURL"} for one saved page;
              no library, no network. --base-url is the page's address (default: the file).

    \(LibraryOptions.help)
      --json                      print one JSON object (keys documented in docs/cli.md)

    Failure reasons (per link): blocked_by_site, http_status_N, not_html, not_https,
    insecure_redirect, too_many_redirects, bad_redirect, blocked_host, blocked_address,
    unknown_host, connect_failed, tls_failed, timeout, bad_encoding, network_error_N; for
    pictures the same with a picture_ prefix, and picture_unsupported, picture_too_many_pixels,
    picture_undecodable (docs/link-previews.md).

    Skipped links (dry run, report): not_https, no_host, hidden_field, sensitive_field.

    Exit codes: 0 done, 2 error (nothing written), 3 refresh done but some links failed,
    64 wrong usage, 75 another refresh of the library is running (nothing done),
    130 interrupted (rows stored so far are saved).
    """

    static let actionNames = ["refresh", "on", "off", "status", "show", "extract"]

    static func run(_ args: Arguments) throws -> ExitCode {
        guard let action = args.positionals.first else { throw UsageError("missing the action: \(actionNames.joined(separator: ", "))") }
        guard actionNames.contains(action) else {
            throw UsageError("unknown action '\(action)'; use one of \(actionNames.joined(separator: ", "))")
        }
        let rest = Array(args.positionals.dropFirst())
        try checkOptions(args, for: action)
        switch action {
        case "extract": return try extract(args, rest: rest)
        case "refresh": return try refresh(args, library: try oneLibrary(rest))
        case "on", "off": return try setSwitch(action == "on", args, library: try oneLibrary(rest))
        case "status": return try status(args, library: try oneLibrary(rest))
        default: return try show(args, library: try oneLibrary(rest))
        }
    }

    /// Options that only some actions take are refused elsewhere, naming the option.
    static func checkOptions(_ args: Arguments, for action: String) throws(UsageError) {
        let only: [String: Set<String>] = [
            "collection": ["refresh"], "concurrency": ["refresh"], "timeout": ["refresh"], "all": ["refresh"],
            "stale": ["refresh"], "dry-run": ["refresh"], "item": ["show"], "base-url": ["extract"],
            "content-type": ["extract"], "ca-file": ["refresh"], "allow-host": ["refresh"], "resolve": ["refresh"],
            "proxy": ["refresh"], "user-agent": ["refresh"], "older-than": ["refresh"], "max-links": ["refresh"],
            "wait": ["refresh"], "report": ["refresh", "show"],
        ]
        for (option, allowed) in only where !allowed.contains(action) {
            if args.has(option) || args.value(option) != nil {
                throw UsageError("--\(option) is for 'previews \(allowed.sorted().joined(separator: "/"))', not '\(action)'")
            }
        }
        if args.has("all") && args.has("stale") { throw UsageError("give either --all or --stale, not both") }
    }

    static func oneLibrary(_ rest: [String]) throws(UsageError) -> String? {
        if rest.count > 1 { throw UsageError("unexpected argument '\(rest[1])'") }
        return rest.first
    }

    // MARK: extract

    static func extract(_ args: Arguments, rest: [String]) throws -> ExitCode {
        guard rest.count == 1 else {
            throw UsageError(rest.isEmpty ? "missing FILE.html" : "unexpected argument '\(rest[1])'")
        }
        let file = URL(fileURLWithPath: rest[0])
        var base = file
        if let text = args.value("base-url") {
            guard let url = URL(string: text), url.scheme != nil else { throw UsageError("--base-url '\(text)' is not an absolute URL") }
            base = url
        }
        let metadata = try LinkPreviewExtractor.extract(file: file.path, baseURL: base, contentTypeHeader: args.value("content-type"))
        Terminal.out(metadata.jsonString())
        return .success
    }

    // MARK: on, off, status

    static func setSwitch(_ on: Bool, _ args: Arguments, library: String?) throws -> ExitCode {
        let opened = try LibraryOptions(args, positional: library).open()
        let db = opened.session.db
        try requireVersion16(db)
        let removed = try PreviewSwitch.set(on, in: db)
        try opened.session.save()
        let state = try PreviewSwitch.read(db)
        if args.has("json") {
            JSONOutput.print(["on": state.isOn, "changedAt": JSONOutput.orNull(state.changedAt), "removedRows": removed])
        } else {
            Terminal.out(on ? "Link previews are on." : "Link previews are off; \(removed) preview row(s) deleted.")
        }
        return .success
    }

    static func status(_ args: Arguments, library: String?) throws -> ExitCode {
        let opened = try LibraryOptions(args, positional: library).open()
        let db = opened.session.db
        try requireVersion16(db)
        let state = try PreviewSwitch.read(db)
        let rows = try LinkPreviewRow.fetchAll(db)
        let links = try PreviewLinkCollector.collect(db).links.count
        let empty = rows.filter(\.isEmpty).count
        let pictures = rows.filter { $0.picture != nil }.count
        if args.has("json") {
            JSONOutput.print(["on": state.isOn, "changedAt": JSONOutput.orNull(state.changedAt), "rows": rows.count,
                              "emptyRows": empty, "rowsWithPicture": pictures, "links": links])
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
