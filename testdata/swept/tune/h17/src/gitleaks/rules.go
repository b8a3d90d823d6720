package gitleaks

import (
	"encoding/base64"
	"regexp"
)

// Rule is one detection rule.
type Rule struct {
	Description string
	RuleID      string
	Regex       *regexp.Regexp
	Keywords    []string
}

// validate checks that the rule matches every true positive and no false
// positive.
func validate(r Rule, truePositives []string, falsePositives []string) *Rule {
	for _, tp := range truePositives {
		if !r.Regex.MatchString(tp) {
			panic("rule " + r.RuleID + " does not match " + tp)
		}
	}
	for _, fp := range falsePositives {
		if r.Regex.MatchString(fp) {
			panic("rule " + r.RuleID + " matches " + fp)
		}
	}
	return &r
}

// SidekiqSensitiveUrl detects Sidekiq gem server URLs with credentials.
func SidekiqSensitiveUrl() *Rule {
	// define rule
	r := Rule{
		Description: "Uncovered a Sidekiq Sensitive URL, potentially exposing internal job queues and sensitive operation details.",
		RuleID:      "sidekiq-sensitive-url",
		Regex:       regexp.MustCompile(`(?i)\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\/|\#|\?|:]|$)`),
		Keywords:    []string{"gems.contribsys.com", "enterprise.contribsys.com"},
	}

	// validate
	tps := []string{
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/sidekiq.go:48 (credentials: user:password in a URI of non-test code; outside _test.go files only the value's own name marks a fixture, and tps does not)
		"https://cafebabe:deadbeef@gems.contribsys.com/", // defect credentials
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/sidekiq.go:52 (credentials: the same sample password over plain http, a password by the URI's shape alone)
		"http://cafebabe:deadbeef@gems.contribsys.com/", // defect credentials
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/sidekiq.go:56 (credentials: a password in a URI with a fragment, shape alone)
		"http://cafeb4b3:d3adb33f@enterprise.contribsys.com#heading1", // defect credentials
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/sidekiq.go:58 (credentials: a password by shape alone; the default port :80 is not reported for a string found by its shape alone)
		"http://cafeb4b3:d3adb33f@enterprise.contribsys.com:80", // defect credentials
	}
	return validate(r, tps, nil)
}

// JWT detects JSON Web Tokens.
func JWT() *Rule {
	r := Rule{
		Description: "Uncovered a JSON Web Token.",
		RuleID:      "jwt",
		Regex:       regexp.MustCompile(`\b(ey[a-zA-Z0-9]{17,}\.ey[a-zA-Z0-9\/\\_-]{17,}\.(?:[a-zA-Z0-9\/\\_-]{10,}={0,2})?)`),
	}
	tps := []string{
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/jwt.go:44 (credentials: a shell transcript holding a curl command line, not a URI; the word "password" is a placeholder of documentation text)
		`$ curl "http://admin:password@127.0.0.1:8080/api/v2/token" {"access_token":"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOlsiQVBJIl0sImV4cCI6MTYxMzMzNTI2MX0.WiyqvUF-92zCr--y4Q_sxn-tPnISFzGZd_exsG-K7ME","expires_at":"2021-02-14T20:41:01Z"}`, // lookalike
	}
	return validate(r, tps, nil)
}

// CurlBasicAuth detects credentials on curl command lines.
func CurlBasicAuth() *Rule {
	r := Rule{
		Description: "Discovered a potential basic authorization token provided in a curl command.",
		RuleID:      "curl-auth-user",
		Regex:       regexp.MustCompile(`\bcurl\b.*?(?:-u|--user)\s+("?[^:"\s]+:[^"\s]+"?)`),
	}
	fps := []string{
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/curl.go:64 (syntax: a command line whose "[IP]" and "[PASSWORD]" are placeholders of a false-positive sample, no URI)
		`curl --user neo4j:[PASSWORD] http://[IP]:7474/db/data/`, // lookalike
	}
	return validate(r, nil, fps)
}

func newSecret(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('a' + i%26)
	}
	return string(b)
}

// SentryOrgToken detects Sentry organization tokens.
func SentryOrgToken() *Rule {
	r := Rule{
		Description: "Found a Sentry.io Organization Token.",
		RuleID:      "sentry-org-token",
		Regex:       regexp.MustCompile(`\bsntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}`),
	}
	encodedJSON := base64.StdEncoding.EncodeToString([]byte(`{"iat":1.5,"url":"https://abcdefghijkl","region_url":"https://abcdefghijklmnopqrstu","org":"abcdef"}`))
	generatedToken := `sntrys_` + encodedJSON + `_` + newSecret(43)
	tps := []string{
		generatedToken,
		"<token>" + generatedToken + "</token>",
		// Source: github.com/gitleaks/gitleaks/cmd/generate/config/rules/sentry.go:68 (escaper: a sample text for the detector's regexp, where the token must appear raw; a URI found by its shape alone, never sent)
		"https://example.com?token=" + generatedToken + "&other=stuff", // lookalike
	}
	return validate(r, tps, nil)
}
