/// One link that gets a preview row: a piece and the address exactly as stored in its field.
public struct PreviewLink: Sendable, Hashable {
    public var itemID: String
    public var url: String

    public init(itemID: String, url: String) {
        self.itemID = itemID
        self.url = url
    }
}
