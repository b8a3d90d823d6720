// Package afero is a stand-in for github.com/spf13/afero.
package afero

import (
	"os"
	"path/filepath"
)

// Fs is a filesystem.
type Fs interface {
	Stat(name string) (os.FileInfo, error)
	ReadFile(name string) ([]byte, error)
}

type osFs struct{}

func (osFs) Stat(name string) (os.FileInfo, error) { return os.Stat(name) }
func (osFs) ReadFile(name string) ([]byte, error)  { return os.ReadFile(name) }

// NewOsFs returns the OS filesystem.
func NewOsFs() Fs { return osFs{} }

type basePathFs struct {
	source Fs
	base   string
}

func (b basePathFs) Stat(name string) (os.FileInfo, error) {
	return b.source.Stat(filepath.Join(b.base, name))
}
func (b basePathFs) ReadFile(name string) ([]byte, error) {
	return b.source.ReadFile(filepath.Join(b.base, name))
}

// NewBasePathFs roots a filesystem at base.
func NewBasePathFs(source Fs, base string) Fs { return basePathFs{source: source, base: base} }

// ReadFile reads a file from fs.
func ReadFile(fs Fs, filename string) ([]byte, error) { return fs.ReadFile(filename) }
