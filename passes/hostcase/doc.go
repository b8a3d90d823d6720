// Package hostcase defines an Analyzer that reports URI hosts that are not
// written in lowercase.
//
// # Analyzer hostcase
//
// hostcase: report URI hosts not written in lowercase
//
// "The host subcomponent is case-insensitive" (RFC 3986 §3.2.2), and its
// normal form is lowercase (§6.2.2.1): "HTTP://API.Example.COM/" and
// "http://api.example.com/" are the same URI, but code that compares URLs
// as strings, caches keyed by URL, cookie jars and allow-lists see two.
// This holds for a registered name, for the hex digits of an IPv6 address
// ("[2001:DB8::1]"), and, since the RFC makes no exception, for an
// IPvFuture literal, whatever the scheme.
//
// The check looks at the host of every string that reaches a URI and has
// an authority, at the Host field of net/url.URL, and at strings bound to
// a name that says URL; not at strings found by their shape alone. A host is judged only when it is known, with
// what delimits it: in fmt.Sprintf("https://API.example.com/%s", p) it is,
// in "https://API.example.com" + path it is not, since the rest may still
// change what the host is. The hex digits of a percent-encoding in a host
// are left to the percent check. A host of one label after a scheme that
// is neither registered nor known to us is not surely a DNS name: an
// identifier or data ("base64://aGVsbG8gd29ybGQ", "vault://dbCreds"),
// whose case may matter; the check leaves it alone, and so the host of
// s3:// and gs://, which names a bucket, not a DNS host (README,
// "Tests", rule 5), and the drive of "file://C:/dir", which Windows tools
// write where the host goes (RFC 8089 Appendix E.2 puts it in the path).
//
// The fix lowercases the letters of the host outside percent-encodings,
// which keeps the URI equivalent; -fix applies it. Turn the check off in
// tests with -hostcase.tests=false.
//
// Before:
//
//	http.Get("https://API.Example.com/v1") // hostcase: host "API.Example.com" of "https://API.Example.com/v1" is not lowercase (RFC 3986 §3.2.2, §6.2.2.1)
//
// After:
//
//	http.Get("https://api.example.com/v1")
package hostcase
