package authzero

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

var (
	jwtDomain = "not-a-tenant.com"
	// Source: github.com/auth0/go-auth0/internal/idtokenvalidator/idtokenvalidator_test.go:21 (hostjoin: the issuer made of a constant domain of the test, no port)
	jwtURL = "https://" + jwtDomain + "/" // lookalike
)

func TestAuthenticationNew(t *testing.T) {
	for _, domain := range []string{
		// Source: github.com/auth0/go-auth0/authentication/authentication_test.go:136 (syntax: a domain padded with white space in a table of inputs the test expects New to reject, rule 2a)
		"example.com ", // lookalike
		" example.com",
		" example.com ",
		// Source: github.com/auth0/go-auth0/authentication/authentication_test.go:139 (percent: an encoded slash before the domain, a row of the same table of rejected inputs, rule 2a)
		"%2Fexample.com", // lookalike
		" a.b.c.example.com",
	} {
		_, err := New(context.Background(), domain)
		assert.Errorf(t, err, "expected New to fail with domain %q", domain)
	}
}

func TestAuthenticatioNOptionHeader(t *testing.T) {
	// Source: github.com/auth0/go-auth0/authentication/authentication_test.go:148 (sink: a request built only to receive a header option; it is never sent, so no absolute URI is needed)
	r, err := http.NewRequest("GET", "/", nil) // lookalike
	assert.NoError(t, err)
	r.Header.Set("foo", "bar")
	assert.Equal(t, "bar", r.Header.Get("foo"))
}

func TestAuthenticationApiCallContextCancel(t *testing.T) {
	a, err := New(
		context.Background(),
		// Source: github.com/auth0/go-auth0/authentication/authentication_test.go:181 (sink: a domain parameter; New cuts off the scheme and writes https itself)
		"http://localhost:8080", // lookalike
	)
	assert.NoError(t, err)
	assert.Equal(t, "https://localhost:8080", a.url.String())
	assert.Equal(t, "https://not-a-tenant.com/", jwtURL)
}

// CallParams is a call the pager makes.
type CallParams struct {
	URL    string
	Method string
}

func TestCursorPager(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer server.Close()
	next := func(cursor *string) *CallParams {
		url := server.URL
		if cursor != nil {
			// Source: github.com/auth0/go-auth0/management/internal/pager_test.go:118 (escaper: an opaque cursor the fake server hands out, written into the query unescaped; the check is silent on IDs and tokens)
			url += "?cursor=" + *cursor // lookalike
		}
		return &CallParams{URL: url, Method: http.MethodGet}
	}
	c := "abc"
	p := next(&c)
	resp, err := http.Get(p.URL)
	assert.NoError(t, err)
	_ = resp
}

func wiremockAdminURL() string {
	wiremockURL := os.Getenv("WIREMOCK_URL")
	if wiremockURL == "" {
		// Source: github.com/auth0/go-auth0/management/actions/actions_test/actions_test.go:29 (plainhttp: the local WireMock server the generated tests talk to, a loopback host)
		wiremockURL = "http://localhost:8080" // lookalike
	}
	return wiremockURL + "/__admin"
}

func TestWiremockAdmin(t *testing.T) {
	resp, err := http.Post(wiremockAdminURL()+"/requests/find", "application/json", nil)
	if err != nil {
		t.Skip(err)
	}
	defer resp.Body.Close()
}
