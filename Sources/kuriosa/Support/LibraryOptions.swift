import Foundation
import KuriosaStore

/// The options every command that opens a library shares: where it is, and what unlocks it.
/// The secret comes from a file, the environment or a prompt without echo, never from the
/// command line itself (which other users can see in the process list).
struct LibraryOptions {
    /// The options of `CommandTable.Section.library()`, which every command that opens a
    /// library lists.
    static let catalog = OptionKey.text("catalog", "FILE", .file, "work on a plain (decrypted) SQLite catalog instead")
    static let recoveryKeyFile = OptionKey.text("recovery-key-file", "FILE", .file, "unlock with the recovery key in FILE")
    static let passphraseFile = OptionKey.text("passphrase-file", "FILE", .file,
                                               "unlock with the passphrase in FILE (one trailing newline is ignored)")

    /// How long a writer waits for another kuriosa process's package lock (`PackageLockWait`).
    static let lockWait = OptionKey.seconds("lock-wait", "SECONDS", 0...86_400,
                                         "how long to wait while another kuriosa process works on the library, then give up with exit 75 and nothing written (0–86400, default 30)")

    var libraryPath: String?
    var catalogPath: String?
    var recoveryKeyFile: String?
    var passphraseFile: String?

    /// LIBRARY is the form's argument (`ArgumentKey.library`), absent when --catalog names
    /// the catalog instead.
    init(_ args: Arguments) throws(UsageError) {
        libraryPath = args[ArgumentKey.library]
        // `sync` works on a package's files, so its table has no --catalog.
        catalogPath = args.table.declares(Self.catalog) ? args[Self.catalog] : nil
        recoveryKeyFile = args[Self.recoveryKeyFile]
        passphraseFile = args[Self.passphraseFile]
        if args.table.declares(Self.lockWait) { try Self.configureLockWait(args[Self.lockWait]) }
        // --recovery-key-file with --passphrase-file is refused by the table (`Section.library`).
        if libraryPath == nil && catalogPath == nil { throw UsageError("missing LIBRARY (or --catalog FILE)") }
        if libraryPath != nil && catalogPath != nil { throw UsageError("give either LIBRARY or --catalog FILE, not both") }
    }

    /// docs/store.md#waiting-for-the-lock: quiet for a second, then one line saying what the
    /// command waits for, then exit 75 (`StoreError.busy`) after `--lock-wait` seconds.
    static func configureLockWait(_ seconds: Double?) throws(UsageError) {
        var wait = PackageLockWait()
        if let seconds { wait.seconds = seconds }
        let limit = wait.seconds
        wait.onWaiting = { folder in
            Terminal.note("waiting for another kuriosa process working on \(folder) (up to \(limit == limit.rounded() ? String(Int(limit)) : String(limit)) s; --lock-wait SECONDS to change) …")
        }
        PackageLockWait.process = wait
    }

    struct Opened {
        let package: LibraryPackage?
        let library: Library?
        let session: CatalogSession
    }

    func locatePackage() throws -> LibraryPackage {
        guard let libraryPath else { throw CommandFailure("no library given") }
        let url = URL(fileURLWithPath: libraryPath).standardizedFileURL
        return try LibraryPackage(url: LibraryPackage.locate(in: url))
    }

    /// Opens the library (or plain catalog) and its catalog, migrated in memory.
    func open() throws -> Opened {
        if let catalogPath {
            return Opened(package: nil, library: nil, session: try CatalogSession(plainFile: URL(fileURLWithPath: catalogPath)))
        }
        let package = try locatePackage()
        let library = try unlock(package)
        return Opened(package: package, library: library, session: try library.openCatalog())
    }

    /// Tries each secret once (a typed text that reads as a recovery key: as one, then as a
    /// passphrase); when none opens the library, the first one's error says which secret
    /// failed, with the file at fault (exit 2). The prompt is never shown twice.
    func unlock(_ package: LibraryPackage) throws -> Library {
        let secrets = try secrets(for: package)
        var firstError: (any Error)?
        for secret in secrets {
            do { return try package.open(secret) } catch { firstError = firstError ?? error }
        }
        throw firstError ?? StoreError.locked(path: package.url.path, reason: "no key given")
    }

    /// The secrets to try, in order. A prompted text that reads as a recovery key is tried
    /// as one first, then as a passphrase.
    func secrets(for package: LibraryPackage) throws -> [LibrarySecret] {
        if let recoveryKeyFile {
            let text = try readSecretFile(recoveryKeyFile)
            do { return [.recoveryKey(try RecoveryKey(parsing: text))] } catch {
                throw StoreError.locked(path: recoveryKeyFile, reason: "\(error)")
            }
        }
        if let passphraseFile { return [.passphrase(try readSecretFile(passphraseFile))] }
        let env = ProcessInfo.processInfo.environment
        if let text = env["KURIOSA_RECOVERY_KEY"], !text.isEmpty {
            do { return [.recoveryKey(try RecoveryKey(parsing: text))] } catch {
                throw StoreError.locked(path: "KURIOSA_RECOVERY_KEY", reason: "\(error)")
            }
        }
        if let text = env["KURIOSA_PASSPHRASE"], !text.isEmpty { return [.passphrase(text)] }
        guard Terminal.stdinIsTerminal, let typed = Terminal.readSecret(prompt: "Recovery key or passphrase for \(package.url.lastPathComponent): ") else {
            throw StoreError.locked(path: package.url.path,
                                    reason: "no key given: use --recovery-key-file, --passphrase-file, KURIOSA_RECOVERY_KEY or KURIOSA_PASSPHRASE")
        }
        if let key = try? RecoveryKey(parsing: typed) { return [.recoveryKey(key), .passphrase(typed)] }
        return [.passphrase(typed)]
    }

    func readSecretFile(_ path: String) throws -> String {
        try Self.readSecretFileStatic(path)
    }
}
