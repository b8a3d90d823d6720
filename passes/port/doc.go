// Package port defines an Analyzer that reports URI ports that are the
// scheme's default, empty, or out of range.
//
// # Analyzer port
//
// port: report default, empty and impossible ports
//
// A port equal to the default port of the URI's scheme, such as ":80" in
// an http URI or ":443" in an https one, says nothing: "URI producers and
// normalizers should omit the port component and its ':' delimiter if port
// is empty or if its value would be the same as that of the scheme's
// default" (RFC 3986 §3.2.3). Scheme-based normalization removes both
// (§6.2.3), so "http://example.com:80/" and "http://example.com/" are the
// same URI, but code that compares URLs as strings, or allow-lists them,
// sees two. Ports are compared as numbers: ":080" is the default port of
// http too.
//
// A port above 65535 cannot be a TCP or UDP port, so it is reported for
// the schemes that use one (http, https, ws, wss, and every scheme with a
// known default port); no dialer will connect to it.
//
// The check looks at every string that reaches a URI, at strings bound to
// a name that says URL, and at the Host field of net/url.URL, where the
// scheme is not in sight: there only an empty port and a port above 65535
// are reported. A string found by its shape alone gets only the latter.
// The port of a connection string (postgres, mysql, redis, mongodb, amqp,
// nats, kafka…) is the client's default, which its docs write out, not
// one the scheme's specification lets normalization remove: it is not
// reported. Nor is a default or empty port in a list, where each host is
// written alike ("mongodb://h1:27017,h2:27017/"), nor the port of a
// CONNECT request's target, which is required there, written with a
// scheme or not (http.NewRequest(http.MethodConnect, …)), nor the empty
// port of an NFS export, "nfs://server:/export", written as a mount
// source writes it, nor the ':' of a drive, "file://C:/dir". A port is judged
// only when it is known: in fmt.Sprintf("http://%s:80/", host) the port is, in
// "http://example.com:" + port it is not. So is the port that
// net.JoinHostPort writes right after a scheme written out, "https://" +
// net.JoinHostPort(host, "443"): the join brackets an IPv6 host, and the
// port it adds says nothing; there is no fix, as the host still needs
// the brackets.
//
// The fix removes the port and its ':', which keeps the URI equivalent;
// it is offered only when scheme-based normalization proves it, so not for
// an empty port in a scheme whose rules are unknown, nor in the Host field.
// -fix applies it. Turn the check off in tests with -port.tests=false.
//
// Before:
//
//	http.Get("https://example.com:443/v1") // port: port "443" of "https://example.com:443/v1" is the default port of https (RFC 3986 §3.2.3, §6.2.3)
//
// After:
//
//	http.Get("https://example.com/v1")
package port
