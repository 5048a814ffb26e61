import Foundation
@_spi(Fixtures) import KuriosaStore

/// A writer for the crash-safety test: saves the library in a loop, each save adding one tag
/// named with a running counter, until it is killed. The test kills it with SIGKILL at random
/// moments and checks that the package always opens with a whole catalog.
/// Usage: kuriosa-crash-writer PACKAGE DATA-KEY-HEX
let args = CommandLine.arguments
guard args.count == 3, let key = [UInt8](hex: args[2]) else {
    FileHandle.standardError.write(Data("usage: kuriosa-crash-writer PACKAGE DATA-KEY-HEX\n".utf8))
    exit(64)
}
do {
    let library = try LibraryPackage(url: URL(fileURLWithPath: args[1])).open(.dataKey(key))
    let session = try library.openCatalog()
    var n = try session.db.scalar("SELECT count(*) FROM tag WHERE name LIKE 'crash-%'").int ?? 0
    // Grow the catalog so a save spans many KEF1 records and a kill can land mid-file.
    try session.db.execute("CREATE TABLE IF NOT EXISTS crash_padding (b BLOB) STRICT")
    while true {
        n += 1
        try session.db.execute("INSERT INTO tag (id, name) VALUES (?, ?)", [SecureRandom.uuid(), String(format: "crash-%06d", n)])
        try session.db.execute("INSERT INTO crash_padding VALUES (randomblob(20000))")
        try session.save()
        // Unbuffered, so the test sees every save that completed before the kill.
        FileHandle.standardOutput.write(Data("\(n)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
