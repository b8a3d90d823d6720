package vacuum

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// Rule is a stand-in for model.Rule.
type Rule struct {
	Name        string
	Id          string
	Description string
	Given       string
	HowToFix    string
}

const OwaspSecurityHostsHttpsOAS3 = "owasp-security-hosts-https-oas3"

// GetOWASPSecurityHostsHttpsOAS3Rule returns the rule that server URLs must use https.
func GetOWASPSecurityHostsHttpsOAS3Rule() *Rule {
	return &Rule{
		Name: "Server URLs MUST begin with `https`. No other protocol is permitted",
		Id:   OwaspSecurityHostsHttpsOAS3,
		// Source: github.com/daveshanley/vacuum/rulesets/owasp_ruleset_functions.go:497 (syntax: rule description text naming the https:// prefix in backticks at the end of a sentence, prose by rule 4)
		Description: "All server interactions MUST use the https protocol, meaning server URLs should begin `https://`.", // lookalike
		Given:       "$",
		HowToFix:    owaspSecurityHostsHttpsOAS3Fix,
	}
}

const (
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:194 (syntax: how-to-fix text that ends in a reference link after a colon, prose by rule 4)
	owaspNoAPIKeysInURLFix     = "Make sure that the apiKey is not part of the URL (path or query): https://blog.stoplight.io/api-keys-best-practices-to-authenticate-apis" // lookalike
	owaspNoCredentialsInURLFix = "Remove credentials from the URL."
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:196 (syntax: a reference link inside a sentence of fix text, prose by rule 4)
	owaspAuthInsecureSchemesFix = "Use a different authorization scheme. Refer to https://www.iana.org/assignments/http-authschemes/ to know more about HTTP Authentication Schemes." // lookalike
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:197 (syntax: an RFC link closing a sentence of fix text, prose by rule 4)
	owaspJWTBestPracticesFix = "Explicitly state, in the description of the security schemes, that it allows for support of the RFC8725: https://datatracker.ietf.org/doc/html/rfc8725." // lookalike
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:198 (syntax: two reference links in running fix text, prose by rule 4)
	owaspRateLimitFix = "Implement rate-limiting using HTTP headers: https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/ Customer headers like X-Rate-Limit-Limit (Twitter: https://developer.twitter.com/en/docs/twitter-api/rate-limits) or X-RateLimit-Limit (GitHub: https://docs.github.com/en/rest/overview/resources-in-the-rest-api)" // lookalike
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:211 (syntax: a cheat sheet link after words and before a full stop, prose by rule 4)
	owaspSecurityHostsHttpsOAS2Fix = "Ensure that you are using the HTTPS protocol. Learn more about the importance of TLS (over SSL) here: https://cheatsheetseries.owasp.org/cheatsheets/Transport_Layer_Protection_Cheat_Sheet.html." // lookalike
	// Source: github.com/daveshanley/vacuum/rulesets/rule_fixes.go:212 (syntax: fix text quoting the https:// prefix and then a cheat sheet link, prose by rule 4)
	owaspSecurityHostsHttpsOAS3Fix = "Prefix server URLs with the HTTPS protocol: `https://`. Learn more about the importance of TLS (over SSL) here: https://cheatsheetseries.owasp.org/cheatsheets/Transport_Layer_Protection_Cheat_Sheet.html." // lookalike
)

// RuleSet is a stand-in for rulesets.RuleSet.
type RuleSet struct {
	Extends         map[string]string
	Rules           map[string]*Rule
	RuleDefinitions map[string]any
}

// CreateRuleSetFromData reads the extends line of a ruleset document.
func CreateRuleSetFromData(data []byte) (*RuleSet, error) {
	rs := &RuleSet{Extends: map[string]string{}, Rules: map[string]*Rule{}, RuleDefinitions: map[string]any{}}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "extends: "); ok {
			rs.Extends[strings.TrimSpace(v)] = "recommended"
		}
	}
	return rs, nil
}

// CheckForRemoteExtends checks if the extends map contains a remote link.
func CheckForRemoteExtends(extends map[string]string) bool {
	for k := range extends {
		if strings.HasPrefix(k, "http") {
			return true
		}
	}
	return false
}

// DownloadRemoteRuleSet downloads a remote ruleset.
func DownloadRemoteRuleSet(ctx context.Context, location string, httpClient *http.Client) (*RuleSet, error) {
	if location == "" {
		return nil, errors.New("cannot download ruleset, location is empty")
	}
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, "GET", location, nil)
	if err != nil {
		return nil, fmt.Errorf("failed to create request for %s: %w", location, err)
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if len(raw) == 0 {
		return nil, fmt.Errorf("remote ruleset '%s' is empty, cannot extend", location)
	}
	return CreateRuleSetFromData(raw)
}

var externalRulesetFetchTimeout = 10 * time.Second

// RuleSets builds rulesets, fetching remote extends.
type RuleSets struct {
	logger *slog.Logger
}

// BuildDefaultRuleSetsWithLogger returns rulesets that log to logger.
func BuildDefaultRuleSetsWithLogger(logger *slog.Logger) *RuleSets {
	return &RuleSets{logger: logger}
}

// GenerateRuleSetFromSuppliedRuleSet extends rs with remote rulesets using the default client.
func (r *RuleSets) GenerateRuleSetFromSuppliedRuleSet(rs *RuleSet) *RuleSet {
	return r.GenerateRuleSetFromSuppliedRuleSetWithHTTPClient(rs, nil)
}

// GenerateRuleSetFromSuppliedRuleSetWithHTTPClient extends rs with remote rulesets.
func (r *RuleSets) GenerateRuleSetFromSuppliedRuleSetWithHTTPClient(rs *RuleSet, client *http.Client) *RuleSet {
	out := &RuleSet{Rules: map[string]*Rule{}, RuleDefinitions: map[string]any{}}
	for location := range rs.Extends {
		if !CheckForRemoteExtends(map[string]string{location: ""}) {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), externalRulesetFetchTimeout)
		drs, err := DownloadRemoteRuleSet(ctx, location, client)
		cancel()
		if errors.Is(err, context.DeadlineExceeded) {
			r.logger.Error("external ruleset fetch timed out", "timeout", externalRulesetFetchTimeout)
			continue
		}
		if err != nil {
			r.logger.Error("cannot open external ruleset", "location", location, "error", err.Error())
			continue
		}
		for k, v := range drs.Rules {
			out.Rules[k] = v
		}
	}
	return out
}

// logContains is used by tests to read a log buffer.
func logContains(buf *bytes.Buffer, s string) bool { return strings.Contains(buf.String(), s) }
