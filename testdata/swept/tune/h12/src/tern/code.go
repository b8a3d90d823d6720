package tern

import (
	"io/fs"
	"path"
)

func findCodeFiles(fsys fs.FS) ([]string, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var results []string
	for _, e := range entries {
		if e.IsDir() {
			subfs, err := fs.Sub(fsys, e.Name())
			if err != nil {
				return nil, err
			}
			paths, err := findCodeFiles(subfs)
			if err != nil {
				return nil, err
			}
			for _, p := range paths {
				// Source: github.com/jackc/tern/migrate/code.go:52 (pathjoin: path.Join of directory and file names inside an fs.FS, no URI)
				results = append(results, path.Join(e.Name(), p)) // lookalike
			}
		} else {
			results = append(results, e.Name())
		}
	}
	return results, nil
}
