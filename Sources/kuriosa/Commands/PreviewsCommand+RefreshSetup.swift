import Foundation
import KuriosaPreviews
import KuriosaStore

/// `previews refresh`'s options for a job that runs unattended: the servers a person trusts,
/// the proxy, the selection, and the lock that keeps two runs on one library apart.
extension PreviewsCommand {
    static func refreshOptions(_ args: Arguments) throws -> RefreshOptions {
        var options = RefreshOptions()
        options.selection = args[Options.all] ? .all : .due
        options.collection = args[Options.collection]
        options.dryRun = args[Options.dryRun]
        options.concurrency = args[Options.concurrency]
        if args.given(Options.timeout) {
            options.loader.pageTimeout = Double(args[Options.timeout])
            options.loader.pictureTimeout = Double(args[Options.timeout])
        }
        if let n = args[Options.maxLinks] { options.maxLinks = n }
        if let seconds = args[Options.olderThan] {
            if args[Options.all] { throw UsageError("--older-than is for the default selection; --all loads every link anyway") }
            options.olderThan = seconds
        }
        if let file = args[Options.caFile] {
            guard FileManager.default.isReadableFile(atPath: file) else { throw UsageError("--ca-file '\(file)' cannot be read") }
            options.loader.extraCAFile = URL(fileURLWithPath: file).standardizedFileURL.path
        }
        options.loader.allowedHosts = try args[Options.allowHost].map { text in
            guard let host = AllowedHost.parse(text) else { throw UsageError("--allow-host takes HOST or HOST:PORT, not '\(text)'") }
            return host
        }
        options.loader.hostAddresses = try args[Options.resolve].map { text in
            guard let entry = LoaderConfiguration.HostAddress.parse(text) else {
                throw UsageError("--resolve takes HOST:PORT:ADDRESS[,ADDRESS] (as curl's), not '\(text)'")
            }
            return entry
        }
        if args.given(Options.userAgent) {
            let agent = args[Options.userAgent]
            guard !agent.isEmpty, agent.count <= 256, agent.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else {
                throw UsageError("--user-agent takes 1–256 printable ASCII characters")
            }
            options.loader.userAgent = agent
        }
        options.loader.proxy = try proxy(args)
        return options
    }

    /// `--proxy URL` (`none`: no proxy whatever the environment says), else the environment's
    /// `https_proxy`/`all_proxy` with `no_proxy`, which a cron job or a company machine sets.
    static func proxy(_ args: Arguments) throws -> ProxySetting? {
        let environment = ProcessInfo.processInfo.environment
        if let text = args[Options.proxy] {
            if text == "none" { return nil }
            guard let proxy = ProxySetting(text, noProxy: environment["no_proxy"] ?? environment["NO_PROXY"]) else {
                throw UsageError("--proxy takes http://HOST[:PORT] or https://HOST[:PORT] (or none), not '\(text)'")
            }
            return proxy
        }
        return try ProxySetting.fromEnvironment(environment)
    }

    /// Takes the refresh lock of the library (`LibraryJobLock`): nil when another refresh
    /// holds it and `--wait` was not given, or Ctrl-C ended the wait.
    static func lockLibrary(_ library: LibraryOptions, wait: Bool, interrupt: InterruptHandler) throws -> LibraryJobLock? {
        let folder: URL
        if let catalog = library.catalogPath {
            folder = URL(fileURLWithPath: catalog).standardizedFileURL.deletingLastPathComponent()
        } else {
            folder = try library.locatePackage().url
        }
        if let lock = try LibraryJobLock.acquire(folder: folder, wait: false) { return lock }
        guard wait else { return nil }
        Terminal.note("Another previews refresh of this library is running; waiting for it to end (Ctrl-C stops).")
        return try LibraryJobLock.acquire(folder: folder, wait: true, cancellation: interrupt.cancellation)
    }
}
