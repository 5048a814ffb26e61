import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Benchmarks of link previews, run by Benchmarks/previews.sh in a release build.
///   kuriosa-bench-previews extract DIR [REPS]
///       extracts every DIR/*.html (read into memory first) REPS times; prints the best rep
///   kuriosa-bench-previews refresh PORT CERT [LINKS] [HOSTS] [CONCURRENCY]
///       a refresh of LINKS links over HOSTS host names, all resolved to 127.0.0.1:PORT
///       (Benchmarks/previews_server.py), through a plain catalog file saved as the CLI does
let args = CommandLine.arguments

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: kuriosa-bench-previews extract DIR [REPS]
               kuriosa-bench-previews refresh PORT CERT [LINKS] [HOSTS] [CONCURRENCY]

        """.utf8))
    exit(64)
}

func integer(_ index: Int, default value: Int) -> Int {
    guard args.count > index else { return value }
    guard let n = Int(args[index]), n > 0 else { usage() }
    return n
}

do {
    switch args.count > 1 ? args[1] : "" {
    case "extract" where args.count > 2:
        try ExtractionBench(folder: URL(fileURLWithPath: args[2])).run(reps: integer(3, default: 3))
    case "refresh" where args.count > 3:
        guard let port = Int(args[2]) else { usage() }
        try RefreshBench(port: port, certificate: args[3], links: integer(4, default: 1000),
                         hosts: integer(5, default: 50), concurrency: integer(6, default: 8)).run()
    default:
        usage()
    }
} catch {
    FileHandle.standardError.write(Data("kuriosa-bench-previews: \(error)\n".utf8))
    exit(2)
}
