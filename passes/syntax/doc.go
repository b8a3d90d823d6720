// Package syntax defines an Analyzer that reports strings that do not
// match the grammar of RFC 3986 that their use needs.
//
// # Analyzer syntax
//
// syntax: report URIs that do not match the RFC 3986 grammar
//
// A string given to a function that reads a URI must match the production
// of RFC 3986 Appendix A that the function parses, or the parser rejects
// it, or reads something else than what was written. The check matches
// each string against the production its use needs:
//
//   - URI-reference (§4.1) for the argument of net/url.Parse, net/http.Get
//     and the like, and for references resolved against a base (§5). That
//     an absolute URI is needed is the sink check's finding;
//   - an HTTP request-target (RFC 9112 §3.2) for net/http/httptest's
//     NewRequest: origin-form "/path?query", absolute-form, authority-form
//     "host:port" (for CONNECT) or "*"; net/url.ParseRequestURI takes the
//     same, less the authority-form;
//   - the production of the component for the fields of net/url.URL:
//     scheme (§3.1) for Scheme, host [ ":" port ] (§3.2.2, §3.2.3) for
//     Host, which must hold no scheme, userinfo or path, and the encoded
//     forms of the query, fragment and path for RawQuery, RawFragment and
//     RawPath, a RawQuery without the "?" that ends the path ("?node=" +
//     n makes the first key "?node"). Path and Fragment hold decoded
//     text, where any byte is fine.
//
// The message names the production that fails, the character at fault and
// the section that defines it; it never shows a password (§7.5). A zone
// identifier in an IP-literal ("[fe80::1%25eth0]") is not reported, as RFC
// 6874 updates RFC 3986 to allow it.
//
// The fixes change only what is certain. Characters that no URI may hold
// anywhere (space, control characters, '"', '<', '>', '^', '`', '|', and
// all that is not ASCII) are percent-encoded as UTF-8 with uppercase hex
// digits, and a '%' that starts no triplet becomes "%25" (§2.1, §2.4).
// These bytes delimit nothing, so encoding them keeps every component
// where it was, which is what net/url does when it writes such a URL;
// reserved characters such as '#' or '[' are never encoded, since that
// would change the URI's structure. There is no fix when the encoded
// byte is surely not what was meant: a '\' (a Windows path, or a '/'
// mistyped), a '{' or '}' (a template, RFC 6570), a '%' before a letter
// (a format verb, "%s", left unformatted), or any byte of a host or port,
// where "exa%20mple.com" would name no host either. White space before or
// after a URI is not part of it (Appendix C); the fix removes it. A host
// that is an IPv6 address without brackets, "http://fe80::1/", gets them
// when that is its only reading; "http://2001:db8::1:8080/" may be an
// address and a port, and "http://::8080/" may be "[::]:8080", so they
// have no fix.
//
// A "://" broken after a scheme that needs a host, "http//host" or
// `http:\\host`, is the sink check's finding. This check reads what
// follows as an authority, as the sink check's fix does, so that the two
// checks neither report one mistake twice nor fix it two ways. An IP
// address and a port where a URI is needed, "127.0.0.1:8080", is the sink
// check's finding too.
//
// A name that a database driver reads behind a scheme is no URI, since
// its reader cuts the scheme off first: a DSN of go-sql-driver/mysql with
// its address in parentheses, "mysql://user:pw@tcp(db:3306)/app" as
// gobuffalo/pop reads it, and SQLite's in-memory database,
// "sqlite://:memory:". They are not reported.
//
// A URI in documentation that users copy and fill in, a Go example or a
// command of an example directory (example/, examples/, _examples/),
// that writes a word in angle brackets where a value of theirs goes,
// "http://<hostname-or-ip>:7000", is not reported either.
//
// A string built from parts is judged by what is known: its start up to
// the first unknown part is checked as the start of a URI, and after that
// only the characters that are wrong in any component are reported.
// Strings bound to a name that says URL, such as a constant named apiURL,
// are checked as URIs, with white space around them and bare IPv6 hosts.
// Strings found by their shape alone are checked for white space at their
// ends, and nothing else.
//
// In tests, a URI the test uses as a working value is checked as in other
// code; a fixture the test writes on purpose is not (README, "Tests"): an
// input it expects rejected, the input of a parser of the package, and a
// raw character beside which the test writes the same part
// percent-encoded ("path with spaces" and "path%20with%20spaces"), the
// input of code that escapes it.
//
// Before:
//
//	http.Get("http://example.com/a b") // syntax: "http://example.com/a b" does not match URI-reference: invalid character ' ' in path (path-abempty, RFC 3986 §3.3)
//	var apiURL = "http://fe80::1/v1"    // syntax: "http://fe80::1/v1" does not match URI: IPv6 address "fe80::1" must be enclosed in brackets (IP-literal, RFC 3986 §3.2.2)
//
// After:
//
//	http.Get("http://example.com/a%20b")
//	var apiURL = "http://[fe80::1]/v1"
package syntax
