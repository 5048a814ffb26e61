import CJPEG
import CPango
import Testing

/// The C libraries the exports draw with (cairo, pango, libjpeg) link and answer: a broken
/// system-library target shows up here first, not deep inside a report.
@Suite struct ExportCLibrariesTests {
    @Test func everyLibraryLinks() {
        #expect(String(cString: cairo_version_string()).hasPrefix("1."))
        #expect(String(cString: pango_version_string()).hasPrefix("1."))
        #expect(JPEG_LIB_VERSION >= 62)
    }
}
