import Foundation
import KuriosaStore

/// `kuriosa init PATH`: a new, empty library.
enum InitCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let passphraseFile = OptionKey.text("passphrase-file", "FILE", .file, "also add a passphrase slot (PBKDF2, 600,000 iterations)")
        static let recoveryKeyOut = OptionKey.text("recovery-key-out", "FILE", .file, "also write the recovery key to FILE (mode 600), for scripts")
        static let iterations = OptionKey.integer("iterations", "N", 1...KeySlot.maximumIterations, "PBKDF2 iterations of the passphrase slot, at most \(KeySlot.maximumIterations), the most a reader runs; lower only for tests", default: KeySlot.defaultIterations)
        static let json = OptionKey.flag("json", "print {\"path\", \"libraryID\", \"recoveryKey\"} instead of text")
    }

    static let table = CommandTable(
        name: "init", summary: "create a new library package",
        forms: [.init([.argument(path), .option(Options.passphraseFile), .option(Options.recoveryKeyOut), .option(Options.iterations), .option(Options.json)])],
        about: """
        Creates a library package at PATH (a new folder, or an empty one) with a fresh data key, a recovery-key
        slot and an empty catalog at the current schema version. The recovery key is printed
        once, in display form: write it down, it is the way back in when everything else is lost.
        """,
        sections: [
            .init("Options:", [
                Options.passphraseFile,
                Options.recoveryKeyOut,
                Options.iterations,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 created, 2 error (nothing is left behind), 64 wrong usage.
        """)

    static let path = ArgumentKey.one("PATH")

    /// `--json`.
    struct Created: Encodable {
        let path: String
        let libraryID: String
        let recoveryKey: String
    }

    static func run(_ args: Arguments) throws -> ExitCode {
        let path = args[Self.path]
        let iterations = args[Options.iterations]
        var passphrase: String?
        if let file = args[Options.passphraseFile] {
            passphrase = try LibraryOptions.readSecretFileStatic(file)
            if passphrase?.isEmpty ?? true { throw CommandFailure("\(file): the passphrase is empty") }
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        // The package is made beside its final name and renamed into place: a missing folder
        // is named as such, not as the hidden temporary file that could not be made.
        let parent = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(parent.path): no such folder; make it first (mkdir -p \"\(parent.path)\")")
        }
        // The key file is written before the package appears, so a package never exists
        // without it (docs/store.md, "Creating a library").
        let (library, key) = try LibraryPackage.create(at: url, passphrase: passphrase, iterations: iterations) { key in
            if let out = args[Options.recoveryKeyOut] {
                try FileIO.writeAtomically(Data((key.displayForm + "\n").utf8), to: URL(fileURLWithPath: out).standardizedFileURL)
            }
        }
        if args[Options.json] {
            JSONOutput.print(Created(path: url.path, libraryID: library.package.libraryID, recoveryKey: key.displayForm))
        } else {
            Terminal.out("""
            Created library \(url.path)
            Library ID: \(library.package.libraryID)

            Recovery key (shown only now — write it down and keep it somewhere safe):

                \(key.displayForm)
            """)
        }
        return .success
    }
}

extension LibraryOptions {
    /// Reads a passphrase or key file: one trailing newline is not part of the secret.
    static func readSecretFileStatic(_ path: String) throws -> String {
        // Also pipes such as <(…) and /dev/stdin; never a named FIFO, a device or a big file.
        let data = try FileIO.readSecretFile(path: path)
        var text = String(decoding: data, as: UTF8.self)
        // "\r\n" is one Character in Swift, so each ending is checked on its own.
        if text.hasSuffix("\r\n") || text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
