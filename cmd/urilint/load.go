package main

import (
	"fmt"
	"io"
	"path/filepath"

	"golang.org/x/tools/go/packages"
)

// printLoadErrors prints the errors of the packages and their
// dependencies, as packages.PrintErrors does, and returns how many there
// were. An error that has no position, such as "no Go files", is shown
// at its package's directory rather than at "-".
func printLoadErrors(w io.Writer, pkgs []*packages.Package) int {
	n := 0
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, err := range p.Errors {
			where := err.Pos
			if where == "" || where == "-" {
				where = packageDir(p)
			}
			fmt.Fprintf(w, "%s: %s\n", where, err.Msg)
			n++
		}
	})
	return n
}

// packageDir names the directory of p as the user wrote it, if known.
func packageDir(p *packages.Package) string {
	dir := p.Dir
	if dir == "" && len(p.GoFiles)+len(p.CompiledGoFiles) > 0 {
		dir = filepath.Dir(append(p.GoFiles, p.CompiledGoFiles...)[0])
	}
	switch {
	case dir != "":
		if rel := relPath(dir); rel == "." {
			return rel
		} else if rel != dir {
			return "." + string(filepath.Separator) + rel
		}
		return dir
	case p.PkgPath != "":
		return p.PkgPath
	}
	return p.ID
}
