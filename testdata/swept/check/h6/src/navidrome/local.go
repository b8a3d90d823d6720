package navidrome

import (
	"net/url"
	"path/filepath"
)

// Storage reads the files of a library.
type Storage interface {
	Root() string
}

// localStorage implements a Storage that reads the files from the local filesystem.
type localStorage struct {
	u            url.URL
	resolvedPath string
}

func (s *localStorage) Root() string { return s.resolvedPath }

const localSchemaID = "file"

func newLocalStorage(u url.URL) Storage {
	isWindowsPath := filepath.VolumeName(u.Host) != ""
	if u.Scheme == localSchemaID && isWindowsPath {
		u.Path = filepath.Join(u.Host, u.Path)
	}
	resolvedPath, err := filepath.EvalSymlinks(u.Path)
	if err != nil {
		resolvedPath = u.Path
	}
	return &localStorage{u: u, resolvedPath: resolvedPath}
}
