import Foundation
import KuriosaStore
import KuriosaTestSupport
import Testing

/// A wrong secret typed at the prompt is tried once (as a recovery key and as a passphrase
/// when it reads as a key) and fails with exit 2 and a message; the prompt is never shown a
/// second time. `kuriosa info` runs on a real pseudo-terminal (Python's pty module), which
/// answers every prompt with a wrong passphrase.
@Suite struct UnlockPromptTests {
    static let script = #"""
    import fcntl, os, select, signal, subprocess, sys, termios, time
    exe, lib, answer = sys.argv[1], sys.argv[2], sys.argv[3]
    master, slave = os.openpty()
    def controlling():
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    env = {k: v for k, v in os.environ.items() if not k.startswith("KURIOSA_")}
    p = subprocess.Popen([exe, "info", lib], stdin=slave, stdout=slave, stderr=slave,
                         preexec_fn=controlling, env=env)
    seen, answered, deadline = b"", 0, time.time() + 60
    while time.time() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                seen += os.read(master, 4096)
            except OSError:
                break
        if seen.count(b"passphrase for") > answered and answered < 3:
            time.sleep(0.1)
            os.write(master, answer.encode() + b"\n")
            answered += 1
        if p.poll() is not None and not ready:
            break
    status = p.wait(timeout=30)
    print(f"prompts={seen.count(b'passphrase for')} status={status}")
    print(seen.decode(errors="replace"))
    """#

    @Test(arguments: ["not the passphrase", "AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH"])
    func aWrongSecretIsAskedForOnce(_ answer: String) throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Lib")
        _ = try LibraryPackage.create(at: url)
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["python3", "-c", Self.script, TestProcess.executable("kuriosa").path, url.path, answer])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("prompts=1 status=2"), "one prompt, exit 2: \(r.stdout)")
        #expect(r.stdout.contains("kuriosa:"), "an error message: \(r.stdout)")
    }
}
