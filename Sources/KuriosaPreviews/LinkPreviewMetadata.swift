import Foundation

/// What a page gives a link preview, before the picture is loaded: the `link_preview` row's
/// `title` and `site_name`, and the address of the picture to load.
///
/// A missing value is `nil`, never an empty string
/// (docs/link-preview-rules.md#a-page-that-gives-nothing): the app shows the link's host when
/// `siteName` is `nil`.
public struct LinkPreviewMetadata: Sendable, Hashable {
    public var title: String?
    public var siteName: String?
    /// An absolute `http`/`https` address, resolved against the page's base URL.
    public var imageURL: URL?

    public init(title: String? = nil, siteName: String? = nil, imageURL: URL? = nil) {
        self.title = title
        self.siteName = siteName
        self.imageURL = imageURL
    }

    /// The preview of a page that gave nothing: the row is still stored, with `loaded_at`.
    public static let nothing = LinkPreviewMetadata()
}

/// Codable with the keys `title`, `siteName`, `imageURL`, always present, `null` for a missing
/// value, the image as its absolute string. The key order of JSONEncoder's output is not
/// fixed on Linux: for the documented order use `jsonString()`.
extension LinkPreviewMetadata: Codable {
    enum CodingKeys: String, CodingKey {
        case title, siteName, imageURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        siteName = try container.decodeIfPresent(String.self, forKey: .siteName)
        if let image = try container.decodeIfPresent(String.self, forKey: .imageURL) {
            guard let url = URL(string: image) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .imageURL, in: container, debugDescription: "imageURL is not a URL: \(image)")
            }
            imageURL = url
        } else {
            imageURL = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(siteName, forKey: .siteName)
        try container.encode(imageURL?.absoluteString, forKey: .imageURL)
    }
}

extension LinkPreviewMetadata {
    /// The one-line JSON the command prints: `{"title":…,"siteName":…,"imageURL":…}` in that
    /// order. Written out here because JSONEncoder on Linux does not keep the order in which
    /// keys were encoded; each value is still escaped by JSONEncoder.
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        func json(_ value: String?) -> String {
            // Encoding a string cannot fail; `null` would only hide an impossible error.
            guard let value, let data = try? encoder.encode(value) else { return "null" }
            return String(decoding: data, as: UTF8.self)
        }
        return #"{"title":"# + json(title) + #","siteName":"# + json(siteName)
            + #","imageURL":"# + json(imageURL?.absoluteString) + "}"
    }
}
