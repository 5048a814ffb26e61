import Foundation

/// Runs `kuriosa` and reports its peak resident memory, for tests that a hostile input is
/// refused in bounded memory (docs/store.md#special-files-and-sizes). The command runs as the only child of a small
/// Python process, which reads the kernel's `ru_maxrss` of its children once it ended:
/// Foundation's `Process` does not hand out the child's resource usage.
public enum MeasuredProcess {
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// The command's peak resident set, in KiB.
        public let peakKiB: Int
    }

    public static func kuriosa(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let script = """
        import resource, subprocess, sys
        r = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, capture_output=True)
        sys.stdout.buffer.write(r.stdout)
        sys.stderr.buffer.write(r.stderr)
        sys.stdout.write("\\nPEAK_KIB=%d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        sys.exit(r.returncode)
        """
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                    ["-c", script, TestProcess.executable("kuriosa").path] + arguments, environment: environment)
        let parts = r.stdout.components(separatedBy: "\nPEAK_KIB=")
        let peak = parts.count > 1 ? Int(parts[parts.count - 1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 : -1
        return Result(status: r.status, stdout: parts[0], stderr: r.stderr, peakKiB: peak)
    }
}
