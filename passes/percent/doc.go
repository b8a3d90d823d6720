// Package percent defines an Analyzer that reports percent-encodings in
// non-canonical form, and encoded control characters.
//
// # Analyzer percent
//
// percent: report non-canonical percent-encodings and encoded controls
//
// A percent-encoding "%" HEXDIG HEXDIG stands for one octet (RFC 3986
// §2.1). Two forms of it are equivalent to a canonical one, which URI
// producers should write instead, and which normalizers turn them into:
//
//   - hex digits in lowercase: "%2f" is "%2F", and producers "should use
//     uppercase hexadecimal digits for all percent-encodings" (§2.1,
//     §6.2.2.1);
//   - an encoded unreserved character: "%41" is "A", "%7E" is "~"; these
//     "should not be created by URI producers" (§2.3, §6.2.2.2).
//
// Code that compares URIs as strings, signs them, or uses them as cache
// keys treats the two forms as different. The check fixes both, and -fix
// applies the fixes, which keep the URI equivalent. It does not decode a
// "%2E" that would then write "." or ".." between two of '/', '?', '#',
// ';', '=' and '&', as in "/a/%2E%2E/b" or "/%2E%2E;x/": the RFC holds
// "/a/%2E%2E/b" and "/a/../b" equivalent (§6.2.2.2, then §6.2.2.3), but
// resolvers and servers remove literal dot segments only, and "..;" is a
// known path traversal, so the encoded dots are likely on purpose. Such a
// triplet is reported only when its hex digits are in lowercase.
//
// The check also reports control characters encoded in the path, the
// authority and the userinfo: CR and LF ("%0D%0A") split a line where the
// URI is decoded into a protocol that ends lines with them, such as an
// HTTP header, and NUL ("%00") truncates strings in the back end; the RFC
// warns of both (§7.2, §7.3). This finding has no fix. It is not made in
// the query or the fragment, where an encoded line break is ordinary data
// (the body of a mailto: URI, RFC 6068 §5, or a text field of a form), nor
// in the opaque path of a URI without an authority, such as
// "data:text/plain,a%0Ab".
//
// The check looks at every string that reaches a URI, at the encoded
// fields of net/url.URL: RawPath, RawQuery and RawFragment, and at the
// replacement that strings.ReplaceAll or strings.Replace writes into an
// encoded component (what url.PathEscape, url.QueryEscape or
// url.Values.Encode give, or a URL's RawPath or RawQuery):
// strings.ReplaceAll(req.URL.RawQuery, "~", "%7E") encodes what the
// escaper rightly left. That finding has no fix when the replacement
// would become the character it replaces. It skips the
// decoded fields Path and Fragment, where '%' is a percent sign, and the
// strings found only by their shape (those bound to a name that says URL
// are checked). In a value known only in part, it
// judges only the triplets outside the unknown parts; a "%%" of a format
// string cannot be edited, so its finding has no fix.
//
// The findings about form can be turned off in tests with
// -percent.tests=false; encoded control characters are reported there
// all the same.
//
// Before:
//
//	http.Get("https://example.com/a%2fb")  // percent: percent-encoding "%2f" in "https://example.com/a%2fb" should use uppercase hex digits (RFC 3986 §2.1, §6.2.2.1)
//	http.Get("https://example.com/%7Euser") // percent: "%7E" in "https://example.com/%7Euser" encodes the unreserved character "~", which should not be encoded (RFC 3986 §2.3, §6.2.2.2)
//
// After:
//
//	http.Get("https://example.com/a%2Fb")
//	http.Get("https://example.com/~user")
package percent
