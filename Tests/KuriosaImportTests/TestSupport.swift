@testable import KuriosaImport

/// Opens bytes as a CSV file and returns the header and data records.
func readAll(_ bytes: [UInt8]) throws -> (file: CSVFile, header: [String], rows: [CSVRecord]) {
    let file = try CSVFile.open(.bytes(bytes))
    var rows: [CSVRecord] = []
    try file.forEachRecord { rows.append($0) }
    return (file, file.header.cells, rows)
}

func readAll(_ text: String) throws -> (file: CSVFile, header: [String], rows: [CSVRecord]) {
    try readAll(Array(text.utf8))
}

/// The fatal error reading these bytes throws, or nil.
func fatalError(of bytes: [UInt8]) -> CSVReadError? {
    do {
        _ = try readAll(bytes)
        return nil
    } catch let error as CSVReadError {
        return error
    } catch {
        return nil
    }
}

func utf16LE(_ text: String, bom: Bool = true) -> [UInt8] {
    (bom ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
}

func utf16BE(_ text: String, bom: Bool = true) -> [UInt8] {
    (bom ? [0xFE, 0xFF] : []) + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
}

/// Reads a cell with a parser, returning the value or the reason code.
func outcome(_ parser: CellParser, _ cell: String) -> String {
    do {
        guard let value = try parser.parse(cell) else { return "nil" }
        return describe(value)
    } catch {
        return error.code
    }
}

func describe(_ value: ParsedCell) -> String {
    switch value {
    case .text(let text): return "text:\(text)"
    case .number(let number): return "number:\(number)"
    case .money(let minor, let currency): return "\(currency) \(minor)"
    case .measurement(let canonical): return "measurement:\(canonical)"
    case .date(let day): return day
    case .choice(let ids): return ids.joined(separator: "|")
    case .condition(let id): return "condition:\(id)"
    case .rating(let stars): return "rating:\(stars)"
    case .checkbox(let flag): return "checkbox:\(flag)"
    case .url(let url): return url
    case .quantity(let amount, let unit): return "\(amount) \(unit)"
    case .count(let count): return "count:\(count)"
    case .priority(let priority): return "priority:\(priority)"
    case .tags(let tags): return "tags:" + tags.joined(separator: "|")
    case .place(let path): return "place:" + path.joined(separator: "|")
    }
}
