import Foundation
import KuriosaPictures
import KuriosaTestSupport
import Testing

/// `kuriosa import` as a user runs it, on real files: a photo over `--photo-timeout` is
/// refused with `picture_timeout` and the rest is imported; a re-encoded photo is named in
/// the report, text and `--json` (docs/import.md#photos).
@Suite("Photo limits and notes of an import")
struct ImportPhotoReportTests {
    /// A library, a key, and a folder for photos and the CSV.
    static func library() throws -> (folder: URL, library: URL, key: URL) {
        let folder = try TestFolder.make("kuriosa-photo-report")
        let library = folder.appendingPathComponent("Library"), key = folder.appendingPathComponent("key.txt")
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path])
        #expect(made.status == 0, "\(made.stderr)")
        return (folder, library, key)
    }

    static func importCSV(_ rows: [String], in setup: (folder: URL, library: URL, key: URL), _ extra: [String],
                          collection: String = "Watches") throws -> TestProcess.Result {
        let csv = setup.folder.appendingPathComponent("watches.csv")
        try ("Title,Brand,Photos\n" + rows.joined(separator: "\n") + "\n").write(to: csv, atomically: true, encoding: .utf8)
        return try TestProcess.kuriosa(["import", setup.library.path, csv.path, "--recovery-key-file", setup.key.path,
                                        "--new-collection", collection, "--template", "builtin.watch"] + extra)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A progressive JPEG of 24 megapixels in 66 scans (each a pass over the whole picture,
    /// fewer than the 100 allowed): about half a second to transform and decode on a fast
    /// machine, five times the 0.1 s the test allows. (At 6 megapixels it took 0.13 s, and a
    /// fast run once finished inside the limit.)
    static func slowJPEG(in folder: URL) throws -> URL {
        let plain = folder.appendingPathComponent("plain.jpg"), scans = folder.appendingPathComponent("scans.txt")
        try Data(try PictureSamples.jpeg(PictureSamples.quadrants(width: 6000, height: 4000), orientation: 1)).write(to: plain)
        let script = ["0,1,2: 0-0, 0, 0;"] + (1...63).map { "0: \($0)-\($0), 0, 0;" } + ["1: 1-63, 0, 0;", "2: 1-63, 0, 0;"]
        try script.joined(separator: "\n").write(to: scans, atomically: true, encoding: .utf8)
        let made = try PictureSamples.tool("/usr/bin/jpegtran", ["-scans", scans.path, plain.path])
        #expect(made.status == 0)
        let slow = folder.appendingPathComponent("slow.jpg")
        try made.stdout.write(to: slow)
        return slow
    }

    @Test func aPhotoOverItsTimeIsRefusedAndTheRestImported() throws {
        let setup = try Self.library()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        _ = try Self.slowJPEG(in: setup.folder)
        try Data(try PictureSamples.jpeg(PictureSamples.quadrants(width: 64, height: 48), orientation: 6))
            .write(to: setup.folder.appendingPathComponent("small.jpg"))
        let run = try Self.importCSV(["Slow,Omega,slow.jpg", "Small,Rolex,small.jpg"], in: setup, ["--photo-timeout", "0.1", "--json"])
        #expect(run.status == 3, "\(run.stderr)")
        let report = try Self.json(run.stdout)
        let errors = try #require(report["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["reason"] as? String == "picture_timeout")
        #expect(errors.first?["row"] as? Int == 2)
        #expect(errors.first?["column"] as? String == "Photos" && errors.first?["columnIndex"] as? Int == 3)
        #expect(errors.first?["text"] as? String == "slow.jpg")
        #expect((errors.first?["detail"] as? String)?.contains("0.1 seconds") == true, "\(errors)")
        #expect((report["created"] as? [[String: Any]])?.map { $0["row"] as? Int } == [3])
        // Without the option the same photo is stored (20 s).
        let again = try Self.importCSV(["Slow,Omega,slow.jpg"], in: setup, ["--json"], collection: "More watches")
        #expect(again.status == 0, "\(again.stderr)\(again.stdout)")
    }

    @Test func theReportNamesEachReencodedPhoto() throws {
        let setup = try Self.library()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let picture = PictureSamples.quadrants(width: 80, height: 40)
        try Data(try PictureSamples.png(picture)).write(to: setup.folder.appendingPathComponent("scan.png"))
        try Data(try PictureSamples.jpeg(picture, orientation: 3)).write(to: setup.folder.appendingPathComponent("front.jpg"))
        let rows = ["Seamaster,Omega,front.jpg; scan.png", "Submariner,Rolex,front.jpg"]
        let run = try Self.importCSV(rows, in: setup, ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let notes = try #require(try Self.json(run.stdout)["reencoded"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["row"] as? Int == 2 && notes.first?["file"] as? String == "scan.png")
        #expect(notes.first?["column"] as? String == "Photos" && notes.first?["columnIndex"] as? Int == 3)
        #expect((notes.first?["why"] as? String)?.contains("PNG") == true)
        // The summary says it too, one line a photo; the lossless JPEG is not named.
        let text = try Self.importCSV(rows, in: setup, [], collection: "More watches")
        #expect(text.status == 0, "\(text.stderr)")
        let lines = (text.stdout + text.stderr).split(separator: "\n").filter { $0.contains("re-encoded") }
        #expect(lines.count == 1 && lines.first?.contains("row 2") == true && lines.first?.contains("scan.png") == true, "\(text.stdout)\(text.stderr)")
    }
}
