import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa previews extract FILE.html` reads a saved page as a refresh reads a body: the
/// first 1 MiB (and one byte more), whatever the file's size; a FIFO or a device is refused
/// unread (it used to read the whole file). Real processes; memory from the kernel.
@Suite struct SavedPageBoundTests {
    @Test func aHugeSavedPageCostsItsFirstMebibyte() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.html")
        // The page's head, then a hole to 300 MB (sparse: nothing to write, much to read),
        // and past the first MiB a title a reader of the whole file would take instead.
        let handle = try FileHandle(forWritingTo: { FileManager.default.createFile(atPath: file.path, contents: nil); return file }())
        try handle.write(contentsOf: Data("<title>Kept</title><meta property=og:image content=/i.png>".utf8))
        try handle.seek(toOffset: 2 << 20)
        try handle.write(contentsOf: Data("<title>Past the first MiB</title>".utf8))
        try handle.truncate(atOffset: 300_000_000)
        try handle.close()
        let r = try MeasuredProcess.kuriosa(["previews", "extract", "--base-url", "https://shop.example.com/a.html", file.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == #"{"title":"Kept","siteName":null,"imageURL":"https://shop.example.com/i.png"}"# + "\n")
        // Reading the whole file would hold 300 MB; the prefix is 1 MiB beside the runtime.
        #expect(r.peakKiB > 0 && r.peakKiB < 120_000, "peak \(r.peakKiB) KiB")
    }

    @Test func aFIFOOrADeviceIsRefusedUnread() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("page.html")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        var r = try TestProcess.kuriosa(["previews", "extract", fifo.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("page.html: is a FIFO (named pipe), not a regular file; nothing was read from it"), "\(r.stderr)")
        let zero = try MeasuredProcess.kuriosa(["previews", "extract", "/dev/zero"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("/dev/zero: is a character device, not a regular file"), "\(zero.stderr)")
        #expect(zero.peakKiB > 0 && zero.peakKiB < 120_000, "peak \(zero.peakKiB) KiB")
        r = try TestProcess.kuriosa(["previews", "extract", folder.appendingPathComponent("missing.html").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("missing.html"), "\(r.stderr)")
    }
}
