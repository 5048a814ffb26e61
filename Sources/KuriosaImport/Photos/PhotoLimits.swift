import KuriosaCore
import KuriosaPictures

/// What storing one photo of an import may take (docs/import.md#photos): at most `seconds`
/// from the start of its transform to its thumbnail (`--photo-timeout`, else 20 s), and
/// nothing more once `cancellation` is cancelled (Ctrl-C, `ImportInterrupt`). A photo over its time is
/// refused with `picture_timeout` and the import goes on; a stop ends the whole import
/// (`interrupted`), since the user asked for that and not for a file without its photos.
public struct PhotoLimits: Sendable {
    public static let defaultSeconds = 20.0

    public var seconds: Double
    /// Asked between the steps of a photo, every row of MCUs while it decodes, and before
    /// each row is written.
    public var cancellation: CancellationToken?

    public init(seconds: Double = PhotoLimits.defaultSeconds, cancellation: CancellationToken? = nil) {
        self.seconds = seconds
        self.cancellation = cancellation
    }

    /// The bounds of one photo: the photo caps, this time and this stop.
    var bounds: PictureBounds {
        var bounds = PictureBounds.photo
        bounds.seconds = seconds
        bounds.cancellation = cancellation
        return bounds
    }

    /// Thrown by the importer's writing loop once a stop was asked for; the import then
    /// rolls back and removes the photos it sealed.
    public struct Interrupted: Error, CustomStringConvertible {
        public var description: String { "stopped by Ctrl-C" }
    }

    /// The fatal reason of an interrupted import.
    public static let interruptedReason = "interrupted"

    /// Throws `Interrupted` when a stop was asked for.
    public func checkStop() throws {
        if cancellation?.isCancelled == true { throw Interrupted() }
    }
}
