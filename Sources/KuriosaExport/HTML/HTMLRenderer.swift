import Foundation
import KuriosaCore

/// Writes an export as one self-contained HTML5 file: styles inline, photos as data URIs
/// from the thumbnails, no request to anywhere. Tables scroll sideways on a phone; the
/// print style sheet keeps rows and pieces whole and repeats table headers.
public struct HTMLRenderer {
    public let document: ExportDocument
    public let media: any ExportMediaSource

    public init(document: ExportDocument, media: any ExportMediaSource) {
        self.document = document
        self.media = media
    }

    public func render() -> Data {
        var h = "<!DOCTYPE html>\n<html lang=\"\(Self.escape(document.options.language))\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<meta name=\"generator\" content=\"Kuriosa Toolkit\">\n"
        h += "<title>\(Self.escape(document.title))</title>\n<style>\n\(pageRule)\(Self.styles)</style>\n</head>\n<body>\n"
        h += "<header>\n<h1 dir=\"auto\">\(Self.escape(document.title))</h1>\n<p class=\"meta\">"
        if let owner = document.options.owner {
            h += "\(Self.escape(document.word("owner"))): <bdi>\(Self.escape(owner))</bdi> · "
        }
        h += "\(Self.escape(document.word("date"))): <span class=\"nowrap\">\(Self.escape(document.dateText))</span></p>\n"
        if document.options.includeSensitive {
            h += "<p class=\"warning\">\(Self.escape(document.word("sensitiveIncluded")))</p>\n"
        }
        if document.template.pdf.cover {
            h += "<p class=\"meta\">\(Self.escape(document.word("valueBasis"))): \(Self.escape(document.word("valueBasisText")))</p>\n"
        }
        h += "</header>\n<main>\n"
        if document.template.pdf.summary { h += summary() }
        if document.insurance != nil { h += insuranceSections() }
        if document.pieces.isEmpty { h += "<p>\(Self.escape(document.word("noPieces")))</p>\n" }
        for group in document.groups {
            // A section needs a heading; an ungrouped list is a plain block.
            let element = group.title.isEmpty ? "div" : "section"
            h += "<\(element) class=\"group\">\n"
            if !group.title.isEmpty { h += "<h2 dir=\"auto\">\(Self.escape(group.title))</h2>\n" }
            h += document.template.pdf.layout == .table ? table(group) : cards(group)
            h += "</\(element)>\n"
        }
        if document.groups.count > 1 || document.template.grouping == .none {
            h += "<p class=\"total\">\(totalsHTML(document.total, word: "total"))</p>\n"
        }
        h += "</main>\n</body>\n</html>\n"
        return Data(h.utf8)
    }

    func table(_ group: ExportGroup) -> String {
        var h = "<div class=\"scroll\">\n<table>\n<thead>\n<tr>"
        for column in group.columns {
            h += "<th scope=\"col\"\(column.isNumeric ? " class=\"num\"" : "")>\(Self.escape(column.label))</th>"
        }
        h += "</tr>\n</thead>\n<tbody>\n"
        for piece in group.pieces {
            h += "<tr>"
            for column in group.columns {
                h += "<td\(Self.cellAttributes(column))>"
                h += column.kind == .photo ? photo(piece.photos.first, cssClass: "thumb") : cell(piece.cells[column.id])
                h += "</td>"
            }
            h += "</tr>\n"
        }
        h += "</tbody>\n"
        if document.template.subtotals {
            h += "<tfoot>\n<tr><td colspan=\"\(max(1, group.columns.count))\">\(totalsHTML(group.subtotal, word: "subtotal"))</td></tr>\n</tfoot>\n"
        }
        return h + "</table>\n</div>\n"
    }

    /// One block per piece: its photos, then its values as a definition list.
    func cards(_ group: ExportGroup) -> String {
        var h = ""
        for piece in group.pieces {
            // The K-number on one line, the title in its own direction beside it.
            let number = piece.number.map { "<span class=\"id\">\(Self.escape($0))</span> " } ?? ""
            h += "<article class=\"piece\">\n<h3>\(number)<span dir=\"auto\">\(Self.escape(piece.title))</span></h3>\n"
            let photos = piece.photos.prefix(max(1, document.template.pdf.photosPerPiece))
            if !photos.isEmpty {
                h += "<div class=\"photos\">" + photos.map { photo($0, cssClass: "photo") }.joined() + "</div>\n"
            }
            h += "<dl>\n"
            for column in group.columns where column.kind != .photo {
                if case .standard(.title) = column.source { continue }
                if case .standard(.number) = column.source { continue }
                guard let value = piece.cells[column.id] else { continue }
                h += "<dt>\(Self.escape(column.label))</dt><dd\(Self.cellAttributes(column))>\(cell(value))</dd>\n"
            }
            h += "</dl>\n"
            if document.template.pdf.documents, !piece.documents.isEmpty {
                h += "<h4>\(Self.escape(document.word("documents")))</h4>\n<ul>\n"
                for doc in piece.documents {
                    h += "<li>\(Self.escape(doc.filename ?? doc.caption ?? doc.id)) (\(Self.escape(doc.contentType)))</li>\n"
                }
                h += "</ul>\n"
            }
            h += "</article>\n"
        }
        if document.template.subtotals {
            h += "<p class=\"subtotal\">\(totalsHTML(group.subtotal, word: "subtotal"))</p>\n"
        }
        return h
    }

    /// Counts and sums per group, the Total row, and a bar chart of the summed value per group
    /// and currency. Each count and each amount is one unbreakable line and a cell stacks
    /// them (`.stack`): a cell may wrap between currencies, never inside an amount, and the
    /// table scrolls sideways on a phone instead of clipping. Before, the amounts of a cell
    /// were one line joined by commas: at 1280 px "Purchase pri…" was clipped, at 390 px only
    /// "CHF" showed.
    func summary() -> String {
        let sums = document.template.totals.sums
        var h = "<section class=\"summary\">\n<h2>\(Self.escape(document.word("summary")))</h2>\n<div class=\"scroll\">\n<table>\n<thead>\n<tr>"
        h += "<th scope=\"col\">\(Self.escape(ExportStrings.label(.collection, language: document.options.language)))</th>"
        h += "<th scope=\"col\" class=\"stack\">\(Self.escape(document.word("piecesHeading")))</th>"
        for column in sums { h += "<th scope=\"col\" class=\"stack\">\(Self.escape(ExportStrings.label(column, language: document.options.language)))</th>" }
        h += "</tr>\n</thead>\n<tbody>\n"
        func row(_ title: String, _ totals: ExportTotals, header: Bool) -> String {
            let first = header ? "<th scope=\"row\" dir=\"auto\">\(Self.escape(title))</th>" : "<td dir=\"auto\">\(Self.escape(title))</td>"
            var r = "<tr>" + first + "<td class=\"stack\">\(stacked([document.pieces(totals.count)] + totals.units.map(document.unitsText)))</td>"
            for column in sums {
                let amounts = totals.sums.first { $0.column == column }?.amounts ?? []
                r += "<td class=\"stack\">\(stacked(amounts.map { MoneyFormatter.string($0, locale: document.options.locale) }))</td>"
            }
            return r + "</tr>\n"
        }
        for group in document.groups { h += row(group.title, group.subtotal, header: false) }
        h += "</tbody>\n<tfoot>\n" + row(document.word("total"), document.total, header: true) + "</tfoot>\n</table>\n</div>\n"
        if document.template.pdf.chart, let first = sums.first {
            let sections = ExportChart.sections(document, column: first)
            for section in sections {
                if sections.count > 1 { h += "<p class=\"chart-currency\">\(Self.escape(section.currency))</p>\n" }
                for bar in section.bars {
                    h += "<div class=\"bar\"><span class=\"label\" dir=\"auto\">\(Self.escape(bar.label))</span>"
                    h += "<span class=\"fill\" style=\"width: \(String(format: "%.1f", bar.share * 70))%\"></span>"
                    h += "<span class=\"amount\">\(Self.escape(MoneyFormatter.string(bar.amount, locale: document.options.locale)))</span></div>\n"
                }
            }
        }
        return h + "</section>\n"
    }

    func cell(_ cell: ExportCell?) -> String {
        guard let cell else { return "" }
        let text = Self.escape(cell.text).replacingOccurrences(of: "\n", with: "<br>")
        guard let link = cell.link else { return text }
        return "<a href=\"\(Self.escape(link))\">\(text)</a>"
    }

    /// An `<img>` with the thumbnail (or the shown cut-out's) as a data URI. A photo with
    /// media edits is sent turned and cropped already (re-encoded from the thumbnail; a
    /// cut-out on white), as CSS cannot crop an image the same way on screen and on paper;
    /// one that cannot be decoded is sent as stored, turned by CSS.
    func photo(_ photo: ExportMedia?, cssClass: String) -> String {
        guard let photo, let stored = media.listPicture(photo) else { return "" }
        var data = stored
        var turn = [90, 180, 270].contains(photo.rotation) ? " r\(photo.rotation)" : ""
        if photo.isEdited, let edited = PhotoRaster.edited(stored, rotation: photo.rotation, crop: photo.crop) {
            data = edited
            turn = ""
        }
        let type = data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "image/png" : "image/jpeg"
        let alt = Self.escape(photo.caption ?? photo.filename ?? "")
        return "<img class=\"\(cssClass)\(turn)\" alt=\"\(alt)\" src=\"data:\(type);base64,\(data.base64EncodedString())\">"
    }

    /// Text for HTML content and attribute values.
    /// Lines that never break inside, one under the other.
    func stacked(_ lines: [String]) -> String {
        lines.map { "<span class=\"nowrap\">\(Self.escape($0))</span>" }.joined(separator: "<br>")
    }

    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
