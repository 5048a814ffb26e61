import Foundation
import Synchronization

/// What of one label's text its size could not hold (#29, docs/labels.md, "What does not
/// fit"): a title or field cut with an ellipsis at the smallest readable size, or a field left
/// off for want of height. `kuriosa labels` lists every such label (and in `--json`), so
/// nothing is lost in silence: with `--fields brand,place`, pieces on Avery L7160 lost their
/// place and nothing said so.
public struct LabelLoss: Sendable, Hashable {
    public var itemID: String
    public var number: String?
    public var title: String
    public var titleCut: Bool
    /// Field values shown cut (`Home › Bedroom › Wardrobe…`).
    public var cut: [String]
    /// Field values not on the label at all.
    public var leftOff: [String]

    /// Losses gathered on the drawing thread, read once the drawing is done.
    final class Collector: Sendable {
        private let losses = Mutex<[LabelLoss]>([])
        func add(_ loss: LabelLoss) { losses.withLock { $0.append(loss) } }
        var all: [LabelLoss] { losses.withLock { $0 } }
    }
}
