import Foundation
import KuriosaLabels
import Testing

@Suite("code outlines")
struct CodeOutlineTests {
    /// The modules whose centres the outlines wind around (non-zero rule), as a grid.
    static func filled(_ loops: [[CodeOutline.Corner]], width: Int, height: Int) -> [Bool] {
        var grid = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                var winding = 0
                for loop in loops {
                    for (i, a) in loop.enumerated() {
                        let b = loop[(i + 1) % loop.count]
                        // Vertical edges crossing the ray to the right of the centre.
                        guard a.x == b.x, Double(a.x) > px else { continue }
                        let (y0, y1) = (Double(a.y), Double(b.y))
                        if y0 < py && py < y1 { winding += 1 } else if y1 < py && py < y0 { winding -= 1 }
                    }
                }
                grid[y * width + x] = winding != 0
            }
        }
        return grid
    }

    static func covered(_ code: CodeVector) -> [Bool] {
        let w = Int(code.width)
        var grid = [Bool](repeating: false, count: w * Int(code.height))
        for r in code.rects {
            for y in Int(r.y)..<Int(r.y + r.height) { for x in Int(r.x)..<Int(r.x + r.width) { grid[y * w + x] = true } }
        }
        return grid
    }

    @Test("outlines fill exactly libzint's modules, in fewer points, for QR and Data Matrix")
    func outlinesMatchModules() throws {
        for symbology in [LabelSymbology.qr, .datamatrix] {
            for payload in [try LabelPayload.make(), try LabelPayload.make(), "https://example.org/a-longer-payload/0123456789"] {
                let code = try ZintEncoder.encode(payload, as: symbology)
                let loops = try #require(code.outlines)
                let (w, h) = (Int(code.width), Int(code.height))
                #expect(Self.filled(loops, width: w, height: h) == Self.covered(code), "\(symbology) \(payload)")
                // Every edge is axis-aligned: a corner turns.
                for loop in loops {
                    for (i, a) in loop.enumerated() {
                        let b = loop[(i + 1) % loop.count]
                        #expect(a.x == b.x || a.y == b.y)
                    }
                }
                #expect(loops.reduce(0) { $0 + $1.count } < code.rects.count * 4)
            }
        }
        #expect(try ZintEncoder.encode("K1TEST", as: .code128).outlines == nil)
    }
}
