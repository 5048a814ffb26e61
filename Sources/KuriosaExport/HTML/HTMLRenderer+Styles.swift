extension HTMLRenderer {
    /// One style sheet for screens, phones and paper (the `@page` rule before it follows the
    /// export's paper, `pageRule`). Inventory numbers, amounts, counts and days never wrap
    /// (`.id`, `.num`, `.date`, `.nowrap`); a table wider than a phone scrolls instead.
    static let styles = """
    body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #222; font-size: 15px; }
    h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
    h2 { font-size: 1.25rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid #ccc; }
    h3 { font-size: 1.05rem; margin: 0 0 .5rem; }
    .meta { color: #555; margin: .25rem 0; }
    .warning { color: #a00; font-weight: bold; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: start; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid #e2e2e2; }
    th { background: #f3f3f3; }
    .num { text-align: right; white-space: nowrap; }
    .stack { text-align: right; }
    .id, .date, .nowrap, .bar .amount { white-space: nowrap; }
    tfoot td, tfoot th, .subtotal, .total { font-weight: bold; }
    tfoot th { background: none; }
    img.thumb { width: 48px; height: 48px; object-fit: cover; }
    img.photo { max-width: 100%; width: 14rem; height: auto; margin: 0 .5rem .5rem 0; }
    img.r90 { transform: rotate(90deg); } img.r180 { transform: rotate(180deg); } img.r270 { transform: rotate(270deg); }
    .piece { border: 1px solid #ddd; border-radius: 6px; padding: .75rem; margin: .75rem 0; }
    .photos { display: flex; flex-wrap: wrap; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0; }
    dt { color: #555; } dd { margin: 0; } dd.num { text-align: start; }
    .bar { display: flex; align-items: center; gap: .5rem; margin: .25rem 0; }
    .bar .label { width: 12rem; } .bar .fill { display: inline-block; height: .9rem; background: #4a6fa5; }
    a { color: #1a4d8f; }
    @media (max-width: 40rem) {
      body { padding: .5rem; font-size: 14px; }
      dl { grid-template-columns: 1fr; } dt { font-weight: bold; }
      .bar .label { width: 7rem; }
    }
    @media print {
      body { max-width: none; padding: 0; font-size: 10pt; }
      .scroll { overflow: visible; }
      thead { display: table-header-group; } tfoot { display: table-row-group; }
      tr, .piece, .bar, dl > * { break-inside: avoid; }
      h2, h3 { break-after: avoid; }
      .piece { border: none; border-top: 1px solid #999; border-radius: 0; }
      a { color: inherit; text-decoration: none; }
    }

    """
}
