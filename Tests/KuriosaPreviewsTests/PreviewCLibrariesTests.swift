import CCurl
import CPreviewHTML
import Testing

/// The C libraries the link previews wrap (libcurl, libxml2 behind CPreviewHTML) link and
/// answer: a broken system-library target shows up here first, not deep inside a refresh.
@Suite struct PreviewCLibrariesTests {
    @Test func everyLibraryLinks() throws {
        let curl = try #require(curl_version())
        #expect(String(cString: curl).contains("libcurl"))
        #expect(Int(String(cString: kq_xml_parser_version())) ?? 0 >= 20900)
    }
}
