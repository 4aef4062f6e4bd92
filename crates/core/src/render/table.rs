//! Tables drawn with comfy-table, fitted to the width we have.

use comfy_table::{Cell, ContentArrangement, Table, presets};

/// Draws a table with a header row, wrapping cells so the whole table is at
/// most `width` columns wide.
pub fn draw(header: &[String], rows: &[Vec<String>], width: usize) -> String {
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(u16::try_from(width.max(20)).unwrap_or(u16::MAX));
    // Without its terminal feature comfy-table writes no escape codes of
    // its own (and pulls in no terminal library): headers are marked by
    // the preset's rule, not by bold.
    if !header.is_empty() {
        table.set_header(header.iter().map(Cell::new));
    }
    for row in rows {
        table.add_row(row.iter().map(Cell::new));
    }
    table.to_string()
}
