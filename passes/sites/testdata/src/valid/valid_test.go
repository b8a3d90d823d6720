package valid

import (
	"errors"
	"net/url"
	"testing"
)

// Inputs that a test means to be bad are fixtures: sites that only
// the checks which hold whatever the intent (a password) look at.
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
