// Package schemecase defines an Analyzer that reports URI schemes that are
// not written in lowercase.
//
// # Analyzer schemecase
//
// schemecase: report URI schemes not written in lowercase
//
// Schemes are case-insensitive, but their canonical form is lowercase, and
// programs that produce URIs should write them so (RFC 3986 §3.1,
// §6.2.2.1). Code that compares URIs as strings, caches keyed by URL, and
// allow-lists miss "HTTP://" where they expect "http://".
//
// The check looks at the known start of every string that reaches a URI,
// and at the Scheme field of net/url.URL. A test's scheme in alternating
// case, "HtTp://", tries that code ignores case, and is left alone
// (README, "Tests", rule 2b). Its fix lowercases the scheme,
// which keeps the URI equivalent; -fix applies it. Turn the check off in
// tests with -schemecase.tests=false.
//
// Before:
//
//	http.Get("HTTP://example.com/") // schemecase: scheme "HTTP" of "HTTP://example.com/" is not lowercase (RFC 3986 §3.1)
//
// After:
//
//	http.Get("http://example.com/")
package schemecase
