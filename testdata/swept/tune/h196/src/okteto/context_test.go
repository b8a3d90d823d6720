package okteto

import (
	"fmt"
	"testing"
)

// Test_UrlToKubernetesContext mirrors pkg/okteto/context_test.go.
func Test_UrlToKubernetesContext(t *testing.T) {
	var tests = []struct {
		name string
		in   string
		want string
	}{
		// Source: github.com/okteto/okteto/pkg/okteto/context_test.go:37 (hostform: an underscore host given to the converter that turns context URLs into kubernetes context names by rewriting the host, rule 2c)
		{name: "is-url-with-protocol", in: "https://okteto_example.com", want: "okteto_example_com"}, // lookalike
		{name: "is-k8scontext", in: "minikube", want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if result := UrlToKubernetesContext(tt.in); result != tt.want {
				t.Errorf("Test '%s' failed: %s", tt.name, result)
			}
		})
	}
}

func Test_RemoveSchema(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want string
	}{
		{
			name: "http",
			// Source: github.com/okteto/okteto/pkg/okteto/context_test.go:97 (plainhttp: an http URL given to the function whose job is removing the scheme for display, rule 2c)
			url:  "http://okteto.com", // lookalike
			want: "okteto.com",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.want, RemoveSchema(tt.url))
		})
	}
}

func Test_NormalizeClusterURL(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want string
	}{
		{
			name: "host case is preserved",
			// Source: github.com/okteto/okteto/pkg/okteto/context_test.go:144 (hostcase: a mixed-case host given to the URL normaliser in the case named host case is preserved, rules 2b and 2c)
			url: "https://Okteto.Example.com", // lookalike
			// Source: github.com/okteto/okteto/pkg/okteto/context_test.go:145 (hostcase: the expected output of the normaliser that keeps host case on purpose, rule 2c)
			want: "https://Okteto.Example.com", // lookalike
		},
		{
			name: "http scheme is preserved",
			// Source: github.com/okteto/okteto/pkg/okteto/context_test.go:139 (plainhttp: http to a host under example.com, a test host, given to the normaliser, by the plainhttp check and rule 2c)
			url:  "http://okteto.example.com/", // lookalike
			want: "http://okteto.example.com",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.want, NormalizeClusterURL(tt.url))
		})
	}
}

func Test_parseOktetoURL(t *testing.T) {
	tests := []struct {
		name    string
		u       string
		want    string
		wantErr bool
	}{
		{name: "basic", u: "https://okteto.example.com", want: "https://okteto.example.com/graphql"},
		{name: "no-schema", u: "okteto.example.com", want: "https://okteto.example.com/graphql"},
		{name: "empty", u: "", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseOktetoURL(tt.u)
			if (err != nil) != tt.wantErr {
				t.Fatalf("parseOktetoURL() error = %v, wantErr %v", err, tt.wantErr)
			}
			mustEqualString(t, tt.want, got)
		})
	}
}

// endpointsWithExternal mirrors endpointClient.List in pkg/okteto/endpoint.go: externals are shown with a suffix.
func endpointsWithExternal(endpoints, externals []string) []string {
	result := append([]string{}, endpoints...)
	for _, e := range externals {
		result = append(result, fmt.Sprintf("%s (external)", e))
	}
	return result
}

// TestListEndpoints mirrors pkg/okteto/endpoint_test.go.
func TestListEndpoints(t *testing.T) {
	expected := []string{
		"https://this.is.a.test.okk",
		// Source: github.com/okteto/okteto/pkg/okteto/endpoint_test.go:100 (syntax: the expected display string of an external endpoint, a URL joined to the word (external), text shown to users by rule 4)
		"https://this.is.a.test.okkk (external)", // lookalike
	}
	got := endpointsWithExternal([]string{"https://this.is.a.test.okk"}, []string{"https://this.is.a.test.okkk"})
	for i := range expected {
		mustEqualString(t, expected[i], got[i])
	}
}
