package main

import (
	"fmt"
	"io"
	"os"
	"slices"

	udiff "github.com/aymanbagabas/go-udiff"
)

// applyFixes applies the first suggested fix of each finding, as go vet
// -fix does, and returns the findings it fixed. Checks suggest by default
// only fixes that keep the URI equivalent. Edits that overlap one already
// taken are left for a second run. With diff, it prints a unified diff and
// writes nothing. Only the bytes the fixes replace change: the file is not
// reformatted.
func applyFixes(findings []finding, diff bool, stdout io.Writer) (map[findingKey]bool, error) {
	type edit struct {
		udiff.Edit
		key findingKey
	}
	byFile := make(map[string][]edit)
	for _, f := range findings {
		if len(f.diag.SuggestedFixes) == 0 {
			continue
		}
		for _, te := range f.diag.SuggestedFixes[0].TextEdits {
			// The file whose bytes were read, never one a //line
			// directive names.
			start, end := f.fset.PositionFor(te.Pos, false), f.fset.PositionFor(te.End, false)
			if start.Filename != end.Filename {
				continue
			}
			byFile[start.Filename] = append(byFile[start.Filename], edit{udiff.Edit{Start: start.Offset, End: end.Offset, New: string(te.NewText)}, f.key()})
		}
	}
	fixed := make(map[findingKey]bool)
	files := make([]string, 0, len(byFile))
	for name := range byFile {
		files = append(files, name)
	}
	slices.Sort(files)
	for _, name := range files {
		edits := byFile[name]
		slices.SortStableFunc(edits, func(a, b edit) int { return a.Start - b.Start })
		var kept []udiff.Edit
		skipped := make(map[findingKey]bool)
		last := -1
		for _, e := range edits {
			if len(kept) > 0 && e.Edit == kept[len(kept)-1] {
				continue // the same edit, suggested twice
			}
			if e.Start < last {
				skipped[e.key] = true // overlaps an edit already taken
				continue
			}
			kept = append(kept, e.Edit)
			last = e.End
		}
		for _, e := range edits {
			if !skipped[e.key] {
				fixed[e.key] = true
			}
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		out, err := udiff.Apply(string(src), kept)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if diff {
			fmt.Fprint(stdout, udiff.Unified(relPath(name)+" (old)", relPath(name)+" (new)", string(src), out))
			continue
		}
		info, err := os.Stat(name)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(name, []byte(out), info.Mode().Perm()); err != nil {
			return nil, err
		}
	}
	return fixed, nil
}
