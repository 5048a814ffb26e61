import Foundation
import KuriosaStore

/// `kuriosa undo LIBRARY`: reverts one whole history batch as the app's "Undo" does, in one
/// new batch whose entries point at the entries undone; undoing an undo is a redo.
enum UndoCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let batch = OptionKey.text("batch", "ID", "the batch to undo (its ID as 'kuriosa history' shows it)")
        static let dryRun = OptionKey.flag("dry-run", "print what would change; write nothing")
        static let json = OptionKey.flag("json", "print {\"batchID\", \"words\", \"dryRun\", \"saved\", \"newBatchID\", \"steps\": [{\"record\", \"entity\", \"id\", \"action\", \"paths\"}], \"skipped\", \"numbered\"}; a refusal prints {\"error\": {\"reason\", \"batchID\", \"words\", \"message\", \"problems\": [{\"message\", \"record\", \"laterBatchID\"}]}}")
    }

    static let table = CommandTable(
        name: "undo", summary: "undo a history batch (an import, the app's edits, an undo)",
        forms: [.init([.library, .option(Options.batch), .others, .option(Options.dryRun), .option(Options.json)])],
        about: """
        Reverts a whole history batch as the catalog schema says, in one new batch whose entries
        point at the entries undone (undoes_id): a created record is deleted (soft; links, codes
        and tags are removed), a deleted one restored, changed paths go back one by one, and
        links and codes removed for good come back from the history's content. Inventory numbers
        stay and are never given twice. Without --batch it undoes the newest batch of actor
        "local" that is not itself undone (merge repairs are left alone, as the app's "Undo"
        does); run it again to redo. 'kuriosa history' lists the batches.

        It refuses, writing nothing, when a later batch changed the same records' same paths
        (undo that batch first; there is no --force), when an entry is about a photo or
        document deleted for good, or when the undo would break a rule of the catalog (a
        deleted collection holding a piece that stays). The refusal names the batches, pieces
        and paths.
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.batch,
                Options.dryRun,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 undone (or, with --dry-run, undoable), 2 refused or error (nothing
        written), 64 wrong usage.
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let dryRun = args[Options.dryRun]
        let opened = try options.open()
        let report: UndoReport
        do {
            // Planned under the package lock, on the catalog as the last writer saved it: an
            // import that was running when the undo started is part of what it undoes or is
            // refused by (docs/history.md#undo-under-the-lock), never written over.
            // A batch the snapshot already refuses is refused without taking the lock, so a
            // refused undo leaves every file of the package as it was (the lock file too).
            // Planned again under the lock only when another writer's catalog was merged in.
            let merges = opened.session.mergedIn
            let planned = try CatalogUndo.plan(opened.session.db, batchID: args[Options.batch])
            report = dryRun ? planned.report : try opened.session.exclusively { save in
                let plan = opened.session.mergedIn == merges ? planned : try CatalogUndo.plan(opened.session.db, batchID: args[Options.batch])
                let report = try CatalogUndo.apply(plan, device: DeviceIdentity.current())
                try save()
                return report
            }
        } catch let error as UndoError {
            if args[Options.json] { JSONOutput.print(JSONOutput.Failure(error: error)) }
            Terminal.error("\(opened.session.path): \(error)")
            throw ExitWith(code: .failure)
        }
        if args[Options.json] { JSONOutput.print(report) } else { Terminal.out(report.lines().joined(separator: "\n")) }
        return .success
    }
}
