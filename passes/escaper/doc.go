// Package escaper defines an Analyzer that reports net/url escapers used
// for the wrong component of a URI, and text written into one raw that
// surely needs escaping.
//
// # Analyzer escaper
//
// escaper: report wrong net/url escapers, and raw text that needs one
//
// net/url has one escaper per component (net/url, shouldEscape in
// gen_encoding_table.go). Both leave the unreserved characters, letters,
// digits and "-._~", as they are (RFC 3986 §2.3). QueryEscape, for a query
// key or value (encodeQueryComponent, §3.4), escapes every other byte and
// writes a space as "+", which only form decoding reads as a space.
// PathEscape, for one path segment (encodePathSegment, §3.3), escapes "/",
// ";", "," and "?" and every byte that is neither reserved nor
// unreserved, a space as "%20", but leaves "$", "&", "+", ":", "=" and "@"
// as they are, since a path segment may hold them.
//
// So each is wrong in the other's place. With url.QueryEscape(name) after
// "https://h/files/", a space becomes "+", and a path keeps "+" as "+":
// the server looks for "a+b.txt", not "a b.txt". With url.PathEscape(q)
// after "https://h/search?q=", an "&" in q starts a new parameter, and a
// "+" is read back as a space (net/url.ParseQuery).
//
// The check reads the expressions the site finder records as building a
// URI: concatenations (also a URI written into a variable and extended
// by "+=" in the statements after, or written into a strings.Builder), fmt.Sprintf formats and the formats given to a
// function that passes them on to fmt.Sprintf (a fact, across packages),
// the fields of net/url.URL, and the strings that reach a URI, following
// constants and variables assigned once to find where the escaped text
// lands. It reports only when that is certain: a path after
// "scheme://host" with a scheme written out and known, or a query value
// after a "?" written out and a "name=", in a reference with no scheme
// or in an http, https, ws or wss URI, whose query is read as form data.
// A string that reaches a function that reads it as a URI, such as
// net/http.NewRequest, or that a call takes right after a request method
// written out (c.transport.Request("DELETE", path), an interface's method
// too, but not a callee that also takes a handler, which registers a
// route), may also start with "/", or be a relative path
// that the function resolves against a base ("repos/" + owner given to a
// client whose BaseURL.Parse reads it) or appends to one (a helper of the
// package that sends c.base + path or c.url + "/api/v1" + path, or
// u := c.base.JoinPath(path) and then u.String()), and for a query with a base URL
// held in a variable. Escaped text right after a base known to end in
// "/" (a variable set from ensureTrailingSlash(u)) is a path segment. In the RawPath field the text is a path, in
// RawQuery a query; the Path field holds the path decoded, so any
// escaper there is wrong, also in a segment that path.Join joins into
// it, and in the path an unexported function of the package, whose
// every call is known, is given and writes or joins there (c.do("DELETE", "/v2/token/"+url.PathEscape(name)), whose
// do sets u.Path = path.Join(u.Path, p), or writes &url.URL{Path:
// c.config.PathPrefix + p}): String escapes its escapes
// again ("%20" becomes "%2520"). In a
// userinfo, "postgres://u:" + url.QueryEscape(pw) + "@h" with the "@"
// written after the escaped text, a space becomes "+", which a userinfo
// keeps as "+" (§3.2.1): the password is wrong; url.UserPassword escapes
// a userinfo, and there is no fix. It is silent on the host and the fragment, on a path
// segment right after an unknown part, which may hold a "?" ("https://h/"
// + route + url.QueryEscape(v)), on a query key and on a whole query ("?"
// + url.PathEscape(q), where "&" and "=" may be meant), on a string that
// starts with "/" and reaches no such function (a file name, a store
// key), on a test's URI that reaches no such function (an expected
// value, written as the code under test writes it), on schemes it does
// not know or whose query is no form data ("mailto:" and libpq's
// "postgres:" keep "+" as "+", "pkg:" package URLs have rules of their
// own), on a verb that quotes ("%q"), and when the escaped text is known
// and both escapers give it the same meaning, or is written by an encoder
// whose alphabet has no space (base64 or hex, strconv's integers, a
// format of integer verbs alone): no space in a path, no "&"
// or "+" in a query value.
//
// It also reports an escaper whose result is put into net/url.Values,
// by Add or Set or in a url.Values literal, outside tests: Encode escapes
// every value, so the text is escaped twice and the server reads it
// escaped, "a b" as "a+b" (RFC 3986 §2.4). It is silent when every
// value the text may hold escapes to itself, and on a key whose value
// the package unescapes once more where it reads it
// (url.QueryUnescape(r.Form.Get("prompt"))). The fix puts the text in
// unescaped, unless the escaper is the file's only use of net/url,
// whose import would be left unused; it changes the query the code
// sends, so it is suggested only with -escaper.fix.
//
// It also reports the string of url.JoinPath written to the Path field
// (u.Path, err = url.JoinPath(prefix, u.Path), also through a variable
// given it once): JoinPath gives the path
// escaped, and String escapes it again. There is no fix: RawPath must be
// set too, or the path joined with path.Join.
//
// It also reports text written into a URI with no escaper at all where
// the text surely holds what its component must escape: a password (a
// variable or field named for one, "pass" or "pwd" in its name, but not
// a secret a service issues, clientSecret, which is a token; or the
// decoded password of a parsed
// URL, p, ok := u.User.Password()), which users choose freely, in the
// userinfo, where an "@", ":" or "/" ends it (§3.2.1), also of an
// authority built alone (user + ":" + p + "@" + u.Host, with nothing
// written after the host: "user:pw@localhost:3050" + path is a DSN of
// its own), or in an HTTP query
// value; and base64.StdEncoding text, also as a function of the package
// returns it on every path (a return of "" beside an error aside) and
// as a field of the package's own type holds it wherever it is written, or a time formatted with a zone offset that
// may be east of UTC (t.Format(time.RFC3339), unless t is made UTC,
// parsed from a constant without "+" or dated in time.UTC, and any
// layout with "-07"), in an HTTP query value, whose "+" form decoding
// reads as a space; and, written right after the '=' of
// a query parameter, a value named for a URL (targetURI, callbackURL,
// redirect), whose own "?", "&" and "#" end the value or the query, for
// a file's path (path, fullPath, socketPath, but not a URL's Path), or
// for a pattern (a regexp or a filter). Whether an ID, a name or a token needs
// escaping depends on what it may hold, which the code does not say: the
// check is silent on them, as on a variable that is assigned again
// (pw = url.QueryEscape(pw)), and on a password whose every value is
// known and holds nothing to escape (the rows of a table, the arguments
// of every call). In a test, a URI the test uses is held to the same
// rules (README, "Tests", rule 1): a password from a flag or the
// environment written raw into the DSN the tests connect with, a wrong
// escaper in a request the test sends or on what a flag or the
// environment gives, and base64 or time text an encoder or formatter
// writes, which a test does not choose; a test's URI that reaches no
// sink is otherwise an expected value, written as the code under test
// writes it, and a fixture is left alone. There is no fix: url.UserPassword
// or url.QueryEscape is the cure, and where to call it is the author's
// choice.
//
// The finding is at the escaper call, or, when a variable holds its
// result and is read elsewhere too, where it may be right, at the
// variable where it lands wrong: u.Path = u.Path + "/" + rel, where rel
// := "users/" + url.PathEscape(id) is also returned as a relative
// location.
//
// For a wrong escaper, the fix calls the other one, url.PathEscape for
// url.QueryEscape and back. It changes the URI the code builds, which is the point, but a
// server may rely on the old bytes, so it is suggested only with
// -escaper.fix, and -fix applies it then. There is no fix when the call
// is not written as pkg.Func with pkg the name of net/url, when it is not
// in the expression that builds the URI (a variable that holds its result
// may be used elsewhere), when its result lands in a path and in a
// query, or in the Path field, where no escaper belongs.
//
// Before:
//
//	resp, err := http.Get("https://api.example.com/search?q=" + url.PathEscape(q)) // escaper: url.PathEscape in a query value of "https://api.example.com/search?q=…" leaves "&", "+" and "=" as they are, which split or change the parameters: use QueryEscape (RFC 3986 §3.4; net/url)
//
// After:
//
//	resp, err := http.Get("https://api.example.com/search?q=" + url.QueryEscape(q))
package escaper
