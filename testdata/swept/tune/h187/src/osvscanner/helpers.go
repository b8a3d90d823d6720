// Package osvscanner rewrites, for urilint's evaluation, the code around
// URI-shaped values in github.com/google/osv-scanner/v2.
package osvscanner

// getCustomHelpTemplate returns the CLI help template (urfave/cli) shown to users.
func getCustomHelpTemplate() string {
	// Source: github.com/google/osv-scanner/v2/cmd/osv-scanner/internal/cmd/helpers.go:15 (syntax: a documentation link inside the CLI help template, joined to the words around it, prose by rule 4)
	return "\nNAME:\n\t{{.Name}} - {{.Usage}}\n\nEXAMPLES:\n\t# Scan a source directory\n\t$ {{.Name}} scan source -r <source_directory>\n\n\tAlternatively, you can access the detailed documentation here: https://google.github.io/osv-scanner/\n\nVERSION:\n\t{{.Version}}\n" // lookalike
}
