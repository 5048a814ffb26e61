// libFuzzer target over the CSV reader and the cell parsers (compiled together with
// Sources/KuriosaImport by scripts/fuzz-csv.sh; not part of the Swift package).
//
// Besides "no crash, no sanitizer report", it checks invariants that would catch logic bugs:
// reading in 1-, 3-, and 64 KiB-byte chunks gives the same result; rows are increasing; cells
// are trimmed; no cell holds a CR; and every parser either returns a value or a reason code.
// The byte-level fast paths of the cell readers must agree with the general code they stand
// for on every cell and on every raw record text (`FastPaths.check`).

@_cdecl("LLVMFuzzerTestOneInput")
public func csvFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FastPaths.check(String(decoding: bytes, as: UTF8.self))
    let reference = FuzzRun(bytes: bytes, chunkSize: 65536)
    for chunkSize in [1, 3] {
        let other = FuzzRun(bytes: bytes, chunkSize: chunkSize)
        precondition(other.summary == reference.summary, "chunk size \(chunkSize) reads differently")
    }
    return 0
}

private struct FuzzRun {
    var summary = ""

    init(bytes: [UInt8], chunkSize: Int) {
        do {
            let file = try CSVFile.open(.bytes(bytes), chunkSize: chunkSize)
            summary = "\(file.encoding) \(file.delimiter.value) \(file.header)"
            var vote = DecimalMarkVote()
            var dates = DateOrderVote()
            var lastRow = file.header.row
            let reader = try file.makeReader()
            var rows: [CSVRecord] = []
            while let record = try reader.next() {
                precondition(record.row > lastRow, "rows must increase")
                lastRow = record.row
                precondition(!record.isBlank, "blank rows are skipped")
                for cell in record.cells {
                    precondition(!cell.unicodeScalars.contains("\r"), "line breaks in cells are LF")
                    precondition(CellTrimming.trim(cell) == cell, "cells are trimmed")
                    vote.observe(cell)
                    dates.observe(cell)
                    FastPaths.check(cell)
                }
                if rows.count < 64 { rows.append(record) }
            }
            summary += " \(rows)"
            let mark = vote.mark(delimiter: file.delimiter)
            let parsers = Self.parsers(mark: mark, order: dates.order)
            for record in rows {
                for cell in record.cells {
                    for parser in parsers {
                        do {
                            let value = try parser.parse(cell)
                            summary += value.map { "\($0)" } ?? "-"
                        } catch {
                            summary += error.code
                        }
                    }
                }
            }
            for cell in file.header.cells {
                let label = HeaderLabel(cell)
                summary += label.normalized + (label.bracket ?? "")
            }
        } catch {
            summary = "\(error.reason.rawValue) \(error.row.map(String.init) ?? "")"
        }
    }

    static func parsers(mark: DecimalMark, order: DateOrder) -> [CellParser] {
        let options = [
            ImportOption(id: "steel", labels: ["en": "Steel", "de": "Stahl"]),
            ImportOption(id: "gold_18k", labels: ["en": "Gold, 18k"]),
            ImportOption(id: "year", labels: ["en": "years"], hidden: true),
        ]
        let kinds: [CellKind] = [
            .text, .url, .tags, .place, .condition, .checkbox,
            .number(suffixes: ["h", "%"]),
            .money(fallbackCurrency: "CHF"),
            .measurement(kind: .length, defaultUnit: "mm"),
            .measurement(kind: .mass, defaultUnit: "g"),
            .measurement(kind: .volume, defaultUnit: "cl"),
            .date(order: order),
            .dropdown(options: options),
            .multipleChoice(options: options),
            .rating(maximum: 5),
            .quantity(units: options),
            .count(unitNames: ["bottle", "bottles"]),
        ]
        return kinds.map { CellParser(kind: $0, fileMark: mark) }
    }
}

/// Each fast path against the general code it stands for (same value, same error).
private enum FastPaths {
    static func check(_ text: String) {
        precondition(CellTrimming.trim(text) == CellTrimming.trimUnicode(Substring(text)), "trim")
        for mark in [DecimalMark.point, .comma] {
            for grouping in [false, true] {
                let fast = NumberReader.parse(text, fileMark: mark, ambiguousIsGrouping: grouping)
                let general = NumberReader.parseScalars(text, fileMark: mark, ambiguousIsGrouping: grouping)
                precondition("\(String(describing: fast))" == "\(String(describing: general))", "number")
            }
            let money = MoneyReader(fallbackCurrency: "CHF", fileMark: mark)
            precondition(outcome { try money.parse(text) } == outcome { try money.parseCharacters(text) }, "money")
        }
        for order in [DateOrder.dayFirst, .monthFirst, .undecided] {
            precondition(outcome { try DateReader.parse(text, order: order) } == outcome { try DateReader.parseText(text, order: order) },
                         "date")
        }
        let split = NumberReader.splitLeadingNumber(text)
        let general = NumberReader.splitLeadingNumberScalars(text)
        precondition(split.number == general.number && split.rest == general.rest, "leading number")
    }

    static func outcome<T>(_ body: () throws -> T) -> String {
        do { return "\(try body())" } catch let error as CellError { return error.code } catch { return "\(error)" }
    }
}
