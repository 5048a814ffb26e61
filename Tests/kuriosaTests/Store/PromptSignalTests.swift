import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// Ctrl-C or SIGTERM at the passphrase prompt must leave the terminal with echo on
/// (docs/cli.md#unlocking-a-library). `kuriosa info` runs on a real pseudo-terminal (Python's
/// pty module) as its controlling terminal; the test keeps the terminal's other end open and
/// reads its settings after the process died of the signal.
@Suite struct PromptSignalTests {
    static let script = #"""
    import fcntl, os, signal, subprocess, sys, termios, time
    exe, lib, signame = sys.argv[1], sys.argv[2], sys.argv[3]
    master, slave = os.openpty()
    def controlling():
        # As a shell starts a command: no signal blocked or ignored (the test runner's are).
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for s in (signal.SIGINT, signal.SIGTERM):
            signal.signal(s, signal.SIG_DFL)
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    env = {k: v for k, v in os.environ.items() if not k.startswith("KURIOSA_")}
    p = subprocess.Popen([exe, "info", lib], stdin=slave, stdout=slave, stderr=slave,
                         preexec_fn=controlling, env=env)
    seen = b""
    deadline = time.time() + 30
    while b"passphrase for" not in seen and time.time() < deadline:
        seen += os.read(master, 1024)
    time.sleep(0.3)
    during = bool(termios.tcgetattr(slave)[3] & termios.ECHO)
    os.kill(p.pid, getattr(signal, signame))
    status = p.wait(timeout=30)
    after = bool(termios.tcgetattr(slave)[3] & termios.ECHO)
    print(f"prompted={b'passphrase for' in seen} during={during} after={after} status={status}")
    """#

    @Test(arguments: ["SIGINT", "SIGTERM"])
    func aSignalAtThePromptRestoresEcho(_ signal: String) throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Lib")
        _ = try LibraryPackage.create(at: url)
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["python3", "-c", Self.script, TestProcess.executable("kuriosa").path, url.path, signal])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("prompted=True during=False"), "echo is off while the prompt waits: \(r.stdout)")
        #expect(r.stdout.contains("after=True"), "echo is back after \(signal): \(r.stdout)")
        let code = signal == "SIGINT" ? -2 : -15
        #expect(r.stdout.contains("status=\(code)"), "the process still dies of the signal: \(r.stdout)")
    }
}
