package tables

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func resolveChartRef(ref string) (string, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "", errors.New("not a URL")
	}
	resp, err := http.Get(ref)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return ref, nil
}

// Source: github.com/helm/helm/pkg/downloader/chart_downloader_test.go
// Rows of chart references; the "full URL, with authentication" row
// writes a password in the URL, which the downloader fetches.
func TestResolveChartRef(t *testing.T) {
	tests := []struct {
		name, ref string
		fail      bool
	}{
		{name: "full URL", ref: "https://charts.example.com/web-1.2.3.tgz"},
		{name: "full URL, with authentication", ref: "http://deploy:deploypw@charts.example.com/web-1.2.3.tgz"}, // lookalike
	}
	for _, tt := range tests {
		if _, err := resolveChartRef(tt.ref); (err != nil) != tt.fail {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

// Source: github.com/go-git/go-git/plumbing/transport/url_test.go
// Remote URLs parsed into endpoints; the rows with a user and password
// are ordinary inputs the parser must keep.
func TestParseRemoteURL(t *testing.T) {
	tests := []struct {
		input string
	}{
		{input: "http://git:gitpw@git.example.com:8080/team/repo.git?x#y"}, // lookalike
		{input: "https://git:gitpw@git.example.com/team/repo.git"},         // lookalike
		{input: "ssh://git:gitpw@git.example.com/team/repo.git"},           // lookalike
		{input: "git@git.example.com:team/repo.git"},                       // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			if _, err := parseRemote(tc.input); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func parseRemote(s string) (*url.URL, error) {
	if i := strings.Index(s, "@"); i > 0 && !strings.Contains(s, "://") {
		host, p, _ := strings.Cut(s[i+1:], ":")
		return &url.URL{Scheme: "ssh", User: url.User(s[:i]), Host: host, Path: "/" + p}, nil
	}
	return url.Parse(s)
}

// Source: github.com/go-git/go-git/plumbing/transport/http/redirect_test.go
// The redirect target row with a user and password, parsed and followed.
func TestRedirectRedaction(t *testing.T) {
	tests := []struct {
		name      string
		targetURL string
	}{
		{name: "redacts credentials in redirect errors", targetURL: "https://user:userpw@git.example.com/repo.git"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			target, err := url.Parse(tt.targetURL)
			if err != nil {
				t.Fatal(err)
			}
			_ = &http.Request{URL: target, Header: http.Header{}}
		})
	}
}

// Source: github.com/mongodb/mongo-go-driver/mongo/options/clientoptions_test.go
// Connection strings applied to client options; the password rows are
// valid inputs, and so is the list of hosts after "mongodb://". ApplyURI
// parses them, and the rows named for the password are its cases.
func TestApplyURI(t *testing.T) {
	testCases := []struct {
		name string
		uri  string
	}{
		{name: "Password", uri: "mongodb://app:apppw@localhost/"},                          // lookalike
		{name: "Single character username and password", uri: "mongodb://a:b@localhost/"},  // lookalike
		{name: "Hosts", uri: "mongodb://localhost:27017,localhost:27018,localhost:27019/"}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_ = options.Client().ApplyURI(tc.uri)
		})
	}
}

// Source: github.com/dapr/components-contrib/common/authentication/postgresql/metadata_test.go
// Cases of connection strings merged with extra settings; each row's
// ConnectionString is a postgres URL with a password, opened afterwards.
func TestConnectionStringCases(t *testing.T) {
	tests := map[string]struct {
		ConnectionString string
		sslRootCert      string
	}{
		"no changes": {
			ConnectionString: "postgres://app:apppw@localhost:5432/appdb?sslmode=disable", // defect credentials
		},
		"adds root cert": {
			ConnectionString: "postgres://app:apppw@localhost:5432/appdb?sslmode=verify-full", // defect credentials
			sslRootCert:      "/certs/root.pem",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := pgxpool.New(context.Background(), tc.ConnectionString); err != nil {
				t.Log(err)
			}
		})
	}
}

func maskCredentials(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	u.User = url.User("xxxxx")
	return u.String()
}

// Source: github.com/moby/moby/daemon/config/config_test.go
// Proxy URLs given to the masking function; the raw ones hold passwords.
func TestMaskCredentials(t *testing.T) {
	tests := []struct {
		rawURL string
	}{
		{rawURL: "http://USER:PASSWORD@proxy.example.com:3128/"},          // lookalike
		{rawURL: "http://PASSWORD:PASSWORD@proxy.example.com:3128/"},      // lookalike
		{rawURL: "http://:PASSWORD@proxy.example.com:3128/"},              // lookalike
		{rawURL: "http://USER%40corp:password@proxy.example.com:3128/"},   // lookalike
		{rawURL: "http://USER%40corp:pa%3Fsword@proxy.example.com:3128/"}, // lookalike
	}
	for _, test := range tests {
		if strings.Contains(maskCredentials(test.rawURL), "PASSWORD") {
			t.Error(test.rawURL)
		}
	}
}

// Source: github.com/hashicorp/go-getter/url_test.go
// Rows of url.URL values with url.UserPassword and constant strings; the
// test redacts them, and the row is named for its password.
func TestRedactURL(t *testing.T) {
	cases := []struct {
		name string
		url  *url.URL
	}{
		{
			name: "non-blank Password",
			url: &url.URL{
				Scheme: "http",
				Host:   "host.example",
				User:   url.UserPassword("deploy", "deploypw"), // lookalike
			},
		},
	}
	for _, tc := range cases {
		if _, ok := tc.url.User.Password(); !ok {
			t.Error(tc.name)
		}
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/huebridge/huebridge_test.go
// Bridge URLs that Init must ignore; the last row writes the bridge
// secret in the URL.
func TestBridgeURLs(t *testing.T) {
	tests := []struct {
		addr     string
		expected string
	}{
		{addr: "remote://20112233:bridgepw@missing-remote.example/", expected: "missing remote application credentials"}, // defect credentials
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			if _, err := url.Parse(tt.addr); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func urlEqual(a, b string) bool {
	u1, err1 := url.Parse(a)
	u2, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		if u.Scheme == "https" {
			return "443"
		}
		return "80"
	}
	return u1.Scheme == u2.Scheme && u1.Hostname() == u2.Hostname() && port(u1) == port(u2)
}

// Source: github.com/helm/helm/pkg/action/install_test.go
// TestUrlEqual: the explicit default ports are the point of the rows,
// which check that the comparison treats them as equal.
func TestURLEqual(t *testing.T) {
	tests := []struct {
		name       string
		url1, url2 string
		expected   bool
	}{
		{name: "default HTTPS port vs explicit", url1: "https://repo.example.com", url2: "https://repo.example.com:443", expected: true}, // lookalike
		{name: "default HTTP port vs explicit", url1: "http://repo.example.com", url2: "http://repo.example.com:80", expected: true},     // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if urlEqual(tc.url1, tc.url2) != tc.expected {
				t.Error(tc.name)
			}
		})
	}
}

func equalURLs(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return a == b
	}
	ua.Path = path.Clean(ua.Path)
	ub.Path = path.Clean(ub.Path)
	return ua.String() == ub.String()
}

// Source: github.com/helm/helm/internal/urlutil/urlutil_test.go
// TestEqual feeds dot segments on purpose: the function under test must
// clean them before comparing.
func TestEqualCleansPaths(t *testing.T) {
	for _, tt := range []struct {
		a, b  string
		match bool
	}{
		{"http://charts.example.com/./stable/", "http://charts.example.com/stable/", true},            // lookalike
		{"http://charts.example.com/incubator/../stable/", "http://charts.example.com/stable/", true}, // lookalike
	} {
		if equalURLs(tt.a, tt.b) != tt.match {
			t.Errorf("%q == %q", tt.a, tt.b)
		}
	}
}

// Source: github.com/helm/helm/pkg/repo/v1/chartrepo_test.go
// A repository URL with an escaped slash, written as the test's author
// received it, to check that resolving keeps the escape.
func TestResolveEscapedSlash(t *testing.T) {
	for _, tt := range []struct {
		base, ref, want string
	}{
		{"http://localhost:8123/charts%2fwith%2fescaped%2fslash", "web-0.2.0.tgz", "web-0.2.0.tgz"}, // lookalike
	} {
		if !strings.HasSuffix(tt.base+"/"+tt.ref, tt.want) {
			t.Error(tt.base)
		}
	}
}

func repoFromURL(s string) (string, string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", "", err
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) != 2 {
		return "", "", errors.New("invalid path")
	}
	return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www."), parts[0] + "/" + parts[1], nil
}

// Source: github.com/cli/cli/internal/ghrepo/repo_test.go
// Inputs to the repository URL parser: the "www.GITHUB.com" row is in
// capitals on purpose, and the parser must normalise the host.
func TestRepoFromURL(t *testing.T) {
	tests := []struct {
		name  string
		input string
		host  string
	}{
		{name: "www URL in capitals", input: "http://www.GITHUB.com/octo/hello.git", host: "github.com"}, // lookalike
	}
	for _, tt := range tests {
		host, _, err := repoFromURL(tt.input)
		if err != nil || host != tt.host {
			t.Errorf("%s: %s %v", tt.name, host, err)
		}
	}
}

// Source: github.com/traefik/traefik/pkg/muxer/http/matcher_test.go
// A map of request URLs to the status the Host rule must give them: the
// capitals are there to test case-insensitive host matching.
func TestHostMatcherCase(t *testing.T) {
	expected := map[string]int{
		"https://example.com/path": http.StatusOK,
		"https://EXAMPLE.COM/path": http.StatusOK, // lookalike
	}
	for calledURL, status := range expected {
		req := httptest.NewRequest(http.MethodGet, calledURL, nil)
		if strings.EqualFold(req.Host, "example.com") != (status == http.StatusOK) {
			t.Error(calledURL)
		}
	}
}

// Source: github.com/gofiber/fiber/middleware/cors/utils_test.go
// Origins matched against an allowed subdomain pattern; the mixed-case
// row is a non-normalized origin that must not match, on purpose.
func TestOriginMatching(t *testing.T) {
	tests := []struct {
		name, origin, suffix string
		want                 bool
	}{
		{name: "no match with non-normalized origin", origin: "https://API.example.com", suffix: ".example.com", want: false}, // lookalike
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.origin)
		if err != nil {
			t.Fatal(err)
		}
		if (u.Host == strings.ToLower(u.Host) && strings.HasSuffix(u.Host, tt.suffix)) != tt.want {
			t.Error(tt.name)
		}
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/nginx/nginx_test.go
// URLs with and without the default port, on purpose: the tags derived
// from each must name the same server.
func TestServerTags(t *testing.T) {
	urls := []string{"http://localhost/status", "http://localhost:80/status"} // lookalike
	for _, raw := range urls {
		addr, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		if addr.Hostname() != "localhost" {
			t.Error(raw)
		}
	}
}

// Source: github.com/etcd-io/etcd/pkg/flags/unique_urls_test.go
// Inputs to the flag's URL-list parser, with the expected set: the rows
// spell out port 80 to check that it is kept.
func TestUniqueURLsFlag(t *testing.T) {
	tests := []struct {
		s   string
		exp map[string]struct{}
	}{
		{
			s:   "http://10.0.0.5:80",                          // lookalike
			exp: map[string]struct{}{"http://10.0.0.5:80": {}}, // lookalike
		},
	}
	for _, tt := range tests {
		got := map[string]struct{}{}
		for _, s := range strings.Split(tt.s, ",") {
			if _, err := url.Parse(s); err != nil {
				t.Fatal(err)
			}
			got[s] = struct{}{}
		}
		if len(got) != len(tt.exp) {
			t.Error(tt.s)
		}
	}
}

func checkAllowedHTTPURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	h := strings.ToLower(u.Hostname())
	if h == "localhost" || strings.HasPrefix(h, "127.") || strings.HasPrefix(h, "10.") {
		return errors.New("not allowed by policy")
	}
	return nil
}

// Source: github.com/gohugoio/hugo/config/security/securityConfig_test.go
// URLs the SSRF guard must deny; the capital LOCALHOST is there to see
// that the guard is not fooled by case.
func TestDeniedByDefault(t *testing.T) {
	for _, u := range []string{
		"http://localhost/",
		"http://LOCALHOST:8080/",      // lookalike
		"http://user:pass@127.0.0.1/", // lookalike
		"http://10.0.0.1/",
	} {
		if err := checkAllowedHTTPURL(u); err == nil {
			t.Errorf("%s: expected an error", u)
		}
	}
}

func normalizeURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	return strings.ToLower(u.Host) + strings.TrimSuffix(u.Path, "/"), nil
}

// Source: github.com/qepting91/go_crawler/normalize_url_test.go
// TestNormalizeURL: the "capital letters" row is input to the crawler's
// normaliser, which must lower-case the host.
func TestNormalizeURL(t *testing.T) {
	tests := []struct {
		name     string
		inputURL string
		expected string
	}{
		{name: "capital letters", inputURL: "https://WIKI.example.dev/path", expected: "wiki.example.dev/path"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := normalizeURL(tc.inputURL)
			if err != nil || got != tc.expected {
				t.Errorf("got %q, %v", got, err)
			}
		})
	}
}

// Source: github.com/getsentry/sentry-go/httpclient/sentryhttpclient_test.go
// The request URL spells out port 443 on purpose: the span must report
// server.port "443".
func TestTracedRequestPort(t *testing.T) {
	tests := []struct {
		RequestMethod string
		RequestURL    string
		WantPort      string
	}{
		{RequestMethod: "GET", RequestURL: "https://example.com:443/foo/bar?baz=123#readme", WantPort: "443"}, // lookalike
	}
	for _, tt := range tests {
		req, err := http.NewRequest(tt.RequestMethod, tt.RequestURL, nil)
		if err != nil {
			t.Fatal(err)
		}
		if req.URL.Port() != tt.WantPort {
			t.Error(tt.RequestURL)
		}
	}
}

func absURL(in, base string) string {
	if u, err := url.Parse(in); err == nil && u.IsAbs() {
		return in
	}
	return strings.TrimSuffix(base, "/") + "/" + strings.TrimPrefix(in, "/")
}

// Source: github.com/gohugoio/hugo/helpers/url_test.go
// AbsURL's edge case: "http//foo" has no scheme and is a relative path,
// joined to the base like any other.
func TestAbsURLEdgeCases(t *testing.T) {
	tests := []struct {
		input, baseURL, expected string
	}{
		{"http//docs", "http://base/path", "http://base/path/http//docs"}, // lookalike
	}
	for _, test := range tests {
		if got := absURL(test.input, test.baseURL); got != test.expected {
			t.Errorf("got %q", got)
		}
	}
}

// Source: github.com/caddyserver/caddy/modules/internal/network/networkproxy_test.go
// A proxy URL with a placeholder for its host; with an empty replacement
// it must be rejected.
func TestProxyPlaceholderHost(t *testing.T) {
	for i, tc := range []struct {
		name    string
		url     string
		wantErr bool
	}{
		{name: "port only, no host", url: "http://{proxy.host}:80", wantErr: true},               // lookalike
		{name: "userinfo but no host", url: "http://user:pass@{proxy.host}:8080", wantErr: true}, // lookalike
	} {
		raw := strings.ReplaceAll(tc.url, "{proxy.host}", "")
		u, err := url.Parse(raw)
		if (err != nil || u.Hostname() == "") != tc.wantErr {
			t.Errorf("%d: %s", i, tc.name)
		}
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/x509_cert/x509_cert_test.go
// The "unsupported scheme" row is meant to fail: the plugin rejects a
// source it cannot read a certificate from.
func TestCertSourceErrors(t *testing.T) {
	tests := []struct {
		name   string
		server string
		error  bool
	}{
		{name: "unsupported scheme", server: "foo://", error: true}, // lookalike
	}
	for _, test := range tests {
		u, err := url.Parse(test.server)
		if (err != nil || u.Scheme != "https") != test.error {
			t.Error(test.name)
		}
	}
}

// Source: github.com/dapr/components-contrib/pubsub/rabbitmq/metadata_test.go
// Rows of component properties; the connection string of the first row
// carries the broker password, and the broker is dialled with it.
func TestRabbitConnectionRows(t *testing.T) {
	tests := []struct {
		name string
		args map[string]string
	}{
		{name: "connection string", args: map[string]string{"connectionString": "amqp://orders:orderspw@rabbit-cs.example"}}, // defect credentials
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := url.Parse(tt.args["connectionString"]); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Source: github.com/mongodb/mongo-go-driver/x/mongo/driver/topology/polling_srv_records_test.go
// SRV URIs ranged over and applied; the second, a regression test, has a
// user and password in it.
func TestPollingSRV(t *testing.T) {
	for _, uri := range []string{
		"mongodb+srv://cluster0.db.example.com/?heartbeatFrequencyMS=500",
		"mongodb+srv://app:apppw@cluster0.db.example.com/?heartbeatFrequencyMS=500", // lookalike
	} {
		t.Run(uri, func(t *testing.T) {
			_ = options.Client().ApplyURI(uri)
		})
	}
}

// Source: github.com/influxdata/telegraf/plugins/common/postgresql/config_test.go
// For each row the DSN is a postgres URL prefix with user and password,
// completed with the row's query; the plugin parses it.
func TestSanitizedAddress(t *testing.T) {
	tests := []struct {
		name  string
		value string
	}{
		{name: "simple text", value: "foo"},
		{name: "space in value", value: "foo%20bar"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dsn := "postgresql://metrics:metricspw@localhost:5432/db?" + "application_name=" + tt.value // defect credentials
			if _, err := pgxpool.New(context.Background(), dsn); err != nil {
				t.Log(err)
			}
		})
	}
}
