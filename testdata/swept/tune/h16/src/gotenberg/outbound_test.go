package gotenberg

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/dlclark/regexp2"
)

func TestDecideOutbound(t *testing.T) {
	defaultDeny := []*regexp2.Regexp{regexp2.MustCompile(`^https?://(127\.|localhost)`, 0)}

	for _, tc := range []struct {
		scenario  string
		rawURL    string
		allow     []*regexp2.Regexp
		deny      []*regexp2.Regexp
		opts      []DecideOption
		expectErr bool
		expectIs  error
	}{
		{
			scenario:  "loopback IP literal blocked by default deny-list",
			rawURL:    "http://127.0.0.1:8080/",
			deny:      defaultDeny,
			expectErr: true,
			expectIs:  ErrFiltered,
		},
		{
			scenario: "Issue 4: uppercase scheme normalized then blocked by deny-list",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_test.go:162 (schemecase: the scenario says the scheme is upper case on purpose and the guard must block it, rule 2a, 2b, 2c)
			rawURL:    "HTTP://127.0.0.1:8080/", // lookalike
			deny:      defaultDeny,
			expectErr: true,
			expectIs:  ErrFiltered,
		},
		{
			scenario: "allow-list match bypasses IP check",
			rawURL:   "http://internal.service/api",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_test.go:212 (syntax: a regular expression matched against URLs, not a URI)
			allow:     []*regexp2.Regexp{regexp2.MustCompile(`^http://internal\.service`, 0)}, // lookalike
			deny:      defaultDeny,
			opts:      []DecideOption{WithDenyPrivateIPs(true)},
			expectErr: false,
		},
		{
			scenario: "URL with no host rejected",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_test.go:275 (hostform: the scenario says the URL has no host and the guard must reject it, rule 2a, 2b)
			rawURL:    "http:///path", // lookalike
			expectErr: true,
			expectIs:  ErrFiltered,
		},
		{
			scenario: "userinfo cannot mask host when deny-private-ips enabled",
			// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_test.go:281 (credentials: a deceptive user name the SSRF guard must see through and reject, rule 2a, 2c)
			rawURL:    "http://example.com@127.0.0.1/", // lookalike
			deny:      defaultDeny,
			opts:      []DecideOption{WithDenyPrivateIPs(true)},
			expectErr: true,
			expectIs:  ErrFiltered,
		},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			_, err := DecideOutbound(context.Background(), tc.rawURL, tc.allow, tc.deny, time.Now().Add(5*time.Second), tc.opts...)
			if tc.expectErr && err == nil {
				t.Fatalf("expected error, got nil")
			}
			if !tc.expectErr && err != nil {
				t.Fatalf("expected no error, got: %v", err)
			}
			if tc.expectIs != nil && !errors.Is(err, tc.expectIs) {
				t.Fatalf("expected error to wrap %v, got: %v", tc.expectIs, err)
			}
		})
	}
}

func TestDecideOutbound_UnresolvableHostFailsClosed(t *testing.T) {
	// An alternate IP encoding (decimal for 127.0.0.1) that the resolver
	// rejects as a hostname must fail closed as filtered, not surface as a
	// server error, so clients receive a generic 403.
	// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_test.go:322 (hostform: the decimal form of 127.0.0.1, which the comment says the guard must filter, rule 2a, 2b)
	_, err := DecideOutbound(context.Background(), "http://2130706433/", nil, nil, time.Now().Add(5*time.Second), WithDenyPrivateIPs(true)) // lookalike
	if !errors.Is(err, ErrFiltered) {
		t.Fatalf("expected ErrFiltered, got: %v", err)
	}
}
