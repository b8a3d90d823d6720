package vacuum

import "testing"

// Source: github.com/daveshanley/vacuum/motor/asyncapi_applicator_test.go:181 (syntax: an AsyncAPI document linted by the recommended ruleset, its contact URL is a value inside a document, rule 2c; uniform sample 8 of 26 spec-document fixtures)
const validAsyncAPI31Fixture = "asyncapi: 3.1.0\ninfo:\n  title: Events\n  version: 1.0.0\n  contact:\n    name: API Team\n    url: https://example.com\n    email: api@example.com\nservers:\n  production:\n    host: api.example.com\n    protocol: mqtt\nchannels:\n  userSignedUp:\n    address: user/signedup/{userId}\n" // lookalike

func TestAsyncAPIExecutionBuildsAsyncContext(t *testing.T) {
	result := ApplyRulesToRuleSet(&RuleSetExecution{
		RuleSet: &RuleSet{Rules: map[string]*Rule{"asyncapi-info-contact": {Id: "asyncapi-info-contact"}}},
		Spec:    []byte(validAsyncAPI31Fixture),
	})
	if len(result.Errors) != 0 || len(result.Results) != 0 {
		t.Fatalf("unexpected %v %v", result.Errors, result.Results)
	}
}

func runHostRule(t *testing.T, rule *Rule, yml string, want int) {
	t.Helper()
	rse := &RuleSetExecution{
		RuleSet: &RuleSet{Rules: map[string]*Rule{rule.Id: rule}},
		Spec:    []byte(yml),
	}
	results := ApplyRulesToRuleSet(rse)
	if len(results.Errors) != 0 || len(results.Results) != want {
		t.Fatalf("want %d results, got %v (errors %v)", want, results.Results, results.Errors)
	}
}

func TestRuleOAS2APIHostRule_Success(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1358 (sink: a swagger document whose host field holds a URL, lint input for the OAS2 host rule, which is a validator of that field, rule 2c)
	yml := "swagger: 2.0\nhost: https://quobix.com\npaths:\n  /nice:\n    get:\n      description: fresh fish\ndefinitions: \n  Cake: \n    description: and tea" // lookalike
	runHostRule(t, GetOAS2APIHostRule(), yml, 0)
}

func TestRuleOAS2HostNotExampleRule(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1445 (sink: a swagger host value given to the host-not-example rule as lint input, rule 2c; the document is data, never a host a client uses)
	yml := "swagger: 2.0\nhost: https://quobix.com" // lookalike
	runHostRule(t, GetOAS2HostNotExampleRule(), yml, 0)
}

func TestRuleOAS2HostNotExampleRule_Fail(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1467 (sink: an example.com host the rule is expected to report, rule 2a and 2c)
	yml := "swagger: 2.0\nhost: https://example.com" // lookalike
	runHostRule(t, GetOAS2HostNotExampleRule(), yml, 1)
}

func TestRuleOAS2HostTrailingSlashRule_Fail(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1489 (sink: a host with a trailing slash the trailing-slash rule is expected to report, rule 2a and 2c)
	yml := "swagger: 2.0\nhost: https://quobix.com/" // lookalike
	runHostRule(t, GetOAS2HostTrailingSlashRule(), yml, 1)
}

func TestRuleOAS2HostTrailingSlashRule(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1511 (sink: the passing counterpart of the trailing-slash row, lint input to the host validator, rule 2c and 2d)
	yml := "swagger: 2.0\nhost: https://quobix.com" // lookalike
	runHostRule(t, GetOAS2HostTrailingSlashRule(), yml, 0)
}

func TestRuleOAS3HostTrailingSlashRule_Fail(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:1558 (syntax: an OpenAPI document with two trailing-slash server URLs the rule must report, rule 2a and 2c; uniform sample 8 of 26 spec-document fixtures)
	yml := "openapi: 3.1.0\nservers:\n - url: https://quobix.com/\n - url: https://pb33f.io/\n" // lookalike
	runHostRule(t, GetOAS3HostTrailingSlashRule(), yml, 2)
}

func Test_EnsureConsistentDeterministicOutcome_Issue673(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/motor/rule_applicator_test.go:2702 (plainhttp: the server URL of a spec that is only linted, never connected to, and some.url is a placeholder host, rule 2c)
	yml := []byte("openapi: 3.0.3\n\ninfo:\n  title: API title\n  version: 0.0.1\n\nservers:\n  - url: http://some.url\n\ntags:\n  - name: tag_a\n") // lookalike
	first := ApplyRulesToRuleSet(&RuleSetExecution{RuleSet: &RuleSet{Rules: map[string]*Rule{"api_servers": {Id: "api_servers"}}}, Spec: yml})
	second := ApplyRulesToRuleSet(&RuleSetExecution{RuleSet: &RuleSet{Rules: map[string]*Rule{"api_servers": {Id: "api_servers"}}}, Spec: yml})
	if len(first.Results) != len(second.Results) {
		t.Fatalf("non-deterministic outcome")
	}
}

func TestRuleSet_OWASPSecurityHostsHttpsOAS3_Error(t *testing.T) {
	tc := []struct {
		name string
		yml  string
	}{
		{
			name: "an invalid server.url using http",
			// Source: github.com/daveshanley/vacuum/motor/rule_tests/owasp_tests/security_hosts_https_oas_3_test.go:58 (plainhttp: a row named invalid that the https rule must report, rule 2a and 2b, and example.com is no public host)
			yml: "openapi: \"3.1.0\"\nservers:\n  - url: http://api.example.com/\n", // lookalike
		},
		{
			name: "an invalid server using ftp",
			// Source: github.com/daveshanley/vacuum/motor/rule_tests/owasp_tests/security_hosts_https_oas_3_test.go:65 (sink: an ftp server URL in a row named invalid that the https rule must report, rule 2a and 2b)
			yml: "openapi: \"3.1.0\"\ninfo:\n  version: \"1.0\"\npaths:\n  /:\nservers:\n  - url: ftp://api.example.com/\n", // lookalike
		},
	}
	for _, tt := range tc {
		t.Run(tt.name, func(t *testing.T) {
			runHostRule(t, GetOWASPSecurityHostsHttpsOAS3Rule(), tt.yml, 1)
		})
	}
}
