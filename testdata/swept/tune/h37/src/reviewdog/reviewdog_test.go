package reviewdog

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

func TestWithServerVariablesWrong(t *testing.T) {
	wrongServerTests := []string{
		// Source: github.com/reviewdog/reviewdog/service/bitbucket/server_api_context_test.go:56 (syntax: a row of wrongServerTests, and the test fails unless parsing it returns an error)
		"http//bitbucket.my-company.com", // lookalike
		// Source: github.com/reviewdog/reviewdog/service/bitbucket/server_api_context_test.go:57 (syntax: a row of wrongServerTests, and the test fails unless parsing it returns an error)
		"http::/bitbucket.my-company.com", // lookalike
	}
	for _, server := range wrongServerTests {
		if _, err := withServerVariables(server); err == nil {
			t.Fatalf("expect parsing to fail for url: %s", server)
		}
	}
}

func TestPostCheck(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/reviewdog/reviewdog/doghouse/client/client_test.go:19 (syntax: an underscore is allowed in an RFC 3986 reg-name, and the value is an opaque string echoed back by the test server)
		w.Write([]byte(`{"report_url": "http://report_url"}`)) // lookalike
	})
	ts := httptest.NewServer(mux)
	defer ts.Close()
	resp, err := postCheck(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/reviewdog/reviewdog/doghouse/client/client_test.go:32 (syntax: the same opaque report value compared back, an underscore is legal in a reg-name)
	if resp.ReportURL != "http://report_url" { // lookalike
		t.Errorf("got unexpected response: %v", resp)
	}
}

func TestListFilesPaginates(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/reviewdog/reviewdog/service/github/diff_test.go:365 (syntax: a Link header value wraps the URI in angle brackets and parameters, and the URI itself uses the test server's own Host)
		w.Header().Set("Link", fmt.Sprintf(`<http://%s/repos/o/r/pulls/20/files?page=2>; rel="next"`, r.Host)) // lookalike
	})
	ts := httptest.NewServer(mux)
	defer ts.Close()
}

func TestRepoHTMLURL(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if err := json.NewEncoder(w).Encode(&Repository{
			// Source: github.com/reviewdog/reviewdog/service/github/github_test.go:585 (hostform: a single-label host in a fixture repository page is none of the rare host forms)
			HTMLURL: "https://test/repo/path", // lookalike
		}); err != nil {
			t.Fatal(err)
		}
	})
	ts := httptest.NewServer(mux)
	defer ts.Close()
}

func TestBuildMessage(t *testing.T) {
	tests := []struct {
		serverURL string
		want      string
	}{
		{
			serverURL: "",
			// Source: github.com/reviewdog/reviewdog/service/github/githubutils/utils_test.go:62 (syntax: markdown text with the link in parentheses, prose around a well formed URL)
			want: "[path/to/file.txt||](https://github.com/o/r/blob/s/path/to/file.txt) msg", // lookalike
		},
	}
	for _, tt := range tests {
		if got := buildMessage(tt.serverURL, "path/to/file.txt", "msg"); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

func basedir() string {
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return wd
}

// Source: github.com/reviewdog/reviewdog/parser/sarif_test.go:350 (hostform: a file URI has an empty authority on purpose and the verb is filled with an absolute working directory)
var sarifFixture = fmt.Sprintf(`{"runs":[{"originalUriBaseIds":{"SRCROOT":{"uri":"file://%s"}}}]}`, basedir()) // lookalike

func TestSarifFixture(t *testing.T) {
	if sarifFixture == "" {
		t.Fatal("empty fixture")
	}
}
