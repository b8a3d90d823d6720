package tgspam

import "net/url"

// LState stands in for the gopher-lua state.
type LState struct{ stack []string }

// CheckString returns argument n.
func (l *LState) CheckString(n int) string { return l.stack[n-1] }

// Push pushes a value.
func (l *LState) Push(s string) { l.stack = append(l.stack, s) }

// urlEncode encodes a string for safe use in URLs
// Lua usage: encoded = url_encode(str)
func urlEncode(l *LState) int {
	str := l.CheckString(1)
	// Source: github.com/umputun/tg-spam/lib/tgspam/plugin/helpers.go:385 (escaper: a general url_encode helper for Lua plugins; nothing in the project splices its result into a path, so QueryEscape is not known to be misused)
	l.Push(url.QueryEscape(str)) // lookalike
	return 1
}
