import Foundation
import KuriosaTestSupport
import Testing

/// GIF and WebP photos (pictures saved from web pages are often WebP) are stored as JPEGs
/// (docs/pictures.md, "Photos"): in real processes, on files Pillow writes.
@Suite("GIF and WebP photos through kuriosa import", .serialized)
struct PhotoFormatCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// A half-transparent WebP lands on white, an animated GIF as its first picture (red, not
    /// the green second one); each is named as re-encoded, and a HEIC is refused by its bytes.
    @Test func gifAndWebPBecomeJPEGPhotos() throws {
        let package = try Package.new()
        let folder = package.folder.path
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", """
            import sys
            from PIL import Image
            folder = sys.argv[1]
            Image.new("RGBA", (40, 30), (0, 0, 255, 0)).save(folder + "/clear.webp")
            frames = [Image.new("RGB", (30, 20), (255, 0, 0)), Image.new("RGB", (30, 20), (0, 255, 0))]
            frames[0].save(folder + "/blink.gif", save_all=True, append_images=frames[1:], duration=100, loop=0)
            open(folder + "/phone.heic", "wb").write(b"\\x00\\x00\\x00\\x18ftypheic" + bytes(64))
            """, folder])
        try #require(made.status == 0, "\(made.stderr)")
        let csv = package.folder.appendingPathComponent("pieces.csv")
        try Data("Title,Photos\nClear,clear.webp\nBlink,blink.gif\nPhone,phone.heic\n".utf8).write(to: csv)
        let r = try package.run("import", [csv.path, "--new-collection", "Things", "--template", "builtin.blank", "--json"])
        #expect(r.status == 3, "the HEIC's row is refused: \(r.stdout)\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let why = (json["reencoded"] as? [[String: Any]] ?? []).compactMap { $0["why"] as? String }
        #expect(why == ["a WebP, stored as JPEG", "a GIF, stored as JPEG (an animation: its first picture)"], "\(json)")
        let errors = json["errors"] as? [[String: Any]] ?? []
        #expect(errors.count == 1 && (errors.first?["detail"] as? String)?.contains("phone.heic: not a JPEG, PNG, GIF or WebP file") == true, "\(errors)")

        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        let export = try package.run("export", ["--template", "spreadsheet", "--collection", "Things", "-o", out.path, "--photos-dir", photos.path])
        try #require(export.status == 0, "\(export.stderr)")
        let probe = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", """
            import sys
            from PIL import Image
            for name in sys.argv[1:]:
                im = Image.open(name)
                print(im.format, im.size[0], im.size[1], *im.convert("RGB").getpixel((5, 5)))
            """, photos.appendingPathComponent("K-0001-1.jpg").path, photos.appendingPathComponent("K-0002-1.jpg").path])
        let lines = probe.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        try #require(lines.count == 2, "\(probe.stdout)\(probe.stderr)")
        #expect(lines[0].prefix(3) == ["JPEG", "40", "30"] && lines[0].dropFirst(3).allSatisfy { (Int($0) ?? 0) > 245 }, "on white: \(lines[0])")
        #expect(lines[1].prefix(3) == ["JPEG", "30", "20"] && (Int(lines[1][3]) ?? 0) > 230 && (Int(lines[1][4]) ?? 255) < 30, "red: \(lines[1])")
    }
}
