import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// Inputs larger than the toolkit reads for their role are refused before their bytes are held,
/// each with its own error naming the file, row and column (docs/store.md#special-files-and-sizes,
/// docs/import.md#limits). Real processes, real files; the library stays byte for byte.
@Suite struct SizeCapTests {
    static func makeLibrary(_ folder: URL) throws -> (url: URL, key: String) {
        let url = folder.appendingPathComponent("Lib")
        let (_, key) = try LibraryPackage.create(at: url)
        return (url, key.displayForm)
    }

    @Test func aHugeManifestIsRefusedUnread() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        let manifest = url.appendingPathComponent(LibraryPackage.manifestName)
        // 200 MB, sparse: reading it would take seconds and 635 MB; the size alone refuses it.
        let handle = try FileHandle(forWritingTo: manifest)
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        let r = try MeasuredProcess.kuriosa(["info", url.path], environment: ["KURIOSA_RECOVERY_KEY": key])
        #expect(r.status == 2)
        #expect(r.stderr.contains("manifest.json: has 200000000 bytes, more than the 1048576 bytes a manifest may have; nothing was read"), "\(r.stderr)")
        // Parsing it cost 635 MB; refused by its size, the process stays near its runtime's.
        #expect(r.peakKiB > 0 && r.peakKiB < 120_000, "peak \(r.peakKiB) KiB")
    }

    @Test func aHugeKeyFileIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, _) = try Self.makeLibrary(folder)
        let keyFile = folder.appendingPathComponent("key.txt")
        try Data(count: 100_000).write(to: keyFile)
        let r = try TestProcess.kuriosa(["info", url.path, "--recovery-key-file", keyFile.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("key.txt: has 100000 bytes, more than the 65536 bytes a key file may have"), "\(r.stderr)")
    }

    func importCSV(_ csv: Data, _ folder: URL) throws -> (MeasuredProcess.Result, unchanged: Bool) {
        let file = folder.appendingPathComponent("pieces.csv")
        try csv.write(to: file)
        return try importFile(file, folder)
    }

    /// Imports `file` into a new library with a real process, measuring its peak memory.
    func importFile(_ file: URL, _ folder: URL) throws -> (MeasuredProcess.Result, unchanged: Bool) {
        let (url, key) = try Self.makeLibrary(folder)
        let before = try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName))
        let r = try MeasuredProcess.kuriosa(["import", url.path, file.path, "--new-collection", "Watches", "--template", "builtin.watch"],
                                            environment: ["KURIOSA_RECOVERY_KEY": key])
        let after = try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName))
        return (r, before == after)
    }

    /// A 200 MB cell cost 2 GB of memory and was stored; refused at its first MiB, the
    /// process stays near its runtime's size, whatever the cell's length.
    @Test func aCellOf200MBIsRefusedInBoundedMemory() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pieces.csv")
        FileManager.default.createFile(atPath: file.path, contents: Data("Title,Notes\nFirst,\"".utf8))
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<200 { try handle.write(contentsOf: chunk) }
        try handle.write(contentsOf: Data("\"\n".utf8))
        try handle.close()
        let (r, unchanged) = try importFile(file, folder)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("pieces.csv: cell_too_large (row 2): column 2"), "\(r.stderr)")
        #expect(r.peakKiB > 0 && r.peakKiB < 150_000, "peak \(r.peakKiB) KiB")
        #expect(unchanged)
    }

    @Test func aCellOverOneMiBIsRefusedWithItsRowAndColumn() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        var csv = Data("Title,Notes\nFirst,short\nSecond,\"".utf8)
        csv.append(Data(repeating: UInt8(ascii: "x"), count: 3 << 20))
        csv.append(Data("\"\n".utf8))
        let (r, unchanged) = try importCSV(csv, folder)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("pieces.csv: cell_too_large (row 3): column 2: the cell has more than 1048576 bytes (1 MiB)"), "\(r.stderr)")
        #expect(unchanged)
    }

    @Test func aRowOver16MiBIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        var csv = Data("Title,Notes\n".utf8)
        let cell = Data(repeating: UInt8(ascii: "y"), count: 1_000_000)
        for _ in 0..<18 { csv.append(cell); csv.append(UInt8(ascii: ",")) }
        csv.append(Data("\n".utf8))
        let (r, unchanged) = try importCSV(csv, folder)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("row_too_large (row 2): column 17: the row has more than 16777216 bytes (16 MiB)"), "\(r.stderr)")
        #expect(r.peakKiB > 0 && r.peakKiB < 200_000, "peak \(r.peakKiB) KiB")
        #expect(unchanged)
    }

    @Test func aHeaderOfAMillionColumnsIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "Title," + Array(repeating: "c", count: 1_000_000).joined(separator: ",") + "\nA piece\n"
        let (r, unchanged) = try importCSV(Data(header.utf8), folder)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("too_many_columns (row 1): column 16385: the row has more than 16384 cells"), "\(r.stderr)")
        #expect(r.stderr.utf8.count < 2000, "one error, not a line per column")
        #expect(r.peakKiB > 0 && r.peakKiB < 200_000, "peak \(r.peakKiB) KiB")
        #expect(unchanged)
    }

    @Test func thousandsOfUnknownColumnsAreSummarised() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (1...5000).map { "Extra \($0)" }
        let csv = "Title,Brand," + names.joined(separator: ",") + "\nA piece,Omega" + String(repeating: ",v", count: 5000) + "\n"
        let (r, _) = try importCSV(Data(csv.utf8), folder)
        #expect(r.status == 0 || r.status == 3, "\(r.stderr)")
        let warningLines = r.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: column") }
        #expect(warningLines.count == 20, "\(warningLines.count) warning lines")
        #expect(r.stderr.contains("… 4980 more column warnings (see --report)"), "\(r.stderr.suffix(500))")
    }
}
