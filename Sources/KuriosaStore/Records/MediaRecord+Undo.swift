import Foundation
import KuriosaCore

extension MediaRecord: UndoableRecord {
    static let isSoftDeleted = true

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        let x = value(path, v)
        switch path {
        case "itemID": itemID = try x.text()
        case "kind": kind = try x.enumeration(Kind.self)
        case "contentType": contentType = try x.text()
        case "filename": filename = try x.optionalText()
        case "byteCount": byteCount = Int64(try x.int())
        case "width": width = try x.optionalInt()
        case "height": height = try x.optionalInt()
        case "sortIndex": sortIndex = try x.optionalInt() ?? 0
        case "caption": caption = try x.optionalText()
        case "cutoutContentType": cutoutContentType = try x.optionalText()
        case "cutoutWidth": cutoutWidth = try x.optionalInt()
        case "cutoutHeight": cutoutHeight = try x.optionalInt()
        case "showsCutout": showsCutout = v == .null ? false : try x.bool()
        case "deletedAt": deletedAt = try x.optionalText()
        case "rotation": rotation = try x.optionalInt() ?? 0
        case "crop":
            if v == .null { crop = nil; return }
            guard case .object(let o) = v, let cx = o["x"]?.doubleValue, let cy = o["y"]?.doubleValue,
                  let w = o["width"]?.doubleValue, let h = o["height"]?.doubleValue else {
                throw x.error("expected {\"x\", \"y\", \"width\", \"height\"} or null")
            }
            crop = Crop(x: cx, y: cy, width: w, height: h)
        default: throw Self.unknownPath(path, id: id)
        }
    }
}
