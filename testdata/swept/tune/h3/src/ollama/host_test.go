package ollama

import "testing"

func TestNormalizeHost(t *testing.T) {
	tests := []struct {
		name, input, expected string
		hasError              bool
	}{
		// Source: github.com/ollama/ollama/server/create_test.go:161 (expected output of the host normaliser, which writes the port out)
		{name: "hosted special case", input: "models.example.com", expected: "https://models.example.com:443"}, // lookalike
		// Source: github.com/ollama/ollama/server/create_test.go:184 (invalid named port expected to error)
		{name: "invalid URL", input: "http://[::1]:namedport", hasError: true}, // lookalike
	}
	for _, tc := range tests {
		got, err := NormalizeHost(tc.input)
		if (err != nil) != tc.hasError {
			t.Fatalf("%s: err = %v", tc.name, err)
		}
		if got != tc.expected {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.expected)
		}
	}
}

// Source: github.com/ollama/ollama/envconfig/config_test.go:37 (expected output of the OLLAMA_HOST reader, which adds the scheme's default port)
var hostCases = map[string][2]string{
	"http": {"http://10.1.2.3", "http://10.1.2.3:80"}, // lookalike
}

func TestHostCases(t *testing.T) {
	for name, tc := range hostCases {
		if got := EnvHost(tc[0]); got != tc[1] {
			t.Errorf("%s: got %q, want %q", name, got, tc[1])
		}
	}
}
