import Foundation
import KuriosaPreviews
import Testing

/// The HTTPS server the loader tests talk to: `Server/preview_server.py` (Python 3 stdlib)
/// on 127.0.0.1 and a free port, with a certificate made at run time by `openssl req -x509`.
/// It serves the pictures of `PictureFixtures` from a temporary folder and ends when this
/// process ends (it waits for its stdin to close).
final class TestServer: @unchecked Sendable {
    // @unchecked: every property is set once in init and only read afterwards.
    let port: Int
    let folder: URL
    let certificate: String
    private let process: Process
    private let input: Pipe

    /// One server for the whole run; started on first use.
    static let shared: Result<TestServer, any Error> = Result { try TestServer() }

    static func start() throws -> TestServer { try shared.get() }

    private init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kq-preview-server-\(UUID().uuidString)")
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        certificate = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        try Self.runTool("/usr/bin/openssl", [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=shop.test",
            "-addext", "subjectAltName=DNS:shop.test,DNS:other.test,DNS:intranet.test,DNS:lan.test,IP:127.0.0.1",
        ])
        let files: [(String, Data)] = [
            ("alpha.png", try PictureFixtures.transparentPNG()), ("frames.gif", try PictureFixtures.twoFrameGIF()),
            ("green.webp", try PictureFixtures.greenWebP()), ("bomb.gif", try PictureFixtures.bombGIF()),
            ("photo.jpg", try PictureFixtures.largeJPEG()), ("big.png", Data(count: 6 * 1_048_576)),
        ]
        for (name, data) in files { try data.write(to: pictures.appendingPathComponent(name)) }

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Server/preview_server.py").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, certificate, key, pictures.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PictureFixtures.Failure(description: "the test server ended before it printed its port") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            throw PictureFixtures.Failure(description: "the test server said '\(text)'")
        }
        self.port = port
    }

    static func runTool(_ path: String, _ arguments: [String]) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: path)
        tool.arguments = arguments
        tool.standardOutput = FileHandle.nullDevice
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else {
            throw PictureFixtures.Failure(description: "\(path) \(arguments.joined(separator: " ")) exited \(tool.terminationStatus)")
        }
    }

    /// Test names resolve to the server (loopback allowed) or to private addresses that must
    /// be refused before any connection; short time limits keep the suite fast.
    var configuration: LoaderConfiguration {
        var c = LoaderConfiguration()
        c.trustedCAFile = certificate
        c.allowLoopback = true
        c.hostAddresses = [
            .init(host: "shop.test", port: port, address: "127.0.0.1"),
            .init(host: "other.test", port: port, address: "127.0.0.1"),
            .init(host: "intranet.test", port: port, address: "10.0.0.1"),
            .init(host: "lan.test", port: port, address: "192.168.1.20"),
        ]
        c.connectTimeout = 1
        c.pageTimeout = 1.5
        c.pictureTimeout = 1.5
        return c
    }

    func url(_ path: String, host: String = "shop.test") -> String { "https://\(host):\(port)\(path)" }

    /// A page whose og:image is one of the served pictures.
    func pageWithPicture(_ name: String, title: String = "With picture") -> String {
        let image = url("/pic/\(name)").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let encodedTitle = title.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return url("/page?title=\(encodedTitle)&image=\(image)")
    }
}
