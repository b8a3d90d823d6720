package main

import (
	"bytes"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

// A maskWriter hides passwords in what is written through it, a line at a
// time: those of every "scheme://user:password@" (uri.MaskPasswords), and
// the passwords of the sites urilint found, wherever they stand alone,
// such as the argument of url.UserPassword or a DSN without "://".
type maskWriter struct {
	w     io.Writer
	known []string // longest first
	buf   []byte   // an unfinished line
	err   error
}

func newMaskWriter(w io.Writer) *maskWriter { return &maskWriter{w: w} }

// hide adds passwords to mask from now on.
func (m *maskWriter) hide(passwords []string) {
	for _, p := range passwords {
		if p != "" && !slices.Contains(m.known, p) {
			m.known = append(m.known, p)
		}
	}
	slices.SortFunc(m.known, func(a, b string) int { return len(b) - len(a) })
}

func (m *maskWriter) Write(p []byte) (int, error) {
	m.buf = append(m.buf, p...)
	if i := bytes.LastIndexByte(m.buf, '\n'); i >= 0 {
		m.emit(m.buf[:i+1])
		m.buf = append(m.buf[:0], m.buf[i+1:]...)
	}
	return len(p), m.err
}

// Flush writes what is left of the last line.
func (m *maskWriter) Flush() error {
	if len(m.buf) > 0 {
		m.emit(m.buf)
		m.buf = m.buf[:0]
	}
	return m.err
}

func (m *maskWriter) emit(text []byte) {
	if m.err == nil {
		_, m.err = io.WriteString(m.w, maskKnown(uri.MaskPasswords(string(text)), m.known))
	}
}

// maskKnown replaces each password of known that stands in text where a
// password stands in source or in a URI: between quotes (`"s3cret"`, or
// `\"s3cret\"` in JSON), between ':' and '@' (":s3cret@"), or as a
// query value ("=s3cret&"). Elsewhere
// the same letters are words, such as "password" in urilint's own
// messages, and stay as they are.
func maskKnown(text string, known []string) string {
	for _, p := range known {
		var b strings.Builder
		last := 0
		for from := 0; ; {
			i := strings.Index(text[from:], p)
			if i < 0 {
				break
			}
			i += from
			j := i + len(p)
			from = i + 1
			if i == 0 || j == len(text) || !strings.ContainsRune("\"'`:=", rune(text[i-1])) || !strings.ContainsRune("\"'`@\\&;#", rune(text[j])) {
				continue
			}
			b.WriteString(text[last:i])
			b.WriteString("***")
			last, from = j, j
		}
		if last > 0 {
			b.WriteString(text[last:])
			text = b.String()
		}
	}
	return text
}

// sitePasswords returns the passwords of the sites: as the value holds
// them, and as the source spells them when that differs (an escape
// sequence). files caches the source files read.
func sitePasswords(fset *token.FileSet, files map[string][]byte, ss []*sites.Site) []string {
	var out []string
	for _, s := range ss {
		r := s.Read()
		for _, secret := range r.Secrets() {
			start, end := secret[0], secret[1]
			if s.Value.InHole(start, end) {
				continue
			}
			text := r.Text
			out = append(out, text[start:end])
			pos, endPos := s.Value.Pos(start, end)
			if src := sourceText(fset, files, pos, endPos); src != "" && src != text[start:end] && len(src) <= 4*(end-start)+8 {
				out = append(out, src)
			}
		}
	}
	return out
}

// sourceText returns the source bytes [pos, end), or "".
func sourceText(fset *token.FileSet, files map[string][]byte, pos, end token.Pos) string {
	if !pos.IsValid() || end <= pos {
		return ""
	}
	a, b := fset.Position(pos), fset.Position(end)
	if a.Filename != b.Filename {
		return ""
	}
	src, ok := files[a.Filename]
	if !ok {
		src, _ = os.ReadFile(a.Filename) // no source, nothing to mask
		files[a.Filename] = src
	}
	if b.Offset > len(src) {
		return ""
	}
	return string(src[a.Offset:b.Offset])
}
