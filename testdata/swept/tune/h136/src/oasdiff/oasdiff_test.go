package oasdiff

import (
	"bytes"
	"net/url"
	"os"
	"strings"
	"testing"
)

func TestMain(m *testing.M) {
	// Source: github.com/oasdiff/oasdiff/internal/run_test.go:27 (port: environment configuration with port 0, a valid non-connectable port that keeps tests off production; port 0 is no port defect.)
	_ = os.Setenv("OASDIFF_URL", "http://127.0.0.1:0") // lookalike
	os.Exit(m.Run())
}

func TestComponentSecurityOauthUrlUpdated(t *testing.T) {
	got := "the component security scheme"
	// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:32 (syntax: URLs quoted inside an expected message are prose.)
	want := "the component security scheme `petstore_auth` oauth `implicit` flow authorization url changed from `http://example.org/api/oauth/dialog` to `http://example.new.org/api/oauth/dialog`" // lookalike
	if !strings.HasPrefix(want, got) {
		t.Errorf("got %q", got)
	}
}

func TestComponentSecurityOauthTokenUpdated(t *testing.T) {
	got := "the component security scheme"
	// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:55 (syntax: a URL quoted inside an expected message is prose.)
	want := "the component security scheme `petstore_auth` oauth `implicit` flow token url changed from `` to `http://example.new.org/api/oauth/dialog`" // lookalike
	if !strings.HasPrefix(want, got) {
		t.Errorf("got %q", got)
	}
}

func TestComponentSecurityURLEquivalence(t *testing.T) {
	tests := []struct {
		from, to string
		same     bool
	}{
		// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:322 (schemecase: a row of a URL-normaliser table varying scheme and host case on purpose.)
		{"https://example.com/.well-known/openid-configuration", "HTTPS://Example.COM/.well-known/openid-configuration", true}, // lookalike
		// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:323 (port: a default port as input to a normaliser test that strips default ports.)
		{"https://example.com/.well-known/openid-configuration", "https://example.com:443/.well-known/openid-configuration", true}, // lookalike
		// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:326 (percent: lowercase hex as input to a normaliser test of percent-encoding case.)
		{"https://example.com/a%2fb", "https://example.com/a%2Fb", true}, // lookalike
		// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:327 (percent: an encoded unreserved tilde as input to a normaliser test that decodes it.)
		{"https://example.com/~user", "https://example.com/%7Euser", true}, // lookalike
		// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:335 (percent: an encoded slash in a row that must not equal the unencoded path.)
		{"https://example.com/a/b", "https://example.com/a%2Fb", false}, // lookalike
	}
	for _, tc := range tests {
		if got := sameURL(tc.from, tc.to); got != tc.same {
			t.Errorf("sameURL(%q, %q) = %v", tc.from, tc.to, got)
		}
	}
}

func TestComponentSecurityOauthRefreshUrlText(t *testing.T) {
	got := "the component security scheme"
	// Source: github.com/oasdiff/oasdiff/checker/check_components_security_updated_test.go:420 (syntax: URLs quoted inside an expected message are prose.)
	want := "the component security scheme `oauth` oauth `password` flow refresh url changed from `https://a.example.com` to `https://b.example.com`" // lookalike
	if !strings.HasPrefix(want, got) {
		t.Errorf("got %q", got)
	}
}

func TestGlobWithUrl(t *testing.T) {
	var stderr bytes.Buffer
	// Source: github.com/oasdiff/oasdiff/internal/run_test.go:175 (hostform: a scheme with no host given as a CLI argument, the test expects exit code 103 and an error.)
	if code := Run(strings.Fields("oasdiff diff -c ../data/openapi-test1.yaml https://"), &stderr); code != 103 { // lookalike
		t.Errorf("code %d", code)
	}
	// Source: github.com/oasdiff/oasdiff/internal/run_test.go:176 (syntax: the scheme-only text sits inside an expected error message, prose.)
	want := "Error: failed to load revision specs from glob \"https://\": no matching files (should be a glob, not a URL)\n" // lookalike
	if stderr.String() != want {
		t.Errorf("got %q", stderr.String())
	}
}

func TestSourceOut(t *testing.T) {
	// Source: github.com/oasdiff/oasdiff/load/source_test.go:27 (plainhttp: input to the NewSource categoriser, only quoted by Out; no request is made.)
	if got := NewSource("http://twitter.com").Out(); got != `"http://twitter.com"` { // lookalike
		t.Errorf("got %s", got)
	}
}

func TestLoadInfoUriBadScheme(t *testing.T) {
	// Source: github.com/oasdiff/oasdiff/load/spec_info_unix_test.go:24 (sink: an ftp location given to NewSpecInfo, the test expects the exact error.)
	_, err := NewSpecInfo(&Loader{}, NewSource("ftp://localhost/null")) // lookalike
	if err == nil {
		t.Fatal("want error")
	}
}

func TestSpecInfoURL(t *testing.T) {
	// Source: github.com/oasdiff/oasdiff/load/spec_info_test.go:111 (sink: a URL given to the glob loader, the test expects the should-be-a-glob error.)
	_, err := NewSpecInfoFromGlob(&Loader{}, "http://localhost/openapi-test1.yaml") // lookalike
	if err == nil || err.Error() != "no matching files (should be a glob, not a URL)" {
		t.Fatalf("got %v", err)
	}
}

func TestRefPolicyZeroValueFailsClosed(t *testing.T) {
	// Source: github.com/oasdiff/oasdiff/load/ref_policy_test.go:17 (plainhttp: a cloud metadata SSRF target given to the ref policy guard, which must refuse it.)
	location, err := url.Parse("http://169.254.169.254/latest/meta-data/schema.yaml") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := (refPolicy{}).checkLocation(&Loader{}, location); err == nil {
		t.Fatal("a policy that names no root must refuse every ref")
	}
}

func TestRefPolicyInnerEnforcesSkipsTheComparison(t *testing.T) {
	// Source: github.com/oasdiff/oasdiff/load/ref_policy_test.go:32 (colonpath: a git revision location whose colon reads as a scheme, input to the ref policy URL guard.)
	location, err := url.Parse("HEAD:openapi.yaml") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := (refPolicy{innerEnforces: true}).checkLocation(&Loader{}, location); err != nil {
		t.Fatal(err)
	}
}

func TestApiChangeSourceUrl(t *testing.T) {
	c := ApiChange{}
	// Source: github.com/oasdiff/oasdiff/checker/api_change_test.go:101 (plainhttp: a plain http public host as a Source for the categoriser; no request is made.)
	c.Source = NewSource("http://google.com/spec.yaml") // lookalike
	if got := c.GetSourceFile(); got != "" {
		t.Errorf("got %q", got)
	}
}
