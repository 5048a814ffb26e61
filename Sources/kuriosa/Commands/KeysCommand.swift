import Foundation
import KuriosaStore

/// `kuriosa keys list|add-passphrase|change-passphrase|remove|new-recovery-key LIBRARY`: the
/// key slots after `init` (docs/cli.md, `kuriosa keys`). The rules are the store's
/// (`KeySlotEditor`); this file reads the secrets (never from argv) and prints.
enum KeysCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let slot = OptionKey.integer("slot", "N", 1...1000, "the slot to remove, or the passphrase slot to change (numbers as `keys list` shows them)",
                                            actions: ["remove", "change-passphrase"])
        static let newPassphraseFile = OptionKey.text("new-passphrase-file", "FILE", .file,
                                                      "read the new passphrase from FILE (else KURIOSA_NEW_PASSPHRASE, else asked twice on the terminal)",
                                                      actions: ["add-passphrase", "change-passphrase"])
        static let recoveryKeyOut = OptionKey.text("recovery-key-out", "FILE", .file, "also write the new recovery key to FILE (mode 600; it must not exist)",
                                                   actions: ["new-recovery-key"])
        static let iterations = OptionKey.integer("iterations", "N", 1...KeySlot.maximumIterations,
                                                  "PBKDF2 iterations of the new passphrase slot; lower only for tests",
                                                  default: KeySlot.defaultIterations, actions: ["add-passphrase", "change-passphrase"])
        static let json = OptionKey.flag("json", "print the slots, or what changed, as JSON (new-recovery-key: with the key)")
    }

    static let table = CommandTable(
        name: "keys", summary: "list a library's key slots; add, change or remove a passphrase; make a new recovery key",
        forms: [
            .init(actions: ["list"], [.action, .library, .option(Options.json)]),
            .init(actions: ["add-passphrase", "change-passphrase"], [.action, .library, .option(Options.slot),
                                                                     .option(Options.newPassphraseFile), .others]),
            .init(actions: ["remove"], [.action, .library, .required(Options.slot), .others]),
            .init(actions: ["new-recovery-key"], [.action, .library, .option(Options.recoveryKeyOut), .others]),
        ],
        about: """
        list      The slots of manifest.json, numbered: kind, PBKDF2 iterations; no secret is
                  needed or shown.
        add-passphrase
                  Adds a passphrase slot, so the library opens with that passphrase too.
        change-passphrase
                  Replaces the passphrase slot the passphrase given opens (or --slot N) with
                  one for the new passphrase; the old passphrase opens nothing any more.
        remove    Removes slot N. Never the slot the key given opens: unlock with another
                  slot's secret, so the library always keeps a slot you have just opened.
        new-recovery-key
                  Makes a new recovery key and prints it once; the old one no longer opens the
                  library. Write it down (or give --recovery-key-out FILE).

        Each change unlocks the library with the key given, then writes a whole new
        manifest.json atomically under the library's lock, and only if the manifest is still
        the one read. Secrets are never taken from the command line: the key that unlocks
        as for every command, the new passphrase from --new-passphrase-file, KURIOSA_NEW_PASSPHRASE
        or the terminal (asked twice, not shown). Slots of other kinds (an app's device slot)
        are kept as they are.
        """,
        sections: [
            .library(catalog: false, writes: true),
            .init("Options:", [
                Options.slot,
                Options.newPassphraseFile,
                Options.recoveryKeyOut,
                Options.iterations,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done, 2 error (a wrong key, no such slot, the slot the key opens, the
        manifest changed meanwhile; nothing written), 64 wrong usage.
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let action = args.action ?? ""
        if let out = args[Options.recoveryKeyOut] {
            try OutputPaths.refuseInsideLibrary([("--recovery-key-out", out)])
            if FileManager.default.fileExists(atPath: out) { throw UsageError("--recovery-key-out \(out) exists: give a new file") }
        }
        let options = try LibraryOptions(args)
        let package = try options.locatePackage()
        let json = args[Options.json]
        if action == "list" { return list(package, json: json) }
        let editor = try unlockedEditor(package, options: options)
        switch action {
        case "add-passphrase", "change-passphrase":
            let passphrase = try newPassphrase(args)
            let number = action == "add-passphrase"
                ? try editor.addPassphrase(passphrase, iterations: args[Options.iterations])
                : try editor.changePassphrase(slot: args[Options.slot], to: passphrase, iterations: args[Options.iterations])
            let verb = action == "add-passphrase" ? "Added" : "Changed"
            if json { JSONOutput.print(SlotChange(action: action, slot: number)) } else { Terminal.note("\(verb) passphrase slot \(number) of \(package.url.path).") }
        case "remove":
            let number = args[Options.slot] ?? 0
            try editor.remove(slot: number)
            if json { JSONOutput.print(SlotChange(action: action, slot: number)) } else { Terminal.note("Removed key slot \(number) of \(package.url.path).") }
            let left = try LibraryPackage(url: package.url).manifest.keySlots
            if !left.contains(where: { if case .recoveryKey = $0.kind { true } else { false } }) {
                Terminal.note("The library has no recovery key now: if its passphrase is forgotten, nothing opens it. "
                    + "`kuriosa keys new-recovery-key` makes one.")
            }
        default:
            let key = try editor.newRecoveryKey()
            if let out = args[Options.recoveryKeyOut] {
                try FileIO.writeAtomically(Data((key.displayForm + "\n").utf8), to: URL(fileURLWithPath: out), permissions: 0o600)
            }
            if json {
                JSONOutput.print(NewRecoveryKey(action: action, recoveryKey: key.displayForm))
            } else {
                Terminal.out("New recovery key of \(package.url.lastPathComponent) (shown only this once; the old one no longer opens it):")
                Terminal.out("")
                Terminal.out("    \(key.displayForm)")
                Terminal.out("")
            }
        }
        return .success
    }

    /// `--json` of add-passphrase, change-passphrase and remove.
    struct SlotChange: Encodable {
        let action: String
        let slot: Int
    }

    /// `--json` of new-recovery-key.
    struct NewRecoveryKey: Encodable {
        let action: String
        let recoveryKey: String
    }

    /// `--json` of list; `iterations` only for a passphrase slot.
    struct SlotList: Encodable {
        struct Slot: Encodable {
            let slot: Int
            let summary: String
            let kind: String
            var iterations: Int?
        }

        let library: String
        let slots: [Slot]
    }

    static func list(_ package: LibraryPackage, json: Bool) -> ExitCode {
        let slots = package.manifest.keySlots
        if json {
            JSONOutput.print(SlotList(library: package.url.path, slots: slots.enumerated().map { i, slot in
                switch slot.kind {
                case .recoveryKey: SlotList.Slot(slot: i + 1, summary: slot.summary, kind: "recoveryKey")
                case .passphrase(_, let iterations): SlotList.Slot(slot: i + 1, summary: slot.summary, kind: "passphrase", iterations: iterations)
                case .unknown: SlotList.Slot(slot: i + 1, summary: slot.summary, kind: "unknown")
                }
            }))
        } else {
            Terminal.out("Key slots of \(package.url.path):")
            for (i, slot) in slots.enumerated() { Terminal.out("  \(i + 1)  \(slot.summary)") }
        }
        return .success
    }

    /// The editor on the package, unlocked by the first secret given that opens a slot.
    static func unlockedEditor(_ package: LibraryPackage, options: LibraryOptions) throws -> KeySlotEditor {
        var firstError: (any Error)?
        for secret in try options.secrets(for: package) {
            do { return try KeySlotEditor(package: package, secret: secret) } catch { firstError = firstError ?? error }
        }
        throw firstError ?? StoreError.locked(path: package.url.path, reason: "no key given")
    }

    /// The new passphrase: a file, KURIOSA_NEW_PASSPHRASE, or typed twice on the terminal.
    static func newPassphrase(_ args: Arguments) throws -> String {
        if let file = args[Options.newPassphraseFile] { return try LibraryOptions.readSecretFileStatic(file) }
        if let text = ProcessInfo.processInfo.environment["KURIOSA_NEW_PASSPHRASE"], !text.isEmpty { return text }
        guard Terminal.stdinIsTerminal, let first = Terminal.readSecret(prompt: "New passphrase: ") else {
            throw CommandFailure("no new passphrase given: use --new-passphrase-file FILE, KURIOSA_NEW_PASSPHRASE or a terminal")
        }
        guard let again = Terminal.readSecret(prompt: "The same again: "), again == first else {
            throw CommandFailure("the two passphrases typed differ; nothing was changed")
        }
        return first
    }
}
