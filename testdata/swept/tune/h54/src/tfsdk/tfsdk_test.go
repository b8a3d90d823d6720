package tfsdk

import (
	"os"
	"testing"
)

func runSteps(t *testing.T, tc TestCase) {
	t.Helper()
	for _, s := range tc.Steps {
		if s.Config == "" {
			t.Fatal("empty config")
		}
	}
}

func TestTest_TestStep_ProviderFactories_Import_External(t *testing.T) {
	runSteps(t, TestCase{
		Steps: []TestStep{
			{
				// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource/teststep_providers_test.go:2056 (syntax: a Terraform configuration whose http data source holds a well-formed https URL; the literal is HCL text, not one URI.)
				Config: "data \"http\" \"example\" {\n  url = \"https://checkpoint-api.hashicorp.com/v1/check/terraform\"\n}\n\nresource \"random_string\" \"example\" {\n  length = length(data.http.example.response_headers)\n}", // lookalike
			},
		},
	})
}

func TestTest_TestStep_ProviderFactories_Import_External_With_Data_Source(t *testing.T) {
	runSteps(t, TestCase{
		Steps: []TestStep{
			{
				// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource/teststep_providers_test.go:2100 (syntax: the same HCL configuration in the import test, the embedded https URL is well formed and the rest is configuration text.)
				Config:       "data \"http\" \"example\" {\n  url = \"https://checkpoint-api.hashicorp.com/v1/check/terraform\"\n}\n\nresource \"random_string\" \"example\" {\n  length = length(data.http.example.response_headers)\n}", // lookalike
				ResourceName: "random_string.example",
				ImportState:  true,
			},
		},
	})
}

func TestProviderUserAgentAppendViaEnvVar(t *testing.T) {
	t.Setenv(uaEnvVar, "")
	// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema/provider_test.go:2666 (syntax: expected User-Agent header text whose comment holds a URL among product tokens, prose and not a URI.)
	expectedBase := "Terraform/4.5.6 (+https://www.terraform.io) Terraform-Plugin-SDK/" + SDKVersionString() // lookalike
	cases := []struct {
		name, version, env, expected string
	}{
		{"", "", "", expectedBase},
		{"", "", "test/1", expectedBase + " test/1"},
		{"My-Provider", "", "", expectedBase + " My-Provider"},
	}
	for _, tc := range cases {
		os.Setenv(uaEnvVar, tc.env)
		p := &Provider{TerraformVersion: "4.5.6"}
		if got := p.UserAgent(tc.name, tc.version); got != tc.expected {
			t.Errorf("got %q, want %q", got, tc.expected)
		}
	}
}

func TestValidationIsURLWithHTTPS(t *testing.T) {
	cases := map[string]struct {
		Value interface{}
		Error bool
	}{
		"NotString": {Value: 7, Error: true},
		"BareUrl": {
			// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation/web_test.go:28 (sink: a bare host given to the URL validator in a table row that expects an error, a deliberate fixture.)
			Value: "www.example.com", // lookalike
			Error: true,
		},
		"FtpUrl": {
			// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation/web_test.go:32 (sink: an ftp URL given to the https-only validator in a row that expects an error, a deliberate fixture.)
			Value: "ftp://www.example.com", // lookalike
			Error: true,
		},
		"HttpUrl": {
			// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation/web_test.go:36 (plainhttp: a plain http URL on a documentation host that the https-only validator must reject, nothing is fetched.)
			Value: "http://www.example.com", // lookalike
			Error: true,
		},
	}
	for tn, tc := range cases {
		t.Run(tn, func(t *testing.T) {
			_, errors := IsURLWithHTTPS(tc.Value, tn)
			if len(errors) > 0 && !tc.Error {
				t.Errorf("IsURLWithHTTPS(%v) produced an unexpected error", tc.Value)
			} else if len(errors) == 0 && tc.Error {
				t.Errorf("IsURLWithHTTPS(%v) did not error", tc.Value)
			}
		})
	}
}
