package osvscanner

import "fmt"

// Stand-ins for github.com/jedib0t/go-pretty/v6/table and text, which render
// tables and bold text on a terminal.

// Row is one table row.
type Row []any

// Writer collects a table for printing.
type Writer struct {
	header Row
	rows   []Row
}

// NewWriter returns an empty table.
func NewWriter() *Writer { return &Writer{} }

// AppendHeader sets the header row.
func (w *Writer) AppendHeader(r Row) { w.header = r }

// AppendRow adds a row.
func (w *Writer) AppendRow(r Row) { w.rows = append(w.rows, r) }

type textColor int

// Bold wraps text in the terminal's bold escape codes.
const Bold textColor = 1

// Sprintf formats and wraps the result in escape codes.
func (c textColor) Sprintf(format string, a ...any) string {
	return fmt.Sprintf("\x1b[%dm", int(c)) + fmt.Sprintf(format, a...) + "\x1b[0m"
}
