// Package dotsegment defines an Analyzer that reports dot segments in the
// paths of absolute URIs.
//
// # Analyzer dotsegment
//
// dotsegment: report dot segments in the paths of absolute URIs
//
// The complete path segments "." and ".." are meant for relative
// references, and reference resolution removes them (RFC 3986 §5.2,
// §6.2.2.3). In a URI that has a scheme and either an authority or an
// absolute path, such as "http://a/b/../c" or "file:///x/./y", they
// are left to whatever dereferences the URI: net/http sends them as they
// are, and servers, proxies and caches disagree on what they mean.
//
// The check looks at strings that reach a URI and have a scheme: not at
// relative references such as "../x", where the segments are meaningful,
// nor at the decoded Path field of net/url.URL, nor at strings found only
// by their shape; it does look at those bound to a name that says URL. Only literal dots count: "%2E%2E" is not a dot segment
// to reference resolution. The whole path must be known, and so must
// everything before it; in "http://" + host + "/a/../b" the host might
// bring path segments of its own, and the check is silent. After an empty
// authority, "//./" starts a Windows device path ("npipe:////./pipe/x",
// \\.\pipe\x), whose "." is a name and has no fix.
//
// Its fix applies remove_dot_segments (RFC 3986 §5.2.4) to the path,
// which keeps the URI equivalent (§6.2.2.3); -fix applies it. Turn the
// check off in tests, where a dot segment may be on purpose, with
// -dotsegment.tests=false.
//
// Before:
//
//	http.Get("http://example.com/api/../v2/users") // dotsegment: path of "http://example.com/api/../v2/users" has dot segments, which only relative references should have (RFC 3986 §6.2.2.3)
//
// After:
//
//	http.Get("http://example.com/v2/users")
package dotsegment
