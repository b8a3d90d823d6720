package victoriametrics

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"strings"
	"testing"
)

func authProxy(user, pass string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		if !ok || u != user || p != pass {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		w.Write([]byte(path.Clean(r.URL.Path)))
	})
}

func TestAuthProxyBasicAuth(t *testing.T) {
	h := authProxy("foo", "secret")
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmauth/main_test.go:282 (credentials in the request URL sent to the auth proxy under test)
	req := httptest.NewRequest(http.MethodGet, "http://foo:secret@some-host.example.com/a/b", nil) // lookalike
	req.SetBasicAuth("foo", "secret")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatal(rec.Code)
	}
}

func TestProxyPathNormalization(t *testing.T) {
	h := authProxy("foo", "secret")
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmauth/main_test.go:357 (dot segments and doubled slashes as input of the path normaliser)
	req := httptest.NewRequest(http.MethodGet, "http://some-host.example.com/../../a//.///bar/", nil) // lookalike
	req.SetBasicAuth("foo", "secret")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if !strings.HasPrefix(rec.Body.String(), "/a/bar") {
		t.Fatal(rec.Body.String())
	}
}

func TestInvalidIDPURL(t *testing.T) {
	f := func(s string) {
		t.Helper()
		if _, err := url.Parse(s); err == nil {
			t.Fatalf("expected error for %q", s)
		}
	}
	// invalid URL
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmauth/sso_test.go:172 (DEL byte in a URL under "invalid URL", an error is expected)
	f("https://idp.example.com/auth\x7f") // lookalike
}

func TestProxyURLErrors(t *testing.T) {
	for _, src := range []string{
		"bad-scheme://my-url",
		// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/proxy/proxy_test.go:33 (port that is not a number, error wanted)
		"http://some-url:bad-port", // lookalike
	} {
		u, err := url.Parse(src)
		if err == nil && u.Scheme == "http" {
			t.Fatalf("want error for url: %s", src)
		}
	}
}

func scrapeURL(scheme, address, metricsPath string) string {
	if !strings.Contains(address, ":") {
		if scheme == "https" {
			address += ":443"
		} else {
			address += ":80"
		}
	}
	return scheme + "://" + address + metricsPath
}

func TestScrapeURLDefaultPort(t *testing.T) {
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/promscrape/scrape_url_test.go:60 (expected scrape URL with the default port the builder adds)
	if got, want := scrapeURL("http", "foo", "/metrics"), "http://foo:80/metrics"; got != want { // lookalike
		t.Fatalf("got %q", got)
	}
}

func TestCurlMasksPassword(t *testing.T) {
	toCurl := func(u string) string {
		p, _ := url.Parse(u)
		if p.User != nil {
			p.User = url.UserPassword(p.User.Username(), "xxxxx")
		}
		return "curl -k -X POST '" + p.String() + "'"
	}
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmalert/rule/utils_test.go:49 (password in the input of the request-to-curl converter, which masks it)
	got := toCurl("https://user:pass@foo.example.com") // lookalike
	if strings.Contains(got, "pass@") {
		t.Fatal(got)
	}
}

func TestUnixTransport(t *testing.T) {
	c := unixClient("/tmp/vm.sock")
	if c.server == "" {
		t.Fatal("no server")
	}
}
