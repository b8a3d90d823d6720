// Package colonpath defines an Analyzer that reports relative paths whose
// first segment looks like a scheme.
//
// # Analyzer colonpath
//
// colonpath: report relative paths whose first segment reads as a scheme
//
// A relative-path reference cannot have a colon in its first segment:
// "images:annotate" is read as the scheme "images" followed by a path, and
// must be written "./images:annotate" (RFC 3986 §4.2, §3.3). Resolved
// against "https://vision.example.com/v1/", the first is the URI
// "images:annotate" itself, the second
// "https://vision.example.com/v1/images:annotate". A browser sent to
// "Location: user:alice/profile" looks for a handler of the scheme "user".
//
// The check looks at strings resolved against a base: the argument of
// (*net/url.URL).Parse, net/http.Redirect and the redirects of web
// frameworks. It is silent when the would-be scheme is a registered or
// widely used one ("mailto:x", "http:x"), when it has one letter (a
// Windows drive), when it has a dot (a private-use scheme such as
// "com.example.app:", RFC 8252 §7.1), and when what follows the colon
// starts with "/", holds an "@", or is digits only: "myapp:/callback",
// "user:pass@host" and "localhost:8080/x" are not relative paths gone
// wrong. It is silent on net/url.Parse, which takes URIs of any scheme,
// and on strings found only by their shape.
//
// Its fix puts "./" in front, which is what the relative path meant;
// -fix applies it.
//
// Before:
//
//	base.Parse("images:annotate") // colonpath: "images:annotate" reads as a URI of scheme "images", not as a relative path; a first segment with ':' needs "./" in front (RFC 3986 §4.2)
//
// After:
//
//	base.Parse("./images:annotate")
package colonpath
