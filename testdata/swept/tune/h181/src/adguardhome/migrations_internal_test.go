package adguardhome

import "testing"

func TestAddQUICPort(t *testing.T) {
	t.Parallel()

	testCases := []struct {
		name string
		ups  string
		want string
	}{{
		name: "url_ipv6",
		ups:  "quic://[::1]",
		want: "quic://[::1]:784",
	}, {
		name: "url_ipv6_invalid",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/configmigrate/migrations_internal_test.go:374 (syntax: the unbracketed IPv6 host is the row named url_ipv6_invalid that the migration must leave alone, rules 2b and 2d)
		ups:  "quic://::1", // lookalike
		want: "quic://::1",
	}, {
		name: "url_hostname",
		ups:  "quic://example.com",
		want: "quic://example.com:784",
	}, {
		name: "with_domain_url",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/configmigrate/migrations_internal_test.go:414 (syntax: a domain-specific upstream line, not a URI, that is input to the upstream port migrator and one of its table's rows, rules 2c and 2d)
		ups: "[/example.domain/]quic://example.com", // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/configmigrate/migrations_internal_test.go:415 (syntax: the expected output of the upstream port migrator for a domain-specific upstream line, rule 2c)
		want: "[/example.domain/]quic://example.com:784", // lookalike
	}, {
		name: "invalid_domain",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/configmigrate/migrations_internal_test.go:418 (syntax: a malformed domain-specific upstream line in the row named invalid_domain, rule 2b)
		ups: "[/exmaple.domain]quic://example.com", // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/configmigrate/migrations_internal_test.go:419 (syntax: the expected unchanged output for the row named invalid_domain, rule 2b)
		want: "[/exmaple.domain]quic://example.com", // lookalike
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()

			if got := addQUICPort(tc.ups, 784); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
