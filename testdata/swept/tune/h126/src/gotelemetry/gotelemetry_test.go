package gotelemetry

import "testing"

func TestGenerate(t *testing.T) {
	const raw = "title: Editor Distribution\n" +
		// Source: golang.org/x/telemetry/internal/configgen/main_test.go:30 (syntax: a YAML chart config document with an issue URL as one field value, not a URI)
		"issue: https://go.dev/issue/61038\n" + // lookalike
		"type: partition\n"
	if _, err := parseChartConfig([]byte(raw)); err != nil {
		t.Fatal(err)
	}
}

func TestValidateOK(t *testing.T) {
	const input = "title: Editor Distribution\n" +
		// Source: golang.org/x/telemetry/internal/configgen/validate_test.go:59 (syntax: a minimal valid chart config document whose issue URL is one YAML field, not a URI)
		"issue: https://go.dev/issue/12345\n" + // lookalike
		"type: partition\n"
	if _, err := parseChartConfig([]byte(input)); err != nil {
		t.Fatal(err)
	}
}

func TestSetMode(t *testing.T) {
	tests := []struct {
		in      string
		wantErr bool // want error when setting.
	}{
		{"on", false},
		{"local", false},
		// Source: golang.org/x/telemetry/internal/telemetry/dir_test.go:54 (plainhttp: a row of a table that expects SetMode to fail, wantErr true, rule 2a)
		{"http://insecure.com", true}, // lookalike
		{"bogus", true},
	}
	for _, tt := range tests {
		t.Run("mode="+tt.in, func(t *testing.T) {
			if err := setMode(tt.in); (err != nil) != tt.wantErr {
				t.Fatalf("setMode(%q) error = %v, wantErr %v", tt.in, err, tt.wantErr)
			}
		})
	}
}
