package sites

// The words and names that tell what a string is for, where its type
// says nothing: the name of the variable or field that holds it, of the
// function it is given to, of the test that writes it.

// urlWords are the words of a name that say it holds a URI; notURLWords
// say it holds something else, such as "host:port" (Addr, Host), a DSN
// whose form depends on the driver, or a pattern.
var (
	urlWords    = []string{"url", "uri", "endpoint", "href", "link", "redirect", "webhook", "dsn", "connectionstring", "connection_string", "connstr", "conn_str", "issuer", "proxy", "server", "addr", "broker"}
	notURLWords = []string{"prefix", "pattern", "regex", "format", "template", "tmpl", "glob", "mask", "match", "path", "host"}
)

// urlishWords, in the name of a function or of its package, say that it
// is about URIs or what they carry: ParseURL, url.Parse, churl.Parse,
// redactPassword, isOriginAllowed (an origin is a URI's scheme, host and
// port, RFC 6454).
var urlishWords = []string{"url", "uri", "dsn", "link", "href", "endpoint", "redirect", "origin", "redact", "password", "credential", "secret", "sensitive", "userinfo"}

// uriWords, in a test's or a parameter's name, say that it is about URIs
// themselves: TestParseDSN, rawURL.
var uriWords = []string{"url", "uri", "dsn", "link", "href"}

// handlerWords say that a function's job is handling URIs: its tests
// feed it odd URIs to see how it copes (rule 2c).
var handlerWords = []string{"parse", "normali", "valid", "sanitiz", "saniti", "clean", "canonical", "escape", "unescape", "resolve", "match", "route", "rewrite", "redact", "mask", "scrub", "strip", "obfuscat", "censor", "password", "credential", "secret", "userinfo", "hide", "sensitive", "anonymi", "fromstring", "fromurl", "fromuri", "fromendpoint", "fromdsn", "fromlink", "guard", "ssrf", "allow", "filter", "safe", "lint", "idna", "punycode", "ascii", "unicode"}

// matcherWords, in a function's name, say that its job is matching,
// routing or rewriting what a request names: its inputs are the forms it
// must cope with (rule 2c).
var matcherWords = []string{"match", "route", "rewrite", "normali", "canonical", "sanitiz", "escape", "strip", "clean"}

// docWords, in the name of a field or of a type, say that its text
// documents: an example shown to users, help, usage (rule 3).
var docWords = []string{"example", "examples", "doc", "docs", "usage", "help", "description"}

// printWords start the names of the functions that print or log: a URI
// in their text is prose (rule 4).
var printWords = []string{"print", "fprint", "log", "info", "warn", "notice", "debug", "trace", "fatal", "panic"}

// helpFields are the fields of command and error structs that hold text
// shown to users, a command's help or a message (rule 4).
var helpFields = map[string]bool{
	"Usage": true, "UsageText": true, "Short": true, "Long": true, "Help": true,
	"Description": true, "Example": true, "Message": true,
}

// badWords, in a test's name for a value, its case's name, a comment on
// it or the value itself, say that the test writes it odd on purpose
// (rule 2b). Each is matched as a word of an identifier or of text.
var badWords = []string{"invalid", "malformed", "bad", "broken", "wrong", "evil", "bypass", "attack", "ssrf", "traversal", "bogus", "illegal", "corrupt", "garbage", "unsafe", "malicious", "injection", "reject", "rejected", "unsupported", "nonsense", "weird", "odd", "edge", "edgecase", "edgecases", "error", "errors", "fail", "fails", "failure", "negative", "mismatch", "mismatched", "purpose", "deliberate", "deliberately", "intentional", "intentionally", "ghsa", "cve", "exploit", "xss", "smuggling", "unparseable", "unparsable", "invalidly"}

// looseBadWords are the badWords that a name outside tests may hold for
// what the value is for, not for what it is: errorURL, failureRedirect,
// edgeEndpoint.
var looseBadWords = []string{"error", "errors", "fail", "fails", "failure", "edge", "negative", "reject", "rejected", "unsupported", "purpose", "odd", "weird", "unsafe"}

// normalWords name normalization: a test named for it writes a URI out of
// normal form on purpose (TestGetByIssuerNormalizesHost), whatever form
// the checks of normal form would report.
var normalWords = []string{"normalize", "normalizes", "normalized", "normalizing", "normalization", "normalise", "normalises", "normalised", "normalising", "normalisation", "canonical", "canonicalize", "canonicalizes", "canonicalized", "canonicalization"}

// outcomeWords are the badWords that tell what a test expects of a value
// rather than what the value is.
var outcomeWords = []string{"error", "errors", "fail", "fails", "failure"}

// unreachableWords, in a test URI's host, say that nothing answers there:
// a test that expects its request to fail tries the connection, not the
// URI (rule 2).
var unreachableWords = []string{"unreachable", "nonexist", "non-exist", "doesnotexist", "does-not-exist", "notexist", "not-exist", "unknown", "closed", "nowhere", "invalid"}

// rejectionWords, in the name of an error a test expects, say that the
// code under test rejects what the test gave it (rule 2a):
// ErrUnauthorized, ErrAuthenticationFailed, ErrInvalidURL.
var rejectionWords = []string{"auth", "forbidden", "denied", "permission", "credential", "password", "invalid", "malformed", "bad", "refused", "reject", "parse", "url", "uri", "scheme", "host", "port", "unsupported"}

// oddityWords, in a test's name for a value or a comment on it, name the
// kind of oddity a check reports: the test writes it on purpose, and
// that check is silent on it (rule 2b).
var oddityWords = map[string][]string{
	"hostcase":   append([]string{"uppercase", "upper", "lowercase", "mixedcase", "casediffering", "differentcase", "casing", "fold", "folds", "folded", "folding", "capital", "capitals", "capitalized", "insensitive", "insensitively"}, normalWords...),
	"schemecase": append([]string{"uppercase", "upper", "lowercase", "mixedcase", "casing", "fold", "folds", "folded", "folding", "capital", "capitals", "capitalized", "insensitive", "insensitively"}, normalWords...),
	"percent":    append([]string{"escaped", "escape", "escapes", "escaping", "encoded", "encoding", "percent", "hex", "unescaped", "special"}, normalWords...),
	"port":       append([]string{"port", "ports"}, normalWords...),
	"hostform":   {"idn", "idna", "unicode", "punycode", "ascii", "utf", "emptyhost", "emptyhostname", "hostless", "nohost"},
	"dotsegment": append([]string{"dot", "dots", "dotdot", "traversal", "parent", "relative", "segment", "segments", "clean", "cleans", "cleaned", "cleaning"}, normalWords...),
	"syntax":     {"utf", "unicode", "nonascii", "special"},
	// A case named for the password it holds is about it: "https url with
	// username password".
	"credentials": {"password", "passwords", "passwd", "credential", "credentials", "userinfo"},
}

// errorWords, in a message, say that something went wrong.
var errorWords = []string{"error", "errors", "fail", "failed", "fails", "failure", "invalid", "missing", "cannot", "unable", "refused", "rejected"}
