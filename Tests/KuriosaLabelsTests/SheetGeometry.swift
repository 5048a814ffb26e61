/// The sheets' geometry as the makers publish it, typed here apart from LabelSheets/*.json so
/// that a wrong preset cannot agree with itself: millimetres (US sheets converted from the
/// inch figures: 25.4 mm an inch).
struct SheetGeometry {
    var preset: String
    var page: (Double, Double)
    var label: (Double, Double)
    var grid: (Int, Int)
    var top: Double
    var left: Double
    var pitch: (Double, Double)

    static let inch = 25.4

    static let all: [SheetGeometry] = [
        SheetGeometry(preset: "avery-l7160", page: (210, 297), label: (63.5, 38.1), grid: (3, 7), top: 15.15, left: 7.25, pitch: (66.0, 38.1)),
        SheetGeometry(preset: "avery-l7163", page: (210, 297), label: (99.1, 38.1), grid: (2, 7), top: 15.15, left: 4.65, pitch: (101.6, 38.1)),
        SheetGeometry(preset: "avery-l7651", page: (210, 297), label: (38.1, 21.2), grid: (5, 13), top: 10.7, left: 4.75, pitch: (40.6, 21.2)),
        SheetGeometry(preset: "avery-5160", page: (8.5 * inch, 11 * inch), label: (2.625 * inch, 1 * inch), grid: (3, 10),
                      top: 0.5 * inch, left: 0.1875 * inch, pitch: (2.75 * inch, 1 * inch)),
        SheetGeometry(preset: "avery-5163", page: (8.5 * inch, 11 * inch), label: (4 * inch, 2 * inch), grid: (2, 5),
                      top: 0.5 * inch, left: 0.15625 * inch, pitch: (4.1875 * inch, 2 * inch)),
        SheetGeometry(preset: "herma-4360", page: (210, 297), label: (70, 36), grid: (3, 8), top: 4.5, left: 0, pitch: (70, 36)),
        SheetGeometry(preset: "brother-dk22205", page: (62, 40), label: (62, 40), grid: (1, 1), top: 0, left: 0, pitch: (62, 40)),
        SheetGeometry(preset: "dymo-99012", page: (89, 36), label: (89, 36), grid: (1, 1), top: 0, left: 0, pitch: (89, 36)),
    ]

    var perPage: Int { grid.0 * grid.1 }

    /// Label `index` of a page, in points from the page's top left.
    func frame(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let pt = 72 / 25.4
        let column = index % grid.0, row = index / grid.0
        return ((left + Double(column) * pitch.0) * pt, (top + Double(row) * pitch.1) * pt, label.0 * pt, label.1 * pt)
    }
}
