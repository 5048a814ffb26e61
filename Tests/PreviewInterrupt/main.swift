import Foundation
import KuriosaPreviews
import KuriosaStore

/// The helper of the interrupt test (`PreviewsInterruptTests`): runs the refresh of
/// `kuriosa previews refresh` on a library package, with the command's Ctrl-C handling
/// (`InterruptHandler`) and save (`CatalogSession.save`), but with the loader's test
/// configuration, which the command line never exposes: the test's CA, `shop.test` and
/// `other.test` resolved to 127.0.0.1:PORT, loopback allowed.
/// Prints `ready` once SIGINT is handled, `done N` after each link, then the report as
/// `interrupted=… loaded=… notLoaded=…`; exits 130 when interrupted (saved), 0 otherwise.
/// Usage: kuriosa-preview-interrupt PACKAGE RECOVERY-KEY-HEX CA.pem PORT
func say(_ line: String) {
    // Unbuffered, so the test sees each line as it happens.
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let args = CommandLine.arguments
guard args.count == 5, let keyBytes = [UInt8](hex: args[2]), let port = Int(args[4]) else {
    FileHandle.standardError.write(Data("usage: kuriosa-preview-interrupt PACKAGE RECOVERY-KEY-HEX CA.pem PORT\n".utf8))
    exit(64)
}
do {
    let library = try LibraryPackage(url: URL(fileURLWithPath: args[1])).open(.recoveryKey(try RecoveryKey(bytes: keyBytes)))
    let session = try library.openCatalog()
    var options = RefreshOptions()
    options.concurrency = 2
    options.loader.trustedCAFile = args[3]
    options.loader.allowLoopback = true
    options.loader.hostAddresses = ["shop.test", "other.test"].map { .init(host: $0, port: port, address: "127.0.0.1") }
    let interrupt = InterruptHandler()
    say("ready")
    let report = try RefreshJob.run(session, options: options, cancellation: interrupt.cancellation,
                                    progress: { done, _ in say("done \(done)") })
    interrupt.uninstall()
    say("interrupted=\(report.interrupted) loaded=\(report.count(.loaded)) notLoaded=\(report.count(.notLoaded))")
    exit(report.interrupted ? InterruptHandler.exitStatus : 0)
} catch {
    FileHandle.standardError.write(Data("kuriosa-preview-interrupt: \(error)\n".utf8))
    exit(2)
}
