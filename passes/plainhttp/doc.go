// Package plainhttp defines an Analyzer that reports requests sent in
// plain text to hosts on the public internet.
//
// # Analyzer plainhttp
//
// plainhttp: report plain-text requests to public hosts
//
// An "http" URI names a resource reached over TCP with no transport
// security (RFC 9110 §4.2.1), and so does a "ws" URI for a WebSocket (RFC
// 6455 §3, §11.1.1); "https" and "wss" are their secured forms (RFC 9110
// §4.2.2). A request to a host on the public internet in plain text can
// be read and changed by anyone on the path: its URL, its headers, an
// API key in its query, and the response the program trusts.
//
// The check reports an "http" or "ws" URI whose host is a public one,
// when the URI reaches a function that sends a request: net/http.Get,
// Head, Post and PostForm and the same methods of net/http.Client,
// net/http.NewRequest and NewRequestWithContext, WebSocket dialers
// (golang.org/x/net/websocket, gorilla/websocket, coder/websocket), the
// base URLs and request methods of resty, req, retryablehttp, fasthttp
// and colly, the servers of clients configured by URL (OpenID Connect
// discovery, OpenTelemetry and Zipkin exporters, Prometheus,
// Elasticsearch, InfluxDB, Azure Blob Storage, AWS endpoints), and the
// wrappers in the package that pass their argument on to one of them. It
// also reports a net/url.URL composite literal whose Scheme is "http" or
// "ws" and whose Host is a public host, both known.
//
// The host (RFC 3986 §3.2.2) is public when it is known in full and is:
//
//   - a domain name of at least two labels whose top-level domain is one
//     ICANN delegates, as the Public Suffix List (golang.org/x/net/publicsuffix)
//     says; or
//   - an IPv4 or IPv6 address that is global unicast (net/netip) and in
//     none of the special-use ranges of RFC 6890.
//
// It is not reported, because the request stays on the machine or on a
// network the program is deployed in, or goes nowhere:
//
//   - loopback, private (RFC 1918, RFC 4193), link-local, shared
//     (RFC 6598) and unspecified addresses, and the documentation ranges
//     (RFC 5737, RFC 3849); the cloud metadata server 169.254.169.254 is
//     link-local and speaks only plain HTTP;
//   - the special-use names "localhost", ".localhost", ".test",
//     ".example", ".invalid" (RFC 6761), "example.com", "example.net",
//     "example.org" (RFC 2606), ".local" (RFC 6762), ".onion" (RFC 7686),
//     ".alt" (RFC 9476), ".arpa" (RFC 8375) and ".internal", which ICANN
//     keeps for private use (so "metadata.google.internal" is silent);
//   - a name of one label ("consul", "minio"), or one under a top-level
//     domain ICANN does not delegate (".svc", ".lan", ".corp"): names of
//     an internal network, found by its resolver;
//   - a host not known in full ("http://" + host), or a URL the program
//     gets from its flags or environment;
//   - a URI that is not sent: url.Parse, a server's listen address, a
//     proxy setting (HTTP_PROXY), the Origin of a WebSocket handshake,
//     OAuth2's AuthURL and RedirectURL (a browser visits them), a list of
//     hosts, XML namespaces and strings in comments;
//   - anything in _test.go files, where a request is often meant to fail
//     or to reach a fake.
//
// The check is off by default: some services speak only plain HTTP
// (OCSP and CRL responders, whose answers are signed; some legacy APIs),
// and some programs are meant to run on a trusted network. Turn it on
// with -checks=default,plainhttp or the "enable" setting.
//
// There is no fix. Writing "https" changes what the program does: the
// server may not speak TLS on that port, may serve another site there, or
// the certificate may not verify, and the request would fail where it
// worked before. Whether the service has an https endpoint is for the
// author to find out.
//
// Before:
//
//	http.Get("http://api.ipify.org/") // plainhttp: "http://api.ipify.org/" is sent in plain text to the public host "api.ipify.org" (RFC 9110 §4.2.2)
//
// After:
//
//	http.Get("https://api.ipify.org/")
package plainhttp
