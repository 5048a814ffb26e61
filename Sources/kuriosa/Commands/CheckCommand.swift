import Foundation
import KuriosaExport
import KuriosaStore

/// `kuriosa check LIBRARY`: everything that can be verified without changing anything.
enum CheckCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let repair = OptionKey.flag("repair", "remove this device's own leftovers, then check")
        static let deep = OptionKey.flag("deep", "decode every photo, thumbnail, cut-out and cover in full (slower), not only its header")
        static let json = OptionKey.flag("json", "print {\"ok\", \"checks\": [{\"name\", \"ok\", \"problems\": [...], \"notes\": [...]}]}")
    }

    static let table = CommandTable(
        name: "check", summary: "verify a library: keys, sealed files, SQLite, schema, data conventions",
        forms: [.init([.library, .others, .option(Options.repair), .option(Options.deep), .option(Options.json)])],
        about: """
        Verifies, without changing anything:
          - the manifest, and which key slots unlock with the key given;
          - every record of catalog.db.enc and of every media file (KEF1 integrity);
          - SQLite's integrity_check (a damaged database is a problem, with SQLite's
            messages) and foreign_key_check;
          - that the schema is exactly the specification's, at the version on disk and after
            migrating (in memory) to the current version;
          - data conventions: timestamps, calendar days, money pairs, lowercase UUIDs, the JSON
            columns, sorted history changes, inventory numbers, collection and place trees;
          - that every photo and document in use has its file, and that every picture file
            (photo, thumbnail, cut-out, cover) is a JPEG or PNG as the package format says,
            whose header its own library reads, within the bounds every photo decode has and
            drawable on a PDF page (--deep: decoded in full);
          - leftovers: temporary files, and media files that neither the catalog nor its
            history names (they may be another device's new photos whose catalog has not
            arrived yet, so they are reported, not removed).

        With --repair, what is provably this device's own leftover is removed first: the
        temporary files of its killed saves and the media files of its killed imports that no
        catalog names (docs/store.md, "What a crash leaves behind"). Nothing else is changed.
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.repair,
                Options.deep,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 everything passed, 1 problems found (listed), 2 cannot open the library,
        64 wrong usage.
        """)

    /// One check: `--json` writes it as `{"name", "ok", "problems", "notes"}`.
    struct Result: Encodable {
        let name: String
        var problems: [String] = []
        var notes: [String] = []

        enum CodingKeys: CodingKey { case name, ok, problems, notes }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(problems.isEmpty, forKey: .ok)
            try c.encode(problems, forKey: .problems)
            try c.encode(notes, forKey: .notes)
        }
    }

    /// `--json`.
    struct Report: Encodable {
        let ok: Bool
        let checks: [Result]
    }

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        var results = [Result]()
        let session: CatalogSession
        var library: Library?
        if options.catalogPath != nil {
            session = try CatalogSession(plainFile: URL(fileURLWithPath: options.catalogPath ?? ""), migrate: false)
        } else {
            let package = try options.locatePackage()
            var manifest = Result(name: "manifest")
            manifest.notes.append("formatVersion \(package.manifest.formatVersion), libraryID \(package.libraryID)")
            results.append(manifest)
            let lib = try options.unlock(package)
            library = lib
            results.append(try keySlots(package, options: options))
            var catalog = Result(name: "catalog file")
            do {
                session = try lib.openCatalog(migrate: false)
                catalog.notes.append("\(LibraryPackage.catalogName): every KEF1 record authenticates")
                results.append(catalog)
            } catch {
                catalog.problems.append("\(error)")
                results.append(catalog)
                return report(results, json: args[Options.json])
            }
        }
        let db = session.db
        // --repair before the checks, so that they report what is left. It needs the catalog
        // (which media IDs it names) and the package lock, as a writer does.
        var removed: PackageLeftovers.Removed?
        if args[Options.repair], library != nil {
            guard CatalogCheck.integrityProblems(db).isEmpty else {
                throw StoreError.damagedCatalog(path: session.path, messages: ["run `kuriosa check` without --repair to see SQLite's messages"])
            }
            removed = try session.removeOwnLeftovers()
        }
        // SQLite's own verdict first: a damaged database is a finding, and the checks that read
        // its tables would only fail on it
        // (docs/store.md#a-damaged-catalog-is-never-sealed-again).
        var sqlite = Result(name: "SQLite integrity")
        let integrity = CatalogCheck.integrityProblems(db)
        sqlite.problems += integrity.map { "integrity_check: \($0)" }
        if integrity.isEmpty { sqlite.notes.append("integrity_check ok") } else {
            sqlite.notes.append("the catalog decrypts, but its SQLite database is damaged: no writer seals it again; restore a backup or an undamaged copy (a conflict copy, another device's library)")
        }
        results.append(sqlite)
        guard integrity.isEmpty else { return report(results, json: args[Options.json]) }
        var schema = Result(name: "schema")
        let onDisk = session.versionOnDisk
        if onDisk > CatalogSchema.currentVersion {
            schema.problems.append("schema version \(onDisk) is newer than this toolkit supports (\(CatalogSchema.currentVersion))")
            results.append(schema)
            return report(results, json: args[Options.json])
        }
        do {
            schema.problems += try SchemaCheck.differences(of: db).map { "at version \(onDisk): \($0)" }
        } catch {
            schema.problems.append("the schema cannot be read: \(error)")
        }
        do {
            try CatalogSchema.migrate(db, path: session.path)
            schema.problems += try SchemaCheck.differences(of: db).map { "after migrating to \(CatalogSchema.currentVersion): \($0)" }
            schema.notes.append(onDisk == CatalogSchema.currentVersion ? "version \(onDisk), identical to the specification"
                                : "version \(onDisk) on disk (identical to the specification); migrates cleanly to \(CatalogSchema.currentVersion)")
        } catch {
            schema.problems.append("migration fails: \(error)")
        }
        results.append(schema)
        var data = Result(name: "data conventions")
        do {
            for finding in try CatalogCheck.run(db, integrity: false) { data.problems.append(finding.message) }
        } catch {
            data.problems.append("the data cannot be read: \(error)")
        }
        if data.problems.isEmpty { data.notes.append("foreign keys ok, conventions kept") }
        results.append(data)
        if let library {
            results.append(leftovers(library, removed: removed))
            do { results.append(try media(library, db: db)) } catch {
                var m = Result(name: "media files")
                m.problems.append("the media files cannot be checked: \(error)")
                results.append(m)
            }
            do { results.append(try pictures(library, db: db, deep: args[Options.deep])) } catch {
                var p = Result(name: "pictures")
                p.problems.append("the pictures cannot be checked: \(error)")
                results.append(p)
            }
        }
        return report(results, json: args[Options.json])
    }

    static func keySlots(_ package: LibraryPackage, options: LibraryOptions) throws -> Result {
        var r = Result(name: "key slots")
        let secrets = (try? options.secrets(for: package)) ?? []
        let recoveryKey = secrets.compactMap { if case .recoveryKey(let k) = $0 { k } else { nil } }.first
        let passphrase = secrets.compactMap { if case .passphrase(let p) = $0 { p } else { nil } }.first
        // The reader's caps (docs/store.md, "Key slots"): the store's own rule, as unlocking.
        for (i, (slot, trial)) in package.slotTrials(recoveryKey: recoveryKey, passphrase: passphrase).enumerated() {
            let state: String
            switch trial {
            case .unknownKind: state = "skipped (unknown kind or algorithm)"
            case .overWorkLimit(let iterations):
                state = "not tried: \(iterations) PBKDF2 iterations, more than the \(KeySlot.maximumIterations) this toolkit runs"
                r.problems.append("key slot \(i + 1) asks for \(iterations) PBKDF2 iterations, more than the \(KeySlot.maximumIterations) this toolkit runs")
            case .beyondCap(let cap):
                if case .passphrase = slot.kind { state = "not tried (at most \(cap) passphrase slots are)" } else { state = "not tried (at most \(cap) recovery-key slots are)" }
            case .unlocks: state = "unlocks with the key given"
            case .doesNotUnlock: state = "does not unlock with the key given"
            case .noSecret: state = "not tried (no such secret given)"
            }
            r.notes.append("slot \(i + 1) \(slot.summary): \(state)")
        }
        return r
    }

    /// Each picture file present, read by the exports' own check (`StoredPictureCheck`); a
    /// file whose KEF1 records fail is the media files' finding, not repeated here.
    static func pictures(_ library: Library, db: Database, deep: Bool) throws -> Result {
        var r = Result(name: "pictures")
        let files = try CatalogCheck.pictureFiles(db).filter {
            FileManager.default.fileExists(atPath: library.mediaURL(id: $0.id, kind: $0.kind).path)
        }
        let progress = Progress(deep ? "Decoding pictures" : "Reading picture headers", total: files.count)
        for (i, file) in files.enumerated() {
            if let data = try? library.readMedia(id: file.id, kind: file.kind),
               let problem = StoredPictureCheck.problem(data, pngExpected: file.pngExpected, deep: deep) {
                r.problems.append("media/\(file.kind.fileName(id: file.id)) (\(file.owner)): \(problem)")
            }
            progress.update(i + 1)
        }
        progress.finish()
        r.notes.append("\(files.count) picture file\(files.count == 1 ? "" : "s"): "
                       + (deep ? "decoded in full" : "headers read (--deep decodes them in full)"))
        return r
    }

    static func media(_ library: Library, db: Database) throws -> Result {
        var r = Result(name: "media files")
        let files = library.mediaFiles()
        let progress = Progress("Checking media", total: files.count)
        var failed = 0
        for (i, f) in files.enumerated() {
            do { try library.verifyMedia(id: f.id, kind: f.kind) } catch {
                r.problems.append("\(error)")
                failed += 1
            }
            progress.update(i + 1)
        }
        progress.finish()
        let present = Set(files.filter { $0.kind == .original }.map(\.id))
        let inUse = try CatalogCheck.mediaIDsInUse(db)
        for id in inUse.sorted() where !present.contains(id) {
            r.problems.append("media/\(MediaKind.original.fileName(id: id)) is missing (the catalog uses it)")
        }
        if !present.isEmpty || !files.isEmpty {
            let referenced = try PackageLeftovers.referencedMediaIDs(db)
            let intents = PackageLeftovers.intentFiles(in: library.package)
            let ownOrphans = Set(intents.filter { $0.owner == .ownDead }.flatMap(\.mediaIDs))
            for id in Set(files.map(\.id)).sorted() where !referenced.contains(id) {
                r.problems.append(ownOrphans.contains(id)
                    ? "media/\(MediaKind.original.fileName(id: id)): no record names it; an interrupted import of this device left it (`kuriosa check --repair` removes it)"
                    : "media/\(MediaKind.original.fileName(id: id)): neither the catalog nor its history names it; it may be another device's new photo whose catalog has not arrived yet, so it is left alone")
            }
        }
        r.notes.insert("\(files.count - failed) of \(files.count) sealed media files authenticate", at: 0)
        return r
    }

    /// Temporary files and intent files in the package: this device's dead writers' (which
    /// `--repair` removes), running ones', and others'.
    static func leftovers(_ library: Library, removed: PackageLeftovers.Removed?) -> Result {
        var r = Result(name: "leftovers")
        if let removed, !removed.isEmpty {
            r.notes.append("repaired: removed \(removed.temporaryFiles.count) temporary file(s), \(removed.mediaFiles.count) orphan media file(s), \(removed.intentFiles.count) intent file(s) and \(removed.initFolders.count) init folder(s) of this device's interrupted writers")
        }
        for f in InitLeftovers.ownDead(in: library.package.url.deletingLastPathComponent()) {
            r.problems.append("../\(f.lastPathComponent): the building folder of an interrupted `kuriosa init` of this device (`kuriosa check --repair` removes it)")
        }
        for t in PackageLeftovers.temporaryFiles(in: library.package) {
            let name = t.url.path.dropFirst(library.package.url.path.count + 1)
            switch t.owner {
            case .ownDead: r.problems.append("\(name): temporary file of an interrupted save of this device (`kuriosa check --repair` removes it)")
            case .ownRunning: r.notes.append("\(name): temporary file of a save in progress on this device")
            case .unknown: r.problems.append("\(name): temporary file not made on this device; it may be another device's save in progress or its leftover, so it is left alone")
            }
        }
        for i in PackageLeftovers.intentFiles(in: library.package) where i.owner == .ownDead {
            r.problems.append("\(i.url.lastPathComponent): intent file of an interrupted import of this device (`kuriosa check --repair` removes it)")
        }
        if r.problems.isEmpty { r.notes.append("no temporary files or interrupted writes") }
        return r
    }

    static func report(_ results: [Result], json: Bool) -> ExitCode {
        let ok = results.allSatisfy { $0.problems.isEmpty }
        if json {
            JSONOutput.print(Report(ok: ok, checks: results))
        } else {
            var lines = [String]()
            for r in results {
                lines.append((r.problems.isEmpty ? "✓ " : "✗ ") + r.name)
                for p in r.problems { lines.append("    problem: \(p)") }
                for n in r.notes { lines.append("    \(n)") }
            }
            lines.append(ok ? "\nAll checks passed." : "\n\(results.reduce(0) { $0 + $1.problems.count }) problem(s) found.")
            Terminal.out(lines.joined(separator: "\n"))
        }
        return ok ? .success : .problemsFound
    }
}
