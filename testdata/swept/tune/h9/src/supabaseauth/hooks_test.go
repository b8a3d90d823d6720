package supabaseauth

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// ExtensibilityPointConfiguration is the configuration of one hook.
type ExtensibilityPointConfiguration struct {
	URI     string
	Enabled bool
}

// HookConfiguration holds every hook.
type HookConfiguration struct {
	SendSMS           ExtensibilityPointConfiguration
	SendEmail         ExtensibilityPointConfiguration
	CustomAccessToken ExtensibilityPointConfiguration
}

const (
	sendSMS              = "send-sms"
	sendEmail            = "send-email"
	customizeAccessToken = "customize-access-token"
)

func hookURI(cfg *HookConfiguration, name string) (*url.URL, error) {
	switch name {
	case sendSMS:
		return url.Parse(cfg.SendSMS.URI)
	case sendEmail:
		return url.Parse(cfg.SendEmail.URI)
	case customizeAccessToken:
		return url.Parse(cfg.CustomAccessToken.URI)
	}
	return nil, errors.New("unknown hook")
}

func TestConfig(t *testing.T) {
	cfg := &HookConfiguration{
		SendSMS: ExtensibilityPointConfiguration{
			// Source: github.com/supabase/auth/internal/hooks/v0hooks/manager_test.go:528 (hook URI of the configuration the test builds, rule 1; "http:localhost/" lacks the "//" before the host, so localhost is read as a path)
			URI: "http:localhost/" + sendSMS, // defect sink
		},
		SendEmail: ExtensibilityPointConfiguration{
			// Source: github.com/supabase/auth/internal/hooks/v0hooks/manager_test.go:531 (the same broken "://" for the e-mail hook)
			URI: "http:localhost/" + sendEmail, // defect sink
		},
		CustomAccessToken: ExtensibilityPointConfiguration{
			// Source: github.com/supabase/auth/internal/hooks/v0hooks/manager_test.go:534 (the same broken "://" for the access token hook)
			URI: "http:localhost/" + customizeAccessToken, // defect sink
		},
	}
	for _, name := range []string{sendSMS, sendEmail, customizeAccessToken} {
		if _, err := hookURI(cfg, name); err != nil {
			t.Fatal(err)
		}
	}
}

func validateExtensibilityPointURI(uri string) error {
	u, err := url.Parse(uri)
	if err != nil {
		return err
	}
	if strings.ToLower(u.Scheme) == "http" && u.Hostname() != "localhost" {
		return errors.New("only localhost may use http")
	}
	return nil
}

func TestValidateExtensibilityPointURI(t *testing.T) {
	cases := []struct {
		desc        string
		uri         string
		expectError bool
	}{
		// Source: github.com/supabase/auth/internal/conf/configuration_test.go:150 (input of the package's hook URI validator, the scheme's case on purpose, rule 2c)
		{desc: "Valid HTTPS URI", uri: "HTTPS://www.asdfgggqqwwerty.website.co/functions/v1/custom-sms-sender", expectError: false}, // lookalike
	}
	for _, tc := range cases {
		t.Run(tc.desc, func(t *testing.T) {
			if err := validateExtensibilityPointURI(tc.uri); (err != nil) != tc.expectError {
				t.Fatalf("err = %v", err)
			}
		})
	}
}

func externalURL(r *http.Request, externalHosts []string) string {
	h := r.Header.Get("X-Forwarded-Host")
	for _, e := range externalHosts {
		if e == h {
			return "https://" + h
		}
	}
	return "https://" + r.Host
}

func TestExternalHost(t *testing.T) {
	cases := []struct {
		desc          string
		externalHosts []string
		headers       http.Header
		requestURL    string
		expectedURL   string
	}{
		{
			desc:          "defined external hosts, authorized X-Forwarded-Host",
			externalHosts: []string{"authorized-host.com"},
			headers:       http.Header{"X-Forwarded-Host": []string{"authorized-host.com"}},
			// Source: github.com/supabase/auth/internal/api/middleware_test.go:253 (URL of the request the test sends and expects served, rule 1; its host is written in mixed case, which nothing in the test needs)
			requestURL:  "https://X-Forwarded-Host-takes-precedence.com/some-path", // defect hostcase form
			expectedURL: "https://authorized-host.com",
		},
		{
			desc:          "defined external hosts, authorized X-Forwarded-Host with port",
			externalHosts: []string{"authorized-host.com:8080"},
			headers:       http.Header{"X-Forwarded-Host": []string{"authorized-host.com:8080"}},
			// Source: github.com/supabase/auth/internal/api/middleware_test.go:273 (the same request URL in the next row)
			requestURL:  "https://X-Forwarded-Host-takes-precedence.com/some-path", // defect hostcase form
			expectedURL: "https://authorized-host.com:8080",
		},
	}
	for _, c := range cases {
		t.Run(c.desc, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, c.requestURL, nil)
			req.Header = c.headers
			if got := externalURL(req, c.externalHosts); got != c.expectedURL {
				t.Fatalf("got %s, want %s", got, c.expectedURL)
			}
		})
	}
}
