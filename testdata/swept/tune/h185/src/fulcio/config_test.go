package fulcio

import (
	"fmt"
	"net/url"
	"testing"
)

// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:46 (syntax: a YAML config document the test loads, whose issuer URLs are well formed; the literal as a whole is YAML, not a URI)
var validYamlCfg = "\noidc-issuers:\n  https://accounts.google.com:\n    issuer-url: https://accounts.google.com\n    client-id: foo\n    type: email\nmeta-issuers:\n  https://oidc.eks.*.amazonaws.com/id/*:\n    client-id: bar\n    type: kubernetes\n" // lookalike

// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:69 (syntax: a JSON config document the test loads, whose issuer URLs are well formed; the literal as a whole is JSON, not a URI)
var validJSONCfg = "\n{\n\t\"OIDCIssuers\": {\n\t\t\"https://accounts.google.com\": {\n\t\t\t\"IssuerURL\": \"https://accounts.google.com\",\n\t\t\t\"ClientID\": \"foo\",\n\t\t\t\"Type\": \"email\"\n\t\t}\n\t},\n\t\"MetaIssuers\": {\n\t\t\"https://oidc.eks.*.amazonaws.com/id/*\": {\n\t\t\t\"ClientID\": \"bar\",\n\t\t\t\"Type\": \"kubernetes\"\n\t\t}\n\t}\n}\n" // lookalike

func TestMetaURLs(t *testing.T) {
	tests := []struct {
		name    string
		issuer  string
		matches []string
		misses  []string
	}{{
		name:   "AWS meta URL",
		issuer: "https://oidc.eks.*.amazonaws.com/id/*",
		matches: []string{
			"https://oidc.eks.us-west-2.amazonaws.com/id/B02C93B6A2D30341AD01E1B6D48164CB",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:118 (escaper: an issuer URL put raw in a query is a miss row the meta-URL matcher must reject, a deliberate fixture by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://oidc.eks.us-west-2.amazonaws.com/id/B02C93B6A2D30341AD01E1B6D48164CB", // lookalike
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:119 (escaper: an issuer URL put raw in a path is a miss row the matcher must reject, a deliberate fixture by rules 2a, 2c and 2d)
			"http://localhost/redirect/https://oidc.eks.us-west-2.amazonaws.com/id/B02C93B6A2D30341AD01E1B6D48164CB", // lookalike
		},
	}, {
		name:   "GKE meta URL",
		issuer: "https://container.googleapis.com/v1/projects/*/locations/*/clusters/*",
		matches: []string{
			"https://container.googleapis.com/v1/projects/mattmoor-credit/locations/us-west1-b/clusters/tenant-cluster",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:131 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://container.googleapis.com/v1/projects/mattmoor-credit/locations/us-west1-b/clusters/tenant-cluster", // lookalike
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:132 (escaper: issuer URL raw in the path of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost/redirect/https://container.googleapis.com/v1/projects/mattmoor-credit/locations/us-west1-b/clusters/tenant-cluster", // lookalike
		},
	}, {
		name:   "Azure meta URL - /tenant-guid/random-guid",
		issuer: "https://*.oic.prod-aks.azure.com/*/*",
		matches: []string{
			"https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0",
		},
		misses: []string{
			// Extra slashes
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:144 (hostform: the single-label host eastus comes from a slash put in place of a dot, a miss row commented Extra slashes that the matcher must reject, deliberate by rules 2a, 2b and 2d)
			"https://eastus/oic.prod.aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:148 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:149 (escaper: issuer URL raw in the path of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost/redirect/https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
		},
	}, {
		name:   "Azure meta URL - /tenant-guid/random-guid/",
		issuer: "https://*.oic.prod-aks.azure.com/*/*/",
		matches: []string{
			"https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/",
		},
		misses: []string{
			// Extra slashes
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:163 (hostform: single-label host eastus in a miss row commented Extra slashes that the matcher must reject, deliberate by rules 2a, 2b and 2d)
			"https://eastus/oic.prod.aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/", // lookalike
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:165 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/", // lookalike
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:166 (escaper: issuer URL raw in the path of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost/redirect/https://eastus.oic.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/", // lookalike
		},
	}, {
		name:   "CircleCI meta URL",
		issuer: "https://oidc.circleci.com/org/*",
		matches: []string{
			"https://oidc.circleci.com/org/my-org",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:181 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://oidc.circleci.com/org/my-org", // lookalike
		},
	}, {
		name:   "Azure prod-aks meta URL - /tenant-guid",
		issuer: "https://oidc.prod-aks.azure.com/*",
		matches: []string{
			"https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:193 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
		},
	}, {
		name:   "Azure prod-aks meta URL - /tenant-guid/",
		issuer: "https://oidc.prod-aks.azure.com/*/",
		matches: []string{
			"https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:205 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
		},
	}, {
		name:   "Azure prod-aks meta URL - /tenant-guid/random-guid",
		issuer: "https://oidc.prod-aks.azure.com/*/*",
		matches: []string{
			"https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:221 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://oidc.prod-aks.azure.com/ffffffff-eeee-dddd-cccc-bbbbbbbbbbb0", // lookalike
		},
	}, {
		name:   "GitHub Actions meta URL",
		issuer: "https://token.actions.githubusercontent.com/*",
		matches: []string{
			"https://token.actions.githubusercontent.com/some-enterprise",
		},
		misses: []string{
			// Issuer is not the URL host (GHSA-59jp-pj84-45mr)
			// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:233 (escaper: issuer URL raw in the query of a miss row the matcher must reject, deliberate by rules 2a, 2c and 2d)
			"http://localhost?issuer=https://token.actions.githubusercontent.com/some-enterprise", // lookalike
		},
	}}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			re, err := MetaRegex(test.issuer)
			if err != nil {
				t.Errorf("metaRegex() = %v", err)
			}
			for _, match := range test.matches {
				if !re.MatchString(match) {
					t.Errorf("MatchString(%q) = false, wanted true", match)
				}
			}
			for _, miss := range test.misses {
				if re.MatchString(miss) {
					t.Errorf("MatchString(%q) = true, wanted false", miss)
				}
			}
		})
	}
}

func Test_isURISubjectAllowed(t *testing.T) {
	tests := []struct {
		name    string
		subject string // Parsed to url.URL
		issuer  string // Parsed to url.URL
		want    error
	}{{
		name:    "match",
		subject: "https://accounts.example.com",
		issuer:  "https://accounts.example.com",
		want:    nil,
	}, {
		name: "subject domain too short",
		// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:533 (hostform: a single-label subject host in a row named domain too short whose want is the hostname-too-short error, deliberate by rules 2a and 2b)
		subject: "https://example", // lookalike
		issuer:  "https://example.com",
		want:    fmt.Errorf("URI hostname too short: example"),
	}, {
		name:    "issuer domain too short",
		subject: "https://example.com",
		// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:539 (hostform: a single-label issuer host in a row named domain too short whose want is the hostname-too-short error, deliberate by rules 2a and 2b)
		issuer: "https://issuer", // lookalike
		want:   fmt.Errorf("URI hostname too short: issuer"),
	}}
	for _, tt := range tests {
		subject, _ := url.Parse(tt.subject)
		issuer, _ := url.Parse(tt.issuer)
		t.Run(tt.name, func(t *testing.T) {
			got := isURISubjectAllowed(subject, issuer)
			if got == nil && tt.want != nil || got != nil && tt.want == nil {
				t.Errorf("isURISubjectAllowed() = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSkipEmailVerificationParsing(t *testing.T) {
	// Source: github.com/sigstore/fulcio/pkg/config/config_test.go:635 (syntax: a YAML config document the test parses, whose issuer URLs are well formed; the literal as a whole is YAML, not a URI)
	yamlConfig := "\noidc-issuers:\n  https://internal.example.com:\n    issuer-url: https://internal.example.com\n    client-id: sigstore\n    type: email\n    skip-email-verification: true\n" // lookalike
	if _, err := parseConfig([]byte(yamlConfig)); err != nil {
		t.Logf("yaml stand-in: %v", err)
	}
	_ = validYamlCfg
}
