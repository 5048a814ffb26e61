import Foundation

/// LibreOffice as the tests run it, an independent writer of spreadsheets: `soffice
/// --headless --convert-to`, with a profile of its own and `HOME` in the test's folder, so that
/// runs never share state.
public enum LibreOffice {
    public static let path = "/usr/bin/soffice"

    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// soffice wrote no file; its output says why.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `file` converted by the export filter `to` (`xlsx:Calc MS Excel 2007 XML`,
    /// `csv:Text - txt - csv (StarCalc):44,34,76,1`) into `folder/lo`, under the file's name with
    /// `pathExtension`; `inputFilter` reads a CSV as asked (`CSV:44,34,76,1`).
    public static func convert(_ file: URL, to filter: String, pathExtension: String, in folder: URL,
                               inputFilter: String? = nil) throws -> URL {
        let out = folder.appendingPathComponent("lo")
        let profile = folder.appendingPathComponent("lo-profile")
        let arguments = ["-env:UserInstallation=file://\(profile.path)", "--headless"] + (inputFilter.map { ["--infilter=\($0)"] } ?? [])
            + ["--convert-to", filter, "--outdir", out.path, file.path]
        let r = try TestProcess.run(URL(fileURLWithPath: path), arguments, environment: ["HOME": folder.path])
        let converted = out.appendingPathComponent(file.deletingPathExtension().lastPathComponent).appendingPathExtension(pathExtension)
        guard FileManager.default.fileExists(atPath: converted.path) else { throw Failure(description: "soffice: \(r.stdout)\(r.stderr)") }
        return converted
    }
}
