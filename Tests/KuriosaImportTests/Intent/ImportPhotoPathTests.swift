import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// Photo paths (docs/import.md#photos), through the real `kuriosa import`: absolute paths,
/// `file://` URLs and Windows paths are found inside the photos folder or get a reason that
/// says what was looked for; names leading out of the folder are refused
/// (`photo_outside_folder`); special files are refused by type; size and signature are checked
/// before a file is read whole.
@Suite("kuriosa import: photo paths", .serialized, .timeLimit(.minutes(2)))
struct ImportPhotoPathTests {

    /// A library, a photos folder `pics` with `a.jpg`, and a `secret.jpg` beside the folder.
    final class Setup {
        let lib: CLILibrary
        let pics: URL

        init() throws {
            lib = try CLILibrary()
            pics = lib.folder.appendingPathComponent("pics")
            try FileManager.default.createDirectory(at: pics, withIntermediateDirectories: true)
            let jpeg = Data(try ImportPhotoTests.jpeg(orientation: 1))
            try jpeg.write(to: pics.appendingPathComponent("a.jpg"))
            try jpeg.write(to: lib.folder.appendingPathComponent("secret.jpg"))
        }

        /// Imports one row whose photos cell is `name` (quoted) with `--photos-dir pics`;
        /// returns the exit status and the row's errors.
        func importPhoto(_ name: String, photosDir: String? = nil) throws -> (status: Int32, errors: [[String: Any]]) {
            let cell = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let csv = try lib.write("photos-\(UUID().uuidString).csv", "Title,Brand,Photos\nA,Omega,\(cell)\n")
            let (status, json) = try lib.importJSON(csv, ["--new-collection", "W\(UUID().uuidString.prefix(8))", "--template", "builtin.watch",
                                                          "--photos-dir", photosDir ?? pics.path])
            return (status, (json["errors"] as? [[String: Any]]) ?? [])
        }
    }

    @Test func anAbsolutePathInsideThePhotosFolderIsFound() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto(setup.pics.appendingPathComponent("a.jpg").path)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
    }

    @Test func aFileURLIsFound() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto(setup.pics.appendingPathComponent("a.jpg").absoluteString)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
    }

    @Test func aWindowsPathIsFoundByItsNameInThePhotosFolder() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto(#"C:\Users\me\pics\a.jpg"#)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        let (missing, missingErrors) = try setup.importPhoto(#"C:\Users\me\pics\b.jpg"#)
        #expect(missing == 3)
        #expect(missingErrors.first?["reason"] as? String == "missing_photo")
        let detail = try #require(missingErrors.first?["detail"] as? String)
        #expect(detail.contains("b.jpg") && detail.contains(setup.pics.path), "\(detail)")
    }

    @Test func anAbsolutePathOutsideThePhotosFolderIsRefused() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto(setup.lib.folder.appendingPathComponent("secret.jpg").path)
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "photo_outside_folder", "\(errors)")
        let detail = try #require(errors.first?["detail"] as? String)
        #expect(detail.contains("--photos-dir \(setup.lib.folder.path)"), "\(detail)")
        // Not there at all: both places looked in are named.
        let (_, missing) = try setup.importPhoto("/home/me/pics/nowhere.jpg")
        #expect(missing.first?["reason"] as? String == "missing_photo")
        let looked = try #require(missing.first?["detail"] as? String)
        #expect(looked.contains("/home/me/pics/nowhere.jpg") && looked.contains(setup.pics.path), "\(looked)")
    }

    @Test func aRelativePathLeavingThePhotosFolderIsRefused() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto("../secret.jpg")
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "photo_outside_folder", "\(errors)")
    }

    @Test func aSymlinkPointingOutsideIsRefused() throws {
        let setup = try Setup()
        try FileManager.default.createSymbolicLink(atPath: setup.pics.appendingPathComponent("link.jpg").path,
                                                   withDestinationPath: setup.lib.folder.appendingPathComponent("secret.jpg").path)
        let (status, errors) = try setup.importPhoto("link.jpg")
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "photo_outside_folder", "\(errors)")
        // A link to a file inside the folder is fine.
        try FileManager.default.createSymbolicLink(atPath: setup.pics.appendingPathComponent("inside.jpg").path, withDestinationPath: "a.jpg")
        #expect(try setup.importPhoto("inside.jpg").status == 0)
    }

    @Test func aFIFOIsRefusedByTypeWithoutWaiting() throws {
        let setup = try Setup()
        let fifo = setup.pics.appendingPathComponent("pipe.jpg").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let (status, errors) = try setup.importPhoto("pipe.jpg")
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "unreadable_photo", "\(errors)")
        #expect((errors.first?["detail"] as? String)?.contains("FIFO") == true, "\(errors)")
    }

    @Test func kernelFilesAreRefusedByType() throws {
        let setup = try Setup()
        let (status, errors) = try setup.importPhoto("status", photosDir: "/proc/self")
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "unreadable_photo", "\(errors)")
        #expect((errors.first?["detail"] as? String)?.contains("kernel") == true, "\(errors)")
    }

    @Test func sizeAndSignatureAreCheckedBeforeTheFileIsRead() throws {
        let setup = try Setup()
        // 600 MB that start like a JPEG, sparse: refused by its size, never read.
        let big = setup.pics.appendingPathComponent("big.jpg")
        FileManager.default.createFile(atPath: big.path, contents: Data([0xFF, 0xD8, 0xFF, 0xE0]))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 600 << 20)
        try handle.close()
        let (status, errors) = try setup.importPhoto("big.jpg")
        #expect(status == 3)
        #expect(errors.first?["reason"] as? String == "photo_too_large")
        #expect((errors.first?["detail"] as? String)?.contains("MiB") == true, "\(errors)")
        try Data("not a photo".utf8).write(to: setup.pics.appendingPathComponent("text.jpg"))
        let (_, text) = try setup.importPhoto("text.jpg")
        #expect((text.first?["detail"] as? String)?.contains("not a JPEG, PNG, GIF or WebP") == true, "\(text)")
    }
}
