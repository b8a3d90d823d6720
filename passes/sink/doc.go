// Package sink defines an Analyzer that reports URIs that the function
// they are given to cannot use.
//
// # Analyzer sink
//
// sink: report URIs that the function they go to cannot use
//
// A string can match the grammar of RFC 3986 and still not be what the
// function that reads it needs, or be read as something else than what
// was written. The check reports:
//
//   - A relative reference where an absolute URI (RFC 3986 §4.3) is needed,
//     as by net/http.Get: "example.com/x" has no scheme, so it is a path.
//     There is no fix: the scheme cannot be guessed.
//   - A host name where a function that sends the request needs an
//     absolute URI, such as net/http.NewRequest for a client:
//     "example.com/api" is a relative reference whose first segment
//     happens to be a host name. The name must be localhost or end in a
//     public suffix of the ICANN section, so that "index.html" or
//     "v1.2/users" are not taken for one. A test's request for a handler
//     is held to it too, as the path a handler gets starts with "/"; a
//     Go example's is not: it is a placeholder for the reader.
//   - A scheme that the function cannot use, such as "ftp://…" for
//     net/http.Get, which speaks http and https only. A value written to a
//     configuration field is not held to it: code elsewhere may read the
//     field under a test of its scheme, one client for "redis://", another
//     for "amqp://".
//   - "host:port" where a URI is needed: by §3.1, "localhost:8080" is a URI
//     of scheme "localhost" whose path is "8080". It is reported when the
//     word before the ':' is no scheme we know of and digits follow it, up
//     to a '/', '?', '#' or the end; and an IP address and a port,
//     "127.0.0.1:8080" or "[::1]:8080", which match no URI, since a scheme
//     starts with a letter (the syntax check leaves them to this one).
//     A request-target may be host:port (RFC
//     9112 §3.2.3), so httptest.NewRequest is not checked for it. The
//     functions and fields that take "host:port" and no URI (net.Dial,
//     minio.New, the OTLP exporters' WithEndpoint, go-redis Options.Addr,
//     consul's Config.Address, Kafka brokers) are known as such, and no
//     other check looks at what they are given.
//   - A URI where "host:port" is needed, outside tests: given
//     "https://play.min.io", minio.New or net.Dial splits it at its first
//     ':' into the host "https" and the port "//play.min.io", and fails or
//     dials the wrong host (§3.2). It is reported when a scheme we know
//     of and "://" are written out, in the argument, a constant, a
//     flag's default or an environment fallback
//     (getenv("ADDR", "redis://cache:6379")), but not through a variable
//     written more than once, which may lose its scheme on the way
//     (addr = strings.TrimPrefix(addr, "http://")). There is no fix: the
//     scheme may have meant TLS, which the dialer must be told apart.
//   - A broken "://" after a scheme whose URIs need an authority with a
//     host, such as http, https, ws, wss or ftp: "http:/x", "http//x" (a
//     relative path), "https:://x", `http:\\x`, "http:x"; a scheme written
//     twice, "https://https://x", whose host is "https"; and the ':'
//     missing after a scheme whose host may be empty, "file///etc/hosts"
//     (where "file:/etc/hosts" is right). (An empty host, "http:///x", is
//     the hostform check's.)
//
// The fixes rewrite the broken "://" as the only reading that works:
// "http:/x", "http//x", "https:://x" and `http:\\x` (two backslashes) become
// "http://x", and "https://https://x" becomes "https://x" when the scheme
// is the same twice. They change the bytes, but the string was no URI of
// its scheme, so no meaning is lost. "http:/x" given to a function that
// resolves it against a base, such as net/http.Redirect, gets no fix: some
// readers take it as "/x" relative to an http base (RFC 3986 §5.4.2). A
// fix is offered only when the result is a URI that the check has nothing
// more to say of.
//
// A string built from parts is judged by its known start: "http:/" + host
// is reported, while "http:/" + path, or fmt.Sprintf("http:/%s", path), is
// not, since a path brings the missing '/'; host + "/x" says nothing.
// Strings found without a sink, such as a constant named apiURL or any
// string with a URI's shape, are checked for the broken "://" and the
// repeated scheme only, since nothing is known of the function they go
// to; by shape alone, only when a host follows ("http:/checkout", a
// span's name, is no URI). White space around the value is the syntax
// check's finding, and the check looks past it.
//
// Before:
//
//	http.Get("example.com/x") // sink: net/http.Get needs an absolute URI with a scheme, but "example.com/x" has none (RFC 3986 §4.3)
//	http.Get("http//example.com/x") // sink: "http//example.com/x" lacks the ':' after the scheme: it is a relative path, not an http URI (RFC 3986 §3.1, §4.2)
//
// After:
//
//	http.Get("https://example.com/x")
//	http.Get("http://example.com/x")
package sink
