// Package baseslash defines an Analyzer that reports references resolved
// against a base whose path loses a segment on the way.
//
// # Analyzer baseslash
//
// baseslash: report references that drop part of their base
//
// Resolving a relative reference merges it with the base's path up to its
// last '/' (RFC 3986 §5.2.3): against "https://api.example.com/v1", the
// reference "users" gives "https://api.example.com/users", and "v1" is
// gone. The base needs a trailing slash, "https://api.example.com/v1/",
// for "users" to land under it. A reference that starts with '/' replaces
// the whole path: "/users" against "https://api.example.com/v1/", whose
// trailing slash says its path was meant to stay, gives
// "https://api.example.com/users" too.
//
// The check looks at (*net/url.URL).Parse(ref) and
// (*net/url.URL).ResolveReference(ref) whose receiver was parsed once
// with net/url.Parse from a value it can follow, wherever the program
// wrote it: a constant, a flag's default, an environment fallback, a
// struct tag's default, a configuration field. The reference is a
// string, the Path of &url.URL{Path: …}, or a URL parsed from one. The
// message shows the URI the call makes, computed by uri.Resolve.
//
// It is silent when the base's last segment names a file ("a.json"):
// resolving "b.json" against it names a sibling on purpose; when the base
// has no path or ends in '/'; and when the reference is absolute, a
// network path, a query, a fragment or starts with a dot segment.
//
// The fix ends the base's path with '/' where the base is a literal of
// the package. It changes what every use of the base resolves to, so it
// is suggested, and applied by -fix, only with -baseslash.fix. Turn the
// check off in tests with -baseslash.tests=false.
//
// Before:
//
//	base, _ := url.Parse("https://api.example.com/v1")
//	u, _ := base.Parse("users") // baseslash: resolving "users" against "https://api.example.com/v1" drops the base's last segment "v1": the result is "https://api.example.com/users" (RFC 3986 §5.2.3); end the base with '/'
//
// After:
//
//	base, _ := url.Parse("https://api.example.com/v1/")
//	u, _ := base.Parse("users")
package baseslash
