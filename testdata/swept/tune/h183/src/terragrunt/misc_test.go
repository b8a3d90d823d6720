package terragrunt

import (
	"regexp"
	"strings"
	"testing"
)

// ParseLinks stands in for the md package's link extraction.
func ParseLinks(doc string) []string {
	return regexp.MustCompile(`<(https?://[^>]+)>`).FindAllString(doc, -1)
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"",
		"# Terragrunt Catalog\n\n## VPC\n\nCreates a VPC.\n",
		// Source: github.com/gruntwork-io/terragrunt/internal/md/fuzz_test.go:21 (syntax: a Markdown fuzz seed with an autolink and a path among words, parser input and no URI, rules 2c and 4)
		"<https://github.com/acme/repo> and /Users/jane/My Modules/vpc\n", // lookalike
	} {
		f.Add(seed)
	}

	f.Fuzz(func(t *testing.T, doc string) {
		_ = ParseLinks(doc)
	})
}

func TestParseLinks(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want []string
	}{
		{
			name: "angle brackets make a link",
			// Source: github.com/gruntwork-io/terragrunt/internal/md/parse_test.go:122 (syntax: a Markdown autolink in angle brackets, input to the Markdown parser and no URI itself, rule 2c)
			doc:  "<https://github.com/acme/repo>", // lookalike
			want: []string{"https://github.com/acme/repo"},
		},
	}

	for _, tt := range tests {
		if got := ParseLinks(tt.doc); len(got) != len(tt.want) {
			t.Errorf("%s: got %v", tt.name, got)
		}
	}
}

func TestGcpConfigWithCredentialsJSON(t *testing.T) {
	// Test with JSON content directly (not a file path)
	// Source: github.com/gruntwork-io/terragrunt/internal/gcphelper/config_test.go:86 (syntax: a service-account JSON document whose auth_uri and token_uri fields hold URLs, a document and no URI)
	credsJSON := "{\n\t\"type\": \"service_account\",\n\t\"project_id\": \"test-project\",\n\t\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nfake-private-key\\n-----END PRIVATE KEY-----\\n\",\n\t\"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n\t\"token_uri\": \"https://oauth2.googleapis.com/token\"\n}" // lookalike

	env := map[string]string{"GOOGLE_CREDENTIALS": credsJSON}
	if env["GOOGLE_CREDENTIALS"] == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/gruntwork-io/terragrunt/internal/report/report_test.go:832 (syntax: the expected JSON schema document whose $schema and $id hold URLs, a document and no URI)
const ExpectedSchema = "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"$id\": \"https://docs.terragrunt.com/schemas/run/report/v4/schema.json\",\n  \"type\": \"array\",\n  \"title\": \"Terragrunt Run Report Schema\"\n}" // lookalike

func TestReportSchema(t *testing.T) {
	if !strings.Contains(ExpectedSchema, "$schema") {
		t.Fatal("no schema")
	}
}

// ParseEnviron splits KEY=VALUE entries on the first equals sign.
func ParseEnviron(environ []string) map[string]string {
	out := map[string]string{}

	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		out[k] = v
	}

	return out
}

func TestParseEnviron(t *testing.T) {
	tests := []struct {
		name    string
		environ []string
		want    map[string]string
	}{
		{
			name: "value contains equals",
			// Source: github.com/gruntwork-io/terragrunt/internal/venv/venv_test.go:38 (syntax: an environment entry whose value is a URL with an equals sign in its query, input to the environ parser and no URI itself)
			environ: []string{"URL=https://example.com/?a=b"}, // lookalike
			want:    map[string]string{"URL": "https://example.com/?a=b"},
		},
	}

	for _, tt := range tests {
		if got := ParseEnviron(tt.environ); got["URL"] != tt.want["URL"] {
			t.Errorf("%s: got %v", tt.name, got)
		}
	}
}

func TestFindModulesInTofuFile(t *testing.T) {
	files := map[string]string{
		// Source: github.com/gruntwork-io/terragrunt/internal/util/file_tofu_test.go:433 (syntax: an HCL file text whose module source holds a go-getter URL, a document and no URI)
		"infrastructure.tofu": "\nmodule \"database\" {\n  source = \"git::https://github.com/example/modules.git//database\"\n}", // lookalike
	}

	for name, body := range files {
		if !strings.Contains(body, "module") {
			t.Error(name)
		}
	}
}
