// Command urilint-sweep lists the candidates of a real-world set: every
// URI-shaped string literal of a tree of Go files that shows an anomaly,
// and every expression that builds a URI, test files included.
//
// Usage:
//
//	go run ./cmd/urilint-sweep DIR...
//
// It prints one JSON object a line: the file, line and column, the kind
// ("literal" or "build"), the expression as written and, for a literal,
// the anomalies seen. It reads syntax only, and judges by net/url and
// plain string tests rather than by urilint, so that a set built from its
// output is not shaped by what urilint already finds.
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A candidate is a string or an expression that a reader labels.
type candidate struct {
	File      string   `json:"file"`
	Line      int      `json:"line"`
	Col       int      `json:"col"`
	Kind      string   `json:"kind"`
	Text      string   `json:"text"`
	Anomalies []string `json:"anomalies,omitempty"`
	Test      bool     `json:"test"`
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: urilint-sweep DIR...")
		os.Exit(2)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	status := 0
	for _, dir := range os.Args[1:] {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if name := d.Name(); path != dir && (name == "vendor" || name == "node_modules" || strings.HasPrefix(name, ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") {
				return nil
			}
			for _, c := range sweepFile(path) {
				if err := enc.Encode(c); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "urilint-sweep:", err)
			status = 1
		}
	}
	os.Exit(status)
}

func sweepFile(path string) []candidate {
	fset := token.NewFileSet()
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "urilint-sweep:", err)
		return nil
	}
	file, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil || ast.IsGenerated(file) {
		return nil
	}
	test := strings.HasSuffix(path, "_test.go")
	var out []candidate
	add := func(n ast.Node, kind string, anomalies []string) {
		p := fset.Position(n.Pos())
		text := string(src[p.Offset:fset.Position(n.End()).Offset])
		if len(text) > 300 {
			text = text[:300] + "…"
		}
		out = append(out, candidate{path, p.Line, p.Column, kind, text, anomalies, test})
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec:
			return false
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				break
			}
			s, err := strconv.Unquote(n.Value)
			if err != nil || !uriShaped(s) {
				break
			}
			if a := anomalies(s); len(a) > 0 {
				add(n, "literal", a)
			}
		case *ast.CallExpr:
			if builds(n) {
				add(n, "build", nil)
			}
		case *ast.BinaryExpr:
			if n.Op == token.ADD && concatBuilds(n) {
				add(n, "build", nil)
				return false
			}
		case *ast.CompositeLit:
			if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "URL" && isIdent(sel.X, "url") {
				add(n, "build", nil)
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && urlField[sel.Sel.Name] && len(n.Rhs) == len(n.Lhs) {
					if _, lit := n.Rhs[0].(*ast.BasicLit); !lit {
						add(n, "build", nil)
					}
				}
			}
		}
		return true
	})
	return out
}

var urlField = map[string]bool{"RawQuery": true, "RawPath": true, "Path": true, "Host": true, "Scheme": true, "Opaque": true, "Fragment": true}

var schemeStart = regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]{1,20}://`)

// uriShaped: a scheme followed by "://" or ":/", or "//host", or a URL
// written without its scheme ("www.…", "localhost:…").
func uriShaped(s string) bool {
	return schemeStart.MatchString(s) || regexp.MustCompile(`(?i)^(https?|wss?|ftp):/?[^/]`).MatchString(s) ||
		strings.HasPrefix(s, "//") && len(s) > 2 && s[2] != '/' && s[2] != ' ' ||
		strings.HasPrefix(s, "www.")
}

var defaultPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}

// anomalies lists what looks odd in the URI-shaped string s.
func anomalies(s string) []string {
	var a []string
	note := func(cond bool, what string) {
		if cond {
			a = append(a, what)
		}
	}
	loc := schemeStart.FindStringIndex(s)
	u := s
	if loc != nil && loc[0] > 0 {
		a = append(a, "text-before-scheme")
		u = s[loc[0]:]
	}
	note(strings.ContainsFunc(u, unicode.IsSpace), "whitespace")
	note(strings.ContainsFunc(u, func(r rune) bool { return r < 0x20 || r == 0x7f }), "control")
	note(strings.ContainsFunc(u, func(r rune) bool { return r > 0x7e }), "non-ascii")
	note(strings.Contains(u, `\`), "backslash")
	note(regexp.MustCompile(`%([^0-9A-Fa-f]|.[^0-9A-Fa-f]|.?$)`).MatchString(u) && !regexp.MustCompile(`%[-+#0-9.*]*[a-zA-Z]`).MatchString(u), "bad-percent")
	note(regexp.MustCompile(`%[0-9a-f][a-f]|%[a-f][0-9]`).MatchString(u), "lowercase-percent")
	note(regexp.MustCompile(`%[-+#0-9.*]*[a-zA-Z]|\{\{|\{[a-zA-Z_]+\}|\$\{?[A-Za-z_]`).MatchString(u), "template")
	note(regexp.MustCompile(`(?i)^(https?|wss?|ftp):/?[^/]`).MatchString(u), "missing-slashes")
	note(regexp.MustCompile(`(?i)^[a-z][a-z0-9+.-]*:///`).MatchString(u) && !strings.HasPrefix(strings.ToLower(u), "file:"), "empty-host")
	note(regexp.MustCompile(`://[^/]*://`).MatchString(u) || regexp.MustCompile(`(?i)^https?://https?:`).MatchString(u), "double-scheme")
	parsed, err := url.Parse(strings.TrimSpace(u))
	if err != nil {
		a = append(a, "url.Parse: "+strings.TrimPrefix(err.Error(), "parse "))
		return a
	}
	// url.Parse lowercases the scheme: read it as written.
	if i := strings.Index(u, "://"); i > 0 {
		note(strings.ContainsFunc(u[:i], unicode.IsUpper), "scheme-case")
	}
	host := parsed.Hostname()
	note(host != strings.ToLower(host), "host-case")
	if p := parsed.Port(); p != "" {
		n, err := strconv.Atoi(p)
		note(err != nil || n > 65535, "bad-port")
		note(defaultPorts[strings.ToLower(parsed.Scheme)] == p, "default-port")
	}
	note(strings.HasSuffix(parsed.Host, ":"), "empty-port")
	if parsed.User != nil {
		_, pw := parsed.User.Password()
		note(pw, "password")
		note(!pw, "userinfo")
	}
	seg := "/" + parsed.EscapedPath() + "/"
	note(strings.Contains(seg, "/./") || strings.Contains(seg, "/../"), "dot-segment")
	note(parsed.Host != "" && strings.Contains(parsed.EscapedPath(), "//"), "double-slash-path")
	note(strings.Count(u, "?") > 1 && !strings.Contains(u, "%"), "two-question-marks")
	note(strings.Count(u, "#") > 1, "two-hashes")
	note(strings.Contains(u, "?&") || strings.Contains(u, "&&"), "empty-query-param")
	note(parsed.Host != "" && strings.HasPrefix(strings.ToLower(parsed.Scheme), "http") && !strings.Contains(host, ".") && host != "localhost" && !strings.Contains(host, ":") && host != "", "single-label-host")
	note(strings.ContainsAny(parsed.Host, "_"), "underscore-host")
	note(parsed.Scheme != "" && parsed.Host == "" && parsed.Opaque == "" && strings.Contains(u, "://") && !strings.HasPrefix(strings.ToLower(u), "file:") && !strings.HasPrefix(strings.ToLower(u), "unix:"), "no-host")
	return a
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// builds reports whether a call builds a URI: a format with "://" or a
// query, url.JoinPath, an escaper, a path join of a URL, a host:port join.
func builds(c *ast.CallExpr) bool {
	name := ""
	switch f := c.Fun.(type) {
	case *ast.SelectorExpr:
		name = f.Sel.Name
		if x, ok := f.X.(*ast.Ident); ok {
			name = x.Name + "." + name
		}
	case *ast.Ident:
		name = f.Name
	}
	switch name {
	case "url.JoinPath", "url.QueryEscape", "url.PathEscape", "net.JoinHostPort", "url.UserPassword":
		return true
	}
	if strings.HasSuffix(name, ".JoinPath") || strings.HasSuffix(name, ".ResolveReference") {
		return true
	}
	hasURLish := func() bool {
		for _, a := range c.Args {
			if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				if strings.Contains(s, "://") || strings.Contains(s, "?") && strings.Contains(s, "=") || strings.HasPrefix(s, "/") && strings.Contains(s, "%") {
					return true
				}
			}
		}
		return false
	}
	switch {
	case strings.HasSuffix(name, "printf") || strings.HasSuffix(name, "Sprint") || name == "fmt.Appendf":
		return hasURLish()
	case name == "path.Join" || name == "filepath.Join" || strings.HasSuffix(name, ".WriteString"):
		return hasURLish()
	}
	return false
}

// concatBuilds reports whether a concatenation has a literal part that
// shows a URI being built: a scheme, a query, a host:port join.
func concatBuilds(b *ast.BinaryExpr) bool {
	found := false
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.BinaryExpr:
			if e.Op == token.ADD {
				walk(e.X)
				walk(e.Y)
			}
		case *ast.ParenExpr:
			walk(e.X)
		case *ast.BasicLit:
			if e.Kind == token.STRING {
				s, _ := strconv.Unquote(e.Value)
				found = found || strings.Contains(s, "://") || strings.HasPrefix(s, "?") || strings.HasPrefix(s, "&") && strings.Contains(s, "=") || s == ":" || strings.HasPrefix(s, "@") || strings.HasSuffix(s, "=") && !strings.Contains(s, " ")
			}
		}
	}
	walk(b)
	return found
}
