// Package pathjoin defines an Analyzer that reports path.Join,
// filepath.Join and their Clean applied to URIs.
//
// # Analyzer pathjoin
//
// pathjoin: report path.Join and filepath.Join applied to URIs
//
// path.Join and path.Clean work on slash-separated paths, not on URIs:
// they collapse the "//" that introduces an authority (RFC 3986 §3.2),
// drop trailing slashes and resolve ".." across the host, so that
// path.Join("https://api.example.com", "v1") is
// "https:/api.example.com/v1", a URI with no host. filepath.Join and
// filepath.Clean do the same and also write backslashes on Windows. This is why
// net/url has JoinPath (golang/go#47005).
//
// The check reports a call of path.Join, path.Clean, filepath.Join or
// filepath.Clean whose first non-empty argument surely starts with a
// scheme and "//": constants, concatenations, fmt.Sprintf formats and
// variables assigned once are followed. The message shows what the call
// makes, computed with path.Join on the known text, each unknown part
// shown as "…" and any password hidden.
//
// It is silent when the start of the argument is not known (a URL's
// Path field, a parameter), when the argument is a path ("/api",
// "localhost:8080/x", a one-letter drive such as "C://"), and when the
// authority is known to be empty ("file:///srv" or "file://" + dir):
// the result then names the same resource as before ("file:/srv").
//
// When every argument is a constant, the fix replaces the call with the
// string url.JoinPath makes of them, as long as the base has no query or
// fragment and the file still uses the package afterwards. Otherwise
// there is no fix: url.JoinPath returns an error as well, which changes
// the shape of the call, so the message only names it. The fix changes
// what the program produces (it repairs it), so it is suggested, and
// applied by -fix, only with -pathjoin.fix. Turn the check off in
// tests, where a test may show what path.Join does on purpose, with
// -pathjoin.tests=false.
//
// Before:
//
//	endpoint := path.Join("https://api.example.com", "v1") // pathjoin: path.Join makes "https:/api.example.com/v1" of a URI: it collapses the "//" before the authority (RFC 3986 §3.2); use url.JoinPath
//
// After:
//
//	endpoint := "https://api.example.com/v1"
package pathjoin
