// Package hostform defines an Analyzer that reports hosts written in
// rare, unsupported or ambiguous forms.
//
// # Analyzer hostform
//
// hostform: report hosts in rare, unsupported or ambiguous forms
//
// The host of a URI is an IP-literal, an IPv4address or a reg-name (RFC
// 3986 §3.2.2). Some hosts match that grammar, or nearly, and still do not
// name what they seem to, or name it only for some programs. The check
// reports:
//
//   - An IPv4 address in a rare form: hexadecimal or octal parts
//     ("0x7f.1", "0177.0.0.1"), fewer than four parts ("127.1", "10.1.1")
//     or a single number ("2130706433", "0x7f000001"). By RFC 3986 these
//     are reg-names, but inet_aton(3), browsers and many URL parsers read
//     them as an address, while others (Go's resolver among them) look
//     them up as names: §7.4 warns of exactly this. The message gives the
//     address that inet_aton(3) reads. Four decimal parts in range are an
//     IPv4address, and a part out of range ("1.2.3.256") makes no address:
//     neither is reported. As a number may be anything in a scheme we know
//     nothing of ("myapp://12345"), this finding is only made for schemes
//     whose host is a network host (http, ftp, postgres, ...) and for the
//     Host field of net/url.URL. There is no fix: "127.0.0.1" is what
//     inet_aton(3) reads, but writing it turns a reg-name into an
//     IPv4address, and the programs that looked the name up would now
//     dial an address; which one was meant is for the author to say.
//   - An IPvFuture literal ("[v1.x]"): no version is defined, and §3.2.2
//     tells an application that meets one to fail with "address mechanism
//     not supported".
//   - An IPv6 zone identifier ("[fe80::1%25eth0]"): RFC 6874 defines it,
//     RFC 3986 does not, and most URI parsers reject it. In the Host field
//     of net/url.URL, which holds the host decoded, it is "%eth0".
//   - A host that is not ASCII ("bücher.example"). RFC 3986 §3.2.2 wants
//     a registered name percent-encoded or, for a name resolved by DNS,
//     in its IDNA form. The fix writes the IDNA A-label, as UTS #46
//     processing for lookup (idna.Lookup of golang.org/x/net, which maps
//     case and width) computes it; net/http and browsers make the same
//     conversion before they resolve the name, so the URI reaches the same
//     host. The fix is offered for network schemes and net/url.URL.Host
//     only, and when the A-label makes a valid authority.
//   - An empty host where the scheme needs one ("http:///path",
//     "https://:443/"; §3.2.2: "the "http" scheme considers a missing
//     authority or empty host invalid").
//
// A host is judged only when it is known in full: in "http://" + host +
// "/" it is not. Schemes whose authority is a list of hosts (mongodb,
// postgres) are checked only when it holds one.
//
// Before:
//
//	http.Get("http://bücher.example/") // hostform: host "bücher.example" of "http://bücher.example/" is not ASCII; its IDNA form is "xn--bcher-kva.example" (RFC 3986 §3.2.2)
//	http.Get("http://127.1/")          // hostform: host "127.1" of "http://127.1/" is IPv4 address 127.0.0.1 in a rare form that resolvers disagree on (RFC 3986 §7.4)
//
// After:
//
//	http.Get("http://xn--bcher-kva.example/")
//	http.Get("http://127.0.0.1/")
package hostform
