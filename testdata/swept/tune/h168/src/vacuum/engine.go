package vacuum

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// RuleSetExecution is a stand-in for motor.RuleSetExecution: a spec linted by a ruleset.
type RuleSetExecution struct {
	RuleSet *RuleSet
	Spec    []byte
}

// RuleSetExecutionResult holds the violations found.
type RuleSetExecutionResult struct {
	Results []RuleFunctionResult
	Errors  []error
}

// specValues returns the values of every "key:" line of a YAML spec.
func specValues(spec []byte, key string) []string {
	var out []string
	for _, line := range strings.Split(string(spec), "\n") {
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "- "))
		if v, ok := strings.CutPrefix(t, key+":"); ok {
			out = append(out, strings.Trim(strings.TrimSpace(v), `"'`))
		}
	}
	return out
}

// APIServers checks that every server has a valid URL (functions/openapi/openapi_api_servers.go).
func APIServers(spec []byte) []RuleFunctionResult {
	var results []RuleFunctionResult
	urls := specValues(spec, "url")
	if len(urls) == 0 {
		return []RuleFunctionResult{{Message: "server definition is missing a URL", Path: "$.servers[0]"}}
	}
	for i, u := range urls {
		if strings.Contains(u, "{") && strings.Contains(u, "}") {
			continue
		}
		parsed, err := url.Parse(u)
		if err != nil {
			results = append(results, RuleFunctionResult{Message: fmt.Sprintf("server URL cannot be parsed: %s", err), Path: fmt.Sprintf("$.servers[%d].url", i)})
			continue
		}
		if u == "" || u == "/" {
			continue
		}
		if parsed.Host == "" && parsed.Path == "" {
			results = append(results, RuleFunctionResult{Message: "Server URL is not valid: no hostname or path provided", Path: fmt.Sprintf("$.servers[%d].url", i)})
			continue
		}
		if parsed.Path != "" && strings.HasSuffix(parsed.Path, "/") {
			results = append(results, RuleFunctionResult{Message: "Server URL is not valid: must not have a trailing slash", Path: fmt.Sprintf("$.servers[%d].url", i)})
		}
	}
	return results
}

// HostsHttps reports server URLs that do not use TLS (functions/owasp/hosts_https.go).
func HostsHttps(spec []byte) []RuleFunctionResult {
	var results []RuleFunctionResult
	for i, u := range specValues(spec, "url") {
		if !strings.HasPrefix(u, "https://") {
			results = append(results, RuleFunctionResult{Message: "server URLs should use TLS (https)", Path: fmt.Sprintf("$.servers[%d].url", i)})
		}
	}
	return results
}

var ruleFunctions = map[string]func(spec []byte) []RuleFunctionResult{
	"api_servers":                 APIServers,
	"hosts_https":                 HostsHttps,
	OwaspSecurityHostsHttpsOAS3:   HostsHttps,
	"oas3-host-trailing-slash":    func(spec []byte) []RuleFunctionResult { return suffixRule(specValues(spec, "url"), "/") },
	"oas2-host-trailing-slash":    func(spec []byte) []RuleFunctionResult { return suffixRule(specValues(spec, "host"), "/") },
	"oas3-host-not-example":       func(spec []byte) []RuleFunctionResult { return containsRule(specValues(spec, "url"), "example.com") },
	"oas2-host-not-example":       func(spec []byte) []RuleFunctionResult { return containsRule(specValues(spec, "host"), "example.com") },
	"oas2-api-host":               func(spec []byte) []RuleFunctionResult { return presentRule(specValues(spec, "host"), "host") },
	"infoLicenseURLSPDX":          func(spec []byte) []RuleFunctionResult { return licenseRule(spec) },
	"examples_missing":            func(spec []byte) []RuleFunctionResult { return examplesExternalRule(spec) },
	"tag-defined":                 func(spec []byte) []RuleFunctionResult { return nil },
	"oas2_schema":                 func(spec []byte) []RuleFunctionResult { return nil },
	"asyncapi-info-contact":       func(spec []byte) []RuleFunctionResult { return presentRule(specValues(spec, "url"), "contact url") },
	"json-schema-sanity-required": func(spec []byte) []RuleFunctionResult { return nil },
}

func suffixRule(values []string, suffix string) []RuleFunctionResult {
	var out []RuleFunctionResult
	for _, v := range values {
		if strings.HasSuffix(v, suffix) {
			out = append(out, RuleFunctionResult{Message: "server URL must not end with a slash"})
		}
	}
	return out
}

func containsRule(values []string, s string) []RuleFunctionResult {
	var out []RuleFunctionResult
	for _, v := range values {
		if strings.Contains(v, s) {
			out = append(out, RuleFunctionResult{Message: "host must not be example.com"})
		}
	}
	return out
}

func presentRule(values []string, name string) []RuleFunctionResult {
	if len(values) == 0 {
		return []RuleFunctionResult{{Message: name + " is missing"}}
	}
	return nil
}

func licenseRule(spec []byte) []RuleFunctionResult {
	if len(specValues(spec, "url")) > 0 && len(specValues(spec, "identifier")) > 0 {
		return []RuleFunctionResult{{Message: "`license` must contain either a `url` or an `identifier`, not both", Path: "$.info.license"}}
	}
	return nil
}

func examplesExternalRule(spec []byte) []RuleFunctionResult {
	if len(specValues(spec, "externalValue")) > 0 && len(specValues(spec, "value")) > 0 {
		return []RuleFunctionResult{{Message: "media type example contains both `externalValue` and `value`"}}
	}
	return nil
}

// ApplyRulesToRuleSet runs each rule of the ruleset against the spec.
func ApplyRulesToRuleSet(rse *RuleSetExecution) *RuleSetExecutionResult {
	res := &RuleSetExecutionResult{}
	for id := range rse.RuleSet.Rules {
		fn, ok := ruleFunctions[id]
		if !ok {
			res.Errors = append(res.Errors, fmt.Errorf("unknown rule %s", id))
			continue
		}
		for _, r := range fn(rse.Spec) {
			r.RuleId = id
			res.Results = append(res.Results, r)
		}
	}
	return res
}

// RunRule runs one rule function by name against a spec.
func RunRule(ruleID string, spec []byte) []RuleFunctionResult {
	return ApplyRulesToRuleSet(&RuleSetExecution{
		RuleSet: &RuleSet{Rules: map[string]*Rule{ruleID: {Id: ruleID}}},
		Spec:    spec,
	}).Results
}

// GetOAS2APIHostRule etc. return the built-in host rules.
func GetOAS2APIHostRule() *Rule           { return &Rule{Id: "oas2-api-host"} }
func GetOAS2HostNotExampleRule() *Rule    { return &Rule{Id: "oas2-host-not-example"} }
func GetOAS2HostTrailingSlashRule() *Rule { return &Rule{Id: "oas2-host-trailing-slash"} }
func GetOAS3HostTrailingSlashRule() *Rule { return &Rule{Id: "oas3-host-trailing-slash"} }
func GetOAS3HostNotExampleRule() *Rule    { return &Rule{Id: "oas3-host-not-example"} }

// FetchConfig configures the JavaScript fetch of plugins (plugin/javascript/eventloop/fetch/config.go).
type FetchConfig struct {
	AllowInsecure        bool
	AllowPrivateNetworks bool
}

// ValidateURL checks if a URL is allowed: an SSRF guard for plugin fetches.
func (c *FetchConfig) ValidateURL(rawURL string) error {
	parsed, err := url.Parse(rawURL)
	if err != nil {
		return fmt.Errorf("invalid URL")
	}
	if parsed.Scheme != "http" && parsed.Scheme != "https" {
		return fmt.Errorf("invalid URL")
	}
	if !c.AllowInsecure && parsed.Scheme != "https" {
		return fmt.Errorf("insecure HTTP not allowed")
	}
	host := parsed.Hostname()
	if !c.AllowPrivateNetworks {
		if strings.EqualFold(host, "localhost") {
			return fmt.Errorf("private network access not allowed")
		}
		if ip := net.ParseIP(host); ip != nil && (ip.IsLoopback() || ip.IsPrivate()) {
			return fmt.Errorf("private network access not allowed")
		}
	}
	return nil
}

// runFetchScript stands in for running a script on the event loop: it finds the
// fetch call and returns the error message the script catches.
func runFetchScript(cfg *FetchConfig, script string) string {
	_, rest, ok := strings.Cut(script, `fetch("`)
	if !ok {
		return ""
	}
	target, _, _ := strings.Cut(rest, `"`)
	if err := cfg.ValidateURL(target); err != nil {
		return err.Error()
	}
	return ""
}

// DocumentUri is an LSP document URI.
type DocumentUri string

// fileURIToPath turns a file URI into a local path (language-server/runtime_config.go).
func fileURIToPath(uri DocumentUri) string {
	raw := string(uri)
	parsed, err := url.Parse(raw)
	if err != nil || parsed.Scheme != "file" {
		return strings.TrimPrefix(raw, "file://")
	}
	return parsed.Path
}

// rejectAsyncAPIForOpenAPICommand refuses AsyncAPI documents in OpenAPI-only commands.
func rejectAsyncAPIForOpenAPICommand(command string, spec []byte) error {
	if strings.HasPrefix(strings.TrimSpace(string(spec)), "asyncapi:") {
		return fmt.Errorf("vacuum %s only supports OpenAPI documents", command)
	}
	return nil
}

// schemaFormatOfDocument reports the JSON Schema dialect a schema document declares.
func schemaFormatOfDocument(doc string) string {
	values := specValues([]byte(doc), "$schema")
	if len(values) == 0 {
		return DetectDialect("").Format
	}
	return DetectDialect(values[0]).Format
}
