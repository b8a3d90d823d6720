package valid

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Inputs that a test means to be bad are fixtures, which no check
// reports.
func TestParseErrors(t *testing.T) {
	_, err := url.Parse("http://[::1") // want `fixture URI-reference net/url.Parse "http://\[::1"`
	if err == nil {
		t.Fatal("want error")
	}
	if _, err := url.Parse("http://a b/"); err == nil { // want `fixture URI-reference net/url.Parse "http://a b/"`
		t.Fatal("want error")
	}
	tests := []struct{ name, url string }{
		{"upper", "HTTP://X:80/"}, // want `fixture shape shape "HTTP://X:80/"`
	}
	_ = tests
}

func TestOK(t *testing.T) {
	_, err := url.Parse("http://ok.example.com/") // want `URI-reference net/url.Parse "http://ok.example.com/"`
	if err != nil {
		t.Fatal(err)
	}
}

func TestMoreErrors(t *testing.T) {
	base, _ := url.Parse("http://ok2.example.com/") // want `URI-reference net/url.Parse "http://ok2.example.com/"`
	_, err := base.Parse(":foo")                    // want `fixture relative-ref \(\*net/url.URL\).Parse ":foo"`
	if _, ok := err.(*url.Error); !ok {             // an error is expected: no site
		t.Fatal(err)
	}
	_, err = url.Parse("%zz")                    // want `fixture URI-reference net/url.Parse "%zz"`
	assertError(t, err)                          // likewise
	_, err = url.Parse("http://[::1]:namedport") // want `fixture URI-reference net/url.Parse "http://\[::1\]:namedport"`
	if !errors.Is(err, errSentinel) {            // likewise
		t.Fatal(err)
	}
}

func assertError(t *testing.T, err error) {
	if err == nil {
		t.Fatal("want error")
	}
}

var errSentinel = errors.New("x")

func TestNoErrorExpected(t *testing.T) {
	_, err := url.Parse("http://ok3.example.com/") // want `URI-reference net/url.Parse "http://ok3.example.com/"`
	assertNoError(t, err)
}

func assertNoError(t *testing.T, err error) {
	if err != nil {
		t.Fatal(err)
	}
}

func TestTable(t *testing.T) {
	tests := []struct {
		in  string
		out *url.URL
	}{
		{"http://h:/", &url.URL{Scheme: "HTTP", Host: "h:", User: url.UserPassword("u", "p")}}, // want `fixture URI-reference valid.parseURL → net/url.Parse "http://h:/" \(input of parseURL, which handles URIs\)` `fixture component\(scheme\) net/url.URL.Scheme "HTTP"` `fixture component\(host\) net/url.URL.Host "h:"` `fixture component\(userinfo\) net/url.UserPassword "u:p"`
	}
	for _, tt := range tests {
		if u, _ := parseURL(tt.in); u != tt.out {
			t.Error(u)
		}
	}
}

func TestDeliberate(t *testing.T) {
	_, err := url.Parse("http://[bad") // want `fixture URI-reference net/url.Parse "http://\[bad"`
	if err == nil {
		t.Fatal("want error")
	}
	url.Parse("http://[bad") // want `fixture URI-reference net/url.Parse "http://\[bad"`
	u := &url.URL{Host: "h"} // want `component\(host\) net/url.URL.Host "h"`
	u.RawQuery = "new\nline" // want `fixture component\(query\) net/url.URL.RawQuery "new\\nline" \(it writes a control character\)`
	_ = u
}

// parseURL is the package's own parser, whose tests feed it odd URIs.
func parseURL(s string) (*url.URL, error) { return url.Parse(s) }

// Each fixture below is judged on the evidence its message names.
func TestJudged(t *testing.T) {
	// A bad port, kept on purpose.
	u, _ := url.Parse("http://h.example:99999/") // want `\(a comment on it says "bad"\)`
	_ = u
	ports := []struct {
		in      string
		wantErr string
	}{
		{"http://p.example:0/", "port 0"}, // want `\(its row expects an error \(wantErr\)\)`
	}
	for _, p := range ports {
		_, _ = url.Parse(p.in)
	}
	counts := []struct {
		in         string
		errorCount int
	}{
		{"http://c.example/q?x=1", 0}, // want `^URI-reference net/url.Parse "http://c.example/q\?x=1"$`
		{"http://c.example/q?x=%", 1}, // want `\(its row expects an error \(errorCount\)\)`
	}
	for _, c := range counts {
		_, _ = url.Parse(c.in)
	}
	forms := []string{
		"http://v.example/",    // want `fixture shape shape "http://v.example/" \(a row of a table that varies one URI\)`
		"http://v.example:80/", // want `fixture shape shape "http://v.example:80/" \(a row of a table that varies one URI\)`
	}
	_ = forms
	// A request to a host that is not there fails for the host: its URI
	// is a working value.
	if _, err := http.Get("http://localhost:99999/"); err == nil { // want `^absolute-URI net/http.Get "http://localhost:99999/"$`
		t.Fatal("want an error")
	}
}

var parseTests = []struct{ in string }{
	{"HTTP://T.example/"}, // want `\(a row of parseTests, a table of code that handles URIs\)`
}

func TestRejected(t *testing.T) {
	for _, tc := range []struct {
		url    string
		status int
	}{
		{"/files/%2e%2e/secret", http.StatusNotFound}, // want `\(its row expects a rejection \(status: http.StatusNotFound\)\)`
	} {
		_, _ = http.NewRequest("GET", tc.url, nil)
	}
	req, _ := http.NewRequest("GET", "/a/%2e%2e/b", nil) // want `\(the test expects the request refused \(http.StatusBadRequest\)\)`
	if req.Response != nil && req.Response.StatusCode != http.StatusBadRequest {
		t.Fatal(req.Response.StatusCode)
	}
}

// A refusal after another request is that request's: the URL given to
// the client before it is a working one.
func TestRefusedLater(t *testing.T) {
	c := &http.Client{}
	resp, err := c.Get("http://localhost:80/callback") // want `^absolute-URI \(\*net/http.Client\).Get "http://localhost:80/callback"$`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	req, _ := http.NewRequest("GET", "/callback", nil) // want `\(the test expects the request refused \(http.StatusBadRequest\)\)`
	if req.Response != nil && req.Response.StatusCode != http.StatusBadRequest {
		t.Fatal(req.Response.StatusCode)
	}
}

// A request made from the URL the statement writes is that URL's: the
// refusal after it is expected of it.
func TestRefusedParsed(t *testing.T) {
	u, _ := url.Parse("http://user:pass@localhost:9996/list") // want `\(the test expects the request refused \(http.StatusUnauthorized\)\)`
	req, _ := http.NewRequest("GET", u.String(), nil)
	if req.Response != nil && req.Response.StatusCode != http.StatusUnauthorized {
		t.Fatal(req.Response.StatusCode)
	}
}

// An upper-case word in brackets is a placeholder the code replaces.
func TestContextPlaceholders(t *testing.T) {
	ep := struct{ URL string }{URL: "https://[CONTEXT].host/users/[CONTEXT].userId"}
	_ = ep
}

func TestRedisOption(t *testing.T) {
	u, _ := url.Parse("redis://app:s3cret@cache.example/0") // want `\(the test checks the password it writes\)`
	if p, _ := u.User.Password(); p != "s3cret" {
		t.Fatal(p)
	}
}

var dsnCases = []struct{ in, host string }{
	{"clickhouse://u:pw@h1.example:9000/db", "h1.example:9000"}, // want `\(a row of a table that the test gives to parseDSN, which handles URIs\)`
}

func TestDSN(t *testing.T) {
	for _, c := range dsnCases {
		if got := parseDSN(c.in); got != c.host {
			t.Error(got)
		}
	}
}

// parseDSN is the package's own reader of connection strings.
func parseDSN(s string) string { return s }

func TestPathForms(t *testing.T) {
	for _, p := range []string{
		"/files/a%2Fb", // want `fixture URI-reference net/http.NewRequest "/files/a%2Fb" \(a row of a table that varies one URI\)`
		"/files/a%2fb", // want `fixture URI-reference net/http.NewRequest "/files/a%2fb" \(a row of a table that varies one URI\)`
	} {
		_, _ = http.NewRequest("GET", p, nil)
	}
}

func TestExpectedConnection(t *testing.T) {
	want := struct{ URI, Password string }{URI: "postgres://u:pw@db.example/app", Password: "pw"} // want `^shape field URI "postgres://u:pw@db.example/app"$`
	_ = want
}

type connURL struct{ User, Password, Host string }

func (c connURL) String() string { return c.Host }

func TestConnectionString(t *testing.T) {
	c := connURL{User: "u", Host: "db.example"}
	c.Password = "pw"
	if got := c.String(); got != "postgres://u:pw@db.example" { // want `^fixture shape shape "postgres://u:pw@db.example" \(the test writes the password apart too, for the code to put in or take out\)$`
		t.Fatal(got)
	}
}

func TestOriginAllowed(t *testing.T) {
	for _, tc := range []struct {
		name, origin string
		allowed      bool
	}{
		{"plain", "https://api.example.com", true},             // want `^URI-reference net/url.Parse "https://api.example.com"$`
		{"uppercase origin", "HTTPS://DOCS.EXAMPLE.COM", true}, // want `^fixture URI-reference net/url.Parse "HTTPS://DOCS.EXAMPLE.COM" \(a name says what is o.d in it \(hostcase, schemecase\)\)$`
	} {
		u, err := url.Parse(tc.origin)
		if err != nil || strings.HasSuffix(u.Host, "example.com") != tc.allowed {
			t.Fatal(tc.name)
		}
	}
}

func TestRedactedHidesPassword(t *testing.T) {
	u := new(url.URL)
	u.User = url.UserPassword("u", "hunter2") // want `^fixture component\(userinfo\) net/url.UserPassword "u:hunter2" \(the test checks the password it writes\)$`
	if strings.Contains(u.Redacted(), "hunter2") {
		t.Fatal(u.Redacted())
	}
}

type serverOptions struct{ Username, Password string }

func connectTo(urls []string) {
	for _, u := range urls {
		http.Get(u)
	}
}

func TestServerAuth(t *testing.T) {
	opts := serverOptions{Username: "me"}
	opts.Password = "pwd"
	connectTo([]string{"http://me:pwd@127.0.0.1:4222"}) // want `^shape shape "http://me:pwd@127.0.0.1:4222"$`
}

var hostPatterns = []string{"/dir/", "someHost.example/dir/"}

func TestHostPatterns(t *testing.T) {
	mux := http.NewServeMux()
	for _, p := range hostPatterns {
		mux.Handle(p, http.NotFoundHandler())
	}
	req, _ := http.NewRequest("GET", "http://someHost.example/dir/page", nil) // want `^fixture URI-reference net/http.NewRequest "http://someHost.example/dir/page" \(the test writes its host, in upper case, in a pattern too\)$`
	mux.ServeHTTP(nil, req)
}

func lowerScheme(u *url.URL) string { return u.String() }

// exportLowerScheme gives the tests the package's function, as
// export_test.go files do.
var exportLowerScheme = lowerScheme

func TestLowerScheme(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"HTTP://a.example/", "http://a.example/"}, // want `^fixture URI-reference net/url.Parse "HTTP://a.example/" \(a row of a table that the test gives to lowerScheme, which handles URIs\)$` `^fixture shape shape "http://a.example/" \(a row of a table that the test gives to lowerScheme`
	} {
		u, _ := url.Parse(tc.in)
		if got := exportLowerScheme(u); got != tc.want {
			t.Fatal(got)
		}
	}
}

var proxyAuthTests = []struct{ proxy, auth string }{
	{"http://foo:bar@proxy.example", "Basic Zm9vOmJhcg=="}, // want `^fixture shape shape "http://foo:bar@proxy.example" \(the test expects the Basic credentials its userinfo makes\)$`
}

type redisOptions struct{ Username, Password string }

// redisOptionsOf takes the credentials out of the URL.
func redisOptionsOf(u *url.URL) *redisOptions {
	pw, _ := u.User.Password()
	return &redisOptions{Username: u.User.Username(), Password: pw}
}

func TestRedisUsername(t *testing.T) {
	u, _ := url.Parse("redis://redis:secret@cache.example/0") // want `^fixture URI-reference net/url.Parse "redis://redis:secret@cache.example/0" \(the test gives the URL to code of the package that reads or redacts its userinfo\)$`
	if redisOptionsOf(u).Username != "redis" {
		t.Fail()
	}
}

// redactURLs hides the passwords of the URLs.
func redactURLs(us []*url.URL) []*url.URL { return us }

func TestRedactURLs(t *testing.T) {
	u, _ := url.Parse("nats://user1:secretpwd@127.0.0.1:7222") // want `^fixture URI-reference net/url.Parse "nats://user1:secretpwd@127.0.0.1:7222" \(the test gives the URL to code of the package that reads or redacts its userinfo\)$`
	if len(redactURLs([]*url.URL{u})) != 1 {
		t.Fail()
	}
}

// matchPath is the package's own path matcher.
type matchPath string

func (m matchPath) MatchRequest(r *http.Request) bool { return r.URL.Path == string(m) }

func TestMatcher(t *testing.T) {
	for _, tc := range []struct {
		match  matchPath
		input  string
		expect bool
	}{
		{"/foo/bar", "/foo%2fbar", true}, // want `fixture URI-reference net/http.NewRequest "/foo%2fbar" \(a row of a table that the test gives to MatchRequest, which handles URIs\)`
	} {
		req, _ := http.NewRequest("GET", tc.input, nil)
		if tc.match.MatchRequest(req) != tc.expect {
			t.Error(tc.input)
		}
	}
}

// shadowPassword is the package's own hider of passwords.
func shadowPassword(s string) string { u, _ := url.Parse(s); return u.Redacted() }

func TestShadow(t *testing.T) {
	_ = shadowPassword("redis://u:pw@h.example/") // want `fixture URI-reference valid.shadowPassword → net/url.Parse "redis://u:pw@h.example/" \(input of shadowPassword, which handles URIs\)`
}

func TestDummyWord(t *testing.T) {
	_, _ = http.NewRequest("GET", "y", nil) // want `fixture URI-reference net/http.NewRequest "y" \(a word that stands for a URI the test never uses\)`
}

var (
	errUnauthorized = errors.New("unauthorized")
	errTimeout      = errors.New("timeout")
)

func dial(u string) error {
	_, err := http.Get(u)
	return err
}

func TestDial(t *testing.T) {
	err := dial("https://u:wrong@api.example.com/") // want `fixture absolute-URI valid.dial → net/http.Get "https://u:wrong@api.example.com/" \(the test expects the request refused \(errUnauthorized\)\)`
	if err != errUnauthorized {
		t.Fatal(err)
	}
	err = dial("https://u:right@api.example.com/") // want `^absolute-URI valid.dial → net/http.Get "https://u:right@api.example.com/"$`
	if err != errTimeout {
		t.Fatal(err)
	}
}

func TestConnString(t *testing.T) {
	for _, tc := range []struct{ User, Passwd, Output string }{
		{User: "u", Passwd: "s3cret", Output: "postgres://u:s3cret@db.example/app"}, // want `fixture shape shape "postgres://u:s3cret@db.example/app" \(the expected URI of code the test gives the password\)`
	} {
		_ = tc
	}
}

func newServer(remotes []string) error {
	for _, r := range remotes {
		if _, err := url.Parse(r); err != nil {
			return err
		}
	}
	return errors.New("duplicate remote")
}

func TestDuplicateRemoteRedacted(t *testing.T) {
	err := newServer([]string{"nats://user1:pwd@127.0.0.1:1234", "nats://user1:pwd@127.0.0.1:1234"}) // want `^fixture shape shape "nats://user1:pwd@127.0.0.1:1234" \(the test expects a password masked\)$` `^fixture shape shape "nats://user1:pwd@127.0.0.1:1234" \(the test expects a password masked\)$`
	if err == nil || !strings.Contains(err.Error(), "user1:xxxxx") {
		t.Fatal(err)
	}
}

// after go.k6.io/k6: request_test.go (the user is masked too)
func TestMetricURLMasked(t *testing.T) {
	err := newServer([]string{"http://bob:pass@127.0.0.1:1234/basic-auth"}) // want `^fixture shape shape "http://bob:pass@127.0.0.1:1234/basic-auth" \(the test expects a password masked\)$`
	if err == nil || !strings.Contains(err.Error(), "http://****:****@127.0.0.1:1234/basic-auth") {
		t.Fatal(err)
	}
}

func TestEscapedPasswordBuilt(t *testing.T) {
	auth := map[string]string{"username": "sample", "password": "sec@ure"}
	want := "mongodb://sample:sec%40ure@db.example/test" // want `^fixture shape shape "mongodb://sample:sec%40ure@db.example/test" \(the expected URI of code the test gives the password\)$`
	_, _ = auth, want
}

var connAuth = []map[string]string{
	{"host": "db.example", "username": "sample", "password": "sec@ure"},
}

var connStrings = []struct {
	auth       *map[string]string
	connString string
}{
	{auth: &connAuth[0], connString: "mongodb://sample:sec%40ure@db.example/test"}, // want `^fixture .* "mongodb://sample:sec%40ure@db.example/test" \(the test writes the password apart too, for the code to put in or take out\)$`
}

var hostRequests = []struct{ url, want string }{
	{"http://someHost.example/dir/page", "dir"},      // want `^fixture shape shape "http://someHost.example/dir/page" \(the test writes its host, in upper case, in a pattern too\)$`
	{"http://otherHost.example/dir/page", "default"}, // want `^fixture shape shape "http://otherHost.example/dir/page" \(a row of a table of hosts that the test routes by, in upper case\)$`
}

func TestQueryOutsideIA5(t *testing.T) {
	u, err := url.Parse("https://example.com/") // want `^URI-reference net/url.Parse "https://example.com/"$`
	if err != nil {
		t.Fatal(err)
	}
	u.RawQuery = "∞" // want `^fixture .*"∞" \(the URL it is written into is in a row that expects an error\)$`
	for _, tc := range []struct {
		uris    []*url.URL
		wantErr string
	}{
		{uris: []*url.URL{u}, wantErr: "cannot be encoded"},
	} {
		_ = tc
	}
}

type plugin struct{ Location, Authentication string }

func TestPluginRepository(t *testing.T) {
	for _, tc := range []struct {
		plugin   *plugin
		wantRepo string
	}{
		{plugin: &plugin{Location: "git.example/p", Authentication: "foo:bar"}, wantRepo: "http://foo:bar@git.example/p"}, // want `^fixture shape shape "http://foo:bar@git.example/p" \(the expected URI of code the test gives the password\)$`
	} {
		_ = tc
	}
}

func curlCommand(method, u string) string { return method + " " + u }

// A raw space the row expects escaped is input to the code that escapes
// it; a raw space the row does not write escaped is a working value.
func TestCurlCommand(t *testing.T) {
	for _, tc := range []struct{ url, want string }{
		{url: "http://c.example/path with spaces", want: "GET http://c.example/path%20with%20spaces"}, // want `^fixture shape field url "http://c.example/path with spaces" \(the test expects the code to escape what no URI may hold\)$`
		{url: "http://c.example/other path", want: "GET http://c.example/other"},                      // want `^shape field url "http://c.example/other path"$`
	} {
		if got := curlCommand("GET", tc.url); got != tc.want {
			t.Error(got)
		}
	}
}

func assertResponse(t *testing.T, u string, status int, body string) {
	resp, err := http.Get(u)
	if err != nil || resp.StatusCode != status {
		t.Fatal(err)
	}
}

func TestBraces(t *testing.T) {
	assertResponse(t, "http://localhost:9080/e?q={%20x%20}", 200, "q=%7B%20x%20%7D") // want `^fixture absolute-URI valid.assertResponse → net/http.Get "http://localhost:9080/e\?q={%20x%20}" \(the test expects the code to escape what no URI may hold\)$`
}

// A linkifier's input, which the test expects linked as it is.
func TestLinkify(t *testing.T) {
	test := func(input, expected string) {}
	test("https://user:pw@l.example", `<p><a href="https://user:pw@l.example" rel="nofollow">https://user:pw@l.example</a></p>`) // want `^fixture shape shape "https://user:pw@l.example" \(the test expects it rendered as a link, as it is\)$`
	test("https://user:pw@m.example", `<p>https://user:pw@m.example</p>`)                                                        // want `^shape shape "https://user:pw@m.example"$`
}

type target struct{ raw string }

func makeTarget(s string) target { u, _ := url.Parse(s); return target{u.String()} }

func dialTarget(s string) target { return target{strings.TrimPrefix(s, "unix-abstract:")} }

// An expected value that gives back the row's input, which the code
// reads as no URI, is no working value either.
func TestTargetEcho(t *testing.T) {
	for _, tc := range []struct {
		target string
		want   target
	}{
		{target: "unix-abstract:/ a b", want: makeTarget("unix-abstract:/ a b")}, // want `^fixture .* "unix-abstract:/ a b" \(the expected value is the row's input, given back, which the code reads as no URI\)$`
	} {
		if got := dialTarget(tc.target); got != tc.want {
			t.Error(got)
		}
	}
}

type repository struct{ CloneURL, OriginalURL string }

// An scp-style git address is no URI.
func TestCloneURL(t *testing.T) {
	r := repository{CloneURL: "git@code.example.com:org/repo.git", OriginalURL: "https://code.example.com/org/repo"} // want `^shape field OriginalURL "https://code.example.com/org/repo"$`
	_ = r
}

// Userinfo for the server the test runs is the test's own.
func TestProxyAuth(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	u, _ := url.Parse(ts.URL)
	u.User = url.UserPassword("aladdin", "opensesame") // want `^fixture component\(userinfo\) net/url.UserPassword "aladdin:opensesame" \(the userinfo is for the server the test runs\)$`
	v, _ := url.Parse("http://p.example:3128")         // want `^URI-reference net/url.Parse "http://p.example:3128"$`
	v.User = url.UserPassword("aladdin", "opensesame") // want `^component\(userinfo\) net/url.UserPassword "aladdin:opensesame"$`
	_, _ = u, v
}

func urlsAreEqual(a, b *url.URL) bool { return a.String() == b.String() }

// A closure of the test that parses its arguments for a comparator of
// URLs gives the comparator its input.
func TestURLsAreEqual(t *testing.T) {
	check := func(t *testing.T, a, b string, same bool) {
		u1, _ := url.Parse(a)
		u2, _ := url.Parse(b)
		if urlsAreEqual(u1, u2) != same {
			t.Fatal(a, b)
		}
	}
	check(t, "nats://ivan:pwd@localhost:4222", "nats://ivan:pwd@localhost:4222", true) // want `^fixture shape shape "nats://ivan:pwd@localhost:4222" \(parsed for urlsAreEqual, which handles URIs\)$` `^fixture shape shape "nats://ivan:pwd@localhost:4222" \(parsed for urlsAreEqual, which handles URIs\)$`
}

// Rows that vary one URI in its userinfo, with a row of no password, try
// the code with credentials and without; rows that all hold passwords
// are working values.
func TestConnectionRows(t *testing.T) {
	rows := []map[string]string{
		{"connection": "postgresql://localhost:5432"},                   // want `^shape shape "postgresql://localhost:5432"$`
		{"connection": "postgresql://username:password@localhost:5432"}, // want `^fixture shape shape "postgresql://username:password@localhost:5432" \(a row of a table that varies the userinfo of one URI\)$`
	}
	apps := []string{
		"mongodb://app:apppw@m.example/", // want `^shape shape "mongodb://app:apppw@m.example/"$`
		"mongodb://a:bee@m.example/",     // want `^shape shape "mongodb://a:bee@m.example/"$`
	}
	_, _ = rows, apps
}

type assertion struct{ actual any }

func (a assertion) To(matcher bool) {}

func Expect(actual any) assertion { return assertion{actual} }

func HaveOccurred() bool { return true }

func Equal(v any) bool { return true }

func It(text string, body func()) { body() }

func endpointsFrom(issuer string) ([]string, error) {
	_, err := url.Parse(issuer)
	return nil, err
}

type exchangeRequest struct{ TokenEndpoint string }

func newExchangeRequest(r exchangeRequest) (*http.Request, error) {
	return http.NewRequest("POST", r.TokenEndpoint, nil)
}

// Gomega's assertions that an error occurred, and a check of the error's
// text, expect an error for the value.
func TestGomega(t *testing.T) {
	It("fails on a bad issuer", func() {
		endpoints, err := endpointsFrom("://") // want `^fixture URI-reference valid.endpointsFrom → net/url.Parse "://" \(the test expects an error for it\)$`
		Expect(err).To(HaveOccurred())
		_ = endpoints
	})
	req, err := newExchangeRequest(exchangeRequest{
		TokenEndpoint: "://issuer/oauth/token", // want `^fixture .* "://issuer/oauth/token" \(the test expects an error after writing it\)$`
	})
	Expect(req).To(Equal(nil))
	Expect(err.Error()).To(Equal("parse error"))
}

// A Ginkgo case's name says what is unusual in its value.
func TestGinkgoNames(t *testing.T) {
	It("keeps a utf query", func() {
		_, _ = http.NewRequest("GET", "https://g.example/?ሴ=bar", nil) // want `^fixture URI-reference net/http.NewRequest "https://g.example/\?ሴ=bar" \(a name says what is o.d in it \(hostform, syntax\)\)$`
	})
}

func TestSignRequestWithRelativePath(t *testing.T) {
	_, _ = http.NewRequest("GET", "https://g.example/foo/bar/../..", nil) // want `^fixture URI-reference net/http.NewRequest "https://g.example/foo/bar/../.." \(a name says what is o.d in it \(dotsegment\)\)$`
}

// An example's elided URI is none.
func ExampleElided() {
	http.Get("...")
}

type endpoint struct{ AuthURL string }

func (e endpoint) authCodeURL(state string) string { return e.AuthURL + "?state=" + state }

func (e endpoint) exchange() { http.Get(e.AuthURL) }

// The test expects the code to keep a relative endpoint relative.
func TestAuthCodeURLRelative(t *testing.T) {
	e := endpoint{AuthURL: "/auth-url"} // want `^fixture .* "/auth-url" \(the test expects what the code makes of it to start with it, relative\)$`
	const want = "/auth-url?state=s"
	if got := e.authCodeURL("s"); got != want {
		t.Fatal(got)
	}
}

func mergeSettings(connString string, overrides map[string]string) (string, error) {
	return connString, nil
}

// A password written under its key in a connection string of settings
// beside the URI is given to the code to put in or take out.
func TestMergeSettings(t *testing.T) {
	tests := []struct{ name, connString string }{
		{name: "keywords", connString: "host=db.example port=5432 user=base_user password=base_password"},
		{name: "URL", connString: "postgresql://base_user:base_password@db.example:5432/base"}, // want `^fixture shape field connString "postgresql://base_user:base_password@db.example:5432/base" \(the test writes the password apart too, for the code to put in or take out\)$`
	}
	for _, tt := range tests {
		if _, err := mergeSettings(tt.connString, nil); err != nil {
			t.Fatal(err)
		}
	}
}

func isRedirectAllowed(u *url.URL) bool { return u.Host == "example.com" }

// Payloads a redirect guard must refuse.
func TestRedirectPayloads(t *testing.T) {
	for _, raw := range []string{
		"https://g.example/%2f..", // want `^fixture URI-reference net/url.Parse "https://g.example/%2f.." \(a row of a table that the test gives to isRedirectAllowed, which handles URIs\)$`
	} {
		u, err := url.Parse(raw)
		if err != nil {
			continue
		}
		if isRedirectAllowed(u) {
			t.Error(raw)
		}
	}
}

// Words that show where the parts go, and a prefix, are no URIs.
func TestPlaceholders(t *testing.T) {
	u := url.URL{Scheme: "hdb", Host: "host:port"} // want `^component\(scheme\) net/url.URL.Scheme "hdb"$`
	_, _ = url.Parse("hdb://user:password@host:port")
	const endpointProtocol = "https://"
	_, _ = u, endpointProtocol
}

func sanitizeHTML(s string) string { u, _ := url.Parse(s); return u.String() }

// The input of code that handles URIs is a fixture for every check, even
// where a rule for one check would fit it too.
func TestSanitizeHTML(t *testing.T) {
	const want = `<a href="/x">`
	if got := sanitizeHTML(`<a href="/x">`); got != want { // want `^fixture URI-reference valid.sanitizeHTML → net/url.Parse "<a href=\\"/x\\">" \(input of sanitizeHTML, which handles URIs\)$`
		t.Error(got)
	}
}

type clusterOpts struct{ Username, Password string }

func optsFrom(args []string) clusterOpts { return clusterOpts{} }

// A test that checks the password the code gives back is the one it
// overrides the URI's with handles passwords; one that checks another
// URI's password says nothing of this one.
func TestOverridePassword(t *testing.T) {
	base := "postgresql://u:base_pw@db.example/app" // want `^fixture shape shape "postgresql://u:base_pw@db.example/app" \(the test checks the password it writes\)$`
	cfg := optsFrom([]string{base, "-password", "override pw"})
	if cfg.Password != "override pw" {
		t.Fatal(cfg)
	}
}

func TestOtherURIPassword(t *testing.T) {
	route := "nats-route://ruser:top_secret@127.0.0.1:7246"                         // want `^shape shape "nats-route://ruser:top_secret@127.0.0.1:7246"$`
	opts := optsFrom([]string{"-cluster", "nats://ivan:pwd@127.0.0.1:6222", route}) // want `^fixture shape shape "nats://ivan:pwd@127.0.0.1:6222" \(the test checks the password it writes\)$`
	if opts.Password != "pwd" {
		t.Fatal(opts)
	}
}

var errInsecure = errors.New("insecure")

func fetch(raw string) error {
	if _, err := http.Get(raw); err != nil {
		return err
	}
	return errInsecure
}

// A test that fails on one error expects another, or none: the URI is a
// working value. One that fails unless it gets that error expects it.
func TestFetchSchemes(t *testing.T) {
	if err := fetch("http://catalog.example.com:99999/catalog"); errors.Is(err, errInsecure) { // want `^absolute-URI valid.fetch → net/http.Get "http://catalog.example.com:99999/catalog"$`
		t.Fatal(err)
	}
	if err := fetch("http://example.com:99999/catalog"); !errors.Is(err, errInsecure) { // want `^fixture absolute-URI valid.fetch → net/http.Get "http://example.com:99999/catalog" \(the test expects an error for it\)$`
		t.Fatal(err)
	}
}

// A case's name that says no error is expected says the value works.
func TestRoundTripNames(t *testing.T) {
	for _, tc := range []struct{ name, url string }{
		{name: "returns no error", url: "https://one.example.com/a b"}, // want `^shape field url "https://one.example.com/a b"$`
		{name: "returns an error", url: "https://two.example.org/c d"}, // want `^fixture shape field url "https://two.example.org/c d" \(its case's name says "error"\)$`
	} {
		_ = tc
	}
}

// "unparseable" names a bad input too.
func TestRedactNames(t *testing.T) {
	for _, tc := range []struct{ name, in string }{
		{name: "unparseable", in: "http://three.example.com/%"}, // want `^fixture shape shape "http://three.example.com/%" \(its case's name says "unparseable"\)$`
	} {
		_ = tc
	}
}

// In a test, configuration binds a URL to its name (rule 1); a variable
// does not, as it is as often an input the test gives as a value it uses.
func TestConfigNames(t *testing.T) {
	cfg := struct{ Endpoint string }{Endpoint: "https://cosmos.example.com:443/"} // want `^shape field Endpoint "https://cosmos.example.com:443/"$`
	endpoint := "https://other.example.com:443/"                                  // want `^shape shape "https://other.example.com:443/"$`
	_, _ = cfg, endpoint
}

// Telemetry's tags describe a peer; they configure nothing.
func TestTagNames(t *testing.T) {
	tags := map[string]string{"server": "https://origin.example.com:443"} // want `^shape shape "https://origin.example.com:443"$`
	conf := map[string]string{"server": "https://origin.example.com:443"} // want `^shape field server "https://origin.example.com:443"$`
	_, _ = tags, conf
}

var errMissingHostname = errors.New("missing hostname")

// A row whose expected value is an error expects it, and so does a row
// whose field makes the value in a function.
func TestRowsWithSentinels(t *testing.T) {
	for _, tc := range []struct {
		name     string
		url      func() string
		expected error
	}{
		{name: "no hostname", url: func() string { return "https:///alertmanager" }, expected: errMissingHostname}, // want `^fixture shape shape "https:///alertmanager" \(its row expects an error \(expected\)\)$`
	} {
		_ = tc
	}
}

// A test named for a network error meets it at a port nothing listens
// on: the URI is a working value all the same.
func TestSendNetworkError(t *testing.T) {
	if _, err := http.NewRequest("GET", "http://localhost:99999", nil); err != nil { // want `^URI-reference net/http.NewRequest "http://localhost:99999"$`
		t.Fatal(err)
	}
}

// So does a test that gives the code a base URL there.
func TestBackendConnectionError(t *testing.T) {
	cfg := struct{ HubBaseURL string }{HubBaseURL: "http://localhost:99999"} // want `^shape field HubBaseURL "http://localhost:99999"$`
	_ = cfg
}

// A test named for normalizing writes URIs out of normal form.
func TestStoreNormalizesHost(t *testing.T) {
	rec := struct{ Issuer string }{Issuer: "https://Token.Example.com/"} // want `^fixture shape field Issuer "https://Token.Example.com/" \(a name says what is o.d in it \(dotsegment, hostcase, percent, port, schemecase\)\)$`
	_ = rec
}

// A list of URIs bound to a name is one site per element.
func TestConfigLists(t *testing.T) {
	env := map[string]string{"REDIRECT_URI": "http://host_1,http://host_2"} // want `^shape field REDIRECT_URI "http://host_1"$` `^shape field REDIRECT_URI "http://host_2"$`
	_ = env
}

// Rows that try the scheme and the port of one URI are a test of each.
func TestSchemeRows(t *testing.T) {
	for _, tc := range []struct{ method, url string }{
		{method: http.MethodPost, url: "https://doh.example.org:443"}, // want `^fixture shape field url "https://doh.example.org:443" \(a row of a table that varies one URI\)$`
		{method: http.MethodGet, url: "http://doh.example.org"},       // want `^fixture shape field url "http://doh.example.org" \(a row of a table that varies one URI\)$`
	} {
		_ = tc
	}
}

// A test that writes the userinfo on its own checks what the code makes
// of it.
func TestUserinfoApart(t *testing.T) {
	raw := "http://My%20User:My%20Pass@dummy.example/" // want `^fixture URI-reference net/url.Parse "http://My%20User:My%20Pass@dummy.example/" \(the test writes its userinfo apart too, for the code to put in or take out\)$`
	u, _ := url.Parse(raw)
	pw, _ := u.User.Password()
	if u.User.Username()+":"+pw != "My User:My Pass" {
		t.Fatal(u)
	}
}

// What the code under test builds or changes is a working value: its
// expected value is held to the rules of the code's output (rule 1). A
// value compared with no output of the package's code is a shape.
func TestAddress(t *testing.T) {
	cfg := serverConfig{Scheme: "http", Host: "console.example.io", Port: 80}
	if got := address(cfg); got != "http://console.example.io:80" { // want `^shape expected value of address "http://console.example.io:80"$`
		t.Fatal(got)
	}
	want := "http://console.example.io:8080"                                     // want `^shape expected value of address "http://console.example.io:8080"$`
	if got, want := address(cfg), "http://console.example.io:80/"; got != want { // want `^shape expected value of address "http://console.example.io:80/"$`
		t.Fatal(got)
	}
	if got := address(serverConfig{"http", "console.example.io", 8080}); got != want {
		t.Fatal(got)
	}
	u, _ := url.Parse("http://relay.example.io:80/x") // want `^URI-reference net/url.Parse "http://relay.example.io:80/x"$`
	setPath(u, "/y")
	if u.String() != "http://relay.example.io:80/y" { // want `^shape expected value of setPath "http://relay.example.io:80/y"$`
		t.Fatal(u)
	}
	in := "http://relay.example.io:80/x"      // want `^shape shape "http://relay.example.io:80/x"$`
	if in != "http://relay.example.io:80/x" { // want `^shape shape "http://relay.example.io:80/x"$`
		t.Fatal(in)
	}
}

// The expected value a row's function literal returns is a row of the
// table the test gives to the code it tries.
func TestValidateURLRows(t *testing.T) {
	tests := []struct {
		in   string
		want func() *url.URL
	}{
		{
			in: "https://u:p@valid.example", // want `^fixture URI-reference valid.validateURL → net/url.Parse "https://u:p@valid.example" \(input of validateURL, which handles URIs\)$`
			want: func() *url.URL {
				u, _ := url.Parse("https://u:p@valid.example") // want `^fixture URI-reference net/url.Parse "https://u:p@valid.example" \(a row of a table that the test gives to validateURL, which handles URIs\)$`
				return u
			},
		},
	}
	for _, tc := range tests {
		if got, _ := validateURL(tc.in); got.String() != tc.want().String() {
			t.Fatal(got)
		}
	}
}

// Rows that write a URI and the bare host:port it names try both forms.
func TestMarkFailedRows(t *testing.T) {
	for _, tc := range []struct{ host string }{
		{"http://cache.example.com:80"}, // want `^fixture URI-reference valid.markFailed → net/url.Parse "http://cache.example.com:80" \(a row of a table that varies one URI\)$`
		{"cache.example.com:80"},        // want `^URI-reference valid.markFailed → net/url.Parse "cache.example.com:80"$`
	} {
		markFailed(tc.host)
	}
}

// A row whose expected output says the input is refused.
func TestSecretDSNRows(t *testing.T) {
	for _, tc := range []struct{ dsn, exp string }{
		{dsn: "grpc://192.168.0.%31:2136/", exp: "<invalid DSN>"}, // want `^fixture URI-reference valid.secretDSN → net/url.Parse "grpc://192.168.0.%31:2136/" \(its row expects "<invalid DSN>" \(exp\)\)$`
	} {
		if got := secretDSN(tc.dsn); got != tc.exp {
			t.Fatal(got)
		}
	}
}

// A row that expects its input back as written tries the form it has.
func TestRequestURIRows(t *testing.T) {
	for _, tc := range []struct{ uri, want string }{
		{
			uri:  "http://foo.example/path/%2f/bar/", // want `^fixture URI-reference valid.targetOf → net/http.NewRequest "http://foo.example/path/%2f/bar/" \(its row expects it back as written\)$`
			want: "http://foo.example/path/%2f/bar/", // want `^fixture shape .* "http://foo.example/path/%2f/bar/" \(the expected value is the row's input, given back as written\)$`
		},
	} {
		if got := targetOf(tc.uri); got != tc.want {
			t.Fatal(got)
		}
	}
}

// Expected values that vary as their rows' inputs do are working values.
func TestAPIURL(t *testing.T) {
	for _, tc := range []struct{ addr, expected string }{
		{addr: "/ip4/127.0.0.1/tcp/80", expected: "http://127.0.0.1:80"},        // want `^shape expected value of apiURL "http://127.0.0.1:80"$`
		{addr: "/ip4/127.0.0.1/tcp/443/tls", expected: "https://127.0.0.1:443"}, // want `^shape expected value of apiURL "https://127.0.0.1:443"$`
	} {
		if got := apiURL(tc.addr); got != tc.expected {
			t.Fatal(got)
		}
	}
}

func apiURL(addr string) string { return addr }

// An example that shows the password taken out of the URL.
func ExampleUserinfo() {
	u, _ := url.Parse("mqtt://user:s3cret@broker.example:1883") // want `^fixture URI-reference net/url.Parse "mqtt://user:s3cret@broker.example:1883" \(the test checks the password it writes\)$`
	p, _ := u.User.Password()
	println(p)
	// Output: s3cret
}

// What a functional option is given configures the client, as a field
// would.
func TestWithEndpoint(t *testing.T) {
	_ = WithEndpoint("http://console.example:80") // want `^shape parameter endpoint of valid.WithEndpoint "http://console.example:80"$`
}

// "mixed case" names what the target tries.
func TestMixedCaseTarget(t *testing.T) {
	for _, tc := range []struct{ name, target string }{
		{"absolute mixed case HTTPS", "hTtPs://example.test/protected"}, // want `\(a name says what is o.d in it \(hostcase, schemecase\)\)`
	} {
		_, _ = http.NewRequest("GET", tc.target, nil)
	}
}

// A case's name says its host differs in case, or is empty.
func TestTokenHost(t *testing.T) {
	for _, tc := range []struct{ name, target string }{
		{name: "case-differing API host", target: "https://GATEWAY.example"},      // want `\(a name says what is o.d in it \(hostcase\)\)`
		{name: "withholds the token from an empty hostname", target: "http:///x"}, // want `\(a name says what is o.d in it \(hostform\)\)`
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _ = http.Get(tc.target)
		})
	}
}

// A request whose URL the test gives to the package's comparer of URLs
// is the comparer's input.
func TestSameOrigin(t *testing.T) {
	base := &url.URL{Scheme: "https", Host: "api.example"}          // want `component\(scheme\)` `component\(host\)`
	req, _ := http.NewRequest("GET", "https://API.example/v1", nil) // want `^fixture URI-reference net/http.NewRequest "https://API.example/v1" \(parsed for sameOrigin, which handles URIs\)$`
	if !sameOrigin(req.URL, base) {
		t.Fatal("not the same origin")
	}
}

// The test's own helper is named for what it expects of its argument.
func TestFromURI(t *testing.T) {
	assertURIFail := func(u *url.URL) {
		if _, err := url.Parse(u.String()); err == nil {
			t.Errorf("%v parsed", u)
		}
	}
	assertURIFail(&url.URL{Scheme: "SPIFFE", Host: "trustdomain"}) // want `component\(scheme\) net/url.URL.Scheme "SPIFFE" \(the test's helper it is given to says "fail"\)` `component\(host\) net/url.URL.Host "trustdomain" \(the test's helper it is given to says "fail"\)`
}

// The test expects an error message that quotes the URI.
func TestMissingHost(t *testing.T) {
	var logged string
	_, err := url.Parse("tcp://") // want `\(the test expects an error message that quotes it\)`
	if err == nil {
		logged = "server [error]: missing host part in URL 'tcp://'"
	}
	if logged != "server [error]: missing host part in URL 'tcp://'" {
		t.Fatal(logged)
	}
}

// A configuration file that writes the URI is no message of an error.
func TestGatewayConfig(t *testing.T) {
	conf := "reject_unknown: true\nurls: [\"nats://gw.example:5222\"]\n"
	u, _ := url.Parse("nats://gw.example:5222") // want `^URI-reference net/url.Parse "nats://gw.example:5222"$`
	_, _ = conf, u
}

// A request given whole to code that reads its parameters is no input
// of a URI's handler.
func TestTimeParam(t *testing.T) {
	req, _ := http.NewRequest("GET", "localhost:42/foo?start=1", nil) // want `^URI-reference net/http.NewRequest "localhost:42/foo\?start=1"$`
	_ = parseTimeParam(req, "start")
}

func TestIsOriginInList(t *testing.T) {
	for _, tc := range []struct {
		name, origin string
		list         []string
		want         bool
	}{
		{"userinfo kept", "https://u:pw@app.example/", []string{"https://app.example"}, true}, // want `^fixture URI-reference valid.isOriginInList → net/url.Parse "https://u:pw@app.example/" \(input of isOriginInList, which handles URIs\)$` `^fixture shape shape "https://app.example" \(a row of a table that the test gives to isOriginInList, which handles URIs\)$`
	} {
		if got := isOriginInList(tc.origin, tc.list); got != tc.want {
			t.Fatal(tc.name)
		}
	}
}

func TestFinalizeReadsUserinfo(t *testing.T) {
	cd := &connDetails{URL: "postgres://u:pw@db.example/app"} // want `^fixture URI-reference net/url.Parse "postgres://u:pw@db.example/app" \(the test gives the settings it is written into to finalize, which takes the password out of it\)$`
	if err := cd.finalize(); err != nil {
		t.Fatal(err)
	}
	other := connDetails{URL: "postgres://u:pw@db.example/app"} // want `^URI-reference net/url.Parse "postgres://u:pw@db.example/app"$`
	if err := other.connect(); err != nil {
		t.Fatal(err)
	}
}

func TestFollowRedirect(t *testing.T) {
	for _, tc := range []struct {
		name    string
		to      *url.URL
		wantErr bool
	}{
		{"downgrade", &url.URL{Scheme: "HTTP", Host: "code.example"}, true}, // want `^fixture component\(scheme\) net/url.URL.Scheme "HTTP" \(its row expects an error \(wantErr\)\)$` `^fixture component\(host\) net/url.URL.Host "code.example" \(its row expects an error \(wantErr\)\)$`
		{"same", &url.URL{Scheme: "HTTPS", Host: "code.example"}, false},    // want `^component\(scheme\) net/url.URL.Scheme "HTTPS"$` `^component\(host\) net/url.URL.Host "code.example"$`
	} {
		if err := followRedirect("https://code.example", tc.to); (err != nil) != tc.wantErr { // want `^shape shape "https://code.example"$`
			t.Fatal(tc.name)
		}
	}
}

func TestHostCaseFolds(t *testing.T) {
	for _, tc := range []struct{ name, in string }{
		{"host case folds", "https://API.example/v1"}, // want `^fixture URI-reference net/url.Parse "https://API.example/v1" \(a name says .* \(hostcase, schemecase\)\)$`
	} {
		if _, err := url.Parse(tc.in); err != nil {
			t.Fatal(tc.name)
		}
	}
}

type sdConfig struct{ Servers []string }

type discoveryConfigs []any

type scrapeConfig struct {
	FailureLogFile string
	Discovery      discoveryConfigs
}

func TestLoadScrapeConfig(t *testing.T) {
	want := &scrapeConfig{
		FailureLogFile: "scrape.log",
		Discovery: discoveryConfigs{
			&sdConfig{
				Servers: []string{
					"https://marathon.example:8443", // want `^shape field Servers "https://marathon.example:8443"$`
				},
			},
		},
	}
	if want.FailureLogFile == "" {
		t.Fatal(want)
	}
}

// A table keyed by its cases' names names each row.
func TestKeyedCases(t *testing.T) {
	for name, tc := range map[string]struct{ body string }{
		"malformed port":         {body: "http://k.example:99999/"},               // want `^fixture shape shape "http://k.example:99999/" \(its case's name says "malformed"\)$`
		"fail/basic-auth-in-url": {body: `{"url": "https://user:pw@k.example"}`},  // want `^fixture shape text "https://user:pw@k.example" \(its case's name says "fail"\)$`
		"ok":                     {body: `{"url": "https://user:pw@ok.example"}`}, // want `^shape text "https://user:pw@ok.example"$`
	} {
		t.Log(name, tc.body)
	}
}

// A reader of settings handles no URI: what it gives back is the
// setting, working. A parser of connection strings gives back their
// endpoint as written.
func TestSettingsValue(t *testing.T) {
	if parseSettings([]string{"A=1"})["URL"] != "https://api.example:443/" { // want `^shape shape "https://api.example:443/"$`
		t.Fatal("url")
	}
}

func TestAccountEndpoint(t *testing.T) {
	if parseAccountString("AccountKey=k") != "https://acct.example:443/" { // want `^fixture shape shape "https://acct.example:443/" \(the expected value of a test of code that handles URIs\)$`
		t.Fatal("endpoint")
	}
}

// A test that tries whether the parser takes a URI, and adds rows only
// where it does, means both as written; a URI it parses and must get is
// a working value.
func TestZoneProbe(t *testing.T) {
	var rows []string
	if _, err := url.ParseRequestURI("http://[fe80::1%25lo0]"); err == nil { // want `fixture request-URI net/url.ParseRequestURI "http://\[fe80::1%25lo0\]" \(the test tries whether the call accepts it\)`
		rows = append(rows, "ws://[fe80::1%25lo0]/chat") // want `fixture shape shape "ws://\[fe80::1%25lo0\]/chat" \(the test writes it only where a call has accepted a URI it tries\)`
	}
	rows = append(rows, "ws://[fe80::1]/chat")                // want `^shape shape "ws://\[fe80::1\]/chat"$`
	if u, err := url.Parse("http://[fe80::2]/"); err == nil { // want `^URI-reference net/url.Parse "http://\[fe80::2\]/"$`
		rows = append(rows, u.String())
	}
	for _, r := range rows {
		if _, err := url.ParseRequestURI(r); err != nil {
			t.Fatal(err)
		}
	}
}

// The expected URL of a builder given parts is a working value (rule 1):
// the code under test makes it, from no URI.
func TestResolveCluster(t *testing.T) {
	tests := []struct {
		clusterIP string
		want      string
	}{
		{"hit", "https://hit:443"}, // want `^shape shape "https://hit:443"$`
		{"lb", "https://lb:443"},   // want `^shape shape "https://lb:443"$`
	}
	for _, tt := range tests {
		if got := resolveCluster(tt.clusterIP, 443).String(); got != tt.want {
			t.Errorf("got %q", got)
		}
	}
}

// The elements of a list whose loop fails the test when a call accepts
// one are meant to be refused (rule 2a); those of a list whose loop wants
// them accepted are working values.
func TestPushPolicy(t *testing.T) {
	blocked := []string{
		"http:///nohost", // want `fixture URI-reference net/url.Parse "http:///nohost" \(a row of a list whose loop expects an error for each\)`
	}
	for _, raw := range blocked {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkPushURL(u); err == nil {
			t.Errorf("%s allowed", raw)
		}
	}
	hooks := []string{
		"http://public.example/hook", // want `^URI-reference net/url.Parse "http://public.example/hook"$`
	}
	for _, raw := range hooks {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkPushURL(u); err != nil {
			t.Error(err)
		}
	}
}

// A test that fails if the check accepts the URI expects it refused
// (rule 2a).
func TestUnreachable(t *testing.T) {
	if serverReachable(&url.URL{Scheme: "tcp", Host: "-not a real network address-"}) { // want `fixture component\(scheme\) net/url.URL.Scheme "tcp" \(the test fails if a check accepts it\)` `fixture component\(host\) net/url.URL.Host "-not a real network address-" \(the test fails if a check accepts it\)`
		t.Fatal("reachable")
	}
	if !serverReachable(&url.URL{Scheme: "tcp", Host: "db.example.com:5432"}) { // want `^component\(scheme\) net/url.URL.Scheme "tcp"$` `^component\(host\) net/url.URL.Host "db.example.com:5432"$`
		t.Fatal("unreachable")
	}
}

// curl and wget fetch the URIs their command lines give them.
func TestCurlCommands(t *testing.T) {
	_ = []string{"curl.exe", "-k", "https://kubernetes.example:443"}                            // want `^shape command "https://kubernetes.example:443"$`
	_ = exec.Command("curl", "-u", "me", fmt.Sprintf("https://%s:443/v2/", "registry.example")) // want `^shape command "https://registry.example:443/v2/"$`
	_ = []string{"echo", "https://kubernetes.example:443"}                                      // want `^shape shape "https://kubernetes.example:443"$`
	_ = []string{"https://kubernetes.example:443", "curl"}                                      // want `^shape shape "https://kubernetes.example:443"$`
}

// openDB reads a connection URI, as a driver's Open does before it dials.
func openDB(dsn string) error {
	_, err := url.Parse(dsn)
	return err
}

// This test only ensures that connection strings are parsed correctly.
func TestOpenDB(t *testing.T) {
	if err := openDB("db://root:hunter2@localhost:9180"); err != nil { // want `^fixture URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180" \(input of the package's parsing of URIs, which the test is named for\)$`
		t.Fatal(err)
	}
}

// A test that connects uses the password as a working value.
func TestConnectDB(t *testing.T) {
	if err := openDB("db://root:hunter2@localhost:9180"); err != nil { // want `^URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180"$`
		t.Fatal(err)
	}
}

func TestOpenDBTable(t *testing.T) {
	for _, tt := range []struct {
		dsn     string
		wantErr bool
	}{
		{"db://root:hunter2@localhost:9180", true},       // want `^fixture URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180" \(its row expects an error \(wantErr\)\)$`
		{"db://root:hunter2@localhost:9180/main", false}, // want `^fixture URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/main" \(a row of a table that varies one URI, userinfo kept, and rejects another\)$`
	} {
		if err := openDB(tt.dsn); (err != nil) != tt.wantErr {
			t.Fatal(err)
		}
	}
	// A table that writes the URI unchanged in other rows varies
	// something else: the URI is a working value.
	for _, tt := range []struct {
		dsn     string
		retries int
		wantErr bool
	}{
		{"db://root:hunter2@localhost:9180/main", 1, false}, // want `^URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/main"$`
		{"db://root:hunter2@localhost:9180/main", -1, true}, // want `^fixture URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/main" \(its row expects an error \(wantErr\)\)$`
		{"db://root:hunter2@localhost:9180/", 1, true},      // want `^fixture URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/" \(its row expects an error \(wantErr\)\)$`
	} {
		if err := openDB(tt.dsn); (err != nil) != tt.wantErr || tt.retries == 0 {
			t.Fatal(err)
		}
	}
	for _, dsn := range []string{
		"db://root:hunter2@localhost:9180/main", // want `^URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/main"$`
		"db://root:hunter2@localhost:9180/logs", // want `^URI-reference valid.openDB → net/url.Parse "db://root:hunter2@localhost:9180/logs"$`
	} {
		if err := openDB(dsn); err != nil {
			t.Fatal(err)
		}
	}
}

// mustParseURL is a test's helper: what it parses is the test's working
// value, not the input of code under test.
func mustParseURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

type notifierConfig struct{ raw *url.URL }

// ParseURL reads the settings out of a service URL.
func (c *notifierConfig) ParseURL(u *url.URL) error {
	c.raw = u
	return nil
}

// URL writes the settings back as a service URL.
func (c *notifierConfig) URL() *url.URL { return c.raw }

func TestNotifierSends(t *testing.T) {
	c := &notifierConfig{raw: mustParseURL(t, "matrix://bot:hunter2@chat.example.com")} // want `^URI-reference valid.mustParseURL → net/url.Parse "matrix://bot:hunter2@chat.example.com"$`
	_ = c
}

func TestNotifierConfigParses(t *testing.T) {
	u := mustParseURL(t, "matrix://bot:hunter2@chat.example.com?rooms=a") // want `^fixture URI-reference valid.mustParseURL → net/url.Parse "matrix://bot:hunter2@chat.example.com\?rooms=a" \(parsed for ParseURL, which handles URIs\)$`
	if err := (&notifierConfig{}).ParseURL(u); err != nil {
		t.Fatal(err)
	}
}

// A test that gives the code a URI and expects it back tries the
// package's reading and writing of it.
func TestNotifierConfigRoundTrip(t *testing.T) {
	in := "matrix://bot:hunter2@chat.example.com?rooms=%23a" // want `^fixture URI-reference valid.mustParseURL → net/url.Parse "matrix://bot:hunter2@chat.example.com\?rooms=%23a" \(the test gives it to the code and expects it back\)$`
	c := &notifierConfig{}
	if err := c.ParseURL(mustParseURL(t, in)); err != nil {
		t.Fatal(err)
	}
	if got := c.URL().String(); got != in {
		t.Fatalf("got %q", got)
	}
}

// A helper that checks the code, rather than giving the test a URL, is
// part of the test: the rows it is given are the code's cases.
func checkParseDSN(t *testing.T, in, wantUser string) {
	t.Helper()
	u, err := url.Parse(in)
	if err != nil || u.User.Username() != wantUser {
		t.Errorf("%s: %v", in, err)
	}
}

func TestParseDSNTable(t *testing.T) {
	for _, tt := range []struct{ in, user string }{
		{"db://root:hunter2@localhost/main", "root"}, // want `^fixture URI-reference valid.checkParseDSN → net/url.Parse "db://root:hunter2@localhost/main"`
	} {
		checkParseDSN(t, tt.in, tt.user)
	}
}

// configFromWebhookURL reads headers out of a webhook URL's query.
func configFromWebhookURL(u url.URL) map[string]string { return map[string]string{"q": u.RawQuery} }

func TestWebhookHeaders(t *testing.T) {
	u := mustParseURL(t, "https://hooks.example.com/in?@Authorization=Bearer token") // want `^fixture URI-reference valid.mustParseURL → net/url.Parse "https://hooks.example.com/in\?@Authorization=Bearer token" \(parsed for configFromWebhookURL, which handles URIs\)$`
	if configFromWebhookURL(*u)["q"] == "" {
		t.Fatal("no query")
	}
}

// wssTransport builds the URI it dials with a function it is set up with.
type wssTransport struct {
	DialURI func(hostPort string) string
	Handler func(hostPort string) string
}

func TestWSSDialURI(t *testing.T) {
	tran := &wssTransport{DialURI: func(hp string) string { return "wss://" + hp }, Handler: func(hp string) string { return hp }} // want `^shape shape "wss://x"$`
	if got := tran.DialURI("localhost:443"); got != "wss://localhost:443" {                                                        // want `^shape expected value of DialURI "wss://localhost:443"$`
		t.Fatal(got)
	}
	// A field not named for a URI may hold anything.
	if got := tran.Handler("wss://localhost:443"); got != "wss://localhost:443" { // want `^shape shape "wss://localhost:443"$` `^shape shape "wss://localhost:443"$`
		t.Fatal(got)
	}
}

// A value that says it is bad is written so on purpose; one whose
// resource is named for the error it answers with is not.
func TestResolverValues(t *testing.T) {
	bad := "http://invalid.example.com:80/x" // want `^fixture shape shape "http://invalid.example.com:80/x" \(the value says "invalid"\)$`
	_ = bad
}

func TestResolverEndpoint(t *testing.T) {
	endpoint := "http://127.0.0.1:80/error/nsaddrs" // want `^shape shape "http://127.0.0.1:80/error/nsaddrs"$`
	_ = endpoint
}

// The rows a test gives to a predicate of the package are the cases it
// asks about (rule 2c).
func TestSourceHasVersionConstraint(t *testing.T) {
	for _, tc := range []struct {
		source string
		want   bool
	}{
		{"tfr://registry.example/vpc/aws?version=~> 3.3", true}, // want `\(input of SourceHasVersionConstraint, which handles URIs\)`
	} {
		if got := SourceHasVersionConstraint(tc.source); got != tc.want {
			t.Error(tc.source)
		}
	}
}

// The message of the assertion after the value says what the test
// checks of it, as a case's name does (rule 2b).
func TestClientBaseURL(t *testing.T) {
	c := newPlankaClient("https://alice:hunter2@planka.example/api")     // want `\(a name says what is o.d in it \(credentials\)\)`
	assert.Equal(t, "https://planka.example", c, "userinfo is stripped") // want `^shape expected value of newPlankaClient "https://planka.example"$`
}

// A row whose expected URI has no userinfo tries code that takes the
// userinfo out; one that expects it kept passes the password through.
func TestRepositoryString(t *testing.T) {
	for _, tc := range []struct {
		in       url.URL
		expected string
	}{
		{in: url.URL{Scheme: "https", Host: "git.example", User: url.UserPassword("u", "pw")}, expected: "https://git.example"},      // want `\(its row expects the URI back without its userinfo\)` `^shape shape "https://git.example"$` `^component\(host\) net/url.URL.Host "git.example"$` `^component\(scheme\) net/url.URL.Scheme "https"$`
		{in: url.URL{Scheme: "https", Host: "git.example", User: url.UserPassword("u", "pw")}, expected: "https://u:pw@git.example"}, // want `^component\(userinfo\) net/url.UserPassword "u:pw"$` `^component\(host\) net/url.URL.Host "git.example"$` `^component\(scheme\) net/url.URL.Scheme "https"$` `\(the expected URI of code the test gives the password\)`
	} {
		if got := strings.TrimSuffix(tc.in.String(), "/"); got != tc.expected {
			t.Error(got)
		}
	}
}

// A scheme in alternating case tries that the code reads schemes
// without regard to case; "HTTP" alone is a slip a test may make too.
func TestProxyRequest(t *testing.T) {
	req, _ := http.NewRequest("GET", "HtTp://mixed.example", nil)  // want `^fixture URI-reference net/http.NewRequest "HtTp://mixed.example" \(its scheme is written in alternating case, as a test of case-insensitivity writes it\)$`
	req2, _ := http.NewRequest("GET", "HTTP://upper.example", nil) // want `^URI-reference net/http.NewRequest "HTTP://upper.example"$`
	_, _ = req, req2
}

func TestPortDefaultForScheme(t *testing.T) {
	req, _ := http.NewRequest("GET", "HtTp://named.example", nil) // want `^fixture URI-reference net/http.NewRequest "HtTp://named.example" \(a name says what is o.d in it \(port\)\)$`
	_ = req
}
