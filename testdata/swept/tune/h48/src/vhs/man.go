package vhs

const (
	// Source: github.com/charmbracelet/vhs/man.go:79 (syntax: the man page BUGS section text with a link in angle brackets is prose, not a URI (rule 4))
	manBugs = "See GitHub Issues: <https://github.com/charmbracelet/vhs/issues>" // lookalike
)
