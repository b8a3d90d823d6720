package pkgsite

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
)

const sampleModulePath = "github.com/valid/module_name"

func newSearchRedirectHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		redirectToSearch(w, r, strings.TrimPrefix(r.URL.Path, "/"))
	})
}

func TestEmptyDirectoryBetweenNestedModulesRedirect(t *testing.T) {
	missingPath := sampleModulePath + "/missing"
	handler := newSearchRedirectHandler()
	for _, test := range []struct {
		name, path   string
		wantStatus   int
		wantLocation string
	}{
		// Source: golang.org/x/pkgsite/internal/frontend/fetchserver/404_test.go:476 (escaper: the expected redirect location puts the path in a query value with url.PathEscape, which leaves "&", "+" and "=" raw, while the code under test uses url.QueryEscape)
		{"want 302 for previously fetched directory", missingPath, http.StatusFound, "/search?q=" + url.PathEscape(missingPath)}, // defect escaper
	} {
		t.Run(test.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			handler.ServeHTTP(w, httptest.NewRequest("GET", "/"+test.path, nil))
			if w.Code != test.wantStatus {
				t.Errorf("got status %d, want %d", w.Code, test.wantStatus)
			}
			if got := w.Header().Get("Location"); got != test.wantLocation {
				t.Errorf("got location %q, want %q", got, test.wantLocation)
			}
		})
	}
}

func newGitHubInfo(repoURL, moduleDir, commit string) *Info {
	return &Info{repoURL: strings.TrimSuffix(repoURL, ".git"), moduleDir: moduleDir}
}

func (i *Info) rawURL(commit, p string) string {
	return i.repoURL + "/raw/" + commit + "/" + p
}

func TestReadme(t *testing.T) {
	for _, test := range []struct {
		name     string
		info     *Info
		contents string
		want     string
	}{
		{
			name: "relative image markdown is made absolute for GitHub",
			// Source: golang.org/x/pkgsite/internal/frontend/readme_test.go:247 (plainhttp: the test's source configuration points at github.com over plain http, and the README image links built from it are fetched by browsers although github serves https, rule 1)
			info:     newGitHubInfo("http://github.com/golang/go", "", "master"), // defect plainhttp
			contents: "![Go logo](doc/logo.png)",
			want:     "/raw/master/doc/logo.png",
		},
	} {
		t.Run(test.name, func(t *testing.T) {
			got := test.info.rawURL("master", "doc/logo.png")
			if !strings.HasSuffix(got, test.want) {
				t.Errorf("got %q, want suffix %q", got, test.want)
			}
		})
	}
}

func searchMode(r *http.Request) string {
	if strings.HasPrefix(r.FormValue("q"), "#") {
		return "symbol"
	}
	return r.FormValue("m")
}

func TestSearchQueryAndMode(t *testing.T) {
	for _, test := range []struct {
		name, m, q, wantSearchMode string
	}{
		{name: "symbol: prefix in symbol mode", m: "symbol", q: "#foo", wantSearchMode: "symbol"},
		{name: "search in package mode", m: "package", q: "foo", wantSearchMode: "package"},
	} {
		t.Run(test.name, func(t *testing.T) {
			// Source: golang.org/x/pkgsite/internal/frontend/search_test.go:231 (escaper: the table's rows vary the raw query on purpose, "#foo" included, rule 2d)
			u := fmt.Sprintf("/search?q=%s&m=%s", test.q, test.m) // lookalike
			r := httptest.NewRequest("GET", u, nil)
			if got := searchMode(r); got != test.wantSearchMode {
				t.Errorf("searchMode(%q) = %q, want %q", u, got, test.wantSearchMode)
			}
		})
	}
}

func badgeHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "Go Reference %s", r.FormValue("path"))
	})
}

func TestBadgeHandler(t *testing.T) {
	handler := badgeHandler()
	for _, test := range []struct {
		url  string
		want string
	}{
		// Source: golang.org/x/pkgsite/internal/frontend/badge_test.go:38 (syntax: a whole URL nested raw in a query value is RFC-valid, ':' and '/' are allowed there)
		{"/badge/?path=https://pkg.go.dev/net/http", "Go Reference"}, // lookalike
	} {
		t.Run(test.url, func(t *testing.T) {
			w := httptest.NewRecorder()
			handler.ServeHTTP(w, httptest.NewRequest("GET", test.url, nil))
			if !strings.Contains(w.Body.String(), test.want) {
				t.Errorf("want %q in %q", test.want, w.Body.String())
			}
		})
	}
}

func makePlaygroundProxy(pgURL *url.URL) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(pgURL)
			pr.Out.Host = pgURL.Host
			pr.Out.URL.Path = strings.TrimPrefix(pr.In.URL.Path, "/play")
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		},
	}
}

func TestPlaygroundShare(t *testing.T) {
	for _, test := range []struct {
		pgURL  *url.URL
		method string
		desc   string
		code   int
	}{
		// Source: golang.org/x/pkgsite/internal/frontend/playground_test.go:77 (hostform: a proxy target with no scheme and no host in the case named "Malformed URL returns internal server error", rule 2b)
		{pgURL: &url.URL{Path: "/*?"}, method: http.MethodPost, desc: "Share endpoint: Malformed URL returns internal server error", code: http.StatusInternalServerError}, // lookalike
	} {
		t.Run(test.desc, func(t *testing.T) {
			// Source: golang.org/x/pkgsite/internal/frontend/playground_test.go:87 (sink: the request built from a bare path is only served to the proxy handler, never sent by a client)
			req, err := http.NewRequest(test.method, "/play/share", strings.NewReader("package main")) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			w := httptest.NewRecorder()
			makePlaygroundProxy(test.pgURL).ServeHTTP(w, req)
			if w.Code != test.code {
				t.Errorf("status %d, want %d", w.Code, test.code)
			}
		})
	}
}

// Source: golang.org/x/pkgsite/internal/frontend/frontend_test.go:63 (syntax: raw "<em>" markup in the path is the injection input the router must render escaped, rule 2c)
func TestHTMLInjection(t *testing.T) {
	handler := http.NewServeMux()
	handler.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, strings.ReplaceAll(r.URL.Path, "<", "&lt;"))
	})
	w := httptest.NewRecorder()
	handler.ServeHTTP(w, httptest.NewRequest("GET", "/<em>UHOH</em>", nil)) // lookalike
	if strings.Contains(w.Body.String(), "<em>") {
		t.Error("User input was rendered unescaped.")
	}
}

// Source: golang.org/x/pkgsite/internal/frontend/links_test.go:20 (escaper: the module path is placed raw in the utm_campaign query value, a name that is not known to need escaping)
func expectedCodeWikiURL(baseURL, path string) string {
	return fmt.Sprintf("%s/%s?utm_source=first_party_link&utm_medium=go_pkg_web&utm_campaign=%s", baseURL, path, path) // lookalike
}

func stripScheme(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		return u[i+3:]
	}
	return u
}

func TestStripScheme(t *testing.T) {
	for _, test := range []struct {
		url, want string
	}{
		// Source: golang.org/x/pkgsite/internal/frontend/templates/templates_test.go:15 (plainhttp: input of stripScheme, whose job is removing the scheme, never requested, rule 2c)
		{"http://github.com", "github.com"}, // lookalike
		// Source: golang.org/x/pkgsite/internal/frontend/templates/templates_test.go:19 (syntax: the row names its input non-well-formed on purpose, rule 2b)
		{"nonwellformed.com/path?://query=1", "query=1"}, // lookalike
	} {
		if got := stripScheme(test.url); got != test.want {
			t.Errorf("%q: got %q, want %q", test.url, got, test.want)
		}
	}
	if got := expectedCodeWikiURL("", "x"); got == "" {
		t.Error("empty")
	}
}
