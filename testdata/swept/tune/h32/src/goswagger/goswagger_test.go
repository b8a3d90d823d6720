package goswagger

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestShared_CheckOpts(t *testing.T) {
	opts := new(GenOpts)
	// Source: github.com/go-swagger/go-swagger/generator/shared_test.go:130 (hostform: a remote spec location the options check accepts without fetching it)
	opts.Spec = "http://ab/c" // lookalike
	if err := opts.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestShared_SpecPath(t *testing.T) {
	opts := new(GenOpts)
	// Source: github.com/go-swagger/go-swagger/generator/shared_test.go:215 (hostform: input that SpecPath must pass through unchanged, never fetched)
	opts.Spec = "http://a/b/c" // lookalike
	if got := opts.SpecPath(); got != opts.Spec {
		t.Errorf("got %q, want %q", got, opts.Spec)
	}
}

func TestClient_InvalidTemplates(t *testing.T) {
	t.Run("should fail on invalid templates location (2)", func(t *testing.T) {
		opts := new(GenOpts)
		// Source: github.com/go-swagger/go-swagger/generator/client_test.go:59 (plainhttp: a template location the case names invalid and expects an error for)
		opts.TemplateDir = "http://nowhere.com" // lookalike
		if err := opts.LoadTemplates(); err == nil {
			t.Fatal("expected an error")
		}
	})
}

func TestClient_RemoteSpec(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, "{}")
	}))
	defer ts.Close()
	opts := new(GenOpts)
	// Source: github.com/go-swagger/go-swagger/generator/client_test.go:91 (baseslash: the test server URL has no path, so the absolute route is appended whole)
	opts.Spec = ts.URL + "/OAI/OpenAPI-Specification/old-v3.2.0-dev/examples/v2.0/yaml/petstore.yaml" // lookalike
	resp, err := opts.Load(opts.Spec)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func readGenerated(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(os.Getenv("GEN_OUT"), name))
	if err != nil {
		t.Skip(err)
	}
	return string(b)
}

func TestGenClient_Defaults(t *testing.T) {
	code := readGenerated(t, "client/defaults.go")
	expectedCode := []string{
		// Source: github.com/go-swagger/go-swagger/generator/client_test.go:713 (syntax: a line of expected generated Go code that holds a URI, not a URI itself)
		`		xaURIDefault = strfmt.URI("http://foo.bar/?baz=qux#quux")`, // lookalike
	}
	for _, line := range expectedCode {
		if !strings.Contains(code, line) {
			t.Errorf("missing %q", line)
		}
	}
}

func TestGenerateMarkdown(t *testing.T) {
	output := readGenerated(t, "markdown.md")
	expectedCode := []string{
		// Source: github.com/go-swagger/go-swagger/generator/support_test.go:237 (syntax: markdown prose with a URL joined to the words and tags around it, rule 4)
		`| Filesystem type of the volume.</br>More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore</br></br>TODO: how do we prevent errors |`, // lookalike
	}
	for _, line := range expectedCode {
		if strings.Contains(output, line) {
			t.Logf("found %q", line)
		}
	}
}

func TestSpec_RestrictedLoader(t *testing.T) {
	opts := &GenOpts{Restricted: true}
	for _, target := range []string{
		// Source: github.com/go-swagger/go-swagger/generator/spec_security_test.go:58 (port: loopback fixture of an SSRF guard test that expects rejection; 65535 is in range anyway)
		"http://127.0.0.1:65535/spec.json", // lookalike
		// Source: github.com/go-swagger/go-swagger/generator/spec_security_test.go:59 (plainhttp: cloud metadata address fixture of an SSRF guard test that expects rejection)
		"http://169.254.169.254/latest/meta-data", // lookalike
	} {
		t.Run(target, func(t *testing.T) {
			if _, err := opts.Load(target); err == nil {
				t.Fatal("expected the restricted loader to refuse")
			}
		})
	}
}
