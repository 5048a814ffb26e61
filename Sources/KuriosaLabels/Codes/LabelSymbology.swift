/// The codes a label can carry, with the sizes below which a phone camera held at arm's
/// length (about 30 cm) no longer reads them reliably (docs/labels.md, "How small a code may
/// be"): the module — one square of a QR or Data Matrix code, the narrowest bar of Code 128 —
/// never gets smaller than `minimumModule`, and a 1-D code's bars never shorter than
/// `minimumBarHeight`.
public enum LabelSymbology: String, Sendable, Hashable, CaseIterable {
    case qr, datamatrix, code128, none

    /// Points.
    public var minimumModule: Double {
        switch self {
        case .qr, .datamatrix: 0.5 * LabelSheet.pointsPerMillimetre
        case .code128: 0.25 * LabelSheet.pointsPerMillimetre
        case .none: 0
        }
    }

    /// Points; 1-D codes only.
    public var minimumBarHeight: Double { 8 * LabelSheet.pointsPerMillimetre }

    /// Whether the code is a square matrix drawn beside the text (else bars below it).
    public var isMatrix: Bool { self == .qr || self == .datamatrix }

    /// The quiet zone each side, in modules, as the symbology's standard asks (libzint adds it).
    public var quietZone: Int {
        switch self {
        case .qr: 4
        case .datamatrix: 1
        case .code128: 10
        case .none: 0
        }
    }
}
