import Foundation

/// A conflict copy of the catalog a file-sharing provider left in the package
/// (`catalog.db 2.enc`, `catalog.db (conflicted copy).enc`), and what became of it.
public struct ConflictCopy: Sendable, Equatable {
    public let url: URL
    /// Why the copy was left alone (it does not open with the library's key and context
    /// `catalog`, or it cannot be merged); nil when it was merged.
    public let problem: String?

    public var merged: Bool { problem == nil }
}

/// Library format, section 9, "Other copies": readers combine every copy that opens, write
/// the result, and then remove the copies.
extension CatalogSession {
    /// Every file in the package whose name starts with `catalog` and ends with `.enc`,
    /// other than `catalog.db.enc`, by name.
    public static func conflictCopyURLs(in package: LibraryPackage) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.url.path)) ?? []
        return names.filter { $0.hasPrefix("catalog") && $0.hasSuffix(".enc") && $0 != LibraryPackage.catalogName }
            .sorted()
            .map { package.url.appendingPathComponent($0) }
    }

    /// Merges every conflict copy that opens with the library's key into this session's
    /// catalog. The copies are removed by the next successful `save()` (only if their bytes
    /// are still the ones merged); one that does not open is left alone and reported.
    /// With `dryRun` the session's catalog is not changed: the report says what would change.
    /// - Returns: the copies found, and what merging them changes in this catalog.
    public func mergeConflictCopies(dryRun: Bool = false) throws -> (copies: [ConflictCopy], report: MergeReport) {
        guard let library else { return ([], MergeReport()) }
        let target = dryRun ? try Database(serialized: try db.serialize()) : db
        let before = try MergeSnapshot(target, path: path)
        var copies: [ConflictCopy] = []
        var repairs: [MergeReport.Repair] = []
        for url in Self.conflictCopyURLs(in: library.package) {
            do {
                let (other, hash) = try Self.readSealed(url: url, key: library.dataKey)
                let report = try CatalogMerge.merge(into: target, targetPath: path, from: other, otherPath: url.path)
                repairs += report.repairs
                if !dryRun { mergedConflictCopies.append((url, hash)) }
                copies.append(ConflictCopy(url: url, problem: nil))
            } catch {
                copies.append(ConflictCopy(url: url, problem: "\(error)"))
            }
        }
        var report = MergeWriter.diff(before, try MergeSnapshot(target, path: path))
        report.repairs = repairs
        return (copies, report)
    }

    /// Removes the merged conflict copies whose bytes did not change since they were merged.
    func removeMergedConflictCopies() {
        for copy in mergedConflictCopies {
            guard let hash = try? SHA256.hash(fileAt: copy.url), hash == copy.hash else { continue }
            unlink(copy.url.path)
        }
        mergedConflictCopies = []
    }
}
