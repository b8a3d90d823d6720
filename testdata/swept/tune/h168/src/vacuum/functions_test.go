package vacuum

import "testing"

func TestExamplesExternalVal(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/examples_external_val_test.go:16 (syntax: an OpenAPI document linted by the examples rule, its externalValue URL is one YAML value inside a document, rule 2c; uniform sample 8 of 26 spec-document fixtures)
	yml := "openapi: 3.1\npaths:\n  /herbs:\n    get:\n      requestBody:\n        content:\n          application/json:\n            examples:\n              herbs:\n                value:\n                  id: 1\n                externalValue: https://pb33f.io/herbs.json\n" // lookalike
	res := RunRule("examples_missing", []byte(yml))
	if len(res) != 1 || res[0].Message != "media type example contains both `externalValue` and `value`" {
		t.Fatalf("unexpected results %v", res)
	}
}

func TestInfoLicenseSPDX(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/info_license_urlspdx_test.go:16 (syntax: an OpenAPI document whose license has both url and identifier, input the rule is expected to report, rule 2a and 2c; uniform sample 8 of 26)
	yml := "openapi: 3.1\ninfo:\n  license:\n    url: https://example.com\n    identifier: MIT" // lookalike
	res := RunRule("infoLicenseURLSPDX", []byte(yml))
	if len(res) != 1 || res[0].Path != "$.info.license" {
		t.Fatalf("unexpected results %v", res)
	}
}

func TestOAS2Schema_RunRule_Success(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/oas_schema_test.go:213 (syntax: a swagger document validated against the OAS2 schema, its contact and terms URLs are values inside a document, rule 2c; uniform sample 8 of 26)
	yml := "swagger: '2.0'\ninfo:\n  contact:\n    name: Hi\n    url: https://quobix.com/vacuum\n  license:\n    name: MIT\n  termsOfService: https://quobix.com/vacuum\n  title: Quobix \n  version: \"1.0\"\npaths:\n  /hi:\n    get:\n      responses:\n        \"200\":\n          description: OK" // lookalike
	if res := RunRule("oas2_schema", []byte(yml)); len(res) != 0 {
		t.Fatalf("unexpected results %v", res)
	}
}

func TestAPIServers_RunRule_Fail_EmptyURL(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/openapi_api_servers_test.go:136 (syntax: a servers entry with a pizza key instead of url, which the server validator must report, rule 2a and 2c; uniform sample 8 of 26)
	yml := "servers:\n  - pizza: https://quobix.com\npaths:\n  /nice/cake:" // lookalike
	if res := APIServers([]byte(yml)); len(res) != 1 {
		t.Fatalf("expected 1 result, got %v", res)
	}
}

func TestAPIServers_RunRule_Fail_BadURL(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/openapi_api_servers_test.go:159 (syntax: a malformed server URL the validator is expected to reject, in a test named BadURL, rule 2a and 2b)
	yml := "servers:\n  - url: http.\\:::/not.valid/a//a??a?b=&&c#hi\npaths:\n  /nice/cake:" // lookalike
	if res := APIServers([]byte(yml)); len(res) != 1 {
		t.Fatalf("expected 1 result, got %v", res)
	}
}

func TestAPIServers_RunRule_Fail_ReallyBadURL(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/openapi_api_servers_test.go:182 (sink: a broken scheme separator the server validator is expected to reject, in a test named ReallyBadURL, rule 2a and 2b)
	yml := "servers:\n  - url: http::no::///no\npaths:\n  /nice/cake:" // lookalike
	if res := APIServers([]byte(yml)); len(res) != 1 {
		t.Fatalf("expected 1 result, got %v", res)
	}
}

func TestOperationTags_RunRule_IgnoreServers(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/openapi/operation_tags_test.go:183 (syntax: an OpenAPI document linted by the tag rule, the operation server URL is a value inside a document, rule 2c; uniform sample 8 of 26)
	yml := "openapi: 3.1.0\npaths:\n  /hello:\n    post:\n      tags:\n        - a\n        - b\n    servers:\n      - url: https://api.example.com/v1" // lookalike
	if res := RunRule("tag-defined", []byte(yml)); len(res) != 0 {
		t.Fatalf("unexpected results %v", res)
	}
}

func TestHostsHttps_RunRule(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/owasp/hosts_https_test.go:17 (plainhttp: a plain-http server URL the hosts-https rule is expected to report, rule 2a, and input to a URL validator, rule 2c)
	yml := "openapi: \"3.1.0\"\nservers:\n  - url: http://api.pb33f.io\n" // lookalike
	res := HostsHttps([]byte(yml))
	if len(res) != 1 || res[0].Message != "server URLs should use TLS (https)" || res[0].Path != "$.servers[0].url" {
		t.Fatalf("unexpected results %v", res)
	}
}
