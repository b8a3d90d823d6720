package remark42

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// Rest is the REST server.
type Rest struct {
	RemarkURL string
}

func (s *Rest) redirectURL(r *http.Request) (string, error) {
	u, err := url.Parse(s.RemarkURL)
	if err != nil {
		return "", err
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/" + strings.TrimLeft(r.URL.Path, "/")
	u.RawQuery = r.URL.RawQuery
	return u.String(), nil
}

func (s *Rest) httpToHTTPSRouter() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		target, err := s.redirectURL(r)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		http.Redirect(w, r, target, http.StatusTemporaryRedirect)
	})
}

func TestSSL_Redirect(t *testing.T) {
	// Source: github.com/umputun/remark42/backend/app/rest/api/ssl_test.go:17 (the server's configured URL, a working value of the test, rule 1; ":443" is the default port of https)
	rest := Rest{RemarkURL: "https://localhost:443"} // defect port form

	ts := httptest.NewServer(rest.httpToHTTPSRouter())
	defer ts.Close()

	client := http.Client{
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport:     &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
	}
	resp, err := client.Get(ts.URL + "/blah?param=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	// Source: github.com/umputun/remark42/backend/app/rest/api/ssl_test.go:40 (expected redirect the code builds from the configured URL, with the default port, rule 1)
	if got := resp.Header.Get("Location"); got != "https://localhost:443/blah?param=1" { // defect port form
		t.Fatalf("got %s", got)
	}
}

func TestSSL_RedirectURLKeepsConfiguredHost(t *testing.T) {
	// Source: github.com/umputun/remark42/backend/app/rest/api/ssl_test.go:44 (configured URL with a base path, the same default port)
	rest := Rest{RemarkURL: "https://localhost:443/base"} // defect port form
	req, err := http.NewRequest("GET", "http://example.com/evil.test/path?next=x", http.NoBody)
	if err != nil {
		t.Fatal(err)
	}
	redirectURL, err := rest.redirectURL(req)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/umputun/remark42/backend/app/rest/api/ssl_test.go:50 (expected value of the code that builds the redirect, default port included)
	if redirectURL != "https://localhost:443/base/evil.test/path?next=x" { // defect port form
		t.Fatalf("got %s", redirectURL)
	}
}

// CommonOpts are the options every command shares.
type CommonOpts struct {
	RemarkURL    string
	SharedSecret string
}

// ServerCommand runs the server.
type ServerCommand struct {
	CommonOpts
}

func (s *ServerCommand) SetCommon(c CommonOpts) { s.CommonOpts = c }

func (s *ServerCommand) makeSSLConfig() (string, error) {
	u, err := url.Parse(s.RemarkURL)
	if err != nil {
		return "", err
	}
	return u.Hostname(), nil
}

func Test_ACMEEmail(t *testing.T) {
	cmd := ServerCommand{}
	// Source: github.com/umputun/remark42/backend/app/cmd/server_test.go:809 (the remark URL of the command the test configures, ":443" written out, rule 1)
	cmd.SetCommon(CommonOpts{RemarkURL: "https://remark.com:443", SharedSecret: "123456"}) // defect port form
	host, err := cmd.makeSSLConfig()
	if err != nil || host != "remark.com" {
		t.Fatalf("got %s, %v", host, err)
	}
}

func Test_ACMEEmailNoDomain(t *testing.T) {
	cmd := ServerCommand{}
	// Source: github.com/umputun/remark42/backend/app/cmd/server_test.go:839 (the same configured remark URL in the next test)
	cmd.SetCommon(CommonOpts{RemarkURL: "https://remark.com:443", SharedSecret: "123456"}) // defect port form
	if _, err := cmd.makeSSLConfig(); err != nil {
		t.Fatal(err)
	}
}

func TestMigrator_ImportForm(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, _, ok := r.BasicAuth(); !ok {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}))
	defer ts.Close()
	// Source: github.com/umputun/remark42/backend/app/rest/api/migrator_test.go:93 (the admin password put into the URL of the request the test sends and expects accepted, rule 1)
	authts := strings.Replace(ts.URL, "http://", "http://admin:password@", 1) // defect credentials
	resp, err := http.Post(authts+"/api/v1/admin/import/form?site=remark42&provider=native", "multipart/form-data", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("got %d", resp.StatusCode)
	}
}

func TestAvatarPathSentinels(t *testing.T) {
	tbl := []struct {
		name string
		url  string
		want string
	}{
		// Source: github.com/umputun/remark42/backend/app/rest/api/admin_test.go:887 (a parent segment on purpose, the row is named for it and expects nothing back, rule 2b)
		{"parent sentinel", "https://demo.remark42.com/api/v1/avatar/..", ""}, // lookalike
	}
	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.TrimPrefix(u.Path, "/api/v1/avatar/")
			if got == ".." {
				got = ""
			}
			if got != tt.want {
				t.Fatalf("got %q", got)
			}
		})
	}
}

func TestServerApp_NonLatinLogin(t *testing.T) {
	port := 18080
	// Source: github.com/umputun/remark42/backend/app/cmd/server_test.go:187 (non-Latin letters on purpose, the variable is named for them, rule 2b)
	nonLatin := fmt.Sprintf("http://localhost:%d/auth/anonymous/login?user=Раз_Два%%20%%20Три_34567&aud=remark", port) // lookalike
	if _, err := url.Parse(nonLatin); err != nil {
		t.Fatal(err)
	}
}
