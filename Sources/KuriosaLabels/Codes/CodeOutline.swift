/// The outlines of a 2-D code's dark modules: closed polygons along the module edges, one
/// corner a point, clockwise around dark areas and so counter-clockwise around the light holes
/// inside them, which a non-zero fill leaves empty. They cover exactly the squares libzint's
/// rectangles cover, in fewer points: a QR code of a new payload is some 250 corners instead
/// of about 80 rectangles of four corners and a close each, and the page content that cairo
/// writes and deflates for a label shrinks by as much (docs/labels.md, "Speed").
public enum CodeOutline {
    public struct Corner: Sendable, Hashable {
        public var x: Int32
        public var y: Int32
    }

    /// The outlines of the modules `rects` cover in a grid `width` × `height` modules; nil
    /// when a rectangle does not lie on whole modules (bars stretched in height, dots).
    public static func trace(_ rects: [CodeVector.Rect], width: Double, height: Double) -> [[Corner]]? {
        guard width.rounded() == width, height.rounded() == height, width >= 1, height >= 1, width * height <= 1_048_576 else { return nil }
        let w = Int(width), h = Int(height)
        var dark = [Bool](repeating: false, count: w * h)
        for r in rects {
            guard r.x.rounded() == r.x, r.y.rounded() == r.y, r.width.rounded() == r.width, r.height.rounded() == r.height,
                  r.x >= 0, r.y >= 0, r.x + r.width <= width, r.y + r.height <= height else { return nil }
            for row in Int(r.y)..<Int(r.y + r.height) {
                for column in Int(r.x)..<Int(r.x + r.width) { dark[row * w + column] = true }
            }
        }
        func isDark(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < w && y < h && dark[y * w + x] }

        // Every side of a dark module that borders a light one (or the edge) is an edge,
        // directed clockwise around the dark module (y grows downwards): 0 right, 1 down,
        // 2 left, 3 up. A corner point starts at most two edges (where two dark modules touch
        // diagonally); which one a loop takes there does not change what a non-zero fill
        // covers, which depends on the edges alone.
        let stride = w + 1
        var out = [UInt8](repeating: 0, count: stride * (h + 1)) // a bit per direction
        var remaining = 0
        for y in 0..<h {
            for x in 0..<w where dark[y * w + x] {
                if !isDark(x, y - 1) { out[y * stride + x] |= 1; remaining += 1 }
                if !isDark(x + 1, y) { out[y * stride + x + 1] |= 2; remaining += 1 }
                if !isDark(x, y + 1) { out[(y + 1) * stride + x + 1] |= 4; remaining += 1 }
                if !isDark(x - 1, y) { out[(y + 1) * stride + x] |= 8; remaining += 1 }
            }
        }
        let dx = [1, 0, -1, 0], dy = [0, 1, 0, -1]
        var loops: [[Corner]] = []
        var start = 0
        while remaining > 0 {
            while out[start] == 0 { start += 1 }
            var point = start
            var corners: [Corner] = []
            var direction = -1, first = -1
            repeat {
                // Turn right where there is a choice: the first edge clockwise from the way in.
                let bits = out[point]
                var next = -1
                for turn in [1, 0, 3, 2] {
                    let d = direction < 0 ? turn : (direction + turn) % 4
                    if bits & (1 << d) != 0 { next = d; break }
                }
                guard next >= 0 else { return nil } // cannot happen: every point has as many edges in as out
                out[point] &= ~(1 << UInt8(next))
                remaining -= 1
                if direction < 0 { first = next } else if next != direction {
                    corners.append(Corner(x: Int32(point % stride), y: Int32(point / stride)))
                }
                direction = next
                point += dy[next] * stride + dx[next]
            } while point != start
            if direction != first { corners.insert(Corner(x: Int32(start % stride), y: Int32(start / stride)), at: 0) }
            loops.append(corners)
        }
        return loops
    }
}
