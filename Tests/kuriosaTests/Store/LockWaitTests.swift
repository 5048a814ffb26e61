import Foundation
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A writer never waits for ever for another process's package lock (#28,
/// docs/store.md#waiting-for-the-lock): after a second it says what it waits for, after
/// `--lock-wait` seconds it gives up with exit 75, and the library is byte for byte as it was.
/// The lock is held by this test process, as another kuriosa would hold it.
@Suite("Waiting for the package lock", .serialized)
struct LockWaitTests {
    /// Holds the package's lock (flock, as every toolkit writer takes it) until `release`.
    final class HeldLock {
        let fd: Int32
        init(_ library: URL) throws {
            fd = open(library.appendingPathComponent(".kuriosa-toolkit.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(fd >= 0 && flock(fd, LOCK_EX) == 0)
        }
        deinit {
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    @Test func writersGiveUpAfterTheirWaitWithNothingWritten() throws {
        let lib = try CLILibrary()
        let first = try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(first, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let before = try lib.fileHashes()
        let more = try lib.write("more.csv", "Title,Brand\nSubmariner,Rolex\n")
        var held: HeldLock? = try HeldLock(lib.library)

        let imported = try lib.importFile(more, ["--collection", "Watches", "--lock-wait", "1.5"])
        #expect(imported.status == 75, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stderr.contains("waiting for another kuriosa process working on \(lib.library.path) (up to 1.5 s"), "\(imported.stderr)")
        #expect(imported.stderr.contains("held its lock for the 1.5 s this command waits; nothing was written"), "\(imported.stderr)")

        // --lock-wait 0 gives up at once, without the waiting line.
        let undo = try TestProcess.kuriosa(["undo", lib.library.path, "--recovery-key-file", lib.key.path, "--lock-wait", "0"],
                                           environment: lib.environment)
        #expect(undo.status == 75 && !undo.stderr.contains("waiting for"), "\(undo.stderr)")
        #expect(try lib.fileHashes() == before, "a writer that gave up changed the library")

        // Once the other process is done, the same import goes through.
        held = nil
        _ = held
        #expect(try lib.importFile(more, ["--collection", "Watches", "--lock-wait", "1.5"]).status == 0)
    }

    @Test func lockWaitTakesSeconds() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand\nX,Y\n")
        let r = try lib.importFile(csv, ["--new-collection", "W", "--template", "builtin.watch", "--lock-wait", "soon"])
        #expect(r.status == 64 && r.stderr.contains("--lock-wait takes seconds from 0 to 86400, not 'soon'"), "\(r.stderr)")
    }

    /// Ctrl-C (SIGINT) ends a waiting undo or merge at once with nothing written, also when
    /// the process that started it blocks the signal (a mask is inherited across exec).
    @Test(arguments: ["undo", "merge"])
    func ctrlCWhileWaitingEndsWithNothingWritten(_ command: String) throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let before = try lib.fileHashes()
        let held = try HeldLock(lib.library)
        let p = Process()
        p.executableURL = TestProcess.executable("kuriosa")
        p.arguments = [command, lib.library.path] + (command == "merge" ? [lib.library.path] : []) + ["--recovery-key-file", lib.key.path, "--lock-wait", "60"]
        p.environment = ProcessInfo.processInfo.environment.merging(lib.environment) { _, new in new }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        usleep(1_500_000)
        try #require(p.isRunning, "the \(command) ended before it was interrupted")
        let sent = Date()
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        #expect(Date().timeIntervalSince(sent) < 10, "it ended on the signal, not after the wait")
        #expect((p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGINT) || p.terminationStatus == 130,
                "\(p.terminationReason) \(p.terminationStatus)")
        _ = held
        #expect(try lib.fileHashes() == before)
    }

    /// Ctrl-C while an undo or merge works ends it before its save with nothing written, also
    /// when the shell that started it ignored SIGINT (`cmd &` in a script, `trap '' INT`): that
    /// disposition is inherited across exec, and such an undo ran to its save and exited 0.
    @Test(arguments: ["undo", "merge"])
    func ctrlCWhileWorkingEndsWithNothingWritten(_ command: String) throws {
        let lib = try CLILibrary()
        let rows = (0..<20000).map { "Piece \($0),Omega,R\($0)" }.joined(separator: "\n")
        let first = try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(first, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let many = try lib.write("many.csv", "Title,Brand,Reference\n" + rows + "\n")
        var arguments = [command, lib.library.path]
        if command == "undo" {
            #expect(try lib.importFile(many, ["--collection", "Watches"]).status == 0)
        } else {
            // The other copy holds thousands of pieces this one lacks: the merge has work to do.
            let copy = lib.folder.appendingPathComponent("Copy.kuriosa")
            try FileManager.default.copyItem(at: lib.library, to: copy)
            let imported = try TestProcess.kuriosa(["import", copy.path, many, "--collection", "Watches", "--recovery-key-file", lib.key.path],
                                                   environment: lib.environment)
            #expect(imported.status == 0, "\(imported.stderr)")
            arguments.append(copy.path)
        }
        let before = try lib.fileHashes()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "trap '' INT; exec \"$0\" \"$@\"", TestProcess.executable("kuriosa").path]
            + arguments + ["--recovery-key-file", lib.key.path]
        p.environment = ProcessInfo.processInfo.environment.merging(lib.environment) { _, new in new }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Signals from 0.3 s on, every 0.1 s, until it ends: one lands while it works.
        usleep(300_000)
        while p.isRunning {
            kill(p.processIdentifier, SIGINT)
            usleep(100_000)
        }
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGINT, "\(p.terminationReason) \(p.terminationStatus)")
        #expect(try lib.fileHashes() == before)
    }
}
