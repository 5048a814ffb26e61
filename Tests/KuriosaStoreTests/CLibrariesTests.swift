import CCurl
import CJPEG
import CPango
import CShims
import CSQLite
import Testing

/// Every C library the toolkit wraps links and answers: a broken system-library target shows
/// up here first, not deep inside a pipeline stage.
@Suite struct CLibrariesTests {
    @Test func everyLibraryLinks() throws {
        #expect(String(cString: sqlite3_libversion()).hasPrefix("3."))
        #expect(sqlite3_libversion_number() >= 3_038_000, "STRICT tables and ->> need SQLite 3.38")
        #expect(String(cString: cairo_version_string()).hasPrefix("1."))
        #expect(String(cString: pango_version_string()).hasPrefix("1."))
        let curl = try #require(curl_version())
        #expect(String(cString: curl).contains("libcurl"))
        #expect(Int(String(cString: kq_xml_parser_version())) ?? 0 >= 20900)
        #expect(JPEG_LIB_VERSION >= 62)
    }
}
