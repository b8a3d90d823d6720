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
//   - a value written where programs keep their configuration, that
//     flows to a sink: the default of a flag (flag, pflag, kingpin), of a
//     struct tag (default, envDefault, env-default), of an environment
//     lookup (if empty, os.LookupEnv, cmp.Or, a getenv helper that
//     returns its fallback), each value written to a field that a sink
//     reads (configuration structs, the columns of test tables), and the
//     elements of a literal a range goes over. Each value is a site of
//     its own;
//   - a string with a URI's shape, "scheme://…" with a registered or
//     widely used scheme, bound to a name that says URL (apiURL,
//     WebhookEndpoint, redirect_uri, DSN, a flag "server-url", a tag's
//     env:"DATABASE_URL", a viper key "db.url", t.Setenv's key), never to
//     one that says Host, also a concatenation or fmt.Sprintf written
//     where it is bound, unless it completes what the variable held
//     (addr = "http://" + addr). Its evidence is the name (EvidenceName);
//   - any other string that is unmistakably a URI by its shape alone: a
//     known scheme and "://", a broken "://" followed by a host, or
//     "scheme://user:password@" of any scheme, also the known start of
//     a concatenation or of a printf format (EvidenceShape). Only the
//     checks of what is wrong whatever the use look at these: a
//     password, a broken "://", white space at an end, a port above
//     65535;
//   - "scheme://user:password@…" inside a longer string, bound to a key
//     that says URL: a JSON or YAML document, a KEY=value line
//     (EvidenceText), but not text shown to users or documentation.
//     Only the password is judged there, as where the URI ends is a
//     guess.
//
// The value may be a literal, a named constant, a concatenation of
// constants, a variable assigned once, or the result of a function that
// returns a constant. It may also be known in part: "HTTP://" + host, or
// fmt.Sprintf("http://%s:80/", h), where each unknown part is a hole that
// no check reports on; a constant argument of fmt.Sprintf fills its verb.
// Every byte of the value maps back to the source: exactly inside string
// literals and struct tags, whatever their escapes, and across the
// literals of concatenated constants, possibly in other files.
//
// Site.Read gives the one lenient reading of a site that the checks share:
// where its scheme, separator, authority, host and password are, also in
// strings RFC 3986 rejects and in values known only in part. Result.Value
// tells what is known of any other string expression of the package.
//
// Result.Builds gives every expression of the package that builds a URI,
// or may, with what is known of its parts and the expression in each
// hole: a concatenation, fmt.Sprintf and the functions that pass their
// format on to it (FormatFact), url.JoinPath, path.Join and its kin, a
// value written to a field of net/url.URL or to the Host of an
// http.Request, and a URI written into a variable and extended by "+="
// in the statements after (dsn := "postgres://", then dsn += user + "@",
// under an if or not; an if with an else forks it, a loop, a switch or
// another write ends it), or into a strings.Builder or bytes.Buffer one
// WriteString, WriteByte or WriteRune at a time. The checks of construction
// read them there rather than walk the syntax again.
//
// A function that passes one of its string parameters unchanged to a sink
// is a sink too: the analyzer exports a fact for it, so that callers in
// other packages are checked, as printf does for its wrappers. One that
// reaches the sink only under a condition on the parameter, or on what
// it computes from it, or after returning early without an error on
// what it takes in another form, passes no demand on (README, rule 5).
// So does a field of a configuration that a sink reads only under a
// condition on it (if strings.HasPrefix(cfg.Address, "ws:")): only the
// values written to it as URIs are held to the sink's rules.
//
// The analyzer stays silent where a string is not surely a URI: host:port
// addresses (sinks that take one are marked in the table), DSNs of
// drivers that do not take URLs, gRPC targets without "scheme://",
// templates, format strings, patterns and the arguments of matching
// functions (strings.HasPrefix), prefixes completed later, generated
// files. A constant of another package is its own package's site, not
// one at each use.
//
// The finder judges, once per site, what a test means by a URI it writes
// (intent.go): a working value, held to the rules of non-test code, or a
// fixture (Site.Fixture, with the evidence) that no check reports: an
// input the test expects rejected, a value whose name, case, comment or
// test says it is bad, the input or expected output of the package's own
// URI-handling code (named for redacting or masking, or for parsing,
// validating, matching… and, unless named for URIs, using net/url or
// net/http), a row of a table that writes one URI in several
// forms. In a test, a URL bound to a name is left to the shape finder;
// one the test compares with what a function of the package builds or
// changes is that code's expected output, held to the rules of names
// (outputs.go, builtExpected).
package sites
