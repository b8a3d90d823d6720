// Package credentials defines an Analyzer that reports passwords and
// deceptive user information in URIs.
//
// # Analyzer credentials
//
// credentials: report passwords and deceptive user information in URIs
//
// "Use of the format "user:password" in the userinfo field is deprecated"
// (RFC 3986 §3.2.1): "the passing of authentication information in clear
// text has proven to be a security risk in almost every case where it has
// been used", and "URI producers should not provide a URI that contains a
// username or password that is intended to be secret" (§7.5). A URI in
// code ends up in logs, error messages, Referer headers and version
// control. The check reports the password of every userinfo it sees,
// "https://user:secret@example.com/", and a password given as a constant
// to net/url.UserPassword. An empty password, "user:@host", is "the empty
// string (indicating no password)"; it and a userinfo without one,
// "ssh://git@host/" or the key of a Sentry DSN, are not reported. Messages
// show the password as "***", never as written.
//
// A user name that looks like a host can "mislead a human user by
// appearing to identify one (trusted) naming authority while actually
// identifying a different authority hidden behind the noise" (§7.6): in
// "http://www.bank.example@evil.example/" the host is evil.example. As a
// dot is common in user names ("first.last"), the user name is reported
// only when it is an IPv4 address, or when it is a host name of at least
// two labels, each a valid DNS label, that starts with "www." or ends in
// one of the labels com, org, net, io, dev, gov, edu, co, uk, de or app.
//
// The check looks at every string that reaches a URI, at strings bound
// to a name that says URL, and at every string that is a URI by its shape
// alone, "scheme://user:password@" of any scheme: a password is a finding
// whatever the string is for. So is one in a URI bound to a key that
// says URL inside a longer string: a JSON or YAML document ("uri":
// "postgres://…") or a KEY=value line (DATABASE_URL=postgres://…), but
// not in text shown to users or in documentation, where it is an
// example, and not a word that stands for a password after white space
// (url: postgres://app:password@db). In tests it is a finding where the test uses
// the URI as a working value, and not in a fixture the test writes on
// purpose (README, "Tests"): an input it expects rejected, the input of
// a redactor or parser of the package (one a test named for parsing
// URIs or DSNs calls, TestParseDSN, or one whose doc comment says so,
// or one whose parameter is named dsn), a linkifier's input, a row of a
// table that tries one URI with a password and without, or with the
// same userinfo and another path or query that a row rejects, a case whose name
// or the name of what holds the URI says password, credentials or
// userinfo ("https url with username password"), the expected value of
// code the test gives the password on its own (in a field, a variable,
// the environment, os.Setenv(dbPass, "pw"), or anywhere in its file, as
// the []byte("pw") of a secret it hands over), a password set on
// the URL of a server the test runs itself (an httptest server's URL,
// parsed by url.Parse or a helper, or the address of a listener the
// test opens, ln.Addr().String()). A mask or a placeholder is no
// secret: a password of '*' or 'x' only, "<password>", "${DB_PASS}",
// "{{.Password}}", a format verb, and a word such as "password" in text
// shown to users or in a Go example (a function named Example…, a file
// example_test.go) or a command of an example directory (example/,
// examples/, _examples/), which documentation shows, or in a template whose
// host is a word too ("postgres://user:password@host/database"). It judges a userinfo only when its bytes and the "@"
// that ends it are known, also in a format still to be filled, whose
// verbs stand for the other parts ("postgres://app:pw@" + hostFormat),
// and in a DSN written behind a scheme whose rest is no URI,
// "mysql://root:pw@tcp(localhost:3306)/db" as gobuffalo/pop reads it: the
// userinfo is what precedes the last "@" of the authority (§3.2).
//
// Removing the password changes what the URI means, since the server no
// longer gets it: the fix, which removes ":password" from the URI, or
// turns net/url.UserPassword(user, password) into net/url.User(user), is
// suggested only with -credentials.fix, so that -fix applies it once the
// password is read from elsewhere (an environment variable, a secret
// store). A deceptive user name has no fix. Test fixtures often hold
// passwords on purpose: -credentials.tests=false leaves _test.go files
// out.
//
// Before:
//
//	db, err := sql.Open("pgx", "postgres://app:s3cret@db.example.com/app") // credentials: password in the userinfo of "postgres://app:***@db.example.com/app" (RFC 3986 §3.2.1, §7.5)
//
// After:
//
//	db, err := sql.Open("pgx", "postgres://app@db.example.com/app")
package credentials
