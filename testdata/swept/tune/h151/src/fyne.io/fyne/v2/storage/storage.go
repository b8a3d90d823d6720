// Package storage is a minimal stub of fyne.io/fyne/v2/storage.
package storage

// URI is a stub of fyne.URI.
type URI interface {
	String() string
	Scheme() string
}

// ParseURI is a stub.
func ParseURI(s string) (URI, error) { panic("stub") }

// NewURI is a stub.
func NewURI(s string) URI { panic("stub") }

// NewFileURI is a stub.
func NewFileURI(p string) URI { panic("stub") }

// Parent is a stub.
func Parent(u URI) (URI, error) { panic("stub") }

// Child is a stub.
func Child(u URI, component string) (URI, error) { panic("stub") }

// List is a stub.
func List(u URI) ([]URI, error) { panic("stub") }

// Exists is a stub.
func Exists(u URI) (bool, error) { panic("stub") }

// ExtensionFileFilter is a stub.
type ExtensionFileFilter struct{ Extensions []string }

// Matches is a stub.
func (e *ExtensionFileFilter) Matches(u URI) bool { panic("stub") }
