package supabaseauth

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func isRedirectURLValid(siteURL, redirectURL string) string {
	u, err := url.Parse(redirectURL)
	if err != nil || strings.Trim(u.Hostname(), "abcdefghijklmnopqrstuvwxyz0123456789.-") != "" {
		return siteURL
	}
	return redirectURL
}

func TestVerifyValidRedirect(t *testing.T) {
	cases := []struct {
		desc                string
		siteURL             string
		requestredirectURL  string
		expectedredirectURL string
	}{
		{
			desc:    "redirect ignores unusual hostnames",
			siteURL: "http://localhost:3000",
			// Source: github.com/supabase/auth/internal/api/verify_test.go:671 (an unusual host on purpose, the redirect check must ignore it; the case is named for it, rule 2b/2c)
			requestredirectURL:  "http://japanese。.example.com/abc", // lookalike
			expectedredirectURL: "http://localhost:3000",
		},
	}
	for _, c := range cases {
		t.Run(c.desc, func(t *testing.T) {
			if got := isRedirectURLValid(c.siteURL, c.requestredirectURL); got != c.expectedredirectURL {
				t.Fatalf("got %s", got)
			}
		})
	}
}

type samlConfiguration struct {
	Enabled bool
}

func (c *samlConfiguration) PopulateFields(externalURL string) error {
	_, err := url.ParseRequestURI(externalURL)
	return err
}

func TestSAMLConfiguration(t *testing.T) {
	t.Run("PopulateFieldsInvalidx509", func(t *testing.T) {
		c := &samlConfiguration{Enabled: true}
		// Source: github.com/supabase/auth/internal/conf/saml_test.go:85 (a newline written on purpose, the test requires an error, rule 2a/2b)
		err := c.PopulateFields("http://invalid\nhost/foo") // lookalike
		if err == nil {
			t.Fatal("expected an error")
		}
	})
}

func validateRedirectURI(uri string) error {
	u, err := url.Parse(uri)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return errors.New("must have scheme and host")
	}
	switch strings.ToLower(u.Scheme) {
	case "javascript", "data", "blob":
		return errors.New("is not allowed for security reasons")
	}
	return nil
}

func TestValidateRedirectURI(t *testing.T) {
	tests := []struct {
		name        string
		uri         string
		shouldError bool
	}{
		{
			name: "Invalid URI format - no host",
			// Source: github.com/supabase/auth/internal/api/oauthserver/service_test.go:350 (no host on purpose, the row expects an error, rule 2a/2b)
			uri:         "https:///callback", // lookalike
			shouldError: true,
		},
		{
			name: "Invalid dangerous scheme - case insensitive JAVASCRIPT",
			// Source: github.com/supabase/auth/internal/api/oauthserver/service_test.go:399 (an uppercase dangerous scheme the validator must reject; the name says so, rule 2a/2b)
			uri:         "JAVASCRIPT://example.com/alert(1)", // lookalike
			shouldError: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateRedirectURI(tt.uri); (err != nil) != tt.shouldError {
				t.Fatalf("err = %v", err)
			}
		})
	}
}

func validateRequestOrigin(req *http.Request, allowed string) error {
	u, err := url.Parse(req.Header.Get("Origin"))
	if err != nil || u.Host != allowed {
		return errors.New("unauthorized request origin")
	}
	return nil
}

func TestValidateRequestOrigin(t *testing.T) {
	t.Run("Case sensitivity in Origin header", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodGet, "/test", nil)
		// Source: github.com/supabase/auth/internal/api/oauthserver/authorize_test.go:165 (an uppercase origin the check must reject, the subtest is named for the case, rule 2a/2b)
		req.Header.Set("Origin", "https://EXAMPLE.COM") // lookalike
		if err := validateRequestOrigin(req, "example.com"); err == nil {
			t.Fatal("expected an error")
		}
	})
}
