import CCrypto
import CSQLite
import Testing

/// The C libraries the store wraps link and answer: a broken system-library target shows up
/// here first, not deep inside a save. (Each test target checks the libraries of its module.)
@Suite struct CLibrariesTests {
    @Test func everyLibraryLinks() throws {
        #expect(String(cString: sqlite3_libversion()).hasPrefix("3."))
        #expect(sqlite3_libversion_number() >= 3_038_000, "STRICT tables and ->> need SQLite 3.38")
        #expect(String(cString: OpenSSL_version(OPENSSL_VERSION)).hasPrefix("OpenSSL 3."), "EVP_KDF needs OpenSSL 3")
    }
}
