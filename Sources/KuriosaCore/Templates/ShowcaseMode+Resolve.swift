/// The shape of an item's photo, as far as the showcase mode cares.
public struct ShowcasePhoto: Sendable, Hashable {
    /// Whether the photo is shown as a cut-out (the object without background).
    public var isCutOut: Bool
    public var width: Double
    public var height: Double

    public init(isCutOut: Bool, width: Double, height: Double) {
        self.isCutOut = isCutOut
        self.width = width
        self.height = height
    }
}

extension ShowcaseMode {
    /// How an item is shown: the template's own mode, else that of the template it is
    /// `basedOn`, else the photo decides — not cut out: passepartout; a cut-out wider than
    /// 1.6 × its height: wide; every other cut-out: standing. `lying` only ever comes from a
    /// template, because a photo cannot tell a coin lying from a plate standing.
    /// - Parameter basedOn: the template `template.basedOn` names, when the caller has it.
    public static func resolve(template: Template, basedOn: Template?, photo: ShowcasePhoto) -> ShowcaseMode {
        if let own = template.showcase { return own }
        if let base = basedOn, base.id == template.basedOn, let inherited = base.showcase { return inherited }
        guard photo.isCutOut else { return .passepartout }
        return photo.width > 1.6 * photo.height ? .wide : .standing
    }
}
