package main

import (
	"fmt"
	"go/build"
	"go/parser"
	"go/token"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/tools/go/packages"
)

// printLoadErrors prints the errors of the packages and their
// dependencies, as packages.PrintErrors does, and returns how many there
// were. An error that has no position, such as "no Go files", is shown
// at its package's directory rather than at "-".
func printLoadErrors(w io.Writer, pkgs []*packages.Package) int {
	n := 0
	said := make(map[string]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		// A package that did not list or parse has type errors that
		// follow from it ("could not import", "declared and not used"):
		// the go command says only the first kind, and so do we.
		first := packages.TypeError
		for _, err := range p.Errors {
			first = min(first, err.Kind)
		}
		for _, err := range p.Errors {
			if err.Kind != first && err.Kind != packages.UnknownError {
				continue
			}
			// Dependencies come first: a failed import was said there.
			if err.Kind == packages.TypeError && n > 0 && strings.HasPrefix(err.Msg, "could not import ") {
				continue
			}
			where := err.Pos
			if where == "" || where == "-" {
				where = packageDir(p)
			} else if file, pos, ok := cutPosition(where); ok {
				where = relPath(file) + pos
			}
			line := fmt.Sprintf("%s: %s\n", where, err.Msg)
			if said[line] {
				continue // the same file in a package and its test variant
			}
			said[line] = true
			fmt.Fprint(w, line)
			n++
		}
	})
	return n
}

// positionSuffix matches the ":line:col" or ":line" after a file name.
var positionSuffix = regexp.MustCompile(`:\d+(:\d+)?$`)

// cutPosition splits "file:line:col" into the file and ":line:col".
func cutPosition(posn string) (file, rest string, ok bool) {
	loc := positionSuffix.FindStringIndex(posn)
	if loc == nil || loc[0] == 0 {
		return "", "", false
	}
	return posn[:loc[0]], posn[loc[0]:], true
}

// loadError says plainly why the go command could not list the packages:
// what it printed, without how packages.Load ran it.
func loadError(err error) string {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, "stderr: "); ok {
		msg = stderr
	}
	return strings.TrimSpace(msg)
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

// skippedCgo returns the files of pkgs that the go command left out only
// because cgo is off: they import "C" and match the build otherwise.
func skippedCgo(pkgs []*packages.Package) []string {
	ctx := build.Default
	ctx.CgoEnabled = true
	seen := make(map[string]bool)
	var out []string
	for _, p := range pkgs {
		for _, name := range p.IgnoredFiles {
			if seen[name] || !strings.HasSuffix(name, ".go") {
				continue
			}
			seen[name] = true
			if ok, err := ctx.MatchFile(filepath.Dir(name), filepath.Base(name)); err != nil || !ok {
				continue // left out for its GOOS, GOARCH or tags
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
			if err != nil {
				continue
			}
			for _, imp := range f.Imports {
				if imp.Path.Value == `"C"` {
					out = append(out, relPath(name))
					break
				}
			}
		}
	}
	return out
}
