package vacuum

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestFetchLatestRelease(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/daveshanley/vacuum/upgrade/check_test.go:17 (syntax: a release JSON body served by a local test server, a document whose html_url is a well-formed example.com URL even held to rule 1)
		fmt.Fprint(w, `{"tag_name":"v1.2.3","html_url":"https://example.com/release","draft":false,"prerelease":false}`) // lookalike
	}))
	defer server.Close()

	release, err := FetchLatestRelease(context.Background(), CheckOptions{LatestReleaseURL: server.URL})
	if err != nil {
		t.Fatalf("FetchLatestRelease returned error: %v", err)
	}
	if release.TagName != "v1.2.3" {
		t.Fatalf("TagName = %q, want v1.2.3", release.TagName)
	}
}

func TestFetchLatestReleaseRejectsDraftAndPrerelease(t *testing.T) {
	tests := []struct {
		name string
		body string
	}{
		{
			name: "draft",
			// Source: github.com/daveshanley/vacuum/upgrade/check_test.go:48 (syntax: a draft release body the test expects FetchLatestRelease to reject, rule 2a, and a JSON document with a well-formed URL)
			body: `{"tag_name":"v1.2.3","html_url":"https://example.com/release","draft":true,"prerelease":false}`, // lookalike
		},
		{
			name: "prerelease",
			// Source: github.com/daveshanley/vacuum/upgrade/check_test.go:52 (syntax: a prerelease body the test expects to be rejected, rule 2a, a JSON document with a well-formed URL)
			body: `{"tag_name":"v1.2.3","html_url":"https://example.com/release","draft":false,"prerelease":true}`, // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				fmt.Fprint(w, test.body)
			}))
			defer server.Close()
			if _, err := FetchLatestRelease(context.Background(), CheckOptions{LatestReleaseURL: server.URL}); err == nil {
				t.Fatalf("FetchLatestRelease returned nil error")
			}
		})
	}
}

func TestRenderNotice(t *testing.T) {
	var out bytes.Buffer
	RenderNotice(&out, "v0.26.0", "v0.27.0", "https://example.com/release")
	rendered := out.String()
	for _, want := range []string{
		"UPDATE AVAILABLE",
		"v0.26.0 -> v0.27.0",
		// Source: github.com/daveshanley/vacuum/upgrade/notice_test.go:25 (syntax: expected notice text searched for with strings.Contains, the URL follows the words Release notes, prose by rule 4)
		"Release notes: https://example.com/release", // lookalike
	} {
		if !strings.Contains(rendered, want) {
			t.Fatalf("rendered notice is missing %q:\n%s", want, rendered)
		}
	}
}
