import Foundation

/// Combines two copies of a catalog (library format, section 10): the result is the same
/// whichever copy is merged into which, and merging it again with either copy changes
/// nothing. See docs/merge.md for every rule and how this toolkit reads it.
public enum CatalogMerge {
    /// Merges `other` into `target`: afterwards `target` holds the combination of both, and
    /// the report says what changed in it. With `dryRun` nothing is written.
    /// Both copies are brought to the current schema first (`other` in place, it is a copy
    /// in memory); a copy of a newer schema is refused and nothing changes.
    /// - Throws: `StoreError.newerCatalog`, `StoreError.catalog`, or the SQLite error of a
    ///   write that failed (the target then is unchanged: one transaction).
    @discardableResult
    public static func merge(into target: Database, targetPath: String = "catalog",
                             from other: Database, otherPath: String = "other catalog",
                             dryRun: Bool = false) throws -> MergeReport {
        // A damaged copy is never merged: what it gives may be garbage (CatalogSoundness).
        try CatalogSoundness.verify(other, path: otherPath)
        for (db, path) in [(target, targetPath), (other, otherPath)] {
            let version = try db.userVersion
            if version > CatalogSchema.currentVersion {
                throw StoreError.newerCatalog(path: path, version: version, supported: CatalogSchema.currentVersion)
            }
        }
        if try target.userVersion < CatalogSchema.currentVersion, !dryRun { try CatalogSchema.migrate(target, path: targetPath) }
        try CatalogSchema.migrate(other, path: otherPath)
        try MergeAdmission.check(other, path: otherPath)
        let mine = try snapshot(target, path: targetPath)
        let theirs = try MergeSnapshot(other, path: otherPath)
        let (result, repairs) = combine(mine, theirs)
        var report = MergeWriter.diff(mine, result)
        report.repairs = repairs
        if !dryRun, !report.tables.allSatisfy(\.isEmpty) { try MergeWriter.apply(report, result: result, to: target) }
        return report
    }

    /// The target's snapshot; a target that is still at an older version (a dry run) is
    /// migrated in a scratch copy.
    static func snapshot(_ db: Database, path: String) throws -> MergeSnapshot {
        if try db.userVersion == CatalogSchema.currentVersion { return try MergeSnapshot(db, path: path) }
        let scratch = try Database(serialized: try db.serialize())
        try CatalogSchema.migrate(scratch, path: path)
        return try MergeSnapshot(scratch, path: path)
    }

    /// The combination of two snapshots and the repairs it made.
    static func combine(_ a: MergeSnapshot, _ b: MergeSnapshot) -> (MergeSnapshot, [MergeReport.Repair]) {
        var engine = MergeEngine(a, b)
        let result = engine.run()
        return (result, engine.repairs)
    }
}
