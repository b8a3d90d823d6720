// Package uri is a minimal stub of github.com/a-h/templ/lsp/uri.
package uri

// URI is a document URI.
type URI string

// File builds a file URI from a filesystem path.
func File(path string) URI { panic("stub") }
