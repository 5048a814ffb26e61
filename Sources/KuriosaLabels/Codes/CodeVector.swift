/// A code as libzint lays it out, in modules, quiet zone included: what `LabelRenderer` scales
/// and fills as vector shapes (never a bitmap), so it stays sharp on any printer.
public struct CodeVector: Sendable, Hashable {
    public struct Rect: Sendable, Hashable { public var x, y, width, height: Double }
    public struct Dot: Sendable, Hashable { public var x, y, diameter: Double }

    /// Width and height with the quiet zone, in modules.
    public var width: Double
    public var height: Double
    public var rects: [Rect]
    /// Hexagons and circles (MaxiCode, dotty modes): not made by the symbologies labels use,
    /// kept so that a renderer never drops part of a code.
    public var dots: [Dot]
    /// The same modules as `rects`, as outlines (`CodeOutline`): what is drawn where there
    /// are any (2-D codes); nil for bars, which are stretched to a height.
    public var outlines: [[CodeOutline.Corner]]? = nil
}
