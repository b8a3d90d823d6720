// Package sites defines an Analyzer that finds the strings a package uses
// as URIs: the common ground of urilint's checks, which reports nothing
// itself.
//
// # Analyzer sites
//
// sites: find the strings used as URIs
//
// A site is a string value with what its use needs of it (Need: the
// grammar it must match, a component, whether it is held decoded, must be
// absolute or is resolved against a base, the schemes it may have), and
// the evidence that it is a URI at all (Evidence). It is found as:
//
//   - an argument of a function that takes a URI (a sink): net/url.Parse,
//     net/http.Get, httptest.NewRequest, WebSocket dialers, database and
//     queue clients, HTTP client libraries, framework redirects. The sinks
//     are listed, with what each parameter needs, in one table keyed by
//     function name; third-party packages are matched by import path;
//   - a field of net/url.URL (Scheme, Host, Path, RawQuery, …), or a URL
//     field of golang.org/x/oauth2's Endpoint and Config, in a composite
//     literal or an assignment; and url.UserPassword with constant
//     arguments;
//   - a constant with a URI's shape, "scheme://…" with a registered
//     or widely used scheme, bound to a name that says URL (apiURL,
//     WebhookEndpoint, redirect_uri), never to one that says Addr, Host or
//     DSN. Their evidence is the name: nothing is known of what uses
//     them, and only the checks that accept that evidence look at them.
//
// The value may be a literal, a named constant, a concatenation of
// constants, a variable assigned once, or the result of a function that
// returns a constant. It may also be known in part: "HTTP://" + host, or
// fmt.Sprintf("http://%s:80/", h), where each unknown part is a hole that
// no check reports on. Every byte of the value maps back to the source:
// exactly inside string literals, whatever their escapes, and across the
// literals of concatenated constants, possibly in other files.
//
// Site.Read gives the one lenient reading of a site that the checks share:
// where its scheme, separator, authority, host and password are, also in
// strings RFC 3986 rejects and in values known only in part. Result.Value
// tells what is known of any other string expression of the package.
//
// A function that passes one of its string parameters unchanged to a sink
// is a sink too: the analyzer exports a fact for it, so that callers in
// other packages are checked, as printf does for its wrappers.
//
// The analyzer stays silent where a string is not surely a URI: host:port
// addresses, DSNs of drivers that do not take URLs, gRPC targets without
// "scheme://", templates, format strings, patterns, prefixes completed
// later, generated files, and the bad URIs a test feeds to a parser on
// purpose (the call's error is then checked to be non-nil).
package sites
