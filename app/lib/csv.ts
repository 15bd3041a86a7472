/**
 * CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would read as a formula (it
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a `'` first, so it
 * is shown as text and never run (OWASP, "CSV injection"; docs/security.md).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined) {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, ended by CRLF as RFC 4180 has it. */
export function csvRow(cells: (string | number | null | undefined)[]) {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
